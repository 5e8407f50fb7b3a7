// SPDX-License-Identifier: Apache-2.0

// ContentionChartView offscreen: the series and point counts a fed history gives, decimation to
// the plot width, throttled live redraws, palette-following themes and the empty state. Saves
// PNGs of the view in the screenshot directory so that a person can look at them.
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "charts/ChartSeriesData.h"
#include "charts/ContentionChartView.h"
#include "stats/LockHistory.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>
#include <cmath>

namespace tst_contentionchartview {

using namespace lockscope;
using namespace lockscope::ui;
using namespace Qt::StringLiterals;

namespace {

const qint64 kBase = QDateTime(QDate(2026, 11, 21), QTime(23, 40, 0), Qt::UTC).toMSecsSinceEpoch();

QDateTime at(qint64 offsetMs)
{
    return QDateTime::fromMSecsSinceEpoch(kBase + offsetMs, Qt::UTC);
}

LockQueue queueOf(const QString &path, int holders, int waiters)
{
    LockQueue q;
    q.path = path;
    for (int i = 0; i < holders + waiters; ++i) {
        LockEntry e;
        e.parentPath = path;
        e.node.edit().name = QStringLiteral("lock-%1").arg(i, 10, 10, QLatin1Char('0'));
        e.state = i < holders ? EntryState::Holding : EntryState::Waiting;
        q.entries.push_back(e);
    }
    return q;
}

LockEvent lockEvent(LockEventType type, const QString &node, qint64 offsetMs)
{
    LockEvent e;
    e.at = at(offsetMs);
    e.type = type;
    e.lock = node.section(QLatin1Char('/'), 0, -2);
    e.node = node;
    return e;
}

// "T queue HOLDERS WAITERS" for a lockUpdated of /l, "T acquired|queued|released NODE" for an event.
void feed(LockHistory &history, const QStringList &steps)
{
    for (const QString &step : steps) {
        const QStringList p = step.split(QLatin1Char(' '));
        const qint64 t = p[0].toLongLong();
        if (p[1] == u"queue"_s)
            history.recordQueue(queueOf(u"/l"_s, p[2].toInt(), p[3].toInt()), at(t));
        else if (p[1] == u"acquired"_s)
            history.recordEvents({lockEvent(LockEventType::Acquired, p[2], t)});
        else if (p[1] == u"queued"_s)
            history.recordEvents({lockEvent(LockEventType::Queued, p[2], t)});
        else if (p[1] == u"released"_s)
            history.recordEvents({lockEvent(LockEventType::Released, p[2], t)});
    }
}

// A contended lock over twenty minutes: arrivals come faster in the middle, holds last from
// milliseconds to seconds. Events follow the monitor's order: the queue first, then the changes.
class Contention {
public:
    Contention(LockHistory &history, QString lock) : m_history(history), m_lock(std::move(lock)) { }

    void run(qint64 durationMs)
    {
        QRandomGenerator random(42);
        qint64 nextArrival = 0;
        qint64 releaseAt = -1;
        while (m_t < durationMs) {
            if (releaseAt >= 0 && releaseAt <= nextArrival) {
                m_t = releaseAt;
                release();
                releaseAt = m_holder.isEmpty() ? -1 : m_t + holdTime(random);
                continue;
            }
            m_t = nextArrival;
            if (arrive())
                releaseAt = m_t + holdTime(random);
            const bool busy = m_t > durationMs / 3 && m_t < durationMs * 2 / 3;
            nextArrival = m_t + qint64(random.bounded(busy ? 1500 : 6000));
            if (m_t % 30000 < 5000)
                m_history.samplePeriodically(at(m_t));
        }
    }

private:
    static qint64 holdTime(QRandomGenerator &random)
    {
        return qint64(std::pow(10.0, 1.0 + random.generateDouble() * 2.8)); // 10 ms .. 6 s
    }
    void publish()
    {
        m_history.recordQueue(queueOf(m_lock, m_holder.isEmpty() ? 0 : 1, int(m_waiting.size())), at(m_t));
    }
    bool arrive()
    {
        const QString node = m_lock + QStringLiteral("/lock-%1").arg(++m_sequence, 10, 10, QLatin1Char('0'));
        const bool acquires = m_holder.isEmpty();
        if (acquires)
            m_holder = node;
        else
            m_waiting.append(node);
        publish();
        m_history.recordEvents({lockEvent(acquires ? LockEventType::Acquired : LockEventType::Queued, node, m_t)});
        return acquires;
    }
    void release()
    {
        QList<LockEvent> events{lockEvent(LockEventType::Released, m_holder, m_t)};
        m_holder = m_waiting.isEmpty() ? QString() : m_waiting.takeFirst();
        if (!m_holder.isEmpty())
            events.append(lockEvent(LockEventType::Acquired, m_holder, m_t));
        publish();
        m_history.recordEvents(events);
    }

