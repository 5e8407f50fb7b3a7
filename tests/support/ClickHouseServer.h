// SPDX-License-Identifier: Apache-2.0

#pragma once
// A real ClickHouse server (Debian's `clickhouse-server`) for tests: its own temporary data
// directory, a generated config naming the test's ZooKeeper, free loopback ports, and a cluster
// of the replicas the test names so that `… ON CLUSTER` queries run. Queries go through
// `clickhouse-client`. The server dies with the thread that started it (PR_SET_PDEATHSIG).

#include "CallSite.h"
#include "ProcessRun.h"

#include <QList>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace lockscope::test {

class ClickHouseServer {
public:
    struct Options {
        QString zooKeeper; // "host:port" of the ZooKeeper the tables live in
        int sessionTimeoutMs = 30000; // <zookeeper><session_timeout_ms>
        QString shard = QStringLiteral("01");
        QString replica; // the {replica} macro, e.g. "r1"
        quint16 tcpPort = 0; // chosen beforehand: every replica's config names all of them
        QString cluster = QStringLiteral("pair");
        QList<quint16> clusterTcpPorts; // the one shard's replicas, this one included
        QString ddlPath = QStringLiteral("/clickhouse/task_queue/ddl");
    };

    explicit ClickHouseServer(Options options);
    ~ClickHouseServer(); // stop(), then the data directory goes

    // True when clickhouse-server and clickhouse-client are installed.
    static bool isAvailable(QString *whyNot = nullptr);

    // Writes the config, starts the server and waits until it answers a query.
    bool start(int timeoutMs = 30000);
    void stop(); // SIGTERM, then SIGKILL after a grace period
    void kill(); // SIGKILL: a crash, its ZooKeeper session left to expire
    bool pause(); // SIGSTOP: alive to the kernel, silent to ZooKeeper
    bool resume(); // SIGCONT

    bool isRunning() const;
    qint64 processId() const;
    quint16 tcpPort() const { return m_options.tcpPort; }
    QString replica() const { return m_options.replica; }
    // How DDLWorker names this server in task entries and locks: escapeForFileName(host):port.
    QString hostId() const;
    QString errorString() const { return m_error; }
    QString logTail(int lines = 40) const; // the server's log, for failure messages

    // `clickhouse-client --port … -q sql`; settings as `--name=value` options.
    ProcessRun query(const QString &sql, const QStringList &settings = {}, int timeoutMs = 30000) const;
    // Starts a query in the background (e.g. one that blocks); the caller owns the process.
    std::unique_ptr<QProcess> startQuery(const QString &sql, const QStringList &settings = {}) const;

private:
    bool writeConfig();
    QStringList clientArguments(const QString &sql, const QStringList &settings) const;

    Options m_options;
    QTemporaryDir m_directory;
    QProcess m_process;
    quint16 m_httpPort = 0;
    quint16 m_interserverPort = 0;
    QString m_error;
};

// Starts a server; skips the current test when ClickHouse is not installed and fails it with the
// server's log when it does not start. Both return nullptr, and the caller returns.
std::unique_ptr<ClickHouseServer> startClickHouse(const ClickHouseServer::Options &options, CallSite where = {});

} // namespace lockscope::test
