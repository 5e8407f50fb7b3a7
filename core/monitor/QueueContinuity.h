#pragma once
// Following one queue across rebuilds of its parent, when its key changes.

#include "recipes/LockTypes.h"

#include <QHash>

namespace lockscope {

// The queue of `before` (by key) that `queue` continues under another key, taken out of it: a
// parent's only queue is named by the parent alone, and takes its prefix as a name once a
// second queue appears beside it. nullptr when none.
const LockQueue *takeSameQueue(QHash<QString, const LockQueue *> &before, const LockQueue &queue);

} // namespace lockscope
