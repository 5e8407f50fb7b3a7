// SPDX-License-Identifier: Apache-2.0

#pragma once
// The samples a LockHistory keeps and the summaries it derives from them. Times are
// milliseconds since the epoch (UTC), durations milliseconds.

#include <QString>
#include <QtGlobal>
#include <vector>

namespace lockscope {

// How much history is kept. Every series is a ring buffer: the oldest samples go first.
struct Capacity {
    int samplesPerSeries = 2000; // hold, wait and queue-length samples, per lock
    int overallSamplesPerSeries = 20000; // the same series over all locks together
    int minuteBuckets = 1440; // non-empty minutes of acquisitions kept (a day when busy)
    int maxLocks = 500; // locks with a history; the least recently changed go first
    int sampleIntervalMs = 5000; // periodic queue-length sample, so that flat periods show
    int notifyIntervalMs = 250; // historyChanged() is emitted at most this often per lock

    friend bool operator==(const Capacity &, const Capacity &) = default;
};

// How long one node held the lock (at: its release) or waited for it (at: its acquisition).
struct DurationSample {
    qint64 atMs = 0;
    qint64 durationMs = 0;
    qint64 session = 0; // the node's ephemeralOwner, 0 when none
    friend bool operator==(const DurationSample &, const DurationSample &) = default;
};

// The queue of a lock (or of all locks) at one moment.
struct QueueSample {
    qint64 atMs = 0;
    qint32 holders = 0;
    qint32 waiters = 0;
    bool periodic = false; // taken by the timer rather than on a change
    friend bool operator==(const QueueSample &, const QueueSample &) = default;
};

// Acquisitions that happened in the minute starting at startMs.
struct MinuteBucket {
    qint64 startMs = 0;
    qint32 acquisitions = 0;
    qint32 unseen = 0; // entries that came and went between two reads in this minute
    friend bool operator==(const MinuteBucket &, const MinuteBucket &) = default;
};
constexpr qint64 kMinuteMs = 60000;

// Every duration recorded since tracking began, counted per DurationBins bin: the cumulative
// histogram a metrics exporter needs, since the sample buffers forget and these never go down.
struct DurationTotals {
    std::vector<qint64> perBin; // one count per durationBins() entry once anything was added
    qint64 count = 0;
    qint64 sumMs = 0;
    void add(qint64 durationMs);
    friend bool operator==(const DurationTotals &, const DurationTotals &) = default;
};

// Nearest-rank statistics of the durations kept: median is the ceil(n/2)-th smallest,
// p95 the ceil(0.95 n)-th. All zero when count is 0.
struct DurationSummary {
    qint64 count = 0;
    qint64 minMs = 0;
    qint64 medianMs = 0;
    qint64 p95Ms = 0;
    qint64 maxMs = 0;
    friend bool operator==(const DurationSummary &, const DurationSummary &) = default;
};
DurationSummary summarize(std::vector<qint64> durationsMs);

// What a history knows about one lock, or about all of them.
struct LockStats {
    QString path; // the lock's parent; empty for overall
    QString queue; // the queue prefix when a parent holds several
    DurationSummary hold; // over the samples kept
    DurationSummary wait;
    qint64 acquisitions = 0; // since tracking began, not limited by the ring buffers
    qint64 releases = 0;
    qint64 abandoned = 0; // waiters that left before holding
    qint64 unseen = 0; // entries that joined and left between two reads, never observed
    DurationTotals holdTotals; // every hold and wait since tracking began
    DurationTotals waitTotals;
    qint32 holders = 0; // now
    qint32 waiters = 0;
    qint64 firstSeenMs = 0;
    qint64 lastChangeMs = 0;
    bool present = false; // the monitor still shows the lock (always true for overall)
};

} // namespace lockscope
