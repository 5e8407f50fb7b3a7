// SPDX-License-Identifier: Apache-2.0

// herd: several sessions watch one node of a blocking lock when the recipe has each waiter watch
// only its predecessor. An election's single node is watched by every standby by design (Kafka's
// brokers all watch /controller, HBase's backup masters /hbase/master): never a herd.
#include "findings/FindingRules.h"

#include "diagnostics/WaitForGraph.h"
#include "zk/ZkPaths.h"

#include <algorithm>

namespace lockscope {

namespace {

void evaluateHerd(const RuleInput &input, RuleOutput &out)
{
    const DiagnosticsInput &in = input.in;
    const int threshold = in.settings.herdThreshold;
    if (threshold <= 0 || !in.ensemble)
        return;
    for (auto it = in.ensemble->watchers.cbegin(); it != in.ensemble->watchers.cend(); ++it) {
        const QString &path = it.key();
        const QList<qint64> &watching = it.value();
        if (watching.size() < threshold) // most paths: a waiter watching its predecessor
            continue;
        // A lock entry, or a child of a lock parent: the plain node of seed 003's scheme 1, which
        // its waiters watch even while it does not exist.
        const NodeKey node = NodeKey::of(path);
        const LockIndex::EntryRef ref = input.index.entry(node);
        const LockQueue *lock = ref.queue ? ref.queue : input.index.lock(node.folder);
        if (!lock || !waitersAreBlocked(lock->kind))
            continue;
        const qint64 owner = ref.entry ? ref.entry->node->stat.ephemeralOwner : 0;
        QList<qint64> sessions;
        bool unexpected = false;
        for (qint64 session : watching) {
            if (session == in.ownSession || session == owner)
                continue;
            sessions.append(session);
            // A waiter watching what its recipe says it waits for is no herd, even when several do:
            // readers all wait for the writer before them, and its release rightly wakes them all.
            const auto waiter = std::find_if(lock->entries.begin(), lock->entries.end(), [&](const LockEntry &e) {
                return e.node->stat.ephemeralOwner == session && e.waitsForNode.folder == node.folder
                    && e.waitsForNode.name == node.name;
            });
            if (waiter == lock->entries.end())
                unexpected = true;
        }
        if (sessions.size() < threshold || !unexpected)
            continue;
        std::sort(sessions.begin(), sessions.end(), sessionIdLess);
        Finding finding;
        finding.kind = FindingKind::Herd;
        finding.severity = Severity::Warning;
        finding.sessions = sessions;
        finding.locks = {lock->path};
        finding.nodes = {path};
        finding.watchers = int(sessions.size());
        finding.detail = FindingText::tr("%1 sessions watch %2 (herd effect): every change wakes all of them at once; "
                                         "let each waiter watch only its predecessor (ephemeral sequential nodes, "
                                         "as Curator's InterProcessMutex or kazoo's Lock do)")
                             .arg(sessions.size())
                             .arg(path);
        out.findings.append(finding);
    }
}

} // namespace

constinit const FindingRule kHerdRow = {
    .kind = FindingKind::Herd,
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
                                "nodes).")};

} // namespace lockscope
