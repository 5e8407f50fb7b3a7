// SPDX-License-Identifier: Apache-2.0

#pragma once
// A broken-wait suspect read again after the round of answers that confirmed it. The watch lists
// are newer than the tree they are judged against: a snapshot reads its tree once, and a live
// monitor learns of a change only a round trip after it. A standby whose leader's session just
// expired has had its watch fire and is taking over: the watch lists say it watches nothing while
// the tree still shows the leader's node. A read through a sync, sent after the round, tells a
// waiter that is stuck from one that is waking.

#include "zk/ZkTypes.h"

#include <QHash>
#include <QString>
#include <optional>

namespace lockscope {

struct WaitRecheckRequest {
    QString waiter; // the waiting node
    QString waitsFor; // the node its recipe has it watch
    friend bool operator==(const WaitRecheckRequest &, const WaitRecheckRequest &) = default;
};

struct WaitRecheck {
    qint64 afterRoundAskedAtMs = 0; // the round it was read after (EnsembleView::askedAtMs)
    bool answered = false; // false: a read failed, and nothing is known
    std::optional<NodeStat> waiter; // nullopt: the server no longer has it
    std::optional<NodeStat> waitsFor;

    // The server still holds both as the tree shows them: the same nodes (a node once deleted
    // never comes back with its creation zxid), and the waited-for one unchanged since (any
    // change to it fires the watches on it).
    bool confirms(const NodeStat &waiterInTree, const NodeStat &waitsForInTree) const
    {
        return answered && waiter && waitsFor && waiter->czxid == waiterInTree.czxid
            && waitsFor->czxid == waitsForInTree.czxid && waitsFor->mzxid == waitsForInTree.mzxid;
    }
};

using WaitRechecks = QHash<QString, WaitRecheck>; // by the waiter's path

} // namespace lockscope
