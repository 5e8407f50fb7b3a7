#pragma once
// The human-readable form of a snapshot: one block per lock, one row per entry.

#include "report/SnapshotJson.h"

#include <QString>

namespace lockscope::cli {

QString formatSnapshotTable(const SnapshotInput &snapshot);
// "850 ms", "12.4 s", "3 min 5 s", "2 h 10 min"
QString formatDuration(qint64 ms);

} // namespace lockscope::cli
