// SPDX-License-Identifier: Apache-2.0

// ContentionChartView's three charts and their series, built once: queue length (waiting and
// holding lines), acquisitions per minute (an area, with the unseen entries stacked on it), and
// hold and wait times (horizontal bars over duration bins).
#include "charts/ContentionChartView.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

namespace lockscope::ui {

void ContentionChartView::buildCharts()
{
    QChart *queue = m_queueView->chart();
    queue->setTitle(tr("Queue length"));
    m_waiting = new QLineSeries(queue);
    m_waiting->setName(tr("Waiting"));
    m_holding = new QLineSeries(queue);
    m_holding->setName(tr("Holding"));
    queue->addSeries(m_waiting);
    queue->addSeries(m_holding);
    m_queueTime = new QDateTimeAxis(queue);
    m_queueCount = new QValueAxis(queue);
    m_queueCount->setLabelFormat(QStringLiteral("%d"));
    queue->addAxis(m_queueTime, Qt::AlignBottom);
    queue->addAxis(m_queueCount, Qt::AlignLeft);
    for (QLineSeries *s : {m_waiting, m_holding}) {
        s->attachAxis(m_queueTime);
        s->attachAxis(m_queueCount);
    }

    QChart *rate = m_rateView->chart();
    rate->setTitle(tr("Acquisitions per minute"));
    m_rateTop = new QLineSeries(rate);
    m_rate = new QAreaSeries(m_rateTop);
    m_rate->setName(tr("Acquisitions"));
    // Entries that joined and left between two reads: on top of the acquisitions they may be.
    m_unseenTop = new QLineSeries(rate);
    m_unseenBottom = new QLineSeries(rate);
    m_unseen = new QAreaSeries(m_unseenTop, m_unseenBottom);
    m_unseen->setName(tr("Unseen"));
    rate->addSeries(m_unseen);
    rate->addSeries(m_rate);
    rate->legend()->hide();
    m_rateTime = new QDateTimeAxis(rate);
    m_rateCount = new QValueAxis(rate);
    m_rateCount->setLabelFormat(QStringLiteral("%d"));
    rate->addAxis(m_rateTime, Qt::AlignBottom);
    rate->addAxis(m_rateCount, Qt::AlignLeft);
    m_rate->attachAxis(m_rateTime);
    m_rate->attachAxis(m_rateCount);
    m_unseen->attachAxis(m_rateTime);
    m_unseen->attachAxis(m_rateCount);

    QChart *durations = m_durationView->chart();
    durations->setTitle(tr("Hold and wait times"));
    m_holdSet = new QBarSet(tr("Hold"), durations);
    m_waitSet = new QBarSet(tr("Wait"), durations);
    // Horizontal bars: the bin names stay readable however narrow the chart, longest at the top.
    m_durations = new QHorizontalBarSeries(durations);
    m_durations->setBarWidth(0.8);
    m_durations->append(m_holdSet);
    m_durations->append(m_waitSet);
    durations->addSeries(m_durations);
    m_bins = new QBarCategoryAxis(durations);
    m_durationCount = new QValueAxis(durations);
    m_durationCount->setLabelFormat(QStringLiteral("%d"));
    m_durationCount->setTitleText(tr("samples"));
    durations->addAxis(m_bins, Qt::AlignLeft);
    durations->addAxis(m_durationCount, Qt::AlignBottom);
    m_durations->attachAxis(m_bins);
    m_durations->attachAxis(m_durationCount);
}

} // namespace lockscope::ui
