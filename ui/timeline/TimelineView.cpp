// SPDX-License-Identifier: Apache-2.0

#include "timeline/TimelineView.h"

#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "timeline/TimelinePainter.h"

#include <QDateTime>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace lockscope::ui {

namespace {

constexpr double kMinMsPerPx = 0.01; // 1 ms spread over 100 px
constexpr double kMaxMsPerPx = 30.0 * 24 * 3600 * 1000 / 100; // a month over 100 px
constexpr int kGrabPx = 5; // how near the cursor a press grabs it

} // namespace

TimelineView::TimelineView(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(fontMetrics().averageCharWidth() * 40, fontMetrics().height() * 8);
    m_clock = [] { return QDateTime::currentMSecsSinceEpoch(); };
    // Live, the present moves: a few frames a second keep open bars growing without cost.
    m_liveTimer.setInterval(250);
    connect(&m_liveTimer, &QTimer::timeout, this, &TimelineView::tick);
    relayout();
}

void TimelineView::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
}

qint64 TimelineView::nowMs() const
{
    return m_clock();
}

void TimelineView::setPast(std::shared_ptr<const LockPast> past, std::optional<qint64> recordEndMs)
{
    const QString key = past ? past->key() : QString();
    const bool sameLock = key == m_shownKey && m_recordEndMs.has_value() == recordEndMs.has_value();
    m_lanes.build(std::move(past));
    m_recordEndMs = recordEndMs;
    if (isLive())
        m_liveTimer.start();
    else
        m_liveTimer.stop();
    if (!sameLock) {
        m_shownKey = key;
        m_geometry.scrollY = 0;
        fitAll();
        if (isLive()) {
            followPresent();
        } else {
            m_following = false;
            setCursorMs(m_lanes.lastMs());
        }
    }
    update();
}

void TimelineView::setVisibleRange(qint64 fromMs, qint64 toMs)
{
    syncGeometry();
    m_fitted = false;
    m_geometry.msPerPx =
        std::clamp(double(std::max<qint64>(toMs - fromMs, 1)) / m_geometry.plotWidth(), kMinMsPerPx, kMaxMsPerPx);
    m_geometry.fromMs = fromMs;
    update();
}

void TimelineView::zoomAt(double x, double factor)
{
    syncGeometry();
    m_fitted = false;
    // Following the present, the present is the anchor: it stays at the right edge.
    if (m_following)
        x = m_geometry.plotLeft() + m_geometry.plotWidth();
    const qint64 anchor = m_geometry.timeAt(x);
    m_geometry.msPerPx = std::clamp(m_geometry.msPerPx / factor, kMinMsPerPx, kMaxMsPerPx);
    m_geometry.fromMs = anchor - std::llround((x - m_geometry.plotLeft()) * m_geometry.msPerPx);
    update();
}

void TimelineView::fitAll()
{
    const qint64 first = m_lanes.firstMs();
    const qint64 last = std::max(m_lanes.lastMs(), m_lanes.laneCount() > 0 ? openEndMs() : first);
    const qint64 span = std::max<qint64>(last - first, 1000);
    const qint64 margin = span / 40;
    setVisibleRange(first - margin, first + span + margin);
    m_fitted = true;
}

void TimelineView::followPresent()
{
    if (!isLive())
        return;
    setFollowing(true);
    tick();
}

void TimelineView::setFollowing(bool following)
{
    if (std::exchange(m_following, following) != following)
        Q_EMIT followingChanged(following);
}

void TimelineView::tick()
{
    if (!isVisible() && m_cursorMs)
        return;
    if (m_following) {
        const qint64 now = nowMs();
        m_geometry.fromMs = now - std::llround(m_geometry.plotWidth() * m_geometry.msPerPx * 0.97);
        setCursorMs(now);
    }
    update();
}

void TimelineView::setCursorMs(qint64 atMs)
{
    m_cursorMs = atMs;
    update();
    Q_EMIT cursorMoved(atMs);
}

void TimelineView::syncGeometry() const
{
    if (m_geometry.widget == rect())
        return;
    const TimelineGeometry old = m_geometry;
    m_geometry = TimelineGeometry::forFont(fontMetrics(), rect());
    m_geometry.fromMs = old.fromMs;
    m_geometry.msPerPx = old.msPerPx;
    m_geometry.scrollY = old.scrollY;
}

