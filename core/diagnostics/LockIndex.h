// SPDX-License-Identifier: Apache-2.0

#pragma once
// Every lock entry and lock parent of one evaluation by path, viewing the queues' own strings:
// the paths the ensemble sends (watch lists) are looked up without building a path per entry.
// Built on the first lookup, once per evaluation: a tree no session watches (a million persistent
// entries) never asks, and is spared a map of a million. Valid while the queues it views are.

#include "recipes/LockTypes.h"
#include "recipes/QueueView.h"
#include "zk/ZkPaths.h"

#include <unordered_map>
#include <vector>

namespace lockscope {

struct LockIndex {
    struct EntryRef {
        const LockQueue *queue = nullptr;
        const LockEntry *entry = nullptr;
    };

    explicit LockIndex(const QueueView &queues) : m_queues(queues) { }

    // The entry at `node`, or {} when no queue has one there.
    EntryRef entry(NodeKey node) const
    {
        build();
        const auto it = m_entries.find(node);
        return it == m_entries.end() ? EntryRef{} : it->second;
    }
    // The lock whose parent is `path`, or nullptr.
    const LockQueue *lock(QStringView path) const
    {
        build();
        const auto it = m_locks.find(path);
        return it == m_locks.end() ? nullptr : it->second;
    }

private:
    void build() const
    {
        if (m_built)
            return;
        m_built = true;
        size_t count = 0;
        for (const LockQueue &queue : m_queues)
            count += queue.entries.size();
        m_entries.reserve(count);
        m_locks.reserve(m_queues.size());
        // The last queue naming a path is the one kept, as a map filled in order would keep it.
        for (const LockQueue &queue : m_queues) {
            m_locks.insert_or_assign(queue.path, &queue);
            for (const LockEntry &entry : queue.entries)
                m_entries.insert_or_assign(NodeKey{entry.parentPath, entry.node->name}, EntryRef{&queue, &entry});
        }
    }

    const QueueView &m_queues;
    // One evaluation's, on its own thread: built by whichever lookup comes first.
    mutable bool m_built = false;
    mutable std::unordered_map<NodeKey, EntryRef, NodeKeyHash> m_entries;
    mutable std::unordered_map<QStringView, const LockQueue *, PathViewHash> m_locks;
};

} // namespace lockscope
