// SPDX-License-Identifier: Apache-2.0

#include "settings/StartupOptions.h"

#include "settings/QtStandardOptions.h"

#include "zk/ConnectionOptions.h"
#include "zk/ZkPaths.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace lockscope::ui {

namespace {

const ConnectionOptions::Offered kConnectionOptions = ConnectionOptions::Connect | ConnectionOptions::Auth
    | ConnectionOptions::SingleAuth | ConnectionOptions::SessionTimeout | ConnectionOptions::Tls
    | ConnectionOptions::Sasl;

QString usage(const ConnectionOptions &connection)
{
    return QStringLiteral(
               "Usage: lockscope [--connect HOSTS [--root PATH]... [--discover PATH]...\n"
               "                 [--auth digest:USER:PASSWORD] [--session-timeout MS] [--admin-port PORT]\n"
               "                 [--tls-ca FILE --tls-cert FILE --tls-key FILE] [--sasl SPEC [--sasl-service NAME]]]\n"
               "                 [--read-only] [--demo [--scenario NAME] [--tls]] [--audit-log FILE]\n"
               "                 [--recognisers DIR]...\n"
               "\n")
        + connection.help(25)
        + QStringLiteral(
               "  --root PATH            a lock parent to watch (repeatable)\n"
               "  --discover PATH        find every lock under this subtree (repeatable; default /)\n"
               "  --admin-port PORT      the members' AdminServer port, for client addresses (default 8080)\n"
               "  --read-only            refuse every write action (revoke, force delete)\n"
               "  --demo                 start a private ZooKeeper with simulated lock clients\n"
               "  --scenario NAME        the demo scenario\n"
               "  --tls                  the demo's ZooKeeper serves TLS only, with certificates made for the run\n"
               "  --audit-log FILE       where admin actions are recorded\n"
               "  --recognisers DIR      also read the recogniser files (*.yaml) in DIR (repeatable)\n"
               "  --version              print the version and the ZooKeeper client in use\n"
               "\n");
}

} // namespace

StartupParse parseStartupArguments(const QStringList &arguments)
{
    StartupParse result;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const ConnectionOptions connection(kConnectionOptions);
    const QCommandLineOption root(QStringLiteral("root"), QString(), QStringLiteral("PATH"));
    const QCommandLineOption discover(QStringLiteral("discover"), QString(), QStringLiteral("PATH"));
    const QCommandLineOption adminPort(QStringLiteral("admin-port"), QString(), QStringLiteral("PORT"));
    const QCommandLineOption readOnly(QStringLiteral("read-only"));
    const QCommandLineOption demo(QStringLiteral("demo"));
    const QCommandLineOption scenario(QStringLiteral("scenario"), QString(), QStringLiteral("NAME"));
    const QCommandLineOption demoTls(QStringLiteral("tls"));
    const QCommandLineOption auditLog(QStringLiteral("audit-log"), QString(), QStringLiteral("FILE"));
    const QCommandLineOption recognisers(QStringLiteral("recognisers"), QString(), QStringLiteral("DIR"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    connection.addTo(parser);
    parser.addOptions({root, discover, adminPort, readOnly, demo, scenario, demoTls, auditLog, recognisers, help});
    result.helpText = usage(connection) + qtStandardOptionsHelp();
    if (!parser.parse(withoutQtStandardOptions(arguments))) {
        result.error = parser.errorText();
        return result;
    }
    if (parser.isSet(help)) {
        result.helpRequested = true;
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        result.error = QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().constFirst());
        return result;
    }
    StartupOptions options;
    options.demo = parser.isSet(demo);
    options.scenario = parser.value(scenario);
    options.demoTls = parser.isSet(demoTls);
    options.readOnly = parser.isSet(readOnly);
    options.auditLog = parser.value(auditLog);
    // The operator named these folders: a missing one is a usage error, as in the CLI.
    for (const QString &directory : parser.values(recognisers)) {
        if (!QFileInfo(directory).isDir()) {
            result.error = QStringLiteral("--recognisers %1: no such directory").arg(directory);
            return result;
        }
        options.recogniserDirs.append(directory);
    }
    ConnectionArguments connectionArguments;
    if (const QString error = connection.read(parser, connectionArguments); !error.isEmpty()) {
        result.error = error;
        return result;
    }
    const bool connectGiven = connection.isSet(parser, ConnectionOptions::Connect);
    const bool connectionOptions = parser.isSet(root) || parser.isSet(discover) || parser.isSet(adminPort)
        || !connection.givenWithoutConnect(parser).isEmpty();
    if (options.demo && connectGiven) {
        result.error = QStringLiteral("--demo starts its own ensemble: it cannot be combined with --connect");
        return result;
    }
    if (parser.isSet(scenario) && !options.demo) {
        result.error = QStringLiteral("--scenario needs --demo");
        return result;
    }
    if (options.demoTls && !options.demo) {
        result.error = QStringLiteral("--tls needs --demo (to reach a TLS ensemble: --tls-ca, --tls-cert, --tls-key)");
        return result;
    }
    if (connectionOptions && !connectGiven) {
        const QStringList given = connection.givenWithoutConnect(parser);
        result.error =
            QStringLiteral("--root, --discover, --admin-port and %1 need --connect")
                .arg(given.isEmpty() ? QStringLiteral("the connection options") : given.join(QLatin1String(", ")));
        return result;
    }
    if (connectGiven) {
        ConnectionProfile profile;
        profile.connectString = connectionArguments.connect;
        profile.readOnly = options.readOnly;
        for (const QString &path : parser.values(root))
            profile.roots.append(normalizePath(path));
        for (const QString &path : parser.values(discover))
            profile.discover.append(normalizePath(path));
        // A bare path check first: normalizePath would hide a missing leading '/' in the message.
        for (const QString &path : parser.values(root) + parser.values(discover)) {
            if (!path.startsWith(QLatin1Char('/'))) {
                result.error = QStringLiteral("bad path \"%1\": it must start with '/'").arg(path);
                return result;
            }
        }
        if (profile.roots.isEmpty() && profile.discover.isEmpty())
            profile.discover.append(QStringLiteral("/"));
        if (!connectionArguments.digestCredentials.isEmpty()) {
            const QString userAndPassword = QString::fromUtf8(connectionArguments.digestCredentials.constFirst());
            profile.authUser = userAndPassword.section(QLatin1Char(':'), 0, 0);
            profile.authPassword = userAndPassword.section(QLatin1Char(':'), 1);
        }
        profile.sessionTimeoutMs = connectionArguments.sessionTimeoutMs.value_or(profile.sessionTimeoutMs);
        profile.tls = connectionArguments.tls;
        profile.sasl = connectionArguments.sasl;
        if (parser.isSet(adminPort)) {
            bool ok = false;
            profile.adminPort = parser.value(adminPort).toInt(&ok);
            if (!ok) {
                result.error = QStringLiteral("--admin-port needs a port number (0: four-letter words only)");
                return result;
            }
        }
        if (const QString problem = profile.problem(); !problem.isEmpty()) {
            result.error = problem;
            return result;
        }
        options.connection = profile;
    }
    result.options = options;
    return result;
}

} // namespace lockscope::ui
