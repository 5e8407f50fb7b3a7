// SPDX-License-Identifier: Apache-2.0

#include "ZooKeeperTree.h"

#include "TestZooKeeper.h"

#include <algorithm>
#include <memory>

namespace lockscope::test {
namespace {

// Shared with the callbacks: one that arrives after a timeout writes here, not into a dead frame.
struct Walk {
    QList<TreeNode> nodes;
    int pending = 0;
    bool failed = false;
};

void visit(ZkSession &session, const std::shared_ptr<Walk> &walk, const QString &path)
{
    walk->pending += 2;
    session.getData(path, false, [walk, path](ZkError error, const QByteArray &data, const NodeStat &stat) {
        --walk->pending;
        if (error == ZkError::Ok)
            walk->nodes.append(TreeNode{path, data, stat});
        else if (error != ZkError::NoNode)
            walk->failed = true;
    });
    session.getChildren(path, false,
                        [&session, walk, path](ZkError error, const QStringList &children, const NodeStat &) {
                            --walk->pending;
                            if (error != ZkError::Ok) {
                                walk->failed = walk->failed || error != ZkError::NoNode;
                                return;
                            }
                            for (const QString &child : children)
                                visit(session, walk, (path == u"/" ? QString() : path) + QLatin1Char('/') + child);
                        });
}

} // namespace

std::optional<QList<TreeNode>> readTree(ZkSession &session, const QString &root, int timeoutMs)
{
    if (!waitUntil([&] { return session.isConnected(); }, timeoutMs))
        return std::nullopt;
    auto walk = std::make_shared<Walk>();
    visit(session, walk, root);
    if (!waitUntil([&] { return walk->pending == 0; }, timeoutMs) || walk->failed)
        return std::nullopt;
    std::sort(walk->nodes.begin(), walk->nodes.end(),
              [](const TreeNode &a, const TreeNode &b) { return a.path < b.path; });
    return walk->nodes;
}

} // namespace lockscope::test

namespace lockscope::test {

const TreeNode *nodeAt(const QList<TreeNode> &nodes, const QString &path)
{
    for (const TreeNode &n : nodes) {
        if (n.path == path)
            return &n;
    }
    return nullptr;
}

} // namespace lockscope::test
