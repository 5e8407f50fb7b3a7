// SPDX-License-Identifier: Apache-2.0

// The option groups with values to check: diagnostics, serve, history and reap.
#include "ParseSteps.h"

#include "platform/TextFormat.h"
#include "zk/ZkPaths.h"

#include <QCommandLineParser>

namespace lockscope::cli {

using namespace Qt::StringLiterals;

namespace {

// --long-held [LOCK_PATH=]MS, repeatable: the default, or one lock's.
QString readLongHeld(const QStringList &values, DiagnosticsSettings &settings)
{
    for (const QString &value : values) {
        const qsizetype equals = value.lastIndexOf(QLatin1Char('='));
        const auto ms = parsePositiveInt(equals < 0 ? value : value.mid(equals + 1), true);
        if (!ms)
            return u"--long-held takes [LOCK_PATH=]MS, MS a whole number of milliseconds (0: off)"_s;
        if (equals < 0) {
            settings.longHeldMs = *ms;
            continue;
        }
        const QString lock = value.left(equals);
        if (QString problem = pathProblem(lock); !problem.isEmpty())
            return u"bad path \"%1\" in --long-held: %2"_s.arg(lock, problem);
        settings.longHeldMsByLock.append({lock, *ms});
    }
    return {};
}

// --leader-flapping N:MINUTES, or 0.
QString readLeaderFlapping(const QString &value, DiagnosticsSettings &settings)
{
    const qsizetype colon = value.indexOf(QLatin1Char(':'));
    const auto changes = parsePositiveInt(colon < 0 ? value : value.left(colon), true);
    const std::optional<int> minutes =
        colon < 0 ? std::optional<int>(10) : parsePositiveInt(value.mid(colon + 1), false);
    if (!changes || !minutes || *minutes > 24 * 60 || (colon < 0 && *changes != 0))
        return u"--leader-flapping takes N:MINUTES (more than N new holders within MINUTES, "
               "1 to 1440), or 0 to turn it off"_s;
    settings.flappingChanges = qMin(*changes, 1000);
    settings.flappingWindowMs = qint64(*minutes) * 60000;
    return {};
}

// --listen [ADDR:]PORT, ADDR an IP address ([...] for IPv6) or localhost; 127.0.0.1 when left out.
QString readListen(const QString &value, CliOptions &o)
{
    const qsizetype colon = value.lastIndexOf(QLatin1Char(':'));
    QString address = colon < 0 ? QString() : value.left(colon);
    if (address.startsWith(QLatin1Char('[')) && address.endsWith(QLatin1Char(']')))
        address = address.mid(1, address.size() - 2);
    const auto port = parsePositiveInt(value.mid(colon + 1), true);
    if (!port || *port > 65535)
        return u"--listen takes [ADDR:]PORT, PORT from 0 (any free port) to 65535"_s;
    if (!address.isEmpty())
        o.listenAddress = address;
    o.listenPort = quint16(*port);
    return {};
}

} // namespace

std::optional<int> parsePositiveInt(const QString &text, bool allowZero)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < (allowZero ? 0 : 1))
        return std::nullopt;
    return value;
}

QString misplacedOption(const QCommandLineParser &parser, OptionGroup group)
{
    for (const OptionSpec &option : optionTable()) {
        if (option.group == group && option.rejectedElsewhere && parser.isSet(option.name))
            return u"--%1 is an option of %2%3"_s.arg(option.name, commandsAccepting(group).join(u", "_s), option.hint);
    }
    return {};
}

