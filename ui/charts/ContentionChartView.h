// SPDX-License-Identifier: Apache-2.0

#pragma once
// Contention of one lock, or of all locks together, from a LockHistory: queue length over time,
// acquisitions per minute, and hold and wait time distributions. Follows the history live, but
// redraws at most every kRedrawIntervalMs and never plots more points than the plot is wide.

#include "models/TimeRange.h"

#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QAreaSeries;
class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QDateTimeAxis;
class QHorizontalBarSeries;
class QLabel;
class QLineSeries;
class QStackedWidget;
class QValueAxis;
QT_END_NAMESPACE

namespace lockscope {
class LockHistory;
}

namespace lockscope::ui {

class ElidedLabel;

class ContentionChartView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kRedrawIntervalMs = 250;

    explicit ContentionChartView(QWidget *parent = nullptr);
    ~ContentionChartView() override;

    // Not owned; nullptr shows the empty state.
    void setHistory(LockHistory *history);
    LockHistory *history() const;
    // A LockQueue::key(), or empty for all locks together.
    void setLock(const QString &key);
    QString lock() const;
    // Only what happened within `range` (selected in the timeline); nullopt: the whole history.
    void setSelectedRange(std::optional<TimeRange> range);
    std::optional<TimeRange> selectedRange() const { return m_range; }

    // Redraws now rather than at the next throttled moment.
    void refresh();
    // True while there is nothing to plot and the explanation is shown instead.
    bool isEmptyStateShown() const;

    // The charts themselves, in display order, for tests and for callers that export images.
    QChart *queueChart() const;
    QChart *rateChart() const;
    QChart *durationChart() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildCharts();
    void applyPalette();
    void scheduleRefresh();
    void showEmpty(const QString &text);
    int pointBudget(const QChart *chart) const;

    QPointer<LockHistory> m_history;
    QString m_lock;
    std::optional<TimeRange> m_range;
    QTimer m_redrawTimer;

    ElidedLabel *m_heading = nullptr;
    QLabel *m_summary = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    QChartView *m_queueView = nullptr;
    QChartView *m_rateView = nullptr;
    QChartView *m_durationView = nullptr;

    QLineSeries *m_waiting = nullptr;
    QLineSeries *m_holding = nullptr;
    QDateTimeAxis *m_queueTime = nullptr;
    QValueAxis *m_queueCount = nullptr;
    QLineSeries *m_rateTop = nullptr;
    QAreaSeries *m_rate = nullptr;
    QLineSeries *m_unseenTop = nullptr;
    QLineSeries *m_unseenBottom = nullptr;
    QAreaSeries *m_unseen = nullptr;
    QDateTimeAxis *m_rateTime = nullptr;
    QValueAxis *m_rateCount = nullptr;
    QHorizontalBarSeries *m_durations = nullptr;
    QBarSet *m_holdSet = nullptr;
    QBarSet *m_waitSet = nullptr;
    QBarCategoryAxis *m_bins = nullptr;
    QValueAxis *m_durationCount = nullptr;
};

} // namespace lockscope::ui
