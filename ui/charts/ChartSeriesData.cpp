// SPDX-License-Identifier: Apache-2.0

#include "charts/ChartSeriesData.h"

#include "stats/DurationBins.h"

#include <algorithm>

namespace lockscope::ui {

QueueLines queueLines(const std::vector<QueueSample> &samples)
{
    QueueLines lines;
    lines.waiting.reserve(qsizetype(samples.size()) * 2);
    lines.holding.reserve(qsizetype(samples.size()) * 2);
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const QueueSample &s = samples[i];
        const auto x = qreal(s.atMs);
        if (i > 0) {
            lines.waiting.append({x, qreal(samples[i - 1].waiters)});
            lines.holding.append({x, qreal(samples[i - 1].holders)});
        }
        lines.waiting.append({x, qreal(s.waiters)});
        lines.holding.append({x, qreal(s.holders)});
    }
    return lines;
}

QList<QPointF> minuteBars(const std::vector<MinuteBucket> &buckets, qint64 endMs, bool withUnseen)
{
    QList<QPointF> points;
    points.reserve(qsizetype(buckets.size()) * 4);
    qint64 previousEnd = -1;
    for (const MinuteBucket &b : buckets) {
        const qint64 end = std::max(b.startMs, std::min(b.startMs + kMinuteMs, endMs));
        if (previousEnd != b.startMs) {
            if (previousEnd >= 0)
                points.append({qreal(previousEnd), 0});
            points.append({qreal(b.startMs), 0});
        }
        const qreal value = b.acquisitions + (withUnseen ? b.unseen : 0);
        points.append({qreal(b.startMs), value});
        points.append({qreal(end), value});
        previousEnd = end;
    }
    if (previousEnd >= 0)
        points.append({qreal(previousEnd), 0});
    return points;
}

std::optional<MinuteBucket> takeRunningMinute(std::vector<MinuteBucket> &buckets, qint64 nowMs)
{
    if (buckets.empty() || buckets.back().startMs + kMinuteMs <= nowMs)
        return std::nullopt;
    const MinuteBucket running = buckets.back();
    buckets.pop_back();
    return running;
}

std::vector<QueueSample> queueWithin(const std::vector<QueueSample> &samples, const TimeRange &range)
{
    std::vector<QueueSample> kept;
    const auto first = std::lower_bound(samples.begin(), samples.end(), range.fromMs,
                                        [](const QueueSample &s, qint64 at) { return s.atMs < at; });
    if (first != samples.begin() && (first == samples.end() || first->atMs > range.fromMs)) {
        kept.push_back(*std::prev(first));
        kept.back().atMs = range.fromMs;
    }
    for (auto it = first; it != samples.end() && it->atMs <= range.toMs; ++it)
        kept.push_back(*it);
    return kept;
}

std::vector<MinuteBucket> minutesWithin(const std::vector<MinuteBucket> &buckets, const TimeRange &range)
{
    std::vector<MinuteBucket> kept;
    std::copy_if(buckets.begin(), buckets.end(), std::back_inserter(kept),
                 [&range](const MinuteBucket &b) { return range.overlaps(b.startMs, b.startMs + kMinuteMs - 1); });
    return kept;
}

std::vector<DurationSample> durationsWithin(const std::vector<DurationSample> &samples, const TimeRange &range)
{
    std::vector<DurationSample> kept;
    std::copy_if(samples.begin(), samples.end(), std::back_inserter(kept),
                 [&range](const DurationSample &s) { return range.contains(s.atMs); });
    return kept;
}

DurationBars durationBars(const std::vector<DurationSample> &hold, const std::vector<DurationSample> &wait)
{
    const std::vector<qint64> holdCounts = durationHistogram(hold);
    const std::vector<qint64> waitCounts = durationHistogram(wait);
    int first = -1;
    int last = -1;
    for (int i = 0; i < int(holdCounts.size()); ++i) {
        if (holdCounts[std::size_t(i)] + waitCounts[std::size_t(i)] > 0) {
            first = first < 0 ? i : first;
            last = i;
        }
    }
    DurationBars bars;
    for (int i = first; first >= 0 && i <= last; ++i) {
        bars.labels.append(durationBins()[std::size_t(i)].label);
        bars.hold.append(qreal(holdCounts[std::size_t(i)]));
        bars.wait.append(qreal(waitCounts[std::size_t(i)]));
    }
    return bars;
}

QList<QPointF> decimateMinMax(const QList<QPointF> &points, int maxPoints)
{
    if (points.size() <= qsizetype(std::max(maxPoints, 2)))
        return points;
    if (maxPoints < 4) // no room for a slice: keep the ends
        return QList<QPointF>{points.first(), points.last()}.last(std::max(0, std::min(maxPoints, 2)));
    const int slices = (maxPoints - 2) / 2;
    const qsizetype inner = points.size() - 2; // points between the first and the last
    const qreal x0 = points.first().x();
    const qreal span = points.last().x() - x0;
    // Slices by x, or by position when every point shares one x.
    const auto sliceOf = [&](qsizetype i) {
        const qreal fraction = span > 0 ? (points[i].x() - x0) / span : qreal(i - 1) / qreal(inner);
        return std::clamp(int(fraction * slices), 0, slices - 1);
    };

    QList<QPointF> out;
    out.reserve(maxPoints);
    out.append(points.first());
    qsizetype low = 1;
    qsizetype high = 1;
    int current = sliceOf(1);
    const auto flush = [&] {
        out.append(points[std::min(low, high)]);
        if (low != high)
            out.append(points[std::max(low, high)]);
    };
    for (qsizetype i = 1; i <= inner; ++i) {
        const int slice = sliceOf(i);
        if (slice != current) {
            flush();
            current = slice;
            low = high = i;
        }
        if (points[i].y() < points[low].y())
            low = i;
        if (points[i].y() > points[high].y())
            high = i;
    }
    flush();
    out.append(points.last());
    return out;
}

} // namespace lockscope::ui
