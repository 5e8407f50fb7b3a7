// SPDX-License-Identifier: Apache-2.0

#include "recipes/LockQueueBuilder.h"

#include "recipes/ListingSource.h"
#include "recipes/LockNodeName.h"
#include "recipes/NameTokens.h"
#include "recipes/QueueRoles.h"
#include "recipes/SemaphoreQueues.h"
#include "systems/SystemRecogniser.h"

#include <QSet>
#include <algorithm>
#include <map>

namespace lockscope {
namespace {

const QString kKazooLockSuffix = QStringLiteral("-__lock__");

// A Curator semaphore's folders and a kazoo semaphore's lock are shown with their semaphore.
bool isPartOfAnotherLock(const QString &path, const ListingSource &source)
{
    const QStringView name = nodeName(path);
    if (name == kCuratorLeasesFolder || name == kCuratorLocksFolder) {
        const QString parent = parentPathOf(path);
        if (!parent.isEmpty() && isCuratorSemaphoreBase(parent, source))
            return true;
    }
    if (name.endsWith(kKazooLockSuffix) && name.size() > kKazooLockSuffix.size())
        return source.find(path.chopped(kKazooLockSuffix.size())) != nullptr;
    return false;
}

// The sequential nodes of one recipe and group key: one queue.
struct Group {
    Recipe recipe;
    QString key;
    std::vector<LockEntry> entries;
};

LockQueue queueOfGroup(const QString &parentPath, Group &group)
{
    LockQueue queue;
    queue.path = parentPath;
    queue.queue = group.key;
    queue.id = recipeName(group.recipe) + QLatin1Char(':') + group.key;
    queue.recipe = group.recipe;
    std::vector<LockEntry> &entries = group.entries;
    sortBySequence(entries);

    const bool readWrite = std::any_of(entries.begin(), entries.end(), [](const LockEntry &e) {
        return e.mode == EntryMode::Read || e.mode == EntryMode::Write;
    });
    const bool leases = !entries.empty() && entries.front().mode == EntryMode::Lease;
    if (readWrite) {
        queue.kind = LockKind::ReadWrite;
        // kazoo writes with `__lock__` nodes: writers once readers share the queue.
        for (LockEntry &entry : entries) {
            if (entry.mode == EntryMode::Exclusive)
                entry.mode = EntryMode::Write;
        }
        assignReadWriteRoles(entries,
                             group.recipe == Recipe::Curator ? ReaderBlocker::FirstWriter
                                                             : ReaderBlocker::NearestPrecedingWriter);
    } else if (leases) {
        // Leases outside their semaphore (its base not known): each one is held.
        queue.kind = LockKind::Semaphore;
        for (LockEntry &entry : entries)
            setRole(entry, {});
    } else {
        queue.kind = LockKind::Mutex;
        assignExclusiveRoles(entries);
    }
    entries.shrink_to_fit(); // grown one push at a time: kept for as long as the lock is shown
    queue.entries = std::move(entries);
    return queue;
}

// A plain ephemeral node is also how services register themselves (Kafka's /brokers/ids/0): found
// by discovery, it counts as a lock only where its path says it is one.
// As words, not as any part of a name: a service called "lockscope" or ClickHouse's "blocks" says
// nothing of locks.
bool pathSaysLock(const QString &parentPath, const QString &name)
{
    const auto says = [](QStringView text) {
        return hasWord(text, {u"lock", u"mutex", u"leader", u"election", u"semaphore", u"latch"});
    };
    return says(parentPath) || says(name);
}

// A plain node named for leadership (`…/leader`, `…/election/x`) is a single-node election: its
// creator leads for as long as its process runs (Patroni's leader key), which is no stuck lock.
bool nameSaysElection(const QString &parentPath, const QString &name)
{
    return hasWord(name, {u"leader", u"election"}) || hasWord(nodeName(parentPath), {u"leader", u"election"});
}

// seed 003 scheme 1: the node itself is the lock, its creator the only holder.
LockQueue queueOfPlainNode(const NodeListing &listing, const NodeInfo &node)
{
    LockQueue queue;
    queue.path = listing.path;
    queue.queue = node.name;
    queue.id = QStringLiteral("node:") + node.name;
    if (nameSaysElection(listing.path, node.name))
        queue.kind = LockKind::Election;
    queue.entries.push_back(makeEntry(listing.path, listing.children.share(node), 0, EntryMode::Exclusive));
    setRole(queue.entries.back(), {});
    markCreatedHolding(queue.entries.back());
    return queue;
}

// Queue names must tell the queues of one parent apart; clashes (a rare mix of recipes) get the
// recipe's name, then a number.
void makeQueueNamesUnique(std::vector<LockQueue> &queues)
{
    QSet<QString> seen;
    for (LockQueue &queue : queues) {
        if (seen.contains(queue.queue))
            queue.queue = recipeName(queue.recipe) + QLatin1Char(':') + queue.queue;
        const QString base = queue.queue;
        for (int n = 2; seen.contains(queue.queue); ++n)
            queue.queue = base + QLatin1Char('#') + QString::number(n);
        seen.insert(queue.queue);
    }
}

std::vector<LockQueue> buildParentQueues(const NodeListing &listing, const ListingSource &source, bool explicitRoot,
                                         const NodeWatchers &watchers)
{
    const auto watchedByContenders = [&](const NodeInfo &child) {
        return watchers
            && watchers(childPath(listing.path, child.name), child.stat.ephemeralOwner) >= kMinEvidenceWatchers;
    };
    std::vector<Group> groups;
    std::map<std::pair<Recipe, QString>, size_t> groupIndex;
    // Children a system recognises are built by its rules; the recipes see the rest.
    SystemClaim claim = claimSystemChildren(listing, source);
    std::vector<LockQueue> queues = std::move(claim.queues);
    const qsizetype systemQueues = qsizetype(queues.size());
    QStringList unrecognized;

    for (const NodeInfo &child : listing.children) {
        if (claim.children.contains(child.name))
            continue;
        std::optional<ParsedLockName> parsed = parseLockNodeName(child.name);
        if (parsed && parsed->sequential) {
            auto [it, inserted] = groupIndex.try_emplace({parsed->recipe, parsed->groupKey}, groups.size());
            if (inserted) {
                groups.push_back(Group{parsed->recipe, std::move(parsed->groupKey), {}});
                if (groups.size() == 1) // most parents hold one queue: no regrowth, no holes left
                    groups.back().entries.reserve(listing.children.size());
            }
            groups[it->second].entries.push_back(
                makeEntry(listing.path, listing.children.share(child), parsed->sequence, parsed->mode));
        } else if (!parsed && isSessionOwner(child.stat.ephemeralOwner)
                   && (explicitRoot || pathSaysLock(listing.path, child.name) || watchedByContenders(child))) {
            queues.push_back(queueOfPlainNode(listing, child));
        } else {
            unrecognized.append(childPath(listing.path, child.name));
        }
    }

    for (Group &group : groups)
        queues.push_back(queueOfGroup(listing.path, group));
    for (auto queue = queues.begin() + systemQueues; queue != queues.end(); ++queue)
        annotateSystemQueue(*queue, source);
    if (queues.empty()) {
        // Children a system claims without a queue are parts of a lock built elsewhere.
        if (!explicitRoot || !claim.children.isEmpty())
            return {};
        queues.emplace_back().path = listing.path;
    }
    if (queues.size() == 1 && groups.size() == 1)
        queues.front().queue.clear();
    makeQueueNamesUnique(queues);
    std::sort(queues.begin(), queues.end(), [](const LockQueue &a, const LockQueue &b) { return a.queue < b.queue; });
    // Every queue of the parent reports what else lies in it, where that can be a stray entry: in a
    // folder of sequential entries, or one the operator named. A single-node lock found in a
    // folder of the system's own keys (Patroni's config, history, members beside its leader) makes
    // those keys no suspects.
    if (explicitRoot || !groups.empty()) {
        for (LockQueue &queue : queues)
            queue.unrecognized = unrecognized;
    }
    return queues;
}

} // namespace

std::vector<LockQueue> buildLockQueues(const NodeListing &listing, const ListingLookup &lookup, bool explicitRoot,
                                       const NodeWatchers &watchers)
{
    const ListingSource source{listing, lookup};
    if (isPartOfAnotherLock(listing.path, source))
        return {};
    std::vector<LockQueue> queues;
    if (isCuratorSemaphoreBase(listing.path, source))
        queues.push_back(buildCuratorSemaphore(listing.path, source));
    else if (isKazooSemaphore(listing, source))
        queues.push_back(buildKazooSemaphore(listing, source));
    else
        queues = buildParentQueues(listing, source, explicitRoot, watchers);
    // Queues are kept for as long as the lock is shown: no spare capacity from the build.
    for (LockQueue &queue : queues)
        queue.entries.shrink_to_fit();
    return queues;
}

QStringList relatedListingPaths(const NodeListing &listing)
{
    QStringList paths;
    if (hasChild(listing, kCuratorLeasesFolder))
        paths.append(childPath(listing.path, kCuratorLeasesFolder));
    if (hasChild(listing, kCuratorLocksFolder))
        paths.append(childPath(listing.path, kCuratorLocksFolder));
    // A kazoo semaphore's lock may exist before any lease does; a lock cannot have its own.
    if (listing.path != u"/" && !listing.path.endsWith(kKazooLockSuffix))
        paths.append(kazooSemaphoreLockPath(listing.path));
    addSystemRelatedPaths(listing, paths);
    return paths;
}

QStringList listingReaders(const QString &path)
{
    QStringList paths{path};
    const QStringView name = nodeName(path);
    if ((name == kCuratorLeasesFolder || name == kCuratorLocksFolder) && path.size() > name.size() + 1)
        paths.append(parentPathOf(path));
    if (name.endsWith(kKazooLockSuffix) && name.size() > kKazooLockSuffix.size())
        paths.append(path.chopped(kKazooLockSuffix.size()));
    addSystemReaders(path, paths);
    paths.removeDuplicates();
    return paths;
}

bool mayContainLocks(const NodeInfo &child)
{
    // Ephemeral nodes cannot have children; a sequential lock node is an entry, not a folder,
    // unless it has children: a lock entry never does, a task folder does (ClickHouse's DDL
    // `query-<seq>`, whose shard lock lies three levels down).
    if (isSessionOwner(child.stat.ephemeralOwner))
        return false;
    if (child.stat.numChildren > 0)
        return true;
    const std::optional<ParsedLockName> parsed = parseLockNodeName(child.name);
    return !(parsed && parsed->sequential);
}

} // namespace lockscope
