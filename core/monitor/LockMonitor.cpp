#include "monitor/LockMonitor.h"

#include "monitor/DeferredListings.h"
#include "monitor/QueueContinuity.h"
#include "monitor/UnseenEntries.h"
#include "monitor/WatchEvidence.h"

#include "zk/ZkPaths.h"
#include "recipes/LockQueueBuilder.h"
#include "zk/ZkSession.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QTimer>
#include <algorithm>
#include <map>

namespace lockscope {

namespace {

// Empty folders met in the first read are listed this long after it, this many requests at a time.
constexpr int kDeferredStartMs = 500;
constexpr int kDeferredWindow = 2000;

enum class Role : quint8 { Root, DiscoveryRoot, Discovered, Related };

// One node the monitor lists, with what it last read of it and its children.
struct Tracked {
    NodeListing listing;          // children sorted by name; czxid == 0 marks a child not read yet
    Role role = Role::Discovered;
    bool exists = false;
    bool listingInFlight = false;
    bool relistWanted = false;    // a child event came while a listing was in flight
    bool complete = false;        // every child has been read at least once
};

bool isLoaded(const NodeInfo &child) { return child.stat.czxid != 0; }

bool discovers(Role role) { return role == Role::DiscoveryRoot || role == Role::Discovered; }

auto findChildNode(std::vector<NodeInfo> &children, const QString &name)
{
    auto it = std::lower_bound(children.begin(), children.end(), name,
                               [](const NodeInfo &c, const QString &n) { return c.name < n; });
    return (it != children.end() && it->name == name) ? it : children.end();
}

} // namespace

struct LockMonitor::Private {
    LockMonitor *q;
    ZkSession *session;
    QStringList roots;
    QStringList discoveries;
    QHash<QString, Tracked> nodes;
    QHash<QString, std::vector<LockQueue>> published;  // by the path of the node they were built from
    QMap<QString, QString> errors;
    QSet<QString> dirty;
    // Holders whose data is watched (a revocation payload lands there). Waiters are read once:
    // a data watch on each of them would cost the C client a watch record per node.
    QSet<QString> dataWatched;
    QTimer rebuildTimer;
    UnseenEntries unseen;         // creates and deletes under each listed parent that no read saw
    WatchEvidence evidence;       // nodes other sessions wait on
    DeferredListings deferred;    // empty folders met during the first read, listed after it
    QTimer deferredTimer;
    quint64 generation = 0;
    int pending = 0;              // requests of this generation still outstanding
    bool syncing = false;
    bool synced = false;
    bool everConnected = false;
    bool lostConnection = false;
    QDateTime outOfSightSince;

