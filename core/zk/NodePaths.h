// SPDX-License-Identifier: Apache-2.0

#pragma once
// The nodes a finding names: full paths to whoever reads them, kept as NodeRefs whose folder and
// name are the listings' own strings. A finding that names a million persistent nodes then holds
// no path string of its own (one each was a sixth of a million-node snapshot's peak memory).

#include "zk/ZkPaths.h"

#include <QList>
#include <QStringList>
#include <initializer_list>
#include <iterator>

namespace lockscope {

class NodePaths {
public:
    // Yields each node's full path, made as it is read.
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = QString;
        using difference_type = qsizetype;
        using pointer = void;
        using reference = QString;

        const_iterator() = default;
        explicit const_iterator(QList<NodeRef>::const_iterator at) : m_at(at) { }
        QString operator*() const { return m_at->path(); }
        const_iterator &operator++()
        {
            ++m_at;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator before = *this;
            ++m_at;
            return before;
        }
        friend bool operator==(const const_iterator &, const const_iterator &) = default;

    private:
        QList<NodeRef>::const_iterator m_at;
    };

    NodePaths() = default;
    NodePaths(std::initializer_list<NodeRef> refs) : m_refs(refs) { }
    NodePaths(std::initializer_list<QString> paths);
    NodePaths(const QStringList &paths); // implicit: several rules gather paths as a list first

    void append(const NodeRef &ref) { m_refs.append(ref); }
    void append(const QString &path) { m_refs.append(NodeRef::fromPath(path)); }
    void reserve(qsizetype size) { m_refs.reserve(size); }
    void clear() { m_refs.clear(); }
    // In path order (QString's), as a sorted QStringList of the paths would be.
    void sort();

    qsizetype size() const { return m_refs.size(); }
    bool isEmpty() const { return m_refs.isEmpty(); }
    QString first() const { return m_refs.first().path(); }
    QString at(qsizetype i) const { return m_refs.at(i).path(); }
    const QList<NodeRef> &refs() const { return m_refs; }
    bool contains(const NodeRef &ref) const { return m_refs.contains(ref); }
    bool contains(QStringView path) const; // without making a path of each
    QStringList paths() const { return pathsOf(m_refs); }

    const_iterator begin() const { return const_iterator(m_refs.cbegin()); }
    const_iterator end() const { return const_iterator(m_refs.cend()); }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }

    friend bool operator==(const NodePaths &, const NodePaths &) = default;

private:
    QList<NodeRef> m_refs;
};

// Path order (QString's: UTF-16 code units, then length) without making either path.
bool pathLess(const NodeRef &a, const NodeRef &b) noexcept;

} // namespace lockscope
