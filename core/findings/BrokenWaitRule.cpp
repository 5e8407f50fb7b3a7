// SPDX-License-Identifier: Apache-2.0

// broken-wait: a live waiter that does not watch what its recipe says it waits for will never
// wake. A waiter whose session is gone is dead-holder's (it watches nothing because nobody is
// there, and the session's expiry removes it); a standby of an election that watches nothing does
// not take over when the leader goes, which is serious but blocks nobody: a warning. The watch
// lists are newer than the tree: nothing is reported before a read after them agrees
// (NodeRecheck.h).
#include "findings/FindingRules.h"
#include "findings/RuleSupport.h"

#include "zk/ZkPaths.h"

#include <QHash>

namespace lockscope {

namespace {

void evaluateBrokenWait(const RuleInput &input, RuleOutput &out)
{
    const DiagnosticsInput &in = input.in;
    if (!in.ensemble)
        return;
    // What each session watches, put in order once: one client may wait in thousands of queues
    // and watch a million paths.
    QHash<qint64, QStringList> watchedBy;
    for (const LockQueue &queue : in.locks) {
        for (const LockEntry &entry : queue.entries) {
            const qint64 session = entry.node->stat.ephemeralOwner;
            if (entry.state != EntryState::Waiting || !entry.isEphemeral() || session == in.ownSession
                || input.deadSessions.contains(session))
                continue;
            // Waits on a folder (semaphores) are child watches, which no server lists.
            const LockEntry *waitedFor =
                input.index.entry(NodeKey{entry.waitsForNode.folder, entry.waitsForNode.name}).entry;
            if (!waitedFor)
                continue;
            const QString waitsFor = entry.waitsFor();
            // By the path's watchers, a few sessions: one client may watch thousands of paths.
            // (Asked before whether its server told: most waiters are found watching here.)
            const auto watchers = in.ensemble->watchers.constFind(waitsFor);
            if (watchers != in.ensemble->watchers.cend() && watchers->contains(session))
                continue;
            if (!in.ensemble->watchesKnownFor(session))
                continue;
            const EntryTimes *times = in.timeline ? in.timeline->times(queue.key(), entry.ref()) : nullptr;
            if (!times || times->waitsFor != waitTarget(entry.waitsForNode))
                continue;
            const qint64 judgeableAt = times->waitsForSinceMs + in.settings.brokenWaitGraceMs;
            if (in.ensemble->askedAtMs < judgeableAt) {
                out.confirmAt(judgeableAt);
                continue;
            }
            // One round is a suspicion (it may have caught the waiter re-arming its watch): a
            // round asked brokenWaitConfirmMs later must find it watching nothing too.
            const QString node = entry.path();
            const qint64 since =
                in.unwatchedSinceMs ? in.unwatchedSinceMs->value(node, in.ensemble->askedAtMs) : in.ensemble->askedAtMs;
            if (out.unwatchedSinceMs)
                out.unwatchedSinceMs->insert(node, since);
            const qint64 confirmedFrom = since + in.settings.brokenWaitConfirmMs;
            if (in.ensemble->askedAtMs < confirmedFrom) {
                out.confirmAt(confirmedFrom);
                continue;
            }
            // The tree may lag behind the watch lists: the waiter must still be there, and what it
            // waits for unchanged (a change or a deletion fires the watch, which is then re-armed
            // or no longer needed). Both are asked for at once.
            const bool waiterThere = serverStillHas(input, out, node, entry.node->stat, confirmedFrom, false);
            if (!serverStillHas(input, out, waitsFor, waitedFor->node->stat, confirmedFrom, true) || !waiterThere)
                continue;
            const bool blocked = waitersAreBlocked(queue.kind);
            Finding finding;
            finding.kind = FindingKind::BrokenWait;
            finding.severity = blocked ? Severity::Critical : Severity::Warning;
            finding.sessions = {session};
            finding.locks = {queue.path};
            finding.nodes = {node};
            auto known = watchedBy.constFind(session);
            if (known == watchedBy.cend())
                known = watchedBy.insert(session, in.ensemble->watchesOf(session));
            const QStringList &watched = *known;
            const QString what = watched.isEmpty()
                ? FindingText::tr("watches nothing")
                : FindingText::tr("watches %1 but not %2")
                      .arg(watched.size() == 1 ? watched.first()
                                               : FindingText::tr("%1 other nodes").arg(watched.size()),
                           waitsFor);
            finding.detail = blocked
                ? FindingText::tr("%1 waits in %2 for %3 but %4: it will never wake; restart that client "
                                  "or delete its node (lockscope-cli delete %5)")
                      .arg(describeSession(session, in.ensemble), queue.title(), waitsFor, what, node)
                : FindingText::tr("%1 stands by in %2 behind %3 but %4: it will not take over when the leader "
                                  "goes; restart that candidate")
                      .arg(describeSession(session, in.ensemble), queue.title(), waitsFor, what);
            out.findings.append(finding);
        }
    }
}

} // namespace

constinit const FindingRule kBrokenWaitRow = {
    .kind = FindingKind::BrokenWait,
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
    .remedyDeletes = true};

} // namespace lockscope
