// SPDX-License-Identifier: Apache-2.0

#pragma once
// Queue reconstruction: a pure function from what the monitor read to ordered lock queues.

#include "recipes/LockTypes.h"

#include <QHash>

#include <functional>
#include <vector>

namespace lockscope {

// Returns the listing the monitor holds for a path, or nullptr when it has none (not read yet,
// or no such node).
using ListingLookup = std::function<const NodeListing *(const QString &path)>;
// Listings read at once, by path; nodes that do not exist are absent.
using ListingMap = QHash<QString, NodeListing>;

// Evidence from the ensemble's watch lists: the sessions other than `owner` that watch the node
// at `path` (0 when unknown or none).
using NodeWatchers = std::function<int(const QString &path, qint64 owner)>;

// The lock queues that the node `listing.path` stands for, holders first then waiters by
// sequence; several queues of one parent come in queue-name order. Empty when it is no lock, or
// when it is a part of another lock: a Curator semaphore's `leases`/`locks` folders (when the
// parent is a semaphore base: lookup(parent + "/leases") holds only Curator leases and the
// parent's listing, if known, names it), a kazoo semaphore's `<path>-__lock__` (when lookup knows
// `<path>`). Those parts stay empty even as an explicit root: build their owner instead.
// `explicitRoot`: the operator named this path, so an empty or unrecognisable node is still
// reported (as an empty generic mutex holding its children in `unrecognized`), and each plain
// ephemeral child is a lock of its own; found by discovery, such a child is one only when its
// path names a lock (lock, mutex, leader, election, semaphore, latch), or when `watchers` says
// kMinEvidenceWatchers other sessions wait on it (a naive lock by any name): a service
// registration is neither. Systems' nodes follow their recognisers (core/systems).
std::vector<LockQueue> buildLockQueues(const NodeListing &listing, const ListingLookup &lookup, bool explicitRoot,
                                       const NodeWatchers &watchers = {});
// Two, not one: the one active master or controller that watches every registration (HBase's
// region servers, Kafka's brokers) is no crowd of contenders.
constexpr int kMinEvidenceWatchers = 2;

// Paths besides `listing.path` whose listings buildLockQueues reads for this node: a Curator
// semaphore's `<path>/leases` and `<path>/locks` (when they are children), a kazoo semaphore's
// `<path>-__lock__` (always, as it may not exist yet; not for the root nor for a `-__lock__` node).
QStringList relatedListingPaths(const NodeListing &listing);

// The listings whose queues read the listing at `path`: itself, and those that name it among
// their related paths (a semaphore's base for its folders, a system's election for its leader
// record). When it changes, they are rebuilt.
QStringList listingReaders(const QString &path);

// True when a child of a node under discovery may itself be (or contain) a lock parent and so
// deserves a listing of its own: a node no session owns (ephemeral nodes have no children) that
// is not a sequential lock entry.
bool mayContainLocks(const NodeInfo &child);

} // namespace lockscope
