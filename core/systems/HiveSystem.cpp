// SPDX-License-Identifier: Apache-2.0

// Hive's ZooKeeper lock manager (apache/hive ql/.../lockmgr/zookeeper/ZooKeeperHiveLockManager.java,
// ql/.../lockmgr/HiveLockObject.java). Under `/<hive.zookeeper.namespace>` (default
// hive_zookeeper_namespace) one persistent node per component of the locked object
// (`<db>`, `<db>/<table>`, `<db>/<table>/<key=value>`…) holds `LOCK-<MODE>-<seq>` nodes.
//
// There is no wait queue: a client creates its node, lists the siblings and, on a conflict with a
// lower one, deletes its node and retries later (an EXCLUSIVE yields to a lower SHARED or
// EXCLUSIVE, a SHARED or SEMI_SHARED to a lower EXCLUSIVE). So every node that lasts is a holder.
// Query locks are ephemeral; `LOCK TABLE` / `LOCK DATABASE` locks are persistent sequential and
// stay, by design, until UNLOCK.
// Data (HiveLockObjectData.toString): `queryId:lockTime:lockMode:queryStr:clientIp`, colons removed
// from the first four; the client address is not stripped, so an IPv6 one keeps its colons.

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

#include "recipes/LockNodeName.h"
#include "recipes/NameTokens.h"
#include "recipes/QueueRoles.h"

#include <algorithm>

