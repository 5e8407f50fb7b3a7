// SPDX-License-Identifier: Apache-2.0

#pragma once
// Turns a lock's queues over time into spans (EntrySpan.h). Each queue is compared with the
// previous one by diffLockQueues, the same rule that makes the monitor's events, so a span
// starts, acquires and ends exactly where a `watch` event would say so.

#include "history/EntrySpan.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <vector>

namespace lockscope {

// How much a long-running recorder keeps (see SpanRecorder::trim).
struct SpanLimits {
    qsizetype maxEndedSpansPerLock = 5000;
    qsizetype maxUnseenMarksPerLock = 1000;
    qsizetype maxLocks = 1000;
};

// Why nodes went away at one moment, as far as a replay knows it (a live monitor knows neither).
struct EndCauses {
    QSet<qint64> endedSessions; // a closeSession removed their nodes
    QHash<QString, qint64> deletedBy; // node path -> the session that deleted it, not its own
};

class SpanRecorder {
public:
    // When the record begins (a monitor's start, a replay's first snapshot): entries created
    // before it are marked beforeRecord when first seen; later ones are new.
    explicit SpanRecorder(qint64 recordStartMs = 0) : m_recordStartMs(recordStartMs) { }

    // `queue` as it stands at atMs (ms since epoch). Entries gone since the last
    // queue end as released or abandoned, or as session-ended when `causes` names their session,
    // and carry who deleted them when `causes` says another session did.
    void record(const LockQueue &queue, qint64 atMs, const EndCauses &causes = {});
    // The lock is gone (its last entry left or its parent was deleted): open entries end.
    void recordVanished(const QString &key, qint64 atMs, const EndCauses &causes = {});
    void recordUnseen(const QString &key, qint64 count, qint64 atMs);
    // The same lock under a new key of the same parent (LockMonitor::lockRenamed).
    void rename(const QString &fromKey, const QString &toKey);
    void clear();
    // Bounds memory for a recorder that runs for days. The lock `key` keeps its newest
    // maxEndedSpansPerLock ended spans and maxUnseenMarksPerLock marks (open spans always stay:
    // they are the queue now); beyond maxLocks, locks no longer present are dropped, those that
    // vanished longest ago first. Trimming starts a quarter above each limit, so a busy lock pays
    // for it once per many records rather than on each.
    void trim(const QString &key, const SpanLimits &limits);

    // Every lock recorded, by path then queue.
    std::vector<LockPast> locks() const;
    // The same, moved out: the recorder is empty afterwards (a long replay's spans, not copied).
    std::vector<LockPast> takeLocks();
    const LockPast *lock(const QString &key) const;
    // The queue last recorded for `key`, or nullptr.
    const LockQueue *lastQueue(const QString &key) const;

private:
    struct Recorded {
        LockPast past;
        LockQueue last;
        bool present = false;
        QHash<QString, qsizetype> openSpans; // node path -> index in past.entries
    };

    void dropOldestEnded(Recorded &lock, qsizetype keep);
    void dropVanishedLocks(qsizetype keep);
    void endGone(Recorded &lock, const LockQueue *after, qint64 atMs, const EndCauses &causes);

    qint64 m_recordStartMs = 0;
    QHash<QString, Recorded> m_locks;
};

} // namespace lockscope
