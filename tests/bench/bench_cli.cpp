// SPDX-License-Identifier: Apache-2.0

// Process against process on the same data: `lockscope-cli snapshot` (JSON and table, explicit
// roots and discovery) against the minimal raw read of the same tree (rawfloor: C and the
// ZooKeeper client alone, every child's data pipelined behind its listing: the floor), the
// earlier floor beside it for continuity (bench_rawread, Qt-linked, also reading each parent's
// data), and the walk tree browsers do (bench_rawread --sync). Each figure is a median of
// alternating runs. Each run of a variant is paired with a run of the floor right before or after
// it: its ratio to the floor is the median of the pairs' ratios, which the machine's drift
// between rounds cannot move.
//
// Run: build/tests/bench/bench_cli [dense|sparse|million]... [rounds]
// (LOCKSCOPE_BENCH_BASELINE_CLI=path: another build's lockscope-cli, timed beside this one)
//   dense    1,000 lock parents x 20 nodes
//   sparse   200,000 plain nodes (topic metadata) holding 100 locks x 5: discovery's cost
//   million  50,000 lock parents x 20 nodes (1,000,000 lock nodes)
//   hold, hold-sparse, hold-million  the dense, sparse or million data, then waits (prints the
//            connect string) for profiling by hand
//   hold-live-million  a million ephemeral nodes (50,000 parents x 20, /live/lock-NNNNN, owned by
//            the bench's session): a tree of live locks, where rawfloor's tree is persistent and
//            raises a persistent-node finding per node
#include "BenchServer.h"
#include "BenchTree.h"
#include "ChildProcess.h"
#include "RawZooKeeper.h"

#include <QCoreApplication>
#include <QTemporaryFile>
#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using namespace lockscope;
using namespace lockscope::bench;

