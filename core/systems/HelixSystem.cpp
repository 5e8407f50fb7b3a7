// SPDX-License-Identifier: Apache-2.0

// Apache Helix (apache/helix DistributedLeaderElection.java, PropertyPathBuilder.java): the
// controller leader is the ephemeral `/<cluster>/CONTROLLER/LEADER`, a single-node election whose
// data is a ZNRecord in JSON: `id` names the controller instance, `simpleFields` carry its
// LIVE_INSTANCE (pid@host), SESSION_ID and HELIX_VERSION. Participants' ephemeral
// `/<cluster>/LIVEINSTANCES/<instance>` nodes are registrations, never locks.

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

namespace lockscope {
namespace {

void claim(const NodeListing &listing, const ListingSource &, SystemClaim &claim)
{
    // Claimed with no queue: not shown as locks even under an explicit root.
    if (nodeName(listing.path) != u"LIVEINSTANCES")
        return;
    for (const NodeInfo &child : listing.children) {
        if (isSessionOwner(child.stat.ephemeralOwner))
            claim.children.insert(child.name);
    }
}

bool annotate(LockQueue &queue, const ListingSource &)
{
    if (nodeName(queue.path) != u"CONTROLLER" || queue.entries.size() != 1 || queue.entries.front().node->name != u"LEADER"
        || queue.entries.front().sequence != 0)
        return false;
    queue.system = QStringLiteral("helix");
    queue.role = QStringLiteral("controller");
    queue.kind = LockKind::Election;
    LockEntry &leader = queue.entries.front();
    const std::optional<QJsonObject> record = jsonObjectOf(leader.node);
    if (!record || !record->value(u"id").isString() || record->value(u"id").toString().isEmpty())
        return true;
    QJsonObject fields{{QStringLiteral("id"), record->value(u"id")}};
    const QJsonObject simple = record->value(u"simpleFields").toObject();
    for (auto it = simple.begin(); it != simple.end(); ++it)
        fields.insert(it.key(), it.value());
    setOwner(leader, record->value(u"id").toString(), fields);
    return true;
}

} // namespace

SystemRecogniser helixRecogniser()
{
    return {"helix", claim, annotate, nullptr, nullptr};
}

} // namespace lockscope
