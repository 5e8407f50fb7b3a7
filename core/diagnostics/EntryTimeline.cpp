// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/EntryTimeline.h"

#include <algorithm>

namespace lockscope {
namespace {

bool lessRef(const NodeRef &a, const NodeRef &b)
{
    return a.folder != b.folder ? a.folder < b.folder : a.name < b.name;
}

} // namespace

const EntryTimes *EntryTimeline::find(const LockTimes &times, const NodeRef &node)
{
    const auto it = std::lower_bound(times.begin(), times.end(), node,
                                     [](const auto &item, const NodeRef &ref) { return lessRef(item.first, ref); });
    return it != times.end() && it->first == node ? &it->second : nullptr;
}

void EntryTimeline::observe(const LockQueue &queue, qint64 nowMs)
{
    const QString key = queue.key();
    const std::shared_ptr<const LockTimes> before = m_locks.value(key);
    auto after = std::make_shared<LockTimes>();
    after->reserve(queue.entries.size());
    for (const LockEntry &entry : queue.entries) {
        const NodeRef node = entry.ref();
        const EntryTimes *previous = before ? find(*before, node) : nullptr;
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
            times.waitsFor = 0;
            times.waitsForSinceMs = 0;
        } else {
            times.holdingSinceMs = 0;
            const size_t target = waitTarget(entry.waitsForNode);
            if (times.waitsFor != target || times.waitsForSinceMs == 0) {
                times.waitsFor = target;
                times.waitsForSinceMs = nowMs;
            }
        }
        if (!entry.revocationRequested)
            times.revocationSinceMs = 0;
        else if (times.revocationSinceMs == 0)
            times.revocationSinceMs = qMin(entry.node->stat.mtimeMs, nowMs);
        after->emplace_back(node, times);
    }
    std::sort(after->begin(), after->end(), [](const auto &a, const auto &b) { return lessRef(a.first, b.first); });
    m_locks.insert(key, std::move(after));
    observeLeadership(queue, nowMs);
}

void EntryTimeline::observeLeadership(const LockQueue &queue, qint64 nowMs)
{
    // Leadership only: an election, or a node held for its process's life (a system's active
    // replica). A single-node task lock taken in turn (an exists-watch lock, Hive's query locks)
    // changes holder as its work, not as a failure.
    if (!queue.heldForLife())
        return;
    const auto holder = std::find_if(queue.entries.begin(), queue.entries.end(),
                                     [](const LockEntry &e) { return e.state == EntryState::Holding; });
    Leadership &leadership = m_leadership[queue.key()];
    const qint64 czxid = holder == queue.entries.end() ? 0 : holder->node->stat.czxid;
    // A new holder is a change; the first one lockscope sees, and a spell without one, are not.
    if (czxid != 0 && czxid != leadership.holderCzxid && leadership.holderCzxid != 0) {
        leadership.changes.append(holder->acquiredMs > 0 ? qMin(holder->acquiredMs, nowMs) : nowMs);
        if (leadership.changes.size() > kMaxHolderChanges)
            leadership.changes.removeFirst();
    }
    if (czxid != 0)
        leadership.holderCzxid = czxid;
}

QList<qint64> EntryTimeline::holderChanges(const QString &lockKey) const
{
    return m_leadership.value(lockKey).changes;
}

void EntryTimeline::forget(const QString &lockKey)
{
    m_locks.remove(lockKey);
    m_leadership.remove(lockKey);
}

void EntryTimeline::rename(const QString &fromKey, const QString &toKey)
{
    if (m_locks.contains(fromKey))
        m_locks.insert(toKey, m_locks.take(fromKey));
    if (m_leadership.contains(fromKey))
        m_leadership.insert(toKey, m_leadership.take(fromKey));
}

void EntryTimeline::clear()
{
    m_locks.clear();
    m_leadership.clear();
}

const EntryTimes *EntryTimeline::times(const QString &lockKey, const NodeRef &node) const
{
    const auto lock = m_locks.constFind(lockKey);
    if (lock == m_locks.cend())
        return nullptr;
    return find(**lock, node);
}

} // namespace lockscope