    LockHistory &m_history;
    QString m_lock;
    qint64 m_t = 0;
    int m_sequence = 0;
    QString m_holder;
    QStringList m_waiting;
};

QLineSeries *lineNamed(QChart *chart, const QString &name)
{
    const auto series = chart->series();
    for (QAbstractSeries *s : series) {
        if (s->name() == name)
            return qobject_cast<QLineSeries *>(s);
    }
    return nullptr;
}

QLineSeries *rateLine(QChart *chart)
{
    auto *area = qobject_cast<QAreaSeries *>(chart->series().value(0));
    return area ? area->upperSeries() : nullptr;
}

QAbstractBarSeries *bars(QChart *chart)
{
    return qobject_cast<QAbstractBarSeries *>(chart->series().value(0));
}

QStringList categories(QChart *chart)
{
    const auto axes = chart->axes(Qt::Vertical);
    auto *axis = axes.isEmpty() ? nullptr : qobject_cast<QBarCategoryAxis *>(axes.first());
    return axis ? axis->categories() : QStringList();
}

QPalette lightPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::PlaceholderText, QColor(0x70, 0x70, 0x70));
    p.setColor(QPalette::Button, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::ButtonText, Qt::black);
    return p;
}

Capacity quickCapacity()
{
    Capacity c;
    c.notifyIntervalMs = 20;
    return c;
}

} // namespace

