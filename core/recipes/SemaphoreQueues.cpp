// SPDX-License-Identifier: Apache-2.0

#include "recipes/SemaphoreQueues.h"

#include "recipes/LockNodeName.h"
#include "recipes/NameTokens.h"
#include "recipes/QueueRoles.h"

#include <algorithm>

namespace lockscope {
namespace {

bool isCuratorLease(const std::optional<ParsedLockName> &parsed)
{
    return parsed && parsed->recipe == Recipe::Curator && parsed->mode == EntryMode::Lease;
}

bool isCuratorMutexNode(const std::optional<ParsedLockName> &parsed)
{
    return parsed && parsed->recipe == Recipe::Curator && parsed->groupKey == u"lock";
}

bool isKazooLease(const std::optional<ParsedLockName> &parsed)
{
    return parsed && parsed->recipe == Recipe::Kazoo && parsed->mode == EntryMode::Lease;
}

bool isKazooLockNode(const std::optional<ParsedLockName> &parsed)
{
    return parsed && parsed->recipe == Recipe::Kazoo && parsed->sequential && parsed->mode == EntryMode::Exclusive;
}

// The entries of `folder` that `accept` takes, in sequence order; the rest go to `unrecognized`.
template <typename Accept>
std::vector<LockEntry> folderEntries(const QString &folderPath, const NodeListing *folder, Accept accept,
                                     QStringList &unrecognized)
{
    std::vector<LockEntry> entries;
    if (!folder)
        return entries;
    entries.reserve(folder->children.size());
    for (const NodeInfo &child : folder->children) {
        const std::optional<ParsedLockName> parsed = parseLockNodeName(child.name);
        if (accept(parsed))
            entries.push_back(makeEntry(folderPath, folder->children.share(child), parsed->sequence, EntryMode::Lease));
        else
            unrecognized.append(childPath(folderPath, child.name));
    }
    sortBySequence(entries);
    return entries;
}

// Waiters of a semaphore's internal lock: the head watches `headWaitsFor`, the others their
// predecessor.
void appendLockWaiters(std::vector<LockEntry> &waiters, const QString &headWaitsFor, std::vector<LockEntry> &entries)
{
    for (size_t i = 0; i < waiters.size(); ++i) {
        // entries.back() is the predecessor, already moved out of `waiters`.
        setRole(waiters[i], i == 0 ? NodeRef::fromPath(headWaitsFor) : entries.back().ref());
        entries.push_back(std::move(waiters[i]));
    }
}

} // namespace

bool isCuratorSemaphoreBase(const QString &base, const ListingSource &source)
{
    const NodeListing *leases = source.find(childPath(base, kCuratorLeasesFolder));
    if (!leases)
        return false;
    if (const NodeListing *baseListing = source.find(base);
        baseListing && !hasChild(*baseListing, kCuratorLeasesFolder))
        return false;
    return std::all_of(leases->children.begin(), leases->children.end(), [](const NodeInfo &child) {
        const std::optional<ParsedLockName> parsed = parseLockNodeName(child.name);
        return !parsed || isCuratorLease(parsed);
    });
}

LockQueue buildCuratorSemaphore(const QString &base, const ListingSource &source)
{
    LockQueue queue;
    queue.path = base;
    queue.recipe = Recipe::Curator;
    queue.kind = LockKind::Semaphore;
    if (const NodeListing *baseListing = source.find(base)) {
        for (const NodeInfo &child : baseListing->children) {
            if (child.name != kCuratorLeasesFolder && child.name != kCuratorLocksFolder)
                queue.unrecognized.append(childPath(base, child.name));
        }
    }

    const QString leasesPath = childPath(base, kCuratorLeasesFolder);
    const QString locksPath = childPath(base, kCuratorLocksFolder);
    std::vector<LockEntry> leases =
        folderEntries(leasesPath, source.find(leasesPath), isCuratorLease, queue.unrecognized);
    std::vector<LockEntry> lockers =
        folderEntries(locksPath, source.find(locksPath), isCuratorMutexNode, queue.unrecognized);

    // The client at the head of locks/ holds the internal mutex while its new lease waits for
    // room: that lease is the newest one, of the head's session, created after the head.
    const LockEntry *pending = nullptr;
    if (!leases.empty() && !lockers.empty() && lockers.front().isEphemeral()) {
        const NodeStat &head = lockers.front().node->stat;
        const auto newest = std::max_element(leases.begin(), leases.end(), [](const LockEntry &a, const LockEntry &b) {
            return a.node->stat.czxid < b.node->stat.czxid;
        });
        if (newest->node->stat.ephemeralOwner == head.ephemeralOwner && newest->node->stat.czxid > head.czxid)
            pending = &*newest;
    }

    queue.entries.reserve(leases.size() + lockers.size());
    for (LockEntry &lease : leases) {
        if (&lease != pending) {
            setRole(lease, {});
            queue.entries.push_back(std::move(lease));
        }
    }
    if (pending) {
        queue.entries.push_back(*pending);
        setRole(queue.entries.back(), NodeRef::fromPath(leasesPath));
    }
    appendLockWaiters(lockers, leasesPath, queue.entries);
    return queue;
}

bool isKazooSemaphore(const NodeListing &node, const ListingSource &source)
{
    if (source.find(kazooSemaphoreLockPath(node.path)))
        return true;
    return std::any_of(node.children.begin(), node.children.end(), [](const NodeInfo &child) {
        return isSessionOwner(child.stat.ephemeralOwner) && isHex(child.name, 32);
    });
}

LockQueue buildKazooSemaphore(const NodeListing &node, const ListingSource &source)
{
    LockQueue queue;
    queue.path = node.path;
    queue.recipe = Recipe::Kazoo;
    queue.kind = LockKind::Semaphore;

    std::vector<LockEntry> leases = folderEntries(node.path, &node, isKazooLease, queue.unrecognized);
    // Leases carry no sequence: the order they were taken in is their creation order.
    std::sort(leases.begin(), leases.end(), [](const LockEntry &a, const LockEntry &b) {
        if (a.node->stat.czxid != b.node->stat.czxid)
            return a.node->stat.czxid < b.node->stat.czxid;
        return a.node->name < b.node->name;
    });
    const QString lockPath = kazooSemaphoreLockPath(node.path);
    std::vector<LockEntry> lockers =
        folderEntries(lockPath, source.find(lockPath), isKazooLockNode, queue.unrecognized);

    queue.entries.reserve(leases.size() + lockers.size());
    for (LockEntry &lease : leases) {
        setRole(lease, {});
        queue.entries.push_back(std::move(lease));
    }
    // The head of the lock holds it while it watches the semaphore's children for a free slot.
    appendLockWaiters(lockers, node.path, queue.entries);
    return queue;
}

} // namespace lockscope
