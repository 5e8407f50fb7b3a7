// SPDX-License-Identifier: Apache-2.0

// Kafka in ZooKeeper mode (apache/kafka core/src/main/scala/kafka/zk/ZkData.scala): the
// controller is a single-node election, `<root>/controller` (ephemeral, JSON with `brokerid`),
// beside `<root>/controller_epoch` and the broker registrations `<root>/brokers/ids/<id>`.
// Every broker uses one ZooKeeper session for its registration and the controller node, so a
// controller node under another session than its broker's registration is a leftover
// (KAFKA-6082, "node exists with another owner").

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

#include <QJsonValue>

namespace lockscope {
namespace kafka_system { // one name per system file: the tree builds as unity batches
namespace {

const QString kSystem = QStringLiteral("kafka");
const QString kRole = QStringLiteral("controller");

QString brokerIdsPath(const QString &root)
{
    return childPath(childPath(root, u"brokers"), u"ids");
}

// Kafka writes {"version":N,"brokerid":N,"timestamp":"..."}: both numbers must be there.
std::optional<QJsonObject> controllerRecord(const NodeInfo &node)
{
    std::optional<QJsonObject> json = jsonObjectOf(node);
    if (!json || !json->value(u"brokerid").isDouble() || !json->value(u"version").isDouble())
        return std::nullopt;
    return json;
}

bool looksLikeKafkaRoot(const NodeListing &listing)
{
    const NodeInfo *epoch = findChild(listing, u"controller_epoch");
    return epoch && !isSessionOwner(epoch->stat.ephemeralOwner) && findChild(listing, u"brokers");
}

void describeController(LockQueue &queue, LockEntry &entry, const QJsonObject &record, const ListingSource &source)
{
    const int brokerId = record.value(u"brokerid").toInt();
    const QString broker = QString::number(brokerId);
    QJsonObject fields = record;
    const QString ids = brokerIdsPath(queue.path);
    const NodeInfo *registration = findNode(source, ids, broker);
    if (registration) {
        if (const std::optional<QJsonObject> info = jsonObjectOf(*registration)) {
            fields.insert(QStringLiteral("host"), info->value(u"host"));
            fields.insert(QStringLiteral("port"), info->value(u"port"));
        }
    }
    setOwner(entry, QStringLiteral("broker %1").arg(broker), fields);

    const NodeListing *idsListing = source.find(ids);
    if (!idsListing || !entry.isEphemeral())
        return;
    if (!registration) {
        queue.systemFindings.append(systemFinding(
            FindingKind::LeaderMismatch, Severity::Warning, queue, {entry.path()},
            FindingText::tr("the controller node names broker %1, which is not registered under %2: a leftover of a "
                            "broker that is gone; it vanishes when session %3 expires, else delete it at version %4")
                .arg(broker, ids, formatSessionId(entry.node->stat.ephemeralOwner))
                .arg(entry.node->stat.version)));
    } else if (registration->stat.ephemeralOwner != entry.node->stat.ephemeralOwner) {
        queue.systemFindings.append(systemFinding(
            FindingKind::LeaderMismatch, Severity::Warning, queue, {entry.path(), childPath(ids, broker)},
            FindingText::tr("the controller node belongs to session %1, but broker %2 is registered under session %3: "
                            "a leftover of broker %2's previous session (\"node exists with another owner\"); it "
                            "vanishes when that session expires, else delete it at version %4")
                .arg(formatSessionId(entry.node->stat.ephemeralOwner), broker,
                     formatSessionId(registration->stat.ephemeralOwner))
                .arg(entry.node->stat.version)));
    }
}

void claim(const NodeListing &listing, const ListingSource &source, SystemClaim &claim)
{
    const NodeInfo *controller = findChild(listing, u"controller");
    if (controller && !isSessionOwner(controller->stat.ephemeralOwner))
        controller = nullptr;
    const std::optional<QJsonObject> record = controller ? controllerRecord(*controller) : std::nullopt;
    const bool kafkaRoot = looksLikeKafkaRoot(listing);
    if (!record && !kafkaRoot)
        return;
    // A Kafka root's persistent folders (brokers, config, admin, controller_epoch...) are Kafka's
    // metadata, not stray nodes beside a lock.
    if (kafkaRoot) {
        for (const NodeInfo &child : listing.children) {
            if (!isSessionOwner(child.stat.ephemeralOwner))
                claim.children.insert(child.name);
        }
    }
    if (controller) {
        LockQueue queue = singleNodeQueue(listing, *controller, LockKind::Election, kSystem, kRole);
        if (record)
            describeController(queue, queue.entries.front(), *record, source);
        claim.children.insert(controller->name);
        claim.queues.push_back(std::move(queue));
        return;
    }
    // A Kafka root with no controller: the brokers are between controllers, or stuck.
    LockQueue queue =
        systemQueue(listing.path, QStringLiteral("controller"), Recipe::Generic, LockKind::Election, kSystem, kRole);
    const NodeListing *ids = source.find(brokerIdsPath(listing.path));
    if (ids && !ids->children.empty()) {
        queue.systemFindings.append(systemFinding(
            FindingKind::NoLeader, Severity::Critical, queue, {childPath(listing.path, u"controller")},
            FindingText::tr("%1 broker(s) registered under %2 but none is the controller: no partition leader can "
                            "change until one is elected (see the brokers' controller logs)")
                .arg(ids->children.size())
                .arg(ids->path)));
    }
    claim.queues.push_back(std::move(queue));
}

void related(const NodeListing &listing, QStringList &paths)
{
    if (findChild(listing, u"controller") || findChild(listing, u"controller_epoch"))
        paths.append(brokerIdsPath(listing.path));
}

void readers(const QString &path, QStringList &paths)
{
    static const QString kSuffix = QStringLiteral("/brokers/ids");
    if (path.endsWith(kSuffix))
        paths.append(path.size() == kSuffix.size() ? QStringLiteral("/") : path.chopped(kSuffix.size()));
}

// The names the GUI shows for the systems and roles this file sets (SystemNames).
constexpr SystemRoleName kRoleNames[] = {
    {"controller", QT_TRANSLATE_NOOP("DisplayNames", "controller")},
};
constexpr SystemNames kNames[] = {
    {"kafka", "Kafka", kRoleNames},
};

} // namespace
} // namespace kafka_system

SystemRecogniser kafkaRecogniser()
{
    return {"kafka", kafka_system::claim, nullptr, kafka_system::related, kafka_system::readers, kafka_system::kNames};
}

} // namespace lockscope
