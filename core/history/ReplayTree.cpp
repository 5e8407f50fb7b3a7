// SPDX-License-Identifier: Apache-2.0

#include "history/ReplayTree.h"

#include "recipes/ListingSource.h"
#include "zk/ZkPaths.h"

namespace lockscope {

void ReplayTree::load(std::vector<SnapshotNode> &&nodes)
{
    m_nodes.clear();
    m_ephemerals.clear();
    m_nodes.reserve(qsizetype(nodes.size()));
    for (SnapshotNode &node : nodes) {
        const QString parent = parentPathOf(node.path);
        if (!parent.isEmpty()) {
            const auto it = m_nodes.find(parent);
            if (it == m_nodes.end())
                continue; // DataTree.deserialize refuses an orphan; the decoder keeps tree order
            it->children.insert(nodeName(node.path));
        }
        if (isSessionOwner(node.stat.ephemeralOwner))
            m_ephemerals[node.stat.ephemeralOwner].insert(node.path);
        m_nodes.insert(node.path, Node{node.stat, std::move(node.data), {}});
    }
    nodes.clear();
}

void ReplayTree::apply(const TxnHeader &header, const TxnChange &change, QSet<QString> &touched)
{
    switch (change.kind) {
    case TxnChange::Kind::CreateNode: create(header, change, touched); break;
    case TxnChange::Kind::DeleteNode: remove(change.path, header.zxid, touched); break;
    case TxnChange::Kind::SetData: {
        const auto it = m_nodes.find(change.path);
        if (it == m_nodes.end())
            return;
        it->data = change.data;
        it->stat.mtimeMs = header.timeMs;
        it->stat.mzxid = header.zxid;
        it->stat.version = change.version;
        it->stat.dataLength = qint32(change.data.size());
        touched.insert(change.path);
        touched.insert(parentPathOf(change.path));
        break;
    }
    case TxnChange::Kind::CloseSession: {
        // DataTree.killSession: the paths the transaction names, then the session's others.
        QSet<QString> paths = m_ephemerals.take(header.clientId);
        for (const QString &path : change.pathsToDelete)
            paths.insert(path);
        for (const QString &path : std::as_const(paths))
            remove(path, header.zxid, touched);
        break;
    }
    case TxnChange::Kind::CreateSession: break;
    }
}

void ReplayTree::create(const TxnHeader &header, const TxnChange &change, QSet<QString> &touched)
{
    const QString parentPath = parentPathOf(change.path);
    const auto parent = m_nodes.find(parentPath);
    const QString name = nodeName(change.path);
    if (parentPath.isEmpty() || parent == m_nodes.end() || parent->children.count(name) > 0)
        return; // NoNode / NodeExists: ZooKeeper's replay ignores these too
    const qint32 parentCVersion = change.parentCVersion == -1 ? parent->stat.cversion + 1 : change.parentCVersion;
    if (parentCVersion > parent->stat.cversion) {
        parent->stat.cversion = parentCVersion;
        parent->stat.pzxid = header.zxid;
    }
    parent->children.insert(name);
    Node node;
    node.stat.czxid = node.stat.mzxid = node.stat.pzxid = header.zxid;
    node.stat.ctimeMs = node.stat.mtimeMs = header.timeMs;
    node.stat.ephemeralOwner = change.ephemeralOwner;
    node.stat.dataLength = qint32(change.data.size());
    node.data = change.data;
    node.creator = header.clientId;
    if (isSessionOwner(change.ephemeralOwner))
        m_ephemerals[change.ephemeralOwner].insert(change.path);
    m_nodes.emplace(change.path, std::move(node));
    touched.insert(parentPath);
    touched.insert(change.path);
}

void ReplayTree::remove(const QString &path, qint64 zxid, QSet<QString> &touched)
{
    const QString parentPath = parentPathOf(path);
    const auto parent = m_nodes.find(parentPath);
    if (parentPath.isEmpty() || parent == m_nodes.end())
        return;
    parent->children.erase(nodeName(path));
    if (zxid > parent->stat.pzxid)
        parent->stat.pzxid = zxid;
    touched.insert(parentPath);
    const auto node = m_nodes.find(path);
    if (node == m_nodes.end())
        return;
    if (isSessionOwner(node->stat.ephemeralOwner)) {
        const auto owned = m_ephemerals.find(node->stat.ephemeralOwner);
        if (owned != m_ephemerals.end() && owned->remove(path) && owned->isEmpty())
            m_ephemerals.erase(owned);
    }
    m_nodes.erase(node);
    touched.insert(path);
}

std::optional<qint64> ReplayTree::foreignDeleter(const TxnHeader &header, const QString &path) const
{
    const auto it = m_nodes.constFind(path);
    if (it == m_nodes.cend())
        return std::nullopt;
    const qint64 own = isSessionOwner(it->stat.ephemeralOwner) ? it->stat.ephemeralOwner : it->creator;
    if (own == 0 || own == header.clientId)
        return std::nullopt;
    return header.clientId;
}

NodeStat ReplayTree::statOf(const Node &node) const
{
    NodeStat stat = node.stat;
    stat.numChildren = qint32(node.children.size());
    return stat;
}

std::optional<NodeInfo> ReplayTree::info(const QString &path) const
{
    const auto it = m_nodes.constFind(path);
    if (it == m_nodes.cend() || path == QLatin1String("/"))
        return std::nullopt;
    NodeInfo info;
    info.name = nodeName(path);
    info.setRead(statOf(*it), it->data);
    return info;
}

NodeListing ReplayTree::listing(const QString &path) const
{
    NodeListing listing;
    const auto it = m_nodes.constFind(path);
    if (it == m_nodes.cend())
        return listing;
    listing.path = path;
    listing.stat = statOf(*it);
    ChildNodes::Nodes &children = listing.children.edit();
    children.reserve(it->children.size());
    for (const QString &name : it->children) {
        if (std::optional<NodeInfo> child = info(childPath(path, name)))
            children.push_back(std::move(*child));
    }
    return listing;
}

QStringList ReplayTree::childPaths(const QString &path) const
{
    QStringList paths;
    const auto it = m_nodes.constFind(path);
    if (it != m_nodes.cend()) {
        for (const QString &name : it->children)
            paths.append(childPath(path, name));
    }
    return paths;
}

} // namespace lockscope
