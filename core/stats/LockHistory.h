// SPDX-License-Identifier: Apache-2.0

#pragma once
// History and statistics per lock, fed by a LockMonitor: hold and wait durations, acquisitions
// per minute and queue length over time, per lock and over all locks, in bounded memory.
//
// hold: acquired -> released of the same node. wait: queued -> acquired of the same node; a node
// first seen holding has no wait sample. Durations are as observed: a node already present when
// tracking began counts from then. Every series is a ring buffer sized by Capacity, and only the
// Capacity::maxLocks most recently changed locks keep a history (the overall queue length still
// counts the others). Each event costs O(1) and allocates nothing once the buffers have grown.
// Owner thread only.

#include "monitor/LockEvent.h"
#include "stats/HistoryTypes.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace lockscope {

class LockMonitor;
struct LockQueue;

class LockHistory final : public QObject {
    Q_OBJECT
public:
    explicit LockHistory(QObject *parent = nullptr);
    explicit LockHistory(const Capacity &capacity, QObject *parent = nullptr);
    ~LockHistory() override;

    // Follows the monitor's lockUpdated/lockRemoved/eventsOccurred and samples the queues
    // every Capacity::sampleIntervalMs; nullptr detaches. The history is kept either way. Locks
    // the monitor already shows are taken in at once, their nodes as first seen now.
    void attach(LockMonitor *monitor);
    LockMonitor *monitor() const;

    const Capacity &capacity() const;
    // Takes effect at once: buffers shrink to their newest samples, surplus locks are evicted.
    void setCapacity(const Capacity &capacity);
    void clear();

    // What attach() connects; public so that recorded or synthetic sequences can be replayed.
    void recordQueue(const LockQueue &queue, const QDateTime &at);
    void recordEvents(const QList<LockEvent> &events);
    void recordRemoved(const QString &key, const QDateTime &at);
    void recordRenamed(const QString &from, const QString &to);
    // One periodic queue-length sample of every lock still present, and of the overall queue.
    void samplePeriodically(const QDateTime &at);

    // Reading. A key is LockQueue::key(); the empty key means all locks together.
    QStringList keys() const; // locks with a history, most recently changed first
    bool contains(const QString &key) const;
    LockStats stats(const QString &key = {}) const;
    std::vector<DurationSample> holdSamples(const QString &key = {}) const; // oldest first
    std::vector<DurationSample> waitSamples(const QString &key = {}) const;
    std::vector<QueueSample> queueSamples(const QString &key = {}) const;
    std::vector<MinuteBucket> minuteBuckets(const QString &key = {}) const; // non-empty minutes
    // Nodes whose queued/acquired time is kept, waiting for their acquired/released.
    qsizetype openNodes(const QString &key = {}) const;

Q_SIGNALS:
    // The history of this lock changed (empty key: the overall history); at most once per
    // Capacity::notifyIntervalMs per key. Also emitted for a lock whose history was evicted.
    void historyChanged(const QString &key);
    // keys() gained or lost a lock; throttled like historyChanged.
    void locksChanged();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lockscope
