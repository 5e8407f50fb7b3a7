// SPDX-License-Identifier: Apache-2.0

#include "stats/LockSeries.h"

#include <limits>

#include <algorithm>

namespace lockscope {

namespace {

std::vector<qint64> durations(const RingBuffer<DurationSample> &samples)
{
    std::vector<qint64> out;
    out.reserve(samples.size());
    samples.forEach([&out](const DurationSample &s) { out.push_back(s.durationMs); });
    return out;
}

bool sameCounts(const QueueSample &a, const QueueSample &b)
{
    return a.holders == b.holders && a.waiters == b.waiters;
}

} // namespace

LockSeries::LockSeries(std::size_t samples, std::size_t minuteBuckets)
    : hold(samples), wait(samples), queue(samples), minutes(minuteBuckets)
{
}

void LockSeries::setCapacity(std::size_t samples, std::size_t minuteBuckets)
{
    hold.setCapacity(samples);
    wait.setCapacity(samples);
    queue.setCapacity(samples);
    minutes.setCapacity(minuteBuckets);
}

void LockSeries::clear()
{
    *this = LockSeries(hold.capacity(), minutes.capacity());
}

MinuteBucket &LockSeries::minuteAt(qint64 atMs)
{
    const qint64 start = atMs - ((atMs % kMinuteMs) + kMinuteMs) % kMinuteMs;
    // A clock that stepped back counts into the newest minute rather than reordering buckets.
    if (minutes.empty() || minutes.back().startMs < start)
        minutes.push({start, 0, 0});
    return minutes.back();
}

void LockSeries::countAcquisition(qint64 atMs)
{
    ++acquisitions;
    ++minuteAt(atMs).acquisitions;
}

void LockSeries::countUnseen(qint64 atMs, qint64 count)
{
    unseen += count;
    minuteAt(atMs).unseen += qint32(qMin<qint64>(count, std::numeric_limits<qint32>::max()));
}

void LockSeries::addHold(const DurationSample &sample)
{
    hold.push(sample);
    holdTotals.add(sample.durationMs);
}

void LockSeries::addWait(const DurationSample &sample)
{
    wait.push(sample);
    waitTotals.add(sample.durationMs);
}

bool LockSeries::sampleQueue(qint64 atMs, bool periodic)
{
    const QueueSample sample{atMs, holders, waiters, periodic};
    if (queue.empty()) {
        queue.push(sample);
        return true;
    }
    QueueSample &last = queue.back();
    if (!periodic) {
        if (sameCounts(last, sample))
            return false;
        if (last.atMs == atMs && !last.periodic) {
            last = sample; // one step per millisecond is all a chart can show
            return true;
        }
        queue.push(sample);
        return true;
    }
    if (atMs <= last.atMs)
        return false;
    const bool flatRun = last.periodic && sameCounts(last, sample) && queue.size() >= 2
        && sameCounts(queue.at(queue.size() - 2), sample);
    if (flatRun)
        last.atMs = atMs;
    else
        queue.push(sample);
    return true;
}

void LockSeries::touch(qint64 atMs)
{
    if (firstSeenMs == 0)
        firstSeenMs = atMs;
    lastChangeMs = std::max(lastChangeMs, atMs);
}

LockStats LockSeries::stats() const
{
    LockStats s;
    s.hold = summarize(durations(hold));
    s.wait = summarize(durations(wait));
    s.acquisitions = acquisitions;
    s.releases = releases;
    s.abandoned = abandoned;
    s.unseen = unseen;
    s.holdTotals = holdTotals;
    s.waitTotals = waitTotals;
    s.holders = holders;
    s.waiters = waiters;
    s.firstSeenMs = firstSeenMs;
    s.lastChangeMs = lastChangeMs;
    return s;
}

} // namespace lockscope
