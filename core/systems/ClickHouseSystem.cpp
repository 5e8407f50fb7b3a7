// SPDX-License-Identifier: Apache-2.0

// ClickHouse's replicated tables and distributed DDL (ClickHouse/ClickHouse src/Storages/MergeTree/
// LeaderElection.h, ReplicatedMergeTreeRestartingThread.cpp, ZeroCopyLock.cpp, Interpreters/DDLWorker.cpp).
// Table root = the engine's zookeeper_path (e.g. /clickhouse/tables/01/db/table), under any prefix.
//
// - `<table>/leader_election/leader_election-<seq>` (ephemeral sequential), data = replica name.
//   Before 20.6 the lexicographically lowest leads; since 20.6 the data ends in
//   " (multiple leaders Ok)" and every such replica may lead. Since 21.12 a persistent
//   `leader_election-0` ("all (multiple leaders Ok)") switches the table to multi-leader mode for
//   good: no election at all.
// - `<table>/replicas/<replica>/is_active` (ephemeral): the replica is alive. Data: the server UUID
//   as Field::dump writes it (`UUID_'<uuid>'`), or older `pid: N, random: M`; ClickHouse only
//   uses it to recognise its own node.
// - `<queue>/query-<seq>/shards/<shard>/lock` (ephemeral): the replica executing the DDL task for its
//   shard (createSimpleZooKeeperLock(zookeeper, shard_path, "lock", host_id)), data = host id.
// - `…/zero_copy_<disk>/<table uuid>/<part>/part_exclusive_lock` (ephemeral): the replica merging or
//   mutating a part on shared storage, data = replica name (empty in older versions).
// Everything else is data, not a lock, and some of it is claimed as records that must never be
// offered for deletion: `blocks/<partition>_<hash>_<hash>` (insert deduplication: deleting one
// lets a retried insert write its rows twice), `block_numbers/<partition>/block-<seq>` and
// `temp/abandonable_lock-<seq>` (an INSERT committing, for milliseconds), `log/log-<seq>` and a
// replica's `queue/queue-<seq>` (replication work), DDL tasks `query-<seq>` with their `active/`
// and `finished/` host markers. A crashed server's is_active and election nodes stay until its
// session expires: dead-holder (core/findings) names them.

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

#include "recipes/LockNodeName.h"
#include "recipes/NameTokens.h"
#include "recipes/QueueRoles.h"

#include <algorithm>

