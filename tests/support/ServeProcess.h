// SPDX-License-Identifier: Apache-2.0

#pragma once
// `lockscope-cli serve` as a child process for tests: started on a free port (--listen
// 127.0.0.1:0, the port read from its "listening on" line), scraped over HTTP.

#include "HttpProbe.h"

#include <QProcess>
#include <QStringList>
#include <optional>

namespace lockscope::test {

class ServeProcess {
public:
    explicit ServeProcess(QString cliPath) : m_cliPath(std::move(cliPath)) { }
    ~ServeProcess(); // SIGTERM, then SIGKILL

    // Runs `serve --connect connect --listen 127.0.0.1:0 arguments...`; true once it listens.
    bool start(const QString &connect, const QStringList &arguments, int timeoutMs = 20000);
    quint16 port() const { return m_port; }
    QProcess &process() { return m_process; }
    QString output(); // what it printed so far, for failure messages

    HttpReply get(const QString &path) const { return httpGet(m_port, path); }
    // The value of the one sample in /metrics named `name` whose labels contain every one of
    // `labels` (`lock="/a"` ...); nullopt when no sample or several match.
    std::optional<double> metric(const QString &name, const QStringList &labels = {}) const;

private:
    QString m_cliPath;
    QProcess m_process;
    QByteArray m_output;
    quint16 m_port = 0;
};

// The value of the one sample of `text` (Prometheus text format) named `name` with all `labels`.
std::optional<double> metricValue(const QByteArray &text, const QString &name, const QStringList &labels);

} // namespace lockscope::test
