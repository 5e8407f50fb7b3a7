// SPDX-License-Identifier: Apache-2.0

#pragma once
// Semaphores span more than one folder, so they are recognised and rebuilt from several listings.

#include "recipes/ListingSource.h"

namespace lockscope {

// The two folders of a Curator InterProcessSemaphoreV2's base.
inline const QString kCuratorLeasesFolder = QStringLiteral("leases");
inline const QString kCuratorLocksFolder = QStringLiteral("locks");

// Curator InterProcessSemaphoreV2 / InterProcessSemaphoreMutex: `base` has a `leases` folder
// (known to the source) whose lock-shaped children are all Curator leases, and the base's
// listing, when known, still names that folder.
bool isCuratorSemaphoreBase(const QString &base, const ListingSource &source);
LockQueue buildCuratorSemaphore(const QString &base, const ListingSource &source);

// kazoo Semaphore: the node has ephemeral 32-hex children (leases), or its sibling
// `<path>-__lock__` (the waiters' lock) is known to the source.
bool isKazooSemaphore(const NodeListing &node, const ListingSource &source);
LockQueue buildKazooSemaphore(const NodeListing &node, const ListingSource &source);

inline QString kazooSemaphoreLockPath(const QString &semaphorePath)
{
    return semaphorePath + QStringLiteral("-__lock__");
}

} // namespace lockscope
