#include "diagnostics/EntryTimeline.h"

namespace lockscope {

void EntryTimeline::observe(const LockQueue &queue, qint64 nowMs)
{
    const QString key = queue.key();
    const std::shared_ptr<const LockTimes> before = m_locks.value(key);
    auto after = std::make_shared<LockTimes>();
    after->reserve(qsizetype(queue.entries.size()));
    for (const LockEntry &entry : queue.entries) {
        const QString path = entry.path();
        const EntryTimes *previous = nullptr;
        if (before) {
            const auto found = before->constFind(path);
            previous = found != before->cend() ? &*found : nullptr;
        }
        EntryTimes times = previous ? *previous : EntryTimes{};
        // Server and local clocks may differ a little: never date anything into the future.
        const qint64 created = qMin(entry.node->stat.ctimeMs, nowMs);
        if (entry.state == EntryState::Holding) {
            // The monitor's word on when this node acquired comes first: a node made again at the
            // same path (a new Kafka controller) is another holder, not the old one held on.
            if (entry.acquiredMs > 0)
                times.holdingSinceMs = qMin(entry.acquiredMs, nowMs);
            else if (times.holdingSinceMs == 0)
                times.holdingSinceMs = previous ? nowMs : created;
            times.waitsFor = {};
            times.waitsForSinceMs = 0;
        } else {
            times.holdingSinceMs = 0;
            if (times.waitsFor != entry.waitsForNode || times.waitsForSinceMs == 0) {
                times.waitsFor = entry.waitsForNode;
                times.waitsForSinceMs = nowMs;
            }
        }
        if (!entry.revocationRequested)
            times.revocationSinceMs = 0;
        else if (times.revocationSinceMs == 0)
            times.revocationSinceMs = qMin(entry.node->stat.mtimeMs, nowMs);
        after->insert(path, times);
    }
    m_locks.insert(key, std::move(after));
}

void EntryTimeline::forget(const QString &lockKey)
{
    m_locks.remove(lockKey);
}

void EntryTimeline::rename(const QString &fromKey, const QString &toKey)
{
    if (m_locks.contains(fromKey))
        m_locks.insert(toKey, m_locks.take(fromKey));
}

void EntryTimeline::clear()
{
    m_locks.clear();
}

const EntryTimes *EntryTimeline::times(const QString &lockKey, const QString &nodePath) const
{
    const auto lock = m_locks.constFind(lockKey);
    if (lock == m_locks.cend())
        return nullptr;
    const auto it = (*lock)->constFind(nodePath);
    return it == (*lock)->cend() ? nullptr : &*it;
}

} // namespace lockscope
