// SPDX-License-Identifier: Apache-2.0

#pragma once
// The replay's trunk: a tree moved forward transaction by transaction, and after each one the
// touched lock parents rebuilt through the same buildLockQueues as the live monitor and
// recorded as spans. Only the parents a transaction touched are rebuilt.

#include "history/ReplayScope.h"
#include "history/ReplayTree.h"
#include "history/SpanRecorder.h"

#include <QHash>
#include <vector>

namespace lockscope {

class LockReplay {
public:
    LockReplay(const QStringList &roots, const QStringList &discoveries);

    // Starts from a snapshot's tree as it stood at atMs: every listed lock is built and recorded.
    void start(std::vector<SnapshotNode> &&nodes, qint64 atMs);
    // Applies a transaction and records the locks it changed at its time.
    void apply(const Txn &txn);

    // The queues as they stand now, by path then queue.
    std::vector<LockQueue> queues() const;
    const SpanRecorder &recorder() const { return m_recorder; }
    SpanRecorder &recorder() { return m_recorder; }
    const ReplayTree &tree() const { return m_tree; }

private:
    std::vector<LockQueue> build(const QString &owner);
    void publish(const QSet<QString> &owners, qint64 atMs, const EndCauses &causes);

    ReplayTree m_tree;
    ReplayScope m_scope;
    SpanRecorder m_recorder;
    QHash<QString, std::vector<LockQueue>> m_published; // by the path they were built from
};

} // namespace lockscope
