// SPDX-License-Identifier: Apache-2.0

#pragma once
// ZooKeeper's data tree rebuilt from a snapshot and moved forward by logged transactions,
// applying each exactly as DataTree.processTxn does (a fuzzy snapshot's create of an existing
// node or delete of a missing one is skipped), and read back as the listings the live monitor
// would have read.

#include "recipes/LockTypes.h"
#include "txnlog/SnapshotFile.h"
#include "txnlog/TxnRecord.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <set>

namespace lockscope {

class ReplayTree {
public:
    // Replaces the tree by the snapshot's.
    void load(std::vector<SnapshotNode> &&nodes);

    // Applies one change of a transaction. `touched` gains every node whose children or own
    // stat changed (a created or deleted node's parent, the node itself).
    void apply(const TxnHeader &header, const TxnChange &change, QSet<QString> &touched);

    // The session deleting `path` when it is not the node's own: not the ephemeral's owner, or
    // not the session that created a persistent node within the record. nullopt otherwise, and
    // for a persistent node the snapshot brought (its creator is not recorded there).
    std::optional<qint64> foreignDeleter(const TxnHeader &header, const QString &path) const;

    bool exists(const QString &path) const { return m_nodes.contains(path); }
    // The node as its parent's listing shows it; nullopt when there is none (or for "/").
    std::optional<NodeInfo> info(const QString &path) const;
    // The node and its children as LockMonitor lists them: children by name, their data cut at
    // kMaxStoredData, the parent's own data left out (a listing reads no parent data). Empty
    // path when the node does not exist.
    NodeListing listing(const QString &path) const;
    // Full paths of the node's children, by name.
    QStringList childPaths(const QString &path) const;
    qsizetype nodeCount() const { return m_nodes.size(); }

private:
    struct Node {
        NodeStat stat;
        QByteArray data;
        std::set<QString> children;
        qint64 creator = 0; // the creating session; 0 when loaded from a snapshot
    };

    void create(const TxnHeader &header, const TxnChange &change, QSet<QString> &touched);
    void remove(const QString &path, qint64 zxid, QSet<QString> &touched);
    NodeStat statOf(const Node &node) const;

    QHash<QString, Node> m_nodes;
    QHash<qint64, QSet<QString>> m_ephemerals; // session -> its nodes (DataTree.ephemerals)
};

} // namespace lockscope
