#include "zk/CompletionQueue.h"

#include <QMetaObject>

namespace lockscope::detail {

void CompletionQueue::push(std::unique_ptr<Task> task)
{
    bool wasEmpty;
    {
        std::lock_guard lock(m_mutex);
        wasEmpty = m_tasks.empty();
        m_tasks.push_back(std::move(task));
    }
    // One wake-up per batch: later results join the batch until the owner drains it.
    if (wasEmpty)
        QMetaObject::invokeMethod(m_receiver, [this] { drain(); }, Qt::QueuedConnection);
}

void CompletionQueue::drain()
{
    std::vector<std::unique_ptr<Task>> batch;
    {
        std::lock_guard lock(m_mutex);
        batch.swap(m_tasks);
    }
    QPointer<QObject> alive(m_receiver);
    for (auto &task : batch) {
        task->run();
        if (!alive)
            return;  // a callback destroyed the session; `this` is gone too
    }
}

} // namespace lockscope::detail
