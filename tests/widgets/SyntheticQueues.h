// SPDX-License-Identifier: Apache-2.0

#pragma once
// Lock queues made up in memory, for model and view tests that need shapes (10,000 waiters,
// reshuffles) a real server would take long to produce. Nodes are identified by sequence:
// czxid = 1000 + sequence, so the same sequence in two queues is the same node.

#include "recipes/LockTypes.h"

#include <QDateTime>

namespace lockscope::test {

inline LockEntry syntheticEntry(const QString &parent, qint64 sequence, EntryState state, const QString &waitsFor = {})
{
    LockEntry e;
    e.parentPath = parent;
    NodeInfo &node = e.node.edit();
    node.name = QStringLiteral("lock-%1").arg(sequence, 10, 10, QLatin1Char('0'));
    node.stat.czxid = 1000 + sequence;
    node.stat.mzxid = node.stat.czxid;
    node.stat.ctimeMs = QDateTime::currentMSecsSinceEpoch() - 60000 + sequence;
    node.stat.mtimeMs = node.stat.ctimeMs;
    node.stat.ephemeralOwner = 0x0100000000000000LL + sequence;
    e.sequence = sequence;
    e.state = state;
    e.waitsForNode = NodeRef::fromPath(waitsFor);
    return e;
}

// An exclusive lock whose nodes have these sequences, in order: the first holds.
inline LockQueue syntheticMutex(const QString &path, const QList<qint64> &sequences)
{
    LockQueue q;
    q.path = path;
    q.recipe = Recipe::Generic;
    q.kind = LockKind::Mutex;
    for (qsizetype i = 0; i < sequences.size(); ++i) {
        const QString waitsFor = i == 0
            ? QString()
            : childPath(path, QStringLiteral("lock-%1").arg(sequences.at(i - 1), 10, 10, QLatin1Char('0')));
        q.entries.push_back(
            syntheticEntry(path, sequences.at(i), i == 0 ? EntryState::Holding : EntryState::Waiting, waitsFor));
    }
    return q;
}

inline QList<qint64> sequenceRange(qint64 first, qint64 count)
{
    QList<qint64> list;
    list.reserve(count);
    for (qint64 i = 0; i < count; ++i)
        list.append(first + i);
    return list;
}

} // namespace lockscope::test
