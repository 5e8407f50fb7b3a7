// SPDX-License-Identifier: Apache-2.0

#pragma once
// What every command shares: its options, a session opened within --timeout, and how it reports.

#include "CliOptions.h"
#include "report/JsonWriter.h"
#include "zk/ZkSession.h"

#include <QTextStream>
#include <memory>

namespace lockscope::cli {

class CliContext final {
public:
    explicit CliContext(CliOptions options);
    ~CliContext();
    Q_DISABLE_COPY_MOVE(CliContext) // one per command: it owns the session and stdout

    const CliOptions &options() const { return m_options; }
    // The session the options describe (connect string, credentials, TLS, SASL).
    static ZkSession::Options sessionOptions(const CliOptions &options);
    // Opens the session and waits until it is connected, at most --timeout. On failure prints
    // the reason and returns nullptr.
    ZkSession *connect();
    // Runs the event loop until `done` is true or `timeoutMs` passes; false on timeout.
    bool waitFor(const std::function<bool()> &done, int timeoutMs);

    // One clear line on stderr; returns the exit code for failures.
    int fail(const QString &message) const;
    QTextStream &out() { return m_out; }
    // A JSON document on stdout, streamed as it is written: compact for pipes and files,
    // indented on a terminal or with --pretty. Ends with a newline.
    void printJson(const std::function<void(JsonWriter &)> &write);

private:
    CliOptions m_options;
    std::unique_ptr<ZkSession> m_session;
    QTextStream m_out;
};

} // namespace lockscope::cli
