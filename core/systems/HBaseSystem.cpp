// SPDX-License-Identifier: Apache-2.0

// HBase (apache/hbase ZNodePaths.java, MasterAddressTracker.java, ActiveMasterManager.java,
// ZKMetadata.java): under `zookeeper.znode.parent` (default /hbase) the active master holds the
// ephemeral `master` node, and every standby master registers `backup-masters/<host,port,startcode>`
// (ephemeral) and watches `master`: one election, built from the root's listing with the
// backup-masters listing read beside it. Region servers (`rs/<host,port,startcode>`) are
// registrations, never locks. HBase 1.x table locks (`table-lock/<table>/read-|write-<seq>`) are
// ZooKeeper's read-write recipe, built by the generic rules: recognised and given owners here.
//
// Node data: RecoverableZooKeeper's metadata (0xFF, a 4-byte big-endian length, then that many
// bytes: the process id `pid@host` followed by 8 random salt bytes), then `PBUF` and a protobuf
// message (core/systems/proto/HBaseZooKeeper.proto).

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

#include "recipes/QueueRoles.h"
#include "systems/proto/HBaseZooKeeper.pb.h"

#include <QStringDecoder>
#include <QtEndian>

namespace lockscope {
namespace hbase_system { // one name per system file: the tree builds as unity batches
namespace {

const QString kSystem = QStringLiteral("hbase");
const QString kMasterRole = QStringLiteral("active-master");
const QString kMaster = QStringLiteral("master");
const QString kBackupMasters = QStringLiteral("backup-masters");
constexpr qsizetype kSaltSize = 8; // ZKMetadata.appendMetaData: Bytes.toBytes(random long)

std::optional<QString> strictUtf8(QByteArrayView bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return std::nullopt;
    return text;
}

struct HBaseData {
    QString processId; // RecoverableZooKeeper's identifier, when the metadata is there
    QByteArrayView message; // the protobuf after `PBUF`
};

// The metadata preamble and the PBUF magic, read explicitly and bounded by the data's size.
std::optional<HBaseData> splitHBaseData(const NodeInfo &node)
{
    if (node.dataTruncated())
        return std::nullopt;
    QByteArrayView data(node.data);
    HBaseData parts;
    if (!data.isEmpty() && quint8(data.front()) == 0xFF) {
        if (data.size() < 5)
            return std::nullopt;
        const quint32 idLength = qFromBigEndian<quint32>(data.data() + 1);
        if (idLength > quint32(data.size() - 5))
            return std::nullopt;
        const QByteArrayView id = data.sliced(5, qsizetype(idLength));
        // The length covers the id and the salt after it (older HBase wrote no salt: its id
        // then loses its last 8 characters, never the message).
        if (id.size() >= kSaltSize)
            parts.processId = strictUtf8(id.first(id.size() - kSaltSize)).value_or(QString());
        data = data.sliced(5 + qsizetype(idLength));
    }
    if (!data.startsWith(QByteArrayView("PBUF")))
        return std::nullopt;
    parts.message = data.sliced(4);
    return parts;
}

QString serverNameText(const hbase::pb::ServerName &server)
{
    return QStringLiteral("%1,%2,%3")
        .arg(QString::fromStdString(server.host_name()))
        .arg(server.port())
        .arg(server.start_code());
}

QJsonObject serverNameFields(const hbase::pb::ServerName &server)
{
    return {{QStringLiteral("host_name"), QString::fromStdString(server.host_name())},
            {QStringLiteral("port"), qint64(server.port())},
            {QStringLiteral("start_code"), qint64(server.start_code())}};
}

// `host,port,startcode`, as HBase names backup masters and region servers.
std::optional<hbase::pb::ServerName> parseServerName(QStringView name)
{
    const QList<QStringView> parts = name.split(u',');
    if (parts.size() != 3 || parts[0].isEmpty())
        return std::nullopt;
    bool portOk = false, codeOk = false;
    const uint port = parts[1].toUInt(&portOk);
    const qulonglong code = parts[2].toULongLong(&codeOk);
    if (!portOk || !codeOk || port > 65535)
        return std::nullopt;
    hbase::pb::ServerName server;
    server.set_host_name(parts[0].toString().toStdString());
    server.set_port(port);
    server.set_start_code(code);
    return server;
}

std::optional<hbase::pb::Master> decodeMaster(const NodeInfo &node)
{
    const std::optional<HBaseData> parts = splitHBaseData(node);
    hbase::pb::Master master;
    if (!parts || !master.ParsePartialFromArray(parts->message.data(), int(parts->message.size()))
        || !master.IsInitialized())
        return std::nullopt;
    return master;
}

// A Master record is tried first: its required ServerName never parses from a bare ServerName.
std::optional<hbase::pb::ServerName> serverNameOnly(const HBaseData &parts)
{
    hbase::pb::ServerName server;
    if (!server.ParsePartialFromArray(parts.message.data(), int(parts.message.size())) || !server.IsInitialized()
        || !strictUtf8(server.host_name()))
        return std::nullopt;
    return server;
}

// Owner of a master or backup master: its record, else (a backup master) its node's name.
void describeMaster(LockEntry &entry, bool nameIsServerName)
{
    if (const std::optional<hbase::pb::Master> master = decodeMaster(entry.node)) {
        QJsonObject fields = serverNameFields(master->master());
        if (master->has_rpc_version())
            fields.insert(QStringLiteral("rpc_version"), qint64(master->rpc_version()));
        if (master->has_info_port())
            fields.insert(QStringLiteral("info_port"), qint64(master->info_port()));
        if (const std::optional<HBaseData> parts = splitHBaseData(entry.node); parts && !parts->processId.isEmpty())
            fields.insert(QStringLiteral("id"), parts->processId);
        setOwner(entry, serverNameText(master->master()), fields);
    } else if (const std::optional<HBaseData> parts = splitHBaseData(entry.node); parts && serverNameOnly(*parts)) {
        // HBase before 1.0 wrote a backup master's bare ServerName (ActiveMasterManager).
        setOwner(entry, serverNameText(*serverNameOnly(*parts)), serverNameFields(*serverNameOnly(*parts)));
    } else if (nameIsServerName) {
        if (const std::optional<hbase::pb::ServerName> server = parseServerName(entry.node->name))
            setOwner(entry, entry.node->name, serverNameFields(*server));
    }
}

bool isEphemeral(const NodeInfo *node)
{
    return node && isSessionOwner(node->stat.ephemeralOwner);
}

// An HBase root: a master record that decodes, or backup-masters beside other HBase nodes.
bool looksLikeHBaseRoot(const NodeListing &listing)
{
    const NodeInfo *master = findChild(listing, kMaster);
    if (isEphemeral(master) && decodeMaster(*master))
        return true;
    const NodeInfo *backups = findChild(listing, kBackupMasters);
    if (!backups || isEphemeral(backups))
        return false;
    static const QStringList kMarkers{QStringLiteral("rs"), QStringLiteral("hbaseid"),
                                      QStringLiteral("meta-region-server"), QStringLiteral("running"), kMaster};
    return std::any_of(kMarkers.begin(), kMarkers.end(), [&](const QString &m) { return findChild(listing, m); });
}

void claimRoot(const NodeListing &listing, const ListingSource &source, SystemClaim &claim)
{
    if (claim.children.contains(kMaster) || !looksLikeHBaseRoot(listing))
        return;
    const NodeInfo *master = findChild(listing, kMaster);
    if (!isEphemeral(master))
        master = nullptr;
    LockQueue queue = systemQueue(listing.path, kMaster, Recipe::Generic, LockKind::Election, kSystem, kMasterRole);
    queue.id = QStringLiteral("hbase:active-master");
    const QString masterPath = childPath(listing.path, kMaster);
    if (master) {
        queue.entries.push_back(makeEntry(listing.path, listing.children.share(*master), 0, EntryMode::Exclusive));
        markCreatedHolding(queue.entries.back()); // /hbase/master exists only while a master is active
        setRole(queue.entries.back(), {});
        describeMaster(queue.entries.back(), false);
        claim.children.insert(kMaster);
    }
    const QString backupsPath = childPath(listing.path, kBackupMasters);
    std::vector<LockEntry> standbys;
    if (const NodeListing *backups = source.find(backupsPath)) {
        for (const NodeInfo &backup : backups->children) {
            if (!isSessionOwner(backup.stat.ephemeralOwner))
                continue;
            standbys.push_back(makeEntry(backupsPath, backups->children.share(backup), 0, EntryMode::Exclusive));
            describeMaster(standbys.back(), true);
        }
    }
    // Standbys in the order they registered: all watch the master's node, none precedes another.
    std::sort(standbys.begin(), standbys.end(),
              [](const LockEntry &a, const LockEntry &b) { return a.node->stat.czxid < b.node->stat.czxid; });
    for (LockEntry &standby : standbys)
        addStandby(queue, std::move(standby), masterPath);
    if (findChild(listing, kBackupMasters))
        claim.children.insert(kBackupMasters);
    if (!master && !standbys.empty()) {
        queue.systemFindings.append(systemFinding(
            FindingKind::NoLeader, Severity::Critical, queue, {masterPath},
            FindingText::tr("%1 backup master(s) registered under %2 but no active master: one takes over within the "
                            "session timeout; if none does, check the backup masters' logs")
                .arg(standbys.size())
                .arg(backupsPath)));
    }
    claim.queues.push_back(std::move(queue));
}

// Backup masters are shown with the master; region servers are registrations. Both are named
// by their ServerName, which is what tells them from a look-alike folder.
void claimRegistrations(const NodeListing &listing, SystemClaim &claim)
{
    const QStringView name = nodeName(listing.path);
    if (name != kBackupMasters && name != u"rs")
        return;
    for (const NodeInfo &child : listing.children) {
        if (isSessionOwner(child.stat.ephemeralOwner) && parseServerName(child.name))
            claim.children.insert(child.name);
    }
}

void claim(const NodeListing &listing, const ListingSource &source, SystemClaim &claim)
{
    claimRoot(listing, source, claim);
    claimRegistrations(listing, claim);
}

// HBase 1.x table locks: ZooKeeper's read-write recipe under `<root>/table-lock/<table>`.
bool annotate(LockQueue &queue, const ListingSource &)
{
    if (queue.recipe != Recipe::ZooKeeper || queue.kind != LockKind::ReadWrite
        || nodeName(parentPath(queue.path)) != u"table-lock")
        return false;
    queue.system = kSystem;
    queue.role = QStringLiteral("table-lock");
    for (LockEntry &entry : queue.entries) {
        const std::optional<HBaseData> parts = splitHBaseData(entry.node);
        hbase::pb::TableLock lock;
        if (!parts || !lock.ParsePartialFromArray(parts->message.data(), int(parts->message.size()))
            || !lock.IsInitialized() || !lock.has_lock_owner())
            continue;
        QJsonObject fields{{QStringLiteral("lock_owner"), serverNameText(lock.lock_owner())}};
        if (lock.has_table_name()) {
            const auto &table = lock.table_name();
            fields.insert(QStringLiteral("table_name"),
                          QString(QString::fromUtf8(table.namespace_()) + QLatin1Char(':')
                                  + QString::fromUtf8(table.qualifier())));
        }
        if (lock.has_thread_id())
            fields.insert(QStringLiteral("thread_id"), qint64(lock.thread_id()));
        if (lock.has_is_shared())
            fields.insert(QStringLiteral("is_shared"), lock.is_shared());
        if (lock.has_purpose())
            fields.insert(QStringLiteral("purpose"), QString::fromStdString(lock.purpose()));
        if (lock.has_create_time())
            fields.insert(QStringLiteral("create_time"), qint64(lock.create_time()));
        setOwner(entry, serverNameText(lock.lock_owner()), fields);
    }
    return true;
}

void related(const NodeListing &listing, QStringList &paths)
{
    if (findChild(listing, kBackupMasters) || findChild(listing, kMaster))
        paths.append(childPath(listing.path, kBackupMasters));
}

void readers(const QString &path, QStringList &paths)
{
    if (nodeName(path) == kBackupMasters)
        paths.append(parentPath(path));
}

// The names the GUI shows for the systems and roles this file sets (SystemNames).
constexpr SystemRoleName kRoleNames[] = {
    {"active-master", QT_TRANSLATE_NOOP("DisplayNames", "active master")},
    {"table-lock", QT_TRANSLATE_NOOP("DisplayNames", "table lock")},
};
constexpr SystemNames kNames[] = {
    {"hbase", "HBase", kRoleNames},
};

} // namespace
} // namespace hbase_system

SystemRecogniser hbaseRecogniser()
{
    return {"hbase",
            hbase_system::claim,
            hbase_system::annotate,
            hbase_system::related,
            hbase_system::readers,
            hbase_system::kNames};
}

} // namespace lockscope
