// SPDX-License-Identifier: Apache-2.0

#pragma once
// A change the monitor saw, named as ../shared/CLI.md names `watch` events.

#include "recipes/LockTypes.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace lockscope {

enum class LockEventType {
    Queued, // a new entry joined a queue as a waiter
    Acquired, // an entry became a holder (new holder or a promoted waiter)
    Released, // a holder's node went away
    Abandoned, // a waiter's node went away before it held
    RevocationRequested, // a node's data became a revocation payload
    LockAppeared,
    LockVanished,
    Connection, // see `connection`
    Unseen, // `count` entries joined and left the lock between two reads
};
QString lockEventTypeName(LockEventType type);

struct LockEvent {
    QDateTime at; // UTC, when the monitor saw it
    LockEventType type = LockEventType::Queued;
    QString lock; // the lock's path
    QString queue; // the queue prefix, empty for single-queue parents
    QString node; // full path of the entry; empty for lock and connection events
    qint64 session = 0; // ephemeralOwner of the node, 0 when none
    EntryMode mode = EntryMode::Exclusive;
    QString connection; // for Connection: connected, disconnected, expired, reconnected
    qint64 count = 0; // for Unseen
    QString server; // for Connection: the member ("host:port") reached, or the one lost

    // The lock's key as LockQueue::key() makes it.
    QString lockKey() const { return queue.isEmpty() ? lock : lock + QLatin1Char('#') + queue; }
};

// The events that turn `before` into `after` (either may be null: the lock appeared or vanished).
QList<LockEvent> diffLockQueues(const LockQueue *before, const LockQueue *after, const QDateTime &at);

} // namespace lockscope