namespace lockscope {
namespace hive_system { // one name per system file: the tree builds as unity batches
namespace {

const QString kSystem = QStringLiteral("hive");
const QString kDefaultNamespace = QStringLiteral("hive_zookeeper_namespace");

struct HiveMode {
    QStringView name;
    EntryMode mode;
};

// SEMI_SHARED reads as shared: it yields only to a lower EXCLUSIVE, and an EXCLUSIVE only checks
// for LOCK-SHARED- and LOCK-EXCLUSIVE- siblings, so this lock manager never makes it exclusive.
constexpr HiveMode kModes[] = {
    {u"SHARED", EntryMode::Read}, {u"SEMI_SHARED", EntryMode::Read}, {u"EXCLUSIVE", EntryMode::Write}};

struct LockName {
    QStringView mode;
    EntryMode entryMode;
    qint64 sequence;
};

// `LOCK-<MODE>-<seq>` with a non-negative sequence (Hive parses it with Integer.parseInt).
std::optional<LockName> parseLockName(QStringView name)
{
    if (!name.startsWith(u"LOCK-"))
        return std::nullopt;
    qsizetype suffixStart = 0;
    const std::optional<qint64> sequence = parseSequenceSuffix(name, &suffixStart);
    if (!sequence || *sequence < 0 || suffixStart < 1 || name[suffixStart - 1] != u'-')
        return std::nullopt;
    const QStringView mode = name.mid(5, suffixStart - 6);
    for (const HiveMode &known : kModes) {
        if (mode == known.name)
            return LockName{known.name, known.mode, *sequence};
    }
    return std::nullopt;
}

// HiveLockObjectData, parsed as its own constructor splits it, bounded and checked.
std::optional<QJsonObject> parseLockData(const NodeInfo &node)
{
    const std::optional<QString> text = utf8TextOf(node);
    if (!text || text->isEmpty())
        return std::nullopt;
    const QStringList parts = text->split(u':');
    if (parts.size() < 4 || parts[0].isEmpty() || (parts[2] != u"IMPLICIT" && parts[2] != u"EXPLICIT"))
        return std::nullopt;
    if (parts[1].isEmpty() || !std::all_of(parts[1].begin(), parts[1].end(), isAsciiDigit))
        return std::nullopt;
    QJsonObject fields{{QStringLiteral("queryId"), parts[0]},
                       {QStringLiteral("lockTime"), parts[1]},
                       {QStringLiteral("lockMode"), parts[2]},
                       {QStringLiteral("queryStr"), parts[3]}};
    const QString clientIp = parts.mid(4).join(u':');
    if (!clientIp.isEmpty() && clientIp != u"null")
        fields.insert(QStringLiteral("clientIp"), clientIp);
    return fields;
}

// What the lock is on: the path components after the namespace (database first).
struct HiveObject {
    QString role;
    QStringList names; // db, table, partition components (as far as known)
};

bool hasLockChildren(const NodeListing *listing)
{
    return listing && std::any_of(listing->children.begin(), listing->children.end(), [](const NodeInfo &c) {
               return parseLockName(c.name).has_value();
           });
}

// The default namespace names the depth; without it, a `key=value` component is a partition, and a
// node whose parent holds locks too is a table (a query's lock on a table comes with a shared lock
// on its database); otherwise the folders beneath tell (tables, or partitions), else a table.
HiveObject objectOf(const NodeListing &listing, const ListingSource &source)
{
    const QStringList components = listing.path.split(u'/', Qt::SkipEmptyParts);
    if (components.isEmpty())
        return {QStringLiteral("table-lock"), {}}; // lock nodes in "/": nothing names the object
    const qsizetype ns = components.lastIndexOf(kDefaultNamespace);
    qsizetype depth = 0;
    if (ns >= 0) {
        depth = components.size() - ns - 1;
    } else if (components.last().contains(u'=')) {
        depth = 3;
    } else if (hasLockChildren(source.find(parentPath(listing.path)))) {
        depth = 2;
    } else {
        depth = 2;
        for (const NodeInfo &child : listing.children) {
            if (!isSessionOwner(child.stat.ephemeralOwner) && !parseLockName(child.name)) {
                depth = child.name.contains(u'=') ? 2 : 1;
                break;
            }
        }
    }
    depth = std::clamp<qsizetype>(depth, 1, components.size());
    // Partition components follow the table: count back from the first `key=value` one.
    qsizetype first = components.size() - depth;
    if (depth >= 3) {
        qsizetype tableIndex = components.size() - 1;
        while (tableIndex > 0 && components[tableIndex].contains(u'='))
            --tableIndex;
        first = std::max<qsizetype>(0, tableIndex - 1);
    }
    HiveObject object;
    object.names = components.mid(first);
    object.role = object.names.size() == 1 ? QStringLiteral("database-lock")
        : object.names.size() == 2         ? QStringLiteral("table-lock")
                                           : QStringLiteral("partition-lock");
    return object;
}

// The statement that releases an explicit lock, in Hive's syntax.
QString unlockStatement(const HiveObject &object)
{
    if (object.names.isEmpty())
        return QStringLiteral("UNLOCK TABLE");
    if (object.names.size() == 1)
        return QStringLiteral("UNLOCK DATABASE %1").arg(object.names[0]);
    QString statement = QStringLiteral("UNLOCK TABLE %1.%2").arg(object.names[0], object.names[1]);
    if (object.names.size() > 2) {
        QStringList spec;
        for (const QString &part : object.names.mid(2)) {
            const qsizetype eq = part.indexOf(u'=');
            spec.append(eq < 0 ? part : QStringLiteral("%1='%2'").arg(part.left(eq), part.mid(eq + 1)));
        }
        statement += QStringLiteral(" PARTITION (%1)").arg(spec.join(QStringLiteral(", ")));
    }
    return statement;
}

// Would Hive's client have given way to a lower sibling? (lockPrimitive's conflict test)
bool yieldsTo(const LockEntry &entry, const LockEntry &lower)
{
    return lower.mode == EntryMode::Write
        || (entry.mode == EntryMode::Write && lower.node->name.startsWith(u"LOCK-SHARED-"));
}

void addExplicitLockFinding(LockQueue &queue, const LockEntry &entry, const HiveObject &object)
{
    const bool conflicting = std::any_of(queue.entries.begin(), queue.entries.end(), [&](const LockEntry &lower) {
        return lower.sequence < entry.sequence && yieldsTo(entry, lower);
    });
    const QString mode = parseLockName(entry.node->name)->mode.toString();
    const QString who = entry.owner ? FindingText::tr(" by %1").arg(entry.owner->text) : QString();
    QString detail;
    if (!conflicting) {
        detail = FindingText::tr("explicit Hive lock (LOCK %1 … %2)%3: persistent by design, it stays until %4 "
                                 "(SHOW LOCKS lists it)")
                     .arg(object.names.size() == 1 ? QStringLiteral("DATABASE") : QStringLiteral("TABLE"), mode, who,
                          unlockStatement(object));
    } else {
        // Its client found a lower conflicting lock and should have deleted it: it died in between.
        // It holds nothing, yet later requests see it as a lock.
        detail = FindingText::tr("explicit Hive lock node (%1)%2 that conflicts with a lower lock: its LOCK statement "
                                 "failed and the node was left behind; later requests still see it, release it with %3")
                     .arg(mode, who, unlockStatement(object));
    }
    queue.systemFindings.append(systemFinding(
        FindingKind::PersistentNode, conflicting ? Severity::Warning : Severity::Info, queue, {entry.path()}, detail));
}

void claim(const NodeListing &listing, const ListingSource &source, SystemClaim &claim)
{
    std::vector<LockEntry> entries;
    for (const NodeInfo &child : listing.children) {
        const std::optional<LockName> name = parseLockName(child.name);
        if (!name || claim.children.contains(child.name))
            continue;
        LockEntry entry = makeEntry(listing.path, listing.children.share(child), name->sequence, name->entryMode);
        setRole(entry, {}); // no waiters in Hive: a node that lasts holds
        markCreatedHolding(entry); // a conflicting node is deleted at once, so one that lasts held from its creation
        if (const std::optional<QJsonObject> data = parseLockData(child)) {
            const QString clientIp = data->value(u"clientIp").toString();
            setOwner(entry,
                     clientIp.isEmpty()
                         ? QStringLiteral("query %1").arg(data->value(u"queryId").toString())
                         : QStringLiteral("query %1 from %2").arg(data->value(u"queryId").toString(), clientIp),
                     *data);
        }
        entries.push_back(std::move(entry));
        claim.children.insert(child.name);
    }
    if (entries.empty())
        return;
    // The object's other children are the objects inside it (tables, partitions): not stray nodes.
    for (const NodeInfo &child : listing.children) {
        if (!isSessionOwner(child.stat.ephemeralOwner))
            claim.children.insert(child.name);
    }
    const HiveObject object = objectOf(listing, source);
    LockQueue queue = systemQueue(listing.path, {}, Recipe::Hive, LockKind::ReadWrite, kSystem, object.role);
    queue.id = kSystem + QStringLiteral(":lock");
    sortBySequence(entries);
    queue.entries = std::move(entries);
    for (const LockEntry &entry : queue.entries) {
        if (entry.node->stat.ephemeralOwner == 0)
            addExplicitLockFinding(queue, entry, object);
    }
    claim.queues.push_back(std::move(queue));
}

// The names the GUI shows for the systems and roles this file sets (SystemNames).
constexpr SystemRoleName kRoleNames[] = {
    {"database-lock", QT_TRANSLATE_NOOP("DisplayNames", "database lock")},
    {"table-lock", QT_TRANSLATE_NOOP("DisplayNames", "table lock")},
    {"partition-lock", QT_TRANSLATE_NOOP("DisplayNames", "partition lock")},
};
constexpr SystemNames kNames[] = {
    {"hive", "Hive", kRoleNames},
};

} // namespace
} // namespace hive_system

SystemRecogniser hiveRecogniser()
{
    return {"hive", hive_system::claim, nullptr, nullptr, nullptr, hive_system::kNames};
}

} // namespace lockscope
