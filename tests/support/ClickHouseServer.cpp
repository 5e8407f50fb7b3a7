// SPDX-License-Identifier: Apache-2.0

#include "ClickHouseServer.h"

#include "TestZooKeeper.h"

#include "server/ListeningPorts.h"
#include "server/LocalZooKeeper.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace lockscope::test {
namespace {

constexpr int kTerminateGraceMs = 15000; // a clean shutdown detaches tables and closes the session

QString executable(const QString &name)
{
    const QString onPath = QStandardPaths::findExecutable(name);
    if (!onPath.isEmpty())
        return onPath;
    const QString fallback = QStringLiteral("/usr/bin/") + name;
    return QFileInfo(fallback).isExecutable() ? fallback : QString();
}

QString hostPort(const QString &connect, QString *port)
{
    const qsizetype colon = connect.lastIndexOf(QLatin1Char(':'));
    *port = connect.mid(colon + 1);
    return connect.left(colon);
}

} // namespace

ClickHouseServer::ClickHouseServer(Options options) : m_options(std::move(options))
{
}

ClickHouseServer::~ClickHouseServer()
{
    stop();
}

bool ClickHouseServer::isAvailable(QString *whyNot)
{
    for (const QString &name : {QStringLiteral("clickhouse-server"), QStringLiteral("clickhouse-client")}) {
        if (executable(name).isEmpty()) {
            if (whyNot)
                *whyNot =
                    name + QStringLiteral(" not found (Debian: apt-get install clickhouse-server clickhouse-client)");
            return false;
        }
    }
    return true;
}

QString ClickHouseServer::hostId() const
{
    // Cluster::Address::toString: escapeForFileName(host), every non-word character as %XX.
    return QStringLiteral("127%2E0%2E0%2E1:%1").arg(m_options.tcpPort);
}

bool ClickHouseServer::writeConfig()
{
    const QList<quint16> ports = LocalZooKeeper::freePorts(2);
    if (ports.size() != 2 || !m_directory.isValid()) {
        m_error = QStringLiteral("no free ports or no temporary directory");
        return false;
    }
    m_httpPort = ports.at(0);
    m_interserverPort = ports.at(1);
    const QDir dir(m_directory.path());
    for (const char *sub : {"data", "tmp", "user_files", "format_schemas"})
        dir.mkpath(QLatin1String(sub));

    QString replicas;
    for (quint16 port : m_options.clusterTcpPorts)
        replicas += QStringLiteral("<replica><host>127.0.0.1</host><port>%1</port></replica>").arg(port);
    QString zkPort;
    const QString zkHost = hostPort(m_options.zooKeeper, &zkPort);
    // Small caches: several servers share a test machine. No <timezone>: the system's is fine.
    const QString config = QStringLiteral(R"(<?xml version="1.0"?>
<yandex>
  <logger><level>information</level><log>%1/server.log</log><errorlog>%1/server.err.log</errorlog>
    <size>50M</size><count>1</count></logger>
  <listen_host>127.0.0.1</listen_host>
  <tcp_port>%2</tcp_port>
  <http_port>%3</http_port>
  <interserver_http_port>%4</interserver_http_port>
  <interserver_http_host>127.0.0.1</interserver_http_host>
  <path>%1/data/</path>
  <tmp_path>%1/tmp/</tmp_path>
  <user_files_path>%1/user_files/</user_files_path>
  <format_schema_path>%1/format_schemas/</format_schema_path>
  <users_config>%1/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>67108864</mark_cache_size>
  <uncompressed_cache_size>67108864</uncompressed_cache_size>
  <mlock_executable>false</mlock_executable>
  <zookeeper>
    <node><host>%5</host><port>%6</port></node>
    <session_timeout_ms>%7</session_timeout_ms>
  </zookeeper>
  <macros><shard>%8</shard><replica>%9</replica></macros>
  <remote_servers><%10><shard><internal_replication>true</internal_replication>%11</shard></%10></remote_servers>
  <distributed_ddl><path>%12</path></distributed_ddl>
</yandex>
)")
                               .arg(dir.path(), QString::number(m_options.tcpPort), QString::number(m_httpPort),
                                    QString::number(m_interserverPort), zkHost, zkPort,
                                    QString::number(m_options.sessionTimeoutMs), m_options.shard, m_options.replica)
                               .arg(m_options.cluster, replicas, m_options.ddlPath);
    const QString users = QStringLiteral(R"(<?xml version="1.0"?>
<yandex>
  <profiles><default></default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
    <profile>default</profile><quota>default</quota></default></users>
  <quotas><default></default></quotas>
</yandex>
)");
    for (const auto &[name, text] :
         {std::pair{QStringLiteral("config.xml"), config}, std::pair{QStringLiteral("users.xml"), users}}) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text.toUtf8()) < 0) {
            m_error = QStringLiteral("cannot write %1").arg(file.fileName());
            return false;
        }
    }
    return true;
}

