// SPDX-License-Identifier: Apache-2.0

#include "zk/ConnectionOptions.h"

#include "zk/ZkTypes.h"

#include <QCommandLineParser>

namespace lockscope {

namespace {

struct Declaration {
    ConnectionOptions::Option option;
    const char *name;
    const char *valueName; // nullptr: a switch
    const char *help;
};

const Declaration kDeclarations[] = {
    {ConnectionOptions::Connect, "connect", "HOSTS", "ZooKeeper connect string, may end with a chroot (/path)"},
    {ConnectionOptions::Auth, "auth", "digest:USER:PASSWORD", "digest authentication"},
    {ConnectionOptions::Timeout, "timeout", "MS", "bound on every wait, reaching the ensemble too (default 10000)"},
    {ConnectionOptions::SessionTimeout, "session-timeout", "MS", "ZooKeeper session timeout"},
    {ConnectionOptions::Tls, "tls-ca", "FILE", "TLS (a secureClientPort): CAs trusted for the server (PEM)"},
    {ConnectionOptions::Tls, "tls-cert", "FILE", "TLS: this client's certificate (PEM)"},
    {ConnectionOptions::Tls, "tls-key", "FILE", "TLS: this client's private key (PEM)"},
    {ConnectionOptions::Sasl, "sasl", "SPEC", "SASL: DIGEST-MD5:USER:PASSWORD or GSSAPI (Kerberos)"},
    {ConnectionOptions::Sasl, "sasl-service", "NAME", "GSSAPI: the server principal's service (default zookeeper)"},
};

QCommandLineOption declare(const Declaration &declaration)
{
    const QString name = QString::fromLatin1(declaration.name);
    if (!declaration.valueName)
        return QCommandLineOption(name);
    return QCommandLineOption(name, QString(), QString::fromLatin1(declaration.valueName));
}

// A whole number of milliseconds above 0, or a one-line error naming the option.
QString readMilliseconds(const QCommandLineParser &parser, const QCommandLineOption &option, std::optional<int> &target)
{
    if (!parser.isSet(option))
        return {};
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 1)
        return QStringLiteral("--%1 takes a whole number of milliseconds above 0").arg(option.names().constFirst());
    target = value;
    return {};
}

} // namespace

ConnectionOptions::ConnectionOptions(Offered offered) : m_offered(offered)
{
    for (const Declaration &declaration : kDeclarations) {
        if (offered.testFlag(declaration.option))
            m_options.emplace_back(declaration.option, declare(declaration));
    }
}

const QCommandLineOption *ConnectionOptions::find(Option option, int index) const
{
    for (const auto &[offered, declared] : m_options) {
        if (offered == option && index-- == 0)
            return &declared;
    }
    return nullptr;
}

void ConnectionOptions::addTo(QCommandLineParser &parser) const
{
    for (const auto &entry : m_options)
        parser.addOption(entry.second);
}

QString ConnectionOptions::read(const QCommandLineParser &parser, ConnectionArguments &arguments) const
{
    if (const QCommandLineOption *connect = find(Connect))
        arguments.connect = parser.value(*connect).trimmed();
    if (const QCommandLineOption *auth = find(Auth)) {
        const QStringList values = parser.values(*auth);
        if (m_offered.testFlag(SingleAuth) && values.size() > 1)
            return QStringLiteral("only one --auth is supported");
        for (const QString &value : values) {
            const std::optional<QByteArray> credentials = parseDigestAuth(value);
            if (!credentials)
                return QStringLiteral(
                    "--auth takes digest:USER:PASSWORD (the only --auth scheme; see --sasl for SASL)");
            arguments.digestCredentials.append(*credentials);
        }
    }
    if (const QCommandLineOption *timeout = find(Timeout)) {
        if (QString error = readMilliseconds(parser, *timeout, arguments.timeoutMs); !error.isEmpty())
            return error;
    }
    if (const QCommandLineOption *sessionTimeout = find(SessionTimeout)) {
        if (QString error = readMilliseconds(parser, *sessionTimeout, arguments.sessionTimeoutMs); !error.isEmpty())
            return error;
    }
    if (QString error = readSecurity(parser, arguments); !error.isEmpty())
        return error;
    return {};
}

