// SPDX-License-Identifier: Apache-2.0

// long-held: a holder of a task lock past its limit. Elections and lifetime locks (a leader, a
// replica's liveness lock) are held for the process's life by design: never judged here.
#include "findings/FindingRules.h"
#include "findings/RuleSupport.h"

#include "platform/TextFormat.h"

namespace lockscope {

namespace {

void evaluateLongHeld(const RuleInput &input, RuleOutput &out)
{
    const DiagnosticsInput &in = input.in;
    for (const LockQueue &queue : in.locks) {
        if (queue.heldForLife())
            continue;
        for (const LockEntry &entry : queue.entries) {
            // A persistent holder is reported as persistent-node: its age says nothing about a client.
            if (entry.state != EntryState::Holding || !entry.isEphemeral())
                continue;
            const qint64 limit = in.settings.longHeldThreshold(queue.path, queue.key());
            const EntryTimes *times = in.timeline && limit > 0 ? in.timeline->times(queue.key(), entry.ref()) : nullptr;
            if (!times || times->holdingSinceMs == 0)
                continue;
            const qint64 held = in.nowMs - times->holdingSinceMs;
            if (held < limit) {
                out.dueAt(times->holdingSinceMs + limit);
                continue;
            }
            Finding finding = nodeFinding(FindingKind::LongHeld, Severity::Warning, queue, entry);
            finding.durationMs = held;
            finding.detail =
                FindingText::tr("%1 held for %2 by %3, over the %4 limit, %5 waiting: ask the client to "
                                "release (lockscope-cli revoke %1) or find out what it is doing")
                    .arg(entry.path(), formatDuration(held),
                         describeSession(entry.node->stat.ephemeralOwner, in.ensemble), formatDuration(limit))
                    .arg(queue.waiters());
            out.findings.append(finding);
        }
    }
}

} // namespace

constinit const FindingRule kLongHeldRow = {
    .kind = FindingKind::LongHeld,
    .name = "long-held",
    .facts = {.duration = true},
    .severity = Severity::Warning,
    .scope = RuleScope::BlockingQueues,
    .evaluate = evaluateLongHeld,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "long-held"),
    .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "held too long"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText", "A task lock has been held past its limit."),
    .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText", "Request revocation, or find out what its client is doing."),
    .remedyRevokes = true};

} // namespace lockscope
