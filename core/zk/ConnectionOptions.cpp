#include "zk/ConnectionOptions.h"

#include "zk/ZkTypes.h"

#include <QCommandLineParser>

namespace lockscope {

namespace {

struct Declaration {
    ConnectionOptions::Option option;
    const char *name;
    const char *valueName;   // nullptr: a switch
    const char *help;
};

const Declaration kDeclarations[] = {
    {ConnectionOptions::Connect, "connect", "HOSTS", "ZooKeeper connect string, may end with a chroot (/path)"},
    {ConnectionOptions::Auth, "auth", "digest:USER:PASSWORD", "digest authentication"},
    {ConnectionOptions::Timeout, "timeout", "MS", "bound on every wait, reaching the ensemble too (default 10000)"},
    {ConnectionOptions::SessionTimeout, "session-timeout", "MS", "ZooKeeper session timeout"},
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

const QCommandLineOption *ConnectionOptions::find(Option option) const
{
    for (const auto &[offered, declared] : m_options) {
        if (offered == option)
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
                return QStringLiteral("--auth takes digest:USER:PASSWORD (the only --auth scheme; see --sasl for SASL)");
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
    return {};
}

bool ConnectionOptions::isSet(const QCommandLineParser &parser, Option option) const
{
    const QCommandLineOption *declared = find(option);
    return declared && parser.isSet(*declared);
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
        text += left.leftJustified(column - 1) + QLatin1Char(' ') + QString::fromLatin1(declaration.help) + QLatin1Char('\n');
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
    return list;
}

} // namespace lockscope
