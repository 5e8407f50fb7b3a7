// SPDX-License-Identifier: Apache-2.0

#pragma once
// Is a node an entry of a recognised lock? Pure functions over listings just read, so an admin
// action never writes to a node on the strength of a stale view.

#include "recipes/LockQueueBuilder.h"

#include <QHash>
#include <QStringList>
#include <optional>

namespace lockscope {

// The listings to read first for `nodePath`: its parent and the listings whose queues read it
// (listingReaders).
QStringList listingsToReadFor(const QString &nodePath);
// The listings queue reconstruction also wants, given what was read (relatedListingPaths).
QStringList relatedListingsToRead(const ListingMap &read, const QStringList &alreadyAsked);

struct EntryCheck {
    bool exists = false; // the node is in its parent's listing
    NodeInfo node; // as just read, when it exists
    std::optional<LockQueue> lock; // the lock it is an entry of
    LockEntry entry; // meaningful when `lock` is set
    QString refusal; // why no admin action may touch it; empty when one may
};

// Finds `nodePath` among the entries of the locks its listings reconstruct into. Refuses nodes
// with children and nodes that are no lock entry.
EntryCheck checkLockEntry(const QString &nodePath, const ListingMap &listings);

} // namespace lockscope