    void startSync(bool newSession);
    void track(const QString &path, Role role);
    void untrackSubtree(const QString &path);
    void list(const QString &path);
    void readChild(const QString &parent, const QString &name, bool watchData);
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
    QList<LockEvent> unseenEvents(const QSet<QString> &paths, const QDateTime &at);
    std::vector<LockQueue> rebuild(const QString &owner);
    void setError(const QString &path, ZkError error);
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

void LockMonitor::Private::startSync(bool newSession)
{
    ++generation;
    pending = 0;
    syncing = true;
    synced = false;
    // Keep what we know for diffing, but re-list everything: after a new session no watch is left.
    for (auto it = nodes.begin(); it != nodes.end(); ++it) {
        it->listingInFlight = false;
        it->relistWanted = false;
        if (newSession) {  // data watches went with the old session: read every child again
            dataWatched.clear();
            for (NodeInfo &child : it->listing.children)
                child.stat.czxid = 0;
        }
    }
    const QStringList paths = nodes.keys();
    for (const QString &path : paths)
        list(path);
    for (const QString &root : std::as_const(roots))
        track(root, Role::Root);
    for (const QString &root : std::as_const(discoveries))
        track(root, Role::DiscoveryRoot);
    if (pending == 0)
        requestDone();
}

void LockMonitor::Private::track(const QString &path, Role role)
{
    auto it = nodes.find(path);
    if (it != nodes.end()) {
        if (role == Role::Root || role == Role::DiscoveryRoot)
            it->role = role;
        return;
    }
    Tracked tracked;
    tracked.role = role;
    tracked.listing.path = path;
    nodes.insert(path, std::move(tracked));
    list(path);
}

void LockMonitor::Private::untrackSubtree(const QString &path)
{
    const QString prefix = path == QLatin1String("/") ? path : path + QLatin1Char('/');
    for (auto it = nodes.begin(); it != nodes.end();) {
        if ((it.key() == path || it.key().startsWith(prefix)) && it->role == Role::Discovered) {
            markDirty(it.key());
            clearError(it.key());
            it = nodes.erase(it);
        } else {
            ++it;
        }
    }
}

void LockMonitor::Private::list(const QString &path)
{
    Tracked &t = nodes[path];
    if (t.listingInFlight) {
        t.relistWanted = true;
        return;
    }
    t.listingInFlight = true;
    ++pending;
    session->getChildren(path, true, guarded([this, path](ZkError error, const QStringList &names, const NodeStat &stat) {
        onListed(path, error, names, stat);
    }));
}

void LockMonitor::Private::readChild(const QString &parent, const QString &name, bool watchData)
{
    ++pending;
    session->getData(childPath(parent, name), watchData,
                     guarded([this, parent, name](ZkError error, const QByteArray &data, const NodeStat &stat) {
                         onChildRead(parent, name, error, data, stat);
                     }));
}

void LockMonitor::Private::onListed(const QString &path, ZkError error, QStringList names, const NodeStat &stat)
{
    auto it = nodes.find(path);
    if (it == nodes.end())
        return;  // untracked meanwhile
    Tracked &t = *it;
    t.listingInFlight = false;
    if (error == ZkError::NoNode || (error != ZkError::Ok && !isRetryable(error))) {
        const bool explicitlyNamed = t.role != Role::Discovered;
        t.exists = false;
        t.listing.children.clear();
        markDirty(path);
        if (!explicitlyNamed) {
            untrackSubtree(path);
            return;
        }
        if (t.role != Role::Related)
            setError(path, error);
        if (error == ZkError::NoNode) {  // learn when it is created; it may already be back
            ++pending;
            session->exists(path, true, guarded([this, path](ZkError existsError, const NodeStat &) {
                if (existsError == ZkError::Ok && nodes.contains(path))
                    list(path);
            }));
        }
        return;
    }
    if (error != ZkError::Ok)
        return;  // connection trouble: the next session event re-lists everything

    clearError(path);
    t.exists = true;
    t.listing.stat = stat;
    std::sort(names.begin(), names.end());
    std::vector<NodeInfo> &old = t.listing.children;
    std::vector<NodeInfo> merged;
    merged.reserve(size_t(names.size()));
    QStringList toRead;
    auto o = old.begin();
    for (const QString &name : std::as_const(names)) {
        while (o != old.end() && o->name < name) {
            forgetChild(path, o->name);
            ++o;
        }
        if (o != old.end() && o->name == name) {
            if (!isLoaded(*o))
                toRead.append(name);
            merged.push_back(std::move(*o++));
        } else {
            NodeInfo fresh;
            fresh.name = name;
            merged.push_back(std::move(fresh));
            toRead.append(name);
        }
    }
    for (; o != old.end(); ++o)
        forgetChild(path, o->name);
    old = std::move(merged);
    const Role role = t.role;
    const bool relist = std::exchange(t.relistWanted, false);
    for (const QString &name : std::as_const(toRead))
        readChild(path, name, dataWatched.contains(childPath(path, name)));
    if (role == Role::Root) {
        const QStringList related = relatedListingPaths(nodes.value(path).listing);
        for (const QString &relatedPath : related)
            track(relatedPath, Role::Related);
    }
    if (relist)
        list(path);
    markDirty(path);
}

void LockMonitor::Private::onChildRead(const QString &parent, const QString &name, ZkError error,
                                       const QByteArray &data, const NodeStat &stat)
{
    auto it = nodes.find(parent);
    if (it == nodes.end())
        return;
    auto child = findChildNode(it->listing.children, name);
    if (child == it->listing.children.end())
        return;
    const QString path = childPath(parent, name);
    if (error == ZkError::NoNode) {
        // Often how a holder's delete is learnt (its data watch fires first): the next listing
        // no longer names it, so it is forgotten here or never (a data watch kept per hand-off).
        it->listing.children.erase(child);
        forgetChild(parent, name);
        markDirty(parent);
        return;
    }
    if (error != ZkError::Ok) {
        if (!isRetryable(error))
            setError(path, error);
        return;
    }
    const bool wasLoaded = isLoaded(*child);
    if (wasLoaded && child->stat == stat)
        return;  // a holder's data watch armed after its first read: nothing new
    child->stat = stat;
    child->dataTruncated = data.size() > kMaxStoredData;
    child->data = child->dataTruncated ? data.left(kMaxStoredData) : data;
    // Ephemeral nodes have no children; persistent ones may be lock parents, now or later.
    if (!wasLoaded && discovers(it->role) && mayContainLocks(*child)) {
        if (syncing && stat.numChildren == 0)
            deferred.add(path);
        else
            track(path, Role::Discovered);
    }
    markDirty(parent);
}

void LockMonitor::Private::forgetChild(const QString &parent, const QString &name)
{
    const QString path = childPath(parent, name);
    dataWatched.remove(path);
    auto it = nodes.constFind(parent);
    if (it != nodes.cend() && discovers(it->role))
        untrackSubtree(path);
}

// Re-reads new holders with a data watch; a change between the first read and this one shows
// up as a new stat and is applied like any other.
void LockMonitor::Private::watchHolders(const std::vector<LockQueue> &queues)
{
    for (const LockQueue &queue : queues) {
        for (const LockEntry &entry : queue.entries) {
            if (entry.state != EntryState::Holding)
                break;  // holders come first
            const QString path = entry.path();
            if (dataWatched.contains(path) || !nodes.contains(entry.parentPath))
                continue;
            dataWatched.insert(path);
            readChild(entry.parentPath, entry.node.name, true);
        }
    }
}

void LockMonitor::Private::onWatch(WatchEventType type, const QString &path)
{
    switch (type) {
    case WatchEventType::ChildrenChanged:
    case WatchEventType::Created:
        if (nodes.contains(path))
            list(path);
        break;
    case WatchEventType::Deleted:
        if (nodes.contains(path))
            list(path);
        // A child deleted and made again under the same name (a plain-node lock changing hands)
        // looks unchanged to the next listing: read it again.
        [[fallthrough]];
    case WatchEventType::DataChanged: {
        const QString parent = parentPath(path);
        auto it = nodes.find(parent);
        if (it != nodes.end() && findChildNode(it->listing.children, nodeName(path)) != it->listing.children.end())
            readChild(parent, nodeName(path), dataWatched.contains(path));
        break;
    }
    case WatchEventType::NotWatching:
        break;
    }
}

void LockMonitor::Private::requestDone()
{
    if (pending > 0)
        --pending;
    if (!syncing && synced && !deferred.isEmpty() && pending < kDeferredWindow / 2 && !deferredTimer.isActive())
        listDeferred();
    if (!syncing || pending > 0)
        return;
    syncing = false;
    // Whatever was published but is no longer watched has vanished while we were away.
    for (auto it = published.cbegin(); it != published.cend(); ++it)
        markDirty(it.key());
    rebuildDirty();
    synced = true;
    outOfSightSince = {};
    Q_EMIT q->synced();
    if (!deferred.isEmpty())
        deferredTimer.start();
}

void LockMonitor::Private::listDeferred()
{
    for (const QString &path : deferred.take(kDeferredWindow - pending)) {
        // Still a child of a discovering folder, and not listed meanwhile?
        const auto parent = nodes.find(parentPath(path));
        if (nodes.contains(path) || parent == nodes.end() || !discovers(parent->role))
            continue;
        if (findChildNode(parent->listing.children, nodeName(path)) != parent->listing.children.end())
            track(path, Role::Discovered);
    }
}

void LockMonitor::Private::markDirty(const QString &path)
{
    // Itself, and the locks stored beside or below it that read it: a Curator semaphore's
    // folders, a kazoo semaphore's sibling queue, a system's leader record.
    for (const QString &reader : listingReaders(path))
        dirty.insert(reader);
    if (!syncing && !rebuildTimer.isActive())
        rebuildTimer.start();
}

std::vector<LockQueue> LockMonitor::Private::rebuild(const QString &owner)
{
    auto it = nodes.find(owner);
    if (it == nodes.end() || !it->exists)
        return {};
    Tracked &t = *it;
    const bool unread = std::any_of(t.listing.children.begin(), t.listing.children.end(),
                                    [](const NodeInfo &c) { return !isLoaded(c); });
    if (unread && !t.complete)
        return published.value(owner);  // first read still under way: keep what was shown
    t.complete = true;
    // Nodes just created and not read yet join on the next pass, here and in related listings
    // (a kazoo semaphore's sibling lock, a Curator semaphore's folders) alike.
    std::map<QString, NodeListing> filtered;  // by path; its nodes stay put as it grows
    const auto loadedOnly = [&filtered](const NodeListing &listing) -> const NodeListing * {
        if (std::all_of(listing.children.begin(), listing.children.end(), isLoaded))
            return &listing;
        auto [copy, added] = filtered.try_emplace(listing.path, listing);
        if (added)
            std::erase_if(copy->second.children, [](const NodeInfo &c) { return !isLoaded(c); });
        return &copy->second;
    };
    const ListingLookup lookup = [this, &loadedOnly](const QString &path) -> const NodeListing * {
        auto found = nodes.constFind(path);
        return (found != nodes.cend() && found->exists) ? loadedOnly(found->listing) : nullptr;
    };
    const NodeWatchers watchers = [this](const QString &path, qint64 owner) {
        return evidence.watchersOtherThan(path, owner);
    };
    return buildLockQueues(*loadedOnly(t.listing), lookup, t.role == Role::Root, watchers);
}

void LockMonitor::Private::rebuildDirty()
{
    if (syncing)
        return;
    const QDateTime at = QDateTime::currentDateTimeUtc();
    QList<LockEvent> events;
    const QSet<QString> owners = std::exchange(dirty, {});
    for (const QString &owner : owners) {
        std::vector<LockQueue> fresh = rebuild(owner);
        std::vector<LockQueue> previous = published.take(owner);
        const QueueMatch match = matchQueues(previous, fresh);
        for (const auto &[was, queue] : match.continued) {
            if (was && was->key() != queue->key())
                Q_EMIT q->lockRenamed(was->key(), queue->key());
            events += diffLockQueues(was, queue, at);
            Q_EMIT q->lockUpdated(*queue);
        }
        watchHolders(fresh);
        for (const LockQueue *gone : match.gone) {
            events += diffLockQueues(gone, nullptr, at);
            Q_EMIT q->lockRemoved(gone->key());
        }
        if (!fresh.empty())
            published.emplace(owner, std::move(fresh));  // insert() would copy the queues
    }
    events += unseenEvents(owners, at);
    if (!events.isEmpty())
        Q_EMIT q->eventsOccurred(events);
}

// One `unseen` event per listed parent whose cversion counted creates and deletes no read saw.
QList<LockEvent> LockMonitor::Private::unseenEvents(const QSet<QString> &paths, const QDateTime &at)
{
    QList<LockEvent> events;
    for (const QString &path : paths) {
        const auto tracked = nodes.constFind(path);
        if (tracked == nodes.cend() || !tracked->exists) {
            unseen.forget(path);
            continue;
        }
        const qint64 count = unseen.account(tracked->listing);
        if (count == 0)
            continue;
        // The queues built from this parent: its own, or its owner's (the markDirty() rules).
        std::vector<const LockQueue *> candidates;
        for (const QString &owner : listingReaders(path)) {
            const auto found = published.constFind(owner);
            if (found != published.cend())
                for (const LockQueue &queue : *found)
                    candidates.push_back(&queue);
        }
        events.append(unseenEvent(path, count, at, candidates));
    }
    return events;
}

void LockMonitor::Private::setError(const QString &path, ZkError error)
{
    const QString message = errorMessage(error);
    if (errors.value(path) == message)
        return;
    errors.insert(path, message);
    Q_EMIT q->errorsChanged();
}

void LockMonitor::Private::clearError(const QString &path)
{
    if (errors.remove(path) > 0)
        Q_EMIT q->errorsChanged();
}

void LockMonitor::Private::emitConnectionEvent(const QString &state)
{
    LockEvent event;
    event.at = QDateTime::currentDateTimeUtc();
    event.type = LockEventType::Connection;
    event.connection = state;
    event.server = session->server();
    Q_EMIT q->eventsOccurred({event});
}

LockMonitor::LockMonitor(ZkSession *session, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    d->session = session;
    d->rebuildTimer.setSingleShot(true);
    d->rebuildTimer.setInterval(0);
    connect(&d->rebuildTimer, &QTimer::timeout, this, [this] { d->rebuildDirty(); });
    // A one-shot snapshot is printed and gone by then; a monitor that stays lists them all.
    d->deferredTimer.setSingleShot(true);
    d->deferredTimer.setInterval(kDeferredStartMs);
    connect(&d->deferredTimer, &QTimer::timeout, this, [this] { d->listDeferred(); });
    connect(session, &ZkSession::watchTriggered, this,
            [this](WatchEventType type, const QString &path) { d->onWatch(type, path); });
    connect(session, &ZkSession::sessionEstablished, this, [this](bool newSession) {
        d->emitConnectionEvent(std::exchange(d->everConnected, true) ? QStringLiteral("reconnected")
                                                                      : QStringLiteral("connected"));
        d->lostConnection = false;
        d->startSync(newSession);
    });
    connect(session, &ZkSession::stateChanged, this, [this](ConnectionState state) {
        const bool lost = state == ConnectionState::Disconnected || state == ConnectionState::Expired;
        if (lost && d->everConnected && d->outOfSightSince.isNull())
            d->outOfSightSince = QDateTime::currentDateTimeUtc();
        if (state == ConnectionState::Disconnected && !d->lostConnection) {
            d->lostConnection = true;
            d->emitConnectionEvent(QStringLiteral("disconnected"));
        } else if (state == ConnectionState::Expired) {
            d->lostConnection = true;
            d->emitConnectionEvent(QStringLiteral("expired"));
        }
    });
    if (session->isConnected()) {
        d->everConnected = true;
        QTimer::singleShot(0, this, [this] { d->startSync(true); });
    }
}

LockMonitor::~LockMonitor() = default;

void LockMonitor::addRoot(const QString &path)
{
    const QString normalized = normalizePath(path);
    if (d->roots.contains(normalized))
        return;
    d->roots.append(normalized);
    if (d->session->isConnected() && !d->syncing)
        d->track(normalized, Role::Root);
}

void LockMonitor::addDiscovery(const QString &path)
{
    const QString normalized = normalizePath(path);
    if (d->discoveries.contains(normalized))
        return;
    d->discoveries.append(normalized);
    if (d->session->isConnected() && !d->syncing)
        d->track(normalized, Role::DiscoveryRoot);
}

bool LockMonitor::isSynced() const { return d->synced; }
QDateTime LockMonitor::outOfSightSince() const { return d->outOfSightSince; }

std::vector<LockQueue> LockMonitor::locks() const
{
    std::vector<LockQueue> all;
    for (const auto &queues : std::as_const(d->published))
        all.insert(all.end(), queues.begin(), queues.end());
    std::sort(all.begin(), all.end(), [](const LockQueue &a, const LockQueue &b) {
        return a.path != b.path ? a.path < b.path : a.queue < b.queue;
    });
    return all;
}

const LockQueue *LockMonitor::lock(const QString &key) const
{
    for (const auto &queues : std::as_const(d->published)) {
        for (const LockQueue &queue : queues) {
            if (queue.key() == key)
                return &queue;
        }
    }
    return nullptr;
}

QList<MonitorError> LockMonitor::errors() const
{
    QList<MonitorError> list;
    for (auto it = d->errors.cbegin(); it != d->errors.cend(); ++it)
        list.append({it.key(), it.value()});
    return list;
}

void LockMonitor::setNodeWatchers(const std::map<QString, QList<qint64>> &watchersByPath)
{
    bool changed = false;
    for (const QString &path : d->evidence.update(watchersByPath)) {
        const QString parent = parentPath(path);
        if (d->nodes.contains(parent)) {
            d->markDirty(parent);
            changed = true;
        }
    }
    // At once: the diagnostics evaluate (and a snapshot is taken) right after the ensemble answers.
    if (changed)
        d->rebuildDirty();
}

qsizetype LockMonitor::nodeCount() const
{
    qsizetype count = 0;
    for (const Tracked &t : std::as_const(d->nodes))
        count += 1 + qsizetype(t.listing.children.size());
    return count;
}

qsizetype LockMonitor::dataWatchCount() const
{
    return d->dataWatched.size();
}

} // namespace lockscope
