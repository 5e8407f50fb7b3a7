// SPDX-License-Identifier: Apache-2.0

// `lockscope-cli watch` at scale, process against the bare client, in the same run:
//  - change latency: another session hands 50 locks over (a holder deletes its node, a newcomer
//    queues) at a steady rate while watch monitors the whole tree (1,000,000 lock nodes over
//    50,000 parents by default). Each create and delete is timed from the moment it is asked to
//    the moment its line comes out of watch. The floor is rawwatch (C and the ZooKeeper client
//    alone) doing what any watcher must to say who queued: on each child watch, re-list the parent
//    and read the new node, a line out per change; timed the same way, in the same run. The
//    earlier floor is kept beside it for continuity: the bench's own child watch on each of the
//    50 parents, timed from the first change asked to its notification (no listing, no read).
//  - resident memory per monitored node: watch on the tree against watch on an empty node.
//
//  - with `findings`, watch --finding-events: the diagnostics judge the whole tree as it changes.
//
// Run: build/tests/bench/bench_watch [lock parents, 50000] [seconds, 30] [hand-offs/s, 200] [findings]
// (LOCKSCOPE_BENCH_CLI=path: another lockscope-cli than this build's)
#include "BenchServer.h"
#include "BenchTree.h"
#include "ChildProcess.h"
#include "RawZooKeeper.h"

#include "zk/ZkSession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <unistd.h>
#include <vector>

using namespace lockscope;
using namespace lockscope::bench;

namespace {

constexpr int kPerLock = 20;
constexpr int kHotLocks = 50;

// `lockscope-cli watch --json` (or the floor, rawwatch) as a child, its lines handed over one by
// one. The first line (watch's snapshot of the whole tree, hundreds of MB at a million nodes) is
// skipped, not kept.
class WatchProcess {
public:
    WatchProcess(const QString &connect, const QStringList &scope, std::function<void(const QByteArray &)> onLine)
        : WatchProcess(Program{qEnvironmentVariable("LOCKSCOPE_BENCH_CLI", QStringLiteral(LOCKSCOPE_CLI)),
                               QStringList{QStringLiteral("watch"), QStringLiteral("--connect"), connect,
                                           QStringLiteral("--timeout"), QStringLiteral("600000")}
                                   + scope + QStringList{QStringLiteral("--json")}},
                       std::move(onLine))
    {
    }
    // Any program that prints a first line when it is ready, then a line per change (rawwatch).
    struct Program {
        QString path;
        QStringList arguments;
    };
    WatchProcess(const Program &program, std::function<void(const QByteArray &)> onLine) : m_onLine(std::move(onLine))
    {
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process, [this] { drain(); });
        m_process.start(program.path, program.arguments);
    }
    ~WatchProcess()
    {
        m_process.terminate();
        m_process.waitForFinished(10000);
    }
    bool snapshotDone() const { return m_snapshotDone; }
    qint64 pid() const { return m_process.processId(); }

private:
    void drain()
    {
        m_pending += m_process.readAllStandardOutput();
        qsizetype start = 0;
        for (qsizetype end; (end = m_pending.indexOf('\n', start)) >= 0; start = end + 1) {
            if (m_snapshotDone)
                m_onLine(m_pending.mid(start, end - start));
            m_snapshotDone = true;
        }
        m_pending.remove(0, start);
        if (!m_snapshotDone)
            m_pending.clear(); // inside the snapshot line: nothing in it is wanted
    }

    QProcess m_process;
    QByteArray m_pending;
    bool m_snapshotDone = false;
    std::function<void(const QByteArray &)> m_onLine;
};

// Latencies of one watcher's lines, by what is awaited: "PATH#new" for a create, the node's path
// for a delete. A create's path is known only from its reply, so a line may come first.
struct LatencyBook {
    QHash<QString, qint64> issuedAt;
    QHash<QString, qint64> seenFirst;
    std::vector<qint64> latencies;

    void asked(const QString &key, qint64 issued)
    {
        if (auto early = seenFirst.find(key); early != seenFirst.end()) {
            latencies.push_back(*early - issued);
            seenFirst.erase(early);
        } else {
            issuedAt.insert(key, issued);
        }
    }
    void seen(const QString &key, qint64 now)
    {
        if (auto it = issuedAt.find(key); it != issuedAt.end()) {
            latencies.push_back(now - *it);
            issuedAt.erase(it);
        } else {
            seenFirst.insert(key, now);
        }
    }
};

struct Percentiles {
    qint64 p50 = -1, p99 = -1, max = -1;
};

// Latencies are timed in microseconds: on loopback most are under a millisecond, and a clock in
// milliseconds would read them as 0 or 1.
qint64 elapsedUs(const QElapsedTimer &clock)
{
    return clock.nsecsElapsed() / 1000;
}

