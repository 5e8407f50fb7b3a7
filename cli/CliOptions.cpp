// SPDX-License-Identifier: Apache-2.0

#include "CliOptions.h"

#include "report/TextFormat.h"
#include "zk/ConnectionOptions.h"
#include "zk/ZkPaths.h"

#include <QCommandLineParser>
#include <QDateTime>

#include <algorithm>

namespace lockscope::cli {

namespace {

const QStringList kCommands = {QStringLiteral("snapshot"), QStringLiteral("watch"), QStringLiteral("revoke"),
                               QStringLiteral("delete"), QStringLiteral("demo"), QStringLiteral("serve"),
                               QStringLiteral("history"), QStringLiteral("reap")};

std::optional<int> parsePositiveInt(const QString &text, bool allowZero)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < (allowZero ? 0 : 1))
        return std::nullopt;
    return value;
}

QString usage()
{
    return QStringLiteral(
        "usage: lockscope-cli COMMAND [options]   (lockscope-cli --version: version and ZooKeeper client)\n"
        "  snapshot --connect HOSTS (--root PATH)... (--discover PATH)... [--json [--pretty]]\n"
        "  watch    --connect HOSTS (--root PATH)... (--discover PATH)... --json\n"
        "  revoke   --connect HOSTS NODE_PATH [--payload auto|unlock|__REVOKE__] [--reason TEXT] [--wait MS]\n"
        "  delete   --connect HOSTS NODE_PATH [--version N] [--reason TEXT]\n"
        "  reap     --connect HOSTS --root PATH [--older-than DURATION] [--yes] [--reason TEXT]\n"
        "           lists empty lock parents idle for DURATION (30m, 1h, 2d; default 1h); deletes them with --yes\n"
        "  demo     [--scenario NAME] [--demo-connect HOSTS | --tls]\n"
        "  serve    --connect HOSTS (--root PATH)... (--discover PATH)... --listen [ADDR:]PORT [--max-locks N]\n"
        "  history  (--txn-log DIR)... (--root PATH)... (--discover PATH)... [--from TIME] [--to TIME] [--json]\n"
        "  history  (--txn-log DIR)... (--root PATH)... (--discover PATH)... --at TIME [--json]\n"
        "           TIME: ISO-8601 (2026-11-23T03:12:00Z) or milliseconds since the epoch\n"
        "common: --auth digest:USER:PASSWORD (repeatable), --timeout MS (default 10000),\n"
        "        --read-only, --audit-log FILE\n"
        "JSON is compact (one line) unless stdout is a terminal or --pretty is given\n"
        "secure ensembles: --tls-ca FILE --tls-cert FILE --tls-key FILE (PEM; a secureClientPort),\n"
        "        --sasl DIGEST-MD5:USER:PASSWORD | GSSAPI [--sasl-service NAME (default zookeeper)]\n"
        "diagnostics (snapshot, watch, serve): --admin-port N (AdminServer port of every member, default 8080;\n"
        "        0: four-letter words only),\n"
        "        --long-held [LOCK_PATH=]MS (repeatable; default 300000), --herd-threshold N (default 3),\n"
        "        --revocation-deadline MS (default 30000), --leader-flapping N:MINUTES (an election's holder\n"
        "        changing more than N times in MINUTES, default 3:10; 0 turns it off),\n"
        "        --leftover-age DURATION (empty lock parents idle this long, default 1h; 0 turns it off),\n"
        "        --finding-events (watch: stream finding changes)\n");
}

struct DiagnosticsOptions {
    const QCommandLineOption &adminPort;
    const QCommandLineOption &longHeld;
    const QCommandLineOption &herdThreshold;
    const QCommandLineOption &revocationDeadline;
    const QCommandLineOption &leaderFlapping;
    const QCommandLineOption &leftoverAge;
};

