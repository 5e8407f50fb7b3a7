// SPDX-License-Identifier: Apache-2.0

#include "stats/LockTracker.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace lockscope {

QString lockKey(const QString &path, const QString &queue)
{
    return queue.isEmpty() ? path : path + QLatin1Char('#') + queue;
}

Capacity sanitized(Capacity c)
{
    c.samplesPerSeries = std::max(0, c.samplesPerSeries);
    c.overallSamplesPerSeries = std::max(0, c.overallSamplesPerSeries);
    c.minuteBuckets = std::max(0, c.minuteBuckets);
    c.maxLocks = std::max(1, c.maxLocks);
    c.notifyIntervalMs = std::max(0, c.notifyIntervalMs);
    return c;
}

TrackedLock::TrackedLock(QString k, QString p, QString q, const Capacity &c)
    : key(std::move(k)),
      path(std::move(p)),
      queue(std::move(q)),
      series(std::size_t(c.samplesPerSeries), std::size_t(c.minuteBuckets))
{
}

LockTracker::LockTracker(const Capacity &capacity)
    : m_capacity(sanitized(capacity)),
      m_overall(std::size_t(m_capacity.overallSamplesPerSeries), std::size_t(m_capacity.minuteBuckets))
{
}

void LockTracker::setCapacity(const Capacity &capacity)
{
    m_capacity = sanitized(capacity);
    const auto minutes = std::size_t(m_capacity.minuteBuckets);
    m_overall.setCapacity(std::size_t(m_capacity.overallSamplesPerSeries), minutes);
    for (TrackedLock &lock : m_locks)
        lock.series.setCapacity(std::size_t(m_capacity.samplesPerSeries), minutes);
    while (m_locks.size() > std::size_t(m_capacity.maxLocks))
        evictOldest();
}

void LockTracker::clear()
{
    for (const TrackedLock &lock : m_locks)
        m_changes.keys.push_back(lock.key);
    m_locks.clear();
    m_index.clear();
    m_evicted.clear();
    m_last = m_locks.end();
    m_overall.clear();
    m_changes.lockSet = true;
    m_changes.overall = true;
}

LockTracker::LockList::iterator LockTracker::find(const QString &path, const QString &queue)
{
    if (m_last != m_locks.end() && m_last->path == path && m_last->queue == queue)
        return m_last;
    const auto it = m_index.constFind(lockKey(path, queue));
    return it == m_index.cend() ? m_locks.end() : *it;
}

TrackedLock &LockTracker::obtain(const QString &path, const QString &queue, qint64 atMs)
{
    LockList::iterator it = find(path, queue);
    if (it == m_locks.end()) {
        if (m_locks.size() >= std::size_t(m_capacity.maxLocks))
            evictOldest();
        const QString key = lockKey(path, queue);
        m_locks.emplace_front(key, path, queue, m_capacity);
        it = m_locks.begin();
        m_index.insert(key, it);
        const Counts carried = m_evicted.take(key);
        it->series.holders = carried.holders;
        it->series.waiters = carried.waiters;
        m_changes.lockSet = true;
    } else if (it != m_locks.begin()) {
        m_locks.splice(m_locks.begin(), m_locks, it); // O(1), iterators stay valid
    }
    m_last = it;
    it->series.touch(atMs);
    m_overall.touch(atMs);
    return *it;
}

void LockTracker::evictOldest()
{
    const LockList::iterator victim = std::prev(m_locks.end());
    // Its waiters still count in the overall queue length until the monitor drops the lock.
    if (victim->present && (victim->series.holders > 0 || victim->series.waiters > 0))
        m_evicted.insert(victim->key, {victim->series.holders, victim->series.waiters});
    if (m_last == victim)
        m_last = m_locks.end();
    m_index.remove(victim->key);
    m_changes.keys.push_back(victim->key);
    m_changes.lockSet = true;
    m_locks.erase(victim);
}

void LockTracker::setCounts(TrackedLock &lock, qint32 holders, qint32 waiters, qint64 atMs)
{
    m_overall.holders += holders - lock.series.holders;
    m_overall.waiters += waiters - lock.series.waiters;
    lock.series.holders = holders;
    lock.series.waiters = waiters;
    if (lock.series.sampleQueue(atMs, false))
        markDirty(lock);
    if (m_overall.sampleQueue(atMs, false))
        m_changes.overall = true;
}

void LockTracker::recordQueue(const QString &path, const QString &queue, qint32 holders, qint32 waiters, qint64 atMs)
{
    TrackedLock &lock = obtain(path, queue, atMs);
    lock.present = true;
    setCounts(lock, holders, waiters, atMs);
}

void LockTracker::onAcquired(TrackedLock &lock, const LockEvent &event, qint64 atMs)
{
    lock.series.countAcquisition(atMs);
    m_overall.countAcquisition(atMs);
    const auto it = lock.open.find(event.node);
    if (it == lock.open.end()) {
        lock.open.insert(event.node, {atMs, true}); // first seen holding: no wait to measure
        return;
    }
    if (it->holding)
        return;
    const DurationSample waited{atMs, atMs - it->sinceMs, event.session};
    lock.series.addWait(waited);
    m_overall.addWait(waited);
    *it = {atMs, true};
}

