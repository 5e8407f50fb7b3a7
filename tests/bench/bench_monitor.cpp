// SPDX-License-Identifier: Apache-2.0

// The monitor's speed and memory, each against a baseline measured in the same run:
//  1. initial snapshot of 1,000 lock parents x 20 nodes vs a raw pipelined C-client read and
//     vs the synchronous walk tree browsers do;
//  2. change latency (create/delete by another session -> monitor event) under ~200 hand-offs/s
//     across 50 locks;
//  3. resident memory per monitored node at 100,000 nodes.
// Prints figures; it is not a pass/fail test (shared machines are noisy).
#include "BenchServer.h"
#include "BenchTree.h"
#include "ChildProcess.h"
#include "RawZooKeeper.h"

#include "monitor/LockMonitor.h"
#include "zk/ZkSession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QTimer>
#include <QUuid>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <malloc.h>
#include <unistd.h>

using namespace lockscope;
using namespace lockscope::bench;

namespace {

struct MonitorRun {
    qint64 ms = -1;
    qsizetype nodes = 0;
};

MonitorRun timeMonitor(const QString &connect, const QString &root)
{
    ZkSession session(ZkSession::Options{connect, 30000, {}});
    session.open();
    if (!spinUntil([&] { return session.isConnected(); }, 20000))
        return {};
    QElapsedTimer timer;
    timer.start();
    LockMonitor monitor(&session);
    monitor.addDiscovery(root);
    if (!spinUntil([&] { return monitor.isSynced(); }, 120000))
        return {};
    return {timer.elapsed(), monitor.nodeCount()};
}

void benchInitialSnapshot(const QString &connect)
{
    RawZooKeeper writer(connect);
    const QStringList parents = populate(writer, QStringLiteral("/snap"), 1000, 20);
    RawZooKeeper reader(connect);
    reader.pipelinedRead(parents); // warm the server's caches and the JIT
    std::vector<qint64> raw, monitor, walk;
    std::int64_t rawNodes = 0, walkNodes = 0;
    MonitorRun last;
    for (int round = 0; round < 5; ++round) {
        QElapsedTimer t;
        t.start();
        rawNodes = reader.pipelinedRead(parents);
        raw.push_back(t.elapsed());
        last = timeMonitor(connect, QStringLiteral("/snap"));
        monitor.push_back(last.ms);
        if (round < 2) {
            t.restart();
            walkNodes = reader.synchronousWalk(parents);
            walk.push_back(t.elapsed());
        }
    }
    const double rawMs = double(median(raw)), monMs = double(median(monitor)), walkMs = double(median(walk));
    std::printf("initial snapshot: 1000 lock parents x 20 nodes (median of 5 runs, 2 for the walk)\n");
    std::printf("  raw pipelined C client : %7.0f ms  (%lld nodes)\n", rawMs, static_cast<long long>(rawNodes));
    std::printf("  lockscope monitor      : %7.0f ms  (%lld nodes incl. parents)\n", monMs,
                static_cast<long long>(last.nodes));
    std::printf("  synchronous walk       : %7.0f ms  (%lld nodes)\n", walkMs, static_cast<long long>(walkNodes));
    std::printf("  monitor throughput vs raw pipelined: %.2fx   (target >= 0.85x)\n", rawMs / monMs);
    std::printf("  monitor speed vs synchronous walk  : %.1fx   (target >= 3x)\n\n", walkMs / monMs);
}

void benchChangeLatency(const QString &connect)
{
    constexpr int kLocks = 50;
    constexpr int kHandOffsPerSecond = 200;
    constexpr int kSeconds = 10;
    ZkSession writer(ZkSession::Options{connect, 30000, {}});
    ZkSession watcher(ZkSession::Options{connect, 30000, {}});
    writer.open();
    watcher.open();
    spinUntil([&] { return writer.isConnected() && watcher.isConnected(); }, 20000);
    QList<QString> parents;
    int created = 0;
    writer.create(QStringLiteral("/latency"), {}, CreateMode::Persistent, [&](ZkError, const QString &) { ++created; });
    for (int i = 0; i < kLocks; ++i) {
        parents.append(QStringLiteral("/latency/l%1").arg(i));
        writer.create(parents.last(), {}, CreateMode::Persistent, [&](ZkError, const QString &) { ++created; });
    }
    spinUntil([&] { return created == kLocks + 1; }, 20000);

    LockMonitor monitor(&watcher);
    monitor.addDiscovery(QStringLiteral("/latency"));
    spinUntil([&] { return monitor.isSynced(); }, 20000);

    QElapsedTimer clock;
    clock.start();
    QHash<QString, qint64> issuedAt; // node path (or lock + "#create") -> ms
    QHash<QString, qint64> seenBeforeCreated; // node path -> ms the monitor reported it
    std::vector<qint64> latencies;
    QHash<QString, QList<QString>> queues; // per lock: its nodes, oldest first
    QObject::connect(&monitor, &LockMonitor::eventsOccurred, &monitor, [&](const QList<LockEvent> &events) {
        const qint64 now = clock.elapsed();
        for (const LockEvent &e : events) {
            if (e.type == LockEventType::Released || e.type == LockEventType::Abandoned) {
                if (auto it = issuedAt.find(e.node); it != issuedAt.end()) {
                    latencies.push_back(now - *it);
                    issuedAt.erase(it);
                }
            } else if (e.type == LockEventType::Queued || e.type == LockEventType::Acquired) {
                if (auto it = issuedAt.find(e.node + QStringLiteral("#new")); it != issuedAt.end()) {
                    latencies.push_back(now - *it);
                    issuedAt.erase(it);
                } else if (!seenBeforeCreated.contains(e.node)) {
                    // Reported before the writer's own callback named it: timed there.
                    seenBeforeCreated.insert(e.node, now);
                }
            }
        }
    });
    // A hand-off: the holder deletes its node, a newcomer queues; two nodes per lock at all times.
    int step = 0;
    auto handOff = [&] {
        const QString lock = parents.at(step++ % kLocks);
        QList<QString> &nodes = queues[lock];
        if (nodes.size() >= 2) {
            const QString oldest = nodes.takeFirst();
            issuedAt.insert(oldest, clock.elapsed());
            writer.remove(oldest, -1, [](ZkError) {});
        }
        const qint64 issued = clock.elapsed();
        writer.create(lock + QStringLiteral("/lock-"), {}, CreateMode::EphemeralSequential,
                      [&, issued, lock](ZkError e, const QString &path) {
                          if (e != ZkError::Ok)
                              return;
                          queues[lock].append(path);
                          if (auto seen = seenBeforeCreated.find(path); seen != seenBeforeCreated.end())
                              latencies.push_back(*seen - issued);
                          else
                              issuedAt.insert(path + QStringLiteral("#new"), issued);
                      });
    };
    // Warm-up, timed apart: one node in each lock. Its folder was empty when the monitor read it,
    // so it is listed (and watched) only after the first read, in deferred batches.
    QElapsedTimer warmUp;
    warmUp.start();
    for (int i = 0; i < kLocks; ++i)
        handOff();
    spinUntil(
        [&] {
            return std::all_of(parents.begin(), parents.end(), [&](const QString &parent) {
                const LockQueue *queue = monitor.lock(parent);
                return queue && !queue->entries.empty();
            });
        },
        20000);
    std::printf("first node in each of %d folders read empty: all seen after %lld ms (listed after the first read)\n",
                kLocks, static_cast<long long>(warmUp.elapsed()));
    latencies.clear();
    issuedAt.clear();
    seenBeforeCreated.clear();

    QTimer pace;
    pace.setTimerType(Qt::PreciseTimer);
    pace.setInterval(1000 / kHandOffsPerSecond);
    QObject::connect(&pace, &QTimer::timeout, &pace, handOff);
    pace.start();
    spinUntil([] { return false; }, kSeconds * 1000);
    pace.stop();
    spinUntil([] { return false; }, 500);
    std::sort(latencies.begin(), latencies.end());
    auto pct = [&](double p) { return latencies.empty() ? -1 : latencies[size_t(p * double(latencies.size() - 1))]; };
    std::printf("change latency: %d hand-offs at ~%d/s across %d locks (%zu events timed)\n", step, kHandOffsPerSecond,
                kLocks, latencies.size());
    std::printf("  p50 %lld ms, p99 %lld ms, max %lld ms   (target p99 <= 20 ms)\n\n", static_cast<long long>(pct(0.5)),
                static_cast<long long>(pct(0.99)), static_cast<long long>(latencies.empty() ? -1 : latencies.back()));
}

void benchMemory(const QString &connect)
{
    RawZooKeeper writer(connect);
    populate(writer, QStringLiteral("/mem"), 5000, 20);
    ZkSession session(ZkSession::Options{connect, 30000, {}});
    session.open();
    spinUntil([&] { return session.isConnected(); }, 20000);
    malloc_trim(0);
    const qint64 idle = useOf(getpid()).rssKb;
    const size_t idleHeap = mallinfo2().uordblks;
    LockMonitor monitor(&session);
    monitor.addDiscovery(QStringLiteral("/mem"));
    spinUntil([&] { return monitor.isSynced(); }, 180000);
    malloc_trim(0); // count what is held, not what the allocator keeps from the burst of reads
    const qint64 loaded = useOf(getpid()).rssKb;
    const size_t loadedHeap = mallinfo2().uordblks;
    const size_t lockCount = monitor.locks().size();
    const double perNode = double(loaded - idle) * 1024.0 / double(monitor.nodeCount());
    std::printf("memory: %lld nodes monitored (%zu locks)\n", static_cast<long long>(monitor.nodeCount()), lockCount);
    std::printf("  RSS idle %lld KiB, monitoring %lld KiB: %.0f bytes per node   (target <= 600)\n",
                static_cast<long long>(idle), static_cast<long long>(loaded), perNode);
    // What the allocator hands out, every arena: RSS above it is fragmentation from the first read.
    std::printf("  heap in use: %.0f bytes per node\n", double(loadedHeap - idleHeap) / double(monitor.nodeCount()));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    LocalZooKeeper::Options options;
    options.adminServer = false;
    options.fourLetterWords = {};
    const auto server = startServer(options);
    if (!server)
        return 1;
    const QString connect = server->connectString();
    const QStringList which = app.arguments().mid(1);
    auto wanted = [&](const char *name) { return which.isEmpty() || which.contains(QLatin1String(name)); };
    if (wanted("snapshot"))
        benchInitialSnapshot(connect);
    if (wanted("latency"))
        benchChangeLatency(connect);
    if (wanted("memory"))
        benchMemory(connect);
    return 0;
}
