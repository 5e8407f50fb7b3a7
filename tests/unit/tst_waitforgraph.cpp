// SPDX-License-Identifier: Apache-2.0

// The wait-for graph across locks: which sessions wait for which, and the cycles (deadlocks)
// in it, each reported once with its sessions, locks and nodes.

#include "DiagnosticsFixtures.h"

#include "diagnostics/WaitForGraph.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_waitforgraph {

using namespace lockscope;
using namespace Qt::StringLiterals;
using namespace lockscope::test;

using Cycles = QList<QList<qint64>>;

namespace {

// An edge as written by hand: its nodes by path.
WaitEdge edge(qint64 from, qint64 to, const QString &lock, const QString &waiting, const QString &blocking, bool anyOf)
{
    return {from, to, lock, NodeRef::fromPath(waiting), NodeRef::fromPath(blocking), anyOf};
}

// "A B": an election that A leads while B stands by (behind A, as a mutex's waiter would queue).
LockQueue election(const QString &path, const QString &spec)
{
    LockQueue queue = mutexLock(path, spec);
    queue.kind = LockKind::Election;
    return queue;
}

} // namespace

class TestWaitForGraph : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void deadlocks_data();
    void deadlocks();
    void cycleNamesItsLocksAndNodes();
    void edgesFollowTheChainToAnotherSession();
    void oneSessionQueueingManyTimes();
    void writerWaitsForEveryReaderHolding();
    void longChainBehindACycle();
    void longChainThatCanFinish();
    void metAnyOfPartKeepsNobodyInTheCycle();
};

void TestWaitForGraph::deadlocks_data()
{
    QTest::addColumn<std::vector<LockQueue>>("locks");
    QTest::addColumn<Cycles>("expected");

    QTest::newRow("no waiters") << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A"_s), mutexLock(u"/b"_s, u"B"_s)}
                                << Cycles{};
    QTest::newRow("plain queue") << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A B C"_s)} << Cycles{};
    QTest::newRow("two sessions across two locks")
        << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A B"_s), mutexLock(u"/b"_s, u"B A"_s)}
        << Cycles{sessions(u"AB"_s)};
    QTest::newRow("three-session ring") << std::vector<LockQueue>{
        mutexLock(u"/a"_s, u"A C"_s), mutexLock(u"/b"_s, u"B A"_s),
        mutexLock(u"/c"_s, u"C B"_s)} << Cycles{sessions(u"ABC"_s)};
    QTest::newRow("two independent deadlocks, each once")
        << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A B"_s), mutexLock(u"/b"_s, u"B A"_s),
                                  mutexLock(u"/c"_s, u"C D"_s), mutexLock(u"/d"_s, u"D C"_s)}
        << Cycles{sessions(u"AB"_s), sessions(u"CD"_s)};
    QTest::newRow("waiter queued behind a cycle is not part of it")
        << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A B E"_s), mutexLock(u"/b"_s, u"B A"_s)}
        << Cycles{sessions(u"AB"_s)};
    // A waits behind C's waiting node, which waits for B's hold; B waits for A.
    QTest::newRow("through another session's waiting node")
        << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A B"_s), mutexLock(u"/b"_s, u"B C A"_s)}
        << Cycles{sessions(u"ABC"_s)};
    // A's second node waits behind A's first one, which waits for B: A still waits for B.
    QTest::newRow("own node in the chain is passed through")
        << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A B"_s), mutexLock(u"/b"_s, u"B A A"_s)}
        << Cycles{sessions(u"AB"_s)};
    // Two threads of one client: the holder thread will release; no deadlock to report.
    QTest::newRow("a session waiting for itself") << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A A"_s)} << Cycles{};
    QTest::newRow("persistent holder gives no edge")
        << std::vector<LockQueue>{mutexLock(u"/a"_s, u"P A"_s), mutexLock(u"/b"_s, u"A P"_s)} << Cycles{};
    QTest::newRow("semaphore with a holder that can finish")
        << std::vector<LockQueue>{semaphoreLock(u"/s"_s, u"AC"_s, u"B"_s), mutexLock(u"/a"_s, u"B A"_s)} << Cycles{};
    QTest::newRow("semaphore whose every holder is stuck")
        << std::vector<LockQueue>{semaphoreLock(u"/s"_s, u"AC"_s, u"B"_s), mutexLock(u"/a"_s, u"B A"_s),
                                  mutexLock(u"/c"_s, u"B C"_s)}
        << Cycles{sessions(u"ABC"_s)};
    QTest::newRow("writer behind readers, one of them waiting for the writer")
        << std::vector<LockQueue>{readWriteLock(u"/rw"_s, u"rA rC wB"_s), mutexLock(u"/a"_s, u"B A"_s)}
        << Cycles{sessions(u"AB"_s)};
    QTest::newRow("readers behind a writer that waits for nothing stuck")
        << std::vector<LockQueue>{readWriteLock(u"/rw"_s, u"wA rB rC"_s), mutexLock(u"/a"_s, u"D B"_s)} << Cycles{};
    // Two servers each leading one table's election and standing by in the other's (ClickHouse
    // with split leadership): standbys are not blocked, so no circle.
    QTest::newRow("leading one election, standing by in another")
        << std::vector<LockQueue>{election(u"/t1"_s, u"A B"_s), election(u"/t2"_s, u"B A"_s)} << Cycles{};
    QTest::newRow("a mutex waiter whose holder stands by in an election")
        << std::vector<LockQueue>{mutexLock(u"/a"_s, u"A B"_s), election(u"/e"_s, u"B A"_s)} << Cycles{};
    QTest::newRow("a true circle beside elections is still found")
        << std::vector<LockQueue>{election(u"/t1"_s, u"A B"_s), mutexLock(u"/a"_s, u"A B"_s),
                                  mutexLock(u"/b"_s, u"B A"_s)}
        << Cycles{sessions(u"AB"_s)};
}