class TestContentionChartView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void emptyState()
    {
        ContentionChartView view;
        view.resize(800, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.isEmptyStateShown());

        LockHistory history(quickCapacity());
        view.setHistory(&history);
        QVERIFY(view.isEmptyStateShown());
        auto *label = view.findChild<QLabel *>(u"emptyState"_s);
        QVERIFY(label && label->isVisible());
        QVERIFY(!label->text().isEmpty());

        feed(history, {u"0 queue 1 0"_s, u"0 acquired /l/n1"_s});
        view.refresh();
        QVERIFY(!view.isEmptyStateShown());
        QVERIFY(!label->isVisible());

        view.setLock(u"/unknown"_s);
        QVERIFY(view.isEmptyStateShown());
        QVERIFY(label->text().contains(u"/unknown"_s));
        view.setLock(u"/l"_s);
        QVERIFY(!view.isEmptyStateShown());

        view.setHistory(nullptr);
        QVERIFY(view.isEmptyStateShown());

        // A history deleted under the view leaves it empty rather than dangling.
        auto *shortLived = new LockHistory(quickCapacity());
        feed(*shortLived, {u"0 queue 1 0"_s});
        view.setHistory(shortLived);
        QVERIFY(!view.isEmptyStateShown());
        delete shortLived;
        QTRY_VERIFY_WITH_TIMEOUT(view.isEmptyStateShown(), 2000);
    }

    void pointCounts_data()
    {
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<int>("queuePoints");
        QTest::addColumn<QList<QPointF>>("ratePoints"); // offsets from the base minute, counts
        QTest::addColumn<QStringList>("bins");
        QTest::addColumn<QString>("range"); // "FROM TO" offsets selected in the timeline; empty: none

        QTest::newRow("hand-off within a minute")
            << QStringList{u"0 queue 1 0"_s,        u"0 acquired /l/n1"_s, u"1000 queue 1 1"_s,
                           u"1000 queued /l/n2"_s,  u"2000 queue 1 0"_s,   u"2000 released /l/n1"_s,
                           u"2000 acquired /l/n2"_s}
            << 5 << QList<QPointF>{{0, 0}, {0, 2}, {2000, 2}, {2000, 0}} << QStringList{u"0.3–1 s"_s, u"1–3 s"_s}
            << QString();
        QTest::newRow("idle minutes drop to zero")
            << QStringList{u"0 queue 1 0"_s,        u"0 acquired /l/n1"_s,     u"500 queue 0 0"_s,
                           u"500 released /l/n1"_s, u"180000 queue 1 0"_s,     u"180000 acquired /l/n2"_s,
                           u"180250 queue 0 0"_s,   u"180250 released /l/n2"_s}
            << 7 << QList<QPointF>{{0, 0},      {0, 1},      {60000, 1},  {60000, 0},
                                   {180000, 0}, {180000, 1}, {180250, 1}, {180250, 0}}
            << QStringList{u"0.1–0.3 s"_s, u"0.3–1 s"_s} << QString();
        // The level the range starts at leads its samples; the first minute and its hold are out.
        QTest::newRow("a selected range: only what happened in it")
            << QStringList{u"0 queue 1 0"_s,        u"0 acquired /l/n1"_s,     u"500 queue 0 0"_s,
                           u"500 released /l/n1"_s, u"180000 queue 1 0"_s,     u"180000 acquired /l/n2"_s,
                           u"180250 queue 0 0"_s,   u"180250 released /l/n2"_s}
            << 5 << QList<QPointF>{{180000, 0}, {180000, 1}, {190000, 1}, {190000, 0}} << QStringList{u"0.1–0.3 s"_s}
            << u"170000 190000"_s;
        QTest::newRow("bins span milliseconds to minutes")
            << QStringList{u"0 queue 1 0"_s,  u"0 acquired /l/a"_s,  u"5 queue 0 0"_s,      u"5 released /l/a"_s,
                           u"10 queue 1 0"_s, u"10 acquired /l/b"_s, u"120010 queue 0 0"_s, u"120010 released /l/b"_s}
            << 7 << QList<QPointF>{{0, 0}, {0, 2}, {60000, 2}, {60000, 0}}
            << QStringList{u"≤10 ms"_s, u"10–30 ms"_s, u"30–100 ms"_s, u"0.1–0.3 s"_s, u"0.3–1 s"_s,
                           u"1–3 s"_s,  u"3–10 s"_s,   u"10–30 s"_s,   u"30–60 s"_s,   u"1–3 min"_s}
            << QString();
    }
    void pointCounts()
    {
        QFETCH(QStringList, steps);
        QFETCH(int, queuePoints);
        QFETCH(QList<QPointF>, ratePoints);
        QFETCH(QStringList, bins);
        QFETCH(QString, range);

        LockHistory history(quickCapacity());
        feed(history, steps);
        ContentionChartView view;
        view.resize(1000, 600);
        view.setHistory(&history);
        view.setLock(u"/l"_s);
        if (!range.isEmpty())
            view.setSelectedRange(TimeRange{kBase + range.section(u' ', 0, 0).toLongLong(),
                                            kBase + range.section(u' ', 1, 1).toLongLong()});
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.refresh();

        QVERIFY(!view.isEmptyStateShown());
        QLineSeries *waiting = lineNamed(view.queueChart(), u"Waiting"_s);
        QLineSeries *holding = lineNamed(view.queueChart(), u"Holding"_s);
        QVERIFY(waiting && holding);
        QCOMPARE(waiting->count(), queuePoints);
        QCOMPARE(holding->count(), queuePoints);
        QCOMPARE(waiting->at(0), QPointF(qreal(kBase + range.section(u' ', 0, 0).toLongLong()), 0));

        QLineSeries *rate = rateLine(view.rateChart());
        QVERIFY(rate);
        QList<QPointF> plotted = rate->points();
        for (QPointF &p : plotted)
            p.rx() -= qreal(kBase);
        QCOMPARE(plotted, ratePoints);

        QAbstractBarSeries *durations = bars(view.durationChart());
        QVERIFY(durations);
        QCOMPARE(durations->count(), 2);
        QCOMPARE(durations->barSets().at(0)->label(), u"Hold"_s);
        QCOMPARE(durations->barSets().at(0)->count(), bins.size());
        QCOMPARE(durations->barSets().at(1)->count(), bins.size());
        QCOMPARE(categories(view.durationChart()), bins);
        qreal total = 0;
        for (QBarSet *set : durations->barSets())
            for (int i = 0; i < set->count(); ++i)
                total += set->at(i);
        const LockStats stats = history.stats(u"/l"_s);
        if (range.isEmpty())
            QCOMPARE(qint64(total), stats.hold.count + stats.wait.count);
    }

    // The minute still running is left out of the bars (it would read as a drop) and its count
    // so far is in the chart's title.
    void runningMinuteIsNotDrawnAsADrop()
    {
        const qint64 minute = QDateTime::currentMSecsSinceEpoch() / kMinuteMs * kMinuteMs;
        std::vector<MinuteBucket> buckets{{minute - 2 * kMinuteMs, 9, 0}, {minute, 2, 0}};
        const std::optional<MinuteBucket> running = takeRunningMinute(buckets, minute + 1000);
        QVERIFY(running);
        QCOMPARE(running->acquisitions, 2);
        QCOMPARE(buckets.size(), std::size_t(1));
        QVERIFY(!takeRunningMinute(buckets, minute + 1000)); // two minutes ago is over

        LockHistory history(quickCapacity());
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        history.recordQueue(queueOf(u"/l"_s, 1, 0), QDateTime::fromMSecsSinceEpoch(now, Qt::UTC));
        LockEvent acquired = lockEvent(LockEventType::Acquired, u"/l/n1"_s, 0);
        acquired.at = QDateTime::fromMSecsSinceEpoch(now, Qt::UTC);
        history.recordEvents({acquired});
        ContentionChartView view;
        view.setHistory(&history);
        view.setLock(u"/l"_s);
        view.refresh();
        QCOMPARE(rateLine(view.rateChart())->count(), 0);
        QVERIFY2(view.rateChart()->title().contains(u"so far: 1"_s), qPrintable(view.rateChart()->title()));
    }

    void decimateMinMax_data()
    {
        QTest::addColumn<int>("points");
        QTest::addColumn<bool>("sameX");
        QTest::addColumn<int>("maxPoints");
        QTest::addColumn<int>("expectedAtMost");
        QTest::newRow("fits untouched") << 10 << false << 20 << 10;
        QTest::newRow("thinned") << 1000 << false << 10 << 10;
        QTest::newRow("odd budget") << 1000 << false << 11 << 11;
        QTest::newRow("one x for all") << 100 << true << 10 << 10;
        QTest::newRow("room for the ends only") << 100 << false << 3 << 2;
        QTest::newRow("one point") << 100 << false << 1 << 1;
        QTest::newRow("none") << 100 << false << 0 << 0;
    }
    void decimateMinMax()
    {
        QFETCH(int, points);
        QFETCH(bool, sameX);
        QFETCH(int, maxPoints);
        QFETCH(int, expectedAtMost);
        QList<QPointF> in;
        for (int i = 0; i < points; ++i)
            in.append({sameX ? 5.0 : qreal(i), qreal((i * 37) % 101)});
        in[points / 2].ry() = 500; // one spike and one dip in the middle
        in[points / 2 + 1].ry() = -500;
        const QList<QPointF> out = ui::decimateMinMax(in, maxPoints);
        QVERIFY2(out.size() <= expectedAtMost, qPrintable(QString::number(out.size())));
        if (points <= maxPoints) {
            QCOMPARE(out, in);
            return;
        }
        if (maxPoints >= 2) {
            QCOMPARE(out.first(), in.first());
            QCOMPARE(out.last(), in.last());
        }
        if (maxPoints >= 4) {
            QVERIFY(out.contains(in[points / 2]));
            QVERIFY(out.contains(in[points / 2 + 1]));
            for (qsizetype i = 1; i < out.size(); ++i)
                QVERIFY(out[i - 1].x() <= out[i].x());
        }
    }

    void decimationCapsPointsAtPlotWidth()
    {
        Capacity capacity = quickCapacity();
        capacity.samplesPerSeries = 20000;
        capacity.overallSamplesPerSeries = 20000;
        LockHistory history(capacity);
        const int changes = 6000;
        for (int i = 0; i < changes; ++i) {
            const int waiters = i == 3001 ? 10000 : i % 100; // a sawtooth with one spike
            history.recordQueue(queueOf(u"/l"_s, 1, waiters), at(i * 100));
        }
        ContentionChartView view;
        view.resize(900, 560);
        view.setHistory(&history);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.refresh();

        QLineSeries *waiting = lineNamed(view.queueChart(), u"Waiting"_s);
        QVERIFY(waiting);
        const int width = int(view.queueChart()->plotArea().width());
        QVERIFY2(width > 100, qPrintable(QString::number(width)));
        QVERIFY2(waiting->count() <= width, qPrintable(u"%1 points, %2 px"_s.arg(waiting->count()).arg(width)));
        QVERIFY2(waiting->count() >= width / 2, qPrintable(u"%1 points, %2 px"_s.arg(waiting->count()).arg(width)));
        qreal top = 0;
        qreal bottom = 1e9;
        for (const QPointF &p : waiting->points()) {
            top = std::max(top, p.y());
            bottom = std::min(bottom, p.y());
        }
        QCOMPARE(top, 10000.0); // the spike survives thinning
        QCOMPARE(bottom, 0.0);

        // Narrower: the next throttled redraw thins further.
        view.resize(520, 560);
        QTRY_VERIFY_WITH_TIMEOUT(waiting->count() <= int(view.queueChart()->plotArea().width())
                                     && int(view.queueChart()->plotArea().width()) < width,
                                 3000);
    }

    void redrawsLiveButThrottled()
    {
        LockHistory history(quickCapacity());
        ContentionChartView view;
        view.resize(800, 500);
        view.setHistory(&history);
        view.setLock(u"/l"_s);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QLineSeries *waiting = lineNamed(view.queueChart(), u"Waiting"_s);
        QVERIFY(waiting);
        QSignalSpy redraws(waiting, &QXYSeries::pointsReplaced);

        QElapsedTimer clock;
        clock.start();
        const int updates = 60;
        for (int i = 0; i < updates; ++i) {
            history.recordQueue(queueOf(u"/l"_s, 1, i % 7), at(i * 1000));
            QTest::qWait(10);
        }
        // Every change was drawn in the end...
        QTRY_COMPARE_WITH_TIMEOUT(waiting->count(), 2 * updates - 1, 3000);
        const qint64 elapsed = clock.elapsed();
        // ...by far fewer redraws than changes: at most one per interval, plus the first. (Measured
        // against the time it really took, so that a slow machine cannot make it fail.)
        const qint64 allowed = elapsed / ContentionChartView::kRedrawIntervalMs + 2;
        qInfo("%lld redraws for %d changes in %lld ms", qint64(redraws.count()), updates, elapsed);
        QVERIFY2(redraws.count() <= allowed, qPrintable(u"%1 redraws in %2 ms"_s.arg(redraws.count()).arg(elapsed)));
        QVERIFY(!view.isEmptyStateShown());
    }

    void themeFollowsPalette()
    {
        ContentionChartView view;
        view.setPalette(test::darkPalette());
        QCOMPARE(view.queueChart()->theme(), QChart::ChartThemeDark);
        QCOMPARE(view.durationChart()->backgroundBrush().color(), test::darkPalette().color(QPalette::Base));
        QCOMPARE(view.rateChart()->titleBrush().color(), test::darkPalette().color(QPalette::Text));
        view.setPalette(lightPalette());
        QCOMPARE(view.queueChart()->theme(), QChart::ChartThemeLight);
        QCOMPARE(view.queueChart()->backgroundBrush().color(), QColor(Qt::white));
        // Series colours are set after the theme, so they differ between the two.
        const QColor lightWaiting = lineNamed(view.queueChart(), u"Waiting"_s)->pen().color();
        view.setPalette(test::darkPalette());
        QVERIFY(lineNamed(view.queueChart(), u"Waiting"_s)->pen().color() != lightWaiting);
    }

    void savePictures()
    {
        LockHistory history;
        Contention(history, u"/app/locks/orders"_s).run(20 * 60000);
        QVERIFY(history.stats(u"/app/locks/orders"_s).hold.count > 100);
        const struct {
            QString file;
            QPalette palette;
            QString lock;
            QSize size;
        } pictures[] = {
            {u"contention-chart-light.png"_s, lightPalette(), u"/app/locks/orders"_s, {1100, 640}},
            {u"contention-chart-dark.png"_s, test::darkPalette(), QString(), {1100, 640}},
            {u"contention-chart-small.png"_s, lightPalette(), u"/app/locks/orders"_s, {620, 420}},
            {u"contention-chart-empty.png"_s, lightPalette(), u"/app/locks/idle"_s, {1100, 640}},
        };
        for (const auto &picture : pictures) {
            ContentionChartView view;
            view.setPalette(picture.palette);
            view.setAutoFillBackground(true);
            view.resize(picture.size);
            view.setHistory(&history);
            view.setLock(picture.lock);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QTest::qWait(ContentionChartView::kRedrawIntervalMs + 50); // the redraw after show
            const QImage image = view.grab().toImage();
            QVERIFY(!image.isNull());
            const QString path = test::screenshotDirectory() + QLatin1Char('/') + picture.file;
            QVERIFY2(image.save(path), qPrintable(path));
            qInfo("saved %s", qPrintable(path));
        }
    }
};

LOCKSCOPE_TEST(TestContentionChartView)

} // namespace tst_contentionchartview
#include "tst_contentionchartview.moc"
