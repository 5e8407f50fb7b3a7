#pragma once
// What snapshot, watch and serve share: a monitor on the requested roots, read once completely,
// its diagnostics, and the snapshot document they make together.

#include "diagnostics/LockDiagnostics.h"
#include "monitor/LockMonitor.h"
#include "report/SnapshotJson.h"

#include <QElapsedTimer>
#include <memory>

namespace lockscope::cli {

class CliContext;

// Connects, starts a monitor on the requested roots and waits for its first complete picture.
// On failure prints why, sets *exitCode and returns nullptr.
std::unique_ptr<LockMonitor> startMonitor(CliContext &context, int *exitCode, ZkSession **sessionOut);
// Starts the diagnostics and waits, with what is left of --timeout since `started`, for the
// ensemble's first answers (0 ms left: does not wait).
std::unique_ptr<LockDiagnostics> startDiagnostics(CliContext &context, LockMonitor *monitor, ZkSession *session,
                                                  const QElapsedTimer &started);
SnapshotInput snapshotOf(const CliContext &context, const LockMonitor &monitor, const LockDiagnostics &diagnostics);

} // namespace lockscope::cli