bool ClickHouseServer::start(int timeoutMs)
{
    if (!isAvailable(&m_error) || !writeConfig())
        return false;
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.setStandardOutputFile(QDir(m_directory.path()).filePath(QStringLiteral("stdout.log")));
    m_process.setWorkingDirectory(m_directory.path());
    const pid_t parentPid = getpid();
    // Never outlive the test, even when it crashes: the kernel kills the server with its parent.
    m_process.setChildProcessModifier([parentPid] {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parentPid)
            _exit(127);
    });
    // 18.16 runs as root without complaint; it needs only its config.
    m_process.start(
        executable(QStringLiteral("clickhouse-server")),
        {QStringLiteral("--config-file=") + QDir(m_directory.path()).filePath(QStringLiteral("config.xml"))});
    if (!m_process.waitForStarted(timeoutMs)) {
        m_error = QStringLiteral("cannot run clickhouse-server: ") + m_process.errorString();
        return false;
    }
    const qint64 pid = m_process.processId();
    const bool listening = waitUntil(
        [&] { return m_process.state() == QProcess::NotRunning || listeningTcpPorts(pid).contains(m_options.tcpPort); },
        timeoutMs);
    if (!listening || m_process.state() == QProcess::NotRunning) {
        m_error = QStringLiteral("clickhouse-server did not listen on %1 (exit code %2)")
                      .arg(m_options.tcpPort)
                      .arg(m_process.exitCode());
        stop();
        return false;
    }
    ProcessRun run;
    waitUntil(
        [&] {
            run = query(QStringLiteral("SELECT 1"));
            return run.exitCode == 0;
        },
        timeoutMs);
    if (run.exitCode != 0) {
        m_error = QStringLiteral("clickhouse-server does not answer: ") + run.err.trimmed();
        stop();
        return false;
    }
    return true;
}

void ClickHouseServer::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    resume(); // a stopped process acts on SIGTERM only once it runs again
    stopProcess(m_process, kTerminateGraceMs);
}

void ClickHouseServer::kill()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.kill();
    m_process.waitForFinished(5000);
}

bool ClickHouseServer::pause()
{
    return isRunning() && ::kill(pid_t(m_process.processId()), SIGSTOP) == 0;
}

bool ClickHouseServer::resume()
{
    return isRunning() && ::kill(pid_t(m_process.processId()), SIGCONT) == 0;
}

bool ClickHouseServer::isRunning() const
{
    return m_process.state() != QProcess::NotRunning;
}

qint64 ClickHouseServer::processId() const
{
    return isRunning() ? m_process.processId() : 0;
}

QString ClickHouseServer::logTail(int lines) const
{
    QString text;
    for (const char *name : {"stdout.log", "server.log"}) {
        QFile file(QDir(m_directory.path()).filePath(QLatin1String(name)));
        if (file.open(QIODevice::ReadOnly))
            text += QString::fromUtf8(file.readAll());
    }
    const QStringList all = text.split(QLatin1Char('\n'));
    return all.mid(qMax(0, int(all.size()) - lines)).join(QLatin1Char('\n'));
}

QStringList ClickHouseServer::clientArguments(const QString &sql, const QStringList &settings) const
{
    return QStringList{QStringLiteral("--host"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                       QString::number(m_options.tcpPort)}
    + settings + QStringList{QStringLiteral("-q"), sql};
}

ProcessRun ClickHouseServer::query(const QString &sql, const QStringList &settings, int timeoutMs) const
{
    return runProcess(executable(QStringLiteral("clickhouse-client")), clientArguments(sql, settings),
                      QProcessEnvironment::systemEnvironment(), timeoutMs);
}

std::unique_ptr<QProcess> ClickHouseServer::startQuery(const QString &sql, const QStringList &settings) const
{
    auto process = std::make_unique<QProcess>();
    process->start(executable(QStringLiteral("clickhouse-client")), clientArguments(sql, settings));
    return process;
}

std::unique_ptr<ClickHouseServer> startClickHouse(const ClickHouseServer::Options &options, CallSite where)
{
    QString whyNot;
    if (!ClickHouseServer::isAvailable(&whyNot)) {
        QTest::qSkip(qPrintable(QStringLiteral("ClickHouse is not installed: ") + whyNot), where.file, where.line);
        return nullptr;
    }
    auto server = std::make_unique<ClickHouseServer>(options);
    if (!server->start()) {
        QTest::qFail(qPrintable(QStringLiteral("ClickHouse %1 did not start: %2\n--- server log ---\n%3")
                                    .arg(options.replica, server->errorString(), server->logTail())),
                     where.file, where.line);
        return nullptr;
    }
    return server;
}

} // namespace lockscope::test
