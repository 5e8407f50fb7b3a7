// SPDX-License-Identifier: Apache-2.0

// LockHistory on a real LockMonitor against a real ZooKeeper: lock nodes created and deleted by a
// second session turn into the expected hold and wait samples, counters and queue lengths.
#include "TestSession.h"
#include "TestZooKeeper.h"

#include "monitor/LockMonitor.h"
#include "stats/LockHistory.h"
#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QElapsedTimer>
#include <QTest>

namespace tst_lockhistory_live {

using namespace lockscope;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;

namespace {

qint64 maxWaiters(const std::vector<QueueSample> &samples)
{
    qint64 most = 0;
    for (const QueueSample &s : samples)
        most = std::max<qint64>(most, s.waiters);
    return most;
}

} // namespace

class TestLockHistoryLive : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<ZkSession> m_session;
    std::unique_ptr<LockMonitor> m_monitor;
    std::unique_ptr<LockHistory> m_history;
    int m_testNumber = 0;
    QString m_base;

    LockHistory *watch(const QStringList &roots, const QStringList &discover = {}, bool attachAfterSync = false)
    {
        m_session = std::make_unique<ZkSession>(ZkSession::Options{m_server->connectString(), 4000, {}});
        m_monitor = std::make_unique<LockMonitor>(m_session.get());
        for (const QString &r : roots)
            m_monitor->addRoot(r);
        for (const QString &r : discover)
            m_monitor->addDiscovery(r);
        Capacity capacity;
        capacity.notifyIntervalMs = 20;
        m_history = std::make_unique<LockHistory>(capacity);
        if (!attachAfterSync)
            m_history->attach(m_monitor.get());
        m_session->open();
        if (!waitUntil([this] { return m_monitor->isSynced(); }, 15000))
            return nullptr;
        if (attachAfterSync)
            m_history->attach(m_monitor.get());
        return m_history.get();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }
    void init() { m_base = QStringLiteral("/h%1").arg(++m_testNumber); }
    void cleanup()
    {
        m_history.reset();
        m_monitor.reset();
        m_session.reset();
    }

    void handOffGivesHoldAndWaitSamples()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        LockHistory *history = watch({m_base});
        QVERIFY(history);
        const QString prefix = m_base + QStringLiteral("/lock-");

        const QString a = w.lockNode(prefix);
        QVERIFY(waitUntil([&] { return history->stats(m_base).holders == 1; }));
        const QString b = w.lockNode(prefix);
        const QString c = w.lockNode(prefix);
        QVERIFY(waitUntil([&] { return history->stats(m_base).waiters == 2; }));
        QTest::qWait(400); // a holds, b and c wait, for at least this long

        QCOMPARE(w.remove(a), ZkError::Ok);
        QVERIFY(waitUntil([&] { return history->waitSamples(m_base).size() == 1; }));
        QCOMPARE(history->holdSamples(m_base).size(), std::size_t(1));
        const DurationSample heldByA = history->holdSamples(m_base).front();
        const DurationSample waitedByB = history->waitSamples(m_base).front();
        QVERIFY2(heldByA.durationMs >= 400 && heldByA.durationMs < 10000,
                 qPrintable(QString::number(heldByA.durationMs)));
        QVERIFY2(waitedByB.durationMs >= 400 && waitedByB.durationMs < 10000,
                 qPrintable(QString::number(waitedByB.durationMs)));
        QCOMPARE(heldByA.session, w.session.sessionId());
        QCOMPARE(waitedByB.atMs, heldByA.atMs); // a hand-off: seen in one batch

        QCOMPARE(w.remove(c), ZkError::Ok); // c gives up before it ever held
        QVERIFY(waitUntil([&] { return history->stats(m_base).abandoned == 1; }));
        QTest::qWait(150);
        QCOMPARE(w.remove(b), ZkError::Ok);
        QVERIFY(waitUntil([&] { return history->holdSamples(m_base).size() == 2; }));
        QVERIFY(history->holdSamples(m_base).back().durationMs >= 150);

