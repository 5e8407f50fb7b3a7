// SPDX-License-Identifier: Apache-2.0

// SolrCloud (apache/solr solr/core/src/java/org/apache/solr/cloud): leader elections and the
// distributed Collection API locks.
//
// LeaderElector: every candidate creates `<electionPath>/election/<sessionId>-<id>-n_<seq>`
// (ephemeral sequential; the session id in signed decimal). The nodes are sorted by sequence, then
// by name; the lowest leads and each other watches the one just below it. The session prefix makes
// every name unique, so the generic name parser would split the election into one-node queues:
// here they form one. `joinAtHead` creates a plain ephemeral node reusing the head's sequence, so
// two nodes may share a sequence (the name decides). Overseer: `/overseer_elect/election`, id =
// the node name (`10.0.0.5:8983_solr`); shards: `/collections/<c>/leader_elect/<shard>/election`,
// id = the core node name (`core_node3`).
//
// The winner then writes its leader record (ephemeral JSON): `/overseer_elect/leader`
// {"id":"<its election node name>"} (OverseerElectionContext) and `/collections/<c>/leaders/<shard>/leader`
// {"base_url","core","node_name","core_node_name"} (ZkController.joinElection). The record is read
// with the election: it must name the lowest candidate.
//
// ZkDistributedLock (Solr 9, distributed Collection API): `R_<seq>` / `W_<seq>` (ephemeral
// sequential, no data) in `<root>/locks/collections/<c>/Locks`, `…/<c>/_<shard>/Locks` or
// `…/<c>/_<shard>/_<replica>` (ZkDistributedCollectionLockFactory.getLockPath): a read waits for a
// lower W_, a write for any lower node.

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

#include "recipes/LockNodeName.h"
#include "recipes/NameTokens.h"
#include "recipes/QueueRoles.h"

