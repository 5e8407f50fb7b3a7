// SPDX-License-Identifier: Apache-2.0

#pragma once
// A node as read, and how a listing's children are shared with the entries built from them.

#include "zk/ZkTypes.h"

#include <QByteArray>
#include <QString>
#include <memory>
#include <vector>

namespace lockscope {

constexpr qsizetype kMaxStoredData = 4096;

// One child node as read from ZooKeeper: its name, stat and (possibly truncated) data.
struct NodeInfo {
    QString name;
    NodeStat stat;
    QByteArray data; // at most kMaxStoredData bytes are kept

    // Its stat, and the first kMaxStoredData bytes of `full`: the stat's dataLength tells what
    // was cut (no flag of its own: a million entries and their listing would hold 16 MB of it).
    void setRead(const NodeStat &read, const QByteArray &full)
    {
        stat = read;
        data = full.size() > kMaxStoredData ? full.left(kMaxStoredData) : full;
    }
    bool dataTruncated() const { return stat.dataLength > data.size(); }
    // Known by its stat alone (its ACL denies READ, exists() still answers): no byte of its data.
    bool dataUnknown() const { return stat.dataLength > 0 && data.isEmpty(); }
};

// A node an entry refers to, never null, immutable: usually one child of the listing it was
// built from, shared rather than copied (a million entries held 120 MB of copies).
class SharedNode {
public:
    SharedNode(); // an empty node
    explicit SharedNode(NodeInfo node); // a node of its own (replays, tests)
    explicit SharedNode(std::shared_ptr<const NodeInfo> node);

    const NodeInfo *operator->() const { return m_node.get(); }
    const NodeInfo &operator*() const { return *m_node; }
    const NodeInfo *get() const { return m_node.get(); }
    // A copy of its own to change, for entries built field by field (replays, tests).
    NodeInfo &edit();
    // Passed wherever a node is read, as the node itself.
    operator const NodeInfo &() const { return *m_node; }

private:
    std::shared_ptr<const NodeInfo> m_node;
};

// A listing's children, in one block that the entries built from them share. Once any entry
// shares it, the block is never written again: the next edit copies it (copy on write, decided
// on the listing's own thread, so no reference count is read across threads).
class ChildNodes {
public:
    using Nodes = std::vector<NodeInfo>;
    using const_iterator = Nodes::const_iterator;
    using value_type = NodeInfo;

    ChildNodes() = default;
    ChildNodes(Nodes nodes);
    ChildNodes(std::initializer_list<NodeInfo> nodes) : ChildNodes(Nodes(nodes)) { }
    // A copy is a block of its own: whoever shared the original's children keeps them.
    ChildNodes(const ChildNodes &other) : ChildNodes(other.nodes()) { }
    ChildNodes &operator=(const ChildNodes &other);
    ChildNodes(ChildNodes &&other) noexcept;
    ChildNodes &operator=(ChildNodes &&other) noexcept;

    const Nodes &nodes() const;
    const_iterator begin() const { return nodes().begin(); }
    const_iterator end() const { return nodes().end(); }
    size_t size() const { return nodes().size(); }
    bool empty() const { return nodes().empty(); }
    const NodeInfo &operator[](size_t i) const { return nodes()[i]; }
    const NodeInfo &front() const { return nodes().front(); }
    const NodeInfo &back() const { return nodes().back(); }

    // The children to change, copied first if an entry shares them.
    Nodes &edit();
    void push_back(NodeInfo node) { edit().push_back(std::move(node)); }
    void clear();

    // `child` (one of these children) for an entry to keep; a node from elsewhere is copied.
    SharedNode share(const NodeInfo &child) const;
    // The same block, not a copy, for a reader on another thread (the diagnostics' leftover
    // scan): both are frozen, so the next edit of either copies first.
    ChildNodes sharedBlock() const;

private:
    std::shared_ptr<Nodes> m_block; // null while there are none
    mutable bool m_shared = false; // an entry points into m_block: it is frozen
};

} // namespace lockscope
