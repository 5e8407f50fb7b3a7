// SPDX-License-Identifier: Apache-2.0

#pragma once
// Debian's Prometheus server for tests: started on a free loopback port with a temporary data
// directory and the given configuration, queried through its HTTP API, stopped on destruction.

#include <QJsonArray>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <optional>

namespace lockscope::test {

class PrometheusServer {
public:
    static constexpr const char *kBinary = "/usr/bin/prometheus";
    static constexpr const char *kPromtool = "/usr/bin/promtool";
    static bool isAvailable(QString *whyNot = nullptr);

    PrometheusServer() = default;
    ~PrometheusServer(); // SIGTERM, then SIGKILL after a grace period

    // Writes `files` (name -> content; "prometheus.yml" is the configuration) into its own
    // directory and starts the server; true once it reports ready, at most timeoutMs.
    bool start(const QMap<QString, QByteArray> &files, int timeoutMs = 60000);
    quint16 port() const { return m_port; }
    QString log() const;

    // GET /api/v1/<endpoint>?query=...: the "data" object's result, nullopt on any error
    // (*error says which: HTTP, JSON, or Prometheus' own "error").
    std::optional<QJsonArray> query(const QString &promql, QString *error = nullptr);
    // The single result's value of an instant query, nullopt unless exactly one series matches.
    std::optional<double> value(const QString &promql);
    // GET /api/v1/<path> as JSON ("data" object), for rules and targets.
    std::optional<QJsonValue> api(const QString &path, QString *error = nullptr);

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    quint16 m_port = 0;
};

} // namespace lockscope::test
