// SPDX-License-Identifier: Apache-2.0

#include "monitor/QueueContinuity.h"

#include <QHash>

namespace lockscope {

namespace {

// The queue of `before` that `queue` continues under another key, taken out of it.
const LockQueue *takeSameQueue(QHash<QString, const LockQueue *> &before, const LockQueue &queue)
{
    if (queue.id.isEmpty())
        return nullptr;
    for (auto it = before.begin(); it != before.end(); ++it) {
        if ((*it)->id == queue.id) {
            const LockQueue *same = it.value();
            before.erase(it);
            return same;
        }
    }
    return nullptr;
}

} // namespace

QueueMatch matchQueues(const std::vector<LockQueue> &previous, const std::vector<LockQueue> &fresh)
{
    QHash<QString, const LockQueue *> before;
    for (const LockQueue &queue : previous)
        before.insert(queue.key(), &queue);
    QueueMatch match;
    match.continued.reserve(fresh.size());
    for (const LockQueue &queue : fresh) {
        const LockQueue *was = before.take(queue.key());
        if (!was)
            was = takeSameQueue(before, queue);
        match.continued.emplace_back(was, &queue);
    }
    for (const LockQueue *gone : std::as_const(before))
        match.gone.push_back(gone);
    return match;
}

} // namespace lockscope