void LockTracker::onReleased(TrackedLock &lock, const LockEvent &event, qint64 atMs)
{
    ++lock.series.releases;
    ++m_overall.releases;
    const auto it = lock.open.constFind(event.node);
    if (it == lock.open.cend())
        return;
    if (it->holding) {
        const DurationSample held{atMs, atMs - it->sinceMs, event.session};
        lock.series.addHold(held);
        m_overall.addHold(held);
    }
    lock.open.erase(it);
}

void LockTracker::onAbandoned(TrackedLock &lock, const LockEvent &event)
{
    ++lock.series.abandoned;
    ++m_overall.abandoned;
    lock.open.remove(event.node);
}

void LockTracker::recordEvent(const LockEvent &event)
{
    const qint64 atMs = event.at.isValid() ? event.at.toMSecsSinceEpoch() : QDateTime::currentMSecsSinceEpoch();
    switch (event.type) {
    case LockEventType::Queued: obtain(event.lock, event.queue, atMs).open.insert(event.node, {atMs, false}); break;
    case LockEventType::Acquired: onAcquired(obtain(event.lock, event.queue, atMs), event, atMs); break;
    case LockEventType::Released: onReleased(obtain(event.lock, event.queue, atMs), event, atMs); break;
    case LockEventType::Abandoned: onAbandoned(obtain(event.lock, event.queue, atMs), event); break;
    case LockEventType::LockVanished: {
        // Comes after the released/abandoned of its last nodes: whatever is still open is stale.
        const LockList::iterator it = find(event.lock, event.queue);
        if (it != m_locks.end())
            it->open.clear();
        return;
    }
    case LockEventType::Unseen: {
        // Counted for a lock with a history (a parent of several queues cannot say whose they
        // were) and overall always.
        m_overall.countUnseen(atMs, event.count);
        m_changes.overall = true;
        const LockList::iterator it = find(event.lock, event.queue);
        if (it != m_locks.end()) {
            it->series.countUnseen(atMs, event.count);
            markDirty(*it);
        }
        return;
    }
    case LockEventType::RevocationRequested:
    case LockEventType::LockAppeared:
    case LockEventType::Connection: return;
    }
    markDirty(*m_last);
    m_changes.overall = true;
}

void LockTracker::recordRemoved(const QString &key, qint64 atMs)
{
    const auto it = m_index.constFind(key);
    if (it != m_index.cend()) {
        TrackedLock &lock = **it;
        lock.present = false;
        lock.series.touch(atMs);
        setCounts(lock, 0, 0, atMs);
        return;
    }
    const auto gone = m_evicted.constFind(key);
    if (gone == m_evicted.cend())
        return;
    m_overall.holders -= gone->holders;
    m_overall.waiters -= gone->waiters;
    m_evicted.erase(gone);
    if (m_overall.sampleQueue(atMs, false))
        m_changes.overall = true;
}

void LockTracker::rename(const QString &fromKey, const QString &toKey)
{
    if (fromKey == toKey || m_index.contains(toKey))
        return;
    if (m_evicted.contains(fromKey))
        m_evicted.insert(toKey, m_evicted.take(fromKey));
    const auto it = m_index.constFind(fromKey);
    if (it == m_index.cend())
        return;
    const LockList::iterator lock = *it;
    m_index.erase(it);
    lock->key = toKey;
    lock->queue = toKey.size() > lock->path.size() ? toKey.mid(lock->path.size() + 1) : QString();
    m_index.insert(toKey, lock);
    // Listed again under its new key; the old one reads as gone to whoever takes the changes.
    lock->dirty = false;
    markDirty(*lock);
    m_changes.lockSet = true;
}

void LockTracker::samplePeriodically(qint64 atMs)
{
    for (TrackedLock &lock : m_locks) {
        if (lock.present && lock.series.sampleQueue(atMs, true))
            markDirty(lock);
    }
    if (!m_overall.queue.empty() && m_overall.sampleQueue(atMs, true))
        m_changes.overall = true;
}

const LockSeries *LockTracker::series(const QString &key) const
{
    if (key.isEmpty())
        return &m_overall;
    const TrackedLock *found = lock(key);
    return found ? &found->series : nullptr;
}

const TrackedLock *LockTracker::lock(const QString &key) const
{
    const auto it = m_index.constFind(key);
    return it == m_index.cend() ? nullptr : &**it;
}

void LockTracker::markDirty(TrackedLock &lock)
{
    if (!lock.dirty) {
        lock.dirty = true;
        m_changes.keys.push_back(lock.key);
    }
}

bool LockTracker::hasChanges() const
{
    return !m_changes.keys.empty() || m_changes.overall || m_changes.lockSet;
}

LockTracker::Changes LockTracker::takeChanges()
{
    Changes taken = std::exchange(m_changes, {});
    for (const QString &key : taken.keys) {
        const auto it = m_index.constFind(key);
        if (it != m_index.cend())
            (*it)->dirty = false;
    }
    return taken;
}

} // namespace lockscope
