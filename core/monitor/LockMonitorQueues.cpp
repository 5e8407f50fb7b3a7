// SPDX-License-Identifier: Apache-2.0

// Publishing: the queues rebuilt from what was read, the events between them and the last
// published, and the data watches their holders need.
#include "monitor/LockMonitorPrivate.h"

#include "monitor/Acquisitions.h"
#include "monitor/QueueContinuity.h"
#include "recipes/LockQueueBuilder.h"
#include "zk/ZkPaths.h"

#include <QMetaMethod>
#include <QSet>
#include <algorithm>
#include <map>

namespace lockscope {

// Re-reads new holders with a data watch; a change between the first read and this one shows
// up as a new stat and is applied like any other.
void LockMonitor::Private::watchHolders(const std::vector<LockQueue> &queues)
{
    if (!watching)
        return;
    for (const LockQueue &queue : queues) {
        for (const LockEntry &entry : queue.entries) {
            if (entry.state != EntryState::Holding)
                break; // holders come first
            const QString path = entry.path();
            if (dataWatched.contains(path) || !nodes.contains(entry.parentPath))
                continue;
            dataWatched.insert(path);
            readChild(entry.parentPath, entry.node->name, true);
        }
    }
}

void LockMonitor::Private::markDirty(const QString &path)
{
    // Itself, and the locks stored beside or below it that read it: a Curator semaphore's
    // folders, a kazoo semaphore's sibling queue, a system's leader record. Its readers are
    // its path's alone: once it is marked, so are they (a first read marks each parent once
    // per child).
    if (!dirty.contains(path)) {
        for (const QString &reader : listingReaders(path))
            dirty.insert(reader);
    }
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
        // First read still under way: keep what was shown.
        return published.contains(owner) ? *published.value(owner) : std::vector<LockQueue>{};
    t.complete = true;
    // Nodes just created and not read yet join on the next pass, here and in related listings
    // (a kazoo semaphore's sibling lock, a Curator semaphore's folders) alike.
    std::map<QString, NodeListing> filtered; // by path; its nodes stay put as it grows
    const auto loadedOnly = [&filtered](const NodeListing &listing) -> const NodeListing * {
        if (std::all_of(listing.children.begin(), listing.children.end(), isLoaded))
            return &listing;
        auto [copy, added] = filtered.try_emplace(listing.path, listing);
        if (added)
            std::erase_if(copy->second.children.edit(), [](const NodeInfo &c) { return !isLoaded(c); });
        return &copy->second;
    };
    const ListingLookup lookup = [this, &loadedOnly](const QString &path) -> const NodeListing * {
        auto found = nodes.constFind(path);
        return (found != nodes.cend() && found->exists) ? loadedOnly(found->listing) : nullptr;
    };
    const NodeWatchers watchers = [this](const QString &path, qint64 ownerSession) {
        return evidence.watchersOtherThan(path, ownerSession);
    };
    return buildLockQueues(*loadedOnly(t.listing), lookup, t.role == Role::Root, watchers);
}

void LockMonitor::Private::rebuildDirty()
{
    if (syncing)
        return;
    const QDateTime at = QDateTime::currentDateTimeUtc();
    QList<LockEvent> events;
    // Made only for a listener: a one-shot snapshot has none, and at a million nodes its first
    // read's events (one per entry) would be a third of its peak memory.
    const bool eventsWanted = q->isSignalConnected(QMetaMethod::fromSignal(&LockMonitor::eventsOccurred));
    const QSet<QString> owners = std::exchange(dirty, {});
    // All that stays (the queues, the holders' watches, what each parent's cversion accounts
    // for) is made before any event: the events (a path or two each, 100,000 of them after a
    // first read) go once emitted, and made in turns their freed strings were left as holes
    // between what stays.
    std::vector<std::pair<QString, LockQueueGroup>> built;
    built.reserve(size_t(owners.size()));
    for (const QString &owner : owners) {
        std::vector<LockQueue> queues = rebuild(owner);
        stampHolders(owner, queues, at.toMSecsSinceEpoch());
        built.emplace_back(owner, std::make_shared<const std::vector<LockQueue>>(std::move(queues)));
        watchHolders(*built.back().second);
    }
    std::vector<std::pair<QString, qint64>> unseenCounts = accountUnseen(owners);
    // Counted only where a lock is or was: a folder that holds no lock (a system's registrations,
    // re-made under the same name at each change of state) has no entries to miss.
    QSet<QString> lockParents;
    for (const auto &[owner, group] : built) {
        if (!group->empty() || published.contains(owner))
            lockParents.insert(owner);
    }
    std::erase_if(unseenCounts, [&](const auto &count) {
        const QStringList readers = listingReaders(count.first);
        return std::none_of(readers.begin(), readers.end(), [&](const QString &reader) {
            return lockParents.contains(reader) || published.contains(reader);
        });
    });
    for (const auto &[owner, group] : built) {
        const std::vector<LockQueue> &fresh = *group;
        static const std::vector<LockQueue> none;
        const LockQueueGroup previous = published.take(owner);
        // (The match points into `previous`, which lives to the end of this pass.)
        const QueueMatch match = matchQueues(previous ? *previous : none, fresh);
        for (const auto &[was, queue] : match.continued) {
            if (was && was->key() != queue->key())
                Q_EMIT q->lockRenamed(was->key(), queue->key());
            if (eventsWanted)
                events += diffLockQueues(was, queue, at);
            Q_EMIT q->lockUpdated(*queue);
        }
        for (const LockQueue *gone : match.gone) {
            if (eventsWanted)
                events += diffLockQueues(gone, nullptr, at);
            Q_EMIT q->lockRemoved(gone->key());
        }
        if (!fresh.empty())
            published.insert(owner, group);
    }
    if (eventsWanted)
        events += unseenEvents(unseenCounts, at);
    if (!events.isEmpty())
        Q_EMIT q->eventsOccurred(events);
}

// Each holder's acquisition, from the queue it continues (QueueContinuity pairs them in build order).
void LockMonitor::Private::stampHolders(const QString &owner, std::vector<LockQueue> &queues, qint64 nowMs)
{
    static const std::vector<LockQueue> none;
    const LockQueueGroup previous = published.value(owner);
    const QueueMatch match = matchQueues(previous ? *previous : none, queues);
    const auto tracked = nodes.find(owner);
    const bool knownBefore = tracked != nodes.end() && tracked->built;
    for (size_t i = 0; i < queues.size(); ++i)
        stampAcquisitions(queues[i], match.continued[i].first, knownBefore, nowMs);
    if (tracked != nodes.end())
        tracked->built = true;
}

// How many creates and deletes each listed parent's cversion counts that no read saw (only
// parents with some); what each parent was known to hold is updated.
std::vector<std::pair<QString, qint64>> LockMonitor::Private::accountUnseen(const QSet<QString> &paths)
{
    std::vector<std::pair<QString, qint64>> counts;
    for (const QString &path : paths) {
        const auto tracked = nodes.constFind(path);
        if (tracked == nodes.cend() || !tracked->exists) {
            unseen.forget(path);
            continue;
        }
        if (const qint64 count = unseen.account(tracked->listing))
            counts.emplace_back(path, count);
    }
    return counts;
}

// One `unseen` event per parent counted, with the queues built from it.
QList<LockEvent> LockMonitor::Private::unseenEvents(const std::vector<std::pair<QString, qint64>> &counts,
                                                    const QDateTime &at)
{
    QList<LockEvent> events;
    for (const auto &[path, count] : counts) {
        // The queues built from this parent: its own, or its owner's (the markDirty() rules).
        std::vector<const LockQueue *> candidates;
        for (const QString &owner : listingReaders(path)) {
            const auto found = published.constFind(owner);
            if (found != published.cend())
                for (const LockQueue &queue : **found)
                    candidates.push_back(&queue);
        }
        events.append(unseenEvent(path, count, at, candidates));
    }
    return events;
}

} // namespace lockscope