        const LockStats stats = history->stats(m_base);
        QCOMPARE(stats.acquisitions, qint64(2));
        QCOMPARE(stats.releases, qint64(2));
        QCOMPARE(stats.abandoned, qint64(1));
        QCOMPARE(stats.wait.count, qint64(1)); // c never held, a never waited
        QCOMPARE(stats.holders, 0);
        QCOMPARE(stats.waiters, 0);
        QCOMPARE(maxWaiters(history->queueSamples(m_base)), qint64(2));
        QCOMPARE(history->queueSamples(m_base).back().holders, 0);
        qint64 perMinute = 0;
        for (const MinuteBucket &bucket : history->minuteBuckets(m_base))
            perMinute += bucket.acquisitions;
        QCOMPARE(perMinute, qint64(2));
        QCOMPARE(history->openNodes(m_base), qsizetype(0));
        // One lock only: the overall history is the same.
        QCOMPARE(history->stats().hold, stats.hold);
        QCOMPARE(history->stats().wait, stats.wait);
    }

    void nodesPresentAtStartCountFromThen_data()
    {
        QTest::addColumn<bool>("attachAfterSync");
        QTest::newRow("attached before the first sync") << false;
        QTest::newRow("attached to a synced monitor") << true;
    }
    void nodesPresentAtStartCountFromThen()
    {
        QFETCH(bool, attachAfterSync);
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        const QString prefix = m_base + QStringLiteral("/lock-");
        const QString holder = w.lockNode(prefix);
        const QString waiter = w.lockNode(prefix);
        QTest::qWait(300); // time that happened before monitoring began and must not be counted
        QElapsedTimer watching;
        watching.start();
        LockHistory *history = watch({m_base}, {}, attachAfterSync);
        QVERIFY(history);
        QCOMPARE(history->stats(m_base).holders, 1);
        QCOMPARE(history->stats(m_base).waiters, 1);
        QCOMPARE(history->openNodes(m_base), qsizetype(2));

        QCOMPARE(w.remove(holder), ZkError::Ok);
        QVERIFY(waitUntil([&] { return history->waitSamples(m_base).size() == 1; }));
        const qint64 upperBound = watching.elapsed();
        // The holder was first seen holding: a hold sample but no wait sample of its own.
        QCOMPARE(history->holdSamples(m_base).size(), std::size_t(1));
        QVERIFY(history->holdSamples(m_base).front().durationMs <= upperBound);
        QVERIFY(history->waitSamples(m_base).front().durationMs <= upperBound);
        QCOMPARE(w.remove(waiter), ZkError::Ok);
        QVERIFY(waitUntil([&] { return history->holdSamples(m_base).size() == 2; }));
    }

    void vanishedLockKeepsItsHistory()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        QCOMPARE(w.create(m_base + QStringLiteral("/app")), ZkError::Ok);
        const QString lock = m_base + QStringLiteral("/app/orders");
        QCOMPARE(w.create(lock), ZkError::Ok);
        LockHistory *history = watch({}, {m_base});
        QVERIFY(history);
        const QString node = w.lockNode(lock + QStringLiteral("/lock-"));
        QVERIFY(waitUntil([&] { return history->stats(lock).holders == 1; }));
        QCOMPARE(w.remove(node), ZkError::Ok);
        QCOMPARE(w.remove(lock), ZkError::Ok);
        QVERIFY(waitUntil([&] { return history->contains(lock) && !history->stats(lock).present; }));
        QCOMPARE(history->holdSamples(lock).size(), std::size_t(1));
        QCOMPARE(history->openNodes(lock), qsizetype(0));
        QCOMPARE(history->stats().holders, 0);
    }

    void signalsReachViews()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        LockHistory *history = watch({m_base});
        QVERIFY(history);
        QStringList changed;
        connect(history, &LockHistory::historyChanged, this, [&](const QString &key) { changed.append(key); });
        w.lockNode(m_base + QStringLiteral("/lock-"));
        QVERIFY(waitUntil([&] { return changed.contains(m_base) && changed.contains(QString()); }));
    }
};

LOCKSCOPE_TEST(TestLockHistoryLive)

} // namespace tst_lockhistory_live

#include "tst_lockhistory_live.moc"
