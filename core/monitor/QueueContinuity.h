// SPDX-License-Identifier: Apache-2.0

#pragma once
// Following each queue of a lock parent from one build to the next, also when its key changes:
// a parent's only queue is named by the parent alone, and takes its prefix as a name once a
// second queue appears beside it. The live monitor and the history replay both publish by it.

#include "recipes/LockTypes.h"

#include <utility>
#include <vector>

namespace lockscope {

struct QueueMatch {
    // Each fresh queue (in build order) with the previous one it continues, or nullptr when new.
    // The key differs from the previous one's when the queue was renamed.
    std::vector<std::pair<const LockQueue *, const LockQueue *>> continued;
    std::vector<const LockQueue *> gone; // previous queues nothing continues
};

// Pointers into both vectors, which must outlive the result.
QueueMatch matchQueues(const std::vector<LockQueue> &previous, const std::vector<LockQueue> &fresh);

} // namespace lockscope
