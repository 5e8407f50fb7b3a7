// SPDX-License-Identifier: Apache-2.0

#pragma once
// Paints a timeline frame: only the lanes in view and, in each, only the spans in the visible
// time range (found by binary search); spans that would fall into a pixel column already drawn
// are skipped by another search, so a frame costs about the same over a minute or over days.

#include "models/TimeRange.h"
#include "timeline/TimelineGeometry.h"

#include <QColor>
#include <QFont>
#include <optional>

class QPainter;
class QPalette;

namespace lockscope::ui {

class TimelineLanes;

struct TimelineColors {
    QColor base, alternate, text, grid, axisLine;
    QColor hold, wait, waitFill;
    QColor abandoned, sessionEnded, unseen, cursor, now;

    static TimelineColors fromPalette(const QPalette &palette);
};

struct TimelineFrame {
    const TimelineLanes *lanes = nullptr;
    TimelineGeometry geometry;
    qint64 openEndMs = 0; // where spans still open end: now, or the record's end
    std::optional<qint64> cursorMs;
    std::optional<TimeRange> range; // a selected time range, shaded
    std::optional<qint64> nowMs; // live: a mark at the present
    QString emptyText; // shown when there is nothing to draw
};

// Returns the number of spans drawn.
int paintTimeline(QPainter &p, const TimelineFrame &frame, const TimelineColors &colors);

} // namespace lockscope::ui
