#include "monitor/UnseenEntries.h"

#include <algorithm>

namespace lockscope {

qint64 UnseenEntries::account(const NodeListing &listing)
{
    qint64 pending = 0;   // listed, never read: their creates are counted but not yet explained
    QSet<QString> listed;
    listed.reserve(qsizetype(listing.children.size()));
    for (const NodeInfo &child : listing.children) {
        listed.insert(child.name);
        if (child.stat.czxid == 0)
            ++pending;
    }
    const auto found = m_parents.find(listing.path);
    if (found == m_parents.end() || found->czxid != listing.stat.czxid || listing.stat.cversion < found->base) {
        // A new baseline; children not read yet count as created after it, so that reading
        // them explains them like any other.
        Parent &p = m_parents[listing.path];
        p = Parent{listing.stat.czxid, listing.stat.cversion - pending, 0, 0, {}};
        for (const NodeInfo &child : listing.children) {
            if (child.stat.czxid != 0)
                p.known.insert(child.name, child.stat.czxid);
        }
        return 0;
    }
    Parent &p = *found;
    for (auto it = p.known.begin(); it != p.known.end();) {
        if (!listed.contains(it.key())) {
            ++p.explained;   // a child read before is gone: its delete
            it = p.known.erase(it);
        } else {
            ++it;
        }
    }
    for (const NodeInfo &child : listing.children) {
        if (child.stat.czxid == 0)
            continue;
        const auto known = p.known.find(child.name);
        if (known == p.known.end()) {
            ++p.explained;   // read for the first time: its create
            p.known.insert(child.name, child.stat.czxid);
        } else if (*known != child.stat.czxid) {
            p.explained += 2;   // the same name made again: the old one's delete, this one's create
            *known = child.stat.czxid;
        }
    }
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