// Fills `settings` from the diagnostics options; returns a usage error, or empty.
QString parseDiagnosticsOptions(const QCommandLineParser &parser, const DiagnosticsOptions &options,
                                DiagnosticsSettings &settings)
{
    if (parser.isSet(options.adminPort)) {
        // 0: four-letter words only, where the AdminServer is off or firewalled (each try of one
        // that does not answer costs a request timeout).
        const auto port = parsePositiveInt(parser.value(options.adminPort), true);
        if (!port || *port > 65535)
            return QStringLiteral("--admin-port takes a TCP port (1-65535), or 0 for no AdminServer");
        settings.adminPort = quint16(*port);
    }
    for (const QString &value : parser.values(options.longHeld)) {
        const qsizetype equals = value.lastIndexOf(QLatin1Char('='));
        const auto ms = parsePositiveInt(equals < 0 ? value : value.mid(equals + 1), true);
        if (!ms)
            return QStringLiteral("--long-held takes [LOCK_PATH=]MS, MS a whole number of milliseconds (0: off)");
        if (equals < 0) {
            settings.longHeldMs = *ms;
            continue;
        }
        const QString lock = value.left(equals);
        if (const QString problem = pathProblem(lock); !problem.isEmpty())
            return QStringLiteral("bad path \"%1\" in --long-held: %2").arg(lock, problem);
        settings.longHeldMsByLock.append({lock, *ms});
    }
    if (parser.isSet(options.herdThreshold)) {
        const auto n = parsePositiveInt(parser.value(options.herdThreshold), false);
        if (!n || *n < 2)
            return QStringLiteral("--herd-threshold takes a number of sessions from 2");
        settings.herdThreshold = *n;
    }
    if (parser.isSet(options.revocationDeadline)) {
        const auto ms = parsePositiveInt(parser.value(options.revocationDeadline), false);
        if (!ms)
            return QStringLiteral("--revocation-deadline takes a whole number of milliseconds above 0");
        settings.revocationDeadlineMs = *ms;
    }
    if (parser.isSet(options.leaderFlapping)) {
        const QString value = parser.value(options.leaderFlapping);
        const qsizetype colon = value.indexOf(QLatin1Char(':'));
        const auto changes = parsePositiveInt(colon < 0 ? value : value.left(colon), true);
        const std::optional<int> minutes = colon < 0 ? std::optional<int>(10) : parsePositiveInt(value.mid(colon + 1), false);
        if (!changes || !minutes || *minutes > 24 * 60 || (colon < 0 && *changes != 0))
            return QStringLiteral("--leader-flapping takes N:MINUTES (more than N new holders within MINUTES, "
                                  "1 to 1440), or 0 to turn it off");
        settings.flappingChanges = qMin(*changes, 1000);
        settings.flappingWindowMs = qint64(*minutes) * 60000;
    }
    if (parser.isSet(options.leftoverAge)) {
        const QString value = parser.value(options.leftoverAge);
        const std::optional<qint64> ms = value == u"0" ? std::optional<qint64>(0) : parseDuration(value);
        if (!ms)
            return QStringLiteral("--leftover-age takes a duration (30m, 1h, 2d), or 0 to turn it off");
        settings.leftoverAgeMs = *ms;
    }
    return {};
}

// --listen [ADDR:]PORT, ADDR an IP address ([...] for IPv6) or localhost; 127.0.0.1 when left out.
QString parseListen(const QString &value, CliOptions &o)
{
    const qsizetype colon = value.lastIndexOf(QLatin1Char(':'));
    QString address = colon < 0 ? QString() : value.left(colon);
    if (address.startsWith(QLatin1Char('[')) && address.endsWith(QLatin1Char(']')))
        address = address.mid(1, address.size() - 2);
    const auto port = parsePositiveInt(value.mid(colon + 1), true);
    if (!port || *port > 65535)
        return QStringLiteral("--listen takes [ADDR:]PORT, PORT from 0 (any free port) to 65535");
    if (!address.isEmpty())
        o.listenAddress = address;
    o.listenPort = quint16(*port);
    return {};
}

