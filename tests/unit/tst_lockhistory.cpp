// SPDX-License-Identifier: Apache-2.0

// LockHistory fed with synthetic monitor output: hold/wait pairing, abandon, ring buffers,
// eviction, minute buckets, queue-length sampling, percentiles, throttled signals and exports.
#include "monitor/LockEvent.h"
#include "recipes/LockTypes.h"
#include "stats/DurationBins.h"
#include "stats/HistoryExport.h"
#include "stats/LockHistory.h"
#include "stats/RingBuffer.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

namespace tst_lockhistory {

using namespace lockscope;
using namespace Qt::StringLiterals;

namespace {

// A minute-aligned base so that offsets in the tables read as seconds into that minute.
const qint64 kBase = QDateTime(QDate(2026, 11, 21), QTime(23, 40, 0), Qt::UTC).toMSecsSinceEpoch();

QDateTime at(qint64 offsetMs)
{
    return QDateTime::fromMSecsSinceEpoch(kBase + offsetMs, Qt::UTC);
}

LockEvent lockEvent(LockEventType type, const QString &lock, const QString &node, qint64 offsetMs, qint64 session = 0)
{
    LockEvent e;
    e.at = at(offsetMs);
    e.type = type;
    e.lock = lock;
    e.node = node;
    e.session = session;
    return e;
}

// "OFFSET_MS TYPE PATH": PATH is a node for queued/acquired/released/abandoned, a lock for vanished.
QList<LockEvent> parseSteps(const QStringList &steps)
{
    static const QHash<QString, LockEventType> types{
        {QStringLiteral("queued"), LockEventType::Queued},
        {QStringLiteral("acquired"), LockEventType::Acquired},
        {QStringLiteral("released"), LockEventType::Released},
        {QStringLiteral("abandoned"), LockEventType::Abandoned},
        {QStringLiteral("vanished"), LockEventType::LockVanished},
    };
    QList<LockEvent> events;
    for (const QString &step : steps) {
        const QStringList parts = step.split(QLatin1Char(' '));
        Q_ASSERT(parts.size() == 3 && types.contains(parts[1]));
        const LockEventType type = types.value(parts[1]);
        const QString &path = parts[2];
        if (type == LockEventType::LockVanished)
            events.append(lockEvent(type, path, QString(), parts[0].toLongLong()));
        else
            events.append(lockEvent(type, path.section(QLatin1Char('/'), 0, -2), path, parts[0].toLongLong(), 0x100));
    }
    return events;
}

LockQueue queueOf(const QString &path, int holders, int waiters)
{
    LockQueue q;
    q.path = path;
    for (int i = 0; i < holders + waiters; ++i) {
        LockEntry e;
        e.parentPath = path;
        e.node.edit().name = QStringLiteral("lock-%1").arg(i, 10, 10, QLatin1Char('0'));
        e.sequence = i;
        e.state = i < holders ? EntryState::Holding : EntryState::Waiting;
        q.entries.push_back(e);
    }
    return q;
}

QList<qint64> durations(const std::vector<DurationSample> &samples)
{
    QList<qint64> out;
    for (const DurationSample &s : samples)
        out.append(s.durationMs);
    return out;
}

// A history whose signals would fire only on demand, to keep the tests in control of time.
Capacity quietCapacity()
{
    Capacity c;
    c.notifyIntervalMs = 60000;
    return c;
}

} // namespace

class TestLockHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void holdAndWaitPairing_data()
    {
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QList<qint64>>("holds");
        QTest::addColumn<QList<qint64>>("waits");
        QTest::addColumn<qint64>("abandoned");
        QTest::addColumn<qint64>("acquisitions");
        QTest::addColumn<qint64>("open");

