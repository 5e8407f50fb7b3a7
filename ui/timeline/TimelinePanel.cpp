// SPDX-License-Identifier: Apache-2.0

#include "timeline/TimelinePanel.h"

#include "charts/ChartStyle.h"
#include "history/LiveSpans.h"
#include "models/DisplayNames.h"
#include "models/QueueModel.h"
#include "timeline/TimelineAxis.h"
#include "timeline/TimelinePainter.h"
#include "timeline/TimelineView.h"
#include "views/ElidedLabel.h"
#include "views/QueueGraphView.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {

// pastQueueAt gives no czxid; QueueModel tells entries apart by it. A sequence is unique within
// one queue, so it serves, and moving the cursor updates rows instead of replacing them all.
std::shared_ptr<const LockQueue> identifiedQueue(LockQueue queue)
{
    for (LockEntry &entry : queue.entries)
        entry.node.edit().stat.czxid = entry.sequence + 1;
    return std::make_shared<const LockQueue>(std::move(queue));
}

QHash<QString, qint64> holdingSinceAt(const LockPast &past, qint64 atMs)
{
    QHash<QString, qint64> since;
    for (const EntrySpan &span : past.entries) {
        if (span.holdingAt(atMs))
            since.insert(span.node, *span.acquiredAtMs);
    }
    return since;
}

} // namespace

TimelinePanel::TimelinePanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *header = new QHBoxLayout;
    const int m = fontMetrics().height() / 4;
    header->setContentsMargins(m, m, m, 0);
    m_title = new ElidedLabel(this, Qt::ElideMiddle);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    header->addWidget(m_title, 1);
    // The legend wraps rather than set the window's minimum width (Russian's is ~800 px long).
    m_legend = new QLabel(this);
    m_legend->setWordWrap(true);
    header->addWidget(m_legend, 1);
    m_clearRange = new QPushButton(this);
    m_clearRange->setToolTip(tr("The live events and the charts show only this range. Click to show everything (Escape "
                                "in the timeline)."));
    m_clearRange->hide();
    header->addWidget(m_clearRange);
    m_fit = new QPushButton(tr("Fit"), this);
    m_fit->setToolTip(tr("Show the whole record (Home)"));
    header->addWidget(m_fit);
    m_now = new QPushButton(tr("Now"), this);
    m_now->setToolTip(tr("Follow the present (End)"));
    m_now->setCheckable(true);
    header->addWidget(m_now);
    layout->addLayout(header);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_timeline = new TimelineView(m_splitter);
    m_splitter->addWidget(m_timeline);
    auto *queueArea = new QWidget(m_splitter);
    auto *queueLayout = new QVBoxLayout(queueArea);
    queueLayout->setContentsMargins(0, 0, 0, 0);
    m_queueTitle = new QLabel(queueArea);
    m_queueTitle->setIndent(fontMetrics().averageCharWidth());
    queueLayout->addWidget(m_queueTitle);
    m_queue = new QueueModel(this);
    m_selection = new QItemSelectionModel(m_queue, this);
    m_graph = new QueueGraphView(queueArea);
    m_graph->setModel(m_queue, m_selection);
    queueLayout->addWidget(m_graph, 1);
    // The graph's narrowest box (40 'x' wide) with its margins: narrower, it cuts boxes off.
    queueArea->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 50);
    m_splitter->addWidget(queueArea);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    layout->addWidget(m_splitter, 1);

    connect(m_fit, &QPushButton::clicked, m_timeline, [this] {
        m_timeline->fitAll();
        m_timeline->setFocus();
    });
    connect(m_now, &QPushButton::clicked, m_timeline, [this] {
        m_timeline->followPresent();
        m_now->setChecked(m_timeline->isFollowing());
    });
    connect(m_timeline, &TimelineView::followingChanged, m_now, &QPushButton::setChecked);
    connect(m_timeline, &TimelineView::selectedRangeChanged, this, &TimelinePanel::showRange);
    connect(m_clearRange, &QPushButton::clicked, m_timeline, [this] { m_timeline->setSelectedRange(std::nullopt); });
    connect(m_timeline, &TimelineView::cursorMoved, this, &TimelinePanel::showQueueAt);
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(250);
    connect(&m_refresh, &QTimer::timeout, this, &TimelinePanel::refreshLive);
    updateLegend();
    clear();
}

void TimelinePanel::showLive(const LiveSpans *spans, const QString &key)
{
    if (m_live != spans) {
        if (m_live)
            disconnect(m_live, nullptr, this, nullptr);
        m_live = spans;
        if (spans) {
            connect(spans, &LiveSpans::lockChanged, this, [this](const QString &changed) {
                if (changed == m_key && !m_refresh.isActive())
                    m_refresh.start();
            });
        }
    }
    m_key = key;
    m_now->setVisible(true);
    refreshLive();
}

