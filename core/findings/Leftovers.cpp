// SPDX-License-Identifier: Apache-2.0

#include "findings/Leftovers.h"

#include "recipes/ListingSource.h"
#include "systems/SystemRecogniser.h"

#include <QSet>
#include <algorithm>
#include <limits>

namespace lockscope {

namespace {

bool isUnder(const QString &path, const QString &ancestor)
{
    if (ancestor == u"/")
        return path != ancestor;
    return path.size() > ancestor.size() && path.startsWith(ancestor) && path.at(ancestor.size()) == u'/';
}

bool isDecimal(const QByteArray &data)
{
    return !data.isEmpty() && data.size() <= 10
        && std::all_of(data.begin(), data.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Where the systems' recognisers say nodes are a system's own: a system's folders may be empty
// and have had children (Kafka's brokers/ids with every broker down, ClickHouse's blocks/ and a
// replica's queue/), and deleting them breaks the system. Judged conservatively: a node is the
// system's when a listing above it claims the branch it is on, or when its parent's subtree holds
// anything a system claims (a ClickHouse table root holds replicas/<name>/ that its recogniser
// claims, beside blocks/ and log/ that it claims only while they have children).
class SystemTerritory {
public:
    explicit SystemTerritory(const ListingMap &listings)
    {
        const ListingLookup lookup = [&listings](const QString &path) -> const NodeListing * {
            const auto it = listings.constFind(path);
            return it == listings.cend() ? nullptr : &*it;
        };
        for (const NodeListing &listing : listings) {
            const SystemClaim claim = claimSystemChildren(listing, ListingSource{listing, lookup});
            const bool anyQueueOfASystem = std::any_of(claim.queues.begin(), claim.queues.end(),
                                                       [](const LockQueue &q) { return !q.system.isEmpty(); });
            if (!claim.records.isEmpty() || anyQueueOfASystem || (!claim.children.isEmpty() && claim.queues.empty())) {
                for (QString path = listing.path; !m_claimsBelow.contains(path); path = parentPath(path)) {
                    m_claimsBelow.insert(path);
                    if (path == u"/")
                        break;
                }
            }
            for (const QString &name : claim.children)
                m_claimedBranches.insert(childPath(listing.path, name));
        }
    }

    bool owns(const QString &path) const
    {
        for (QString branch = path; branch != u"/"; branch = parentPath(branch)) {
            if (m_claimedBranches.contains(branch))
                return true;
        }
        return m_claimsBelow.contains(parentPath(path));
    }

private:
    QSet<QString> m_claimsBelow; // listings in or under which a system claims something
    QSet<QString> m_claimedBranches; // full paths of the children systems claim
};

// A folder that held lock entries and holds none now: persistent, empty, children created there
// before (cversion: a plain data node never had any), and no data of its own but a kazoo
// semaphore's max_leases. A container node, which the server reaps itself, is told by its owner
// marker only in the server's own files (history): a live client's stat shows 0 there
// (DataNode.copyStat), so an empty container the server has not reaped yet (it checks every
// znode.container.checkIntervalMs, a minute by default) looks persistent. Deleting it is what
// the server would do, and the default age of an hour leaves the server time to do it first.
bool isEmptyLockParent(const NodeListing &parent, const NodeInfo &node)
{
    const NodeStat &stat = node.stat;
    if (stat.czxid == 0 || stat.ephemeralOwner != 0 || stat.numChildren != 0 || stat.cversion <= 0)
        return false;
    if (stat.dataLength == 0)
        return true;
    return isDecimal(node.data) && hasChild(parent, QString(node.name + u"-__lock__"));
}

} // namespace

ZxidClock::ZxidClock(const ListingMap &listings)
{
    qsizetype nodes = 0;
    for (const NodeListing &listing : listings)
        nodes += 1 + listing.children.size();
    QList<std::pair<qint64, qint64>> pairs;
    pairs.reserve(2 * nodes);
    const auto add = [&pairs](const NodeStat &stat) {
        if (stat.czxid == 0)
            return;
        pairs.append({stat.czxid, stat.ctimeMs});
        pairs.append({stat.mzxid, stat.mtimeMs});
    };
    for (const NodeListing &listing : listings) {
        add(listing.stat);
        for (const NodeInfo &child : listing.children)
            add(child.stat);
    }
    std::sort(pairs.begin(), pairs.end());
    // Suffix minimum: the earliest time of any zxid at or after each one bounds the ones before it.
    qint64 earliest = std::numeric_limits<qint64>::max();
    for (auto it = pairs.rbegin(); it != pairs.rend(); ++it) {
        earliest = qMin(earliest, it->second);
        it->second = earliest;
    }
    m_earliestAtOrAfter = std::move(pairs);
}

std::optional<qint64> ZxidClock::latestTimeOf(qint64 zxid) const
{
    const auto it = std::lower_bound(m_earliestAtOrAfter.begin(), m_earliestAtOrAfter.end(), zxid,
                                     [](const std::pair<qint64, qint64> &p, qint64 z) { return p.first < z; });
    if (it == m_earliestAtOrAfter.end())
        return std::nullopt;
    return it->second;
}

namespace {

// The leftovers among `listing`'s children, added to the scans of the roots (`in`) it is under.
void scanListing(const ListingMap &listings, const NodeListing &listing, qint64 cutoffMs,
                 std::optional<ZxidClock> &clock, std::optional<SystemTerritory> &systems, const QList<qsizetype> &in,
                 QList<LeftoverScan> &scans)
{
    for (const NodeInfo &child : listing.children) {
        if (!isEmptyLockParent(listing, child))
            continue;
        const QString path = childPath(listing.path, child.name);
        if (!systems)
            systems.emplace(listings);
        if (systems->owns(path))
            continue;
        // How old is it? mtime is when its data last changed, not its children: the last
        // child change is its pzxid, whose time the stat does not give. Bound it from above
        // with the times of the zxids read in the same scan (zxids grow with time); a parent
        // whose last child change cannot be shown older than the cutoff is not old enough.
        // The bound is only as good as the scan: with no later change in view, a quiet parent
        // waits for a scan that sees one.
        if (!clock)
            clock.emplace(listings);
        const std::optional<qint64> lastChildChange = clock->latestTimeOf(child.stat.pzxid);
        const qint64 idleSince = qMax(child.stat.mtimeMs, lastChildChange.value_or(cutoffMs + 1));
        for (qsizetype root : in) {
            LeftoverScan &scan = scans[root];
            if (!lastChildChange || idleSince > cutoffMs) {
                ++scan.notOldEnough;
                if (lastChildChange)
                    scan.nextIdleSinceMs = qMin(idleSince, scan.nextIdleSinceMs.value_or(idleSince));
                continue;
            }
            scan.leftovers.append(Leftover{path, child.stat.version, idleSince});
        }
    }
}

} // namespace

LeftoverScan findLeftovers(const ListingMap &listings, const QString &root, qint64 cutoffMs)
{
    return findLeftovers(listings, QStringList{root}, cutoffMs).first();
}

QList<LeftoverScan> findLeftovers(const ListingMap &listings, const QStringList &roots, qint64 cutoffMs)
{
    QList<LeftoverScan> scans(roots.size());
    QHash<QString, QList<qsizetype>> rootIndex;
    for (qsizetype i = 0; i < roots.size(); ++i)
        rootIndex[roots[i]].append(i);
    // Built only when there is an empty lock parent to judge: a million-node tree of busy locks
    // has none, and the clock alone would hold two pairs per node.
    std::optional<ZxidClock> clock;
    std::optional<SystemTerritory> systems;
    static const QString kZooKeeperOwn = QStringLiteral("/zookeeper"); // quotas, config: the server's
    for (const NodeListing &listing : listings) {
        if (listing.path == kZooKeeperOwn || isUnder(listing.path, kZooKeeperOwn))
            continue;
        QList<qsizetype> in; // the roots the listing is at or under
        for (QString path = listing.path;; path = parentPath(path)) {
            in += rootIndex.value(path);
            if (path == u"/" || !path.startsWith(u'/'))
                break;
        }
        if (!in.isEmpty())
            scanListing(listings, listing, cutoffMs, clock, systems, in, scans);
    }
    for (LeftoverScan &scan : scans) {
        std::sort(scan.leftovers.begin(), scan.leftovers.end(),
                  [](const Leftover &a, const Leftover &b) { return a.path < b.path; });
    }
    return scans;
}

} // namespace lockscope
