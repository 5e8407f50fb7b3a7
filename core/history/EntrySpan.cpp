// SPDX-License-Identifier: Apache-2.0

#include "history/EntrySpan.h"

#include <algorithm>

namespace lockscope {

QString entryEndName(EntryEnd end)
{
    switch (end) {
    case EntryEnd::Open: return {};
    case EntryEnd::Released: return QStringLiteral("released");
    case EntryEnd::Abandoned: return QStringLiteral("abandoned");
    case EntryEnd::SessionEnded: return QStringLiteral("session-ended");
    }
    return {};
}

qint64 LockPast::unseenCount() const
{
    qint64 total = 0;
    for (const UnseenMark &mark : unseen)
        total += mark.count;
    return total;
}

LockQueue pastQueueAt(const LockPast &past, qint64 atMs)
{
    LockQueue queue;
    queue.path = past.path;
    queue.queue = past.queue;
    queue.recipe = past.recipe;
    queue.kind = past.kind;
    queue.system = past.system;
    queue.role = past.role;
    for (const EntrySpan &span : past.entries) {
        if (!span.aliveAt(atMs))
            continue;
        LockEntry entry;
        const qsizetype slash = span.node.lastIndexOf(QLatin1Char('/'));
        entry.parentPath = slash <= 0 ? QStringLiteral("/") : span.node.left(slash);
        NodeInfo node;
        node.name = span.node.mid(slash + 1);
        node.stat.ephemeralOwner = span.session;
        node.stat.ctimeMs = span.queuedAtMs;
        entry.node = SharedNode(std::move(node));
        entry.sequence = span.sequence;
        entry.mode = span.mode;
        entry.state = span.holdingAt(atMs) ? EntryState::Holding : EntryState::Waiting;
        queue.entries.push_back(std::move(entry));
    }
    std::stable_sort(queue.entries.begin(), queue.entries.end(), [](const LockEntry &a, const LockEntry &b) {
        if (a.state != b.state)
            return a.state == EntryState::Holding;
        return a.sequence < b.sequence;
    });
    return queue;
}

} // namespace lockscope
