// SPDX-License-Identifier: Apache-2.0

#pragma once
// Turns a LockHistory's samples into chart points, and thins them to what the plot can show.
// Pure functions: x values are milliseconds since the epoch, as QDateTimeAxis expects.

#include "models/TimeRange.h"
#include "stats/HistoryTypes.h"

#include <QList>
#include <QPointF>
#include <QStringList>
#include <optional>
#include <vector>

namespace lockscope::ui {

// Queue length is a step function: each sample holds until the next one.
struct QueueLines {
    QList<QPointF> waiting;
    QList<QPointF> holding;
};
QueueLines queueLines(const std::vector<QueueSample> &samples);

// Acquisitions per minute drawn as bars: a flat top over each minute, zero between minutes
// without acquisitions. A minute is cut at endMs so that the current one does not reach ahead.
// Steps of a minute each; with `withUnseen` each step is acquisitions plus the entries that came
// and went unseen that minute (drawn on top of the acquisitions).
QList<QPointF> minuteBars(const std::vector<MinuteBucket> &buckets, qint64 endMs, bool withUnseen = false);

// The minute still running at nowMs is not a minute's count yet: drawn beside the others it
// reads as a drop. It is taken out of `buckets` and returned (its count so far), if there is one.
std::optional<MinuteBucket> takeRunningMinute(std::vector<MinuteBucket> &buckets, qint64 nowMs);

// What falls within a range selected in the timeline: the queue samples in it, led by the last
// one before it (the level the range starts at, moved to its start); the minutes that overlap
// it; the holds and waits that ended in it.
std::vector<QueueSample> queueWithin(const std::vector<QueueSample> &samples, const TimeRange &range);
std::vector<MinuteBucket> minutesWithin(const std::vector<MinuteBucket> &buckets, const TimeRange &range);
std::vector<DurationSample> durationsWithin(const std::vector<DurationSample> &samples, const TimeRange &range);

// Hold and wait counts over the log-ish duration bins, trimmed to the non-empty span.
struct DurationBars {
    QStringList labels;
    QList<qreal> hold;
    QList<qreal> wait;
};
DurationBars durationBars(const std::vector<DurationSample> &hold, const std::vector<DurationSample> &wait);

// At most maxPoints points (x ascending in, x ascending out): the first and last point, and the
// lowest and highest point of each x slice, so that spikes and dips survive the thinning.
QList<QPointF> decimateMinMax(const QList<QPointF> &points, int maxPoints);

} // namespace lockscope::ui
