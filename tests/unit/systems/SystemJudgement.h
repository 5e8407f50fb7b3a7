// SPDX-License-Identifier: Apache-2.0

#pragma once
// What the diagnostics say of a tree as a system leaves it: the healthy shapes of the recogniser
// files' tests must raise nothing above info.

#include "findings/FindingIdentity.h"
#include "systems/SystemFixtures.h"

#include "diagnostics/DiagnosticsEvaluation.h"
#include "diagnostics/EntryTimeline.h"

namespace lockscope::fixtures {

// A minute after the fixtures' nodes were made (FixtureTree's ctimes).
constexpr qint64 kJudgedAtMs = 1'700'000'060'000;

// Every finding above info, as "severity kind: detail", the tree judged a minute after it was
// written, each lock seen since then; no member has said who is connected, so nobody is dead.
inline QStringList findingsAboveInfo(const Tree &tree)
{
    const std::vector<LockQueue> locks = FixtureTree(tree).buildAll();
    EntryTimeline timeline;
    for (const LockQueue &queue : locks)
        timeline.observe(queue, kJudgedAtMs - 60'000);
    DiagnosticsInput input;
    input.locks = QueueView(locks);
    input.timeline = &timeline;
    input.nowMs = kJudgedAtMs;
    QStringList found;
    for (const Finding &finding : evaluateDiagnostics(input).report.findings) {
        if (finding.severity != Severity::Info)
            found.append(severityName(finding.severity) + u' ' + findingKindName(finding.kind) + u": "
                         + finding.detail);
    }
    return found;
}

// The queues `tree` makes that hold entries (a folder of records makes none).
inline int lockCount(const Tree &tree)
{
    int locks = 0;
    for (const LockQueue &queue : FixtureTree(tree).buildAll())
        locks += !queue.entries.empty();
    return locks;
}

} // namespace lockscope::fixtures
