// SPDX-License-Identifier: Apache-2.0

// Soak: `lockscope-cli watch` on a real 3-member ensemble for a long while (30 minutes by
// default) as real kazoo clients hand 50 locks over about 100 times a second, a client is killed
// every two minutes (its session then expires) and a member restarts every three. Prints the
// watch process's RSS at the start and the end, its CPU per 1,000 events, whether every create
// and delete was seen or counted unseen (seen + 2 x unseen == made, from the parents' cversion),
// and whether its view at the end equals the ensemble's.
//
// Run: build/tests/bench/bench_soak [minutes] [locks]
#include "ChildProcess.h"
#include "EnsembleTruth.h"
#include "LockClientProcess.h"
#include "TestSession.h"
#include "TestZooKeeper.h"

#include "server/LocalEnsemble.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>
#include <cstdio>

using namespace lockscope;
using namespace lockscope::test;
using lockscope::bench::ProcessUse;
using lockscope::bench::useOf;

namespace {

constexpr int kClientsPerLock = 2;
constexpr int kLocksPerClient = 10; // churn threads per kazoo process
constexpr int kHoldMs = 400; // with two clients a lock: ~2 hand-offs/s each
constexpr int kClientKillEveryMs = 120000;
constexpr int kMemberRestartEveryMs = 180000;

// What `watch --json` told: its view of each lock (node -> holding) and what it counted.
struct WatchTally {
    QMap<QString, QMap<QString, TruthEntry>> view;
    QSet<QString> appeared;
    qint64 gone = 0;
    qint64 unseen = 0;
    qint64 events = 0;
    bool snapshot = false;

    void read(QProcess &watch)
    {
        while (watch.canReadLine()) {
            const QJsonObject o = QJsonDocument::fromJson(watch.readLine()).object();
            const QString event = o.value(QStringLiteral("event")).toString();
            const QString lock = o.value(QStringLiteral("lock")).toString();
            const QString node = o.value(QStringLiteral("node")).toString();
            const qint64 session =
                qint64(o.value(QStringLiteral("session")).toString().mid(2).toULongLong(nullptr, 16));
            ++events;
            if (event == u"snapshot") {
                snapshot = true;
            } else if (event == u"queued" || event == u"acquired") {
                appeared.insert(node);
                view[lock][node] = TruthEntry{session, event == u"acquired"};
            } else if (event == u"released" || event == u"abandoned") {
                ++gone;
                view[lock].remove(node);
            } else if (event == u"unseen") {
                unseen += o.value(QStringLiteral("count")).toInteger();
            }
        }
    }
};

QString compareViews(const LockTruth &truth, const QMap<QString, QMap<QString, TruthEntry>> &view)
{
    int differences = 0;
    QString first;
    for (auto it = truth.cbegin(); it != truth.cend(); ++it) {
        if (view.value(it.key()) != it.value() && differences++ == 0)
            first = it.key();
    }
    return differences == 0 ? QString() : QStringLiteral("%1 locks differ, the first %2").arg(differences).arg(first);
}

} // namespace

