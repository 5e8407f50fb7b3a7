// SPDX-License-Identifier: Apache-2.0

#pragma once
// What several rules share: a finding about one node, and the session a node's name carries.

#include "types/DiagnosticsTypes.h"
#include "recipes/LockTypes.h"

#include <optional>

namespace lockscope {

// A finding of `kind` about one entry of `queue`, naming its session when it has one.
Finding nodeFinding(FindingKind kind, Severity severity, const LockQueue &queue, const LockEntry &entry);

// The session a node's name carries (ZooKeeper's lock recipes: `x-<session>-<seq>`).
std::optional<qint64> sessionInNodeName(const QString &name);

} // namespace lockscope
