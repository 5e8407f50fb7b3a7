// SPDX-License-Identifier: Apache-2.0

#pragma once
// Leftovers: empty lock parents and the empty lease and lock folders of semaphores that no client
// uses any more, which ZooKeeper keeps for ever unless they are container nodes (Curator's
// "thousands of parent nodes"). A pure function of listings just read, shared by the `leftover`
// finding, `lockscope-cli reap` and the GUI, so that what is shown is what may be deleted.

#include "recipes/LockQueueBuilder.h"

#include <QList>
#include <QString>
#include <optional>

namespace lockscope {

struct Leftover {
    QString path;
    int version = 0; // its data version when listed: the delete is conditional on it
    // The latest time its data or its children can have changed (an upper bound, server time).
    qint64 idleSinceMs = 0;
};

struct LeftoverScan {
    QList<Leftover> leftovers; // by path
    // Empty lock parents that changed too recently, or whose last child change could not be shown
    // older than the cutoff: left alone.
    int notOldEnough = 0;
    // The earliest idle-since bound among those, when one is known: it passes the cutoff then.
    std::optional<qint64> nextIdleSinceMs;
};

// The leftovers among the nodes under `root` (never `root` itself) in `listings`, idle since
// before `cutoffMs` (server time, ms since the epoch). `listings` holds the root's listing, the
// listings of every node under it that has children, and may hold the root's ancestors' listings
// (a system recognised above the root then still counts).
LeftoverScan findLeftovers(const ListingMap &listings, const QString &root, qint64 cutoffMs);
// The same for each of `roots`, in their order, in one pass over `listings`: a thousand roots
// scanned one by one cost a thousand passes and a thousand sorts of every zxid read.
QList<LeftoverScan> findLeftovers(const ListingMap &listings, const QStringList &roots, qint64 cutoffMs);

// Zxids grow with time: a zxid at or below one whose time is known happened no later than that
// time. An upper bound on when `zxid` happened, from the (zxid, time) pairs of these listings;
// nullopt when every known zxid is older.
class ZxidClock {
public:
    explicit ZxidClock(const ListingMap &listings);
    std::optional<qint64> latestTimeOf(qint64 zxid) const;

private:
    QList<std::pair<qint64, qint64>> m_earliestAtOrAfter; // (zxid, least time of any zxid >= it)
};

} // namespace lockscope
