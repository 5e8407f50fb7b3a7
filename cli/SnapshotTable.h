// SPDX-License-Identifier: Apache-2.0

#pragma once
// The human-readable form of a snapshot: one block per lock, one row per entry.

#include "report/SnapshotJson.h"

#include <QTextStream>

namespace lockscope::cli {

// Written lock by lock: the stream passes it on as it fills, not once at the end.
void printSnapshotTable(QTextStream &out, const SnapshotInput &snapshot);
// The human form of the diagnostics, after the lock table.
QString formatDiagnostics(const DiagnosticsReport &report);
// "/app/locks/orders", or "/app/locks/orders [read]" for one of several queues.

} // namespace lockscope::cli
