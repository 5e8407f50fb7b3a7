// SPDX-License-Identifier: Apache-2.0

#include "admin/LockEntryCheck.h"

#include "zk/ZkPaths.h"
#include "recipes/LockQueueBuilder.h"
#include "systems/SystemRecogniser.h"

namespace lockscope {
namespace {

// Why a system's record is never deleted by hand, whatever state its session is in.
QString whyRecordStays(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Registration: return QStringLiteral("a process's presence, which goes with its session");
    case RecordKind::WorkItem: return QStringLiteral("work the system has queued or done; deleting it loses that work");
    case RecordKind::DedupRecord:
        return QStringLiteral(
            "the proof that a write was done once; deleting it lets a retried write be applied twice");
    case RecordKind::ProgressMarker:
        return QStringLiteral("a record of who has done a task; deleting it makes the task look unfinished");
    case RecordKind::Pin: return QStringLiteral("it keeps data from deletion while in use");
    case RecordKind::LeaderRecord: return QStringLiteral("the system's word on who leads, rewritten by its election");
    case RecordKind::Configuration: return QStringLiteral("the system's own settings and state");
    }
    return {};
}

} // namespace

// The listings to read first: the node's parent and the listings whose queues read it (a
// semaphore's base for its folders, HBase's root for its backup masters). Their related listings
// (a semaphore's other folder) come in the second round.
QStringList listingsToReadFor(const QString &nodePath)
{
    if (nodePath == QLatin1String("/"))
        return {};
    const QString parent = parentPath(nodePath);
    QStringList paths = listingReaders(parent);
    // A Curator semaphore's folders are read with its base in one round.
    const QString name = nodeName(parent);
    if (paths.size() > 1 && (name == QLatin1String("leases") || name == QLatin1String("locks"))) {
        const QString base = parentPath(parent);
        paths.append(childPath(base, u"leases"));
        paths.append(childPath(base, u"locks"));
    }
    paths.removeDuplicates();
    return paths;
}

QStringList relatedListingsToRead(const ListingMap &read, const QStringList &alreadyAsked)
{
    QStringList paths;
    for (const NodeListing &listing : read) {
        for (const QString &path : relatedListingPaths(listing)) {
            if (!alreadyAsked.contains(path) && !paths.contains(path))
                paths.append(path);
        }
    }
    return paths;
}

EntryCheck checkLockEntry(const QString &nodePath, const ListingMap &listings)
{
    EntryCheck check;
    if (nodePath == QLatin1String("/")) {
        check.refusal = QStringLiteral("the root node is not a lock entry");
        return check;
    }
    const QString parent = parentPath(nodePath);
    const QString name = nodeName(nodePath);
    const auto parentListing = listings.constFind(parent);
    if (parentListing == listings.cend())
        return check;
    for (const NodeInfo &child : parentListing->children) {
        if (child.name == name) {
            check.exists = true;
            check.node = child;
            break;
        }
    }
    if (!check.exists)
        return check;
    if (check.node.stat.numChildren > 0) {
        check.refusal = QStringLiteral("has %1 child node(s): a lock entry never has children, so this is not one")
                            .arg(check.node.stat.numChildren);
        return check;
    }

    const ListingLookup lookup = [&listings](const QString &path) -> const NodeListing * {
        const auto it = listings.constFind(path);
        return it == listings.cend() ? nullptr : &*it;
    };
    for (const QString &base : listingReaders(parent)) {
        const auto baseListing = listings.constFind(base);
        if (baseListing == listings.cend())
            continue;
        for (LockQueue &queue : buildLockQueues(*baseListing, lookup, false)) {
            for (const LockEntry &entry : queue.entries) {
                if (entry.path() == nodePath) {
                    check.entry = entry;
                    check.lock = std::move(queue);
                    return check;
                }
            }
        }
    }
    const ListingSource source{*parentListing, lookup};
    if (const std::optional<SystemRecord> record = systemRecordOf(*parentListing, source, name)) {
        check.refusal = QStringLiteral("not a lock entry: a %1 %2, %3")
                            .arg(record->system, recordKindName(record->kind), whyRecordStays(record->kind));
        return check;
    }
    check.refusal =
        QStringLiteral("not an entry of a recognised lock: its name matches no lock recipe under %1").arg(parent);
    return check;
}

} // namespace lockscope
