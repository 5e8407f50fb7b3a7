#include "CliOptions.h"

#include "monitor/ZkPaths.h"

#include <QCommandLineParser>

namespace lockscope::cli {

namespace {

const QStringList kCommands = {QStringLiteral("snapshot"), QStringLiteral("watch"), QStringLiteral("revoke"),
                               QStringLiteral("delete"), QStringLiteral("demo")};

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
        "usage: lockscope-cli COMMAND [options]\n"
        "  snapshot --connect HOSTS (--root PATH)... (--discover PATH)... [--json]\n"
        "  watch    --connect HOSTS (--root PATH)... (--discover PATH)... --json\n"
        "  revoke   --connect HOSTS NODE_PATH [--payload auto|unlock|__REVOKE__] [--reason TEXT] [--wait MS]\n"
        "  delete   --connect HOSTS NODE_PATH [--version N] [--reason TEXT]\n"
        "  demo     [--scenario NAME] [--demo-connect HOSTS]\n"
        "common: --auth digest:USER:PASSWORD (repeatable), --timeout MS (default 10000),\n"
        "        --read-only, --audit-log FILE\n");
}

} // namespace

ParseResult parseCommandLine(const QStringList &arguments)
{
    ParseResult result;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption connect(QStringLiteral("connect"), QString(), QStringLiteral("HOSTS"));
    const QCommandLineOption root(QStringLiteral("root"), QString(), QStringLiteral("PATH"));
    const QCommandLineOption discover(QStringLiteral("discover"), QString(), QStringLiteral("PATH"));
    const QCommandLineOption auth(QStringLiteral("auth"), QString(), QStringLiteral("SCHEME:CREDENTIALS"));
    const QCommandLineOption timeout(QStringLiteral("timeout"), QString(), QStringLiteral("MS"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption readOnly(QStringLiteral("read-only"));
    const QCommandLineOption auditLog(QStringLiteral("audit-log"), QString(), QStringLiteral("FILE"));
    const QCommandLineOption payload(QStringLiteral("payload"), QString(), QStringLiteral("PAYLOAD"));
    const QCommandLineOption reason(QStringLiteral("reason"), QString(), QStringLiteral("TEXT"));
    const QCommandLineOption wait(QStringLiteral("wait"), QString(), QStringLiteral("MS"));
    const QCommandLineOption version(QStringLiteral("version"), QString(), QStringLiteral("N"));
    const QCommandLineOption scenario(QStringLiteral("scenario"), QString(), QStringLiteral("NAME"));
    const QCommandLineOption demoConnect(QStringLiteral("demo-connect"), QString(), QStringLiteral("HOSTS"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({connect, root, discover, auth, timeout, json, readOnly, auditLog, payload, reason, wait,
                       version, scenario, demoConnect, help});

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
        result.error = QStringLiteral("no command given (snapshot, watch, revoke, delete, demo); see --help");
        return result;
    }
    CliOptions o;
    o.command = positional.takeFirst();
    if (!kCommands.contains(o.command)) {
        result.error = QStringLiteral("unknown command \"%1\"; see --help").arg(o.command);
        return result;
    }
    o.positional = positional;
    o.connect = parser.value(connect).trimmed();
    o.roots = parser.values(root);
    o.discover = parser.values(discover);
    o.json = parser.isSet(json);
    o.readOnly = parser.isSet(readOnly);
    o.auditLog = parser.value(auditLog);
    o.reason = parser.value(reason);
    o.scenario = parser.value(scenario);
    o.demoConnect = parser.value(demoConnect);
    if (parser.isSet(payload))
        o.payload = parser.value(payload);

    if (parser.isSet(timeout)) {
        const auto ms = parsePositiveInt(parser.value(timeout), false);
        if (!ms) {
            result.error = QStringLiteral("--timeout takes a whole number of milliseconds above 0");
            return result;
        }
        o.timeoutMs = *ms;
    }
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
    for (const QString &value : parser.values(auth)) {
        if (!value.startsWith(QLatin1String("digest:")) || value.count(QLatin1Char(':')) < 2) {
            result.error = QStringLiteral("--auth takes digest:USER:PASSWORD (this client supports digest only)");
            return result;
        }
        o.digestCredentials.append(value.mid(7).toUtf8());
    }
    if (o.command != QLatin1String("demo") && o.connect.isEmpty()) {
        result.error = QStringLiteral("--connect HOSTS is required for %1").arg(o.command);
        return result;
    }
    const bool viewing = o.command == QLatin1String("snapshot") || o.command == QLatin1String("watch");
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