// Read whatever the command: where they do nothing they are still checked, as they always were.
QString readDiagnostics(const ParseInput &in, CliOptions &o)
{
    const QCommandLineParser &parser = in.parser;
    DiagnosticsSettings &settings = o.diagnostics;
    if (parser.isSet(u"admin-port"_s)) {
        // 0: four-letter words only, where the AdminServer is off or firewalled (each try of one
        // that does not answer costs a request timeout).
        const auto port = parsePositiveInt(parser.value(u"admin-port"_s), true);
        if (!port || *port > 65535)
            return u"--admin-port takes a TCP port (1-65535), or 0 for no AdminServer"_s;
        settings.adminPort = quint16(*port);
    }
    if (QString problem = readLongHeld(parser.values(u"long-held"_s), settings); !problem.isEmpty())
        return problem;
    if (parser.isSet(u"herd-threshold"_s)) {
        const auto n = parsePositiveInt(parser.value(u"herd-threshold"_s), false);
        if (!n || *n < 2)
            return u"--herd-threshold takes a number of sessions from 2"_s;
        settings.herdThreshold = *n;
    }
    if (parser.isSet(u"revocation-deadline"_s)) {
        const auto ms = parsePositiveInt(parser.value(u"revocation-deadline"_s), false);
        if (!ms)
            return u"--revocation-deadline takes a whole number of milliseconds above 0"_s;
        settings.revocationDeadlineMs = *ms;
    }
    if (parser.isSet(u"leader-flapping"_s)) {
        if (QString problem = readLeaderFlapping(parser.value(u"leader-flapping"_s), settings); !problem.isEmpty())
            return problem;
    }
    if (parser.isSet(u"leftover-age"_s)) {
        const QString value = parser.value(u"leftover-age"_s);
        const std::optional<qint64> ms = value == u"0" ? std::optional<qint64>(0) : parseDuration(value);
        if (!ms)
            return u"--leftover-age takes a duration (30m, 1h, 2d), or 0 to turn it off"_s;
        settings.leftoverAgeMs = *ms;
    }
    o.findingEvents = parser.isSet(u"finding-events"_s);
    return {};
}

// --listen only for the command that serves (elsewhere ignored); --max-locks checked everywhere.
QString readServe(const ParseInput &in, CliOptions &o)
{
    if (in.accepts(OptionGroup::Serve)) {
        if (!in.parser.isSet(u"listen"_s))
            return u"%1 needs --listen [ADDR:]PORT"_s.arg(in.command.name);
        if (QString problem = readListen(in.parser.value(u"listen"_s), o); !problem.isEmpty())
            return problem;
    }
    if (in.parser.isSet(u"max-locks"_s)) {
        const auto n = parsePositiveInt(in.parser.value(u"max-locks"_s), true);
        if (!n)
            return u"--max-locks takes a number of locks from 0"_s;
        o.maxLocks = *n;
    }
    return {};
}

// --txn-log DIR (twice for a server whose dataLogDir is apart) and the TIME options.
QString readHistory(const ParseInput &in, CliOptions &o)
{
    if (!in.accepts(OptionGroup::History))
        return misplacedOption(in.parser, OptionGroup::History);
    const std::pair<QString, std::optional<qint64> *> times[] = {
        {u"from"_s, &o.fromMs}, {u"to"_s, &o.toMs}, {u"at"_s, &o.atMs}};
    for (const auto &[name, target] : times) {
        if (!in.parser.isSet(name))
            continue;
        *target = parseTime(in.parser.value(name));
        if (!*target)
            return u"--%1 takes an ISO-8601 time (2026-11-23T03:12:00Z) or milliseconds since the epoch, "
                   "not \"%2\""_s.arg(name, in.parser.value(name));
    }
    o.txnLogs = in.parser.values(u"txn-log"_s);
    if (o.txnLogs.isEmpty())
        return u"%1 needs --txn-log DIR (a ZooKeeper data directory)"_s.arg(in.command.name);
    if (o.atMs && (o.fromMs || o.toMs))
        return u"--at shows one moment: leave out --from and --to"_s;
    if (o.fromMs && o.toMs && *o.fromMs > *o.toMs)
        return u"--from is later than --to"_s;
    return {};
}

// --root PATH once, --older-than DURATION, --yes.
QString readReap(const ParseInput &in, CliOptions &o)
{
    if (!in.accepts(OptionGroup::Reap))
        return misplacedOption(in.parser, OptionGroup::Reap);
    o.yes = in.parser.isSet(u"yes"_s);
    if (o.roots.size() != 1 || !o.discover.isEmpty())
        return u"%1 takes exactly one --root PATH"_s.arg(in.command.name);
    if (in.parser.isSet(u"older-than"_s)) {
        const QString value = in.parser.value(u"older-than"_s);
        const std::optional<qint64> ms = parseDuration(value);
        if (!ms)
            return u"--older-than takes a duration: a whole number and s, m, h or d (30m, 1h, 2d), "
                   "not \"%1\""_s.arg(value);
        o.olderThanMs = *ms;
    }
    return {};
}

} // namespace lockscope::cli
