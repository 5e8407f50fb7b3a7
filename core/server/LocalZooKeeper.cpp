#include "LocalZooKeeper.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
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

const QString kHost = QStringLiteral("127.0.0.1");
const QString kJarDir = QStringLiteral("/usr/share/java/");
const QString kServerJar = QStringLiteral("zookeeper.jar");
// servlet-api: without it the AdminServer (Jetty) cannot start; slf4j-simple: a readable log.
const QStringList kOptionalJars = {QStringLiteral("servlet-api.jar"),
                                   QStringLiteral("slf4j-simple.jar")};
// The secureClientPort needs the Netty connection factory (Debian's libnetty-java).
const QStringList kNettyJars = {QStringLiteral("netty-buffer.jar"), QStringLiteral("netty-codec.jar"),
                                QStringLiteral("netty-common.jar"), QStringLiteral("netty-handler.jar"),
                                QStringLiteral("netty-resolver.jar"), QStringLiteral("netty-transport.jar"),
                                QStringLiteral("netty-transport-native-epoll.jar"),
                                QStringLiteral("netty-transport-native-unix-common.jar")};
constexpr int kPortRetries = 3;          // a port picked free can be taken before Java binds it
constexpr int kRestartBackoffMs = 500;   // restart(): before asking again for a port still taken
constexpr int kPollIntervalMs = 100;
constexpr int kProbeTimeoutMs = 1000;
constexpr int kTerminateGraceMs = 5000;
constexpr qsizetype kMaxLogBytes = 256 * 1024;

QString javaExecutable()
{
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("java"));
    if (!onPath.isEmpty())
        return onPath;
    const QString fallback = QStringLiteral("/usr/bin/java");
    return QFileInfo(fallback).isExecutable() ? fallback : QString();
}

int remainingMs(const QDeadlineTimer &deadline)
{
    return int(qMax<qint64>(0, deadline.remainingTime()));
}

// Runs the event loop for up to ms, returning early when the process ends.
void spinEventLoop(int ms, QProcess *process)
{
    if (ms <= 0)
        return;
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    QObject::connect(process, &QProcess::finished, &loop, &QEventLoop::quit);
    loop.exec();
}

// Runs the event loop for ms.
void pause(int ms)
{
    if (ms <= 0)
        return;
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Distinct loopback ports that were free a moment ago (held together so they differ).
bool pickFreePorts(std::initializer_list<quint16 *> ports)
{
    std::vector<std::unique_ptr<QTcpServer>> held;
    for (quint16 *port : ports) {
        held.push_back(std::make_unique<QTcpServer>());
        if (!held.back()->listen(QHostAddress::LocalHost, 0))
            return false;
        *port = held.back()->serverPort();
    }
    return true;
}

} // namespace

struct LocalZooKeeper::Private {
    enum class Launch { Serving, PortTaken, Failed };

    Private(LocalZooKeeper *owner, Options serverOptions)
        : q(owner)
        , options(std::move(serverOptions))
    {
    }

    LocalZooKeeper *q;
    Options options;
    QTemporaryDir directory{QDir::tempPath() + QStringLiteral("/lockscope-zk-XXXXXX")};
    QProcess *process = nullptr;
    quint16 clientPort = 0;
    quint16 adminPort = 0;
    quint16 securePort = 0;
    bool serving = false;
    QString error;
    QByteArray log;

    QString configPath() const { return directory.filePath(QStringLiteral("zoo.cfg")); }
    QString dataPath() const { return directory.filePath(QStringLiteral("data")); }

    bool writeConfig();
    QString secureConfig() const;
    QString extraConfig() const;
    QStringList javaArguments() const;
    Launch launch(const QDeadlineTimer &deadline);
    void collectOutput();
    void discardProcess();
    QString failure(const QString &what) const;
};

