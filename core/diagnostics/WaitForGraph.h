// SPDX-License-Identifier: Apache-2.0

#pragma once
// Who waits for whom across every monitored lock, by session, and the circles in it: pure
// functions over reconstructed queues.

#include "recipes/LockTypes.h"
#include "recipes/QueueView.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace lockscope {

struct WaitEdge {
    qint64 from = 0; // the waiting session
    qint64 to = 0; // a session it cannot pass
    QString lock; // the lock's path
    // Folder and name, sharing the queue's strings: a tree of 20,000 waits builds no path.
    NodeRef waitingNode; // from's waiting entry
    NodeRef blockingNode; // to's node that stands before it
    // Semaphores: a lease frees up when any one holder releases. Edges of one waiting entry
    // with anyOf set form one group of which a single release is enough.
    bool anyOf = false;
    friend bool operator==(const WaitEdge &, const WaitEdge &) = default;
};

// A waiting entry waits for the session of its waits_for node; when that node is its own or no
// session's (persistent), for the next node of its chain, and so on. Reaching a holder, it waits
// for all of the lock's holders (a writer waits until every reader ahead has gone); what a
// waiter of another session transitively waits for is that session's own edge. One edge per
// (waiting entry, blocking node). BlockedOnly leaves out elections, whose candidates stand by
// rather than wait: a server leading one table and standing by in another blocks nobody.
enum class WaitScope {
    All,
    BlockedOnly
};
QList<WaitEdge> waitForEdges(const QueueView &locks, WaitScope scope = WaitScope::All);
inline QList<WaitEdge> waitForEdges(const std::vector<LockQueue> &locks, WaitScope scope = WaitScope::All)
{
    return waitForEdges(QueueView(locks), scope);
}

struct DeadlockCycle {
    QList<qint64> sessions; // sorted as unsigned ids, as they print
    QStringList locks; // sorted
    QStringList nodes; // the waiting and the blocking nodes, sorted
    QList<WaitEdge> edges; // the waits between these sessions
};

// Sessions that can never proceed because they wait for each other (give it blocked waits only): each set of sessions that
// wait on one another in a circle (a strongly connected part of the graph) is one cycle,
// reported once. A semaphore wait counts only when every holder it could wait for is stuck too.
// Sessions merely queued behind a cycle are not part of it. Sorted by their first session.
QList<DeadlockCycle> findDeadlocks(const QList<WaitEdge> &edges);

// Unsigned order of session ids (0x8... ids sort after 0x7...), as formatSessionId prints them.
bool sessionIdLess(qint64 a, qint64 b);

} // namespace lockscope