        QTest::newRow("single holder") << QStringList{u"0 acquired /l/n1"_s, u"500 released /l/n1"_s}
                                       << QList<qint64>{500} << QList<qint64>{} << qint64(0) << qint64(1) << qint64(0);
        QTest::newRow("hand-off chain") << QStringList{u"0 acquired /l/n1"_s,    u"100 queued /l/n2"_s,
                                                       u"200 queued /l/n3"_s,    u"1000 released /l/n1"_s,
                                                       u"1000 acquired /l/n2"_s, u"1600 released /l/n2"_s,
                                                       u"1600 acquired /l/n3"_s, u"2000 released /l/n3"_s}
                                        << QList<qint64>{1000, 600, 400} << QList<qint64>{900, 1400} << qint64(0)
                                        << qint64(3) << qint64(0);
        QTest::newRow("waiter abandons") << QStringList{u"0 acquired /l/n1"_s, u"10 queued /l/n2"_s,
                                                        u"300 abandoned /l/n2"_s, u"500 released /l/n1"_s}
                                         << QList<qint64>{500} << QList<qint64>{} << qint64(1) << qint64(1)
                                         << qint64(0);
        QTest::newRow("still waiting and holding")
            << QStringList{u"0 acquired /l/n1"_s, u"10 queued /l/n2"_s} << QList<qint64>{} << QList<qint64>{}
            << qint64(0) << qint64(1) << qint64(2);
        QTest::newRow("release never seen acquired") << QStringList{u"100 released /l/n9"_s} << QList<qint64>{}
                                                     << QList<qint64>{} << qint64(0) << qint64(0) << qint64(0);
        QTest::newRow("shared readers overlap")
            << QStringList{u"0 acquired /l/r1"_s, u"50 acquired /l/r2"_s, u"70 released /l/r1"_s,
                           u"400 released /l/r2"_s}
            << QList<qint64>{70, 350} << QList<qint64>{} << qint64(0) << qint64(2) << qint64(0);
        QTest::newRow("vanished lock drops open nodes")
            << QStringList{u"0 queued /l/n1"_s, u"5 queued /l/n2"_s, u"10 vanished /l"_s} << QList<qint64>{}
            << QList<qint64>{} << qint64(0) << qint64(0) << qint64(0);
        QTest::newRow("repeated acquired keeps the first start")
            << QStringList{u"0 queued /l/n1"_s, u"100 acquired /l/n1"_s, u"200 acquired /l/n1"_s,
                           u"700 released /l/n1"_s}
            << QList<qint64>{600} << QList<qint64>{100} << qint64(0) << qint64(2) << qint64(0);
    }
    void holdAndWaitPairing()
    {
        QFETCH(QStringList, steps);
        QFETCH(QList<qint64>, holds);
        QFETCH(QList<qint64>, waits);
        QFETCH(qint64, abandoned);
        QFETCH(qint64, acquisitions);
        QFETCH(qint64, open);

        LockHistory history(quietCapacity());
        history.recordEvents(parseSteps(steps));
        const QString lock = QStringLiteral("/l");
        QCOMPARE(durations(history.holdSamples(lock)), holds);
        QCOMPARE(durations(history.waitSamples(lock)), waits);
        QCOMPARE(durations(history.holdSamples()), holds); // overall sees the same
        QCOMPARE(durations(history.waitSamples()), waits);
        QCOMPARE(history.stats(lock).abandoned, abandoned);
        QCOMPARE(history.stats(lock).acquisitions, acquisitions);
        QCOMPARE(history.openNodes(lock), open);
        if (!holds.isEmpty())
            QCOMPARE(history.holdSamples(lock).back().session, qint64(0x100));
    }

    void locksAreSeparateAndOverallCombines()
    {
        LockHistory history(quietCapacity());
        history.recordEvents(parseSteps({u"0 acquired /a/n1"_s, u"0 acquired /b/n1"_s, u"0 queued /b/n2"_s,
                                         u"300 released /a/n1"_s, u"700 released /b/n1"_s, u"700 acquired /b/n2"_s}));
        QCOMPARE(history.keys(), (QStringList{u"/b"_s, u"/a"_s})); // most recently changed first
        QCOMPARE(durations(history.holdSamples(u"/a"_s)), QList<qint64>{300});
        QCOMPARE(durations(history.holdSamples(u"/b"_s)), QList<qint64>{700});
        QCOMPARE(durations(history.holdSamples()), (QList<qint64>{300, 700}));
        QCOMPARE(durations(history.waitSamples(u"/b"_s)), QList<qint64>{700});
        QCOMPARE(history.stats().acquisitions, qint64(3));
        QVERIFY(history.holdSamples(u"/nope"_s).empty());
        QCOMPARE(history.stats(u"/nope"_s).hold.count, qint64(0));
    }

