// SPDX-License-Identifier: Apache-2.0

// The metrics exporter's pure parts: the Prometheus text format (escaping, numbers, cumulative
// histograms), the bounded choice of locks with series, and history totals that outlive the
// sample buffers.
#include "metrics/MetricsExporter.h"
#include "metrics/PrometheusText.h"
#include "monitor/LockEvent.h"
#include "stats/LockHistory.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_metricstext {

using namespace lockscope;

namespace {

LockEvent nodeEvent(LockEventType type, const QString &node, qint64 atMs)
{
    LockEvent e;
    e.at = QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC);
    e.type = type;
    e.lock = QStringLiteral("/locks/a");
    e.node = node;
    return e;
}

// "/a /b" -> {"/a", "/b"}
QStringList keys(const char *spaceSeparated)
{
    return QString::fromLatin1(spaceSeparated).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestMetricsText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void escapesLabelValues_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("escaped");
        QTest::newRow("plain path") << QStringLiteral("/app/locks/orders") << QStringLiteral("/app/locks/orders");
        QTest::newRow("quote") << QStringLiteral("a\"b") << QStringLiteral("a\\\"b");
        QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("a\\\\b");
        QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("a\\nb");
        QTest::newRow("unicode kept") << QStringLiteral("/锁") << QStringLiteral("/锁");
    }
    void escapesLabelValues()
    {
        QFETCH(QString, value);
        QFETCH(QString, escaped);
        QCOMPARE(escapeLabelValue(value), escaped);
    }

    void formatsNumbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("zero") << 0.0 << QByteArray("0");
        QTest::newRow("integer") << 42.0 << QByteArray("42");
        QTest::newRow("ten ms") << 0.01 << QByteArray("0.01");
        QTest::newRow("fraction") << 2.5 << QByteArray("2.5");
        QTest::newRow("large count") << 123456789.0 << QByteArray("123456789");
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << QByteArray("+Inf");
    }
    void formatsNumbers()
    {
        QFETCH(double, value);
        QFETCH(QByteArray, text);
        QCOMPARE(formatMetricValue(value), text);
    }

    void writesFamiliesAndSamples()
    {
        PrometheusText out;
        out.family(QStringLiteral("lockscope_lock_holders"), "gauge", QStringLiteral("Entries holding."));
        out.sample(QStringLiteral("lockscope_lock_holders"),
                   {{QStringLiteral("lock"), QStringLiteral("/a")}, {QStringLiteral("queue"), QString()}}, 2);
        QCOMPARE(out.text(),
                 QByteArray("# HELP lockscope_lock_holders Entries holding.\n"
                            "# TYPE lockscope_lock_holders gauge\n"
                            "lockscope_lock_holders{lock=\"/a\",queue=\"\"} 2\n"));
    }

    // Durations in ms -> the cumulative bucket counts at some `le` bounds, sum and count.
    // A recognised system's locks carry its id, as the snapshot document's `system` does.
    void lockLabelsNameTheSystem()
    {
        LockQueue queue;
        queue.path = QStringLiteral("/kafka");
        queue.queue = QStringLiteral("controller");
        queue.system = QStringLiteral("kafka");
        const MetricLabels labels = lockMetricLabels(queue, {Recipe::Generic, LockKind::Election});
        QCOMPARE(labels.last(), (std::pair{QStringLiteral("system"), QStringLiteral("kafka")}));
        queue.system.clear();
        QCOMPARE(lockMetricLabels(queue, {Recipe::Generic, LockKind::Mutex}).last().second, QString());
    }

    void histogramIsCumulative_data()
    {
        QTest::addColumn<QList<qint64>>("durationsMs");
        QTest::addColumn<QStringList>("expectedLines");
        QTest::newRow("nothing yet") << QList<qint64>{}
                                     << QStringList{QStringLiteral("h_bucket{le=\"0.01\"} 0"),
                                                    QStringLiteral("h_bucket{le=\"3600\"} 0"),
                                                    QStringLiteral("h_bucket{le=\"+Inf\"} 0"),
                                                    QStringLiteral("h_sum 0"), QStringLiteral("h_count 0")};
        QTest::newRow("spread") << QList<qint64>{5, 15, 250, 2000, 7200000}
                                << QStringList{QStringLiteral("h_bucket{le=\"0.01\"} 1"),
                                               QStringLiteral("h_bucket{le=\"0.03\"} 2"),
                                               QStringLiteral("h_bucket{le=\"0.1\"} 2"),
                                               QStringLiteral("h_bucket{le=\"0.3\"} 3"),
                                               QStringLiteral("h_bucket{le=\"3\"} 4"),
                                               QStringLiteral("h_bucket{le=\"3600\"} 4"),
                                               QStringLiteral("h_bucket{le=\"+Inf\"} 5"),
                                               QStringLiteral("h_sum 7202.27"),
                                               QStringLiteral("h_count 5")};
        // Prometheus' `le` is "less than or equal": 10 ms is counted in le="0.01".
        QTest::newRow("on an edge counts in it")
            << QList<qint64>{10}
            << QStringList{QStringLiteral("h_bucket{le=\"0.01\"} 1"), QStringLiteral("h_bucket{le=\"0.03\"} 1")};
    }
    void histogramIsCumulative()
    {
        QFETCH(QList<qint64>, durationsMs);
        QFETCH(QStringList, expectedLines);
        DurationTotals totals;
        for (const qint64 ms : durationsMs)
            totals.add(ms);
        PrometheusText out;
        out.histogram(QStringLiteral("h"), {}, totals);
        const QStringList lines = QString::fromUtf8(out.text()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString &line : expectedLines)
            QVERIFY2(lines.contains(line),
                     qPrintable(line + QStringLiteral(" not in:\n") + lines.join(QLatin1Char('\n'))));
        // Buckets never decrease.
        double previous = 0;
        for (const QString &line : lines) {
            if (!line.startsWith(QLatin1String("h_bucket")))
                continue;
            const double count = line.section(QLatin1Char(' '), -1).toDouble();
            QVERIFY2(count >= previous, qPrintable(line));
            previous = count;
        }
    }

    void selectsLocksWithinTheBound_data()
    {
        QTest::addColumn<QStringList>("exported");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<int>("maxLocks");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("room for all") << keys("") << keys("/a /b") << 5 << keys("/a /b");
        QTest::newRow("first in order") << keys("") << keys("/a /b /c") << 2 << keys("/a /b");
        QTest::newRow("kept places stay") << keys("/c") << keys("/a /b /c") << 2 << keys("/a /c");
        QTest::newRow("gone frees a place") << keys("/a /b") << keys("/b /c /d") << 2 << keys("/b /c");
        QTest::newRow("bound lowered") << keys("/a /b /c") << keys("/a /b /c") << 1 << keys("/a");
        QTest::newRow("zero exports nothing") << keys("") << keys("/a") << 0 << keys("");
    }
    void selectsLocksWithinTheBound()
    {
        QFETCH(QStringList, exported);
        QFETCH(QStringList, present);
        QFETCH(int, maxLocks);
        QFETCH(QStringList, expected);
        QStringList selected =
            selectExportedLocks(QSet<QString>(exported.begin(), exported.end()), present, maxLocks).values();
        selected.sort();
        QCOMPARE(selected, expected);
    }

    // The sample buffers keep the newest few; the totals the histogram is drawn from keep all.
    void totalsOutliveTheSampleBuffers()
    {
        Capacity capacity;
        capacity.samplesPerSeries = 2;
        LockHistory history(capacity);
        QList<LockEvent> events;
        for (int i = 0; i < 5; ++i) {
            const QString node = QStringLiteral("/locks/a/lock-%1").arg(i);
            events << nodeEvent(LockEventType::Queued, node, 1000 * i)
                   << nodeEvent(LockEventType::Acquired, node, 1000 * i + 100)
                   << nodeEvent(LockEventType::Released, node, 1000 * i + 600);
        }
        history.recordEvents(events);
        const LockStats stats = history.stats(QStringLiteral("/locks/a"));
        QCOMPARE(history.holdSamples(QStringLiteral("/locks/a")).size(), std::size_t(2));
        QCOMPARE(stats.holdTotals.count, 5);
        QCOMPARE(stats.holdTotals.sumMs, 5 * 500);
        QCOMPARE(stats.waitTotals.count, 5);
        QCOMPARE(stats.waitTotals.sumMs, 5 * 100);
        QCOMPARE(stats.acquisitions, 5);
    }
};

LOCKSCOPE_TEST(TestMetricsText)

} // namespace tst_metricstext

#include "tst_metricstext.moc"