void TimelineView::relayout()
{
    m_geometry.widget = {}; // fonts may have changed: measure again
    syncGeometry();
    scrollLanesBy(0);
}

void TimelineView::scrollLanesBy(int dy)
{
    const int content = m_lanes.laneCount() * m_geometry.laneHeight;
    const int room = m_geometry.widget.bottom() + 1 - m_geometry.lanesTop();
    m_geometry.scrollY = std::clamp(m_geometry.scrollY + dy, 0, std::max(0, content - room));
    update();
}

TimelineView::Hit TimelineView::hitAt(const QPoint &pos) const
{
    Hit hit;
    const TimelineGeometry &g = m_geometry;
    if (!m_lanes.past() || pos.x() < g.plotLeft())
        return hit;
    if (g.unseenStrip().contains(pos)) {
        for (const UnseenMark &mark : m_lanes.past()->unseen) {
            if (std::abs(g.xOf(mark.atMs) - pos.x()) <= kGrabPx)
                hit.unseenCount += mark.count;
        }
        hit.part = hit.unseenCount > 0 ? Part::Unseen : Part::None;
        return hit;
    }
    const int lane = g.laneAt(pos.y());
    if (lane < 0 || lane >= m_lanes.laneCount())
        return hit;
    hit.lane = lane;
    const qint64 at = g.timeAt(pos.x());
    const qint64 tolerance = std::llround(3 * g.msPerPx);
    hit.entry = m_lanes.entryIn(lane, at - tolerance, at + tolerance);
    if (hit.entry < 0)
        return hit;
    const EntrySpan &span = m_lanes.span(hit.entry);
    hit.part = span.acquiredAtMs && at >= *span.acquiredAtMs ? Part::Hold : Part::Wait;
    return hit;
}

QString TimelineView::toolTipFor(const Hit &hit) const
{
    if (hit.part == Part::Unseen) {
        const int count = int(qBound(qint64(0), hit.unseenCount, qint64(INT_MAX)));
        return tr("%n entries joined and left between two reads, unseen", nullptr, count);
    }
    if (hit.entry < 0)
        return {};
    const EntrySpan &span = m_lanes.span(hit.entry);
    QStringList lines{span.node, tr("Session: %1").arg(formatOwner(span.session)),
                      tr("Mode: %1").arg(displayEntryMode(span.mode))};
    lines << tr("Queued: %1").arg(formatTimestamp(span.queuedAtMs));
    if (span.beforeRecord)
        lines << tr("(there before the record began)");
    if (span.acquiredAtMs)
        lines << tr("Acquired: %1, after waiting %2")
                     .arg(formatTimestamp(*span.acquiredAtMs), formatAge(*span.acquiredAtMs - span.queuedAtMs));
    else
        lines << tr("Never held");
    if (span.endedAtMs) {
        const qint64 from = span.acquiredAtMs.value_or(span.queuedAtMs);
        if (span.deletedBy)
            lines << tr("Ended: %1, deleted by session %2 after %3")
                         .arg(formatTimestamp(*span.endedAtMs), formatSessionId(*span.deletedBy),
                              formatAge(*span.endedAtMs - from));
        else
            lines << tr("Ended: %1, %2 after %3")
                         .arg(formatTimestamp(*span.endedAtMs), displayEntryEnd(span.end),
                              formatAge(*span.endedAtMs - from));
    } else {
        lines << displayEntryEnd(EntryEnd::Open);
    }
    return lines.join(QLatin1Char('\n'));
}

void TimelineView::setSelectedRange(std::optional<TimeRange> range)
{
    if (range == m_range)
        return;
    m_range = range;
    update();
    Q_EMIT selectedRangeChanged(m_range);
}

