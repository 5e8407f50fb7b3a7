// SPDX-License-Identifier: Apache-2.0

#include "recipes/QueueView.h"

#include <algorithm>

namespace lockscope {

QueueView::QueueView(const std::vector<LockQueue> &queues)
{
    m_queues.reserve(queues.size());
    for (const LockQueue &queue : queues)
        m_queues.push_back(&queue);
}

QueueView::QueueView(std::vector<LockQueue> &&queues)
{
    auto kept = std::make_shared<const std::vector<LockQueue>>(std::move(queues));
    m_queues.reserve(kept->size());
    for (const LockQueue &queue : *kept)
        m_queues.push_back(&queue);
    m_keep.push_back(std::move(kept));
}

QueueView QueueView::ordered(std::vector<LockQueueGroup> groups)
{
    QueueView view;
    for (const LockQueueGroup &group : groups) {
        for (const LockQueue &queue : *group)
            view.m_queues.push_back(&queue);
    }
    std::sort(view.m_queues.begin(), view.m_queues.end(), [](const LockQueue *a, const LockQueue *b) {
        return a->path != b->path ? a->path < b->path : a->queue < b->queue;
    });
    view.m_keep = std::move(groups);
    return view;
}

std::vector<LockQueue> QueueView::toVector() const
{
    std::vector<LockQueue> all;
    all.reserve(m_queues.size());
    for (const LockQueue *queue : m_queues)
        all.push_back(*queue);
    return all;
}

} // namespace lockscope