    void queueKeyIncludesQueuePrefix()
    {
        LockHistory history(quietCapacity());
        LockQueue q = queueOf(u"/sem"_s, 1, 1);
        q.queue = u"orderA_NO_"_s;
        history.recordQueue(q, at(0));
        LockEvent e = lockEvent(LockEventType::Acquired, u"/sem"_s, u"/sem/orderA_NO_1"_s, 0);
        e.queue = q.queue;
        history.recordEvents({e});
        QCOMPARE(history.keys(), QStringList{u"/sem#orderA_NO_"_s});
        QCOMPARE(history.stats(u"/sem#orderA_NO_"_s).acquisitions, qint64(1));
        QCOMPARE(history.stats(u"/sem#orderA_NO_"_s).queue, u"orderA_NO_"_s);
    }

    // A parent's only queue takes its prefix as a name once a sibling appears: its history goes
    // on, and a hold that began under the old key ends under the new one.
    void renamedLockKeepsItsHistory()
    {
        LockHistory history(quietCapacity());
        history.recordQueue(queueOf(u"/locks"_s, 1, 0), at(0));
        history.recordEvents(parseSteps({u"0 acquired /locks/orderA_NO_1"_s}));
        history.recordRenamed(u"/locks"_s, u"/locks#orderA_NO_"_s);
        LockEvent released = lockEvent(LockEventType::Released, u"/locks"_s, u"/locks/orderA_NO_1"_s, 400);
        released.queue = u"orderA_NO_"_s;
        history.recordEvents({released});
        QCOMPARE(history.keys(), QStringList{u"/locks#orderA_NO_"_s});
        QCOMPARE(durations(history.holdSamples(u"/locks#orderA_NO_"_s)), QList<qint64>{400});
        QCOMPARE(history.stats(u"/locks#orderA_NO_"_s).acquisitions, qint64(1));
        QCOMPARE(history.stats(u"/locks#orderA_NO_"_s).queue, u"orderA_NO_"_s);
        QVERIFY(history.holdSamples(u"/locks"_s).empty());

        history.recordRenamed(u"/locks#orderA_NO_"_s, u"/locks"_s); // and back
        QCOMPARE(history.keys(), QStringList{u"/locks"_s});
        QCOMPARE(history.stats(u"/locks"_s).queue, QString());
        QCOMPARE(history.stats(u"/locks"_s).acquisitions, qint64(1));
    }

    void summaryPercentiles_data()
    {
        QTest::addColumn<QList<qint64>>("values");
        QTest::addColumn<QList<qint64>>("expected"); // count, min, median, p95, max

        QTest::newRow("none") << QList<qint64>{} << QList<qint64>{0, 0, 0, 0, 0};
        QTest::newRow("one") << QList<qint64>{5} << QList<qint64>{1, 5, 5, 5, 5};
        QTest::newRow("even count takes the lower median") << QList<qint64>{3, 1, 2, 2} << QList<qint64>{4, 1, 2, 3, 3};
        QList<qint64> oneToTwenty, oneToHundred, reversed;
        for (qint64 i = 1; i <= 20; ++i)
            oneToTwenty.append(i);
        for (qint64 i = 1; i <= 100; ++i)
            oneToHundred.append(i);
        for (qint64 i = 1000; i >= 1; --i)
            reversed.append(i * 10);
        QTest::newRow("1..20") << oneToTwenty << QList<qint64>{20, 1, 10, 19, 20};
        QTest::newRow("1..100") << oneToHundred << QList<qint64>{100, 1, 50, 95, 100};
        QTest::newRow("10..10000 reversed") << reversed << QList<qint64>{1000, 10, 5000, 9500, 10000};
        QTest::newRow("outlier") << QList<qint64>{10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
                                                  10, 10, 10, 10, 10, 10, 10, 10, 10, 60000}
                                 << QList<qint64>{20, 10, 10, 10, 60000};
    }
    void summaryPercentiles()
    {
        QFETCH(QList<qint64>, values);
        QFETCH(QList<qint64>, expected);
        const DurationSummary direct = summarize(std::vector<qint64>(values.begin(), values.end()));
        QCOMPARE((QList<qint64>{direct.count, direct.minMs, direct.medianMs, direct.p95Ms, direct.maxMs}), expected);

        // The same numbers through the history, as hold times of successive holders.
        Capacity c = quietCapacity();
        c.samplesPerSeries = 5000;
        LockHistory history(c);
        qint64 t = 0;
        int n = 0;
        for (qint64 v : values) {
            const QString node = QStringLiteral("/l/n%1").arg(++n);
            history.recordEvents({lockEvent(LockEventType::Acquired, u"/l"_s, node, t),
                                  lockEvent(LockEventType::Released, u"/l"_s, node, t + v)});
            t += v;
        }
        const DurationSummary viaHistory = history.stats(u"/l"_s).hold;
        QCOMPARE(viaHistory, direct);
    }

