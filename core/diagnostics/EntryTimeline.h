// SPDX-License-Identifier: Apache-2.0

#pragma once
// When each lock entry started holding, started waiting for its current target, and was asked
// to release: what the time-based findings measure. Fed with every queue the monitor reports.
//
// Kept per lock as an immutable value: a copy of the whole timeline (handed to the diagnostics'
// own thread) shares every lock's times, and the next change replaces that lock's alone.

#include "recipes/LockTypes.h"

#include <QHash>
#include <QString>
#include <memory>
#include <utility>
#include <vector>

namespace lockscope {

struct EntryTimes {
    qint64 holdingSinceMs = 0; // 0 while waiting
    // What it waits for, as waitTarget() prints it: whether the target changed is all that is ever
    // asked, and a million waiters must not hold a path's strings twice over. 0 while holding.
    size_t waitsFor = 0;
    qint64 waitsForSinceMs = 0; // since when it waits for `waitsFor`
    qint64 revocationSinceMs = 0; // 0 when no revocation is requested
};

// A fingerprint of what an entry waits for (EntryTimes::waitsFor): two targets share one with a
// chance of 2^-64.
inline size_t waitTarget(const NodeRef &node)
{
    return node.isEmpty() ? 0 : qHashMulti(0, node.folder, node.name);
}

class EntryTimeline {
public:
    // Records `queue` as seen at nowMs (local clock, ms since epoch). A holder counts from its
    // acquisition where the monitor knows it (LockEntry::acquiredMs); else one already holding
    // when first seen counts from its node's creation: an upper bound, as it may have waited first. A waiter counts from when it was seen waiting for its current target; a revocation
    // from the node's last data change, when the payload was written.
    void observe(const LockQueue &queue, qint64 nowMs);
    void forget(const QString &lockKey);
    // The lock's entries keep their times under its new key.
    void rename(const QString &fromKey, const QString &toKey);
    void clear();

    // nullptr for a node not seen in the lock's observed queue.
    const EntryTimes *times(const QString &lockKey, const NodeRef &node) const;
    const EntryTimes *times(const QString &lockKey, const QString &nodePath) const
    {
        return times(lockKey, NodeRef::fromPath(nodePath));
    }
    // When an election or a node held for its process's life (LockQueue::heldForLife) got a new
    // holder (another node, by its czxid), oldest first; the latest kMaxHolderChanges are kept.
    // Empty for other locks.
    static constexpr qsizetype kMaxHolderChanges = 64;
    QList<qint64> holderChanges(const QString &lockKey) const;

private:
    // By folder and name (both shared with the listing the node was read from: a million entries
    // hold no path string of their own here), sorted: a hash's least table is 48 slots, a lock's
    // queue mostly a few entries.
    using LockTimes = std::vector<std::pair<NodeRef, EntryTimes>>;
    static const EntryTimes *find(const LockTimes &times, const NodeRef &node);
    QHash<QString, std::shared_ptr<const LockTimes>> m_locks; // lock key -> its entries' times
    struct Leadership {
        qint64 holderCzxid = 0; // the node that held at the last look, 0 when none did
        QList<qint64> changes;
    };
    QHash<QString, Leadership> m_leadership; // lock key -> its holders over time (elections only)

    void observeLeadership(const LockQueue &queue, qint64 nowMs);
};

} // namespace lockscope
