// SPDX-License-Identifier: Apache-2.0

#include "monitor/LockEvent.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <limits>

namespace lockscope {

QString lockEventTypeName(LockEventType type)
{
    switch (type) {
    case LockEventType::Queued: return QStringLiteral("queued");
    case LockEventType::Acquired: return QStringLiteral("acquired");
    case LockEventType::Released: return QStringLiteral("released");
    case LockEventType::Abandoned: return QStringLiteral("abandoned");
    case LockEventType::RevocationRequested: return QStringLiteral("revocation-requested");
    case LockEventType::LockAppeared: return QStringLiteral("lock-appeared");
    case LockEventType::LockVanished: return QStringLiteral("lock-vanished");
    case LockEventType::Connection: return QStringLiteral("connection");
    case LockEventType::Unseen: return QStringLiteral("unseen");
    }
    return {};
}

namespace {

LockEvent makeEvent(LockEventType type, const LockQueue &queue, const QDateTime &at, const LockEntry *entry = nullptr)
{
    LockEvent event;
    event.at = at;
    event.type = type;
    event.lock = queue.path;
    event.queue = queue.queue;
    if (entry) {
        event.node = entry->path();
        event.session = entry->node->stat.ephemeralOwner;
        event.mode = entry->mode;
    }
    return event;
}

} // namespace

QList<LockEvent> diffLockQueues(const LockQueue *before, const LockQueue *after, const QDateTime &at)
{
    QList<LockEvent> events;
    if (!before && !after)
        return events;
    if (!before)
        events.append(makeEvent(LockEventType::LockAppeared, *after, at));

    // The same path is another node when it was deleted and created again between two reads
    // (a one-node lock's Key1 taken by the next session): its creation zxid says so. Zero is
    // not known yet, not a difference.
    const auto sameNode = [](const LockEntry &a, const LockEntry &b) {
        return a.node->stat.czxid == b.node->stat.czxid || a.node->stat.czxid == 0 || b.node->stat.czxid == 0;
    };
    QHash<QString, const LockEntry *> previous;
    if (before) {
        previous.reserve(qsizetype(before->entries.size()));
        for (const LockEntry &entry : before->entries)
            previous.insert(entry.path(), &entry);
    }
    // Departures first, so that a hand-off reads "released" then "acquired".
    if (before) {
        QHash<QString, const LockEntry *> present;
        // A semaphore's waiter leaves its queue node for a lease node: its departure is that
        // acquisition, not an abandon. The lease is made before the queue node is deleted, so it
        // may have come in an earlier read: a lease of the same session created after the
        // waiter's node says so. Only in a semaphore: elsewhere threads sharing one session queue
        // side by side, and one of them acquiring says nothing about another that gave up.
        QHash<qint64, qint64> newestLease; // session -> czxid of its newest lease
        const bool semaphore = before->kind == LockKind::Semaphore;
        if (after) {
            present.reserve(qsizetype(after->entries.size()));
            for (const LockEntry &entry : after->entries) {
                present.insert(entry.path(), &entry);
                if (semaphore && entry.state == EntryState::Holding) {
                    qint64 &newest = newestLease[entry.node->stat.ephemeralOwner];
                    // Unknown creation (0) counts as new, as a lease first seen in this read.
                    const qint64 czxid =
                        entry.node->stat.czxid == 0 ? std::numeric_limits<qint64>::max() : entry.node->stat.czxid;
                    newest = std::max(newest, czxid);
                }
            }
        }
        const auto admitted = [&newestLease](const LockEntry &waiter) {
            const auto lease = newestLease.constFind(waiter.node->stat.ephemeralOwner);
            return isSessionOwner(waiter.node->stat.ephemeralOwner) && lease != newestLease.cend()
                && *lease > waiter.node->stat.czxid;
        };
        for (const LockEntry &entry : before->entries) {
            if (const LockEntry *now = present.value(entry.path()); now && sameNode(*now, entry))
                continue;
            const bool held = entry.state == EntryState::Holding;
            if (!held && admitted(entry))
                continue;
            events.append(makeEvent(held ? LockEventType::Released : LockEventType::Abandoned, *before, at, &entry));
        }
    }
    if (after) {
        for (const LockEntry &entry : after->entries) {
            const LockEntry *old = previous.value(entry.path());
            if (old && !sameNode(*old, entry))
                old = nullptr;
            const bool holds = entry.state == EntryState::Holding;
            if (!old)
                events.append(makeEvent(holds ? LockEventType::Acquired : LockEventType::Queued, *after, at, &entry));
            else if (holds && old->state != EntryState::Holding)
                events.append(makeEvent(LockEventType::Acquired, *after, at, &entry));
            if (entry.revocationRequested && (!old || !old->revocationRequested))
                events.append(makeEvent(LockEventType::RevocationRequested, *after, at, &entry));
        }
    }
    if (!after)
        events.append(makeEvent(LockEventType::LockVanished, *before, at));
    return events;
}

} // namespace lockscope