namespace {

struct Variant {
    std::string name;
    std::vector<std::string> argv;
    int rounds; // the synchronous walk is slow: fewer rounds
    std::vector<qint64> wall, cpu;
    std::vector<double> floorRatio; // the floor's time just before each run over that run's
    qint64 outputBytes = 0;
    int failures = 0;
};

double medianRatio(std::vector<double> ratios)
{
    if (ratios.empty())
        return 0;
    std::sort(ratios.begin(), ratios.end());
    const size_t n = ratios.size();
    return n % 2 ? ratios[n / 2] : (ratios[n / 2 - 1] + ratios[n / 2]) / 2;
}

std::string binary(const char *name)
{
    return QString(QCoreApplication::applicationDirPath() + QLatin1Char('/') + QLatin1String(name)).toStdString();
}

// floorArgs: rawfloor's "ROOTS PER" for a tree it populated (/bench/lockNNNNN), else empty and
// the earlier floor (bench_rawread) is the floor.
void compare(const QString &connect, const QString &root, const QStringList &lockParents, int rounds,
             const std::vector<std::string> &floorArgs = {})
{
    const std::string hosts = connect.toStdString();
    const std::string cli = LOCKSCOPE_CLI;
    const std::string raw = binary("bench_rawread");
    std::vector<std::string> roots;
    for (const QString &parent : lockParents) {
        roots.push_back("--root");
        roots.push_back(parent.toStdString());
    }
    const auto snapshot = [&](bool json, bool discover, const std::string &binary) {
        std::vector<std::string> argv{binary, "snapshot", "--connect", hosts, "--timeout", "600000"};
        if (discover) {
            argv.push_back("--discover");
            argv.push_back(root.toStdString());
        } else {
            argv.insert(argv.end(), roots.begin(), roots.end());
        }
        if (json)
            argv.push_back("--json");
        return argv;
    };
    std::vector<Variant> variants;
    if (!floorArgs.empty()) {
        std::vector<std::string> argv{binary("rawfloor"), hosts};
        argv.insert(argv.end(), floorArgs.begin(), floorArgs.end());
        argv.push_back("read");
        variants.push_back({"rawfloor read (floor)", argv, rounds, {}, {}, {}});
        variants.push_back({"bench_rawread (earlier floor)", {raw, hosts, root.toStdString()}, rounds, {}, {}, {}});
    } else {
        variants.push_back({"raw pipelined C client (floor)", {raw, hosts, root.toStdString()}, rounds, {}, {}, {}});
    }
    const size_t walk = variants.size();
    variants.push_back(
        {"synchronous walk", {raw, hosts, root.toStdString(), "--sync"}, std::min(rounds, 2), {}, {}, {}});
    // LOCKSCOPE_BENCH_BASELINE_CLI: another build's lockscope-cli, timed in the same rounds.
    const std::string baseline = qEnvironmentVariable("LOCKSCOPE_BENCH_BASELINE_CLI").toStdString();
    for (const std::string &binary : {cli, baseline}) {
        if (binary.empty())
            continue;
        const std::string who = binary == cli ? "cli" : "baseline";
        variants.push_back({who + " snapshot --discover --json", snapshot(true, true, binary), rounds, {}, {}, {}});
        variants.push_back({who + " snapshot --discover (table)", snapshot(false, true, binary), rounds, {}, {}, {}});
        if (!roots.empty() && lockParents.size() <= 5000) { // beyond that, an argv no shell would pass
            variants.push_back({who + " snapshot --root... --json", snapshot(true, false, binary), rounds, {}, {}, {}});
            variants.push_back(
                {who + " snapshot --root... (table)", snapshot(false, false, binary), rounds, {}, {}, {}});
        }
    }
    QTemporaryFile output;
    output.open();
    runChild(variants.front().argv, output.fileName()); // warm the server
    const auto runOnce = [&](Variant &variant) -> std::optional<qint64> {
        const ChildRun run = runChild(variant.argv, output.fileName());
        if (run.exitCode != 0) {
            ++variant.failures;
            return std::nullopt;
        }
        variant.wall.push_back(run.wallMs);
        variant.cpu.push_back(run.cpuMs);
        variant.outputBytes = run.outputBytes;
        return run.wallMs;
    };
    Variant &floor = variants.front();
    for (int round = 0; round < rounds; ++round) {
        for (size_t v = 1; v < variants.size(); ++v) {
            Variant &variant = variants[v];
            if (round >= variant.rounds)
                continue;
            // Either may leave the server busier for the next (its garbage, its cache): which of
            // the two goes first alternates.
            std::optional<qint64> floorMs;
            std::optional<qint64> ms;
            if (round % 2 == 0) {
                floorMs = runOnce(floor);
                ms = runOnce(variant);
            } else {
                ms = runOnce(variant);
                floorMs = runOnce(floor);
            }
            if (floorMs && ms && *ms > 0)
                variant.floorRatio.push_back(double(*floorMs) / double(*ms));
        }
    }
    floor.floorRatio = {1.0};
    const double walkMs = double(median(variants[walk].wall));
    std::printf("  %-38s %9s %9s %10s %9s %9s\n", "process", "wall ms", "cpu ms", "output", "vs floor", "vs walk");
    for (const Variant &variant : variants) {
        const double ms = double(median(variant.wall));
        std::printf("  %-38s %9.0f %9lld %10lld %8.2fx %8.1fx%s\n", variant.name.c_str(), ms,
                    static_cast<long long>(median(variant.cpu)), static_cast<long long>(variant.outputBytes),
                    medianRatio(variant.floorRatio), walkMs / ms, variant.failures ? "  (some runs failed)" : "");
    }
    std::printf("  (vs floor: median over pairs run back to back of the floor's time over this one's, target >= 0.9x;\n"
                "   vs walk: the walk's median time over this one's, target >= 3x)\n\n");
    std::fflush(stdout);
}

// The tree rawfloor writes (/bench/lockNNNNN, Curator-named children, "10.0.0.5"): the floor
// reads exactly what the others read.
void dense(const QString &connect, int locks, int perLock, int rounds)
{
    const std::vector<std::string> floorArgs{std::to_string(locks), std::to_string(perLock)};
    std::vector<std::string> populate{binary("rawfloor"), connect.toStdString()};
    populate.insert(populate.end(), floorArgs.begin(), floorArgs.end());
    populate.push_back("populate");
    QTemporaryFile output;
    output.open();
    if (runChild(populate, output.fileName()).exitCode != 0) {
        std::printf("rawfloor populate failed\n");
        return;
    }
    QStringList parents;
    for (int i = 0; i < locks; ++i)
        parents << QStringLiteral("/bench/lock%1").arg(i, 5, 10, QLatin1Char('0'));
    std::printf("%d lock parents x %d nodes, median of %d alternating runs (2 for the walk)\n", locks, perLock, rounds);
    compare(connect, QStringLiteral("/bench"), parents, rounds, floorArgs);
}

// Kafka-like metadata: /sparse/topics/t-NNNNN/partitions/N/state, 200,000 nodes in all, and
// 100 lock parents x 5 under /sparse/locks. Returns the lock parents.
QStringList createSparse(RawZooKeeper &writer)
{
    const QString root = QStringLiteral("/sparse");
    QStringList paths{root, root + QStringLiteral("/topics")};
    for (int topic = 0; paths.size() < 200000; ++topic) {
        const QString t = QStringLiteral("%1/topics/t-%2").arg(root).arg(topic, 5, 10, QLatin1Char('0'));
        paths << t << t + QStringLiteral("/partitions");
        for (int p = 0; p < 24; ++p)
            paths << QStringLiteral("%1/partitions/%2").arg(t).arg(p)
                  << QStringLiteral("%1/partitions/%2/state").arg(t).arg(p);
    }
    writer.createAll(
        paths, false,
        QByteArrayLiteral(R"({"controller_epoch":1,"leader":1,"version":1,"leader_epoch":0,"isr":[1,2,3]})"));
    return populate(writer, root + QStringLiteral("/locks"), 100, 5);
}

void sparse(const QString &connect, int rounds)
{
    RawZooKeeper writer(connect);
    const QStringList parents = createSparse(writer);
    std::printf("200,000 plain nodes holding 100 lock parents x 5 nodes, median of %d alternating runs\n", rounds);
    compare(connect, QStringLiteral("/sparse"), parents, rounds);
}

// Keeps the server up until the bench is killed. The event loop drains the server's output: a
// server whose log pipe fills (a stack trace per refused four-letter word) stops answering.
int holdServer()
{
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // a line as soon as it is known: these runs last minutes
    QCoreApplication app(argc, argv);
    QStringList which = app.arguments().mid(1);
    int rounds = 7;
    if (!which.isEmpty() && which.last().toInt() > 0)
        rounds = which.takeLast().toInt();
    if (which.isEmpty())
        which = {QStringLiteral("dense"), QStringLiteral("sparse")};
    LocalZooKeeper::Options options;
    if (std::any_of(which.begin(), which.end(), [](const QString &name) { return name.endsWith(u"million"); }))
        options.jvmArguments << QStringLiteral("-Xmx6g");
    const auto server = startServer(options);
    if (!server)
        return 1;
    const QString connect = server->connectString();
    for (const QString &name : which) {
        if (name == u"dense")
            dense(connect, 1000, 20, rounds);
        else if (name == u"sparse")
            sparse(connect, rounds);
        else if (name == u"hold" || name == u"hold-sparse") {
            RawZooKeeper writer(connect);
            if (name == u"hold")
                populate(writer, QStringLiteral("/dense1000"), 1000, 20);
            else
                createSparse(writer);
            std::printf("%s\n", qPrintable(connect));
            std::fflush(stdout);
            return holdServer();
        } else if (name == u"hold-million") {
            QTemporaryFile output;
            output.open();
            if (runChild({binary("rawfloor"), connect.toStdString(), "50000", "20", "populate"}, output.fileName())
                    .exitCode
                != 0)
                return 1;
            std::printf("%s\n", qPrintable(connect));
            std::fflush(stdout);
            return holdServer();
        } else if (name == u"hold-live-million") {
            RawZooKeeper writer(connect);
            populate(writer, QStringLiteral("/live"), 50000, 20);
            std::printf("%s\n", qPrintable(connect));
            std::fflush(stdout);
            return holdServer();
        } else if (name == u"million")
            dense(connect, 50000, 20, std::min(rounds, 3));
    }
    return 0;
}
