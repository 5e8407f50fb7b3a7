// SPDX-License-Identifier: Apache-2.0

// leader-flapping on hand-made histories: an election or single-node lock whose holder changed
// more than N times within M minutes is a warning; a steady leader, a mutex's hand-offs, changes
// spread over hours, and the first holder lockscope sees are not. The rows that must raise nothing
// are the healthy shapes: a Kafka controller elected once, a busy mutex.
#include "FindingScenario.h"

#include "recipes/QueueRoles.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_leaderflapping {

using namespace lockscope;
using namespace lockscope::test;
using namespace Qt::StringLiterals;

namespace {

// The lock at /e with one holder whose node has `czxid`: an election, a single-node lock held for
// its process's life (a system's active node), a single-node task lock (an exists-watch lock,
// Hive's query locks: the node exists only while held) or a mutex.
LockQueue heldBy(const QString &shape, qint64 czxid, qint64 madeAtMs)
{
    LockQueue queue = mutexLock(u"/e"_s, u"A B"_s);
    LockEntry &holder = queue.entries.front();
    holder.node.edit().stat.czxid = czxid;
    holder.node.edit().stat.ctimeMs = madeAtMs;
    if (shape == u"single" || shape == u"single-task") {
        queue.entries.resize(1);
        markCreatedHolding(holder);
        queue.lifetimeHold = shape == u"single"; // held for the process's life, as a system's active node
    } else if (shape == u"election") {
        queue.kind = LockKind::Election;
    }
    return queue;
}

} // namespace

class TestLeaderFlapping : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void flapping_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QList<qint64>>("changesAgoMs"); // when a new holder was seen, before now
        QTest::addColumn<int>("most"); // --leader-flapping N (window 10 min)
        QTest::addColumn<int>("reported"); // changes the finding counts; 0: none

        const QList<qint64> fourIn4Min{240'000, 180'000, 120'000, 60'000};
        QTest::newRow("a leader elected once") << u"election"_s << QList<qint64>{} << 3 << 0;
        QTest::newRow("three changes: at the limit")
            << u"election"_s << QList<qint64>{180'000, 120'000, 60'000} << 3 << 0;
        QTest::newRow("four changes in four minutes") << u"election"_s << fourIn4Min << 3 << 4;
        QTest::newRow("a controller made again every minute") << u"single"_s << fourIn4Min << 3 << 4;
        QTest::newRow("changes spread over hours")
            << u"election"_s << QList<qint64>{4 * 3'600'000, 3 * 3'600'000, 2 * 3'600'000, 3'600'000} << 3 << 0;
        QTest::newRow("only the recent ones count")
            << u"election"_s << QList<qint64>{3'600'000, 240'000, 180'000, 120'000, 60'000} << 3 << 4;
        QTest::newRow("a mutex's hand-offs are its work") << u"mutex"_s << fourIn4Min << 3 << 0;
        QTest::newRow("a single-node task lock taken in turn is its work") << u"single-task"_s << fourIn4Min << 3 << 0;
        QTest::newRow("turned off") << u"election"_s << fourIn4Min << 0 << 0;
    }
    void flapping()
    {
        QFETCH(QString, shape);
        QFETCH(QList<qint64>, changesAgoMs);
        QFETCH(int, most);
        QFETCH(int, reported);

        Scenario s;
        qint64 czxid = 100;
        qint64 madeAt = kNow - 5 * 3'600'000;
        s.timeline.observe(heldBy(shape, czxid, madeAt), madeAt); // the first holder seen: no change
        for (qint64 ago : changesAgoMs) {
            madeAt = kNow - ago;
            s.timeline.observe(heldBy(shape, ++czxid, madeAt), madeAt);
            s.timeline.observe(heldBy(shape, czxid, madeAt), madeAt + 1000); // the same holder, seen again
        }
        s.locks = {heldBy(shape, czxid, madeAt)};
        s.settings.flappingChanges = most;
        s.settings.longHeldMs = 0; // this rule's due time alone

        const Evaluation evaluation = s.evaluate();
        const QList<Finding> found = ofKind(evaluation.report.findings, FindingKind::LeaderFlapping);
        QCOMPARE(found.size(), reported > 0 ? 1 : 0);
        if (reported == 0)
            return;
        QCOMPARE(found.first().severity, Severity::Warning);
        QCOMPARE(found.first().locks, QStringList{u"/e"_s});
        QCOMPARE(found.first().nodes.paths(), QStringList{nodePath(s.locks[0], 0)});
        QVERIFY2(found.first().detail.contains(u"changed %1 times in the last 10 min"_s.arg(reported)),
                 qPrintable(found.first().detail));
        // It clears by itself once the oldest change that makes it leaves the window.
        QCOMPARE(evaluation.nextDueMs, kNow - changesAgoMs.at(changesAgoMs.size() - most - 1) + 600'000 + 1);
        QVERIFY(ofKind(s.evaluate(evaluation.nextDueMs).report.findings, FindingKind::LeaderFlapping).isEmpty());
    }
};

LOCKSCOPE_TEST(TestLeaderFlapping)

} // namespace tst_leaderflapping

#include "tst_leaderflapping.moc"
