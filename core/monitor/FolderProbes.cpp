// SPDX-License-Identifier: Apache-2.0

// A discovery folder's children, read in one request each where that is enough. Discovery learns
// that a child is a lock parent by reading it (persistent, with children) and then lists it: two
// requests per lock parent, one after the other. A read-once monitor reads the first few children
// of a large folder; if every one is a folder with children and no data, the rest are listed at
// once, and the listing's stat tells what the read would (a child with data is read as well).
// Folders of records (a Kafka-like tree, where nearly every node has data and most have no
// children) stay read first: listing them first would ask twice for each.
#include "monitor/LockMonitorPrivate.h"

#include "zk/ZkPaths.h"

namespace lockscope {

void LockMonitor::Private::readChildren(const QString &parent, Role role, const QStringList &names)
{
    // A live monitor's listing sets a child watch, which a node that is no folder must not get.
    if (watching || !discovers(role) || names.size() <= kProbeAbove || probes.contains(parent)) {
        for (const QString &name : names)
            readChild(parent, name, dataWatched.contains(childPath(parent, name)));
        return;
    }
    FolderProbe &probe = probes[parent];
    probe.unanswered = kProbeReads;
    probe.rest = names.mid(kProbeReads);
    pending += int(probe.rest.size());
    for (qsizetype i = 0; i < kProbeReads; ++i)
        readChild(parent, names[i], false);
}

void LockMonitor::Private::noteProbeAnswer(const QString &parent, ZkError error, const NodeStat &stat)
{
    const auto it = probes.find(parent);
    if (it == probes.end())
        return;
    if (error == ZkError::Ok && !isSessionOwner(stat.ephemeralOwner) && stat.numChildren > 0 && stat.dataLength == 0)
        ++it->folders;
    if (--it->unanswered > 0)
        return;
    const QStringList rest = std::move(it->rest);
    const ChildRead kind = it->folders == kProbeReads ? ChildRead::ListingFirst : ChildRead::Data;
    probes.erase(it);
    pending -= int(rest.size()); // counted again as each is asked for
    if (!nodes.contains(parent))
        return;
    for (const QString &name : rest)
        readChild(parent, name, false, kind);
}

void LockMonitor::Private::onChildListedFirst(const QString &parent, const QString &name, ZkError error,
                                              const QStringList &names, const NodeStat &stat)
{
    if (error != ZkError::Ok) {
        onChildRead(parent, name, error, {}, {}); // as a read's error: gone, unreadable, or asked again
        return;
    }
    const auto folder = nodes.constFind(parent);
    if (folder == nodes.cend() || findChildNode(folder->listing.children, name) < 0)
        return;
    setReadable(parent, name, true);
    const QString path = childPath(parent, name);
    // A folder the read would have had listed, listed already: tracked with this listing.
    if (discovers(folder->role) && !isSessionOwner(stat.ephemeralOwner) && stat.numChildren > 0
        && !nodes.contains(path)) {
        Tracked tracked;
        tracked.role = Role::Discovered;
        tracked.listing.path = path;
        tracked.listingInFlight = true;
        nodes.emplace(path, std::move(tracked));
        onListed(path, ZkError::Ok, names, stat);
    }
    if (stat.dataLength == 0)
        onChildRead(parent, name, ZkError::Ok, {}, stat);
    else
        readChild(parent, name, false); // its data as well: a system's record may be kept there
}

} // namespace lockscope
