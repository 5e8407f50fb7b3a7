// SPDX-License-Identifier: Apache-2.0

// Reading: what the monitor lists and reads, as sessions start and watches fire. Every completion
// is guarded by the generation it was asked in, so a resync drops what an older one asked.
#include "monitor/LockMonitorPrivate.h"

#include "recipes/ListingSource.h"
#include "recipes/LockQueueBuilder.h"
#include "zk/ZkPaths.h"

namespace lockscope {

void LockMonitor::Private::startSync(bool newSession)
{
    ++generation;
    pending = 0;
    readsInFlight = 0;
    queuedReads.clear();
    probes.clear();
    syncing = true;
    synced = false;
    // Keep what we know for diffing, but re-list everything: after a new session no watch is left.
    for (auto it = nodes.begin(); it != nodes.end(); ++it) {
        it->listingInFlight = false;
        it->relistWanted = false;
        if (newSession) { // data watches went with the old session: read every child again
            dataWatched.clear();
            for (NodeInfo &child : it->listing.children.edit())
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

void LockMonitor::Private::track(const QString &path, Role role, FirstRead first)
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
    nodes.emplace(path, std::move(tracked));
    if (first == FirstRead::ExistsFirst)
        listOnceCreated(path);
    else
        list(path);
}

void LockMonitor::Private::listOnceCreated(const QString &path)
{
    if (!watching)
        return; // a one-time read takes absent for an answer
    ++pending;
    session->exists(path, true, guarded([this, path](ZkError existsError, const NodeStat &) {
                        if (existsError == ZkError::Ok && nodes.contains(path))
                            list(path);
                    }));
}

void LockMonitor::Private::untrackSubtree(const QString &path)
{
    const QString prefix = path == QLatin1String("/") ? path : path + QLatin1Char('/');
    for (auto it = nodes.begin(); it != nodes.end();) {
        if ((it.key() == path || it.key().startsWith(prefix)) && it->role == Role::Discovered) {
            markDirty(it.key());
            unreadable.remove(it.key());
            unreadableWhy.remove(it.key());
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
    session->getChildren(path, watching,
                         guarded([this, path](ZkError error, const QStringList &names, const NodeStat &stat) {
                             onListed(path, error, names, stat);
                         }));
}

void LockMonitor::Private::readChild(const QString &parent, const QString &name, bool watchData, ChildRead kind)
{
    ++pending; // counted while it waits, so that the first read is not taken as done meanwhile
    QueuedRead read{parent, name, watchData, kind};
    if (readsInFlight < readWindow)
        sendRead(read);
    else
        queuedReads.push(std::move(read));
}

void LockMonitor::Private::sendRead(const QueuedRead &read)
{
    ++readsInFlight;
    const QString path = childPath(read.parent, read.name);
    if (read.kind == ChildRead::ListingFirst) {
        session->getChildren(path, false,
                             guarded([this, parent = read.parent,
                                      name = read.name](ZkError error, const QStringList &names, const NodeStat &stat) {
                                 --readsInFlight;
                                 onChildListedFirst(parent, name, error, names, stat);
                                 sendQueuedReads();
                             }));
        return;
    }
    session->getData(path, read.watchData,
                     guarded([this, parent = read.parent, name = read.name](ZkError error, const QByteArray &data,
                                                                            const NodeStat &stat) {
                         --readsInFlight;
                         if (error == ZkError::Ok)
                             setReadable(parent, name, true);
                         onChildRead(parent, name, error, data, stat);
                         noteProbeAnswer(parent, error, stat);
                         sendQueuedReads();
                     }));
}

void LockMonitor::Private::sendQueuedReads()
{
    // Topped up in bursts of half a window, not one read per answer: the client's threads then
    // wake for many requests at a time, and the other half keeps the server busy meanwhile.
    if (readsInFlight > readWindow / 2)
        return;
    while (readsInFlight < readWindow && !queuedReads.isEmpty())
        sendRead(queuedReads.takeNext());
}

void LockMonitor::Private::onListed(const QString &path, ZkError error, QStringList names, const NodeStat &stat)
{
    auto it = nodes.find(path);
    if (it == nodes.end())
        return; // untracked meanwhile
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
        unreadable.remove(path);
        unreadableWhy.remove(path);
        if (t.role != Role::Related) {
            if (error == ZkError::NoAuth)
                explainNoAuth(path);
            else
                setError(path, error);
        }
        if (error == ZkError::NoNode) // learn when it is created; it may already be back
            listOnceCreated(path);
        return;
    }
    if (error != ZkError::Ok)
        return; // connection trouble: the next session event re-lists everything

    if (!unreadable.contains(path))
        clearError(path);
    t.exists = true;
    t.listing.stat = stat;
    std::sort(names.begin(), names.end());
    ChildNodes::Nodes &old = t.listing.children.edit();
    ChildNodes::Nodes merged;
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
    readChildren(path, role, toRead);
    if (role == Role::Root) {
        // Folders the listing names are there; the rest (a kazoo semaphore's sibling lock, a
        // system's record) mostly are not: one exists() with a watch each, not a failed listing
        // and then one (a thousand --root arguments asked two thousand questions for nothing).
        std::vector<std::pair<QString, FirstRead>> related;
        {
            const NodeListing &listing = nodes.find(path)->listing; // track() below may move it
            for (const QString &relatedPath : relatedListingPaths(listing)) {
                const bool listed = parentPath(relatedPath) == path && hasChild(listing, nodeName(relatedPath));
                related.emplace_back(relatedPath, listed ? FirstRead::List : FirstRead::ExistsFirst);
            }
        }
        for (const auto &[relatedPath, first] : related)
            track(relatedPath, Role::Related, first);
    }
    if (relist)
        list(path);
    if (unreadable.contains(path))
        updateEntriesError(path);
    markDirty(path);
}

void LockMonitor::Private::onChildRead(const QString &parent, const QString &name, ZkError error,
                                       const QByteArray &data, const NodeStat &stat)
{
    auto it = nodes.find(parent);
    if (it == nodes.end())
        return;
    const qsizetype at = findChildNode(it->listing.children, name);
    if (at < 0)
        return;
    if (error == ZkError::NoNode) {
        // Often how a holder's delete is learnt (its data watch fires first): the next listing
        // no longer names it, so it is forgotten here or never (a data watch kept per hand-off).
        ChildNodes::Nodes &children = it->listing.children.edit();
        children.erase(children.begin() + at);
        forgetChild(parent, name);
        markDirty(parent);
        return;
    }
    if (error == ZkError::NoAuth) {
        statUnreadable(parent, name);
        return;
    }
    if (error != ZkError::Ok) {
        if (!isRetryable(error))
            setError(childPath(parent, name), error);
        return;
    }
    const NodeInfo &known = it->listing.children[size_t(at)];
    const bool wasLoaded = isLoaded(known);
    if (wasLoaded && known.stat == stat)
        return; // a holder's data watch armed after its first read: nothing new
    NodeInfo *child = &it->listing.children.edit()[size_t(at)]; // a copy if entries share them
    child->setRead(stat, data);
    // Ephemeral nodes have no children; persistent ones may be lock parents, now or later.
    if (!wasLoaded && discovers(it->role) && mayContainLocks(*child)) {
        const QString path = childPath(parent, name);
        if (!syncing || stat.numChildren > 0)
            track(path, Role::Discovered);
        else if (watching) // listed after the first read, to learn of locks made there later
            deferred.add(path);
    }
    markDirty(parent);
}

void LockMonitor::Private::forgetChild(const QString &parent, const QString &name)
{
    const QString path = childPath(parent, name);
    dataWatched.remove(path);
    setReadable(parent, name, true);
    // Only a listed child has a listed subtree (folders are listed from their parent down), and
    // untrackSubtree goes over every listed folder: not once per hand-off in a large tree.
    auto it = nodes.constFind(parent);
    if (it != nodes.cend() && discovers(it->role) && nodes.contains(path))
        untrackSubtree(path);
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
        if (it != nodes.end() && findChildNode(it->listing.children, nodeName(path)) >= 0)
            readChild(parent, nodeName(path), dataWatched.contains(path));
        break;
    }
    case WatchEventType::NotWatching: break;
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
        if (findChildNode(parent->listing.children, nodeName(path)) >= 0)
            track(path, Role::Discovered);
    }
}

} // namespace lockscope
