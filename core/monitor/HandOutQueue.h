// SPDX-License-Identifier: Apache-2.0

#pragma once
// Work met faster than it may be sent, kept in the order it came and handed out a little at a
// time. The storage goes back whole once everything is out: a first read may queue a million.

#include <cstddef>
#include <utility>
#include <vector>

namespace lockscope {

template <typename T>
class HandOutQueue {
public:
    void push(T item) { m_items.push_back(std::move(item)); }
    bool isEmpty() const { return m_next >= m_items.size(); }
    size_t size() const { return m_items.size() - m_next; }
    // The oldest item not handed out yet; the queue must not be empty.
    T takeNext()
    {
        T item = std::move(m_items[m_next++]);
        if (isEmpty())
            clear();
        return item;
    }
    void clear()
    {
        m_items = {};
        m_next = 0;
    }

private:
    std::vector<T> m_items;
    size_t m_next = 0;
};

} // namespace lockscope