int main(int argc, char **argv)
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // a line as soon as it is known: these runs last minutes
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int minutes = args.size() > 1 ? args[1].toInt() : 30;
    const int lockCount = args.size() > 2 ? args[2].toInt() : 50;
    QStringList locks;
    for (int i = 0; i < lockCount; ++i)
        locks << QStringLiteral("/soak/locks/l%1").arg(i, 2, 10, QLatin1Char('0'));

    LocalEnsemble ensemble(3);
    if (!ensemble.start(120000)) {
        std::fprintf(stderr, "ensemble: %s\n", qPrintable(ensemble.errorString()));
        return 1;
    }
    // The parents exist before lockscope looks, so that cversion counts from a known start.
    {
        TestSession setup(ensemble.connectString());
        for (const QString &path : QStringList{QStringLiteral("/soak"), QStringLiteral("/soak/locks")} + locks)
            setup.create(path);
    }
    QProcess watch;
    watch.start(QStringLiteral(LOCKSCOPE_CLI),
                {QStringLiteral("watch"), QStringLiteral("--connect"), ensemble.connectString(),
                 QStringLiteral("--discover"), QStringLiteral("/soak"), QStringLiteral("--json")});
    WatchTally tally;
    if (!waitUntil(
            [&] {
                tally.read(watch);
                return tally.snapshot;
            },
            30000)) {
        std::fprintf(stderr, "watch did not start: %s\n", watch.readAllStandardError().constData());
        return 1;
    }
    EnsembleTruth truth(ensemble.connectString());
    const auto cversions = [&] {
        qint64 sum = 0;
        TestSession reader(ensemble.connectString());
        for (const QString &lock : locks) {
            if (const auto node = reader.get(lock))
                sum += node->second.cversion;
        }
        return sum;
    };
    const qint64 cversionAtStart = cversions();

    // The load: kazoo processes, each churning kLocksPerClient locks; every lock by two of them.
    const auto lockOf = [&](int churner, int i) { return locks[(churner * kLocksPerClient + i) % lockCount]; };
    const auto startChurner = [&](int index) {
        auto client = std::make_unique<LockClientProcess>();
        if (!client->start(LockClientProcess::Kind::Kazoo, ensemble.connectString(),
                           LockClientProcess::kShortSessionTimeoutMs)) {
            std::fprintf(stderr, "kazoo client: %s\n", qPrintable(client->errorString()));
            client.reset();
        }
        for (int i = 0; client && i < kLocksPerClient; ++i)
            client->send(QStringLiteral("churn %1 %2").arg(lockOf(index, i)).arg(kHoldMs));
        return client;
    };
    std::vector<std::unique_ptr<LockClientProcess>> churners;
    const int churnerCount = lockCount * kClientsPerLock / kLocksPerClient;
    for (int i = 0; i < churnerCount; ++i)
        churners.push_back(startChurner(i));

    QTest::qWait(30000); // the load settles before the first measure
    tally.read(watch);
    const ProcessUse start = useOf(watch.processId());
    const qint64 eventsAtStart = tally.events;
    QElapsedTimer clock;
    clock.start();
    qint64 nextKill = kClientKillEveryMs, nextRestart = kMemberRestartEveryMs;
    int kills = 0, restarts = 0;
    ProcessUse peak = start;
    while (clock.elapsed() < qint64(minutes) * 60000) {
        QTest::qWait(1000);
        tally.read(watch);
        const ProcessUse now = useOf(watch.processId());
        peak.rssKb = qMax(peak.rssKb, now.rssKb);
        if (clock.elapsed() >= nextKill) { // a crashed client: its session expires 4 s later
            const int victim = kills++ % churnerCount;
            if (churners[size_t(victim)])
                churners[size_t(victim)]->kill();
            churners[size_t(victim)] = startChurner(victim);
            nextKill += kClientKillEveryMs;
        }
        if (clock.elapsed() >= nextRestart) {
            LocalZooKeeper *member = ensemble.member(restarts++ % ensemble.size());
            if (!member->restart(120000))
                std::fprintf(stderr, "member restart failed: %s\n", qPrintable(member->errorString()));
            nextRestart += kMemberRestartEveryMs;
        }
    }
    const ProcessUse end = useOf(watch.processId());
    const qint64 events = tally.events - eventsAtStart;
    for (int c = 0; c < churnerCount; ++c) { // end the churn; what is left is the truth to compare with
        for (int i = 0; churners[size_t(c)] && i < kLocksPerClient; ++i)
            churners[size_t(c)]->send(QStringLiteral("unchurn ") + lockOf(c, i));
    }
    QTest::qWait(10000);
    const qint64 made = cversions() - cversionAtStart;
    const bool accounted = waitUntil(
        [&] {
            tally.read(watch);
            return tally.appeared.size() + tally.gone + 2 * tally.unseen >= made;
        },
        60000);
    QString difference = QStringLiteral("no answer from the ensemble");
    waitUntil(
        [&] {
            tally.read(watch);
            const auto read = truth.read(locks);
            difference = read ? compareViews(*read, tally.view) : difference;
            return read && difference.isEmpty();
        },
        60000);

    std::printf("soak: %d min, %d locks, %d kazoo clients (%d killed), %d member restarts\n", minutes, lockCount,
                churnerCount, kills, restarts);
    std::printf("watch RSS: %.1f MB at the start, %.1f MB at the end (peak %.1f MB)\n", start.rssKb / 1024.0,
                end.rssKb / 1024.0, peak.rssKb / 1024.0);
    std::printf("events: %lld (%.1f/s), CPU %.1f ms per 1,000 events\n", events, events * 1000.0 / clock.elapsed(),
                events > 0 ? (end.cpuMs - start.cpuMs) * 1000.0 / events : 0.0);
    std::printf("creates+deletes made %lld: seen joining %lld + seen leaving %lld + 2 x unseen %lld = %lld (%s)\n",
                made, qint64(tally.appeared.size()), tally.gone, tally.unseen,
                qint64(tally.appeared.size()) + tally.gone + 2 * tally.unseen,
                accounted && qint64(tally.appeared.size()) + tally.gone + 2 * tally.unseen == made ? "none lost"
                                                                                                   : "MISMATCH");
    std::printf("view at the end: %s\n", difference.isEmpty() ? "equal to the ensemble's" : qPrintable(difference));
    watch.terminate();
    watch.waitForFinished(10000);
    return difference.isEmpty() && accounted ? 0 : 1;
}
