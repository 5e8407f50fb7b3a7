// SPDX-License-Identifier: Apache-2.0

#pragma once
// Every lockscope-cli command is one row of commandTable(): dispatch, the usage text and the
// parser's per-command checks read the rows, and tst_commandtable holds the bash completion and
// the man page to them. Adding a command is adding a row (and its completion and man entries).

#include <QFlags>
#include <QString>
#include <QStringList>
#include <span>

namespace lockscope::cli {

class CliContext;

// Options that belong together; each command accepts some groups.
enum class OptionGroup : quint32 {
    Connection = 0x1, // --connect --auth --tls-ca --tls-cert --tls-key --sasl --sasl-service
    Timeout = 0x2, // --timeout
    Roots = 0x4, // --root
    Discover = 0x8, // --discover
    Json = 0x10, // --json --pretty
    Diagnostics = 0x20, // --admin-port ... --leftover-age
    FindingEvents = 0x40, // --finding-events
    Audit = 0x80, // --read-only --audit-log --reason: the commands that write
    Revoke = 0x100, // --payload --wait
    Delete = 0x200, // --version N
    Reap = 0x400, // --yes --older-than
    Demo = 0x800, // --scenario --demo-connect --tls
    Serve = 0x1000, // --listen --max-locks
    History = 0x2000, // --from --to --at --txn-log
    Recognisers = 0x4000, // --recognisers DIR: every command that reads an ensemble or a record
};
Q_DECLARE_FLAGS(OptionGroups, OptionGroup)

// What a command cannot run without, checked after every option has been read.
enum class Need : quint32 {
    Connect = 0x1, // --connect HOSTS
    Target = 0x2, // at least one --root or --discover
    Json = 0x4, // --json (the command streams JSON lines)
    NodePath = 0x8, // exactly one NODE_PATH argument; a command without this need takes none
    Arguments = 0x10, // a subcommand and its arguments, which the command checks itself
};
Q_DECLARE_FLAGS(Needs, Need)

struct CommandSpec {
    QString name;
    QStringList synopses; // what follows the name in the usage, one line per form
    QString summary; // one line under the synopses
    QStringList notes; // further usage lines (formats of values)
    OptionGroups accepts;
    Needs needs;
    int (*run)(CliContext &context);
};

struct OptionSpec {
    QString name; // without "--"
    QString valueName; // empty for a switch, and for the options ConnectionOptions declares
    OptionGroup group;
    // Given to a command that does not accept its group: a usage error. Other options are ignored
    // there, as they always were (scripts pass them).
    bool rejectedElsewhere = false;
    QString hint; // appended to that error
};

std::span<const CommandSpec> commandTable();
const CommandSpec *findCommand(QStringView name);
QStringList commandNames();
// Every option of every group (the connection ones are declared by ConnectionOptions).
std::span<const OptionSpec> optionTable();
// The names of the commands that accept `group`, in table order.
QStringList commandsAccepting(OptionGroup group);
// The options `command` accepts, "--name" each, in table order.
QStringList optionsOf(const CommandSpec &command);
QString usageText();

} // namespace lockscope::cli

Q_DECLARE_OPERATORS_FOR_FLAGS(lockscope::cli::OptionGroups)
Q_DECLARE_OPERATORS_FOR_FLAGS(lockscope::cli::Needs)
