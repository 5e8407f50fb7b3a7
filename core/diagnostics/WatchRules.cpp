#include "diagnostics/WatchRules.h"

#include "zk/ZkPaths.h"
#include "zk/ZkTypes.h"

#include <algorithm>

namespace lockscope {
namespace {

bool waitsOn(const LockEntry &entry, NodeKey node)
{
    return entry.waitsForNode.folder == node.folder && entry.waitsForNode.name == node.name;
}

void addHerds(const DiagnosticsInput &in, const LockIndex &index, QList<Finding> &findings)
{
    const int threshold = in.settings.herdThreshold;
    if (threshold <= 0)
        return;
    for (auto it = in.ensemble->watchers.cbegin(); it != in.ensemble->watchers.cend(); ++it) {
        const QString &path = it.key();
        const QList<qint64> &watching = it.value();
        if (watching.size() < threshold)   // most paths: a waiter watching its predecessor
            continue;
        // A lock entry, or a child of a lock parent: the plain node of seed 003's scheme 1, which
        // its waiters watch even while it does not exist.
        const NodeKey node = NodeKey::of(path);
        const LockIndex::EntryRef ref = index.entry(node);
        const LockQueue *lock = ref.queue ? ref.queue : index.lock(node.folder);
        if (!lock)
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
                return e.node->stat.ephemeralOwner == session && waitsOn(e, node);
            });
            if (waiter == lock->entries.end())
                unexpected = true;
        }
        if (sessions.size() < threshold || !unexpected)
            continue;
        std::sort(sessions.begin(), sessions.end(), [](qint64 a, qint64 b) { return quint64(a) < quint64(b); });
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
        findings.append(finding);
    }
}

void addBrokenWaits(const DiagnosticsInput &in, const LockIndex &index, QList<Finding> &findings, qint64 *confirmAtMs)
{
    for (const LockQueue &queue : *in.locks) {
        for (const LockEntry &entry : queue.entries) {
            const qint64 session = entry.node->stat.ephemeralOwner;
            if (entry.state != EntryState::Waiting || !entry.isEphemeral() || session == in.ownSession)
                continue;
            // Waits on a folder (semaphores) are child watches, which no server lists.
            if (!index.entry(NodeKey{entry.waitsForNode.folder, entry.waitsForNode.name}).entry)
                continue;
            const QString waitsFor = entry.waitsFor();
            // By the path's watchers, a few sessions: one client may watch thousands of paths.
            // (Asked before whether its server told: most waiters are found watching here.)
            const auto watchers = in.ensemble->watchers.constFind(waitsFor);
            if (watchers != in.ensemble->watchers.cend() && watchers->contains(session))
                continue;
            if (!in.ensemble->watchesKnownFor(session))
                continue;
            const EntryTimes *times = in.timeline ? in.timeline->times(queue.key(), entry.path()) : nullptr;
            if (!times || times->waitsFor != entry.waitsForNode)
                continue;
            const qint64 judgeableAt = times->waitsForSinceMs + in.settings.brokenWaitGraceMs;
            if (in.ensemble->askedAtMs < judgeableAt) {
                if (*confirmAtMs == 0 || judgeableAt < *confirmAtMs)
                    *confirmAtMs = judgeableAt;
                continue;
            }
            Finding finding;
            finding.kind = FindingKind::BrokenWait;
            finding.severity = Severity::Critical;
            finding.sessions = {session};
            finding.locks = {queue.path};
            finding.nodes = {entry.path()};
            const QStringList watched = in.ensemble->watchesOf(session);
            const QString what = watched.isEmpty()
                ? FindingText::tr("watches nothing")
                : FindingText::tr("watches %1 but not %2").arg(watched.size() == 1 ? watched.first()
                                                                               : FindingText::tr("%1 other nodes").arg(watched.size()),
                                                             waitsFor);
            finding.detail = FindingText::tr("%1 waits in %2 for %3 but %4: it will never wake; restart that client "
                                             "or delete its node (lockscope-cli delete %5)")
                                 .arg(describeSession(session, in.ensemble), queue.path, waitsFor, what, entry.path());
            findings.append(finding);
        }
    }
}

} // namespace

void addWatchFindings(const DiagnosticsInput &input, const LockIndex &index, QList<Finding> &findings,
                      qint64 *confirmAtMs)
{
    if (!input.ensemble)
        return;
    addHerds(input, index, findings);
    addBrokenWaits(input, index, findings, confirmAtMs);
}

} // namespace lockscope
