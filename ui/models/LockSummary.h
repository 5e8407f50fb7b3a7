// SPDX-License-Identifier: Apache-2.0

#pragma once
// The overview's facts about one lock, derived once per update rather than on every paint.

#include "types/DiagnosticsTypes.h"
#include "recipes/LockTypes.h"

#include <QHash>
#include <QStringList>
#include <QString>
#include <memory>
#include <optional>

namespace lockscope::ui {

// What diagnostics found wrong with a lock beyond its own nodes (deadlock, herd, ...).
struct LockFindings {
    QStringList labels; // one short phrase per finding, most severe first
    bool critical = false;
    std::optional<Severity> worst; // the most severe finding's, labelled or not
    friend bool operator==(const LockFindings &, const LockFindings &) = default;
};

struct LockSummary {
    QString key;
    std::shared_ptr<const LockQueue> queue;
    // Node path -> when it became a holder (ms since epoch): LockEntry::acquiredMs, or, for a holder
    // promoted before lockscope looked, when it was first shown (it has held at least that long).
    QHash<QString, qint64> holdingSince;
    qint64 holdSinceMs = 0; // the longest-standing holder's, 0 when nobody holds
    bool holdSinceIsLowerBound = false; // that holder's acquisition is not known: "≥"
    qint64 oldestWaiterMs = 0; // creation of the longest-waiting node, 0 when none waits
    int holders = 0;
    int waiters = 0;
    // Who holds, as the Holder column shows it: the longest-standing holder's owner (or session),
    // "+N" for the other holders; empty when nobody holds.
    QString holder;
    int persistentNodes = 0; // entries that outlive their client
    int revocationsRequested = 0;
    QString error; // a read error under this lock, empty when none
    LockFindings findings;

    bool hasProblem() const
    {
        return persistentNodes > 0 || revocationsRequested > 0 || !queue->unrecognized.isEmpty() || !error.isEmpty()
            || !findings.labels.isEmpty() || findings.worst.has_value();
    }
    // The lock's severity is its findings' (a read error under it counts as critical), so the
    // list marks a lock as the Findings tab does: a Hive lock's "by design" persistent node is
    // info there and here. nullopt: no finding (the Problems text may still name facts).
    std::optional<Severity> severity() const
    {
        return !error.isEmpty() || findings.critical ? std::optional(Severity::Critical) : findings.worst;
    }
    bool isCritical() const { return severity() == Severity::Critical; }
    // 3 critical, 2 warning, 1 info or a fact without a finding, 0 healthy: the Problems sort.
    int severityRank() const
    {
        if (const std::optional<Severity> s = severity())
            return *s == Severity::Critical ? 3 : *s == Severity::Warning ? 2 : 1;
        return hasProblem() ? 1 : 0;
    }
    // One line naming everything wrong, empty when nothing is.
    QString problemText() const;
};

// The findings that touch each lock, by lock path. Persistent-node and unrecognized findings get
// no label (the summary counts those from the lock's own nodes) but do raise the severity: a
// persistent node blocking the queue is critical.
QHash<QString, LockFindings> findingsByLock(const QList<Finding> &findings);

// Builds the summary of `queue`, carrying hold times over from `previous` (may be null).
LockSummary summarizeLock(std::shared_ptr<const LockQueue> queue, const LockSummary *previous, qint64 nowMs);

} // namespace lockscope::ui
