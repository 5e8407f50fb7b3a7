// SPDX-License-Identifier: Apache-2.0

#pragma once
// What system recognisers share: building elections from plain nodes, owners, reading data.

#include "recipes/ListingSource.h"
#include "recipes/LockTypes.h"

#include <QJsonObject>
#include <optional>

namespace lockscope {

const NodeInfo *findChild(const NodeListing &listing, QStringView name);
// The child `name` of the listing at `parentPath`, when the source knows it.
const NodeInfo *findNode(const ListingSource &source, const QString &parentPath, QStringView name);

// A JSON object from a node's data (Qt's parser); nullopt for anything else, truncated data included.
std::optional<QJsonObject> jsonObjectOf(const NodeInfo &node);
// Data as UTF-8 text when it is valid UTF-8 and not truncated, else nullopt.
std::optional<QString> utf8TextOf(const NodeInfo &node);

void setOwner(LockEntry &entry, QString text, QJsonObject fields = {});

// A queue of `system` and `role` in `parentPath`, named `queue` (empty when the parent holds it alone).
LockQueue systemQueue(const QString &parentPath, const QString &queue, Recipe recipe, LockKind kind,
                      const QString &system, const QString &role);

// A single-node election or lock: the node exists while someone holds (Kafka's /controller,
// Hadoop's ActiveStandbyElectorLock, ClickHouse's DDL shard lock).
LockQueue singleNodeQueue(const NodeListing &listing, const NodeInfo &node, LockKind kind, const QString &system,
                          const QString &role);

// Appends `entry` as a standby waiting for the leader's node `leaderPath` (which may not exist).
void addStandby(LockQueue &queue, LockEntry entry, const QString &leaderPath);

// A finding the system's records support, about `nodes` of `queue`.
Finding systemFinding(FindingKind kind, Severity severity, const LockQueue &queue, const QStringList &nodes,
                      QString detail);

} // namespace lockscope