void TimelineView::paintEvent(QPaintEvent *)
{
    syncGeometry();
    QPainter p(this);
    TimelineFrame frame;
    frame.lanes = &m_lanes;
    frame.geometry = m_geometry;
    frame.openEndMs = openEndMs();
    frame.cursorMs = m_cursorMs;
    frame.range = m_rangeBeingDrawn ? m_rangeBeingDrawn : m_range;
    if (isLive())
        frame.nowMs = nowMs();
    frame.emptyText =
        m_lanes.past() ? tr("No entries recorded for this lock yet") : tr("Select a lock to see its timeline");
    m_lastPainted = paintTimeline(p, frame, TimelineColors::fromPalette(palette()));
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
    // Fitted before the layout gave the view its size (or since resized): fit again.
    if (m_fitted)
        fitAll();
    if (m_following)
        tick();
}

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    const int steps = delta.y() != 0 ? delta.y() : delta.x();
    if (event->modifiers() & Qt::ShiftModifier)
        scrollLanesBy(-steps * m_geometry.laneHeight * 3 / 120);
    else
        zoomAt(event->position().x(), std::pow(1.25, steps / 120.0));
    event->accept();
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const QPoint pos = event->position().toPoint();
    const bool onAxis = pos.y() < m_geometry.widget.top() + m_geometry.axisHeight && pos.x() >= m_geometry.plotLeft();
    const bool onCursor = m_cursorMs && std::abs(m_geometry.xOf(*m_cursorMs) - pos.x()) <= kGrabPx;
    m_dragStart = pos;
    if (event->modifiers() & Qt::ShiftModifier) {
        m_drag = Drag::Range;
        const qint64 at = m_geometry.timeAt(pos.x());
        m_rangeBeingDrawn = TimeRange{at, at};
        return;
    }
    if (onAxis || onCursor) {
        m_drag = Drag::Cursor;
        setFollowing(false);
        setCursorMs(m_geometry.timeAt(pos.x()));
        return;
    }
    m_drag = Drag::Pan;
    m_dragFromMs = m_geometry.fromMs;
    m_dragScrollY = m_geometry.scrollY;
    setCursor(Qt::ClosedHandCursor);
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_drag == Drag::Cursor) {
        setCursorMs(m_geometry.timeAt(pos.x()));
    } else if (m_drag == Drag::Range) {
        const qint64 a = m_geometry.timeAt(m_dragStart.x());
        const qint64 b = m_geometry.timeAt(pos.x());
        m_rangeBeingDrawn = TimeRange{std::min(a, b), std::max(a, b)};
        update();
    } else if (m_drag == Drag::Pan) {
        const QPoint moved = pos - m_dragStart;
        if (std::abs(moved.x()) > 2)
            setFollowing(false);
        m_fitted = false;
        m_geometry.fromMs = m_dragFromMs - std::llround(moved.x() * m_geometry.msPerPx);
        m_geometry.scrollY = m_dragScrollY;
        scrollLanesBy(-moved.y());
    }
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_drag == Drag::Range) {
        // A Shift+click without a drag clears the range, as Escape does.
        const bool dragged = std::abs(event->position().toPoint().x() - m_dragStart.x()) > 2;
        setSelectedRange(dragged ? m_rangeBeingDrawn : std::nullopt);
        m_rangeBeingDrawn.reset();
        m_drag = Drag::None;
        update();
        return;
    }
    // A click without dragging on the lanes places the cursor there too.
    if (m_drag == Drag::Pan && (event->position().toPoint() - m_dragStart).manhattanLength() <= 2) {
        setFollowing(false);
        setCursorMs(m_geometry.timeAt(m_dragStart.x()));
    }
    m_drag = Drag::None;
    unsetCursor();
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    const double centre = m_geometry.plotLeft() + m_geometry.plotWidth() / 2.0;
    const qint64 eighth = std::llround(m_geometry.plotWidth() * m_geometry.msPerPx / 8);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomAt(centre, 1.5); break;
    case Qt::Key_Minus: zoomAt(centre, 1 / 1.5); break;
    case Qt::Key_Left:
        setFollowing(false);
        m_fitted = false;
        m_geometry.fromMs -= eighth;
        update();
        break;
    case Qt::Key_Right:
        m_fitted = false;
        m_geometry.fromMs += eighth;
        update();
        break;
    case Qt::Key_Home:
        setFollowing(false);
        fitAll();
        break;
    case Qt::Key_End: followPresent(); break;
    case Qt::Key_Escape:
        if (!m_range) {
            QWidget::keyPressEvent(event);
            return;
        }
        setSelectedRange(std::nullopt);
        break;
    default: QWidget::keyPressEvent(event); return;
    }
}

void TimelineView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        relayout();
}

bool TimelineView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipFor(hitAt(help->pos()));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace lockscope::ui
