// SPDX-License-Identifier: Apache-2.0

#pragma once
// One evaluation of every rule of the findings registry (core/findings): the report (sessions, findings, errors) at input.nowMs, and
// when it should be evaluated or the ensemble asked again. A pure function.

#include "diagnostics/DiagnosticsInput.h"

namespace lockscope {

struct Evaluation {
    DiagnosticsReport report;
    qint64 nextDueMs = 0; // a time-based finding appears then (0: none pending)
    qint64 confirmWatchesAtMs = 0; // ask the ensemble again then to judge a suspect waiter (0: none)
    QHash<QString, qint64> unwatchedSinceMs; // the waiters found watching nothing, since when
    QStringList rechecks; // read these nodes again, after this round, before judging them
    QSet<QString> rechecksInUse; // the nodes whose reads the rules looked at (the rest may go)
};

Evaluation evaluateDiagnostics(const DiagnosticsInput &input);

} // namespace lockscope