bool LocalZooKeeper::Private::writeConfig()
{
    if (!QDir().mkpath(dataPath())) {
        error = QStringLiteral("cannot create %1").arg(dataPath());
        return false;
    }
    // ZooKeeper always allows srvr; naming only it is how to allow nothing else.
    const QString whitelist = options.fourLetterWords.isEmpty()
        ? QStringLiteral("srvr") : options.fourLetterWords.join(QLatin1Char(','));
    const QString config = QStringLiteral(
        "tickTime=%1\n"
        "dataDir=%2\n"
        "clientPort=%3\n"
        "clientPortAddress=%4\n"
        "minSessionTimeout=%5\n"
        "maxSessionTimeout=%6\n"
        "admin.enableServer=%7\n"
        "admin.serverAddress=%4\n"
        "admin.serverPort=%8\n"
        "4lw.commands.whitelist=%9\n"
        // Skipping fsync loses nothing when only the process dies, and keeps tests fast.
        "forceSync=no\n%10")
        .arg(QString::number(options.tickTimeMs), dataPath(), QString::number(clientPort), kHost,
             QString::number(options.minSessionTimeoutMs),
             QString::number(options.maxSessionTimeoutMs),
             options.adminServer ? QStringLiteral("true") : QStringLiteral("false"),
             QString::number(adminPort), whitelist, secureConfig() + extraConfig());

    QFile file(configPath());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(config.toUtf8()) < 0 || !file.flush()) {
        error = QStringLiteral("cannot write %1: %2").arg(configPath(), file.errorString());
        return false;
    }
    return true;
}

QString LocalZooKeeper::Private::extraConfig() const
{
    QString config;
    for (const QString &line : options.configLines)
        config += line + QLatin1Char('\n');
    return config;
}

QString LocalZooKeeper::Private::secureConfig() const
{
    QString config;
    if (!options.tlsKeyStore.isEmpty()) {
        config += QStringLiteral(
                      "secureClientPort=%1\n"
                      "secureClientPortAddress=%2\n"
                      "serverCnxnFactory=org.apache.zookeeper.server.NettyServerCnxnFactory\n"
                      "ssl.keyStore.location=%3\n"
                      "ssl.keyStore.password=%4\n"
                      "ssl.trustStore.location=%5\n"
                      "ssl.trustStore.password=%4\n"
                      "ssl.clientAuth=%6\n")
                      .arg(QString::number(securePort), kHost, options.tlsKeyStore, options.tlsStorePassword,
                           options.tlsTrustStore, options.tlsClientAuth ? QStringLiteral("need") : QStringLiteral("none"));
    }
    if (!options.jaasConfig.isEmpty())
        config += QStringLiteral("authProvider.sasl=org.apache.zookeeper.server.auth.SASLAuthenticationProvider\n"
                                 "enforce.auth.enabled=true\n"
                                 "enforce.auth.schemes=sasl\n");
    return config;
}

QStringList LocalZooKeeper::Private::javaArguments() const
{
    QStringList classPath = {kJarDir + kServerJar};
    for (const QString &jar : kOptionalJars + (options.tlsKeyStore.isEmpty() ? QStringList() : kNettyJars)) {
        if (QFileInfo::exists(kJarDir + jar))
            classPath << kJarDir + jar;
    }
    // Serial GC and the C1 compiler only: a tiny server starts faster and smaller that way.
    QStringList arguments = {QStringLiteral("-XX:+UseSerialGC"),
                             QStringLiteral("-XX:TieredStopAtLevel=1"),
                             QStringLiteral("-Xmx256m"),
                             QStringLiteral("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn")};
    if (!options.adminServer)
        arguments << QStringLiteral("-Dzookeeper.admin.enableServer=false");
    if (options.adminHttps && !options.tlsKeyStore.isEmpty()) {
        // As secure ensembles run it: HTTPS only, with the quorum's TLS key store.
        arguments << QStringLiteral("-Dzookeeper.admin.forceHttps=true")
                  << QStringLiteral("-Dzookeeper.ssl.quorum.keyStore.location=") + options.tlsKeyStore
                  << QStringLiteral("-Dzookeeper.ssl.quorum.keyStore.password=") + options.tlsStorePassword
                  << QStringLiteral("-Dzookeeper.ssl.quorum.trustStore.location=") + options.tlsTrustStore
                  << QStringLiteral("-Dzookeeper.ssl.quorum.trustStore.password=") + options.tlsStorePassword;
    }
    if (!options.jaasConfig.isEmpty())
        arguments << QStringLiteral("-Djava.security.auth.login.config=") + options.jaasConfig;
    arguments << options.jvmArguments;
    if (!options.superDigest.isEmpty())
        arguments << QStringLiteral("-Dzookeeper.DigestAuthenticationProvider.superDigest=")
                         + options.superDigest;
    arguments << QStringLiteral("-cp") << classPath.join(QLatin1Char(':'))
              << QStringLiteral("org.apache.zookeeper.server.ZooKeeperServerMain") << configPath();
    return arguments;
}

