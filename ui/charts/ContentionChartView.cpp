// SPDX-License-Identifier: Apache-2.0

#include "charts/ContentionChartView.h"

#include "charts/ChartAxes.h"
#include "charts/ChartSeriesData.h"
#include "charts/ChartStyle.h"
#include "models/Formatting.h"
#include "views/ElidedLabel.h"
#include "stats/LockHistory.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QGraphicsLayout>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QStackedWidget>
#include <QValueAxis>
#include <QVBoxLayout>
#include <limits>

namespace lockscope::ui {

namespace {

QChartView *makeChartView(QWidget *parent)
{
    auto *chart = new QChart;
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(4, 4, 12, 4); // room for the last time label
    chart->setAnimationOptions(QChart::NoAnimation); // live updates would animate constantly
    chart->legend()->setAlignment(Qt::AlignTop);
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(220, 160);
    return view;
}

QString summaryLine(const QString &what, const DurationSummary &s)
{
    if (s.count == 0)
        return ContentionChartView::tr("%1: no samples").arg(what);
    return ContentionChartView::tr("%1: %2 samples, min %3, median %4, p95 %5, max %6")
        .arg(what)
        .arg(s.count)
        .arg(formatAge(s.minMs), formatAge(s.medianMs), formatAge(s.p95Ms), formatAge(s.maxMs));
}

} // namespace

ContentionChartView::ContentionChartView(QWidget *parent) : QWidget(parent)
{
    m_heading = new ElidedLabel(this, Qt::ElideMiddle);
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("emptyState"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);

    m_queueView = makeChartView(this);
    m_rateView = makeChartView(this);
    m_durationView = makeChartView(this);
    auto *charts = new QWidget(this);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    grid->addWidget(m_queueView, 0, 0);
    grid->addWidget(m_rateView, 1, 0);
    grid->addWidget(m_durationView, 0, 1, 2, 1);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(charts);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_summary);
    layout->addWidget(m_stack, 1);

    buildCharts();
    applyPalette();

    m_redrawTimer.setSingleShot(true);
    m_redrawTimer.setInterval(kRedrawIntervalMs);
    connect(&m_redrawTimer, &QTimer::timeout, this, &ContentionChartView::refresh);
    refresh();
}

ContentionChartView::~ContentionChartView() = default;

void ContentionChartView::applyPalette()
{
    const ChartColors colors = chartColors(palette());
    QFont titleFont = font();
    titleFont.setBold(true);
    QFont labelFont = font();
    labelFont.setPointSizeF(std::max(7.0, labelFont.pointSizeF() - 1));
    for (QChartView *view : {m_queueView, m_rateView, m_durationView}) {
        QChart *chart = view->chart();
        styleChart(chart, colors);
        chart->setTitleFont(titleFont);
        chart->legend()->setFont(labelFont);
        const auto axes = chart->axes();
        for (QAbstractAxis *axis : axes) {
            axis->setLabelsFont(labelFont);
            axis->setTitleFont(labelFont);
        }
        view->setBackgroundBrush(colors.background);
    }
    // setTheme() restyles the series, so their colours come after it.
    m_waiting->setPen(QPen(colors.waiting, 2));
    m_holding->setPen(QPen(colors.holding, 2));
    QColor rateFill = colors.rate;
    rateFill.setAlphaF(0.45);
    m_rate->setBrush(rateFill);
    m_rate->setPen(QPen(colors.rate, 1.5));
    QColor unseenFill = colors.waiting;
    unseenFill.setAlphaF(0.35);
    m_unseen->setBrush(QBrush(unseenFill, Qt::BDiagPattern));
    m_unseen->setPen(QPen(colors.waiting, 1));
    m_holdSet->setColor(colors.hold);
    m_holdSet->setBorderColor(colors.hold);
    m_waitSet->setColor(colors.wait);
    m_waitSet->setBorderColor(colors.wait);
}

void ContentionChartView::setHistory(LockHistory *history)
{
    if (m_history == history)
        return;
    if (m_history)
        disconnect(m_history, nullptr, this, nullptr);
    m_history = history;
    if (history) {
        connect(history, &LockHistory::historyChanged, this, [this](const QString &key) {
            if (key == m_lock)
                scheduleRefresh();
        });
        connect(history, &QObject::destroyed, this, &ContentionChartView::scheduleRefresh);
    }
    refresh();
}

LockHistory *ContentionChartView::history() const
{
    return m_history;
}

void ContentionChartView::setLock(const QString &key)
{
    if (m_lock == key)
        return;
    m_lock = key;
    refresh();
}

QString ContentionChartView::lock() const
{
    return m_lock;
}

bool ContentionChartView::isEmptyStateShown() const
{
    return m_stack->currentWidget() == m_empty;
}

QChart *ContentionChartView::queueChart() const
{
    return m_queueView->chart();
}

QChart *ContentionChartView::rateChart() const
{
    return m_rateView->chart();
}

QChart *ContentionChartView::durationChart() const
{
    return m_durationView->chart();
}

void ContentionChartView::scheduleRefresh()
{
    if (!m_redrawTimer.isActive())
        m_redrawTimer.start();
}

void ContentionChartView::showEmpty(const QString &text)
{
    m_summary->clear();
    m_summary->hide();
    m_empty->setText(text);
    m_stack->setCurrentWidget(m_empty);
}

int ContentionChartView::pointBudget(const QChart *chart) const
{
    const int plotWidth = int(chart->plotArea().width());
    // Before the first layout the plot area is empty: estimate from the view.
    const int width = plotWidth > 10 ? plotWidth : int(chart->size().width()) - 60;
    return std::max(16, width);
}