void TestWaitForGraph::deadlocks()
{
    QFETCH(std::vector<LockQueue>, locks);
    QFETCH(Cycles, expected);

    Cycles found;
    for (const DeadlockCycle &cycle : findDeadlocks(waitForEdges(locks, WaitScope::BlockedOnly)))
        found.append(cycle.sessions);
    QCOMPARE(found, expected);
}

void TestWaitForGraph::cycleNamesItsLocksAndNodes()
{
    const std::vector<LockQueue> locks{mutexLock(u"/a"_s, u"A B"_s), mutexLock(u"/b"_s, u"B A"_s),
                                       mutexLock(u"/c"_s, u"C"_s)};
    const QList<DeadlockCycle> cycles = findDeadlocks(waitForEdges(locks));
    QCOMPARE(cycles.size(), 1);
    QCOMPARE(cycles.first().locks, (QStringList{u"/a"_s, u"/b"_s}));
    QStringList nodes{nodePath(locks[0], 0), nodePath(locks[0], 1), nodePath(locks[1], 0), nodePath(locks[1], 1)};
    nodes.sort();
    QCOMPARE(cycles.first().nodes, nodes);
    QCOMPARE(cycles.first().edges.size(), 2);
}

void TestWaitForGraph::edgesFollowTheChainToAnotherSession()
{
    // C waits behind A's second node, which waits behind A's first, which waits for B.
    const std::vector<LockQueue> locks{mutexLock(u"/a"_s, u"B A A C"_s)};
    const QList<WaitEdge> edges = waitForEdges(locks);
    const LockQueue &lock = locks.front();
    const QList<WaitEdge> expected{
        edge(session(u'A'), session(u'B'), u"/a"_s, nodePath(lock, 1), nodePath(lock, 0), false),
        edge(session(u'A'), session(u'B'), u"/a"_s, nodePath(lock, 2), nodePath(lock, 0), false),
        edge(session(u'C'), session(u'A'), u"/a"_s, nodePath(lock, 3), nodePath(lock, 2), false),
    };
    QCOMPARE(edges, expected);
}

// One client queueing 20,000 times behind B: each of its nodes waits, through its own nodes
// ahead, for B's holder; and C, last, for the client's last node.
void TestWaitForGraph::oneSessionQueueingManyTimes()
{
    constexpr int kQueued = 20'000;
    QString spec = u"B"_s;
    for (int i = 0; i < kQueued; ++i)
        spec += u" A"_s;
    spec += u" C"_s;
    const std::vector<LockQueue> locks{mutexLock(u"/a"_s, spec)};
    const QList<WaitEdge> edges = waitForEdges(locks);
    const LockQueue &lock = locks.front();
    QCOMPARE(edges.size(), kQueued + 1);
    for (int i = 0; i < kQueued; ++i) {
        const WaitEdge &edge = edges.at(i);
        QCOMPARE(edge.from, session(u'A'));
        QCOMPARE(edge.to, session(u'B'));
        QCOMPARE(edge.waitingNode.path(), nodePath(lock, size_t(i) + 1));
        QCOMPARE(edge.blockingNode.path(), nodePath(lock, 0));
    }
    QCOMPARE(edges.last().from, session(u'C'));
    QCOMPARE(edges.last().blockingNode.path(), nodePath(lock, kQueued));
}

