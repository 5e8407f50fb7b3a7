// SPDX-License-Identifier: Apache-2.0

// When each holder acquired (LockEntry::acquiredMs), as the live monitor stamps it at a rebuild
// from the build it continues: the hold of *this* node, never the lock's age or an earlier node's
// at the same path; unknown for a holder promoted before lockscope looked.
#include "monitor/Acquisitions.h"
#include "recipes/QueueRoles.h"
#include "batch/TestBatch.h"

#include <QTest>

Q_DECLARE_METATYPE(lockscope::LockQueue)

namespace tst_acquisitions {

using namespace lockscope;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kNow = 1'800'000'000'000;
constexpr qint64 kCreated = kNow - 60'000;

// An entry `name` of /l, made at `ctimeMs` with `czxid`, holding or waiting.
LockEntry entry(const QString &name, qint64 czxid, bool holding, qint64 acquiredMs = 0)
{
    NodeInfo node;
    node.name = name;
    node.stat.czxid = czxid;
    node.stat.ctimeMs = kCreated + czxid;
    node.stat.ephemeralOwner = 0x0100000a02b00001LL + czxid;
    LockEntry e = makeEntry(u"/l"_s, SharedNode(node), czxid, EntryMode::Exclusive);
    setRole(e, holding ? NodeRef() : NodeRef{u"/l"_s, u"other"_s});
    e.acquiredMs = acquiredMs;
    return e;
}

LockQueue queueOf(std::vector<LockEntry> entries)
{
    LockQueue queue;
    queue.path = u"/l"_s;
    queue.entries = std::move(entries);
    return queue;
}

} // namespace

class TestAcquisitions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void holdersAcquiredAt_data()
    {
        QTest::addColumn<bool>("hasPrevious");
        QTest::addColumn<LockQueue>("previous");
        QTest::addColumn<bool>("knownBefore");
        QTest::addColumn<LockQueue>("fresh");
        QTest::addColumn<qint64>("acquired"); // of fresh's first entry

        const LockQueue none;
        QTest::newRow("held before: carried over") << true << queueOf({entry(u"n1"_s, 1, true, kNow - 5'000)}) << true
                                                   << queueOf({entry(u"n1"_s, 1, true)}) << kNow - 5'000;
        QTest::newRow("a waiter seen holding: promoted now")
            << true << queueOf({entry(u"n0"_s, 0, true), entry(u"n1"_s, 1, false)}) << true
            << queueOf({entry(u"n1"_s, 1, true)}) << kNow;
        QTest::newRow("made since the previous read, holding at once")
            << true << queueOf({}) << true << queueOf({entry(u"n2"_s, 2, true)}) << kCreated + 2;
        // A Kafka controller made again under a new session: another holder.
        QTest::newRow("made again at the same path") << true << queueOf({entry(u"n1"_s, 1, true, kNow - 50'000)})
                                                     << true << queueOf({entry(u"n1"_s, 7, true)}) << kCreated + 7;
        QTest::newRow("the first read: promoted before lockscope looked")
            << false << none << false << queueOf({entry(u"n1"_s, 1, true)}) << qint64(0);
        QTest::newRow("a lock new in a folder read before")
            << false << none << true << queueOf({entry(u"n3"_s, 3, true)}) << kCreated + 3;
        QTest::newRow("a waiter") << true << queueOf({entry(u"n1"_s, 1, true)}) << true
                                  << queueOf({entry(u"n2"_s, 2, false, kNow)}) << qint64(0);
        LockEntry single = entry(u"leader"_s, 4, true);
        markCreatedHolding(single); // exists only while held: acquired when made, first read or not
        QTest::newRow("a single-node lock on the first read")
            << false << none << false << queueOf({single}) << kCreated + 4;
    }
    void holdersAcquiredAt()
    {
        QFETCH(bool, hasPrevious);
        QFETCH(LockQueue, previous);
        QFETCH(bool, knownBefore);
        QFETCH(LockQueue, fresh);
        QFETCH(qint64, acquired);
        stampAcquisitions(fresh, hasPrevious ? &previous : nullptr, knownBefore, kNow);
        QCOMPARE(fresh.entries.front().acquiredMs, acquired);
    }
};

LOCKSCOPE_TEST(TestAcquisitions)

} // namespace tst_acquisitions

#include "tst_acquisitions.moc"
