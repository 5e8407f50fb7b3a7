// SPDX-License-Identifier: Apache-2.0

#include "server/TlsMaterial.h"

#include <QDir>
#include <QFile>
#include <QProcess>

namespace lockscope {

namespace {

bool run(const QString &program, const QStringList &arguments, const QString &directory, QString *error)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (process.waitForFinished(60000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return true;
    // One line: the tool and its first complaint (or that it could not be started at all).
    const QString output = QString::fromLocal8Bit(process.readAll()).trimmed().section(QLatin1Char('\n'), 0, 0);
    *error = process.error() == QProcess::FailedToStart
        ? QStringLiteral("cannot run %1 (is it installed?)").arg(program)
        : QStringLiteral("%1 %2 failed: %3").arg(program, arguments.value(0), output);
    return false;
}

bool writeFile(const QString &path, const QByteArray &content, QString *error)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(content) == content.size())
        return true;
    *error = QStringLiteral("cannot write %1").arg(path);
    return false;
}

// A self-signed CA: NAME.key, NAME.pem.
QStringList caArguments(const QString &name)
{
    return {QStringLiteral("req"),        QStringLiteral("-x509"),       QStringLiteral("-newkey"),
            QStringLiteral("rsa:2048"),   QStringLiteral("-nodes"),      QStringLiteral("-days"),
            QStringLiteral("30"),         QStringLiteral("-subj"),       QStringLiteral("/CN=") + name,
            QStringLiteral("-keyout"),    name + QStringLiteral(".key"), QStringLiteral("-out"),
            name + QStringLiteral(".pem")};
}

// NAME.key and NAME.pem, signed by CA (CA.pem, CA.key), with `extensions` (a file) if given.
bool issue(const QString &name, const QString &ca, const QString &extensions, const QString &dir, QString *error)
{
    const QString openssl = QStringLiteral("openssl");
    if (!run(openssl,
             {QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"), QStringLiteral("-nodes"),
              QStringLiteral("-subj"), QStringLiteral("/CN=") + name, QStringLiteral("-keyout"),
              name + QStringLiteral(".key"), QStringLiteral("-out"), name + QStringLiteral(".csr")},
             dir, error))
        return false;
    QStringList sign = {QStringLiteral("x509"),        QStringLiteral("-req"),      QStringLiteral("-in"),
                        name + QStringLiteral(".csr"), QStringLiteral("-CA"),       ca + QStringLiteral(".pem"),
                        QStringLiteral("-CAkey"),      ca + QStringLiteral(".key"), QStringLiteral("-CAcreateserial"),
                        QStringLiteral("-days"),       QStringLiteral("30"),        QStringLiteral("-out"),
                        name + QStringLiteral(".pem")};
    if (!extensions.isEmpty())
        sign << QStringLiteral("-extfile") << extensions;
    return run(openssl, sign, dir, error);
}

} // namespace

std::optional<TlsMaterial> makeTlsMaterial(const QString &directory, QString *error, TlsStrangers strangers)
{
    const QDir dir(directory);
    TlsMaterial m;
    // The stores guard throw-away keys in a private folder; the password only satisfies keytool.
    m.password = QStringLiteral("lockscope-local");
    const QString openssl = QStringLiteral("openssl");
    if (!run(openssl, caArguments(QStringLiteral("ca")), directory, error)
        || !writeFile(dir.filePath(QStringLiteral("server.ext")), "subjectAltName=IP:127.0.0.1,DNS:localhost\n", error)
        || !issue(QStringLiteral("server"), QStringLiteral("ca"), QStringLiteral("server.ext"), directory, error)
        || !issue(QStringLiteral("client"), QStringLiteral("ca"), {}, directory, error))
        return std::nullopt;
    if (strangers == TlsStrangers::Yes
        && (!run(openssl, caArguments(QStringLiteral("other-ca")), directory, error)
            || !issue(QStringLiteral("stranger"), QStringLiteral("other-ca"), {}, directory, error)))
        return std::nullopt;
    const QString pass = QStringLiteral("pass:") + m.password;
    if (!run(openssl,
             {QStringLiteral("pkcs12"), QStringLiteral("-export"), QStringLiteral("-in"), QStringLiteral("server.pem"),
              QStringLiteral("-inkey"), QStringLiteral("server.key"), QStringLiteral("-certfile"),
              QStringLiteral("ca.pem"), QStringLiteral("-name"), QStringLiteral("server"), QStringLiteral("-out"),
              QStringLiteral("server.p12"), QStringLiteral("-passout"), pass},
             directory, error)
        || !run(QStringLiteral("keytool"),
                {QStringLiteral("-importcert"), QStringLiteral("-noprompt"), QStringLiteral("-alias"),
                 QStringLiteral("ca"), QStringLiteral("-file"), QStringLiteral("ca.pem"), QStringLiteral("-keystore"),
                 QStringLiteral("trust.p12"), QStringLiteral("-storetype"), QStringLiteral("PKCS12"),
                 QStringLiteral("-storepass"), m.password},
                directory, error))
        return std::nullopt;
    m.caPem = dir.filePath(QStringLiteral("ca.pem"));
    m.clientCert = dir.filePath(QStringLiteral("client.pem"));
    m.clientKey = dir.filePath(QStringLiteral("client.key"));
    if (strangers == TlsStrangers::Yes) {
        m.otherCaPem = dir.filePath(QStringLiteral("other-ca.pem"));
        m.strangerCert = dir.filePath(QStringLiteral("stranger.pem"));
        m.strangerKey = dir.filePath(QStringLiteral("stranger.key"));
    }
    m.serverKeyStore = dir.filePath(QStringLiteral("server.p12"));
    m.trustStore = dir.filePath(QStringLiteral("trust.p12"));
    return m;
}

LocalZooKeeper::Options tlsServerOptions(const TlsMaterial &material, bool clientAuth)
{
    LocalZooKeeper::Options options;
    options.adminServer = false;
    options.tlsKeyStore = material.serverKeyStore;
    options.tlsTrustStore = material.trustStore;
    options.tlsStorePassword = material.password;
    options.tlsClientAuth = clientAuth;
    return options;
}

} // namespace lockscope
