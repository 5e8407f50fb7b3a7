// SPDX-License-Identifier: Apache-2.0

// Work handed out a little at a time: in the order it came, and whole again once drained. The
// monitor's queued child reads and its deferred listings both wait this way.
#include "monitor/DeferredListings.h"
#include "monitor/HandOutQueue.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_handoutqueue {

using namespace lockscope;

class TestHandOutQueue : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void handsOutInArrivalOrder()
    {
        HandOutQueue<QString> queue;
        QVERIFY(queue.isEmpty());
        for (const char *item : {"c", "a", "b"})
            queue.push(QString::fromLatin1(item));
        QCOMPARE(queue.size(), size_t(3));
        QCOMPARE(queue.takeNext(), QStringLiteral("c"));
        queue.push(QStringLiteral("d")); // joins behind what is still waiting
        QCOMPARE(queue.takeNext(), QStringLiteral("a"));
        QCOMPARE(queue.takeNext(), QStringLiteral("b"));
        QCOMPARE(queue.size(), size_t(1));
        QCOMPARE(queue.takeNext(), QStringLiteral("d"));
        QVERIFY(queue.isEmpty());
        // Drained, it starts afresh.
        queue.push(QStringLiteral("e"));
        QCOMPARE(queue.size(), size_t(1));
        QCOMPARE(queue.takeNext(), QStringLiteral("e"));
    }

    void clearedDropsWhatWaits()
    {
        HandOutQueue<int> queue;
        queue.push(1);
        queue.push(2);
        queue.clear();
        QVERIFY(queue.isEmpty());
        QCOMPARE(queue.size(), size_t(0));
    }

    void deferredListingsOncePerPathInWindows()
    {
        DeferredListings deferred;
        for (const char *path : {"/a", "/b", "/a", "/c"})
            deferred.add(QString::fromLatin1(path));
        QCOMPARE(deferred.size(), 3);
        QCOMPARE(deferred.take(2), (QStringList{QStringLiteral("/a"), QStringLiteral("/b")}));
        deferred.add(QStringLiteral("/a")); // handed out already: may be met again
        QCOMPARE(deferred.take(10), (QStringList{QStringLiteral("/c"), QStringLiteral("/a")}));
        QVERIFY(deferred.isEmpty());
        QCOMPARE(deferred.take(5), QStringList());
    }
};

LOCKSCOPE_TEST(TestHandOutQueue)

} // namespace tst_handoutqueue

#include "tst_handoutqueue.moc"
