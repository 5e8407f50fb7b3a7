// SPDX-License-Identifier: Apache-2.0

// SpanRecorder: queues over time become entry spans by the same rule as the monitor's events.
#include "history/SpanRecorder.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_spanrecorder {

using namespace lockscope;
using namespace Qt::Literals::StringLiterals;

namespace {

// "lock-1:H lock-2:W@50" -> a queue of /l: H holds, W waits, @T gives the node's ctime (else the
// step's time), the session is 100 + the sequence.
LockQueue queueOf(const QString &spec, qint64 atMs)
{
    LockQueue queue;
    queue.path = QStringLiteral("/l");
    for (const QString &word : spec.split(u' ', Qt::SkipEmptyParts)) {
        const QStringList parts = word.split(u':');
        LockEntry entry;
        entry.parentPath = queue.path;
        entry.node.edit().name = parts[0];
        entry.sequence = parts[0].section(u'-', 1).toLongLong();
        entry.node.edit().stat.ephemeralOwner = 100 + entry.sequence;
        const QStringList stateAndTime = parts[1].split(u'@');
        entry.state = stateAndTime[0] == u"H" ? EntryState::Holding : EntryState::Waiting;
        entry.node.edit().stat.ctimeMs = stateAndTime.size() > 1 ? stateAndTime[1].toLongLong() : atMs;
        queue.entries.push_back(entry);
    }
    return queue;
}

QString describe(const EntrySpan &span)
{
    QString text = QStringLiteral("%1 q=%2").arg(span.node.section(u'/', -1)).arg(span.queuedAtMs);
    if (span.acquiredAtMs)
        text += QStringLiteral(" a=%1").arg(*span.acquiredAtMs);
    if (span.endedAtMs)
        text += QStringLiteral(" e=%1 %2").arg(*span.endedAtMs).arg(entryEndName(span.end));
    if (span.deletedBy)
        text += QStringLiteral(" by=%1").arg(*span.deletedBy);
    if (span.beforeRecord)
        text += QStringLiteral(" before");
    return text;
}

} // namespace