Percentiles percentiles(std::vector<qint64> values)
{
    if (values.empty())
        return {};
    std::sort(values.begin(), values.end());
    const auto at = [&](double p) { return values[size_t(p * double(values.size() - 1))]; };
    return {at(0.5), at(0.99), values.back()};
}

} // namespace

int main(int argc, char *argv[])
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // a line as soon as it is known: these runs last minutes
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int parents = args.size() > 1 ? args[1].toInt() : 50000;
    const int seconds = args.size() > 2 ? args[2].toInt() : 30;
    const int rate = args.size() > 3 ? args[3].toInt() : 200;
    const bool findings = args.size() > 4 && args[4] == u"findings";

    LocalZooKeeper::Options options;
    options.adminServer = false;
    options.fourLetterWords = {};
    options.jvmArguments << QStringLiteral("-Xmx6g");
    const auto server = startServer(options);
    if (!server)
        return 1;
    const QString connect = server->connectString();

    QElapsedTimer clock;
    clock.start();
    RawZooKeeper bulk(connect);
    bulk.createAll({QStringLiteral("/w"), QStringLiteral("/w/hot"), QStringLiteral("/empty")}, false, {});
    populate(bulk, QStringLiteral("/w/bulk"), parents, kPerLock);
    QStringList hot;
    for (int i = 0; i < kHotLocks; ++i)
        hot.append(QStringLiteral("/w/hot/lock-%1").arg(i, 2, 10, QLatin1Char('0')));
    bulk.createAll(hot, false, {});
    const qint64 nodes = 3 + parents + qint64(parents) * kPerLock + kHotLocks;
    std::printf("%lld nodes under /w (%d lock parents x %d, and %d locks handed over), made in %lld ms\n",
                static_cast<long long>(nodes), parents, kPerLock, kHotLocks, static_cast<long long>(clock.elapsed()));

    ZkSession writer(ZkSession::Options{connect, 30000, {}});
    ZkSession floor(ZkSession::Options{connect, 30000, {}});
    writer.open();
    floor.open();
    spinUntil([&] { return writer.isConnected() && floor.isConnected(); }, 20000);

    LatencyBook watchBook, rawBook;
    qint64 lines = 0;
    bool measuring = false;
    clock.restart();
    QStringList scope{QStringLiteral("--discover"), QStringLiteral("/w")};
    if (findings)
        scope << QStringLiteral("--finding-events");
    WatchProcess watch(connect, scope, [&](const QByteArray &line) {
        const qint64 now = elapsedUs(clock);
        ++lines;
        if (!measuring)
            return;
        const QJsonObject event = QJsonDocument::fromJson(line).object();
        const QString type = event.value(QLatin1String("event")).toString();
        const QString node = event.value(QLatin1String("node")).toString();
        if (type == u"released" || type == u"abandoned")
            watchBook.seen(node, now);
        else if (type == u"queued" || type == u"acquired")
            watchBook.seen(node + QStringLiteral("#new"), now);
    });
    WatchProcess idle(connect, {QStringLiteral("--root"), QStringLiteral("/empty")}, [](const QByteArray &) {});
    if (!spinUntil([&] { return watch.snapshotDone() && idle.snapshotDone(); }, 600000)) {
        std::fprintf(stderr, "watch gave no snapshot in 10 minutes\n");
        return 1;
    }
    std::printf("watch's snapshot line after %lld ms\n", static_cast<long long>(clock.elapsed()));
    spinUntil([] { return false; }, 3000); // let it settle: deferred listings, the allocator
    const ProcessUse loaded = useOf(watch.pid());
    const ProcessUse empty = useOf(idle.pid());
    std::printf("memory: watch RSS %lld KiB, on an empty node %lld KiB: %.0f bytes per node (target <= 600)\n",
                static_cast<long long>(loaded.rssKb), static_cast<long long>(empty.rssKb),
                double(loaded.rssKb - empty.rssKb) * 1024.0 / double(nodes));

    // The floor: rawwatch on the hot parents, its lines timed as watch's are.
    const auto micros = [&] { return elapsedUs(clock); };
    WatchProcess raw({QStringLiteral(LOCKSCOPE_RAWWATCH), QStringList{connect} + hot}, [&](const QByteArray &line) {
        const qint64 now = micros();
        if (!measuring || line.size() < 2)
            return;
        const QString path = QString::fromUtf8(line.mid(1, line.indexOf(' ') > 0 ? line.indexOf(' ') - 1 : -1));
        rawBook.seen(line.startsWith('+') ? path + QStringLiteral("#new") : path, now);
    });
    if (!spinUntil([&] { return raw.snapshotDone(); }, 20000)) {
        std::fprintf(stderr, "rawwatch was not ready in 20 s\n");
        return 1;
    }

    // The earlier floor: the bench's own child watch on each hot parent, re-armed as it fires.
    QHash<QString, qint64> pendingSince; // hot parent -> when its first unseen change was asked
    std::vector<qint64> floorLatencies;
    std::function<void(const QString &)> arm = [&](const QString &parent) {
        floor.getChildren(parent, true, [](ZkError, const QStringList &, const NodeStat &) {});
    };
    QObject::connect(&floor, &ZkSession::watchTriggered, &floor, [&](WatchEventType, const QString &path) {
        const qint64 now = elapsedUs(clock);
        if (auto it = pendingSince.find(path); it != pendingSince.end()) {
            floorLatencies.push_back(now - *it);
            pendingSince.erase(it);
        }
        arm(path);
    });
    for (const QString &parent : std::as_const(hot))
        arm(parent);
    spinUntil([] { return false; }, 500);

    // A hand-off: the oldest of a lock's two nodes goes, a newcomer queues.
    measuring = true;
    QHash<QString, QStringList> queues;
    int step = 0;
    const auto note = [&](const QString &parent, qint64 issued) {
        if (!pendingSince.contains(parent))
            pendingSince.insert(parent, issued);
    };
    auto handOff = [&] {
        const QString lock = hot.at(step++ % kHotLocks);
        QStringList &held = queues[lock];
        if (held.size() >= 2) {
            const QString oldest = held.takeFirst();
            const qint64 issued = elapsedUs(clock);
            watchBook.asked(oldest, issued);
            rawBook.asked(oldest, issued);
            note(lock, issued);
            writer.remove(oldest, -1, [](ZkError) {});
        }
        const qint64 issued = elapsedUs(clock);
        note(lock, issued);
        writer.create(lock + QStringLiteral("/lock-"), QByteArrayLiteral("10.0.0.7"), CreateMode::EphemeralSequential,
                      [&, issued, lock](ZkError error, const QString &path) {
                          if (error != ZkError::Ok)
                              return;
                          queues[lock].append(path);
                          const QString key = path + QStringLiteral("#new");
                          watchBook.asked(key, issued);
                          rawBook.asked(key, issued);
                      });
    };
    const ProcessUse before = useOf(watch.pid());
    const qint64 linesBefore = lines;
    QTimer pace;
    pace.setTimerType(Qt::PreciseTimer);
    pace.setInterval(1000 / rate);
    QObject::connect(&pace, &QTimer::timeout, &pace, handOff);
    pace.start();
    spinUntil([] { return false; }, seconds * 1000);
    pace.stop();
    spinUntil([] { return false; }, 1000);
    const ProcessUse after = useOf(watch.pid());

    const Percentiles w = percentiles(watchBook.latencies);
    const Percentiles r = percentiles(rawBook.latencies);
    const Percentiles f = percentiles(floorLatencies);
    std::printf("change latency: %d hand-offs at ~%d/s over %d locks, watching %lld nodes\n", step, rate, kHotLocks,
                static_cast<long long>(nodes));
    const auto ms = [](qint64 us) { return double(us) / 1000.0; };
    std::printf("  %-44s %8s %8s %8s %8s\n", "", "timed", "p50 ms", "p99 ms", "max ms");
    std::printf("  %-44s %8zu %8.2f %8.2f %8.2f\n", "rawwatch, line out (floor)", rawBook.latencies.size(), ms(r.p50),
                ms(r.p99), ms(r.max));
    std::printf("  %-44s %8zu %8.2f %8.2f %8.2f\n", "bare client's child watch (earlier floor)", floorLatencies.size(),
                ms(f.p50), ms(f.p99), ms(f.max));
    std::printf("  %-44s %8zu %8.2f %8.2f %8.2f\n",
                findings ? "lockscope-cli watch --finding-events, line out" : "lockscope-cli watch --json, line out",
                watchBook.latencies.size(), ms(w.p50), ms(w.p99), ms(w.max));
    const auto ratio = [](qint64 ours, qint64 base) { return base > 0 ? double(ours) / double(base) : 0.0; };
    std::printf("  p99 against rawwatch's: %.2fx (target <= 1.2x); against the earlier floor's: %.2fx\n",
                ratio(w.p99, r.p99), ratio(w.p99, f.p99));
    std::printf("  not seen: %lld of the changes asked by watch, %lld by rawwatch\n",
                static_cast<long long>(watchBook.issuedAt.size()), static_cast<long long>(rawBook.issuedAt.size()));
    const qint64 events = lines - linesBefore;
    std::printf("watch CPU: %lld ms for %lld lines (%.1f ms per 1,000)\n",
                static_cast<long long>(after.cpuMs - before.cpuMs), static_cast<long long>(events),
                events > 0 ? double(after.cpuMs - before.cpuMs) * 1000.0 / double(events) : 0.0);
    return 0;
}