// history: --txn-log DIR (twice for a server whose dataLogDir is apart) and the TIME options;
// returns a usage error, or empty.
QString parseHistoryOptions(const QCommandLineParser &parser, const QCommandLineOption &txnLog,
                            const QList<QCommandLineOption> &times, CliOptions &o)
{
    o.txnLogs = parser.values(txnLog);
    std::optional<qint64> *targets[] = {&o.fromMs, &o.toMs, &o.atMs};
    for (qsizetype i = 0; i < times.size(); ++i) {
        if (!parser.isSet(times[i]))
            continue;
        const QString name = times[i].names().constFirst();
        if (o.command != QLatin1String("history"))
            return QStringLiteral("--%1 is an option of history").arg(name);
        *targets[i] = parseTime(parser.value(times[i]));
        if (!*targets[i])
            return QStringLiteral("--%1 takes an ISO-8601 time (2026-11-23T03:12:00Z) or milliseconds since the epoch, "
                                  "not \"%2\"").arg(name, parser.value(times[i]));
    }
    if (o.command != QLatin1String("history"))
        return parser.isSet(txnLog) ? QStringLiteral("--txn-log is an option of history") : QString();
    if (o.txnLogs.isEmpty())
        return QStringLiteral("history needs --txn-log DIR (a ZooKeeper data directory)");
    if (o.atMs && (o.fromMs || o.toMs))
        return QStringLiteral("--at shows one moment: leave out --from and --to");
    if (o.fromMs && o.toMs && *o.fromMs > *o.toMs)
        return QStringLiteral("--from is later than --to");
    return {};
}

// reap: --root PATH once, --older-than, --yes; returns a usage error, or empty.
QString parseReapOptions(const QCommandLineParser &parser, const QCommandLineOption &olderThan,
                         const QCommandLineOption &yes, CliOptions &o)
{
    o.yes = parser.isSet(yes);
    if (o.command != QLatin1String("reap")) {
        if (parser.isSet(olderThan) || o.yes)
            return QStringLiteral("--%1 is an option of reap").arg(o.yes ? QStringLiteral("yes") : QStringLiteral("older-than"));
        return {};
    }
    if (o.roots.size() != 1 || !o.discover.isEmpty())
        return QStringLiteral("reap takes exactly one --root PATH");
    if (parser.isSet(olderThan)) {
        const std::optional<qint64> ms = parseDuration(parser.value(olderThan));
        if (!ms)
            return QStringLiteral("--older-than takes a duration: a whole number and s, m, h or d (30m, 1h, 2d), "
                                  "not \"%1\"").arg(parser.value(olderThan));
        o.olderThanMs = *ms;
    }
    return {};
}

} // namespace

std::optional<qint64> parseTime(const QString &text)
{
    bool isNumber = false;
    const qint64 ms = text.toLongLong(&isNumber);
    if (isNumber)
        return ms >= 0 ? std::optional<qint64>(ms) : std::nullopt;
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        return std::nullopt;
    // Without an offset an ISO time is local; ZooKeeper's times and the output are UTC.
    return time.toMSecsSinceEpoch();
}

