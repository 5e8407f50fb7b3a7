// SPDX-License-Identifier: Apache-2.0

#include "CommandTable.h"

#include "Commands.h"

#include <algorithm>

namespace lockscope::cli {

using namespace Qt::StringLiterals;

namespace {

using G = OptionGroup;
using N = Need;

constexpr OptionGroups kConnected = G::Connection | G::Timeout | G::Recognisers;
constexpr OptionGroups kViewing = kConnected | G::Roots | G::Discover | G::Diagnostics;

// In the order the usage, the completion and the man page list them.
const std::vector<CommandSpec> kCommands = {
    {u"snapshot"_s,
     {u"--connect HOSTS (--root PATH)... (--discover PATH)... [--json [--pretty]]"_s},
     u"prints every lock under the roots once: a table, or one JSON document with --json"_s,
     {},
     kViewing | G::Json,
     N::Connect | N::Target,
     runSnapshot},
    {u"watch"_s,
     {u"--connect HOSTS (--root PATH)... (--discover PATH)... --json"_s},
     u"prints the snapshot, then a JSON line per change, until SIGINT or SIGTERM"_s,
     {},
     kViewing | G::Json | G::FindingEvents,
     N::Connect | N::Target | N::Json,
     runWatch},
    {u"revoke"_s,
     {u"--connect HOSTS NODE_PATH [--payload auto|unlock|__REVOKE__] [--reason TEXT] [--wait MS]"_s},
     u"asks the holder of NODE_PATH to let go by writing the revocation payload into its node"_s,
     {},
     kConnected | G::Audit | G::Revoke,
     N::Connect | N::NodePath,
     runRevoke},
    {u"delete"_s,
     {u"--connect HOSTS NODE_PATH [--version N] [--reason TEXT]"_s},
     u"force-deletes the lock entry NODE_PATH at the version it was shown at"_s,
     {},
     kConnected | G::Audit | G::Delete,
     N::Connect | N::NodePath,
     runDelete},
    {u"reap"_s,
     {u"--connect HOSTS --root PATH [--older-than DURATION] [--yes] [--reason TEXT]"_s},
     u"lists empty lock parents idle for DURATION (30m, 1h, 2d; default 1h); deletes them with --yes"_s,
     {},
     kConnected | G::Roots | G::Audit | G::Reap,
     N::Connect,
     runReap},
    {u"demo"_s,
     {u"[--scenario NAME] [--demo-connect HOSTS | --tls]"_s},
     u"a private ZooKeeper (or --demo-connect's) with simulated lock clients, until interrupted"_s,
     {},
     G::Timeout | G::Demo,
     {},
     runDemo},
    {u"serve"_s,
     {u"--connect HOSTS (--root PATH)... (--discover PATH)... --listen [ADDR:]PORT [--max-locks N]"_s},
     u"a live monitor answering GET /metrics, /snapshot and /healthz over HTTP"_s,
     {},
     kViewing | G::Serve,
     N::Connect | N::Target,
     runServe},
    {u"history"_s,
     {u"(--txn-log DIR)... (--root PATH)... (--discover PATH)... [--from TIME] [--to TIME] [--json]"_s,
      u"(--txn-log DIR)... (--root PATH)... (--discover PATH)... --at TIME [--json]"_s},
     u"a lock's past from ZooKeeper's own files; with --at, the snapshot document of that moment"_s,
     {u"TIME: ISO-8601 (2026-11-23T03:12:00Z) or milliseconds since the epoch"_s},
     G::Roots | G::Discover | G::Json | G::History | G::Recognisers,
     N::Target,
     runHistory},
    {u"recognisers"_s,
     {u"list"_s, u"check FILE..."_s, u"explain --connect HOSTS PATH"_s},
     u"the systems taught by files: what is loaded, a file's errors, which rule claims a node"_s,
     {u"files: built in, then $XDG_CONFIG_HOME/lockscope/recognisers, then each --recognisers DIR"_s},
     kConnected,
     N::Arguments,
     runRecognisers},
};

// An option ignored by the commands that do not accept its group; one that is an error there.
OptionSpec option(const QString &name, const QString &valueName, OptionGroup group)
{
    return {name, valueName, group, false, {}};
}
OptionSpec ownOption(const QString &name, const QString &valueName, OptionGroup group, const QString &hint = {})
{
    return {name, valueName, group, true, hint};
}

// Within a group, in the order the parser looks for a misplaced option (the first found is named).
// The connection options are declared and read by ConnectionOptions: here only their names.
const std::vector<OptionSpec> kOptions = {
    option(u"connect"_s, {}, G::Connection),
    option(u"auth"_s, {}, G::Connection),
    option(u"timeout"_s, {}, G::Timeout),
    option(u"tls-ca"_s, {}, G::Connection),
    option(u"tls-cert"_s, {}, G::Connection),
    option(u"tls-key"_s, {}, G::Connection),
    option(u"sasl"_s, {}, G::Connection),
    option(u"sasl-service"_s, {}, G::Connection),
    option(u"root"_s, u"PATH"_s, G::Roots),
    option(u"discover"_s, u"PATH"_s, G::Discover),
    option(u"json"_s, {}, G::Json),
    option(u"pretty"_s, {}, G::Json),
    option(u"admin-port"_s, u"N"_s, G::Diagnostics),
    option(u"long-held"_s, u"[LOCK_PATH=]MS"_s, G::Diagnostics),
    option(u"herd-threshold"_s, u"N"_s, G::Diagnostics),
    option(u"revocation-deadline"_s, u"MS"_s, G::Diagnostics),
    option(u"leader-flapping"_s, u"N:MINUTES"_s, G::Diagnostics),
    option(u"leftover-age"_s, u"DURATION"_s, G::Diagnostics),
    option(u"finding-events"_s, {}, G::FindingEvents),
    option(u"read-only"_s, {}, G::Audit),
    option(u"audit-log"_s, u"FILE"_s, G::Audit),
    option(u"reason"_s, u"TEXT"_s, G::Audit),
    option(u"payload"_s, u"PAYLOAD"_s, G::Revoke),
    option(u"wait"_s, u"MS"_s, G::Revoke),
    option(u"version"_s, u"N"_s, G::Delete),
    ownOption(u"yes"_s, {}, G::Reap),
    ownOption(u"older-than"_s, u"DURATION"_s, G::Reap),
    option(u"scenario"_s, u"NAME"_s, G::Demo),
    option(u"demo-connect"_s, u"HOSTS"_s, G::Demo),
    ownOption(u"tls"_s, {}, G::Demo, u" (to reach a TLS ensemble: --tls-ca, --tls-cert, --tls-key)"_s),
    option(u"listen"_s, u"[ADDR:]PORT"_s, G::Serve),
    option(u"max-locks"_s, u"N"_s, G::Serve),
    ownOption(u"from"_s, u"TIME"_s, G::History),
    ownOption(u"to"_s, u"TIME"_s, G::History),
    ownOption(u"at"_s, u"TIME"_s, G::History),
    ownOption(u"txn-log"_s, u"DIR"_s, G::History),
    option(u"recognisers"_s, u"DIR"_s, G::Recognisers),
};

// The options' part of the usage; the command lists in it come from the table.
QString optionsUsage()
{
    return QStringLiteral(
               "common: --auth digest:USER:PASSWORD (repeatable), --timeout MS (default 10000),\n"
               "        --read-only, --audit-log FILE,\n"
               "        --recognisers DIR (repeatable: recogniser files besides the built-in and the user's)\n"
               "JSON is compact (one line) unless stdout is a terminal or --pretty is given\n"
               "secure ensembles: --tls-ca FILE --tls-cert FILE --tls-key FILE (PEM; a secureClientPort),\n"
               "        --sasl DIGEST-MD5:USER:PASSWORD | GSSAPI [--sasl-service NAME (default zookeeper)]\n"
               "diagnostics (%1): --admin-port N (AdminServer port of every member, default 8080;\n"
               "        0: four-letter words only),\n"
               "        --long-held [LOCK_PATH=]MS (repeatable; default 300000), --herd-threshold N (default 3),\n"
               "        --revocation-deadline MS (default 30000), --leader-flapping N:MINUTES (an election's holder\n"
               "        changing more than N times in MINUTES, default 3:10; 0 turns it off),\n"
               "        --leftover-age DURATION (empty lock parents idle this long, default 1h; 0 turns it off),\n"
               "        --finding-events (%2: stream finding changes)\n")
        .arg(commandsAccepting(G::Diagnostics).join(u", "_s), commandsAccepting(G::FindingEvents).join(u", "_s));
}

} // namespace

std::span<const CommandSpec> commandTable()
{
    return kCommands;
}

const CommandSpec *findCommand(QStringView name)
{
    const auto row =
        std::find_if(kCommands.begin(), kCommands.end(), [name](const CommandSpec &c) { return c.name == name; });
    return row == kCommands.end() ? nullptr : &*row;
}

QStringList commandNames()
{
    QStringList names;
    for (const CommandSpec &command : kCommands)
        names.append(command.name);
    return names;
}

std::span<const OptionSpec> optionTable()
{
    return kOptions;
}

QStringList commandsAccepting(OptionGroup group)
{
    QStringList names;
    for (const CommandSpec &command : kCommands) {
        if (command.accepts.testFlag(group))
            names.append(command.name);
    }
    return names;
}

QStringList optionsOf(const CommandSpec &command)
{
    QStringList options;
    for (const OptionSpec &option : kOptions) {
        if (command.accepts.testFlag(option.group))
            options.append(u"--"_s + option.name);
    }
    return options;
}

QString usageText()
{
    qsizetype width = 0;
    for (const CommandSpec &command : kCommands)
        width = std::max(width, command.name.size());
    const QString indent(width + 3, QLatin1Char(' '));
    QString text =
        u"usage: lockscope-cli COMMAND [options]   (lockscope-cli --version: version and ZooKeeper client)\n"_s;
    for (const CommandSpec &command : kCommands) {
        for (const QString &synopsis : command.synopses)
            text += u"  %1 %2\n"_s.arg(command.name.leftJustified(width), synopsis);
        for (const QString &line : QStringList{command.summary} + command.notes)
            text += indent + line + QLatin1Char('\n');
    }
    return text + optionsUsage();
}

} // namespace lockscope::cli
