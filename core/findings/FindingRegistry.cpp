// SPDX-License-Identifier: Apache-2.0

// One row per finding kind. The order is the order they run; each reads the same RuleInput.
#include "findings/FindingRules.h"

#include <algorithm>

namespace lockscope {

std::span<const FindingRule> findingRules()
{
    static const FindingRule rows[] = {
        {FindingKind::Deadlock, Severity::Critical, RuleScope::BlockedWaits, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "Sessions wait for each other in a circle of blocked waits: none can proceed."),
         QT_TRANSLATE_NOOP("lockscope::FindingText", "Release or force-delete one of the held nodes of the circle."),
         evaluateDeadlock},
        {FindingKind::DeadHolder, Severity::Warning, RuleScope::Sessions, true,
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "A session that holds or queues for locks is served by no member: its "
                           "process is gone and its nodes stay until the session expires."),
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "Wait for the expiry; when it is too long and the process is surely dead, "
                           "force-delete the exact node it holds."),
         evaluateDeadHolder},
        {FindingKind::BrokenWait, Severity::Critical, RuleScope::WatchingWaiters, true,
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "A live waiter watches nothing, or not what it waits for: it will never "
                           "wake (a standby will never take over)."),
         QT_TRANSLATE_NOOP("lockscope::FindingText", "Restart that client, or force-delete its node."),
         evaluateBrokenWait},
        {FindingKind::Herd, Severity::Warning, RuleScope::WatchingWaiters, true,
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "Many sessions watch one node of a blocking lock: each change wakes them "
                           "all."),
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "Have each waiter watch only its predecessor (ephemeral sequential "
                           "nodes)."),
         evaluateHerd},
        {FindingKind::LongHeld, Severity::Warning, RuleScope::BlockingQueues, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText", "A task lock has been held past its limit."),
         QT_TRANSLATE_NOOP("lockscope::FindingText", "Request revocation, or find out what its client is doing."),
         evaluateLongHeld},
        {FindingKind::LeaderFlapping, Severity::Warning, RuleScope::Elections, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "An election's holder keeps changing: each hand-over is healthy "
                           "alone, the rate is not."),
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "Look at the candidates for session expiries (GC pauses, network, "
                           "a too short session timeout)."),
         evaluateLeaderFlapping},
        {FindingKind::RevocationIgnored, Severity::Warning, RuleScope::Entries, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText", "A revocation was requested and the entry is still there."),
         QT_TRANSLATE_NOOP("lockscope::FindingText", "Its client does not honour revocation: force-delete the entry."),
         evaluateRevocationIgnored},
        {FindingKind::PersistentNode, Severity::Critical, RuleScope::Entries, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText", "A lock entry no session owns outlives its client."),
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "If its client is gone, force-delete it; create lock nodes "
                           "EPHEMERAL_SEQUENTIAL."),
         evaluatePersistentNode},
        {FindingKind::Unrecognized, Severity::Info, RuleScope::LockParents, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText", "A queue folder holds children that match no lock shape."),
         QT_TRANSLATE_NOOP("lockscope::FindingText", "Check that they belong there."), evaluateUnrecognized},
        {FindingKind::Leftover, Severity::Info, RuleScope::LockParents, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "Empty lock parents that no client has used for a long time: "
                           "ZooKeeper keeps them for ever unless they are container nodes."),
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "List them and delete them with lockscope-cli reap (each only "
                           "while empty and unchanged); create lock parents as containers."),
         evaluateLeftover},
        {FindingKind::NoLeader, Severity::Critical, RuleScope::SystemRecords, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText", "The system's records say a leader should exist and none holds."),
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "Check the system's candidates; the last leader may need fencing."),
         evaluateNoLeader},
        {FindingKind::LeaderMismatch, Severity::Warning, RuleScope::SystemRecords, false,
         QT_TRANSLATE_NOOP("lockscope::FindingText",
                           "The system's leader record names someone other than the election's "
                           "holder."),
         QT_TRANSLATE_NOOP("lockscope::FindingText", "A failover is in progress or stuck; watch that it completes."),
         evaluateLeaderMismatch},
    };
    return rows;
}

const FindingRule &findingRule(FindingKind kind)
{
    const std::span<const FindingRule> rows = findingRules();
    const auto row = std::find_if(rows.begin(), rows.end(), [kind](const FindingRule &r) { return r.kind == kind; });
    Q_ASSERT(row != rows.end());
    return row != rows.end() ? *row : rows.front();
}

} // namespace lockscope