void TestWaitForGraph::writerWaitsForEveryReaderHolding()
{
    const std::vector<LockQueue> locks{readWriteLock(u"/rw"_s, u"rA rB wC"_s)};
    const QList<WaitEdge> edges = waitForEdges(locks);
    QCOMPARE(edges.size(), 2);
    QCOMPARE(edges.at(0).to, session(u'A'));
    QCOMPARE(edges.at(1).to, session(u'B'));
    QVERIFY(!edges.at(0).anyOf);

    const std::vector<LockQueue> semaphore{semaphoreLock(u"/s"_s, u"AB"_s, u"C"_s)};
    const QList<WaitEdge> leaseWaits = waitForEdges(semaphore);
    QCOMPARE(leaseWaits.size(), 2);
    QVERIFY(leaseWaits.at(0).anyOf && leaseWaits.at(1).anyOf);
}

// Sessions 0..N-1 each wait for the next; N and N+1 wait for each other. All are stuck, only
// N and N+1 form the cycle: a chain as long as a busy queue is followed without deep recursion.
void TestWaitForGraph::longChainBehindACycle()
{
    constexpr qint64 kChain = 200'000;
    QList<WaitEdge> edges;
    for (qint64 s = 0; s < kChain; ++s)
        edges.append(edge(s, s + 1, u"/c"_s, u"/c/w%1"_s.arg(s), u"/c/w%1"_s.arg(s + 1), false));
    const QList<WaitEdge> cycle{edge(kChain, kChain + 1, u"/a"_s, u"/a/w"_s, u"/a/h"_s, false),
                                edge(kChain + 1, kChain, u"/b"_s, u"/b/w"_s, u"/b/h"_s, false)};
    edges += cycle;
    const QList<DeadlockCycle> cycles = findDeadlocks(edges);
    QCOMPARE(cycles.size(), 1);
    QCOMPARE(cycles.first().sessions, (QList<qint64>{kChain, kChain + 1}));
    QCOMPARE(cycles.first().edges, cycle);
}

// The same chain behind a holder that waits for nothing: every session can finish, found in one
// pass from the holder, in whatever order the waits are listed.
void TestWaitForGraph::longChainThatCanFinish()
{
    constexpr qint64 kChain = 200'000;
    QList<WaitEdge> edges;
    for (qint64 s = kChain; s >= 1; --s)
        edges.append(edge(s, s - 1, u"/c"_s, u"/c/w%1"_s.arg(s), u"/c/w%1"_s.arg(s - 1), false));
    // A semaphore wait on the chain's tail and on a stuck pair: one lease is enough.
    edges.append(edge(kChain + 1, kChain, u"/s"_s, u"/s/w"_s, u"/c/w%1"_s.arg(kChain), true));
    edges.append(edge(kChain + 1, kChain + 2, u"/s"_s, u"/s/w"_s, u"/s/h"_s, true));
    edges.append(edge(kChain + 2, kChain + 3, u"/d"_s, u"/d/w2"_s, u"/d/h3"_s, false));
    edges.append(edge(kChain + 3, kChain + 2, u"/e"_s, u"/e/w3"_s, u"/e/h2"_s, false));
    const QList<DeadlockCycle> cycles = findDeadlocks(edges);
    QCOMPARE(cycles.size(), 1);
    QCOMPARE(cycles.first().sessions, (QList<qint64>{kChain + 2, kChain + 3}));
}

// A's node needs B (stuck with A) and one of C or D; C can finish, so D, stuck waiting for A,
// is not what keeps A stuck: the cycle is A and B alone.
void TestWaitForGraph::metAnyOfPartKeepsNobodyInTheCycle()
{
    constexpr qint64 A = 1, B = 2, C = 3, D = 4;
    const QList<WaitEdge> edges{
        edge(A, B, u"/m"_s, u"/m/wa"_s, u"/m/hb"_s, false), edge(A, C, u"/m"_s, u"/m/wa"_s, u"/m/hc"_s, true),
        edge(A, D, u"/m"_s, u"/m/wa"_s, u"/m/hd"_s, true), edge(B, A, u"/x"_s, u"/x/wb"_s, u"/x/ha"_s, false),
        edge(D, A, u"/y"_s, u"/y/wd"_s, u"/y/ha"_s, false)};
    const QList<DeadlockCycle> cycles = findDeadlocks(edges);
    QCOMPARE(cycles.size(), 1);
    QCOMPARE(cycles.first().sessions, (QList<qint64>{A, B}));
    QCOMPARE(cycles.first().edges, (QList<WaitEdge>{edges[0], edges[3]}));
}

LOCKSCOPE_TEST(TestWaitForGraph)

} // namespace tst_waitforgraph

#include "tst_waitforgraph.moc"
