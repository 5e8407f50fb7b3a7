// SPDX-License-Identifier: Apache-2.0

#pragma once
// The overview's facts about one lock, derived once per update rather than on every paint.

#include "diagnostics/DiagnosticsTypes.h"
#include "recipes/LockTypes.h"

#include <QHash>
#include <QStringList>
#include <QString>
#include <memory>

namespace lockscope::ui {

// What diagnostics found wrong with a lock beyond its own nodes (deadlock, herd, ...).
struct LockFindings {
    QStringList labels;              // one short phrase per finding, most severe first
    bool critical = false;
    friend bool operator==(const LockFindings &, const LockFindings &) = default;
};

struct LockSummary {
    QString key;
    std::shared_ptr<const LockQueue> queue;
    // Node path -> when it became a holder (ms since epoch): LockEntry::acquiredMs, or, for a holder
    // promoted before lockscope looked, when it was first shown (it has held at least that long).
    QHash<QString, qint64> holdingSince;
    qint64 holdSinceMs = 0;          // the longest-standing holder's, 0 when nobody holds
    bool holdSinceIsLowerBound = false;   // that holder's acquisition is not known: "≥"
    qint64 oldestWaiterMs = 0;       // creation of the longest-waiting node, 0 when none waits
    int holders = 0;
    int waiters = 0;
    // Who holds, as the Holder column shows it: the longest-standing holder's owner (or session),
    // "+N" for the other holders; empty when nobody holds.
    QString holder;
    int persistentNodes = 0;         // entries that outlive their client
    int revocationsRequested = 0;
    QString error;                   // a read error under this lock, empty when none
    LockFindings findings;

    bool hasProblem() const
    {
        return persistentNodes > 0 || revocationsRequested > 0 || !queue->unrecognized.isEmpty()
            || !error.isEmpty() || !findings.labels.isEmpty() || findings.critical;
    }
    // Worth the critical marker: a read error or a critical finding (a deadlock).
    bool isCritical() const { return !error.isEmpty() || findings.critical; }
    // 2 critical, 1 a problem, 0 healthy: what the Problems column sorts by.
    int severityRank() const { return isCritical() ? 2 : hasProblem() ? 1 : 0; }
    // One line naming everything wrong, empty when nothing is.
    QString problemText() const;
};

// The findings that touch each lock, by lock path. Persistent-node and unrecognized findings get
// no label (the summary counts those from the lock's own nodes) but do raise the severity: a
// persistent node blocking the queue is critical.
QHash<QString, LockFindings> findingsByLock(const QList<Finding> &findings);

// Builds the summary of `queue`, carrying hold times over from `previous` (may be null).
LockSummary summarizeLock(std::shared_ptr<const LockQueue> queue, const LockSummary *previous,
                          qint64 nowMs);

} // namespace lockscope::ui
