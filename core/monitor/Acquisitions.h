// SPDX-License-Identifier: Apache-2.0

#pragma once
// When each holder acquired, as the live monitor can know it (../shared/CLI.md, `acquired`):
// carried from the previous build of its queue for the same node (same name and czxid: a node made
// again at the same path is another holder), the moment a waiter is seen holding, or the node's
// creation for an entry made after the previous read. A holder found by the first read of a lock
// that was promoted before lockscope looked stays unknown (0), unless creating its node was
// acquiring it (LockEntry::createdHolding). A pure function, used by the monitor at each rebuild.

#include "recipes/LockTypes.h"

namespace lockscope {

// Stamps `fresh`'s holders. `previous` is the build `fresh` continues (nullptr: a lock new to the
// monitor); `knownBefore` is false while the monitor's first read of this lock is under way.
void stampAcquisitions(LockQueue &fresh, const LockQueue *previous, bool knownBefore, qint64 nowMs);

} // namespace lockscope
