// SPDX-License-Identifier: Apache-2.0

#include "monitor/Acquisitions.h"

#include <QHash>

namespace lockscope {

void stampAcquisitions(LockQueue &fresh, const LockQueue *previous, bool knownBefore, qint64 nowMs)
{
    // Most queues hold one or two holders among many waiters: the previous entries are indexed
    // only when a holder needs looking up, and only by name.
    QHash<QStringView, const LockEntry *> before;
    bool indexed = false;
    for (LockEntry &entry : fresh.entries) {
        if (entry.state != EntryState::Holding) {
            entry.acquiredMs = 0;
            continue;
        }
        if (entry.createdHolding)
            continue; // its builder set its creation time
        if (previous && !indexed) {
            before.reserve(qsizetype(previous->entries.size()));
            for (const LockEntry &was : previous->entries)
                before.insert(QStringView(was.node->name), &was);
            indexed = true;
        }
        const LockEntry *was = before.value(QStringView(entry.node->name));
        if (was && was->parentPath == entry.parentPath && was->node->stat.czxid == entry.node->stat.czxid)
            entry.acquiredMs = was->state == EntryState::Holding ? was->acquiredMs : nowMs;
        else if (previous || knownBefore)
            // Made after the previous read and holding now: it acquired when made, or since.
            entry.acquiredMs = qMin(entry.node->stat.ctimeMs, nowMs);
        else
            entry.acquiredMs = 0; // it held before lockscope looked
    }
}

} // namespace lockscope