ParseResult parseCommandLine(const QStringList &arguments)
{
    ParseResult result;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const ConnectionOptions connection(ConnectionOptions::Connect | ConnectionOptions::Auth | ConnectionOptions::Timeout
                                         | ConnectionOptions::Tls | ConnectionOptions::Sasl);
    const QCommandLineOption root(QStringLiteral("root"), QString(), QStringLiteral("PATH"));
    const QCommandLineOption discover(QStringLiteral("discover"), QString(), QStringLiteral("PATH"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption pretty(QStringLiteral("pretty"));
    const QCommandLineOption readOnly(QStringLiteral("read-only"));
    const QCommandLineOption auditLog(QStringLiteral("audit-log"), QString(), QStringLiteral("FILE"));
    const QCommandLineOption payload(QStringLiteral("payload"), QString(), QStringLiteral("PAYLOAD"));
    const QCommandLineOption reason(QStringLiteral("reason"), QString(), QStringLiteral("TEXT"));
    const QCommandLineOption wait(QStringLiteral("wait"), QString(), QStringLiteral("MS"));
    const QCommandLineOption version(QStringLiteral("version"), QString(), QStringLiteral("N"));
    const QCommandLineOption scenario(QStringLiteral("scenario"), QString(), QStringLiteral("NAME"));
    const QCommandLineOption demoConnect(QStringLiteral("demo-connect"), QString(), QStringLiteral("HOSTS"));
    const QCommandLineOption demoTls(QStringLiteral("tls"));
    const QCommandLineOption adminPort(QStringLiteral("admin-port"), QString(), QStringLiteral("N"));
    const QCommandLineOption longHeld(QStringLiteral("long-held"), QString(), QStringLiteral("[LOCK_PATH=]MS"));
    const QCommandLineOption herdThreshold(QStringLiteral("herd-threshold"), QString(), QStringLiteral("N"));
    const QCommandLineOption revocationDeadline(QStringLiteral("revocation-deadline"), QString(), QStringLiteral("MS"));
    const QCommandLineOption leaderFlapping(QStringLiteral("leader-flapping"), QString(), QStringLiteral("N:MINUTES"));
    const QCommandLineOption findingEvents(QStringLiteral("finding-events"));
    const QCommandLineOption listen(QStringLiteral("listen"), QString(), QStringLiteral("[ADDR:]PORT"));
    const QCommandLineOption maxLocks(QStringLiteral("max-locks"), QString(), QStringLiteral("N"));
    const QCommandLineOption txnLog(QStringLiteral("txn-log"), QString(), QStringLiteral("DIR"));
    const QCommandLineOption from(QStringLiteral("from"), QString(), QStringLiteral("TIME"));
    const QCommandLineOption to(QStringLiteral("to"), QString(), QStringLiteral("TIME"));
    const QCommandLineOption at(QStringLiteral("at"), QString(), QStringLiteral("TIME"));
    const QCommandLineOption leftoverAge(QStringLiteral("leftover-age"), QString(), QStringLiteral("DURATION"));
    const QCommandLineOption olderThan(QStringLiteral("older-than"), QString(), QStringLiteral("DURATION"));
    const QCommandLineOption yes(QStringLiteral("yes"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    connection.addTo(parser);
    parser.addOptions({root, discover, json, pretty, readOnly, auditLog, payload, reason, wait,
                       version, scenario, demoConnect, demoTls, adminPort, longHeld, herdThreshold, revocationDeadline,
                       leaderFlapping, findingEvents, listen, maxLocks, txnLog, from, to, at, olderThan, yes, leftoverAge,
                       help});

    if (!parser.parse(arguments)) {
        result.error = parser.errorText();
        return result;
    }
    if (parser.isSet(help)) {
        result.helpRequested = true;
        result.helpText = usage();
        return result;
    }
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        result.error = QStringLiteral("no command given (snapshot, watch, revoke, delete, reap, demo, serve, history); see --help");
        return result;
    }
    CliOptions o;
    o.command = positional.takeFirst();
    if (!kCommands.contains(o.command)) {
        result.error = QStringLiteral("unknown command \"%1\"; see --help").arg(o.command);
        return result;
    }
    o.positional = positional;
    o.roots = parser.values(root);
    o.discover = parser.values(discover);
    o.json = parser.isSet(json);
    o.pretty = parser.isSet(pretty);
    o.readOnly = parser.isSet(readOnly);
    o.auditLog = parser.value(auditLog);
    o.reason = parser.value(reason);
    o.scenario = parser.value(scenario);
    o.demoConnect = parser.value(demoConnect);
    o.demoTls = parser.isSet(demoTls);
    if (o.demoTls && o.command != QLatin1String("demo")) {
        result.error = QStringLiteral("--tls is an option of demo (to reach a TLS ensemble: --tls-ca, --tls-cert, --tls-key)");
        return result;
    }
    if (o.demoTls && !o.demoConnect.isEmpty()) {
        result.error = QStringLiteral("--tls makes the demo's own ZooKeeper serve TLS: leave out --demo-connect");
        return result;
    }
    if (parser.isSet(payload))
        o.payload = parser.value(payload);

    ConnectionArguments connectionArguments;
    if (const QString error = connection.read(parser, connectionArguments); !error.isEmpty()) {
        result.error = error;
        return result;
    }
    o.connect = connectionArguments.connect;
    o.digestCredentials = connectionArguments.digestCredentials;
    o.timeoutMs = connectionArguments.timeoutMs.value_or(o.timeoutMs);
    o.tls = connectionArguments.tls;
    o.sasl = connectionArguments.sasl;
    if (parser.isSet(wait)) {
        o.waitMs = parsePositiveInt(parser.value(wait), true);
        if (!o.waitMs) {
            result.error = QStringLiteral("--wait takes a whole number of milliseconds");
            return result;
        }
    }
    if (parser.isSet(version)) {
        o.version = parsePositiveInt(parser.value(version), true);
        if (!o.version) {
            result.error = QStringLiteral("--version takes a node version (a whole number from 0)");
            return result;
        }
    }
    const QString diagnosticsError = parseDiagnosticsOptions(parser, {adminPort, longHeld, herdThreshold,
                                                                      revocationDeadline, leaderFlapping, leftoverAge},
                                                               o.diagnostics);
    if (!diagnosticsError.isEmpty()) {
        result.error = diagnosticsError;
        return result;
    }
    o.findingEvents = parser.isSet(findingEvents);
    if (o.command == QLatin1String("serve")) {
        if (!parser.isSet(listen)) {
            result.error = QStringLiteral("serve needs --listen [ADDR:]PORT");
            return result;
        }
        if (const QString problem = parseListen(parser.value(listen), o); !problem.isEmpty()) {
            result.error = problem;
            return result;
        }
    }
    if (parser.isSet(maxLocks)) {
        const auto n = parsePositiveInt(parser.value(maxLocks), true);
        if (!n) {
            result.error = QStringLiteral("--max-locks takes a number of locks from 0");
            return result;
        }
        o.maxLocks = *n;
    }
    if (const QString problem = parseHistoryOptions(parser, txnLog, {from, to, at}, o); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    if (const QString problem = parseReapOptions(parser, olderThan, yes, o); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    const bool offline = o.command == QLatin1String("demo") || o.command == QLatin1String("history");
    if (!offline && o.connect.isEmpty()) {
        result.error = QStringLiteral("--connect HOSTS is required for %1").arg(o.command);
        return result;
    }
    const bool viewing = o.command == QLatin1String("snapshot") || o.command == QLatin1String("watch")
        || o.command == QLatin1String("serve") || o.command == QLatin1String("history");
    if (viewing && o.roots.isEmpty() && o.discover.isEmpty()) {
        result.error = QStringLiteral("%1 needs at least one --root PATH or --discover PATH").arg(o.command);
        return result;
    }
    if (o.command == QLatin1String("watch") && !o.json) {
        result.error = QStringLiteral("watch streams JSON lines: add --json");
        return result;
    }
    const bool acting = o.command == QLatin1String("revoke") || o.command == QLatin1String("delete");
    if (acting && o.positional.size() != 1) {
        result.error = QStringLiteral("%1 takes exactly one NODE_PATH").arg(o.command);
        return result;
    }
    if (!acting && !o.positional.isEmpty()) {
        result.error = QStringLiteral("unexpected argument \"%1\"").arg(o.positional.first());
        return result;
    }
    if (o.command == QLatin1String("revoke") && !QStringList{QStringLiteral("auto"), QStringLiteral("unlock"),
                                                              QStringLiteral("__REVOKE__")}.contains(o.payload)) {
        result.error = QStringLiteral("--payload takes auto, unlock or __REVOKE__");
        return result;
    }
    for (const QString &path : o.roots + o.discover + o.positional) {
        const QString problem = pathProblem(path);
        if (!problem.isEmpty()) {
            result.error = QStringLiteral("bad path \"%1\": %2").arg(path, problem);
            return result;
        }
    }
    result.options = o;
    return result;
}

} // namespace lockscope::cli
