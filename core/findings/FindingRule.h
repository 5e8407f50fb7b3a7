// SPDX-License-Identifier: Apache-2.0

#pragma once
// The findings registry: one row per finding kind (../shared/CLI.md "sessions and findings"), each
// rule a pure function of one immutable evaluation input, in a file of its own in this folder.
// The live monitor, history, the CLI, the GUI and serve all judge through evaluateDiagnostics,
// which runs these rows in order. A new finding kind is one FindingKind value, one rule file and
// one row in FindingRegistry.cpp.

#include "diagnostics/DiagnosticsInput.h"
#include "diagnostics/LockIndex.h"

#include <QSet>
#include <span>

namespace lockscope {

// What every rule reads, built once per evaluation and never changed by a rule.
struct RuleInput {
    const DiagnosticsInput &in;
    const LockIndex &index;
    // Sessions behind lock entries that no member serves although every member answered: their
    // processes are gone and their nodes stay until the session expires. dead-holder reports them
    // once each; the rules about what a live client does wrong (broken waits) leave them alone.
    const QSet<qint64> &deadSessions;
};

// What the rules produce: findings, and when the evaluation should run again.
struct RuleOutput {
    QList<Finding> &findings;
    qint64 nowMs = 0;
    qint64 nextDueMs = 0; // a time-based finding falls due then (0: none)
    qint64 confirmWatchesAtMs = 0; // ask the ensemble again then, to judge a suspect waiter (0: none)

    void dueAt(qint64 ms)
    {
        if (ms > nowMs && (nextDueMs == 0 || ms < nextDueMs))
            nextDueMs = ms;
    }
    void confirmAt(qint64 ms)
    {
        if (confirmWatchesAtMs == 0 || ms < confirmWatchesAtMs)
            confirmWatchesAtMs = ms;
    }
};

// Which nodes a rule judges, by what waiting means there (waitersAreBlocked, LockQueue::heldForLife).
enum class RuleScope : quint8 {
    BlockedWaits, // waiters of mutexes, read-write locks and semaphores; never election standbys
    BlockingQueues, // queues whose holders hold for a task, not for their process's life
    WatchingWaiters, // waiters, where the recipe makes each watch what it waits for
    Elections, // elections and single-node locks, whose holder leads
    Entries, // every lock entry
    Sessions, // the sessions behind the entries, by the ensemble's answers
    LockParents, // what else a queue folder holds
    SystemRecords, // what a system's own records say
};

struct FindingRule {
    FindingKind kind;
    Severity severity; // the most it raises (a rule may lower it where the case is known safe)
    RuleScope scope;
    bool needsEnsemble; // judged only once the members have answered
    // What it means and what to do, in the words of the GUI's explanations (translated there in
    // the FindingText context); a finding's own detail names its nodes and sessions.
    const char *summary;
    const char *remedy;
    void (*evaluate)(const RuleInput &input, RuleOutput &output);
};

// Every rule, in the order they run.
std::span<const FindingRule> findingRules();
// The row of `kind`; every kind has exactly one.
const FindingRule &findingRule(FindingKind kind);

// The sessions dead-holder speaks for (RuleInput::deadSessions).
QSet<qint64> deadSessionsOf(const DiagnosticsInput &in);

} // namespace lockscope
