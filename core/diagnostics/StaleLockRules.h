#pragma once
// Findings about nodes that stay too long: long-held, persistent-node, revocation-ignored, and
// children that are no lock entries (unrecognized).

#include "diagnostics/DiagnosticsInput.h"

#include <optional>

namespace lockscope {

// Appends the findings to `findings`. *nextDueMs becomes the earliest later time at which a
// time-based finding of these kinds would appear (unchanged when none is due).
void addStaleLockFindings(const DiagnosticsInput &input, QList<Finding> &findings, qint64 *nextDueMs);

// The session a node's name carries (ZooKeeper's lock recipes: `x-<session>-<seq>`).
std::optional<qint64> sessionInNodeName(const QString &name);

} // namespace lockscope
