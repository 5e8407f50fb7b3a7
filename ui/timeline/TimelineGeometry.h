// SPDX-License-Identifier: Apache-2.0

#pragma once
// Where things go in a timeline: the time axis on top, a strip for unseen marks under it, the
// lanes below, their labels on the left. Maps times to x and lanes to y and back; painting,
// hit-testing and the view's zoom all read positions from here, so they cannot disagree.

#include <QFontMetrics>
#include <QRect>
#include <cmath>

namespace lockscope::ui {

struct TimelineGeometry {
    QRect widget;
    int axisHeight = 0;
    int unseenHeight = 0;
    int laneHeight = 0;
    int labelWidth = 0;
    int scrollY = 0; // pixels of lanes scrolled off the top
    qint64 fromMs = 0; // the time at the plot's left edge
    double msPerPx = 1000; // zoom: how much time one pixel covers

    // Sizes from the font, so the timeline reads like the rest of the window at any DPI.
    static TimelineGeometry forFont(const QFontMetrics &fm, const QRect &widget)
    {
        TimelineGeometry g;
        g.widget = widget;
        g.axisHeight = fm.height() * 3 / 2 + 4;
        g.unseenHeight = fm.height() + 4;
        g.laneHeight = fm.height() + fm.height() / 2;
        g.labelWidth = fm.horizontalAdvance(QStringLiteral("0x0000000000000000")) + fm.averageCharWidth() * 3;
        return g;
    }

    int plotLeft() const { return widget.left() + labelWidth; }
    int plotWidth() const { return std::max(1, widget.right() + 1 - plotLeft()); }
    int lanesTop() const { return widget.top() + axisHeight + unseenHeight; }
    QRect plotRect() const { return QRect(plotLeft(), widget.top(), plotWidth(), widget.height()); }
    QRect lanesRect() const
    {
        return QRect(widget.left(), lanesTop(), widget.width(), widget.bottom() + 1 - lanesTop());
    }
    QRect unseenStrip() const { return QRect(plotLeft(), widget.top() + axisHeight, plotWidth(), unseenHeight); }
    qint64 toMs() const { return fromMs + qint64(std::ceil(plotWidth() * msPerPx)); }

    double xOf(qint64 atMs) const { return plotLeft() + double(atMs - fromMs) / msPerPx; }
    qint64 timeAt(double x) const { return fromMs + qint64(std::llround((x - plotLeft()) * msPerPx)); }

    // Lane under y, -1 above the lanes (it may be past the last lane).
    int laneAt(int y) const { return y < lanesTop() ? -1 : (y - lanesTop() + scrollY) / laneHeight; }
    QRect laneRect(int lane) const
    {
        return QRect(widget.left(), lanesTop() + lane * laneHeight - scrollY, widget.width(), laneHeight);
    }
    int visibleLaneRows() const { return (widget.bottom() + 1 - lanesTop() + laneHeight - 1) / laneHeight; }
};

} // namespace lockscope::ui
