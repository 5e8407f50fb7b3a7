// SPDX-License-Identifier: Apache-2.0

#pragma once
// A snapshot document (`lockscope-cli snapshot --json`) held against the tree ZooKeeper holds.

#include "ZooKeeperTree.h"

#include <QJsonArray>
#include <QJsonObject>

namespace lockscope::test {

// The lock at path in the document, empty when it is not there.
QJsonObject lockAt(const QJsonObject &snapshot, const QString &path);
// The document's findings of these severities.
QJsonArray findingsOf(const QJsonObject &snapshot, const QStringList &severities);
// Every finding of this kind.
QJsonArray findingsOfKind(const QJsonObject &snapshot, const QString &kind);
QString compact(const QJsonArray &array);
QString compact(const QJsonObject &object);

// Each election under `parents` is in the document exactly as in ZooKeeper under the classic rule
// (the lowest sequence leads, every other candidate stands by behind its predecessor), with each
// entry's session and, as owner, the text its node holds. Empty when so, else the first difference.
QString compareElections(const QJsonObject &snapshot, const QList<TreeNode> &nodes, const QStringList &parents);

} // namespace lockscope::test
