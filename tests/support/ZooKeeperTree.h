// SPDX-License-Identifier: Apache-2.0

#pragma once
// A whole subtree read straight from the ensemble (paths, data, stats), for tests that compare
// lockscope's view with what a system actually wrote.

#include "zk/ZkSession.h"

#include <QList>
#include <optional>

namespace lockscope::test {

struct TreeNode {
    QString path;
    QByteArray data;
    NodeStat stat;
};

// Every node under root, root included, sorted by path. Nodes deleted during the walk are left
// out; nullopt when the session is not connected or an answer does not come within timeoutMs.
std::optional<QList<TreeNode>> readTree(ZkSession &session, const QString &root, int timeoutMs = 15000);

} // namespace lockscope::test

namespace lockscope::test {

// The node at path in a tree read above, nullptr when it is not there.
const TreeNode *nodeAt(const QList<TreeNode> &nodes, const QString &path);
// It points into the list: never into a temporary one.
const TreeNode *nodeAt(QList<TreeNode> &&, const QString &) = delete;

} // namespace lockscope::test
