// SPDX-License-Identifier: Apache-2.0

#pragma once
// A lock's past as spans: each entry's life in its queue (queued, acquired, ended and how), and
// the entries that came and went unseen. The live monitor's events and a transaction-log replay
// both become spans through SpanRecorder, so the GUI timeline and `history` read one shape.

#include "recipes/LockTypes.h"

#include <QString>
#include <optional>
#include <vector>

namespace lockscope {

// How an entry's node went away, named as ../shared/CLI.md's `history` names `end`.
enum class EntryEnd {
    Open,
    Released,
    Abandoned,
    SessionEnded
};
QString entryEndName(EntryEnd end); // empty for Open

struct EntrySpan {
    QString node; // full path
    qint64 sequence = 0;
    EntryMode mode = EntryMode::Exclusive;
    qint64 session = 0; // ephemeralOwner; 0 for a persistent node
    bool ephemeral = false;
    // When its node was created (the server's ctime), or first seen when that is later than
    // `recordStart` would allow knowing: see `queuedBeforeRecord`.
    qint64 queuedAtMs = 0;
    std::optional<qint64> acquiredAtMs; // never held: nullopt
    std::optional<qint64> endedAtMs; // still there: nullopt
    EntryEnd end = EntryEnd::Open;
    // Another session deleted the node (a force delete, an operator's cleanup): its id. `end`
    // still says what the entry was doing then; only a transaction log can tell this.
    std::optional<qint64> deletedBy;
    // It was already there when the record began: it held or waited since some earlier moment,
    // and acquiredAtMs is the record's start (not invented as an acquisition time).
    bool beforeRecord = false;

    bool aliveAt(qint64 atMs) const { return queuedAtMs <= atMs && (!endedAtMs || atMs < *endedAtMs); }
    bool holdingAt(qint64 atMs) const { return aliveAt(atMs) && acquiredAtMs && *acquiredAtMs <= atMs; }
};

// Entries that joined and left between two reads, never observed (../shared/CLI.md `unseen`).
struct UnseenMark {
    qint64 atMs = 0;
    qint64 count = 0;
};

struct LockPast {
    QString path;
    QString queue;
    Recipe recipe = Recipe::Generic;
    LockKind kind = LockKind::Mutex;
    QString system;
    QString role;
    std::vector<EntrySpan> entries; // in the order they were first seen
    std::vector<UnseenMark> unseen;
    std::optional<qint64> vanishedAtMs; // the lock's last entry went and the lock with it

    QString key() const { return queue.isEmpty() ? path : path + QLatin1Char('#') + queue; }
    QString title() const { return lockTitle(path, queue); }
    qint64 unseenCount() const;
};

// The queue as it stood at atMs, rebuilt from the spans: holders first, then waiters by
// sequence. Roles are the ones the recipe's rules gave at the time (recorded, not recomputed);
// node data and owners are not part of a span.
LockQueue pastQueueAt(const LockPast &past, qint64 atMs);

} // namespace lockscope