    void ringBufferKeepsNewest_data()
    {
        QTest::addColumn<int>("capacity");
        QTest::addColumn<int>("pushed");
        QTest::addColumn<QList<int>>("kept");
        QTest::newRow("not full") << 5 << 3 << QList<int>{1, 2, 3};
        QTest::newRow("exactly full") << 3 << 3 << QList<int>{1, 2, 3};
        QTest::newRow("wrapped once") << 3 << 5 << QList<int>{3, 4, 5};
        QTest::newRow("wrapped many times") << 4 << 23 << QList<int>{20, 21, 22, 23};
        QTest::newRow("zero capacity keeps nothing") << 0 << 4 << QList<int>{};
    }
    void ringBufferKeepsNewest()
    {
        QFETCH(int, capacity);
        QFETCH(int, pushed);
        QFETCH(QList<int>, kept);
        RingBuffer<int> ring{std::size_t(capacity)};
        for (int i = 1; i <= pushed; ++i)
            ring.push(i);
        const std::vector<int> all = ring.toVector();
        QCOMPARE(QList<int>(all.begin(), all.end()), kept);
        if (!kept.isEmpty())
            QCOMPARE(ring.back(), kept.last());

        // Shrinking keeps the newest, growing keeps everything and continues in order.
        ring.setCapacity(2);
        const std::vector<int> shrunk = ring.toVector();
        QCOMPARE(QList<int>(shrunk.begin(), shrunk.end()), kept.mid(std::max<qsizetype>(0, kept.size() - 2)));
        ring.setCapacity(3);
        ring.push(100);
        QCOMPARE(ring.back(), 100);
        QCOMPARE(ring.size(), std::min<std::size_t>(3, shrunk.size() + 1));
    }

    void historyRingWraps_data()
    {
        QTest::addColumn<int>("samplesPerSeries");
        QTest::addColumn<int>("overallSamples");
        QTest::addColumn<int>("holders");
        QTest::newRow("fits") << 10 << 10 << 4;
        QTest::newRow("lock wraps") << 3 << 100 << 8;
        QTest::newRow("both wrap") << 2 << 5 << 12;
    }
    void historyRingWraps()
    {
        QFETCH(int, samplesPerSeries);
        QFETCH(int, overallSamples);
        QFETCH(int, holders);
        Capacity c = quietCapacity();
        c.samplesPerSeries = samplesPerSeries;
        c.overallSamplesPerSeries = overallSamples;
        LockHistory history(c);
        QList<qint64> all;
        for (int i = 1; i <= holders; ++i) { // holder i holds for i ms
            const QString node = QStringLiteral("/l/n%1").arg(i);
            history.recordEvents({lockEvent(LockEventType::Acquired, u"/l"_s, node, i * 1000),
                                  lockEvent(LockEventType::Released, u"/l"_s, node, i * 1000 + i)});
            all.append(i);
        }
        QCOMPARE(durations(history.holdSamples(u"/l"_s)), all.mid(std::max(0, holders - samplesPerSeries)));
        QCOMPARE(durations(history.holdSamples()), all.mid(std::max(0, holders - overallSamples)));
        QCOMPARE(history.stats(u"/l"_s).acquisitions, qint64(holders)); // counters are not windowed

        c.samplesPerSeries = 1;
        history.setCapacity(c);
        QCOMPARE(durations(history.holdSamples(u"/l"_s)), QList<qint64>{holders});
    }

