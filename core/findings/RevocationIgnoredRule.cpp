// SPDX-License-Identifier: Apache-2.0

// revocation-ignored: a revocation payload written into an entry that is still there after the
// deadline: its client does not honour revocation.
#include "findings/FindingRules.h"
#include "findings/RuleSupport.h"

#include "platform/TextFormat.h"

namespace lockscope {

namespace {

void evaluateRevocationIgnored(const RuleInput &input, RuleOutput &out)
{
    const DiagnosticsInput &in = input.in;
    const qint64 deadline = in.settings.revocationDeadlineMs;
    if (deadline <= 0)
        return;
    for (const LockQueue &queue : in.locks) {
        for (const LockEntry &entry : queue.entries) {
            if (!entry.revocationRequested)
                continue;
            const EntryTimes *times = in.timeline ? in.timeline->times(queue.key(), entry.ref()) : nullptr;
            if (!times || times->revocationSinceMs == 0)
                continue;
            const qint64 since = in.nowMs - times->revocationSinceMs;
            if (since < deadline) {
                out.dueAt(times->revocationSinceMs + deadline);
                continue;
            }
            Finding finding = nodeFinding(FindingKind::RevocationIgnored, Severity::Warning, queue, entry);
            finding.durationMs = since;
            const QString owner = entry.isEphemeral() ? describeSession(entry.node->stat.ephemeralOwner, in.ensemble)
                                                      : FindingText::tr("its (persistent) creator");
            finding.detail =
                FindingText::tr("revocation of %1 was requested %2 ago and %3 still %4 it: its client "
                                "does not honour revocation (kazoo and go-zk locks never do); "
                                "force-delete it (lockscope-cli delete %1)")
                    .arg(entry.path(), formatDuration(since), owner,
                         entry.state == EntryState::Holding ? FindingText::tr("holds") : FindingText::tr("queues for"));
            out.findings.append(finding);
        }
    }
}

} // namespace

constinit const FindingRule kRevocationIgnoredRow = {
    .kind = FindingKind::RevocationIgnored,
    .name = "revocation-ignored",
    .facts = {.duration = true},
    .severity = Severity::Warning,
    .scope = RuleScope::Entries,
    .evaluate = evaluateRevocationIgnored,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "revocation ignored"),
    .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "revocation ignored"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText", "A revocation was requested and the entry is still there."),
    .remedy =
        QT_TRANSLATE_NOOP("lockscope::FindingText", "Its client does not honour revocation: force-delete the entry."),
    .remedyDeletes = true};

} // namespace lockscope
