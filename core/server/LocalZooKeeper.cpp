// SPDX-License-Identifier: Apache-2.0

#include "server/LocalZooKeeperPrivate.h"

#include "platform/EventLoopWait.h"
#include "server/ListeningPorts.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>

#include <csignal>
#include <memory>
#include <vector>
#include <sys/prctl.h>
#include <unistd.h>

namespace lockscope {
namespace {

constexpr int kPortRetries = 3; // a port picked free can be taken before Java binds it
constexpr int kRestartBackoffMs = 500; // restart(): before asking again for a port still taken
constexpr int kPollIntervalMs = 100;
constexpr int kProbeTimeoutMs = 1000;
constexpr int kTerminateGraceMs = 5000;
constexpr qsizetype kMaxLogBytes = 256 * 1024;

QString javaExecutable()
{
    QString onPath = QStandardPaths::findExecutable(QStringLiteral("java"));
    if (!onPath.isEmpty())
        return onPath;
    const QString fallback = QStringLiteral("/usr/bin/java");
    return QFileInfo(fallback).isExecutable() ? fallback : QString();
}

} // namespace

LocalZooKeeper::Private::Launch LocalZooKeeper::Private::launch(const QDeadlineTimer &deadline)
{
    return spawn(deadline) ? awaitServing(deadline) : Launch::Failed;
}

bool LocalZooKeeper::Private::spawn(const QDeadlineTimer &deadline)
{
    if (!writeConfig())
        return false;
    discardProcess();
    logStart = log.size();

    process = new QProcess(q);
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->setWorkingDirectory(directory.path());
    const pid_t parentPid = getpid();
    // The server must not outlive us, even when we crash: the kernel kills it with its parent.
    process->setChildProcessModifier([parentPid] {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parentPid)
            _exit(127);
    });
    QObject::connect(process, &QProcess::readyRead, q, [this] { collectOutput(); });
    QObject::connect(process, &QProcess::finished, q, [this] {
        collectOutput();
        const bool wasServing = serving;
        serving = false;
        if (wasServing)
            Q_EMIT q->stopped();
    });

    process->start(javaExecutable(), javaArguments());
    if (!process->waitForStarted(qMax(1, remainingMs(deadline)))) {
        if (process->error() == QProcess::Timedout) {
            // Java did not even start before the deadline: the same "in time" as a server that
            // started but did not serve.
            error = QStringLiteral("ZooKeeper did not start in time (java was still starting)");
            process->kill();
            process->waitForFinished(kTerminateGraceMs);
        } else {
            error = QStringLiteral("cannot run java: %1").arg(process->errorString());
        }
        return false;
    }
    return true;
}

LocalZooKeeper::Private::Launch LocalZooKeeper::Private::awaitServing(const QDeadlineTimer &deadline)
{
    while (!deadline.hasExpired()) {
        if (!process || process->state() == QProcess::NotRunning) {
            collectOutput();
            const bool portTaken = log.indexOf("Address already in use", logStart) >= 0;
            error = failure(QStringLiteral("ZooKeeper exited with code %1").arg(process ? process->exitCode() : -1));
            return portTaken ? Launch::PortTaken : Launch::Failed;
        }
        // Its own socket on the port, not only an answer there: the port was free when picked, but
        // another server starting meanwhile may have bound it first, and would answer as well.
        if (listeningTcpPorts(process->processId()).contains(clientPort)
            && acceptsSessions(options.clientAddress, clientPort, qMin(kProbeTimeoutMs, remainingMs(deadline)))) {
            serving = true;
            return Launch::Serving;
        }
        spinUntil([this] { return process->state() == QProcess::NotRunning; },
                  qMin(kPollIntervalMs, remainingMs(deadline)));
    }
    error = failure(QStringLiteral("ZooKeeper did not serve on port %1 in time").arg(clientPort));
    process->kill(); // it never served: nothing to shut down gracefully
    process->waitForFinished(kTerminateGraceMs);
    return Launch::Failed;
}

void LocalZooKeeper::Private::collectOutput()
{
    if (!process)
        return;
    log += process->readAll();
    if (log.size() > kMaxLogBytes)
        log.remove(0, log.size() - kMaxLogBytes);
}

void LocalZooKeeper::Private::discardProcess()
{
    if (!process)
        return;
    QObject::disconnect(process, nullptr, q, nullptr);
    process->deleteLater();
    process = nullptr;
}

QString LocalZooKeeper::Private::failure(const QString &what) const
{
    const QByteArray tail = log.right(2000);
    return tail.isEmpty() ? what : what + QStringLiteral("; log ends with:\n") + QString::fromLocal8Bit(tail);
}

LocalZooKeeper::LocalZooKeeper(QObject *parent) : LocalZooKeeper(Options(), parent)
{
}

LocalZooKeeper::LocalZooKeeper(Options options, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(this, std::move(options)))
{
}

LocalZooKeeper::~LocalZooKeeper()
{
    if (d->process)
        QObject::disconnect(d->process, nullptr, this, nullptr);
    stop();
    delete d->process; // before the directory it runs in goes away
    d->process = nullptr;
}

