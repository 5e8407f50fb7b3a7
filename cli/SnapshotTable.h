#pragma once
// The human-readable form of a snapshot: one block per lock, one row per entry.

#include "report/SnapshotJson.h"

#include <QString>

namespace lockscope::cli {

QString formatSnapshotTable(const SnapshotInput &snapshot);

} // namespace lockscope::cli