    void leastRecentlyChangedLockIsEvicted()
    {
        Capacity c = quietCapacity();
        c.maxLocks = 2;
        LockHistory history(c);
        history.recordQueue(queueOf(u"/a"_s, 1, 3), at(0));
        history.recordEvents({lockEvent(LockEventType::Queued, u"/a"_s, u"/a/w"_s, 0)});
        history.recordQueue(queueOf(u"/b"_s, 0, 0), at(10));
        history.recordQueue(queueOf(u"/a"_s, 1, 2), at(20)); // a changed again: b is now the oldest
        history.recordQueue(queueOf(u"/c"_s, 1, 0), at(30));
        QCOMPARE(history.keys(), (QStringList{u"/c"_s, u"/a"_s}));
        QVERIFY(!history.contains(u"/b"_s));

        history.recordQueue(queueOf(u"/d"_s, 0, 1), at(40));
        QCOMPARE(history.keys(), (QStringList{u"/d"_s, u"/c"_s}));
        QCOMPARE(history.openNodes(u"/a"_s), qsizetype(0)); // its open nodes went with it
        QVERIFY(history.queueSamples(u"/a"_s).empty());
        // a is still in view with 1 holder and 2 waiters: the overall queue keeps counting it.
        QCOMPARE(history.stats().holders, 1 + 1 + 0);
        QCOMPARE(history.stats().waiters, 2 + 0 + 1);
        history.recordRemoved(u"/a"_s, at(50));
        QCOMPARE(history.stats().holders, 1);
        QCOMPARE(history.stats().waiters, 1);
        QCOMPARE(history.queueSamples().back().waiters, 1);

        // An evicted lock that changes again comes back with a fresh history and correct totals.
        history.recordQueue(queueOf(u"/b"_s, 1, 1), at(60));
        QCOMPARE(history.keys(), (QStringList{u"/b"_s, u"/d"_s}));
        QCOMPARE(history.stats().holders, 1 + 0 + 1); // c (1, 0) was evicted and still counts
        QCOMPARE(history.stats().waiters, 1 + 1);
        QCOMPARE(history.queueSamples(u"/b"_s).size(), std::size_t(1));
    }

    void minuteBuckets_data()
    {
        QTest::addColumn<QList<qint64>>("acquiredAt"); // offsets from a minute boundary
        QTest::addColumn<QList<qint64>>("expected"); // pairs: minute offset, count
        QTest::addColumn<int>("minuteBuckets");

        QTest::newRow("one minute") << QList<qint64>{0, 1, 59999} << QList<qint64>{0, 3} << 10;
        QTest::newRow("boundaries") << QList<qint64>{59999, 60000, 119999, 120000}
                                    << QList<qint64>{0, 1, 60000, 2, 120000, 1} << 10;
        QTest::newRow("gap leaves no empty bucket")
            << QList<qint64>{1000, 600500} << QList<qint64>{0, 1, 600000, 1} << 10;
        QTest::newRow("clock stepping back counts in the newest")
            << QList<qint64>{60500, 30000} << QList<qint64>{60000, 2} << 10;
        QTest::newRow("bucket ring wraps")
            << QList<qint64>{0, 60000, 120000, 120001, 180000} << QList<qint64>{120000, 2, 180000, 1} << 2;
        QTest::newRow("before the epoch minute") << QList<qint64>{-1} << QList<qint64>{-60000, 1} << 10;
    }
    void minuteBuckets()
    {
        QFETCH(QList<qint64>, acquiredAt);
        QFETCH(QList<qint64>, expected);
        QFETCH(int, minuteBuckets);
        Capacity c = quietCapacity();
        c.minuteBuckets = minuteBuckets;
        LockHistory history(c);
        int n = 0;
        for (qint64 t : acquiredAt)
            history.recordEvents({lockEvent(LockEventType::Acquired, u"/l"_s, QStringLiteral("/l/n%1").arg(++n), t)});
        for (const QString &key : {u"/l"_s, QString()}) {
            QList<qint64> got;
            for (const MinuteBucket &b : history.minuteBuckets(key))
                got << b.startMs - kBase << b.acquisitions;
            QCOMPARE(got, expected);
        }
    }

