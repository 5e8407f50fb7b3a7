// SPDX-License-Identifier: Apache-2.0

// leader-flapping: an election or a single-node leadership (held for its process's life) whose
// holder changed more than N times within M minutes (DiagnosticsSettings). Each change looks
// healthy on its own, and the lock's age hides them: a controller re-elected every few seconds
// looks stable in any one snapshot. A task lock's hand-offs are its work and are not counted.
#include "findings/FindingRules.h"

#include "platform/TextFormat.h"

#include <algorithm>

namespace lockscope {

namespace {

void evaluateLeaderFlapping(const RuleInput &input, RuleOutput &out)
{
    const DiagnosticsInput &in = input.in;
    const int most = in.settings.flappingChanges;
    const qint64 window = in.settings.flappingWindowMs;
    if (!in.timeline || most <= 0 || window <= 0)
        return;
    for (const LockQueue &queue : in.locks) {
        const QList<qint64> changes = in.timeline->holderChanges(queue.key());
        if (changes.size() <= most)
            continue;
        const auto first = std::lower_bound(changes.begin(), changes.end(), in.nowMs - window);
        const qsizetype recent = changes.end() - first;
        if (recent <= most)
            continue;
        // It clears once the oldest change that makes it falls out of the window.
        out.dueAt(*(changes.end() - most - 1) + window + 1);
        Finding finding;
        finding.kind = FindingKind::LeaderFlapping;
        finding.severity = Severity::Warning;
        finding.locks = {queue.path};
        for (const LockEntry &entry : queue.entries) {
            if (entry.state != EntryState::Holding)
                continue;
            finding.nodes.append(entry.ref());
            if (entry.isEphemeral())
                finding.sessions.append(entry.node->stat.ephemeralOwner);
        }
        finding.durationMs = in.nowMs - *first;
        const QString name = queue.system.isEmpty()
            ? queue.title()
            : QStringLiteral("%1 (%2 %3)").arg(queue.title(), queue.system, queue.role);
        finding.detail = FindingText::tr("the holder of %1 changed %2 times in the last %3 (the latest %4 ago): look "
                                         "at the candidates' logs for session expiries (GC pauses, a lost network, a "
                                         "session timeout too short for them) rather than at the lock")
                             .arg(name)
                             .arg(recent)
                             .arg(formatDuration(window), formatDuration(qMax<qint64>(0, in.nowMs - changes.last())));
        out.findings.append(finding);
    }
}

} // namespace

constinit const FindingRule kLeaderFlappingRow = {
    .kind = FindingKind::LeaderFlapping,
    .name = "leader-flapping",
    .subject = FindingSubject::FirstLock,
    .severity = Severity::Warning,
    .scope = RuleScope::Elections,
    .evaluate = evaluateLeaderFlapping,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "leader flapping"),
    .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "leader flapping"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "An election's holder keeps changing: each hand-over is healthy "
                                 "alone, the rate is not."),
    .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                "Look at the candidates for session expiries (GC pauses, network, "
                                "a too short session timeout).")};

} // namespace lockscope
