// SPDX-License-Identifier: Apache-2.0

// Hadoop HA (apache/hadoop hadoop-common/.../ha/ActiveStandbyElector.java), for HDFS NameNodes and
// YARN ResourceManagers: in `<parent>/<scope>`, the ephemeral ActiveStandbyElectorLock is held by
// the active; standbys only watch it (they have no node). The persistent ActiveBreadCrumb keeps
// the same bytes after the active dies, so the next one can fence it:
// lock + equal breadcrumb = healthy; breadcrumb alone = no active; different = failover under way.
// In a graceful failover the old active deletes its breadcrumb and leaves before the new one takes
// the lock: under the default parents (/hadoop-ha, /yarn-leader-election) an empty scope stays an
// election with no active, so that the hand-off reads released, acquired, not vanished, appeared.
// Data: protobuf ActiveNodeInfo (HDFS) or ActiveRMInfoProto (YARN), decoded with their own
// definitions (core/systems/proto).

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

#include "systems/proto/HAZKInfo.pb.h"
#include "systems/proto/YarnActiveRMInfo.pb.h"

namespace lockscope {
namespace hadoop_system { // one name per system file: the tree builds as unity batches
namespace {

const QString kLockName = QStringLiteral("ActiveStandbyElectorLock");
const QString kBreadCrumbName = QStringLiteral("ActiveBreadCrumb");

struct ActiveInfo {
    QString system; // hadoop-hdfs or hadoop-yarn
    QString owner;
    QJsonObject fields;
};

std::optional<ActiveInfo> decodeActive(const NodeInfo &node)
{
    if (node.dataTruncated() || node.data.isEmpty())
        return std::nullopt;
    // ActiveNodeInfo's fields are all required: YARN's record never parses as one.
    hadoop::hdfs::ActiveNodeInfo hdfs;
    if (hdfs.ParsePartialFromArray(node.data.constData(), int(node.data.size())) && hdfs.IsInitialized()) {
        const QString namenode = QString::fromStdString(hdfs.namenodeid());
        const QString host = QString::fromStdString(hdfs.hostname());
        return ActiveInfo{QStringLiteral("hadoop-hdfs"),
                          QStringLiteral("%1 (%2:%3)").arg(namenode, host).arg(hdfs.port()),
                          QJsonObject{{QStringLiteral("nameserviceId"), QString::fromStdString(hdfs.nameserviceid())},
                                      {QStringLiteral("namenodeId"), namenode},
                                      {QStringLiteral("hostname"), host},
                                      {QStringLiteral("port"), hdfs.port()},
                                      {QStringLiteral("zkfcPort"), hdfs.zkfcport()}}};
    }
    // All of ActiveRMInfoProto's fields are optional: a damaged NameNode record would parse as one,
    // so a field it does not declare rules it out.
    hadoop::yarn::ActiveRMInfoProto yarn;
    if (yarn.ParseFromArray(node.data.constData(), int(node.data.size())) && yarn.has_rmid()
        && yarn.GetReflection()->GetUnknownFields(yarn).empty()) {
        QJsonObject fields{{QStringLiteral("rmId"), QString::fromStdString(yarn.rmid())}};
        if (yarn.has_clusterid())
            fields.insert(QStringLiteral("clusterId"), QString::fromStdString(yarn.clusterid()));
        return ActiveInfo{QStringLiteral("hadoop-yarn"), QString::fromStdString(yarn.rmid()), fields};
    }
    return std::nullopt;
}

// Without decodable data, the default parent names tell HDFS (/hadoop-ha) from YARN.
QString systemByPath(const QString &scopePath)
{
    return parentPath(scopePath).contains(u"yarn", Qt::CaseInsensitive) ? QStringLiteral("hadoop-yarn")
                                                                        : QStringLiteral("hadoop-hdfs");
}

QString roleOf(const QString &system)
{
    return system == u"hadoop-yarn" ? QStringLiteral("active-resourcemanager") : QStringLiteral("active-namenode");
}

QString whatIsActive(const QString &system)
{
    return system == u"hadoop-yarn" ? QStringLiteral("ResourceManager") : QStringLiteral("NameNode");
}

QString adminCommand(const QString &system)
{
    return system == u"hadoop-yarn" ? QStringLiteral("yarn rmadmin -getAllServiceState")
                                    : QStringLiteral("hdfs haadmin -getAllServiceState");
}

void claim(const NodeListing &listing, const ListingSource &, SystemClaim &claim)
{
    const NodeInfo *lock = findChild(listing, kLockName);
    const NodeInfo *breadCrumb = findChild(listing, kBreadCrumbName);
    if (lock && !isSessionOwner(lock->stat.ephemeralOwner))
        lock = nullptr; // a persistent look-alike is no elector lock
    if (breadCrumb && isSessionOwner(breadCrumb->stat.ephemeralOwner))
        breadCrumb = nullptr;
    // An empty scope (a graceful failover's middle); YARN's Curator elector uses the same
    // parent with its latch nodes, which are Curator's to recognise.
    const QString parentName = nodeName(parentPath(listing.path));
    const bool emptyScope =
        listing.children.empty() && (parentName == u"hadoop-ha" || parentName == u"yarn-leader-election");
    if (!lock && !breadCrumb && !emptyScope)
        return;
    const std::optional<ActiveInfo> active = lock ? decodeActive(*lock) : std::nullopt;
    const std::optional<ActiveInfo> last = breadCrumb ? decodeActive(*breadCrumb) : std::nullopt;
    const QString system = active ? active->system : last ? last->system : systemByPath(listing.path);
    const QString scope = nodeName(listing.path);

    LockQueue queue;
    if (lock) {
        queue = singleNodeQueue(listing, *lock, LockKind::Election, system, roleOf(system));
        queue.queue.clear(); // the scope holds one election
        if (active)
            setOwner(queue.entries.front(), active->owner, active->fields);
        claim.children.insert(lock->name);
    } else {
        queue = systemQueue(listing.path, {}, Recipe::Generic, LockKind::Election, system, roleOf(system));
    }
    queue.id = system + QStringLiteral(":elector");
    if (breadCrumb)
        claim.children.insert(breadCrumb->name);

    const QString lockPath = childPath(listing.path, kLockName);
    const QString crumbPath = childPath(listing.path, kBreadCrumbName);
    if (!lock && breadCrumb) {
        queue.systemFindings.append(systemFinding(
            FindingKind::NoLeader, Severity::Critical, queue, {crumbPath},
            FindingText::tr("no active %1 for %2: the breadcrumb names %3, the last active, which may need fencing; "
                            "the failover controllers elect a new active once one is healthy (%4)")
                .arg(whatIsActive(system), scope, last ? last->owner : FindingText::tr("an undecodable record"),
                     adminCommand(system))));
    } else if (breadCrumb && breadCrumb->data != lock->data) {
        queue.systemFindings.append(systemFinding(
            FindingKind::LeaderMismatch, Severity::Warning, queue, {lockPath, crumbPath},
            FindingText::tr("failover under way for %1: %2 holds the lock but the breadcrumb still names %3 (fencing "
                            "it has not finished; if this lasts, check the failover controllers' logs)")
                .arg(scope, active ? active->owner : FindingText::tr("an undecodable record"),
                     last ? last->owner : FindingText::tr("an undecodable record"))));
    }
    claim.queues.push_back(std::move(queue));
}

// The names the GUI shows for the systems and roles this file sets (SystemNames).
constexpr SystemRoleName kHdfsRoles[] = {
    {"active-namenode", QT_TRANSLATE_NOOP("DisplayNames", "active NameNode")},
};
constexpr SystemRoleName kYarnRoles[] = {
    {"active-resourcemanager", QT_TRANSLATE_NOOP("DisplayNames", "active ResourceManager")},
};
constexpr SystemNames kNames[] = {
    {"hadoop-hdfs", "HDFS", kHdfsRoles},
    {"hadoop-yarn", "YARN", kYarnRoles},
};

} // namespace
} // namespace hadoop_system

SystemRecogniser hadoopRecogniser()
{
    return {"hadoop", hadoop_system::claim, nullptr, nullptr, nullptr, hadoop_system::kNames};
}

} // namespace lockscope
