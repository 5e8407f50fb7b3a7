// SPDX-License-Identifier: Apache-2.0

#pragma once
// A node read again after the round of the ensemble's answers that made a rule suspect it. The
// answers are newer than the tree they are judged against: a snapshot reads its tree once, and a
// live monitor learns of a change only a round trip after it. A standby whose leader's session
// just expired has had its watch fire and is taking over, and the session is served by no
// member: the answers say "watches nothing" and "gone" while the tree still shows both nodes. A
// read through a sync, sent after the round, tells a stuck waiter or a lingering session from
// one the server has already moved past.

#include "zk/ZkTypes.h"

#include <QHash>
#include <QString>
#include <optional>

namespace lockscope {

struct NodeRecheck {
    qint64 afterRoundAskedAtMs = 0; // the round it was read after (EnsembleView::askedAtMs)
    bool answered = false; // false: the read failed, and nothing is known
    std::optional<NodeStat> stat; // nullopt: the server no longer has the node

    // Still the node the tree shows: a node once deleted never comes back with its creation zxid.
    bool isSameNode(const NodeStat &inTree) const { return answered && stat && stat->czxid == inTree.czxid; }
    // And unchanged since: any change to it fires the watches on it.
    bool isUnchanged(const NodeStat &inTree) const { return isSameNode(inTree) && stat->mzxid == inTree.mzxid; }
};

using NodeRechecks = QHash<QString, NodeRecheck>; // by path

} // namespace lockscope
