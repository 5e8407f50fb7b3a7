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

} // namespace

void evaluateNoLeader(const RuleInput &input, RuleOutput &out)
{
    reportSystemFindings(input, out, FindingKind::NoLeader);
}

void evaluateLeaderMismatch(const RuleInput &input, RuleOutput &out)
{
    reportSystemFindings(input, out, FindingKind::LeaderMismatch);
}

} // namespace lockscope