namespace lockscope {
namespace clickhouse_system { // one name per system file: the tree builds as unity batches
namespace {

const QString kSystem = QStringLiteral("clickhouse");
const QString kLeaderElection = QStringLiteral("leader_election");
const QString kMultiLeaderNode = QStringLiteral("leader_election-0");
const QString kReplicaActive = QStringLiteral("replica-active");
constexpr QStringView kMultipleLeadersSuffix = u" (multiple leaders Ok)";

// `<prefix><10 digits>`: how ZooKeeper names a sequential node made from `prefix`.
bool isSequentialName(QStringView name, QStringView prefix)
{
    if (name.size() != prefix.size() + 10 || !name.startsWith(prefix))
        return false;
    const QStringView digits = name.mid(prefix.size());
    return std::all_of(digits.begin(), digits.end(), isAsciiDigit);
}

std::optional<QString> shortText(const NodeInfo &node)
{
    std::optional<QString> text = utf8TextOf(node);
    if (!text || text->isEmpty() || text->size() > 1024 || text->contains(u'\0'))
        return std::nullopt;
    return text;
}

// A table root: its listing shows both of what every replicated table has.
bool isTableRoot(const NodeListing *table)
{
    return table && findChild(*table, u"replicas") && (findChild(*table, u"log") || findChild(*table, kLeaderElection));
}

void claimLeaderElection(const NodeListing &listing, SystemClaim &claim)
{
    std::vector<LockEntry> entries;
    for (const NodeInfo &child : listing.children) {
        if (child.name == kMultiLeaderNode && !isSessionOwner(child.stat.ephemeralOwner)) {
            claim.addRecord(child.name, RecordKind::Configuration); // multi-leader mode: every replica leads
            continue;
        }
        if (!isSequentialName(child.name, u"leader_election-") || !isSessionOwner(child.stat.ephemeralOwner))
            continue;
        LockEntry entry = makeEntry(listing.path, listing.children.share(child), child.name.mid(16).toLongLong(),
                                    EntryMode::Exclusive);
        if (const std::optional<QString> text = shortText(child)) {
            const bool multiple = text->endsWith(kMultipleLeadersSuffix);
            const QString replica = multiple ? text->chopped(kMultipleLeadersSuffix.size()) : *text;
            setOwner(
                entry, replica,
                QJsonObject{{QStringLiteral("replica"), replica}, {QStringLiteral("multipleLeadersOk"), multiple}});
        }
        entries.push_back(std::move(entry));
        claim.children.insert(child.name);
    }
    if (entries.empty())
        return;
    // Replicas compare names (equal length: the sequence order).
    std::sort(entries.begin(), entries.end(),
              [](const LockEntry &a, const LockEntry &b) { return a.node->name < b.node->name; });
    auto multiLeader = [](const LockEntry &entry) {
        return entry.owner && entry.owner->fields.value(u"multipleLeadersOk").toBool();
    };
    // A 20.6+ replica leads unless an older replica holds the lowest node; an older replica follows
    // the classic rule (lowest leads, each other waits for the one below it).
    const bool oldLeader = !multiLeader(entries.front());
    for (size_t i = 0; i < entries.size(); ++i) {
        const bool holds = i == 0 || (!oldLeader && multiLeader(entries[i]));
        setRole(entries[i], holds ? NodeRef() : entries[i - 1].ref());
    }
    LockQueue queue =
        systemQueue(listing.path, {}, Recipe::Generic, LockKind::Election, kSystem, QStringLiteral("leader"));
    queue.entries = std::move(entries);
    claim.queues.push_back(std::move(queue));
}

// A single ephemeral node that is a lock: held by whoever created it.
void claimSingle(const NodeListing &listing, const NodeInfo &node, LockKind kind, const QString &role,
                 const QString &ownerText, const QJsonObject &fields, SystemClaim &claim)
{
    LockQueue queue = singleNodeQueue(listing, node, kind, kSystem, role);
    queue.queue.clear(); // the folder holds this one lock
    queue.id = kSystem + QLatin1Char(':') + role;
    setOwner(queue.entries.front(), ownerText, fields);
    claim.children.insert(node.name);
    claim.queues.push_back(std::move(queue));
}

// A crashed server's is_active lasts until its session expires (ZooKeeper keeps an ephemeral node
// while its session lives, connected or not). ClickHouse on activation removes an is_active whose
// data is its own identifier, which survives a restart only as the persistent server UUID; a
// restarted pre-UUID server (`pid: N, random: M`) or a server with another UUID fails with
// REPLICA_IS_ALREADY_ACTIVE until the session expires. The `host` record cannot tell more: it is
// rewritten in the transaction that creates is_active, so it always names the node's creator.
QString replicaGoneNote(const QString &replica, const QJsonObject &fields)
{
    const QString uuid = fields.value(u"server_uuid").toString();
    const QString restart = !uuid.isEmpty()
        ? FindingText::tr("The server with UUID %1 removes it itself when it restarts; any other server for this "
                          "replica fails with REPLICA_IS_ALREADY_ACTIVE (\"appears to be already active\")")
              .arg(uuid)
        : fields.contains(u"pid")
        ? FindingText::tr("The node names pid %1; a restarted server writes another pid and random number, "
                          "so it fails with REPLICA_IS_ALREADY_ACTIVE (\"appears to be already active\")")
              .arg(fields.value(u"pid").toInteger())
        : FindingText::tr("A server restarting fails with REPLICA_IS_ALREADY_ACTIVE (\"appears to be already "
                          "active\") unless the node holds its own identifier");
    return FindingText::tr("replica %1 stays marked active until then (the server's zookeeper session_timeout_ms, "
                           "30 s by default). %2, its tables read-only, retrying until then (SYSTEM RESTART REPLICA "
                           "retries at once). Delete its is_active nodes (lockscope-cli delete PATH --version N) only "
                           "once the old server process is surely dead")
        .arg(replica, restart);
}

void claimReplica(const NodeListing &listing, const NodeInfo &isActive, SystemClaim &claim)
{
    const QString replica = nodeName(listing.path);
    QJsonObject fields{{QStringLiteral("replica"), replica}};
    if (const std::optional<QString> text = shortText(isActive)) {
        // `pid: N, random: M` (before server UUIDs): the pid says which process on the replica's host.
        static constexpr QStringView kPid = u"pid: ";
        if (text->startsWith(kPid)) {
            const qsizetype comma = text->indexOf(u',');
            bool ok = false;
            const qint64 pid = text->mid(kPid.size(), comma - kPid.size()).toLongLong(&ok);
            if (ok && comma > 0)
                fields.insert(QStringLiteral("pid"), pid);
        } else if (text->startsWith(u"UUID_'") && text->endsWith(u'\'') && isUuid36(QStringView(*text).mid(6, 36))
                   && text->size() == 43) {
            fields.insert(QStringLiteral("server_uuid"), text->mid(6, 36)); // Field(ServerUUID::get()).dump()
        }
    }
    claimSingle(listing, isActive, LockKind::Mutex, kReplicaActive, replica, fields, claim);
    LockQueue &queue = claim.queues.back();
    queue.lifetimeHold = true; // held while the server runs the replica
    queue.holderGoneNote = replicaGoneNote(replica, fields);
}

// The host id ClickHouse writes (Cluster::Address::toString): escapeForFileName(host) + ':' + port,
// the host's non-word characters as %XX (`ch1%2Eexample%2Ecom:9000`).
void claimDdlLock(const NodeListing &listing, const NodeInfo &lock, SystemClaim &claim)
{
    QString owner;
    QJsonObject fields;
    if (const std::optional<QString> text = shortText(lock)) {
        const qsizetype colon = text->lastIndexOf(u':');
        bool ok = false;
        const int port = colon > 0 ? text->mid(colon + 1).toInt(&ok) : 0;
        if (ok && port > 0 && port < 65536) {
            const QString host = QString::fromUtf8(QByteArray::fromPercentEncoding(text->left(colon).toUtf8()));
            owner = host + QLatin1Char(':') + QString::number(port);
            fields = QJsonObject{
                {QStringLiteral("host_id"), *text}, {QStringLiteral("host"), host}, {QStringLiteral("port"), port}};
        }
    }
    fields.insert(QStringLiteral("shard"), nodeName(listing.path));
    fields.insert(QStringLiteral("task"), nodeName(parentPath(parentPath(listing.path))));
    claimSingle(listing, lock, LockKind::Mutex, QStringLiteral("ddl-lock"), owner, fields, claim);
}

void claimPartLock(const NodeListing &listing, const NodeInfo &lock, SystemClaim &claim)
{
    const std::optional<QString> replica = shortText(lock);
    QJsonObject fields{{QStringLiteral("part"), nodeName(listing.path)},
                       {QStringLiteral("table_uuid"), nodeName(parentPath(listing.path))}};
    if (replica)
        fields.insert(QStringLiteral("replica"), *replica);
    claimSingle(listing, lock, LockKind::Mutex, QStringLiteral("part-lock"), replica.value_or(QString()), fields,
                claim);
}

// A folder's persistent children that are ClickHouse's data beside its lock (a replica's host,
// log_pointer, queue…; a part's blob folders): claimed so that they are not reported as stray.
void claimPersistentChildren(const NodeListing &listing, SystemClaim &claim)
{
    for (const NodeInfo &child : listing.children) {
        if (!isSessionOwner(child.stat.ephemeralOwner))
            claim.children.insert(child.name);
    }
}

// Sequential nodes ClickHouse keeps as records: claimed without a queue so that no recipe takes them.
void claimRecords(const NodeListing &listing, QStringView prefix, RecordKind kind, SystemClaim &claim)
{
    for (const NodeInfo &child : listing.children) {
        if (isSequentialName(child.name, prefix))
            claim.addRecord(child.name, kind);
    }
}

// `<partition>_<block number or hash>_<hash>`: an insert's deduplication record (persistent).
void claimDedupRecords(const NodeListing &listing, SystemClaim &claim)
{
    for (const NodeInfo &child : listing.children) {
        if (!isSessionOwner(child.stat.ephemeralOwner))
            claim.addRecord(child.name, RecordKind::DedupRecord);
    }
}

// A DDL task's host markers: `active/<host id>` (ephemeral, while it runs) and `finished/<host id>`.
void claimProgressMarkers(const NodeListing &listing, SystemClaim &claim)
{
    for (const NodeInfo &child : listing.children)
        claim.addRecord(child.name, RecordKind::ProgressMarker);
}

void claim(const NodeListing &listing, const ListingSource &source, SystemClaim &claim)
{
    const QString name = nodeName(listing.path);
    const QString parent = parentPath(listing.path);
    const QString parentName = nodeName(parent);
    if (name == kLeaderElection) {
        claimLeaderElection(listing, claim);
    } else if (parentName == u"replicas" && (findChild(listing, u"host") || findChild(listing, u"log_pointer"))) {
        // Every replica folder gets `host` and `log_pointer` when the replica is created.
        const NodeInfo *isActive = findChild(listing, u"is_active");
        if (isActive && isSessionOwner(isActive->stat.ephemeralOwner))
            claimReplica(listing, *isActive, claim);
        claimPersistentChildren(listing, claim);
    } else if (parentName == u"shards" && isSequentialName(nodeName(parentPath(parent)), u"query-")) {
        const NodeInfo *lock = findChild(listing, u"lock");
        if (lock && isSessionOwner(lock->stat.ephemeralOwner))
            claimDdlLock(listing, *lock, claim);
        claimPersistentChildren(listing, claim); // `executed`: who ran the task
    } else if (nodeName(parentPath(parent)).startsWith(u"zero_copy_")) {
        const NodeInfo *lock = findChild(listing, u"part_exclusive_lock");
        if (lock && isSessionOwner(lock->stat.ephemeralOwner)) {
            claimPartLock(listing, *lock, claim);
            claimPersistentChildren(listing, claim);
        }
    } else if (name == u"log" && isTableRoot(source.find(parent))) {
        claimRecords(listing, u"log-", RecordKind::WorkItem, claim);
    } else if (name == u"queue" && nodeName(parentPath(parent)) == u"replicas") {
        claimRecords(listing, u"queue-", RecordKind::WorkItem, claim);
    } else if (name == u"blocks" && isTableRoot(source.find(parent))) {
        claimDedupRecords(listing, claim);
    } else if (name == u"temp" && isTableRoot(source.find(parent))) {
        claimRecords(listing, u"abandonable_lock-", RecordKind::WorkItem, claim);
    } else if (parentName == u"block_numbers" && isTableRoot(source.find(parentPath(parent)))) {
        claimRecords(listing, u"block-", RecordKind::WorkItem, claim);
    } else if ((name == u"active" || name == u"finished") && isSequentialName(parentName, u"query-")) {
        claimProgressMarkers(listing, claim);
    } else {
        // A distributed DDL queue (distributed_ddl.path, default /clickhouse/task_queue/ddl): its
        // `query-<seq>` entries are tasks, told by the folder's name or by their own folders.
        for (const NodeInfo &child : listing.children) {
            if (isSessionOwner(child.stat.ephemeralOwner) || !isSequentialName(child.name, u"query-"))
                continue;
            const NodeListing *task = source.find(childPath(listing.path, child.name));
            if (name == u"ddl"
                || (task
                    && (findChild(*task, u"finished") || findChild(*task, u"active") || findChild(*task, u"shards"))))
                claim.addRecord(child.name, RecordKind::WorkItem);
        }
    }
}

// The replication log, dedup records and insert temporaries are told from look-alikes by their
// table root. No inverse: a table root's children are created together with the table, so a change
// of them never changes the verdict.
void related(const NodeListing &listing, QStringList &paths)
{
    const QStringView name = nodeName(listing.path);
    const QString parent = parentPath(listing.path);
    if ((name == u"log" || name == u"blocks" || name == u"temp") && parent != u"/")
        paths.append(parent);
    else if (nodeName(parent) == u"block_numbers")
        paths.append(parentPath(parent));
}

// The names the GUI shows for the systems and roles this file sets (SystemNames).
constexpr SystemRoleName kRoleNames[] = {
    {"leader", QT_TRANSLATE_NOOP("DisplayNames", "leader")},
    {"replica-active", QT_TRANSLATE_NOOP("DisplayNames", "active replica")},
    {"ddl-lock", QT_TRANSLATE_NOOP("DisplayNames", "DDL lock")},
    {"part-lock", QT_TRANSLATE_NOOP("DisplayNames", "part lock")},
};
constexpr SystemNames kNames[] = {
    {"clickhouse", "ClickHouse", kRoleNames},
};

} // namespace
} // namespace clickhouse_system

SystemRecogniser clickHouseRecogniser()
{
    return {"clickhouse", clickhouse_system::claim, nullptr, clickhouse_system::related,
            nullptr,      clickhouse_system::kNames};
}

} // namespace lockscope
