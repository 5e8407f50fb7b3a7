// SPDX-License-Identifier: Apache-2.0

#include "sim/SimOptions.h"

#include "zk/ConnectionOptions.h"
#include "zk/ZkPaths.h"

#include <QCommandLineParser>

namespace lockscope {
namespace {

const ConnectionOptions::Offered kConnectionOptions = ConnectionOptions::Connect | ConnectionOptions::SessionTimeout
    | ConnectionOptions::Timeout | ConnectionOptions::Tls | ConnectionOptions::Sasl;

QString usage(const ConnectionOptions &connection)
{
    QStringList kinds;
    for (SimKind kind : allSimKinds())
        kinds << simKindName(kind);
    return QStringLiteral("Usage: lockscope-sim --connect HOSTS --kind KIND --lock PATH [options]\n"
                          "A simulated ZooKeeper lock client with its own session; logs each step on stdout.\n"
                          "\n"
                          "%2"
                          "  --kind KIND              %1\n"
                          "  --lock PATH              lock parent (herd: the lock node; semaphore: its node)\n"
                          "  --second-lock PATH       deadlock: the lock wanted while holding --lock\n"
                          "  --hold MS                time a lock is held (default 1000)\n"
                          "  --think MS               pause between rounds, varied a little (default 1000)\n"
                          "  --id NAME                stored as node data (default KIND-PID)\n"
                          "  --rounds N               rounds before a clean exit, 0 = forever (default 0)\n"
                          "  --leases N               semaphore size when its node does not hold one (default 2)\n"
                          "  --version                print the version and the ZooKeeper client in use\n"
                          "\n"
                          "Exits 0 on SIGINT/SIGTERM after closing its session, 1 when the ensemble cannot be\n"
                          "reached or the session is lost, 2 on bad arguments. crasher and leaky end with\n"
                          "exit code 3 without closing their session.\n")
        .arg(kinds.join(QLatin1String(", ")), connection.help(27));
}

// A whole number >= minimum, or nullopt.
std::optional<int> parseNumber(const QString &text, int minimum)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < minimum)
        return std::nullopt;
    return value;
}

} // namespace

SimParseResult parseSimArguments(const QStringList &arguments)
{
    SimParseResult result;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const auto valueOption = [](const char *name, const char *valueName) {
        return QCommandLineOption(QString::fromLatin1(name), QString(), QString::fromLatin1(valueName));
    };
    const ConnectionOptions connection(kConnectionOptions);
    const QCommandLineOption kind = valueOption("kind", "KIND");
    const QCommandLineOption lock = valueOption("lock", "PATH");
    const QCommandLineOption secondLock = valueOption("second-lock", "PATH");
    const QCommandLineOption hold = valueOption("hold", "MS");
    const QCommandLineOption think = valueOption("think", "MS");
    const QCommandLineOption id = valueOption("id", "NAME");
    const QCommandLineOption rounds = valueOption("rounds", "N");
    const QCommandLineOption leases = valueOption("leases", "N");
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    connection.addTo(parser);
    parser.addOptions({kind, lock, secondLock, hold, think, id, rounds, leases, help});

    if (!parser.parse(arguments)) {
        result.error = parser.errorText();
        return result;
    }
    if (parser.isSet(help)) {
        result.helpRequested = true;
        result.helpText = usage(connection);
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        result.error = QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first());
        return result;
    }

    SimOptions o;
    ConnectionArguments connectionArguments;
    if (const QString error = connection.read(parser, connectionArguments); !error.isEmpty()) {
        result.error = error;
        return result;
    }
    o.connect = connectionArguments.connect;
    o.sessionTimeoutMs = connectionArguments.sessionTimeoutMs.value_or(o.sessionTimeoutMs);
    o.timeoutMs = connectionArguments.timeoutMs.value_or(o.timeoutMs);
    o.tls = connectionArguments.tls;
    o.sasl = connectionArguments.sasl;
    if (o.connect.isEmpty()) {
        result.error = QStringLiteral("--connect HOSTS is required");
        return result;
    }
    const std::optional<SimKind> parsedKind = simKindFromName(parser.value(kind));
    if (!parsedKind) {
        result.error = parser.isSet(kind) ? QStringLiteral("unknown --kind \"%1\"").arg(parser.value(kind))
                                          : QStringLiteral("--kind KIND is required");
        return result;
    }
    o.kind = *parsedKind;

    o.lock = parser.value(lock);
    if (o.lock.isEmpty()) {
        result.error = QStringLiteral("--lock PATH is required");
        return result;
    }
    if (const QString problem = pathProblem(o.lock); !problem.isEmpty()) {
        result.error = QStringLiteral("--lock: %1").arg(problem);
        return result;
    }
    if (o.lock == u"/") {
        result.error = QStringLiteral("--lock cannot be the root node");
        return result;
    }
    o.secondLock = parser.value(secondLock);
    if (o.kind == SimKind::Deadlock) {
        if (o.secondLock.isEmpty()) {
            result.error = QStringLiteral("--kind deadlock needs --second-lock PATH");
            return result;
        }
        if (const QString problem = pathProblem(o.secondLock); !problem.isEmpty() || o.secondLock == u"/") {
            result.error = QStringLiteral("--second-lock: %1")
                               .arg(problem.isEmpty() ? QStringLiteral("not the root node") : problem);
            return result;
        }
        if (o.secondLock == o.lock) {
            result.error = QStringLiteral("--second-lock must differ from --lock");
            return result;
        }
    } else if (!o.secondLock.isEmpty()) {
        result.error = QStringLiteral("--second-lock is for --kind deadlock only");
        return result;
    }

    struct NumberOption {
        const QCommandLineOption &option;
        int *target;
        int minimum;
        const char *what;
    };
    const NumberOption numbers[] = {
        {hold, &o.holdMs, 0, "milliseconds from 0"},
        {think, &o.thinkMs, 0, "milliseconds from 0"},
        {rounds, &o.rounds, 0, "count from 0"},
        {leases, &o.leases, 1, "count above 0"},
    };
    for (const NumberOption &number : numbers) {
        if (!parser.isSet(number.option))
            continue;
        const std::optional<int> value = parseNumber(parser.value(number.option), number.minimum);
        if (!value) {
            result.error = QStringLiteral("--%1 takes a whole number (%2)")
                               .arg(number.option.names().first(), QString::fromLatin1(number.what));
            return result;
        }
        *number.target = *value;
    }
    o.id = parser.value(id);
    result.options = o;
    return result;
}

QStringList simArguments(const SimOptions &options)
{
    ConnectionArguments connection;
    connection.connect = options.connect;
    connection.sessionTimeoutMs = options.sessionTimeoutMs;
    connection.timeoutMs = options.timeoutMs;
    connection.tls = options.tls;
    connection.sasl = options.sasl;
    QStringList arguments = ConnectionOptions::toArguments(connection);
    arguments << QStringLiteral("--kind") << simKindName(options.kind) << QStringLiteral("--lock") << options.lock
              << QStringLiteral("--hold") << QString::number(options.holdMs) << QStringLiteral("--think")
              << QString::number(options.thinkMs) << QStringLiteral("--rounds") << QString::number(options.rounds);
    if (!options.secondLock.isEmpty())
        arguments << QStringLiteral("--second-lock") << options.secondLock;
    if (!options.id.isEmpty())
        arguments << QStringLiteral("--id") << options.id;
    if (options.kind == SimKind::Semaphore)
        arguments << QStringLiteral("--leases") << QString::number(options.leases);
    return arguments;
}

} // namespace lockscope
