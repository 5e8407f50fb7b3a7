#include "monitor/QueueContinuity.h"

namespace lockscope {

const LockQueue *takeSameQueue(QHash<QString, const LockQueue *> &before, const LockQueue &queue)
{
    if (queue.id.isEmpty())
        return nullptr;
    for (auto it = before.begin(); it != before.end(); ++it) {
        if ((*it)->id == queue.id) {
            const QString key = it.key();
            return before.take(key);
        }
    }
    return nullptr;
}

} // namespace lockscope
