#pragma once
// The human-readable form of a snapshot: one block per lock, one row per entry.

#include "report/SnapshotJson.h"

#include <QString>

namespace lockscope::cli {

QString formatSnapshotTable(const SnapshotInput &snapshot);
// The human form of the diagnostics, after the lock table.
QString formatDiagnostics(const DiagnosticsReport &report);
// "/app/locks/orders", or "/app/locks/orders [read]" for one of several queues.
QString lockTitle(const QString &path, const QString &queue);

} // namespace lockscope::cli