    // Entries that came and went unseen count in their minute beside the acquisitions, in the
    // lock's totals and in the overall history, and in the export.
    void unseenEntriesCountInTheirMinute()
    {
        LockHistory history(quietCapacity());
        history.recordEvents({lockEvent(LockEventType::Acquired, u"/l"_s, u"/l/n1"_s, 1000)});
        LockEvent unseen = lockEvent(LockEventType::Unseen, u"/l"_s, QString(), 2000);
        unseen.count = 4;
        history.recordEvents({unseen});
        unseen.at = at(61000);
        unseen.count = 3;
        history.recordEvents({unseen});
        for (const QString &key : {u"/l"_s, QString()}) {
            QList<qint64> got;
            for (const MinuteBucket &b : history.minuteBuckets(key))
                got << b.startMs - kBase << b.acquisitions << b.unseen;
            QCOMPARE(got, (QList<qint64>{0, 1, 4, 60000, 0, 3}));
            QCOMPARE(history.stats(key).unseen, qint64(7));
            QCOMPARE(history.stats(key).acquisitions, qint64(1));
        }
        const QJsonObject lock = QJsonDocument::fromJson(historyToJson(history, at(62000)))
                                     .object()
                                     .value(u"locks"_s)
                                     .toArray()
                                     .first()
                                     .toObject();
        QCOMPARE(lock.value(u"unseen"_s).toInt(), 7);
        QCOMPARE(lock.value(u"acquisitions_per_minute"_s).toArray().first().toObject().value(u"unseen"_s).toInt(), 4);
    }

    void queueLengthSampling()
    {
        LockHistory history(quietCapacity());
        const QString l = u"/l"_s;
        history.recordQueue(queueOf(l, 1, 2), at(0));
        history.recordQueue(queueOf(l, 1, 2), at(100)); // data change only: no sample
        history.samplePeriodically(at(5000));
        history.samplePeriodically(at(10000));
        history.samplePeriodically(at(15000)); // a flat run keeps its first and last
        history.recordQueue(queueOf(l, 1, 3), at(16000));
        history.recordQueue(queueOf(l, 1, 4), at(17000));
        history.recordQueue(queueOf(l, 1, 5), at(17000)); // same millisecond: merged
        history.recordRemoved(l, at(18000));
        history.samplePeriodically(at(23000)); // a removed lock is not sampled

        QList<QList<qint64>> got;
        for (const QueueSample &s : history.queueSamples(l))
            got.append({s.atMs - kBase, s.holders, s.waiters, s.periodic});
        const QList<QList<qint64>> expected{
            {0, 1, 2, 0}, {15000, 1, 2, 1}, {16000, 1, 3, 0}, {17000, 1, 5, 0}, {18000, 0, 0, 0}};
        QCOMPARE(got, expected);
        QVERIFY(!history.stats(l).present);
        QCOMPARE(history.stats(l).lastChangeMs, kBase + 18000);
        // The overall series follows the sum and keeps being sampled.
        QCOMPARE(history.queueSamples().back().atMs, kBase + 23000);
        QCOMPARE(history.queueSamples().back().waiters, 0);
    }

    void overallQueueSumsLocks()
    {
        LockHistory history(quietCapacity());
        history.recordQueue(queueOf(u"/a"_s, 1, 4), at(0));
        history.recordQueue(queueOf(u"/b"_s, 2, 1), at(10));
        history.recordQueue(queueOf(u"/a"_s, 1, 0), at(20));
        QList<qint64> waiters;
        for (const QueueSample &s : history.queueSamples())
            waiters << s.waiters;
        QCOMPARE(waiters, (QList<qint64>{4, 5, 1}));
        QCOMPARE(history.stats().holders, 3);
    }

    void bigQueueCountsHoldersFirst()
    {
        LockHistory history(quietCapacity());
        history.recordQueue(queueOf(u"/big"_s, 3, 10000), at(0));
        QCOMPARE(history.stats(u"/big"_s).holders, 3);
        QCOMPARE(history.stats(u"/big"_s).waiters, 10000);
    }

    void historyChangedIsThrottled()
    {
        Capacity c;
        c.notifyIntervalMs = 100;
        LockHistory history(c);
        QSignalSpy changed(&history, &LockHistory::historyChanged);
        QSignalSpy locks(&history, &LockHistory::locksChanged);
        for (int i = 0; i < 200; ++i) {
            const QString node = QStringLiteral("/l/n%1").arg(i);
            history.recordEvents({lockEvent(LockEventType::Acquired, u"/l"_s, node, i * 10),
                                  lockEvent(LockEventType::Released, u"/l"_s, node, i * 10 + 5)});
        }
        QCOMPARE(changed.count(), 0); // nothing synchronous
        QVERIFY(changed.wait(2000));
        QTest::qWait(250); // a second interval passes without another emission
        QStringList keys;
        for (const QList<QVariant> &args : std::as_const(changed))
            keys.append(args.at(0).toString());
        keys.sort();
        QCOMPARE(keys, (QStringList{QString(), u"/l"_s}));
        QCOMPARE(locks.count(), 1);
    }

