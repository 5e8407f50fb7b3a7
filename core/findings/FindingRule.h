// SPDX-License-Identifier: Apache-2.0

#pragma once
// The findings registry: one row per finding kind (../shared/CLI.md "sessions and findings"), each
// rule a pure function of one immutable evaluation input. The live monitor, history, the CLI, the
// GUI and serve all judge through evaluateDiagnostics, which runs these rows in order, and name,
// sort, write and show findings by the same rows. A new finding kind is one entry in
// LOCKSCOPE_FINDING_KINDS (types/DiagnosticsTypes.h) and one rule file in this folder that defines
// its row, k<Kind>Row; the build refuses an entry without its row (the link fails).

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
    QHash<QString, qint64> *unwatchedSinceMs = nullptr; // broken-wait's suspects, for the next evaluation
    QStringList *rechecks = nullptr; // nodes to read again before judging them (serverStillHas)
    QSet<QString> *rechecksInUse = nullptr;

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

// What a finding's id names after "kind:" (findingId): it stays the same while one problem lasts.
enum class FindingSubject : quint8 {
    FirstNode, // the node it is about
    FirstLock, // the lock parent it is about
    FirstSession, // the session it is about
    Sessions, // every session of it (a deadlock's circle)
};

// The fields a finding of this kind adds to the common ones in JSON (../shared/CLI.md).
struct FindingFacts {
    bool watchers = false; // "watchers"
    bool duration = false; // "duration_ms"
    bool expiry = false; // "expires"
};

struct FindingRule {
    FindingKind kind;
    const char *name; // exactly as ../shared/CLI.md spells it
    FindingSubject subject = FindingSubject::FirstNode;
    FindingFacts facts = {};

    Severity severity = Severity::Info; // the most it raises (a rule may lower it where the case is known safe)
    RuleScope scope = RuleScope::Entries;
    bool needsEnsemble = false; // judged only once the members have answered
    // nullptr for a retired kind: its name stays in the contract (and in serve's zero gauges).
    void (*evaluate)(const RuleInput &input, RuleOutput &output) = nullptr;

    // In the GUI's words, translated there: the kind's name (context DisplayNames); its label in
    // the lock table's problem column (context LockSummary, with %n the watchers where the kind
    // has them; nullptr where that column counts these nodes itself); what it means and what to do
    // (context lockscope::FindingText), beside the finding's own detail naming nodes and sessions.
    const char *displayName = nullptr;
    const char *lockLabel = nullptr;
    const char *summary = nullptr;
    const char *remedy = nullptr;
    // The remedy's actions the GUI offers as buttons: only where the remedy says to take them.
    bool remedyRevokes = false;
    bool remedyDeletes = false;
};

// Every row, in the order the rules run (that of LOCKSCOPE_FINDING_KINDS).
std::span<const FindingRule *const> findingRules();
// The row of `kind`; every kind has exactly one.
const FindingRule &findingRule(FindingKind kind);

// The sessions dead-holder speaks for (RuleInput::deadSessions).
QSet<qint64> deadSessionsOf(const DiagnosticsInput &in);
// The unserved creators persistent entries are named after: like dead-holder's sessions, judged
// gone only once missing for its grace (DiagnosticsInput::missingSinceMs carries both).
QSet<qint64> missingCreatorsOf(const DiagnosticsInput &in);

} // namespace lockscope
