// SPDX-License-Identifier: Apache-2.0

#pragma once
// Watches lock parents live and keeps every lock queue under them reconstructed.
//
// Lists each watched node with a child watch and reads every child's data and stat with a data
// watch, all pipelined; one-shot watches are re-armed on each trigger. Bursts of results are
// batched into one rebuild per lock. Survives connection loss and session expiry: a new session
// re-reads everything and reports what changed meanwhile. Owner thread only.

#include "monitor/LockEvent.h"
#include "recipes/LockTypes.h"
#include "recipes/QueueView.h"
#include "zk/ZkTypes.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace lockscope {

class ZkSession;

struct MonitorError {
    QString path;
    QString error;
    friend bool operator==(const MonitorError &, const MonitorError &) = default;
};

class LockMonitor final : public QObject {
    Q_OBJECT
public:
    // The session must outlive the monitor.
    explicit LockMonitor(ZkSession *session, QObject *parent = nullptr);
    ~LockMonitor() override;

    // Reads once and then keeps still, for a snapshot: no watch is set (so nothing after the
    // read is learnt), holders are not read again to watch them, folders found empty and paths
    // found absent are not looked at again. Call before the first root.
    void setReadOnce(bool once);
    // Child reads on the wire at once (at least 2); the rest wait their turn. The default suits
    // any tree; a test makes it small to see the waiting.
    void setReadWindow(int reads);

    // A lock parent named by the operator: reported even when empty, missing or unreadable.
    void addRoot(const QString &path);
    // A subtree in which every lock parent is found, also those created later.
    void addDiscovery(const QString &path);

    // True once everything watched has been read after the latest (re)connection.
    bool isSynced() const;
    // Since when what is shown is out of sight: the moment the connection was lost, kept until
    // everything has been read again. Null while the view is current. What was seen stays shown
    // meanwhile: a lock out of sight is not a released one.
    QDateTime outOfSightSince() const;
    // Every lock currently known, ordered by path then queue: copied, or viewed where they are.
    std::vector<LockQueue> locks() const;
    QueueView lockView() const;
    // The same, unordered, as the groups they are kept in: for another thread, or a view that
    // keeps them, at the cost of a pointer per group instead of a copy of every queue.
    std::vector<LockQueueGroup> queueGroups() const;
    const LockQueue *lock(const QString &key) const;
    // Roots that are missing or unreadable, and nodes that could not be read.
    QList<MonitorError> errors() const;
    // The ensemble's watch lists (path -> watching sessions), as the diagnostics last read them:
    // a plain ephemeral node that other sessions wait on is a lock whatever its name.
    void setNodeWatchers(const QHash<QString, QList<qint64>> &watchersByPath);
    // What the leftover finding judges (findLeftovers), for another thread: the listings of the
    // folders it lists, lock parents cut down to their newest entry (it dates what came before).
    QHash<QString, NodeListing> leftoverListings() const;
    // Builds every lock again from what was read, reading nothing: after the recognisers in force
    // changed (installRecognisers), so that the queues already shown say what the new files say.
    // Folders a new file would have the monitor look at beside a --root are not listed by this.
    void rebuildAll();
    // The roots and discovery paths, as added.
    QStringList monitoredPaths() const;
    // Number of nodes (watched parents and their children) held in memory.
    qsizetype nodeCount() const;
    // Number of nodes whose data is watched: the holders shown (a revocation payload lands there).
    qsizetype dataWatchCount() const;

Q_SIGNALS:
    // The first complete picture after a (re)connection: emitted once per session.
    void synced();
    // A lock's queue after a change (also when it first appears).
    void lockUpdated(const lockscope::LockQueue &queue);
    // The lock with this key is gone from view.
    void lockRemoved(const QString &key);
    // The same queue under a new key: a parent's only queue is keyed by the parent alone and
    // takes its name prefix once a sibling queue appears (and back). lockUpdated(to) follows;
    // there is no lockRemoved(from).
    void lockRenamed(const QString &from, const QString &to);
    // What happened, in order; connection events included.
    void eventsOccurred(const QList<lockscope::LockEvent> &events);
    void errorsChanged();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lockscope
