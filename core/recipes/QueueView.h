// SPDX-License-Identifier: Apache-2.0

#pragma once
// Queues held elsewhere, in an order of their own: the ordered picture of every lock without a
// copy of any. A snapshot of a million entries copied its queues twice (the document's and the
// judge's), 128 MB each. Copying a view copies pointers; the groups it was made from live as
// long as any copy does.

#include "recipes/LockTypes.h"

#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace lockscope {

// One parent's queues as the live monitor publishes them: shared and immutable.
using LockQueueGroup = std::shared_ptr<const std::vector<LockQueue>>;

class QueueView {
public:
    class const_iterator {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = LockQueue;
        using difference_type = std::ptrdiff_t;
        using pointer = const LockQueue *;
        using reference = const LockQueue &;

        const_iterator() = default;
        explicit const_iterator(std::vector<const LockQueue *>::const_iterator at) : m_at(at) { }
        reference operator*() const { return **m_at; }
        pointer operator->() const { return *m_at; }
        const_iterator &operator++()
        {
            ++m_at;
            return *this;
        }
        const_iterator operator++(int) { return const_iterator(m_at++); }
        difference_type operator-(const const_iterator &other) const { return m_at - other.m_at; }
        friend bool operator==(const const_iterator &, const const_iterator &) = default;

    private:
        std::vector<const LockQueue *>::const_iterator m_at;
    };

    QueueView() = default;
    // `queues` in their order. The view points into the vector, which must outlive it.
    explicit QueueView(const std::vector<LockQueue> &queues);
    // `queues` in their order, kept by the view.
    explicit QueueView(std::vector<LockQueue> &&queues);
    // Every queue of `groups` by path, then queue: the order every report lists locks in.
    static QueueView ordered(std::vector<LockQueueGroup> groups);

    const_iterator begin() const { return const_iterator(m_queues.cbegin()); }
    const_iterator end() const { return const_iterator(m_queues.cend()); }
    size_t size() const { return m_queues.size(); }
    bool empty() const { return m_queues.empty(); }
    const LockQueue &operator[](size_t i) const { return *m_queues[i]; }
    // The queues themselves, copied: for callers that change them.
    std::vector<LockQueue> toVector() const;

private:
    std::vector<LockQueueGroup> m_keep;
    std::vector<const LockQueue *> m_queues;
};

} // namespace lockscope
