// SPDX-License-Identifier: Apache-2.0

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

struct LiveView {
    ZkSession *session = nullptr;
    std::unique_ptr<LockMonitor> monitor; // null when starting failed
    std::unique_ptr<LockDiagnostics> diagnostics;
    QElapsedTimer started; // --timeout counts from here: the end of the read
    // The ensemble closed the session for want of authentication while the locks were read
    // (ZkSession::lastError() says so, and it has been printed): nothing read is to be shown.
    bool refused = false;
};

// FirstAnswers: until the diagnostics settle. WatchLists: until the ensemble's first watch lists
// are in, which name the plain nodes other sessions wait on as locks (a snapshot's locks go out
// before its findings are judged). None: not at all (a live view updates when they come).
enum class DiagnosticsWait {
    FirstAnswers,
    WatchLists,
    None
};
// Once: a snapshot, read without watches (LockMonitor::setReadOnce); Live: kept current.
enum class Reading {
    Live,
    Once
};

// Connects and starts the monitor on the requested roots with its diagnostics beside it, so the
// members' answers (connections, watches) arrive while the locks are read rather than after.
// Waits within --timeout for the monitor's first complete picture, then, with what is left,
// for the diagnostics' first answers (when the ensemble does not answer in time the snapshot
// still goes out; its errors then say what stayed unknown). On failure prints why, sets
// *exitCode and returns a view without a monitor, or with one and `refused` set.
LiveView startLiveView(CliContext &context, int *exitCode, DiagnosticsWait wait = DiagnosticsWait::FirstAnswers,
                       Reading reading = Reading::Live);
// Waits, within what is left of --timeout, for the diagnostics' first answers.
void awaitFirstAnswers(CliContext &context, const LiveView &view);
SnapshotInput snapshotOf(const CliContext &context, const LockMonitor &monitor, const LockDiagnostics &diagnostics);
// The locks alone, as the monitor has them now: `diagnostics` is left for the caller to fill.
SnapshotInput locksOf(const CliContext &context, const LockMonitor &monitor);

} // namespace lockscope::cli
