// SPDX-License-Identifier: Apache-2.0

#pragma once
// A tree of nodes written down by full path, as a system leaves it in ZooKeeper, and the queues
// lockscope builds from it: the fixtures of the system recognisers' data-driven tests.

#include "findings/FindingIdentity.h"
#include "recipes/LockQueueBuilder.h"
#include "recognisers/RecogniserCatalogue.h"
#include "systems/SystemRecogniser.h"
#include "zk/ZkPaths.h"

#include <QList>
#include <algorithm>
#include <QMap>
#include <QMetaType>
#include <QStringList>
#include <algorithm>
#include <set>
#include <utility>

namespace lockscope::fixtures {

// Every (system, role) a compiled row gave a queue built from any test's fixtures: tst_systemnames
// checks, after the other tests, that the row names each of them.
inline std::set<std::pair<QString, QString>> &compiledRolesSeen()
{
    static std::set<std::pair<QString, QString>> seen;
    return seen;
}

inline void recordCompiledRoles(const std::vector<LockQueue> &queues)
{
    const std::shared_ptr<const RecogniserCatalogue> files = installedRecognisers();
    for (const LockQueue &queue : queues) {
        if (!queue.system.isEmpty() && !files->find(queue.system))
            compiledRolesSeen().insert({queue.system, queue.role});
    }
}

constexpr qint64 kSessionA = 0x0100000a02b00001LL;
constexpr qint64 kSessionB = 0x0100000a02b00002LL;
constexpr qint64 kSessionC = 0x0200000a02b00003LL;
constexpr qint64 kPersistent = 0;

struct FixtureNode {
    QString path;
    qint64 owner = kPersistent; // ephemeralOwner: a session, or 0 for a persistent node
    QByteArray data;
    bool truncated = false; // the monitor kept only the first kMaxStoredData bytes
};
using Tree = QList<FixtureNode>;

// Every ancestor of a listed node exists (persistent, no data) unless listed itself.
class FixtureTree {
public:
    explicit FixtureTree(const Tree &nodes)
    {
        qint64 zxid = 100;
        for (const FixtureNode &node : nodes)
            add(node, ++zxid);
    }

    const NodeListing *find(const QString &path) const
    {
        const auto it = listings.constFind(path);
        return it == listings.cend() ? nullptr : &*it;
    }

    // The queues built from the listing at `path`, as the monitor builds them under discovery
    // (explicitRoot false) or for a named root.
    std::vector<LockQueue> build(const QString &path, bool explicitRoot = false) const
    {
        const NodeListing *listing = find(path);
        if (!listing)
            return {};
        std::vector<LockQueue> queues = buildLockQueues(
            *listing, [this](const QString &p) { return find(p); }, explicitRoot);
        recordCompiledRoles(queues);
        return queues;
    }

    // Every queue of every listing, as discovery from "/" would find them.
    std::vector<LockQueue> buildAll() const
    {
        std::vector<LockQueue> all;
        for (const QString &path : listings.keys()) {
            for (LockQueue &queue : build(path))
                all.push_back(std::move(queue));
        }
        return all;
    }

private:
    void add(const FixtureNode &node, qint64 zxid)
    {
        if (node.path == u"/")
            return;
        const QString parent = parentPath(node.path);
        ensureListing(parent, zxid);
        NodeListing &listing = listings[parent];
        const QString name = nodeName(node.path);
        ChildNodes::Nodes &children = listing.children.edit();
        // Kept sorted by name, as the monitor's listings are, at each insertion.
        auto it = std::lower_bound(children.begin(), children.end(), name,
                                   [](const NodeInfo &c, const QString &n) { return c.name < n; });
        if (it == children.end() || it->name != name)
            it = children.insert(it, NodeInfo{});
        it->name = name;
        it->stat.czxid = zxid;
        it->stat.mzxid = zxid;
        it->stat.ctimeMs = 1700000000000 + zxid;
        it->stat.ephemeralOwner = node.owner;
        // A truncated node: the server holds more than the bytes given.
        it->stat.dataLength =
            qint32(node.truncated ? std::max(node.data.size() + 1, kMaxStoredData + 1) : node.data.size());
        it->data = node.data;
        listing.stat.numChildren = qint32(listing.children.size());
        if (node.owner == kPersistent && !listings.contains(node.path))
            listings[node.path].path = node.path; // a persistent node can be listed
    }

    void ensureListing(const QString &path, qint64 zxid)
    {
        if (listings.contains(path))
            return;
        listings[path].path = path;
        if (path != u"/")
            add({path, kPersistent, {}}, zxid); // its entry in its parent's listing
    }

    QMap<QString, NodeListing> listings;
};

// The queue of `system` (and `role`, when given) among `queues`, or nullptr.
inline const LockQueue *findSystemQueue(const std::vector<LockQueue> &queues, const QString &system,
                                        const QString &role = {})
{
    for (const LockQueue &queue : queues) {
        if (queue.system == system && (role.isEmpty() || queue.role == role))
            return &queue;
    }
    return nullptr;
}
// A pointer into a temporary list would dangle at the end of the statement: hold the list first.
const LockQueue *findSystemQueue(std::vector<LockQueue> &&, const QString &, const QString & = {}) = delete;

inline bool hasSystemQueue(const std::vector<LockQueue> &queues, const QString &system)
{
    return findSystemQueue(queues, system) != nullptr;
}

// A message's wire bytes, made by the protobuf library from the system's own definition.
template <typename Message>
QByteArray protobufBytes(const Message &message)
{
    const std::string bytes = message.SerializeAsString();
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

inline QStringList findingKinds(const LockQueue &queue)
{
    QStringList kinds;
    for (const Finding &finding : queue.systemFindings)
        kinds.append(findingKindName(finding.kind));
    return kinds;
}

// Each entry's owner as shown, empty when none was read.
inline QStringList entryOwners(const LockQueue &queue)
{
    QStringList owners;
    for (const LockEntry &entry : queue.entries)
        owners.append(entry.owner ? entry.owner->text : QString());
    return owners;
}

// What a system says the node at `path` of `tree` is, when it claims it as one of its records.
inline std::optional<SystemRecord> recordAt(const FixtureTree &tree, const QString &path)
{
    const NodeListing *listing = tree.find(parentPath(path));
    if (!listing)
        return std::nullopt;
    const ListingLookup lookup = [&tree](const QString &p) { return tree.find(p); };
    return systemRecordOf(*listing, ListingSource{*listing, lookup}, nodeName(path));
}

// What the systems claim in the listing at `parent`, claimed once: the records of a busy folder's
// every node, where recordAt would claim the whole folder again for each one.
inline SystemClaim claimAt(const FixtureTree &tree, const QString &parent)
{
    const NodeListing *listing = tree.find(parent);
    if (!listing)
        return {};
    const ListingLookup lookup = [&tree](const QString &p) { return tree.find(p); };
    return claimSystemChildren(*listing, ListingSource{*listing, lookup});
}

inline QStringList entryStates(const LockQueue &queue)
{
    QStringList states;
    for (const LockEntry &entry : queue.entries)
        states.append(nodeName(entry.path()) + QLatin1Char('=') + entryStateName(entry.state));
    return states;
}

} // namespace lockscope::fixtures

Q_DECLARE_METATYPE(lockscope::fixtures::Tree)