LocalZooKeeper::Private::Launch LocalZooKeeper::Private::launch(const QDeadlineTimer &deadline)
{
    if (!writeConfig())
        return Launch::Failed;
    discardProcess();
    const qsizetype logStart = log.size();

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
        return Launch::Failed;
    }

    while (!deadline.hasExpired()) {
        if (process->state() == QProcess::NotRunning) {
            collectOutput();
            const bool portTaken = log.indexOf("Address already in use", logStart) >= 0;
            error = failure(QStringLiteral("ZooKeeper exited with code %1")
                                .arg(process->exitCode()));
            return portTaken ? Launch::PortTaken : Launch::Failed;
        }
        if (acceptsSessions(kHost, clientPort, qMin(kProbeTimeoutMs, remainingMs(deadline)))) {
            serving = true;
            return Launch::Serving;
        }
        spinEventLoop(qMin(kPollIntervalMs, remainingMs(deadline)), process);
    }
    error = failure(QStringLiteral("ZooKeeper did not serve on port %1 in time").arg(clientPort));
    process->kill();  // it never served: nothing to shut down gracefully
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
    return tail.isEmpty() ? what : what + QStringLiteral("; log ends with:\n")
                                      + QString::fromLocal8Bit(tail);
}

LocalZooKeeper::LocalZooKeeper(QObject *parent)
    : LocalZooKeeper(Options(), parent)
{
}

LocalZooKeeper::LocalZooKeeper(Options options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(options)))
{
}

LocalZooKeeper::~LocalZooKeeper()
{
    if (d->process)
        QObject::disconnect(d->process, nullptr, this, nullptr);
    stop();
    delete d->process;  // before the directory it runs in goes away
    d->process = nullptr;
}

bool LocalZooKeeper::start(int timeoutMs)
{
    if (isRunning())
        return true;
    QString whyNot;
    if (!isAvailable(&whyNot)) {
        d->error = whyNot;
        return false;
    }
    if (!d->directory.isValid()) {
        d->error = QStringLiteral("cannot create a temporary directory: %1")
                       .arg(d->directory.errorString());
        return false;
    }
    const QDeadlineTimer deadline(timeoutMs);
    for (int attempt = 0; attempt <= kPortRetries && !deadline.hasExpired(); ++attempt) {
        if (!pickFreePorts({&d->clientPort, &d->adminPort, &d->securePort})) {
            d->error = QStringLiteral("no free loopback port");
            return false;
        }
        if (!d->options.adminServer)
            d->adminPort = 0;
        if (d->options.tlsKeyStore.isEmpty())
            d->securePort = 0;
        const Private::Launch result = d->launch(deadline);
        if (result != Private::Launch::PortTaken)
            return result == Private::Launch::Serving;
    }
    return false;
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
        pause(qMin(kRestartBackoffMs * (attempt + 1), remainingMs(deadline)));
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
    return kHost + QLatin1Char(':') + QString::number(d->clientPort);
}

quint16 LocalZooKeeper::clientPort() const { return d->clientPort; }
quint16 LocalZooKeeper::adminPort() const { return d->adminPort; }
quint16 LocalZooKeeper::secureClientPort() const { return d->securePort; }
QString LocalZooKeeper::secureConnectString() const { return kHost + QLatin1Char(':') + QString::number(d->securePort); }
QString LocalZooKeeper::dataDirectory() const { return d->dataPath(); }
QString LocalZooKeeper::errorString() const { return d->error; }

QString LocalZooKeeper::serverLog() const
{
    d->collectOutput();
    return QString::fromLocal8Bit(d->log);
}

bool LocalZooKeeper::isAvailable(QString *whyNot)
{
    QString reason;
    if (javaExecutable().isEmpty())
        reason = QStringLiteral("no java executable (install default-jre-headless)");
    else if (!QFileInfo::exists(kJarDir + kServerJar))
        reason = QStringLiteral("no %1 (install the zookeeper package)").arg(kJarDir + kServerJar);
    if (whyNot)
        *whyNot = reason;
    return reason.isEmpty();
}

} // namespace lockscope
