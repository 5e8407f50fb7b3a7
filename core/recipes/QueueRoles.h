// SPDX-License-Identifier: Apache-2.0

#pragma once
// Ordering a queue's entries and giving each its role by its recipe's rule.

#include "recipes/LockTypes.h"

#include <vector>

namespace lockscope {

LockEntry makeEntry(const QString &parentPath, SharedNode node, qint64 sequence, EntryMode mode);

// Holding when `waitsFor` is empty, else Waiting on it.
void setRole(LockEntry &entry, NodeRef waitsFor);
// A holder whose node exists only while it holds: it acquired when its node was created.
void markCreatedHolding(LockEntry &entry);

// By sequence number, then name (the suffix never decides alone after a wrap-around).
void sortBySequence(std::vector<LockEntry> &entries);

// Sorted entries: the first holds, each other waits for its immediate predecessor.
void assignExclusiveRoles(std::vector<LockEntry> &entries);

enum class ReaderBlocker {
    NearestPrecedingWriter,
    FirstWriter
};

// Sorted entries of Read and Write mode: a writer holds only when first and otherwise waits for
// its immediate predecessor; a reader holds unless a writer precedes it, else waits for the
// blocker (Curator: the first writer; kazoo and ZooKeeper: the nearest preceding one).
void assignReadWriteRoles(std::vector<LockEntry> &entries, ReaderBlocker blocker);

} // namespace lockscope
