// SPDX-License-Identifier: Apache-2.0

#pragma once
// Everything the findings are judged from, at one moment. The rules are pure functions of it.

#include "types/DiagnosticsTypes.h"
#include "diagnostics/EnsembleView.h"
#include "diagnostics/EntryTimeline.h"
#include "diagnostics/NodeRecheck.h"
#include "recipes/LockTypes.h"
#include "recipes/QueueView.h"

#include <QHash>

#include <atomic>
#include <vector>

namespace lockscope {

struct DiagnosticsInput {
    QueueView locks;
    const EntryTimeline *timeline = nullptr;
    const EnsembleView *ensemble = nullptr; // nullptr until the ensemble has answered once
    qint64 ownSession = 0; // lockscope's own: it watches every lock node, it is no client
    QString ensembleName; // the connect string, for ensemble-wide errors
    DiagnosticsSettings settings;
    qint64 nowMs = 0; // local clock, ms since epoch
    // Every listing read under the monitored paths (by path), and those paths: where leftover
    // looks for empty lock parents. nullptr: not known (history), and leftover stays silent.
    const QHash<QString, NodeListing> *listings = nullptr;
    QStringList monitoredPaths;
    // Since when each session behind entries has been served by no member (the ask of the first
    // round that missed it), carried from one evaluation to the next; nullptr: since this round.
    const QHash<qint64, qint64> *missingSinceMs = nullptr;
    // Since when each waiter (by node path) has been found watching nothing (the ask of the first
    // round that found it so), carried likewise; nullptr: since this round.
    const QHash<QString, qint64> *unwatchedSinceMs = nullptr;
    // Nodes the rules suspected, read again after a round (NodeRecheck.h); nullptr: none.
    const NodeRechecks *rechecks = nullptr;
    // Set by an owner that no longer wants the answer: the evaluation stops between its passes.
    const std::atomic<bool> *cancelled = nullptr;

    bool isCancelled() const { return cancelled && cancelled->load(std::memory_order_relaxed); }
};

// "0x0100000a02b00003 (10.0.0.5:53422)", or the id alone when the address is unknown.
QString describeSession(qint64 session, const EnsembleView *ensemble);

} // namespace lockscope
