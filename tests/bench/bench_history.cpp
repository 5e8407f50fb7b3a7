// SPDX-License-Identifier: Apache-2.0

// `lockscope-cli history` over a transaction log of a chosen size (1 GB by default), written by a
// real server while one client hands locks over in many lock parents as fast as it can. The
// replay runs over the first eighth, quarter, half and all of the log (--to), so that its
// cost per MB of log shows whether time and memory grow linearly. Baselines from the same run:
// reading the log files (cat, the disk's floor) and the replay of the snapshot alone.
//
// Run: build/tests/bench/bench_history [MB] [lock parents] [KEEP_DIR]
//   KEEP_DIR: the server's files are copied there, for profiling the replay by hand
#include "ChildProcess.h"
#include "RawZooKeeper.h"

#include "server/LocalZooKeeper.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace lockscope;
using namespace lockscope::bench;

namespace {

// A log file's records without the zeros the server preallocates after them.
qint64 contentBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    constexpr qint64 kChunk = 1 << 20;
    for (qint64 end = file.size(); end > 0;) {
        const qint64 start = qMax<qint64>(0, end - kChunk);
        file.seek(start);
        const QByteArray chunk = file.read(end - start);
        for (qint64 i = chunk.size() - 1; i >= 0; --i) {
            if (chunk[i] != '\0')
                return start + i + 1;
        }
        end = start;
    }
    return 0;
}

QStringList logFiles(const QString &dir)
{
    QStringList paths;
    const QDir folder(dir + QStringLiteral("/version-2"));
    for (const QString &name : folder.entryList({QStringLiteral("log.*")}, QDir::Files))
        paths << folder.filePath(name);
    return paths;
}

qint64 logBytes(const QString &dir)
{
    qint64 total = 0;
    for (const QString &path : logFiles(dir))
        total += contentBytes(path);
    return total;
}

void print(const char *what, const ChildRun &run, double mb, const ChildRun &base)
{
    std::printf("%-34s %8.1f MB %8.1f s wall %8.1f s CPU %7.1f MB RSS", what, mb, run.wallMs / 1000.0,
                run.cpuMs / 1000.0, run.maxRssKb / 1024.0);
    if (mb > 0 && base.exitCode == 0) {
        std::printf("   per MB of log: %5.1f ms CPU, %5.2f MB RSS above the snapshot alone",
                    (run.cpuMs - base.cpuMs) / mb, (run.maxRssKb - base.maxRssKb) / 1024.0 / mb);
    }
    std::printf("%s\n", run.exitCode == 0 ? "" : "   FAILED");
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 targetMb = argc > 1 ? QByteArray(argv[1]).toLongLong() : 1024;
    const int parentCount = argc > 2 ? QByteArray(argv[2]).toInt() : 500;
    const QString keep = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QString();

    LocalZooKeeper::Options options;
    options.jvmArguments = {QStringLiteral("-Dzookeeper.snapCount=2000000")};
    LocalZooKeeper server(options);
    if (!server.start()) {
        std::fprintf(stderr, "bench_history: %s\n", qPrintable(server.errorString()));
        return 1;
    }
    const QString dataDir = server.dataDirectory();
    QStringList parents;
    for (int i = 0; i < parentCount; ++i)
        parents << QStringLiteral("/bench/locks/l%1").arg(i, 5, 10, QLatin1Char('0'));
    const QByteArray owner("worker-17.example.com:41234 pid 4242 thread pool-3");
    const qint64 startMs = QDateTime::currentMSecsSinceEpoch();
    const qint64 generateStart = monotonicMs();
    qint64 rounds = 0;
    qint64 bytes = 0;
    // (wall clock, log bytes) after each batch: a --to cut at such a moment covers that much log,
    // whatever the pace of writing was (it varies with the machine's load).
    std::vector<std::pair<qint64, qint64>> checkpoints;
    {
        RawZooKeeper client(server.connectString());
        client.createAll({QStringLiteral("/bench"), QStringLiteral("/bench/locks")}, false, {});
        client.createAll(parents, false, {});
        constexpr int kBatch = 200;
        while ((bytes = logBytes(dataDir)) < targetMb * 1024 * 1024) {
            checkpoints.emplace_back(QDateTime::currentMSecsSinceEpoch(), bytes);
            client.handOffs(parents, int(rounds), kBatch, owner);
            rounds += kBatch;
            std::fprintf(stderr, "\rwritten %lld MB of log (%lld hand-offs)", bytes >> 20, rounds * parentCount);
        }
    }
    const qint64 endMs = QDateTime::currentMSecsSinceEpoch();
    server.stop();
    bytes = logBytes(dataDir);
    const double totalMb = double(bytes) / (1024 * 1024);
    std::fprintf(stderr, "\n");
    std::printf("log: %.1f MB of records in %lld files, %lld transactions' worth of hand-offs in %lld lock parents, "
                "written in %.0f s\n",
                totalMb, qint64(logFiles(dataDir).size()), rounds * parentCount * 2, qint64(parentCount),
                (monotonicMs() - generateStart) / 1000.0);

    std::vector<std::string> cat{"/bin/cat"};
    for (const QString &path : logFiles(dataDir))
        cat.push_back(path.toStdString());
    const auto history = [&](qint64 toMs) {
        return std::vector<std::string>{LOCKSCOPE_CLI, "history", "--txn-log", dataDir.toStdString(),
                                        "--discover",  "/",       "--to",      std::to_string(toMs),
                                        "--json"};
    };
    const QString sink = QStringLiteral("/dev/null");
    runChild(cat, sink); // the files in the page cache for every run alike
    print("cat the logs (the disk's floor)", runChild(cat, sink), totalMb, ChildRun{});
    if (!keep.isEmpty()) {
        runChild({"/bin/cp", "-r", QString(dataDir + QStringLiteral("/version-2")).toStdString(), keep.toStdString()},
                 sink);
        std::printf("files kept in %s\n", qPrintable(keep));
    }
    // The oldest snapshot's moment: nothing after it is replayed.
    const ChildRun base = runChild(history(startMs - 1), sink);
    print("history: the snapshot alone", base, 0, ChildRun{});
    checkpoints.emplace_back(endMs, bytes);
    for (const int eighths : {1, 2, 4, 8}) {
        const auto cut = std::find_if(checkpoints.begin(), checkpoints.end(),
                                      [&](const auto &checkpoint) { return checkpoint.second * 8 >= bytes * eighths; });
        const std::string what = "history --json, " + std::to_string(eighths) + "/8 of the log";
        print(what.c_str(), runChild(history(cut->first), sink), double(cut->second) / (1024 * 1024), base);
    }
    return 0;
}
