// SPDX-License-Identifier: Apache-2.0
// The command line, read by the steps below in a fixed order; what each command accepts and needs
// is its row in the command table.
#include "CliOptions.h"

#include "ParseSteps.h"

#include "zk/ConnectionOptions.h"
#include "zk/ZkPaths.h"

#include <QCommandLineParser>
#include <QDateTime>

namespace lockscope::cli {

using namespace Qt::StringLiterals;

namespace {

void declareOptions(QCommandLineParser &parser, const ConnectionOptions &connection)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    connection.addTo(parser);
    for (const OptionSpec &option : optionTable()) {
        if (option.group == OptionGroup::Connection || option.group == OptionGroup::Timeout)
            continue; // ConnectionOptions declared them
        parser.addOption(option.valueName.isEmpty() ? QCommandLineOption(option.name)
                                                    : QCommandLineOption(option.name, QString(), option.valueName));
    }
    parser.addOption(QCommandLineOption(QStringList{u"h"_s, u"help"_s}));
}

// The values no command checks.
QString readPlainValues(const ParseInput &in, CliOptions &o)
{
    const QCommandLineParser &parser = in.parser;
    o.roots = parser.values(u"root"_s);
    o.discover = parser.values(u"discover"_s);
    o.json = parser.isSet(u"json"_s);
    o.pretty = parser.isSet(u"pretty"_s);
    o.readOnly = parser.isSet(u"read-only"_s);
    o.auditLog = parser.value(u"audit-log"_s);
    o.reason = parser.value(u"reason"_s);
    o.scenario = parser.value(u"scenario"_s);
    o.demoConnect = parser.value(u"demo-connect"_s);
    o.demoTls = parser.isSet(u"tls"_s);
    o.recogniserDirs = parser.values(u"recognisers"_s);
    if (parser.isSet(u"payload"_s))
        o.payload = parser.value(u"payload"_s);
    return {};
}

QString readDemo(const ParseInput &in, CliOptions &o)
{
    if (!in.accepts(OptionGroup::Demo))
        return misplacedOption(in.parser, OptionGroup::Demo);
    if (o.demoTls && !o.demoConnect.isEmpty())
        return u"--tls makes the demo's own ZooKeeper serve TLS: leave out --demo-connect"_s;
    return {};
}

QString readConnection(const ParseInput &in, CliOptions &o)
{
    ConnectionArguments arguments;
    if (QString error = in.connection.read(in.parser, arguments); !error.isEmpty())
        return error;
    o.connect = arguments.connect;
    o.digestCredentials = arguments.digestCredentials;
    o.timeoutMs = arguments.timeoutMs.value_or(o.timeoutMs);
    o.tls = arguments.tls;
    o.sasl = arguments.sasl;
    return {};
}

// --wait and --version N, checked whatever the command (as they always were).
QString readWaitAndVersion(const ParseInput &in, CliOptions &o)
{
    if (in.parser.isSet(u"wait"_s)) {
        o.waitMs = parsePositiveInt(in.parser.value(u"wait"_s), true);
        if (!o.waitMs)
            return u"--wait takes a whole number of milliseconds"_s;
    }
    if (in.parser.isSet(u"version"_s)) {
        o.version = parsePositiveInt(in.parser.value(u"version"_s), true);
        if (!o.version)
            return u"--version takes a node version (a whole number from 0)"_s;
    }
    return {};
}

QString checkNeeds(const ParseInput &in, CliOptions &o)
{
    const Needs needs = in.command.needs;
    const QString &name = in.command.name;
    if (needs.testFlag(Need::Connect) && o.connect.isEmpty())
        return u"--connect HOSTS is required for %1"_s.arg(name);
    if (needs.testFlag(Need::Target) && o.roots.isEmpty() && o.discover.isEmpty())
        return u"%1 needs at least one --root PATH or --discover PATH"_s.arg(name);
    if (needs.testFlag(Need::Json) && !o.json)
        return u"%1 streams JSON lines: add --json"_s.arg(name);
    if (needs.testFlag(Need::NodePath) && o.positional.size() != 1)
        return u"%1 takes exactly one NODE_PATH"_s.arg(name);
    if (!needs.testFlag(Need::NodePath) && !needs.testFlag(Need::Arguments) && !o.positional.isEmpty())
        return u"unexpected argument \"%1\""_s.arg(o.positional.constFirst());
    return {};
}

QString checkPayload(const ParseInput &in, CliOptions &o)
{
    if (in.accepts(OptionGroup::Revoke) && !QStringList{u"auto"_s, u"unlock"_s, u"__REVOKE__"_s}.contains(o.payload))
        return u"--payload takes auto, unlock or __REVOKE__"_s;
    return {};
}

QString checkPaths(const ParseInput &in, CliOptions &o)
{
    // A command that reads its own arguments checks them itself (recognisers check FILE).
    const QStringList nodePaths = in.command.needs.testFlag(Need::NodePath) ? o.positional : QStringList();
    for (const QString &path : o.roots + o.discover + nodePaths) {
        if (QString problem = pathProblem(path); !problem.isEmpty())
            return u"bad path \"%1\": %2"_s.arg(path, problem);
    }
    return {};
}

// In the order their errors have always been reported.
constexpr ParseStep kSteps[] = {readPlainValues, readDemo,     readConnection, readWaitAndVersion,
                                readDiagnostics, readServe,    readHistory,    readReap,
                                checkNeeds,      checkPayload, checkPaths};

ParseResult usageError(const QString &error)
{
    ParseResult result;
    result.error = error;
    return result;
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
    QCommandLineParser parser;
    const ConnectionOptions connection(ConnectionOptions::Connect | ConnectionOptions::Auth | ConnectionOptions::Timeout
                                       | ConnectionOptions::Tls | ConnectionOptions::Sasl);
    declareOptions(parser, connection);
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(u"help"_s)) {
        ParseResult result;
        result.helpRequested = true;
        result.helpText = usageText();
        return result;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(u"no command given (%1); see --help"_s.arg(commandNames().join(u", "_s)));
    const CommandSpec *command = findCommand(positional.constFirst());
    if (!command)
        return usageError(u"unknown command \"%1\"; see --help"_s.arg(positional.constFirst()));
    CliOptions o;
    o.command = command->name;
    o.positional = positional.mid(1);
    const ParseInput in{parser, *command, connection};
    for (const ParseStep step : kSteps) {
        if (QString error = step(in, o); !error.isEmpty())
            return usageError(error);
    }
    ParseResult result;
    result.options = o;
    return result;
}

} // namespace lockscope::cli
