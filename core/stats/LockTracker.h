// SPDX-License-Identifier: Apache-2.0

#pragma once
// The bookkeeping behind LockHistory, without Qt objects: which locks have a history (most
// recently changed first, the oldest evicted beyond Capacity::maxLocks), which nodes are between
// queued/acquired and acquired/released, and which histories changed since the last look.

#include "monitor/LockEvent.h"
#include "stats/LockSeries.h"

#include <QHash>
#include <QString>
#include <list>
#include <vector>

namespace lockscope {

struct TrackedLock {
    // A node between its queued (or acquired) and its acquired (or released) event.
    struct OpenNode {
        qint64 sinceMs = 0;
        bool holding = false;
    };

    TrackedLock(QString key, QString path, QString queue, const Capacity &capacity);
    QString key;
    QString path;
    QString queue;
    LockSeries series;
    QHash<QString, OpenNode> open; // by node path
    bool present = false; // the monitor still shows it
    bool dirty = false; // already listed in the pending changes
};

class LockTracker {
public:
    // What changed since takeChanges() was last called.
    struct Changes {
        std::vector<QString> keys; // histories changed or evicted; may repeat a key
        bool overall = false;
        bool lockSet = false; // a lock gained or lost its history
    };

    explicit LockTracker(const Capacity &capacity);

    const Capacity &capacity() const { return m_capacity; }
    void setCapacity(const Capacity &capacity);
    void clear();

    void recordQueue(const QString &path, const QString &queue, qint32 holders, qint32 waiters, qint64 atMs);
    void recordEvent(const LockEvent &event);
    void recordRemoved(const QString &key, qint64 atMs);
    // The same lock under a new key of the same parent (LockMonitor::lockRenamed): its history
    // goes on under toKey.
    void rename(const QString &fromKey, const QString &toKey);
    void samplePeriodically(qint64 atMs);

    // nullptr for a lock without a history. The empty key is the overall history.
    const LockSeries *series(const QString &key) const;
    const TrackedLock *lock(const QString &key) const;
    const std::list<TrackedLock> &locks() const { return m_locks; }

    bool hasChanges() const;
    Changes takeChanges();

private:
    using LockList = std::list<TrackedLock>;

    LockList::iterator find(const QString &path, const QString &queue);
    TrackedLock &obtain(const QString &path, const QString &queue, qint64 atMs);
    void evictOldest();
    void setCounts(TrackedLock &lock, qint32 holders, qint32 waiters, qint64 atMs);
    void onAcquired(TrackedLock &lock, const LockEvent &event, qint64 atMs);
    void onReleased(TrackedLock &lock, const LockEvent &event, qint64 atMs);
    void onAbandoned(TrackedLock &lock, const LockEvent &event);
    void markDirty(TrackedLock &lock);

    struct Counts {
        qint32 holders = 0;
        qint32 waiters = 0;
    };

    Capacity m_capacity;
    LockSeries m_overall;
    LockList m_locks; // most recently changed first
    QHash<QString, LockList::iterator> m_index; // by key
    LockList::iterator m_last = m_locks.end(); // the lock of the previous event: events come in runs
    QHash<QString, Counts> m_evicted; // present locks whose history was evicted
    Changes m_changes;
};

// The key LockQueue::key() gives a lock: its path, plus "#queue" when the parent holds several.
QString lockKey(const QString &path, const QString &queue);
// Capacity with its values brought into their valid ranges.
Capacity sanitized(Capacity capacity);

} // namespace lockscope