namespace lockscope {
namespace solr_system { // one name per system file: the tree builds as unity batches
namespace {

const QString kSystem = QStringLiteral("solr");
const QString kElection = QStringLiteral("election");
const QString kLeader = QStringLiteral("leader");
const QString kOverseerElect = QStringLiteral("overseer_elect");

struct Candidate {
    QString session; // as Solr wrote it: a Java long in decimal
    QString id; // node name (overseer) or core node name (shard)
    qint64 sequence = 0;
};

// `<sessionId>-<id>-n_<seq>`: the session is the leading signed decimal, the id everything up to
// the last `-n_` (node names contain `-` and `_`, never `-n_` followed by digits only).
std::optional<Candidate> parseCandidate(QStringView name)
{
    qsizetype suffixStart = 0;
    const std::optional<qint64> sequence = parseSequenceSuffix(name, &suffixStart);
    static constexpr QStringView kMarker = u"-n_";
    if (!sequence || suffixStart < kMarker.size() || name.mid(suffixStart - kMarker.size(), kMarker.size()) != kMarker)
        return std::nullopt;
    const QStringView head = name.first(suffixStart - kMarker.size());
    const qsizetype dash = head.indexOf(u'-', head.startsWith(u'-') ? 1 : 0);
    if (dash <= 0 || dash + 1 >= head.size() || !isSignedDecimal(head.first(dash)))
        return std::nullopt;
    return Candidate{head.first(dash).toString(), head.mid(dash + 1).toString(), *sequence};
}

enum class ElectionKind {
    None,
    Overseer,
    Shard
};

// `<…>/overseer_elect/election` or `<…>/collections/<c>/leader_elect/<shard>/election`.
ElectionKind electionKind(const QString &path)
{
    if (nodeName(path) != kElection)
        return ElectionKind::None;
    const QString context = parentPath(path);
    if (nodeName(context) == kOverseerElect)
        return ElectionKind::Overseer;
    const QString collection = parentPath(parentPath(context));
    if (nodeName(parentPath(context)) == u"leader_elect" && nodeName(parentPath(collection)) == u"collections")
        return ElectionKind::Shard;
    return ElectionKind::None;
}

// The folder holding the election's leader record (its child `leader`).
QString recordFolder(const QString &electionPath, ElectionKind kind)
{
    QString context = parentPath(electionPath);
    if (kind == ElectionKind::Overseer)
        return context;
    const QString collection = parentPath(parentPath(context));
    return childPath(childPath(collection, u"leaders"), nodeName(context));
}

// The inverse: `<…>/overseer_elect` or `<…>/collections/<c>/leaders/<shard>` → its election.
QString electionOfRecordFolder(const QString &folder)
{
    if (nodeName(folder) == kOverseerElect)
        return childPath(folder, kElection);
    const QString leaders = parentPath(folder);
    const QString collection = parentPath(leaders);
    if (nodeName(leaders) == u"leaders" && nodeName(parentPath(collection)) == u"collections")
        return childPath(childPath(childPath(collection, u"leader_elect"), nodeName(folder)), kElection);
    return {};
}

// Who the record names, compared as Solr compares: the overseer by its election node name, a shard
// leader by its core node name. Empty when the record cannot be read or names nothing comparable.
QString recordedLeader(const NodeInfo &record, ElectionKind kind)
{
    const std::optional<QJsonObject> json = jsonObjectOf(record);
    if (!json)
        return {};
    return json->value(kind == ElectionKind::Overseer ? u"id" : u"core_node_name").toString();
}

void checkLeaderRecord(LockQueue &queue, ElectionKind kind, const ListingSource &source)
{
    const QString folder = recordFolder(queue.path, kind);
    const NodeListing *records = source.find(folder);
    if (!records || queue.entries.empty())
        return; // the record's folder was not read: nothing to compare
    const LockEntry &leader = queue.entries.front();
    const QString recordPath = childPath(folder, kLeader);
    const QString what = kind == ElectionKind::Overseer
        ? FindingText::tr("overseer")
        : FindingText::tr("leader of shard %1").arg(nodeName(parentPath(queue.path)));
    const NodeInfo *record = findChild(*records, kLeader);
    if (!record) {
        // The lowest candidate writes the record as soon as it wins (a shard leader first waits
        // for its replicas, up to leaderVoteWait): a snapshot cannot tell that from a stuck
        // election, so Warning; while it lasts, updates (shard) or Collection API calls stall.
        queue.systemFindings.append(systemFinding(
            FindingKind::NoLeader, Severity::Warning, queue, {leader.path(), recordPath},
            FindingText::tr("no %1 registered in %2 although %3 candidate(s) stand: %4 is next by the election but "
                            "has not taken over; if this lasts, check that node's log, %5")
                .arg(what, recordPath)
                .arg(queue.entries.size())
                .arg(leader.owner ? leader.owner->text : leader.node->name,
                     kind == ElectionKind::Overseer
                         ? FindingText::tr("then restart it so that the next candidate takes over")
                         : FindingText::tr("then the Collection API's FORCELEADER can elect a replica"))));
        return;
    }
    const QString named = recordedLeader(*record, kind);
    const QString expected =
        kind == ElectionKind::Overseer ? leader.node->name : (leader.owner ? leader.owner->text : QString());
    if (named.isEmpty() || expected.isEmpty() || named == expected)
        return;
    queue.systemFindings.append(systemFinding(
        FindingKind::LeaderMismatch, Severity::Warning, queue, {leader.path(), recordPath},
        FindingText::tr("%1 names %2 as %3, but the election's lowest candidate is %4: a leader change under way, or "
                        "a record left by a previous leader whose session has not expired; if it lasts, %5 (deleting "
                        "election nodes by hand breaks the watch chain)")
            .arg(recordPath, named, what, expected,
                 kind == ElectionKind::Overseer
                     ? FindingText::tr("compare with OVERSEERSTATUS and restart the node the record names")
                     : FindingText::tr("run the Collection API's REBALANCELEADERS, or FORCELEADER for the shard"))));
}

void claimElection(const NodeListing &listing, ElectionKind kind, const ListingSource &source, SystemClaim &claim)
{
    LockQueue queue =
        systemQueue(listing.path, {}, Recipe::Solr, LockKind::Election, kSystem,
                    kind == ElectionKind::Overseer ? QStringLiteral("overseer") : QStringLiteral("shard-leader"));
    queue.id = kSystem + QLatin1Char(':') + queue.role;
    for (const NodeInfo &child : listing.children) {
        if (claim.children.contains(child.name))
            continue;
        const std::optional<Candidate> candidate = parseCandidate(child.name);
        if (!candidate)
            continue;
        LockEntry entry =
            makeEntry(listing.path, listing.children.share(child), candidate->sequence, EntryMode::Exclusive);
        setOwner(entry, candidate->id,
                 QJsonObject{{QStringLiteral("sessionId"), candidate->session}, {QStringLiteral("id"), candidate->id}});
        queue.entries.push_back(std::move(entry));
        claim.children.insert(child.name);
    }
    if (queue.entries.empty())
        return;
    // Solr's own order (LeaderElector.sortSeqs): sequence, then name; each watches the one below.
    sortBySequence(queue.entries);
    assignExclusiveRoles(queue.entries);
    checkLeaderRecord(queue, kind, source);
    claim.queues.push_back(std::move(queue));
}

// A Collection API lock folder: its role, or empty when the path is not one.
QString collectionLockRole(const QString &path)
{
    const QString name = nodeName(path);
    const QString parent = parentPath(path);
    auto isCollectionFolder = [](const QString &folder) {
        const QString collections = parentPath(folder);
        return nodeName(collections) == u"collections" && nodeName(parentPath(collections)) == u"locks";
    };
    if (name == u"Locks") {
        if (isCollectionFolder(parent))
            return QStringLiteral("collection-lock");
        if (nodeName(parent).startsWith(u'_') && isCollectionFolder(parentPath(parent)))
            return QStringLiteral("shard-lock");
    } else if (name.startsWith(u'_') && nodeName(parent).startsWith(u'_') && isCollectionFolder(parentPath(parent))) {
        return QStringLiteral("replica-lock");
    }
    return {};
}

// `R_` or `W_` and the 10-digit sequence (ZkDistributedLock.getSequenceFromNodename).
std::optional<EntryMode> collectionLockMode(QStringView name)
{
    if (name.size() != 12 || name[1] != u'_' || !(name[0] == u'R' || name[0] == u'W'))
        return std::nullopt;
    for (QChar c : name.mid(2)) {
        if (!isAsciiDigit(c))
            return std::nullopt;
    }
    return name[0] == u'R' ? EntryMode::Read : EntryMode::Write;
}

void claimCollectionLock(const NodeListing &listing, const QString &role, SystemClaim &claim)
{
    LockQueue queue = systemQueue(listing.path, {}, Recipe::Solr, LockKind::ReadWrite, kSystem, role);
    queue.id = kSystem + QLatin1Char(':') + role;
    for (const NodeInfo &child : listing.children) {
        const std::optional<EntryMode> mode = collectionLockMode(child.name);
        if (!mode || claim.children.contains(child.name))
            continue;
        queue.entries.push_back(
            makeEntry(listing.path, listing.children.share(child), child.name.mid(2).toLongLong(), *mode));
        claim.children.insert(child.name);
    }
    if (queue.entries.empty())
        return;
    sortBySequence(queue.entries);
    // A read waits for a lower W_, a write for anything lower (ZkDistributedLock.isBlockedByNodeType).
    assignReadWriteRoles(queue.entries, ReaderBlocker::NearestPrecedingWriter);
    claim.queues.push_back(std::move(queue));
}

void claim(const NodeListing &listing, const ListingSource &source, SystemClaim &claim)
{
    if (const ElectionKind kind = electionKind(listing.path); kind != ElectionKind::None) {
        claimElection(listing, kind, source, claim);
        return;
    }
    if (const QString role = collectionLockRole(listing.path); !role.isEmpty()) {
        claimCollectionLock(listing, role, claim);
        return;
    }
    // A leader record is read with its election; alone it would look like a plain lock node
    // ("leader" in its path).
    const NodeInfo *record = findChild(listing, kLeader);
    if (record && isSessionOwner(record->stat.ephemeralOwner) && !electionOfRecordFolder(listing.path).isEmpty())
        claim.children.insert(kLeader);
}

void related(const NodeListing &listing, QStringList &paths)
{
    if (const ElectionKind kind = electionKind(listing.path); kind != ElectionKind::None)
        paths.append(recordFolder(listing.path, kind));
}

void readers(const QString &path, QStringList &paths)
{
    if (const QString election = electionOfRecordFolder(path); !election.isEmpty())
        paths.append(election);
}

// The names the GUI shows for the systems and roles this file sets (SystemNames).
constexpr SystemRoleName kRoleNames[] = {
    {"overseer", QT_TRANSLATE_NOOP("DisplayNames", "overseer")},
    {"shard-leader", QT_TRANSLATE_NOOP("DisplayNames", "shard leader")},
    {"collection-lock", QT_TRANSLATE_NOOP("DisplayNames", "collection lock")},
    {"shard-lock", QT_TRANSLATE_NOOP("DisplayNames", "shard lock")},
    {"replica-lock", QT_TRANSLATE_NOOP("DisplayNames", "replica lock")},
};
constexpr SystemNames kNames[] = {
    {"solr", "Solr", kRoleNames},
};

} // namespace
} // namespace solr_system

SystemRecogniser solrRecogniser()
{
    return {"solr", solr_system::claim, nullptr, solr_system::related, solr_system::readers, solr_system::kNames};
}

} // namespace lockscope
