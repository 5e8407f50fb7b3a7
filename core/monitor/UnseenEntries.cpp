// SPDX-License-Identifier: Apache-2.0

#include "monitor/UnseenEntries.h"

#include "zk/ZkPaths.h"

#include <algorithm>
#include <iterator>

namespace lockscope {

qint64 UnseenEntries::account(const NodeListing &listing)
{
    // The listing by name hash (czxid 0: listed, not read yet), in the order `known` keeps.
    std::vector<Parent::Known> listed;
    listed.reserve(listing.children.size());
    for (const NodeInfo &child : listing.children)
        listed.push_back({nameHash(child.name), child.stat.czxid});
    std::sort(listed.begin(), listed.end(),
              [](const Parent::Known &a, const Parent::Known &b) { return a.name < b.name; });
    const qint64 pending =
        std::count_if(listed.begin(), listed.end(), [](const Parent::Known &c) { return c.czxid == 0; });

    const auto found = m_parents.find(listing.path);
    if (found == m_parents.end() || found->czxid != listing.stat.czxid || listing.stat.cversion < found->base) {
        // A new baseline; children not read yet count as created after it, so that reading
        // them explains them like any other.
        Parent &p = m_parents[listing.path];
        p = Parent{listing.stat.czxid, listing.stat.cversion - pending, 0, 0, {}};
        p.known.reserve(listed.size() - size_t(pending));
        std::copy_if(listed.begin(), listed.end(), std::back_inserter(p.known),
                     [](const Parent::Known &c) { return c.czxid != 0; });
        return 0;
    }
    Parent &p = *found;
    // Both in name-hash order: one walk pairs what was known with what is listed now.
    std::vector<Parent::Known> now;
    now.reserve(listed.size());
    auto k = p.known.cbegin();
    for (const Parent::Known &child : listed) {
        for (; k != p.known.cend() && k->name < child.name; ++k)
            ++p.explained; // a child read before is gone: its delete
        const bool wasKnown = k != p.known.cend() && k->name == child.name;
        if (child.czxid == 0) {
            if (wasKnown)
                now.push_back(*k); // listed again, not read again yet: as it was
        } else {
            if (!wasKnown)
                ++p.explained; // read for the first time: its create
            else if (k->czxid != child.czxid)
                p.explained += 2; // the same name made again: the old one's delete, this one's create
            now.push_back(child);
        }
        if (wasKnown)
            ++k;
    }
    p.explained += p.known.cend() - k; // read before, listed no more: their deletes
    now.shrink_to_fit();
    p.known = std::move(now);
    // A child that vanished at a re-read before the listing shows its delete makes this briefly
    // one short; it is never more than the truth.
    const qint64 unexplained = listing.stat.cversion - p.base - p.explained - pending;
    const qint64 unseen = unexplained / 2 - p.reported;
    if (unseen <= 0)
        return 0;
    p.reported += unseen;
    return unseen;
}

void UnseenEntries::forget(const QString &parentPath)
{
    m_parents.remove(parentPath);
}

LockEvent unseenEvent(const QString &parentPath, qint64 count, const QDateTime &at,
                      const std::vector<const LockQueue *> &candidates)
{
    LockEvent event;
    event.at = at;
    event.type = LockEventType::Unseen;
    event.lock = parentPath;
    event.count = count;
    std::vector<const LockQueue *> built;
    for (const LockQueue *queue : candidates) {
        const bool fromHere = queue->path == parentPath
            || std::any_of(queue->entries.begin(), queue->entries.end(),
                           [&](const LockEntry &e) { return e.parentPath == parentPath; });
        if (fromHere)
            built.push_back(queue);
    }
    if (!built.empty())
        event.lock = built.front()->path;
    if (built.size() == 1)
        event.queue = built.front()->queue;
    return event;
}

} // namespace lockscope
