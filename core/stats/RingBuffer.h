// SPDX-License-Identifier: Apache-2.0

#pragma once
// A fixed-capacity buffer that overwrites its oldest element once full, so that a history
// stays bounded however long the monitor runs. Storage grows geometrically up to the capacity,
// then never allocates again.

#include <cstddef>
#include <vector>

namespace lockscope {

template <typename T>
class RingBuffer {
public:
    explicit RingBuffer(std::size_t capacity = 0) : m_capacity(capacity) { }

    std::size_t capacity() const { return m_capacity; }
    std::size_t size() const { return m_items.size(); }
    bool empty() const { return m_items.empty(); }
    bool full() const { return m_capacity > 0 && m_items.size() == m_capacity; }

    // Oldest first: at(0) is the oldest kept element, at(size() - 1) the newest.
    const T &at(std::size_t i) const { return m_items[(m_head + i) % m_items.size()]; }
    const T &back() const { return at(m_items.size() - 1); }
    T &back() { return m_items[(m_head + m_items.size() - 1) % m_items.size()]; }

    void push(const T &item)
    {
        if (m_capacity == 0)
            return;
        if (m_items.size() < m_capacity) {
            m_items.push_back(item);
            return;
        }
        m_items[m_head] = item;
        m_head = (m_head + 1) % m_capacity;
    }

    // Keeps the newest min(size(), capacity) elements.
    void setCapacity(std::size_t capacity)
    {
        std::vector<T> kept = toVector();
        if (kept.size() > capacity)
            kept.erase(kept.begin(), kept.end() - std::ptrdiff_t(capacity));
        m_items = std::move(kept);
        m_head = 0;
        m_capacity = capacity;
    }

    void clear()
    {
        m_items.clear();
        m_head = 0;
    }

    std::vector<T> toVector() const
    {
        std::vector<T> out;
        out.reserve(m_items.size());
        for (std::size_t i = 0; i < m_items.size(); ++i)
            out.push_back(at(i));
        return out;
    }

    template <typename F>
    void forEach(F &&visit) const
    {
        for (std::size_t i = 0; i < m_items.size(); ++i)
            visit(at(i));
    }

private:
    std::vector<T> m_items;
    std::size_t m_head = 0; // index of the oldest element once the buffer has wrapped
    std::size_t m_capacity = 0;
};

} // namespace lockscope