void ContentionChartView::setSelectedRange(std::optional<TimeRange> range)
{
    if (range == m_range)
        return;
    m_range = range;
    refresh();
}

void ContentionChartView::refresh()
{
    m_redrawTimer.stop();
    const LockStats stats = m_history ? m_history->stats(m_lock) : LockStats{};
    const QString name = m_lock.isEmpty() ? tr("All locks")
        : stats.path.isEmpty()            ? m_lock
                                          : lockTitle(stats.path, stats.queue);
    m_heading->setFullText(name);
    if (!m_history) {
        showEmpty(tr("No history is being recorded."));
        return;
    }
    std::vector<QueueSample> queue = m_history->queueSamples(m_lock);
    std::vector<MinuteBucket> minutes = m_history->minuteBuckets(m_lock);
    std::vector<DurationSample> hold = m_history->holdSamples(m_lock);
    std::vector<DurationSample> wait = m_history->waitSamples(m_lock);
    if (m_range) {
        m_heading->setFullText(tr("%1 · from %2 to %3 (the range selected in the timeline)")
                                   .arg(name, formatTimestamp(m_range->fromMs), formatTimestamp(m_range->toMs)));
        queue = queueWithin(queue, *m_range);
        minutes = minutesWithin(minutes, *m_range);
        hold = durationsWithin(hold, *m_range);
        wait = durationsWithin(wait, *m_range);
    }
    if (queue.empty() && minutes.empty() && hold.empty() && wait.empty()) {
        if (m_range) {
            showEmpty(tr("Nothing was recorded in the selected range. Clear the range in the timeline to see "
                         "the whole history."));
            return;
        }
        showEmpty(m_lock.isEmpty() ? tr("No lock activity seen yet.")
                                   : tr("No history for %1. The monitor has not shown this lock, or it was "
                                        "among the least recently changed locks dropped to keep the history "
                                        "within its capacity.")
                                         .arg(name));
        return;
    }
    m_stack->setCurrentIndex(1);
    m_summary->show();
    const QString unseen = stats.unseen > 0 ? tr(" · %1 more came and went unseen").arg(stats.unseen) : QString();
    m_summary->setText(tr("Now %1 holding, %2 waiting · %3, %4%5")
                           .arg(stats.holders)
                           .arg(stats.waiters)
                           .arg(tr("%n acquisition(s)", nullptr, int(stats.acquisitions)),
                                tr("%n abandoned", nullptr, int(stats.abandoned)))
                           .arg(unseen + (stats.present ? QString() : tr(" · gone from view")))
                       + QLatin1Char('\n') + summaryLine(tr("Hold"), stats.hold) + QLatin1Char('\n')
                       + summaryLine(tr("Wait"), stats.wait));

    // One time range for both time charts, so that they line up.
    qint64 from = std::numeric_limits<qint64>::max();
    qint64 to = stats.lastChangeMs;
    if (!queue.empty()) {
        from = queue.front().atMs;
        to = std::max(to, queue.back().atMs);
    }
    if (!minutes.empty())
        from = std::min(from, minutes.front().startMs);
    if (from == std::numeric_limits<qint64>::max())
        from = to;
    if (m_range) {
        from = m_range->fromMs;
        to = m_range->toMs;
    }
    if (to - from < 1000)
        to = from + 1000;
    const std::optional<MinuteBucket> running =
        takeRunningMinute(minutes, std::max(to, QDateTime::currentMSecsSinceEpoch()));

    const QueueLines lines = queueLines(queue);
    const int queueBudget = pointBudget(queueChart());
    m_waiting->replace(decimateMinMax(lines.waiting, queueBudget));
    m_holding->replace(decimateMinMax(lines.holding, queueBudget));
    qreal queueMax = 0;
    for (const QueueSample &s : queue)
        queueMax = std::max<qreal>(queueMax, std::max(s.waiters, s.holders));
    setCountRange(m_queueCount, queueMax);
    setTimeRange(m_queueTime, from, to, queueBudget);

    const int rateBudget = pointBudget(rateChart());
    const QList<QPointF> acquired = decimateMinMax(minuteBars(minutes, to), rateBudget);
    m_rateTop->replace(acquired);
    m_unseenBottom->replace(acquired);
    m_unseenTop->replace(decimateMinMax(minuteBars(minutes, to, true), rateBudget));
    qreal rateMax = 0;
    for (const MinuteBucket &b : minutes)
        rateMax = std::max<qreal>(rateMax, b.acquisitions + b.unseen);
    setCountRange(m_rateCount, rateMax);
    setTimeRange(m_rateTime, from, to, pointBudget(rateChart()));
    QString rateTitle =
        minutes.empty() ? tr("Acquisitions per minute: no minute completed yet") : tr("Acquisitions per minute");
    if (running)
        rateTitle += tr(" · this minute so far: %n", nullptr, running->acquisitions);
    rateChart()->setTitle(rateTitle);

    const DurationBars bars = durationBars(hold, wait);
    m_holdSet->remove(0, m_holdSet->count());
    m_waitSet->remove(0, m_waitSet->count());
    m_holdSet->append(bars.hold);
    m_waitSet->append(bars.wait);
    m_bins->setCategories(bars.labels);
    qreal countMax = 0;
    for (qreal v : bars.hold + bars.wait)
        countMax = std::max(countMax, v);
    setCountRange(m_durationCount, countMax);
    durationChart()->setTitle(bars.labels.isEmpty() ? tr("Hold and wait times: no samples yet")
                                                    : tr("Hold and wait times"));
}

void ContentionChartView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
}

void ContentionChartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    scheduleRefresh(); // the point budget follows the width
}

void ContentionChartView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    scheduleRefresh();
}

} // namespace lockscope::ui