QString ConnectionOptions::readSecurity(const QCommandLineParser &parser, ConnectionArguments &arguments) const
{
    if (m_offered.testFlag(Tls)) {
        arguments.tls = {parser.value(*find(Tls, 0)), parser.value(*find(Tls, 1)), parser.value(*find(Tls, 2))};
        if (QString problem = arguments.tls.problem(); !problem.isEmpty())
            return problem;
    }
    if (m_offered.testFlag(Sasl)) {
        const QCommandLineOption &sasl = *find(Sasl, 0);
        const QCommandLineOption &service = *find(Sasl, 1);
        if (parser.isSet(sasl)) {
            const std::optional<SaslSettings> parsed = SaslSettings::parse(parser.value(sasl));
            if (!parsed)
                return QStringLiteral("--sasl takes DIGEST-MD5:USER:PASSWORD or GSSAPI");
            arguments.sasl = *parsed;
        }
        if (parser.isSet(service)) {
            if (!arguments.sasl.isKerberos())
                return QStringLiteral("--sasl-service is for --sasl GSSAPI");
            arguments.sasl.service = parser.value(service);
            if (arguments.sasl.service.isEmpty() || arguments.sasl.service.contains(QLatin1Char('/')))
                return QStringLiteral("--sasl-service takes a service name such as zookeeper");
        }
    }
    return securitySupportProblem(arguments.tls, arguments.sasl);
}

bool ConnectionOptions::isSet(const QCommandLineParser &parser, Option option) const
{
    for (const auto &[offered, declared] : m_options) {
        if (offered == option && parser.isSet(declared))
            return true;
    }
    return false;
}

QStringList ConnectionOptions::givenWithoutConnect(const QCommandLineParser &parser) const
{
    QStringList given;
    for (const auto &[option, declared] : m_options) {
        if (option != Connect && parser.isSet(declared))
            given.append(QStringLiteral("--") + declared.names().constFirst());
    }
    return given;
}

QString ConnectionOptions::help(int column) const
{
    QString text;
    for (const Declaration &declaration : kDeclarations) {
        if (!m_offered.testFlag(declaration.option))
            continue;
        QString left = QStringLiteral("  --") + QString::fromLatin1(declaration.name);
        if (declaration.valueName)
            left += QLatin1Char(' ') + QString::fromLatin1(declaration.valueName);
        text += left.leftJustified(column - 1) + QLatin1Char(' ') + QString::fromLatin1(declaration.help)
            + QLatin1Char('\n');
    }
    return text;
}

QStringList ConnectionOptions::toArguments(const ConnectionArguments &arguments)
{
    QStringList list;
    if (!arguments.connect.isEmpty())
        list << QStringLiteral("--connect") << arguments.connect;
    for (const QByteArray &credentials : arguments.digestCredentials)
        list << QStringLiteral("--auth") << QStringLiteral("digest:") + QString::fromUtf8(credentials);
    if (arguments.timeoutMs)
        list << QStringLiteral("--timeout") << QString::number(*arguments.timeoutMs);
    if (arguments.sessionTimeoutMs)
        list << QStringLiteral("--session-timeout") << QString::number(*arguments.sessionTimeoutMs);
    if (arguments.tls.enabled())
        list << QStringLiteral("--tls-ca") << arguments.tls.caFile << QStringLiteral("--tls-cert")
             << arguments.tls.certFile << QStringLiteral("--tls-key") << arguments.tls.keyFile;
    if (arguments.sasl.isKerberos())
        list << QStringLiteral("--sasl") << arguments.sasl.mechanism << QStringLiteral("--sasl-service")
             << arguments.sasl.service;
    else if (arguments.sasl.enabled())
        list << QStringLiteral("--sasl")
             << arguments.sasl.mechanism + QLatin1Char(':') + arguments.sasl.user + QLatin1Char(':')
                + arguments.sasl.password;
    return list;
}

} // namespace lockscope