void TimelinePanel::showPast(std::shared_ptr<const LockPast> past, qint64 recordEndMs)
{
    if (m_live)
        disconnect(m_live, nullptr, this, nullptr);
    m_live = nullptr;
    m_key = past ? past->key() : QString();
    m_now->setVisible(false);
    m_timeline->setPast(std::move(past), recordEndMs);
    showQueueAt(m_timeline->cursorMs().value_or(recordEndMs));
    updateTitle();
}

void TimelinePanel::clear()
{
    m_key.clear();
    m_timeline->setPast(nullptr);
    m_queue->clear();
    updateTitle();
}

void TimelinePanel::refreshLive()
{
    // Hidden, the copy waits until the panel is shown.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const LockPast *past = m_live && !m_key.isEmpty() ? m_live->recorder().lock(m_key) : nullptr;
    if (!past) {
        m_timeline->setPast(m_key.isEmpty() ? nullptr : std::make_shared<const LockPast>());
        m_queue->clear();
    } else {
        m_timeline->setPast(std::make_shared<const LockPast>(*past));
        if (const auto cursor = m_timeline->cursorMs())
            showQueueAt(*cursor);
    }
    m_now->setChecked(m_timeline->isFollowing());
    updateTitle();
}

void TimelinePanel::showQueueAt(qint64 atMs)
{
    const LockPast *past = m_timeline->lanes().past();
    if (!past || past->path.isEmpty()) {
        m_queue->clear();
        m_queueTitle->clear();
        return;
    }
    const LockQueue *current = m_live && m_timeline->isFollowing() ? m_live->recorder().lastQueue(m_key) : nullptr;
    if (current) {
        // At the present the monitor's own queue says more: owners, data, who waits for whom.
        m_queue->setAgeReference(std::nullopt);
        m_queue->setQueue(m_key, identifiedQueue(*current), holdingSinceAt(*past, atMs));
        m_queueTitle->setText(tr("Queue now"));
        return;
    }
    m_queue->setAgeReference(atMs);
    m_queue->setQueue(m_key, identifiedQueue(pastQueueAt(*past, atMs)), holdingSinceAt(*past, atMs));
    m_queueTitle->setText(tr("Queue at %1").arg(cursorLabel(atMs)));
}

QString TimelinePanel::title() const
{
    return m_title->fullText();
}

void TimelinePanel::updateTitle()
{
    const LockPast *past = m_timeline->lanes().past();
    if (m_key.isEmpty() || !past) {
        m_title->setFullText(tr("No lock selected"));
        return;
    }
    QString text = QStringLiteral("%1 · %2").arg(past->title(), tr("%n entries", nullptr, int(past->entries.size())));
    if (const qint64 unseen = past->unseenCount(); unseen > 0)
        text += QStringLiteral(" · ") + tr("+%1 unseen").arg(unseen);
    m_title->setFullText(text);
}

void TimelinePanel::updateLegend()
{
    const TimelineColors c = TimelineColors::fromPalette(palette());
    const auto swatch = [](const QColor &color, const QString &glyph, const QString &text) {
        // Each entry stays on one line when the legend wraps (CJK text breaks anywhere otherwise).
        return QStringLiteral("<span style=\"white-space:nowrap\"><span style=\"color:%1\">%2</span>&nbsp;%3</span>")
            .arg(color.name(), glyph, text.toHtmlEscaped());
    };
    const QStringList parts{swatch(c.wait, QStringLiteral("▬"), tr("waiting")),
                            swatch(c.hold, QStringLiteral("█"), tr("holding")),
                            swatch(c.text, QStringLiteral("|"), displayEntryEnd(EntryEnd::Released)),
                            swatch(c.abandoned, QStringLiteral("×"), displayEntryEnd(EntryEnd::Abandoned)),
                            swatch(c.sessionEnded, QStringLiteral("◆"), displayEntryEnd(EntryEnd::SessionEnded)),
                            swatch(c.sessionEnded, QStringLiteral("■"), tr("deleted by another session")),
                            swatch(c.unseen, QStringLiteral("ǀ+n"), tr("unseen"))};
    m_legend->setText(parts.join(QStringLiteral(" &nbsp; ")));
    m_legend->setToolTip(tr("Drag to pan, wheel to zoom, Shift+drag to select a time range for the live events and "
                            "the charts"));
}

void TimelinePanel::showRange(std::optional<TimeRange> range)
{
    m_clearRange->setVisible(range.has_value());
    if (range)
        m_clearRange->setText(tr("Range %1 – %2 ✕").arg(cursorLabel(range->fromMs), cursorLabel(range->toMs)));
}

void TimelinePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refreshLive();
}

void TimelinePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateLegend();
}

} // namespace lockscope::ui
