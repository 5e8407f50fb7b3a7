// SPDX-License-Identifier: Apache-2.0

#pragma once
// LockMonitor's insides, shared by LockMonitor.cpp (its public face and connection events),
// LockMonitorReads.cpp (listing and reading what it tracks, as watches fire) and
// LockMonitorQueues.cpp (rebuilding and publishing the queues, watching holders' data).

#include "monitor/LockMonitor.h"

#include "monitor/DeferredListings.h"
#include "monitor/HandOutQueue.h"
#include "monitor/UnseenEntries.h"
#include "monitor/WatchEvidence.h"
#include "zk/ZkSession.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QTimer>
#include <algorithm>
#include <vector>

namespace lockscope {

struct LockMonitor::Private {
    // Empty folders met in the first read are listed this long after it, this many requests at a time.
    static constexpr int kDeferredStartMs = 500;
    static constexpr int kDeferredWindow = 2000;
    // Child reads on the wire at once: enough that the server never waits for the next burst
    // while answers wait for the owner thread (a million-node read took a ninth less time than
    // with 16,384, for 1% more peak RSS), few enough that it does not hold a million requests'
    // buffers (a third more RSS).
    static constexpr int kDefaultReadWindow = 65536;

    enum class Role : quint8 {
        Root,
        DiscoveryRoot,
        Discovered,
        Related
    };

    // One node the monitor lists, with what it last read of it and its children.
    struct Tracked {
        NodeListing listing; // children sorted by name; czxid == 0 marks a child not read yet
        Role role = Role::Discovered;
        bool exists = false;
        bool listingInFlight = false;
        bool relistWanted = false; // a child event came while a listing was in flight
        bool complete = false; // every child has been read at least once
        bool built = false; // its queues were built before: a child new since was made since
    };

    static bool isLoaded(const NodeInfo &child) { return child.stat.czxid != 0; }
    static bool discovers(Role role) { return role == Role::DiscoveryRoot || role == Role::Discovered; }
    // Its place among `children`, or -1.
    static qsizetype findChildNode(const ChildNodes &children, const QString &name)
    {
        auto it = std::lower_bound(children.begin(), children.end(), name,
                                   [](const NodeInfo &c, const QString &n) { return c.name < n; });
        return (it != children.end() && it->name == name) ? it - children.begin() : -1;
    }

    LockMonitor *q;
    ZkSession *session;
    QStringList roots;
    QStringList discoveries;
    QHash<QString, Tracked> nodes;
    QHash<QString, LockQueueGroup> published; // by the path of the node they were built from
    QMap<QString, QString> errors;
    QSet<QString> dirty;
    // Holders whose data is watched (a revocation payload lands there). Waiters are read once:
    // a data watch on each of them would cost the C client a watch record per node.
    QSet<QString> dataWatched;
    QTimer rebuildTimer;
    UnseenEntries unseen; // creates and deletes under each listed parent that no read saw
    WatchEvidence evidence; // nodes other sessions wait on
    DeferredListings deferred; // empty folders met during the first read, listed after it
    QTimer deferredTimer;
    quint64 generation = 0;
    int pending = 0; // requests of this generation still outstanding
    // How a child is first asked for: its data and stat, or (a likely lock parent under a large
    // discovery folder, in a read-once monitor) its listing, whose stat says as much.
    enum class ChildRead : quint8 {
        Data,
        ListingFirst
    };
    // Child reads asked for beyond the window, sent as earlier ones are answered.
    struct QueuedRead {
        QString parent;
        QString name;
        bool watchData = false;
        ChildRead kind = ChildRead::Data;
    };
    HandOutQueue<QueuedRead> queuedReads;
    int readsInFlight = 0;
    int readWindow = kDefaultReadWindow;
    // A read-once monitor probes a discovery folder of more than kProbeAbove children with its
    // first kProbeReads: if each is a folder with children and no data (a lock parent), the rest
    // are listed at once instead of read and then listed, one request each instead of two.
    static constexpr int kProbeAbove = 64;
    static constexpr int kProbeReads = 16;
    struct FolderProbe {
        QStringList rest; // counted in `pending` while they wait for the probe's verdict
        int unanswered = 0;
        int folders = 0;
    };
    QHash<QString, FolderProbe> probes; // by folder path
    // Entries whose ACL denies READ, known from exists() alone (data unknown): by lock parent,
    // with one error for the lock, worded from the first such entry's ACL.
    QHash<QString, QSet<QString>> unreadable;
    QHash<QString, QString> unreadableWhy;
    bool watching = true; // false: a one-time read (setReadOnce)
    bool syncing = false;
    bool synced = false;
    bool everConnected = false;
    bool lostConnection = false;
    QDateTime outOfSightSince;

    void startSync(bool newSession);
    // How a newly tracked path is first read: listed, or (where it is likely absent) watched
    // with exists() and listed once it is there.
    enum class FirstRead {
        List,
        ExistsFirst
    };
    void track(const QString &path, Role role, FirstRead first = FirstRead::List);
    void listOnceCreated(const QString &path);
    void untrackSubtree(const QString &path);
    void list(const QString &path);
    void readChild(const QString &parent, const QString &name, bool watchData, ChildRead kind = ChildRead::Data);
    void sendRead(const QueuedRead &read);
    void readChildren(const QString &parent, Role role, const QStringList &names);
    void noteProbeAnswer(const QString &parent, ZkError error, const NodeStat &stat);
    void onChildListedFirst(const QString &parent, const QString &name, ZkError error, const QStringList &names,
                            const NodeStat &stat);
    void sendQueuedReads();
    void watchHolders(const std::vector<LockQueue> &queues);
    void forgetChild(const QString &parent, const QString &name);
    void onListed(const QString &path, ZkError error, QStringList names, const NodeStat &stat);
    void onChildRead(const QString &parent, const QString &name, ZkError error, const QByteArray &data,
                     const NodeStat &stat);
    void onWatch(WatchEventType type, const QString &path);
    void requestDone();
    void listDeferred();
    void markDirty(const QString &path);
    void rebuildDirty();
    std::vector<std::pair<QString, qint64>> accountUnseen(const QSet<QString> &paths);
    QList<LockEvent> unseenEvents(const std::vector<std::pair<QString, qint64>> &counts, const QDateTime &at);
    void stampHolders(const QString &owner, std::vector<LockQueue> &queues, qint64 nowMs);
    std::vector<LockQueue> rebuild(const QString &owner);
    void setError(const QString &path, ZkError error);
    void setErrorText(const QString &path, const QString &message);
    void explainNoAuth(const QString &path);
    void statUnreadable(const QString &parent, const QString &name);
    void setReadable(const QString &parent, const QString &name, bool readable);
    void updateEntriesError(const QString &parent);
    void clearError(const QString &path);
    void emitConnectionEvent(const QString &state);
    template <typename Fn>
    auto guarded(Fn fn);
};

// Wraps a completion so that results of an earlier generation (before a resync) are dropped.
template <typename Fn>
auto LockMonitor::Private::guarded(Fn fn)
{
    return [this, gen = generation, fn = std::move(fn)](auto &&...args) {
        if (gen != generation)
            return;
        fn(std::forward<decltype(args)>(args)...);
        requestDone();
    };
}

} // namespace lockscope
