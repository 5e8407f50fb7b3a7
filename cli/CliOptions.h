// SPDX-License-Identifier: Apache-2.0

#pragma once
// lockscope-cli's command line, parsed and checked (../shared/CLI.md is the contract).

#include "types/DiagnosticsTypes.h"
#include "zk/ZkSecurity.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace lockscope::cli {

struct CliOptions {
    QString command; // the name of a row of commandTable()
    QString connect;
    QStringList roots;
    QStringList discover;
    QList<QByteArray> digestCredentials;
    int timeoutMs = 10000;
    TlsSettings tls;
    SaslSettings sasl;
    bool json = false;
    bool pretty = false; // indented JSON even when stdout is not a terminal
    bool readOnly = false;
    QString auditLog;
    QStringList positional; // NODE_PATH for revoke and delete
    QString payload = QStringLiteral("auto");
    QString reason;
    std::optional<int> waitMs;
    std::optional<int> version;
    QString scenario; // demo
    QString demoConnect; // demo against an existing ensemble
    bool demoTls = false; // demo: the private ZooKeeper serves TLS only
    // snapshot and watch: --admin-port, --long-held, --herd-threshold, --revocation-deadline
    DiagnosticsSettings diagnostics;
    bool findingEvents = false; // watch: also a line per finding that appears, changes or clears
    QString listenAddress = QStringLiteral("127.0.0.1"); // serve: --listen [ADDR:]PORT
    quint16 listenPort = 0;
    int maxLocks = 1000; // serve: locks with per-lock series
    QStringList txnLogs; // history: the data directory, and dataLogDir when apart
    std::optional<qint64> fromMs; // history: --from, --to, --at (ms since the epoch)
    std::optional<qint64> toMs;
    std::optional<qint64> atMs;
    qint64 olderThanMs = 3'600'000; // reap: --older-than DURATION
    bool yes = false; // reap: delete, not only list
    QStringList recogniserDirs; // --recognisers DIR, in the order given
};

struct ParseResult {
    std::optional<CliOptions> options;
    QString error; // a one-line usage error (exit 2)
    bool helpRequested = false;
    QString helpText;
};

ParseResult parseCommandLine(const QStringList &arguments);
// TIME as history takes it: ISO-8601 (2026-11-23T03:12:00Z) or ms since the epoch.
std::optional<qint64> parseTime(const QString &text);

} // namespace lockscope::cli
