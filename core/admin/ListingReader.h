// SPDX-License-Identifier: Apache-2.0

#pragma once
// Fresh, unwatched reads of lock listings for an admin action: children of each node, then every
// child's data and stat, all pipelined.

#include "admin/LockEntryCheck.h"
#include "zk/ZkTypes.h"

#include <functional>

namespace lockscope {

class ZkSession;

struct ListingReadResult {
    ListingMap listings; // nodes that do not exist are absent
    ZkError error = ZkError::Ok; // the first listing that could not be read, other than
    QString errorPath; // "no such node", and where
    // Children whose data could not be read (a per-node ACL): kept in their listing by name
    // only, since the queue order comes from names; acting on one of them fails.
    QHash<QString, ZkError> unreadableNodes;
};
using ListingReadCallback = std::function<void(const ListingReadResult &)>;

// Reads the listings of `paths`. Owner thread; `done` runs once on it, unless the session is
// destroyed first.
void readListings(ZkSession *session, const QStringList &paths, ListingReadCallback done);

// Everything checkLockEntry() needs for `nodePath`: its parent's listing, then the listings the
// lock it may belong to spans (a semaphore's base and folders).
void readListingsForEntry(ZkSession *session, const QString &nodePath, ListingReadCallback done);

// Every listing of the subtree at `root` (each node with children, level by level), and the
// listings of the root's ancestors, so that a system recognised above the root is known. Stops at
// the first listing that cannot be read; a root that does not exist is absent from the result.
void readSubtree(ZkSession *session, const QString &root, ListingReadCallback done);

} // namespace lockscope