bool LocalZooKeeper::Private::pickPorts()
{
    if (options.clientPort != 0) { // an ensemble member: its ports were chosen with the others'
        clientPort = options.clientPort;
        adminPort = options.adminServer ? options.adminPort : 0;
        securePort = 0;
        return true;
    }
    const QList<quint16> ports = freePorts(3);
    if (ports.isEmpty()) {
        error = QStringLiteral("no free loopback port");
        return false;
    }
    clientPort = ports[0];
    adminPort = ports[1];
    securePort = ports[2];
    if (!options.adminServer)
        adminPort = 0;
    if (options.tlsKeyStore.isEmpty())
        securePort = 0;
    return true;
}

bool LocalZooKeeper::Private::canRun()
{
    QString whyNot;
    if (!isAvailable(&whyNot)) {
        error = whyNot;
        return false;
    }
    if (!directory.isValid()) {
        error = QStringLiteral("cannot create a temporary directory: %1").arg(directory.errorString());
        return false;
    }
    return true;
}

bool LocalZooKeeper::start(int timeoutMs)
{
    if (isRunning())
        return true;
    if (!d->canRun())
        return false;
    const QDeadlineTimer deadline(timeoutMs);
    // Fixed ports cannot be replaced by others: one attempt.
    const int attempts = d->options.clientPort != 0 ? 0 : kPortRetries;
    for (int attempt = 0; attempt <= attempts && !deadline.hasExpired(); ++attempt) {
        if (!d->pickPorts())
            return false;
        const Private::Launch result = d->launch(deadline);
        if (result != Private::Launch::PortTaken)
            return result == Private::Launch::Serving;
    }
    return false;
}

bool LocalZooKeeper::launch()
{
    if (isRunning())
        return true;
    if (!d->canRun() || (d->clientPort == 0 && !d->pickPorts()))
        return false;
    return d->spawn(QDeadlineTimer(kTerminateGraceMs * 6));
}

bool LocalZooKeeper::waitUntilServing(int timeoutMs)
{
    if (d->serving && isRunning())
        return true;
    return d->awaitServing(QDeadlineTimer(timeoutMs)) == Private::Launch::Serving;
}

void LocalZooKeeper::kill()
{
    if (!isRunning())
        return;
    d->process->kill();
    d->process->waitForFinished(kTerminateGraceMs);
    d->collectOutput();
}

void LocalZooKeeper::stop()
{
    if (!isRunning())
        return;
    d->process->terminate();
    if (!d->process->waitForFinished(kTerminateGraceMs)) {
        d->process->kill();
        d->process->waitForFinished(kTerminateGraceMs);
    }
    d->collectOutput();
}

bool LocalZooKeeper::restart(int timeoutMs)
{
    if (d->clientPort == 0)
        return start(timeoutMs);
    stop();
    // Same ports, so that clients find the server again. One the old server (or anyone) still
    // holds is usually freed soon: ask again a few times, a little later each time.
    const QDeadlineTimer deadline(timeoutMs);
    for (int attempt = 0;; ++attempt) {
        const Private::Launch result = d->launch(deadline);
        if (result != Private::Launch::PortTaken)
            return result == Private::Launch::Serving;
        if (attempt == kPortRetries || deadline.hasExpired())
            return false;
        spinFor(qMin(kRestartBackoffMs * (attempt + 1), remainingMs(deadline)));
    }
}

bool LocalZooKeeper::isRunning() const
{
    return d->process && d->process->state() != QProcess::NotRunning;
}

qint64 LocalZooKeeper::processId() const
{
    return isRunning() ? d->process->processId() : 0;
}

QString LocalZooKeeper::connectString() const
{
    return d->options.clientAddress + QLatin1Char(':') + QString::number(d->clientPort);
}

quint16 LocalZooKeeper::clientPort() const
{
    return d->clientPort;
}
QString LocalZooKeeper::clientAddress() const
{
    return d->options.clientAddress;
}
quint16 LocalZooKeeper::adminPort() const
{
    return d->adminPort;
}
quint16 LocalZooKeeper::secureClientPort() const
{
    return d->securePort;
}
QString LocalZooKeeper::secureConnectString() const
{
    return kLoopbackHost + QLatin1Char(':') + QString::number(d->securePort);
}
QString LocalZooKeeper::dataDirectory() const
{
    return d->dataPath();
}
QString LocalZooKeeper::errorString() const
{
    return d->error;
}

QString LocalZooKeeper::serverLog() const
{
    d->collectOutput();
    return QString::fromLocal8Bit(d->log);
}

QList<quint16> LocalZooKeeper::freePorts(int count)
{
    // Held together until all are known, so that they differ.
    std::vector<std::unique_ptr<QTcpServer>> held;
    QList<quint16> ports;
    for (int i = 0; i < count; ++i) {
        held.push_back(std::make_unique<QTcpServer>());
        if (!held.back()->listen(QHostAddress::LocalHost, 0))
            return {};
        ports << held.back()->serverPort();
    }
    return ports;
}

bool LocalZooKeeper::isAvailable(QString *whyNot)
{
    QString reason;
    if (javaExecutable().isEmpty())
        reason = QStringLiteral("no java executable (install default-jre-headless)");
    else if (!QFileInfo::exists(detail::kZooKeeperJarDir + detail::kZooKeeperServerJar))
        reason = QStringLiteral("no %1 (install the zookeeper package)")
                     .arg(detail::kZooKeeperJarDir + detail::kZooKeeperServerJar);
    if (whyNot)
        *whyNot = reason;
    return reason.isEmpty();
}

} // namespace lockscope
