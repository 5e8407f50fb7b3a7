// SPDX-License-Identifier: Apache-2.0

#pragma once
// Work met faster than it may be sent, kept in the order it came and handed out a little at a
// time. A first read may queue a million: the storage grows by blocks, never by copying the
// whole queue into one twice its size, and each block goes back once handed out.

#include <cstddef>
#include <deque>
#include <utility>

namespace lockscope {

template <typename T>
class HandOutQueue {
public:
    void push(T item) { m_items.push_back(std::move(item)); }
    bool isEmpty() const { return m_items.empty(); }
    size_t size() const { return m_items.size(); }
    // The oldest item not handed out yet; the queue must not be empty.
    T takeNext()
    {
        T item = std::move(m_items.front());
        m_items.pop_front();
        return item;
    }
    void clear() { m_items = {}; }

private:
    std::deque<T> m_items;
};

} // namespace lockscope
