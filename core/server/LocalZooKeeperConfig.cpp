// SPDX-License-Identifier: Apache-2.0

#include "server/LocalZooKeeperPrivate.h"

#include <QFile>
#include <QFileInfo>

namespace lockscope {
namespace {

// servlet-api: without it the AdminServer (Jetty) cannot start; slf4j-simple: a readable log.
const QStringList kOptionalJars = {QStringLiteral("servlet-api.jar"), QStringLiteral("slf4j-simple.jar")};
// The secureClientPort needs the Netty connection factory (Debian's libnetty-java).
const QStringList kNettyJars = {QStringLiteral("netty-buffer.jar"),
                                QStringLiteral("netty-codec.jar"),
                                QStringLiteral("netty-common.jar"),
                                QStringLiteral("netty-handler.jar"),
                                QStringLiteral("netty-resolver.jar"),
                                QStringLiteral("netty-transport.jar"),
                                QStringLiteral("netty-transport-native-epoll.jar"),
                                QStringLiteral("netty-transport-native-unix-common.jar")};

} // namespace

bool LocalZooKeeper::Private::writeConfig()
{
    if (!QDir().mkpath(dataPath())) {
        error = QStringLiteral("cannot create %1").arg(dataPath());
        return false;
    }
    if (options.serverId > 0) {
        QFile myid(QDir(dataPath()).filePath(QStringLiteral("myid")));
        if (!myid.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || myid.write(QByteArray::number(options.serverId) + '\n') < 0 || !myid.flush()) {
            error = QStringLiteral("cannot write %1: %2").arg(myid.fileName(), myid.errorString());
            return false;
        }
    }
    // ZooKeeper always allows srvr; naming only it is how to allow nothing else.
    const QString whitelist =
        options.fourLetterWords.isEmpty() ? QStringLiteral("srvr") : options.fourLetterWords.join(QLatin1Char(','));
    const QString config =
        QStringLiteral("tickTime=%1\n"
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
            .arg(QString::number(options.tickTimeMs), dataPath(), QString::number(clientPort), options.clientAddress,
                 QString::number(options.minSessionTimeoutMs), QString::number(options.maxSessionTimeoutMs),
                 options.adminServer ? QStringLiteral("true") : QStringLiteral("false"), QString::number(adminPort),
                 whitelist, secureConfig() + extraConfig());

    QFile file(configPath());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(config.toUtf8()) < 0 || !file.flush()) {
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
        config += QStringLiteral("secureClientPort=%1\n"
                                 "secureClientPortAddress=%2\n"
                                 "serverCnxnFactory=org.apache.zookeeper.server.NettyServerCnxnFactory\n"
                                 "ssl.keyStore.location=%3\n"
                                 "ssl.keyStore.password=%4\n"
                                 "ssl.trustStore.location=%5\n"
                                 "ssl.trustStore.password=%4\n"
                                 "ssl.clientAuth=%6\n")
                      .arg(QString::number(securePort), QStringLiteral("127.0.0.1"), options.tlsKeyStore,
                           options.tlsStorePassword, options.tlsTrustStore,
                           options.tlsClientAuth ? QStringLiteral("need") : QStringLiteral("none"));
    }
    if (!options.jaasConfig.isEmpty())
        config += QStringLiteral("authProvider.sasl=org.apache.zookeeper.server.auth.SASLAuthenticationProvider\n"
                                 "enforce.auth.enabled=true\n"
                                 "enforce.auth.schemes=sasl\n");
    return config;
}

QStringList LocalZooKeeper::Private::javaArguments() const
{
    QStringList classPath = {detail::kZooKeeperJarDir + detail::kZooKeeperServerJar};
    for (const QString &jar : kOptionalJars + (options.tlsKeyStore.isEmpty() ? QStringList() : kNettyJars)) {
        if (QFileInfo::exists(detail::kZooKeeperJarDir + jar))
            classPath << detail::kZooKeeperJarDir + jar;
    }
    // Serial GC and the C1 compiler only: a tiny server starts faster and smaller that way.
    QStringList arguments = {QStringLiteral("-XX:+UseSerialGC"), QStringLiteral("-XX:TieredStopAtLevel=1"),
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
        arguments << QStringLiteral("-Dzookeeper.DigestAuthenticationProvider.superDigest=") + options.superDigest;
    arguments << QStringLiteral("-cp") << classPath.join(QLatin1Char(':'))
              << (options.serverId > 0 ? QStringLiteral("org.apache.zookeeper.server.quorum.QuorumPeerMain")
                                       : QStringLiteral("org.apache.zookeeper.server.ZooKeeperServerMain"))
              << configPath();
    return arguments;
}

} // namespace lockscope
