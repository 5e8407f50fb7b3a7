// SPDX-License-Identifier: Apache-2.0

#pragma once
// The bounded series of one lock (or of all locks together) and the rules that keep them small:
// a queue sample is stored only when the queue changed, samples of the same millisecond are
// merged, and a flat run of periodic samples is kept as its first and last sample.

#include "stats/HistoryTypes.h"
#include "stats/RingBuffer.h"

namespace lockscope {

struct LockSeries {
    RingBuffer<DurationSample> hold;
    RingBuffer<DurationSample> wait;
    RingBuffer<QueueSample> queue;
    RingBuffer<MinuteBucket> minutes; // non-empty minutes only
    qint64 acquisitions = 0;
    qint64 releases = 0;
    qint64 abandoned = 0;
    qint64 unseen = 0; // entries that joined and left between two reads
    DurationTotals holdTotals; // never shrink with the buffers
    DurationTotals waitTotals;
    qint32 holders = 0;
    qint32 waiters = 0;
    qint64 firstSeenMs = 0;
    qint64 lastChangeMs = 0;

    LockSeries(std::size_t samples, std::size_t minuteBuckets);
    void setCapacity(std::size_t samples, std::size_t minuteBuckets);
    void clear();

    void countAcquisition(qint64 atMs);
    // `count` entries joined and left unseen (../shared/CLI.md `unseen`): into the totals and
    // the minute they were noticed in.
    void countUnseen(qint64 atMs, qint64 count);
    void addHold(const DurationSample &sample);
    void addWait(const DurationSample &sample);
    // Records the current holders/waiters; returns false when nothing was stored.
    bool sampleQueue(qint64 atMs, bool periodic);
    void touch(qint64 atMs);
    LockStats stats() const;

private:
    MinuteBucket &minuteAt(qint64 atMs);
};

} // namespace lockscope
