// SPDX-License-Identifier: Apache-2.0

#include "timeline/TimelinePainter.h"

#include "charts/ChartStyle.h"
#include "models/Formatting.h"
#include "timeline/TimelineAxis.h"
#include "timeline/TimelineLanes.h"
#include "views/PaletteColors.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPalette>
#include <algorithm>
#include <cmath>

namespace lockscope::ui {

TimelineColors TimelineColors::fromPalette(const QPalette &palette)
{
    const ChartColors chart = chartColors(palette);
    TimelineColors c;
    c.base = chart.background;
    c.alternate = PaletteColors::mix(chart.background, chart.text, 0.04);
    c.text = chart.text;
    c.grid = chart.grid;
    c.axisLine = chart.axisLine;
    c.hold = chart.holding;
    c.wait = chart.waiting;
    c.waitFill = PaletteColors::mix(chart.background, chart.waiting, 0.3);
    c.abandoned = chart.waiting;
    c.sessionEnded = PaletteColors::criticalMark(palette);
    c.unseen = PaletteColors::warningMark(palette);
    c.cursor = palette.color(QPalette::Highlight);
    c.now = PaletteColors::mix(chart.background, chart.text, 0.5);
    return c;
}

namespace {

// Markers come by the thousand in a zoomed-in busy frame: rectangles and integer-width pens
// stay on the painter's fast paths.
void paintEndMarker(QPainter &p, EntryEnd end, bool deleted, double x, const QRect &lane, const TimelineColors &c)
{
    const double cy = lane.center().y() + 0.5;
    const double r = std::round(lane.height() * 0.22);
    if (deleted) { // removed by another session (a force delete): a square, whatever it was doing
        p.fillRect(QRectF(x - 1.2 * r, cy - 1.2 * r, 2.4 * r, 2.4 * r), c.sessionEnded);
        return;
    }
    switch (end) {
    case EntryEnd::Open: return;
    case EntryEnd::Released: // a clean stop: a bar across the lane
        p.fillRect(QRectF(x - 1, cy - 1.6 * r, 2, 3.2 * r), c.text);
        return;
    case EntryEnd::Abandoned: // given up while waiting: a cross
        p.setPen(QPen(c.abandoned, 2));
        p.drawLine(QPointF(x - r, cy - r), QPointF(x + r, cy + r));
        p.drawLine(QPointF(x - r, cy + r), QPointF(x + r, cy - r));
        return;
    case EntryEnd::SessionEnded: { // taken away with its session: a diamond
        const double d = 1.4 * r;
        const QPointF diamond[4] = {{x, cy - d}, {x + d, cy}, {x, cy + d}, {x - d, cy}};
        p.setPen(Qt::NoPen);
        p.setBrush(c.sessionEnded);
        p.drawConvexPolygon(diamond, 4);
        p.setBrush(Qt::NoBrush);
        return;
    }
    }
}

// Bars that touch are painted as one: zoomed out, a busy lane is a few long runs instead of
// a fill per pixel column.
class BarRuns {
public:
    void add(double x0, double x1)
    {
        x1 = std::max(x1, x0 + 1.0);
        if (!m_runs.empty() && x0 <= m_runs.back().second + 1.0)
            m_runs.back().second = std::max(m_runs.back().second, x1);
        else
            m_runs.emplace_back(x0, x1);
    }
    const std::vector<std::pair<double, double>> &runs() const { return m_runs; }

private:
    std::vector<std::pair<double, double>> m_runs;
};

struct EndMarker {
    double x;
    EntryEnd end;
    bool deleted;
};

int paintLane(QPainter &p, const TimelineFrame &f, int laneIndex, const TimelineColors &c)
{
    const TimelineGeometry &g = f.geometry;
    const TimelineLane &lane = f.lanes->lanes()[std::size_t(laneIndex)];
    const QRect row = g.laneRect(laneIndex);
    const double cy = row.top() + row.height() / 2.0;
    const double holdH = std::max(4.0, row.height() * 0.56);
    const double waitH = std::max(2.0, row.height() * 0.28);
    const double left = g.plotLeft() - 2.0;
    const double right = g.plotLeft() + g.plotWidth() + 2.0;
    const qint64 toMs = g.toMs();
    BarRuns waits, holds;
    std::vector<EndMarker> markers;
    int drawn = 0;
    std::size_t i = TimelineLanes::firstEndingFrom(lane, g.fromMs);
    while (i < lane.spans.size() && lane.starts[i] <= toMs) {
        const bool held = lane.acquired[i] != TimelineLanes::kNeverHeld;
        const bool ended = lane.ends[i] != TimelineLanes::kOpenEnd;
        const qint64 endMs = ended ? lane.ends[i] : std::max(f.openEndMs, lane.starts[i]);
        const double x0 = std::clamp(g.xOf(lane.starts[i]), left, right);
        const double x1 = std::clamp(g.xOf(endMs), left, right);
        const double xa = held ? std::clamp(g.xOf(lane.acquired[i]), left, right) : x1;
        if (xa > x0 || !held)
            waits.add(x0, xa);
        if (held)
            holds.add(xa, x1);
        if (ended && x1 - x0 >= 4 && x1 < right) {
            const EntrySpan &span = f.lanes->span(lane.spans[i]);
            markers.push_back({x1, span.end, span.deletedBy.has_value()});
        }
        ++drawn;
        // Spans ending inside the pixel column just drawn would land on it: skip to the next
        // column. This keeps a zoomed-out frame proportional to its width, not to the spans.
        i = TimelineLanes::nextEndingFrom(lane, i + 1, g.timeAt(std::floor(x1) + 1.0));
    }
    const QBrush hatch(c.wait, Qt::BDiagPattern);
    for (const auto &[x0, x1] : waits.runs()) {
        const QRectF bar(x0, cy - waitH / 2, x1 - x0, waitH);
        p.fillRect(bar, c.waitFill);
        if (bar.width() >= 6)
            p.fillRect(bar, hatch);
    }
    for (const auto &[x0, x1] : holds.runs())
        p.fillRect(QRectF(x0, cy - holdH / 2, x1 - x0, holdH), c.hold);
    for (const EndMarker &marker : markers)
        paintEndMarker(p, marker.end, marker.deleted, marker.x, row, c);
    return drawn;
}

void paintUnseen(QPainter &p, const TimelineFrame &f, const TimelineColors &c)
{
    const TimelineGeometry &g = f.geometry;
    const std::vector<UnseenMark> &marks = f.lanes->past()->unseen;
    const QRect strip = g.unseenStrip();
    const QFontMetrics fm = p.fontMetrics();
    // A tick per mark (marks in one pixel column are one), a label per room for one: a label
    // counts every mark from its tick up to the next label, so the labels add up to the marks.
    const double labelRoom = fm.horizontalAdvance(QStringLiteral("+999")) + fm.averageCharWidth();
    auto it = std::lower_bound(marks.begin(), marks.end(), g.fromMs,
                               [](const UnseenMark &m, qint64 at) { return m.atMs < at; });
    std::vector<std::pair<double, qint64>> labels;
    while (it != marks.end() && it->atMs <= g.toMs()) {
        const double x = g.xOf(it->atMs);
        qint64 count = 0;
        for (; it != marks.end() && g.xOf(it->atMs) < x + 1; ++it)
            count += it->count;
        p.fillRect(QRectF(x - 1, strip.top() + 2, 2, strip.height() - 3), c.unseen);
        if (labels.empty() || x >= labels.back().first + labelRoom)
            labels.emplace_back(x, count);
        else
            labels.back().second += count;
    }
    p.setPen(c.text);
    for (const auto &[x, count] : labels)
        p.drawText(QPointF(x + 3, strip.top() + fm.ascent() + 1), QStringLiteral("+%1").arg(count));
}

void paintAxis(QPainter &p, const TimelineGeometry &g, const TimelineColors &c)
{
    const QFontMetrics fm = p.fontMetrics();
    // Labels as wide as their precision needs: seconds apart, no milliseconds to make room for.
    const int pad = fm.averageCharWidth() * 3;
    int spacing = fm.horizontalAdvance(QStringLiteral("00-00 00:00:00")) + pad;
    if (axisStepMs(g.msPerPx, spacing) < 1000)
        spacing = fm.horizontalAdvance(QStringLiteral("00:00:00.000")) + pad;
    const std::vector<AxisTick> ticks = axisTicks(g.fromMs, g.toMs(), g.msPerPx, spacing);
    const int axisBottom = g.widget.top() + g.axisHeight;
    for (const AxisTick &tick : ticks) {
        const double x = g.xOf(tick.atMs);
        p.setPen(c.grid);
        p.drawLine(QPointF(x, axisBottom), QPointF(x, g.widget.bottom()));
        p.setPen(c.axisLine);
        p.drawLine(QPointF(x, axisBottom - 4), QPointF(x, axisBottom));
        p.setPen(c.text);
        p.drawText(QPointF(x + 3, g.widget.top() + fm.ascent() + 2), tick.label);
    }
    p.setPen(c.axisLine);
    p.drawLine(g.plotLeft(), axisBottom, g.widget.right(), axisBottom);
}

void paintLabels(QPainter &p, const TimelineFrame &f, int firstLane, int lastLane, const TimelineColors &c)
{
    const TimelineGeometry &g = f.geometry;
    const QFontMetrics fm = p.fontMetrics();
    p.fillRect(QRect(g.widget.left(), g.widget.top(), g.labelWidth, g.widget.height()), c.base);
    const int pad = fm.averageCharWidth();
    p.setPen(c.text);
    p.drawText(QRect(g.widget.left() + pad, g.widget.top(), g.labelWidth - 2 * pad, g.axisHeight),
               Qt::AlignLeft | Qt::AlignVCenter, QCoreApplication::translate("TimelineView", "Session"));
    p.drawText(QRect(g.widget.left() + pad, g.unseenStrip().top(), g.labelWidth - 2 * pad, g.unseenHeight),
               Qt::AlignLeft | Qt::AlignVCenter, QCoreApplication::translate("TimelineView", "unseen"));
    p.setClipRect(g.lanesRect());
    for (int lane = firstLane; lane <= lastLane; ++lane) {
        const TimelineLane &l = f.lanes->lanes()[std::size_t(lane)];
        const QRect row = g.laneRect(lane);
        if (lane % 2)
            p.fillRect(QRect(row.left(), row.top(), g.labelWidth, row.height()), c.alternate);
        p.setPen(l.firstOfSession ? c.text : c.axisLine);
        // A session's further lanes (overlapping entries) carry a bracket, not its name again.
        const QString text = l.firstOfSession ? formatOwner(l.session) : QStringLiteral("  ⋮");
        p.drawText(row.adjusted(pad, 0, g.labelWidth - row.width() - pad, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    p.setClipping(false);
    p.setPen(c.axisLine);
    p.drawLine(g.plotLeft() - 1, g.widget.top(), g.plotLeft() - 1, g.widget.bottom());
}

void paintTimeMark(QPainter &p, const TimelineGeometry &g, qint64 atMs, const QColor &color, bool withLabel)
{
    const double x = g.xOf(atMs);
    if (x < g.plotLeft() || x > g.widget.right())
        return;
    p.setPen(QPen(color, withLabel ? 2 : 1, withLabel ? Qt::SolidLine : Qt::DashLine));
    p.drawLine(QPointF(x, g.widget.top() + g.axisHeight), QPointF(x, g.widget.bottom()));
    if (!withLabel)
        return;
    // The cursor's time in a flag on the axis, over the tick labels it would collide with.
    const QFontMetrics fm = p.fontMetrics();
    const QString label = cursorLabel(atMs);
    const int w = fm.horizontalAdvance(label) + fm.averageCharWidth() * 2;
    QRectF flag(x - w / 2.0, g.widget.top() + 1, w, g.axisHeight - 3);
    flag.moveLeft(std::clamp(flag.left(), double(g.plotLeft()), double(g.widget.right() - w)));
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawRoundedRect(flag, 3, 3);
    p.setBrush(Qt::NoBrush);
    p.setPen(color.lightness() < 140 ? QColor(Qt::white) : QColor(Qt::black));
    p.drawText(flag, Qt::AlignCenter, label);
}

// The selected range over the lanes: shaded between two edges, the lanes still readable.
void paintRange(QPainter &p, const TimelineGeometry &g, const TimeRange &range, QColor color)
{
    const double x0 = g.xOf(range.fromMs);
    const double x1 = std::max(g.xOf(range.toMs), x0 + 1);
    const QRectF area(x0, g.widget.top() + g.axisHeight, x1 - x0, g.widget.height() - g.axisHeight);
    p.setPen(QPen(color, 1));
    p.drawLine(area.topLeft(), area.bottomLeft());
    p.drawLine(area.topRight(), area.bottomRight());
    color.setAlpha(48);
    p.fillRect(area, color);
}

} // namespace

int paintTimeline(QPainter &p, const TimelineFrame &f, const TimelineColors &c)
{
    const TimelineGeometry &g = f.geometry;
    p.fillRect(g.widget, c.base);
    if (!f.lanes || !f.lanes->past() || (f.lanes->laneCount() == 0 && f.lanes->past()->unseen.empty())) {
        p.setPen(c.text);
        p.drawText(g.widget, Qt::AlignCenter, f.emptyText);
        return 0;
    }
    const int firstLane = std::max(0, g.scrollY / g.laneHeight);
    const int lastLane = std::min(f.lanes->laneCount() - 1, firstLane + g.visibleLaneRows());
    p.setClipRect(g.lanesRect());
    for (int lane = firstLane; lane <= lastLane; ++lane) {
        if (lane % 2)
            p.fillRect(g.laneRect(lane), c.alternate);
    }
    p.setClipping(false);
    paintAxis(p, g, c);
    int drawn = 0;
    p.setClipRect(g.lanesRect().intersected(g.plotRect()));
    for (int lane = firstLane; lane <= lastLane; ++lane)
        drawn += paintLane(p, f, lane, c);
    p.setClipRect(g.plotRect());
    paintUnseen(p, f, c);
    if (const auto vanished = f.lanes->past()->vanishedAtMs)
        paintTimeMark(p, g, *vanished, c.sessionEnded, false);
    if (f.nowMs)
        paintTimeMark(p, g, *f.nowMs, c.now, false);
    if (f.range)
        paintRange(p, g, *f.range, c.cursor);
    p.setClipping(false);
    paintLabels(p, f, firstLane, lastLane, c);
    if (f.cursorMs)
        paintTimeMark(p, g, *f.cursorMs, c.cursor, true);
    return drawn;
}

} // namespace lockscope::ui
