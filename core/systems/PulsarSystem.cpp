// SPDX-License-Identifier: Apache-2.0

// Apache Pulsar (apache/pulsar pulsar-broker/.../loadbalance/LeaderElectionService.java,
// LeaderBroker.java): the broker that runs the load manager holds the ephemeral
// `/loadbalance/leader`, a single-node election whose data is LeaderBroker as JSON,
// `{"serviceUrl":"http://broker-1:8080"}`. Broker registrations `/loadbalance/brokers/<host:port>`
// are not locks, nor is bundle ownership under `/namespace/...` (one owner per bundle, with no
// one waiting: a registry of who serves what, kept out of locks).

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

namespace lockscope {
namespace {

bool isLoadBalance(const QString &path)
{
    return nodeName(path) == u"loadbalance";
}

void claim(const NodeListing &listing, const ListingSource &, SystemClaim &claim)
{
    if (nodeName(listing.path) != u"brokers" || !isLoadBalance(parentPath(listing.path)))
        return;
    for (const NodeInfo &child : listing.children) {
        if (isSessionOwner(child.stat.ephemeralOwner))
            claim.children.insert(child.name);
    }
}

bool annotate(LockQueue &queue, const ListingSource &)
{
    if (!isLoadBalance(queue.path) || queue.entries.size() != 1 || queue.entries.front().node->name != u"leader")
        return false;
    queue.system = QStringLiteral("pulsar");
    queue.role = QStringLiteral("leader");
    queue.kind = LockKind::Election;
    LockEntry &leader = queue.entries.front();
    const std::optional<QJsonObject> record = jsonObjectOf(leader.node);
    if (record && record->value(u"serviceUrl").isString() && !record->value(u"serviceUrl").toString().isEmpty())
        setOwner(leader, record->value(u"serviceUrl").toString(), *record);
    return true;
}

} // namespace

SystemRecogniser pulsarRecogniser()
{
    return {"pulsar", claim, annotate, nullptr, nullptr};
}

} // namespace lockscope