class TstSpanRecorder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void spans_data()
    {
        // steps: "T|queue spec" or "T|vanished", "T|ended:S" ends session S's entries at T.
        QTest::addColumn<qint64>("recordStart");
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QStringList>("spans");
        QTest::newRow("hand-off") << qint64(0)
                                  << QStringList{u"100|lock-1:H"_s, u"200|lock-1:H lock-2:W"_s, u"300|lock-2:H"_s}
                                  << QStringList{u"lock-1 q=100 a=100 e=300 released"_s, u"lock-2 q=200 a=300"_s};
        QTest::newRow("waiter gives up") << qint64(0) << QStringList{u"100|lock-1:H lock-2:W"_s, u"200|lock-1:H"_s}
                                         << QStringList{u"lock-1 q=100 a=100"_s, u"lock-2 q=100 e=200 abandoned"_s};
        QTest::newRow("session closed") << qint64(0)
                                        << QStringList{u"100|lock-1:H lock-2:W"_s, u"200|ended:101|lock-2:H"_s}
                                        << QStringList{u"lock-1 q=100 a=100 e=200 session-ended"_s,
                                                       u"lock-2 q=100 a=200"_s};
        QTest::newRow("deleted by another session while holding")
            << qint64(0) << QStringList{u"100|lock-1:H lock-2:W"_s, u"200|deleted:lock-1=7|lock-2:H"_s}
            << QStringList{u"lock-1 q=100 a=100 e=200 released by=7"_s, u"lock-2 q=100 a=200"_s};
        QTest::newRow("deleted by another session while waiting, lock vanishes")
            << qint64(0) << QStringList{u"100|lock-1:H lock-2:W"_s, u"200|deleted:lock-2=7|vanished"_s}
            << QStringList{u"lock-1 q=100 a=100 e=200 released"_s, u"lock-2 q=100 e=200 abandoned by=7"_s};
        QTest::newRow("held before the record began")
            << qint64(150) << QStringList{u"160|lock-1:H@50 lock-2:W@60"_s, u"170|lock-2:H@60"_s}
            << QStringList{u"lock-1 q=50 a=150 e=170 released before"_s, u"lock-2 q=60 a=170 before"_s};
        QTest::newRow("seen late: queued at the node's creation")
            << qint64(0) << QStringList{u"100|lock-1:H"_s, u"250|lock-1:H lock-2:W@200"_s}
            << QStringList{u"lock-1 q=100 a=100"_s, u"lock-2 q=200"_s};
        QTest::newRow("lock vanishes") << qint64(0) << QStringList{u"100|lock-1:H lock-2:W"_s, u"200|vanished"_s}
                                       << QStringList{u"lock-1 q=100 a=100 e=200 released"_s,
                                                      u"lock-2 q=100 e=200 abandoned"_s};
        QTest::newRow("comes back") << qint64(0) << QStringList{u"100|lock-1:H"_s, u"200|vanished"_s, u"300|lock-3:H"_s}
                                    << QStringList{u"lock-1 q=100 a=100 e=200 released"_s, u"lock-3 q=300 a=300"_s};
    }

    void spans()
    {
        QFETCH(qint64, recordStart);
        QFETCH(QStringList, steps);
        QFETCH(QStringList, spans);
        SpanRecorder recorder(recordStart);
        for (const QString &step : steps) {
            QStringList parts = step.split(u'|');
            const qint64 at = parts.takeFirst().toLongLong();
            EndCauses ended;
            if (parts.first().startsWith(u"ended:"))
                ended.endedSessions.insert(parts.takeFirst().mid(6).toLongLong());
            if (parts.first().startsWith(u"deleted:")) {
                const QStringList nodeAndSession = parts.takeFirst().mid(8).split(u'=');
                ended.deletedBy.insert(u"/l/"_s + nodeAndSession[0], nodeAndSession[1].toLongLong());
            }
            if (parts.first() == u"vanished")
                recorder.recordVanished(QStringLiteral("/l"), at, ended);
            else
                recorder.record(queueOf(parts.first(), at), at, ended);
        }
        const LockPast *past = recorder.lock(QStringLiteral("/l"));
        QVERIFY(past);
        QStringList actual;
        for (const EntrySpan &span : past->entries)
            actual << describe(span);
        QCOMPARE(actual, spans);
    }

    // A lock's kind is what its entries showed it to be, not only its last picture.
    void kindOverTime_data()
    {
        QTest::addColumn<QList<int>>("kinds"); // LockKind of each picture, in order
        QTest::addColumn<int>("kind");
        const auto kinds = [](std::initializer_list<LockKind> list) {
            QList<int> out;
            for (LockKind k : list)
                out << int(k);
            return out;
        };
        QTest::newRow("read-write, then only a writer")
            << kinds({LockKind::ReadWrite, LockKind::Mutex}) << int(LockKind::ReadWrite);
        QTest::newRow("a mutex stays one") << kinds({LockKind::Mutex, LockKind::Mutex}) << int(LockKind::Mutex);
        QTest::newRow("a writer first, then readers")
            << kinds({LockKind::Mutex, LockKind::ReadWrite}) << int(LockKind::ReadWrite);
        QTest::newRow("another recipe's shape")
            << kinds({LockKind::ReadWrite, LockKind::Semaphore}) << int(LockKind::Semaphore);
    }

    void kindOverTime()
    {
        QFETCH(QList<int>, kinds);
        QFETCH(int, kind);
        SpanRecorder recorder;
        qint64 at = 100;
        for (int k : kinds) {
            LockQueue queue = queueOf(QStringLiteral("lock-1:H"), at);
            queue.recipe = Recipe::Kazoo;
            queue.kind = LockKind(k);
            recorder.record(queue, at);
            at += 100;
        }
        QCOMPARE(int(recorder.lock(QStringLiteral("/l"))->kind), kind);
    }

    void queueAtAMomentHasTheRolesOfThatMoment()
    {
        SpanRecorder recorder;
        recorder.record(queueOf(QStringLiteral("lock-1:H lock-2:W"), 100), 100);
        recorder.record(queueOf(QStringLiteral("lock-2:H lock-3:W@250"), 300), 300);
        const LockPast &past = *recorder.lock(QStringLiteral("/l"));
        const auto roles = [&](qint64 at) {
            QStringList text;
            for (const LockEntry &entry : pastQueueAt(past, at).entries)
                text << entry.node->name + (entry.state == EntryState::Holding ? u'+' : u'-');
            return text;
        };
        QCOMPARE(roles(50), QStringList());
        QCOMPARE(roles(100), (QStringList{u"lock-1+"_s, u"lock-2-"_s}));
        QCOMPARE(roles(260), (QStringList{u"lock-1+"_s, u"lock-2-"_s, u"lock-3-"_s}));
        QCOMPARE(roles(300), (QStringList{u"lock-2+"_s, u"lock-3-"_s}));
        QCOMPARE(pastQueueAt(past, 300).entries.front().parentPath, QStringLiteral("/l"));
    }

    void unseenMarksAddUp()
    {
        SpanRecorder recorder;
        recorder.record(queueOf(QStringLiteral("lock-1:H"), 100), 100);
        recorder.recordUnseen(QStringLiteral("/l"), 3, 150);
        recorder.recordUnseen(QStringLiteral("/l"), 2, 160);
        recorder.recordUnseen(QStringLiteral("/nowhere"), 5, 160);
        QCOMPARE(recorder.lock(QStringLiteral("/l"))->unseenCount(), qint64(5));
        QVERIFY(!recorder.lock(QStringLiteral("/nowhere")));
    }

    void trimKeepsTheNewestEndedSpansAndEveryOpenOne()
    {
        // lock-1 waits throughout while lock-2, lock-3, ... take turns holding: after trimming,
        // the waiter's open span must still be the one that ends when it finally leaves.
        SpanRecorder recorder;
        const SpanLimits limits{4, 2, 10};
        qint64 at = 100;
        for (qint64 holder = 2; holder <= 12; ++holder, at += 10) {
            recorder.record(queueOf(QStringLiteral("lock-%1:H lock-1:W@100").arg(holder), at), at);
            recorder.recordUnseen(QStringLiteral("/l"), 1, at);
            recorder.trim(QStringLiteral("/l"), limits);
        }
        recorder.record(queueOf(QStringLiteral("lock-12:H"), at), at);
        const LockPast &past = *recorder.lock(QStringLiteral("/l"));
        QStringList actual;
        for (const EntrySpan &span : past.entries)
            actual << describe(span);
        // Trimmed at 6 ended spans (4 + a quarter, rounded down, is 5) down to 4.
        QCOMPARE(actual,
                 (QStringList{u"lock-1 q=100 e=210 abandoned"_s, u"lock-8 q=160 a=160 e=170 released"_s,
                              u"lock-9 q=170 a=170 e=180 released"_s, u"lock-10 q=180 a=180 e=190 released"_s,
                              u"lock-11 q=190 a=190 e=200 released"_s, u"lock-12 q=200 a=200"_s}));
        QVERIFY(past.unseen.size() <= 2);
        QCOMPARE(past.unseen.back().atMs, qint64(200));
    }

    void trimDropsLocksThatVanishedLongestAgo()
    {
        SpanRecorder recorder;
        const SpanLimits limits{100, 100, 2};
        for (qint64 i = 0; i < 4; ++i) {
            LockQueue queue = queueOf(QStringLiteral("lock-1:H"), 100);
            queue.path = QStringLiteral("/gone-%1").arg(i);
            recorder.record(queue, 100);
            recorder.recordVanished(queue.path, 1000 - i * 100); // /gone-3 vanished first
        }
        recorder.record(queueOf(QStringLiteral("lock-1:H"), 100), 100);
        recorder.trim(QStringLiteral("/l"), limits);
        QStringList kept;
        for (const LockPast &past : recorder.locks())
            kept << past.path;
        QCOMPARE(kept, (QStringList{u"/gone-0"_s, u"/l"_s}));
    }
};

LOCKSCOPE_TEST(TstSpanRecorder)

} // namespace tst_spanrecorder

#include "tst_spanrecorder.moc"