    void durationBins_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("label");
        QTest::newRow("0") << qint64(0) << u"≤10 ms"_s;
        QTest::newRow("negative") << qint64(-5) << u"≤10 ms"_s;
        QTest::newRow("9") << qint64(9) << u"≤10 ms"_s;
        // On an edge: the bin below, as Prometheus' `le="0.01"` counts it.
        QTest::newRow("10") << qint64(10) << u"≤10 ms"_s;
        QTest::newRow("11") << qint64(11) << u"10–30 ms"_s;
        QTest::newRow("999") << qint64(999) << u"0.3–1 s"_s;
        QTest::newRow("1000") << qint64(1000) << u"0.3–1 s"_s;
        QTest::newRow("1001") << qint64(1001) << u"1–3 s"_s;
        QTest::newRow("59999") << qint64(59999) << u"30–60 s"_s;
        QTest::newRow("hour") << qint64(3600000) << u"30–60 min"_s;
        QTest::newRow("day") << qint64(86400000) << u">1 h"_s;
    }
    void durationBins()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, label);
        const auto &bins = lockscope::durationBins();
        const int index = durationBinIndex(ms);
        QCOMPARE(bins.at(std::size_t(index)).label, label);
        QVERIFY(ms <= bins[std::size_t(index)].upperMs || bins[std::size_t(index)].upperMs < 0);
        QVERIFY(index == 0 || ms > bins[std::size_t(index)].lowerMs);
        const auto counts = durationHistogram({{0, ms, 0}, {0, ms, 0}});
        QCOMPARE(counts.at(std::size_t(index)), qint64(2));
    }

    void csvExport()
    {
        LockHistory history(quietCapacity());
        history.recordQueue(queueOf(u"/a,b"_s, 1, 1), at(0));
        history.recordEvents({lockEvent(LockEventType::Acquired, u"/a,b"_s, u"/a,b/n1"_s, 0, 0x0100000a02b00003),
                              lockEvent(LockEventType::Queued, u"/a,b"_s, u"/a,b/n2"_s, 0)});
        history.recordQueue(queueOf(u"/a,b"_s, 1, 0), at(1500));
        history.recordEvents({lockEvent(LockEventType::Released, u"/a,b"_s, u"/a,b/n1"_s, 1500, 0x0100000a02b00003),
                              lockEvent(LockEventType::Acquired, u"/a,b"_s, u"/a,b/n2"_s, 1500)});
        const QString csv = QString::fromUtf8(historyToCsv(history));
        const QString expected = QStringLiteral("lock,series,time,value,session\n"
                                                ",hold_ms,2026-11-21T23:40:01.500Z,1500,0x0100000a02b00003\n"
                                                ",wait_ms,2026-11-21T23:40:01.500Z,1500,\n"
                                                ",acquisitions_per_minute,2026-11-21T23:40:00.000Z,2,\n"
                                                ",holders,2026-11-21T23:40:00.000Z,1,\n"
                                                ",waiters,2026-11-21T23:40:00.000Z,1,\n"
                                                ",holders,2026-11-21T23:40:01.500Z,1,\n"
                                                ",waiters,2026-11-21T23:40:01.500Z,0,\n"
                                                "\"/a,b\",hold_ms,2026-11-21T23:40:01.500Z,1500,0x0100000a02b00003\n"
                                                "\"/a,b\",wait_ms,2026-11-21T23:40:01.500Z,1500,\n"
                                                "\"/a,b\",acquisitions_per_minute,2026-11-21T23:40:00.000Z,2,\n"
                                                "\"/a,b\",holders,2026-11-21T23:40:00.000Z,1,\n"
                                                "\"/a,b\",waiters,2026-11-21T23:40:00.000Z,1,\n"
                                                "\"/a,b\",holders,2026-11-21T23:40:01.500Z,1,\n"
                                                "\"/a,b\",waiters,2026-11-21T23:40:01.500Z,0,\n");
        QCOMPARE(csv, expected);
    }

    void jsonExport()
    {
        LockHistory history(quietCapacity());
        history.recordQueue(queueOf(u"/l"_s, 1, 0), at(0));
        history.recordEvents(parseSteps({u"0 acquired /l/n1"_s, u"10 queued /l/n2"_s, u"20 queued /l/n3"_s,
                                         u"250 released /l/n1"_s, u"250 acquired /l/n2"_s, u"300 abandoned /l/n3"_s}));
        const QJsonDocument doc = QJsonDocument::fromJson(historyToJson(history, at(60000)));
        QVERIFY(doc.isObject());
        const QJsonObject root = doc.object();
        QCOMPARE(root.value(u"format"_s).toString(), u"lockscope-history-1"_s);
        QCOMPARE(root.value(u"exported_at"_s).toString(), u"2026-11-21T23:41:00.000Z"_s);
        QCOMPARE(root.value(u"capacity"_s).toObject().value(u"samples_per_series"_s).toInt(), 2000);
        const QJsonArray locks = root.value(u"locks"_s).toArray();
        QCOMPARE(locks.size(), 1);
        const QJsonObject lock = locks.at(0).toObject();
        QCOMPARE(lock.value(u"lock"_s).toString(), u"/l"_s);
        QCOMPARE(lock.value(u"path"_s).toString(), u"/l"_s);
        QVERIFY(lock.value(u"queue"_s).isNull());
        QCOMPARE(lock.value(u"present"_s).toBool(), true);
        QCOMPARE(lock.value(u"acquisitions"_s).toInt(), 2);
        QCOMPARE(lock.value(u"releases"_s).toInt(), 1);
        QCOMPARE(lock.value(u"abandoned"_s).toInt(), 1);
        QCOMPARE(lock.value(u"first_seen"_s).toString(), u"2026-11-21T23:40:00.000Z"_s);
        QCOMPARE(lock.value(u"last_change"_s).toString(), u"2026-11-21T23:40:00.300Z"_s);
        const QJsonObject hold = lock.value(u"hold"_s).toObject();
        QCOMPARE(hold.value(u"count"_s).toInt(), 1);
        QCOMPARE(hold.value(u"median_ms"_s).toInt(), 250);
        QCOMPARE(lock.value(u"wait"_s).toObject().value(u"max_ms"_s).toInt(), 240);
        const QJsonObject sample = lock.value(u"hold_samples"_s).toArray().at(0).toObject();
        QCOMPARE(sample.value(u"at"_s).toString(), u"2026-11-21T23:40:00.250Z"_s);
        QCOMPARE(sample.value(u"ms"_s).toInt(), 250);
        QCOMPARE(sample.value(u"session"_s).toString(), u"0x0000000000000100"_s);
        QCOMPARE(sample.value(u"session_decimal"_s).toString(), u"256"_s);
        const QJsonObject minute = lock.value(u"acquisitions_per_minute"_s).toArray().at(0).toObject();
        QCOMPARE(minute.value(u"minute"_s).toString(), u"2026-11-21T23:40:00.000Z"_s);
        QCOMPARE(minute.value(u"count"_s).toInt(), 2);
        const QJsonObject queue = lock.value(u"queue_length"_s).toArray().at(0).toObject();
        QCOMPARE(queue.value(u"holders"_s).toInt(), 1);
        QCOMPARE(queue.value(u"periodic"_s).toBool(), false);
        QCOMPARE(root.value(u"overall"_s).toObject().value(u"acquisitions"_s).toInt(), 2);
    }

    void clearForgetsEverything()
    {
        LockHistory history(quietCapacity());
        history.recordQueue(queueOf(u"/l"_s, 1, 1), at(0));
        history.recordEvents(parseSteps({u"0 acquired /l/n1"_s, u"5 released /l/n1"_s}));
        history.clear();
        QVERIFY(history.keys().isEmpty());
        QVERIFY(history.holdSamples().empty());
        QVERIFY(history.queueSamples().empty());
        QCOMPARE(history.stats().acquisitions, qint64(0));
        QCOMPARE(history.stats().waiters, 0);
    }
};

LOCKSCOPE_TEST(TestLockHistory)

} // namespace tst_lockhistory

#include "tst_lockhistory.moc"
