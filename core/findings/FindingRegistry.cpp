// SPDX-License-Identifier: Apache-2.0

// One row per finding kind. The order is the order they run; each reads the same RuleInput.
#include "findings/FindingRules.h"

#include <array>

namespace lockscope {
namespace {

constexpr FindingRule kRows[] = {
    {.kind = FindingKind::Deadlock,
     .name = "deadlock",
     .subject = FindingSubject::Sessions,
     .severity = Severity::Critical,
     .scope = RuleScope::BlockedWaits,
     .evaluate = evaluateDeadlock,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "deadlock"),
     .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "deadlock"),
     .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                  "Sessions wait for each other in a circle of blocked waits: none can proceed."),
     .remedy =
         QT_TRANSLATE_NOOP("lockscope::FindingText", "Release or force-delete one of the held nodes of the circle."),
     .remedyRevokes = true,
     .remedyDeletes = true},
    {.kind = FindingKind::DeadHolder,
     .name = "dead-holder",
     .subject = FindingSubject::FirstSession,
     .facts = {.duration = true, .expiry = true},
     .severity = Severity::Warning,
     .scope = RuleScope::Sessions,
     .needsEnsemble = true,
     .evaluate = evaluateDeadHolder,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "dead holder"),
     .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "holder gone"),
     .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                  "A session that holds or queues for locks is served by no member: its "
                                  "process is gone and its nodes stay until the session expires."),
     .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "Wait for the expiry; when it is too long and the process is surely dead, "
                                 "force-delete the exact node it holds."),
     .remedyDeletes = true},
    {.kind = FindingKind::BrokenWait,
     .name = "broken-wait",
     .severity = Severity::Critical,
     .scope = RuleScope::WatchingWaiters,
     .needsEnsemble = true,
     .evaluate = evaluateBrokenWait,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "broken wait"),
     .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "broken wait"),
     .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                  "A live waiter watches nothing, or not what it waits for: it will never "
                                  "wake (a standby will never take over)."),
     .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText", "Restart that client, or force-delete its node."),
     .remedyDeletes = true},
    {.kind = FindingKind::Herd,
     .name = "herd",
     .facts = {.watchers = true},
     .severity = Severity::Warning,
     .scope = RuleScope::WatchingWaiters,
     .needsEnsemble = true,
     .evaluate = evaluateHerd,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "herd"),
     .lockLabel = QT_TRANSLATE_N_NOOP("LockSummary", "herd: %n watchers"),
     .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                  "Many sessions watch one node of a blocking lock: each change wakes them "
                                  "all."),
     .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "Have each waiter watch only its predecessor (ephemeral sequential "
                                 "nodes).")},
    {.kind = FindingKind::LongHeld,
     .name = "long-held",
     .facts = {.duration = true},
     .severity = Severity::Warning,
     .scope = RuleScope::BlockingQueues,
     .evaluate = evaluateLongHeld,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "long-held"),
     .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "held too long"),
     .summary = QT_TRANSLATE_NOOP("lockscope::FindingText", "A task lock has been held past its limit."),
     .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText", "Request revocation, or find out what its client is doing."),
     .remedyRevokes = true},
    {.kind = FindingKind::LeaderFlapping,
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
                                 "a too short session timeout).")},
    {.kind = FindingKind::RevocationIgnored,
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
     .remedyDeletes = true},
    {.kind = FindingKind::PersistentNode,
     .name = "persistent-node",
     .severity = Severity::Critical,
     .scope = RuleScope::Entries,
     .evaluate = evaluatePersistentNode,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "persistent node"),
     .summary = QT_TRANSLATE_NOOP("lockscope::FindingText", "A lock entry no session owns outlives its client."),
     .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "If its client is gone, force-delete it; create lock nodes "
                                 "EPHEMERAL_SEQUENTIAL."),
     .remedyDeletes = true},
    {.kind = FindingKind::Unrecognized,
     .name = "unrecognized",
     .subject = FindingSubject::FirstLock,
     .severity = Severity::Info,
     .scope = RuleScope::LockParents,
     .evaluate = evaluateUnrecognized,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "unrecognized"),
     .summary = QT_TRANSLATE_NOOP("lockscope::FindingText", "A queue folder holds children that match no lock shape."),
     .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText", "Check that they belong there.")},
    {.kind = FindingKind::Leftover,
     .name = "leftover",
     .subject = FindingSubject::FirstLock,
     .severity = Severity::Info,
     .scope = RuleScope::LockParents,
     .evaluate = evaluateLeftover,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "leftover"),
     .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "leftover"),
     .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                  "Empty lock parents that no client has used for a long time: "
                                  "ZooKeeper keeps them for ever unless they are container nodes."),
     .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "List them and delete them with lockscope-cli reap (each only "
                                 "while empty and unchanged); create lock parents as containers.")},
    {.kind = FindingKind::NoLeader,
     .name = "no-leader",
     .severity = Severity::Critical,
     .scope = RuleScope::SystemRecords,
     .evaluate = evaluateNoLeader,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "no leader"),
     .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "no leader"),
     .summary =
         QT_TRANSLATE_NOOP("lockscope::FindingText", "The system's records say a leader should exist and none holds."),
     .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "Check the system's candidates; the last leader may need fencing.")},
    {.kind = FindingKind::LeaderMismatch,
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
         QT_TRANSLATE_NOOP("lockscope::FindingText", "A failover is in progress or stuck; watch that it completes.")},
    // Retired: dead-holder reports these sessions with their other nodes.
    {.kind = FindingKind::StaleRegistration,
     .name = "stale-registration",
     .severity = Severity::Warning,
     .scope = RuleScope::Sessions,
     .displayName = QT_TRANSLATE_NOOP("DisplayNames", "stale registration"),
     .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "stale registration")},
};

constexpr std::size_t kKinds = std::size_t(kLastFindingKind) + 1;

// Each kind's row in kRows, or -1 when it has none (the build refuses that, below).
constexpr std::array<int, kKinds> rowOfKind()
{
    std::array<int, kKinds> rows{};
    rows.fill(-1);
    for (std::size_t i = 0; i < std::size(kRows); ++i)
        rows[std::size_t(kRows[i].kind)] = rows[std::size_t(kRows[i].kind)] == -1 ? int(i) : -2;
    return rows;
}
constexpr std::array<int, kKinds> kRowOfKind = rowOfKind();

constexpr bool everyKindHasOneRow()
{
    for (int row : kRowOfKind) {
        if (row < 0)
            return false;
    }
    return std::size(kRows) == kKinds;
}
static_assert(everyKindHasOneRow(), "every FindingKind needs exactly one row in kRows");

} // namespace

std::span<const FindingRule> findingRules()
{
    return kRows;
}

const FindingRule &findingRule(FindingKind kind)
{
    return kRows[kRowOfKind[std::size_t(kind)]];
}

} // namespace lockscope
