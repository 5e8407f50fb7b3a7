#include "diagnostics/EntryTimeline.h"

#include <QSet>

namespace lockscope {

void EntryTimeline::observe(const LockQueue &queue, qint64 nowMs)
{
    const QStringList before = m_lockNodes.value(queue.key());
    QStringList after;
    after.reserve(qsizetype(queue.entries.size()));
    for (const LockEntry &entry : queue.entries) {
        const QString path = entry.path();
        after.append(path);
        const auto previous = m_nodes.constFind(path);
        const bool known = previous != m_nodes.constEnd();
        EntryTimes times = known ? *previous : EntryTimes{};
        // Server and local clocks may differ a little: never date anything into the future.
        const qint64 created = qMin(entry.node.stat.ctimeMs, nowMs);
        if (entry.state == EntryState::Holding) {
            if (times.holdingSinceMs == 0)
                times.holdingSinceMs = known ? nowMs : created;
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
            times.revocationSinceMs = qMin(entry.node.stat.mtimeMs, nowMs);
        m_nodes.insert(path, times);
    }
    const QSet<QString> kept(after.cbegin(), after.cend());
    for (const QString &path : before) {
        if (!kept.contains(path))
            m_nodes.remove(path);
    }
    m_lockNodes.insert(queue.key(), after);
}

void EntryTimeline::forget(const QString &lockKey)
{
    const QStringList paths = m_lockNodes.take(lockKey);
    for (const QString &path : paths)
        m_nodes.remove(path);
}

void EntryTimeline::rename(const QString &fromKey, const QString &toKey)
{
    if (m_lockNodes.contains(fromKey))
        m_lockNodes.insert(toKey, m_lockNodes.take(fromKey));
}

void EntryTimeline::clear()
{
    m_nodes.clear();
    m_lockNodes.clear();
}

const EntryTimes *EntryTimeline::times(const QString &nodePath) const
{
    const auto it = m_nodes.constFind(nodePath);
    return it == m_nodes.constEnd() ? nullptr : &*it;
}

} // namespace lockscope
