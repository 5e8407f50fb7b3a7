// SPDX-License-Identifier: Apache-2.0

// no-leader and leader-mismatch: what a system's own records say about its election (Hadoop's
// breadcrumb, Solr's leader record, Kafka's controller epoch). The recogniser reads those records
// with the queue they describe, so their verdict travels with the queue; these rows report it.
#include "findings/FindingRules.h"

namespace lockscope {
namespace {

void reportSystemFindings(const RuleInput &input, RuleOutput &out, FindingKind kind)
{
    for (const LockQueue &queue : input.in.locks) {
        for (const Finding &finding : queue.systemFindings) {
            if (finding.kind == kind)
                out.findings.append(finding);
        }
    }
}

void evaluateNoLeader(const RuleInput &input, RuleOutput &out)
{
    reportSystemFindings(input, out, FindingKind::NoLeader);
}

void evaluateLeaderMismatch(const RuleInput &input, RuleOutput &out)
{
    reportSystemFindings(input, out, FindingKind::LeaderMismatch);
}

} // namespace

constinit const FindingRule kNoLeaderRow = {
    .kind = FindingKind::NoLeader,
    .name = "no-leader",
    .severity = Severity::Critical,
    .scope = RuleScope::SystemRecords,
    .evaluate = evaluateNoLeader,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "no leader"),
    .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "no leader"),
    .summary =
        QT_TRANSLATE_NOOP("lockscope::FindingText", "The system's records say a leader should exist and none holds."),
    .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                "Check the system's candidates; the last leader may need fencing.")};

constinit const FindingRule kLeaderMismatchRow = {
    .kind = FindingKind::LeaderMismatch,
    .name = "leader-mismatch",
    .severity = Severity::Warning,
    .scope = RuleScope::SystemRecords,
    .evaluate = evaluateLeaderMismatch,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "leader mismatch"),
    .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "leader mismatch"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "The system's leader record names someone other than the election's "
                                 "holder."),
    .remedy =
        QT_TRANSLATE_NOOP("lockscope::FindingText", "A failover is in progress or stuck; watch that it completes.")};

} // namespace lockscope
