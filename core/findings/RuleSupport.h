// SPDX-License-Identifier: Apache-2.0

#pragma once
// What several rules share: a finding about one node, a suspect read again, and the session a
// node's name carries.

#include "findings/FindingRule.h"
#include "types/DiagnosticsTypes.h"
#include "recipes/LockTypes.h"

#include <optional>

namespace lockscope {

// A finding of `kind` about one entry of `queue`, naming its session when it has one.
Finding nodeFinding(FindingKind kind, Severity severity, const LockQueue &queue, const LockEntry &entry);

// Whether the server, read after a round asked at `confirmedFrom` or later, still has `path` as the
// tree shows it: the same node, and unchanged too when `unchanged`. The ensemble's answers are
// newer than the tree (NodeRecheck.h): nothing is reported on a tree the server has left behind.
// Asks for that read when there is none, or when the one there is older than this round and
// found another node.
bool serverStillHas(const RuleInput &input, RuleOutput &out, const QString &path, const NodeStat &inTree,
                    qint64 confirmedFrom, bool unchanged);

// The session a node's name carries (ZooKeeper's lock recipes: `x-<session>-<seq>`).
std::optional<qint64> sessionInNodeName(const QString &name);

} // namespace lockscope
