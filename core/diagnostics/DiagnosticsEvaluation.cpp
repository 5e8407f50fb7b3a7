#include "diagnostics/DiagnosticsEvaluation.h"

#include "diagnostics/DiagnosticsErrors.h"
#include "diagnostics/LockIndex.h"
#include "diagnostics/SortUnique.h"
#include "diagnostics/StaleLockRules.h"
#include "diagnostics/WaitForGraph.h"
#include "diagnostics/WatchRules.h"
#include "systems/SystemRecogniser.h"
#include "zk/ZkPaths.h"
#include "zk/ZkTypes.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <map>

namespace lockscope {
namespace {

QString deadlockDetail(const DeadlockCycle &cycle, const EnsembleView *ensemble)
{
    // Each session's held and awaited names, in edge order and each once (one pass: a cycle
    // across a busy tree can have thousands of edges).
    struct Part {
        QStringList holds;
        QStringList waitsIn;
    };
    QHash<qint64, Part> partOf;
    QSet<std::pair<qint64, QString>> holdSeen;
    QSet<std::pair<qint64, QString>> waitSeen;
    for (const WaitEdge &edge : cycle.edges) {
        const QString held = edge.blockingNode.path();
        if (!holdSeen.contains({edge.to, held})) {
            holdSeen.insert({edge.to, held});
            partOf[edge.to].holds.append(held);
        }
        if (!waitSeen.contains({edge.from, edge.lock})) {
            waitSeen.insert({edge.from, edge.lock});
            partOf[edge.from].waitsIn.append(edge.lock);
        }
    }
    QStringList parts;
    for (qint64 session : cycle.sessions) {
        const Part part = partOf.value(session);
        parts.append(FindingText::tr("%1 holds %2 and waits in %3")
                         .arg(describeSession(session, ensemble), part.holds.join(QStringLiteral(", ")),
                              part.waitsIn.join(QStringLiteral(", "))));
    }
    return FindingText::tr("%1 sessions wait for each other and none can proceed: %2; release or delete one of the "
                           "held nodes (lockscope-cli delete NODE)")
        .arg(cycle.sessions.size())
        .arg(parts.join(QStringLiteral("; ")));
}

// Sessions with lock entries, and any other a finding names (a herd's watchers).
std::vector<SessionInfo> sessionInfos(const DiagnosticsInput &in, const LockIndex &index, const QList<Finding> &findings)
{
    std::map<quint64, SessionInfo> sessions;   // unsigned: the order ids print in
    auto info = [&](qint64 session) -> SessionInfo & {
        SessionInfo &s = sessions[quint64(session)];
        s.session = session;
        return s;
    };
    for (const LockQueue &queue : *in.locks) {
        for (const LockEntry &entry : queue.entries) {
            if (!entry.isEphemeral())
                continue;
            SessionInfo &s = info(entry.node->stat.ephemeralOwner);
            (entry.state == EntryState::Holding ? s.holding : s.waiting).append(entry.path());
        }
    }
    for (const Finding &finding : findings) {
        for (qint64 session : finding.sessions) {
            if (session != in.ownSession && isSessionOwner(session))
                info(session);
        }
    }
    std::vector<SessionInfo> result;
    result.reserve(sessions.size());
    for (auto &[id, s] : sessions) {
        if (in.ensemble) {
            const auto endpoint = in.ensemble->endpoints.constFind(s.session);
            if (endpoint != in.ensemble->endpoints.constEnd()) {
                s.client = endpoint->client;
                s.server = endpoint->server;
            }
            if (in.ensemble->watchesKnownFor(s.session)) {
                // The lock's own paths, from what may be a client's million: chosen, then sorted.
                QStringList watched;
                for (const QString &path : in.ensemble->watches.value(s.session)) {
                    const NodeKey node = NodeKey::of(path);
                    if (index.entry(node).entry || index.lock(path) || index.lock(node.folder))
                        watched.append(path);
                }
                sortUnique(watched);
                s.watches = watched;
            }
        }
        result.push_back(std::move(s));
    }
    return result;
}

} // namespace

QList<Finding> deadlockFindings(const std::vector<LockQueue> &locks, const EnsembleView *ensemble)
{
    QList<Finding> findings;
    for (const DeadlockCycle &cycle : findDeadlocks(waitForEdges(locks))) {
        Finding finding;
        finding.kind = FindingKind::Deadlock;
        finding.severity = Severity::Critical;
        finding.sessions = cycle.sessions;
        finding.locks = cycle.locks;
        finding.nodes = cycle.nodes;
        finding.detail = deadlockDetail(cycle, ensemble);
        findings.append(finding);
    }
    return findings;
}

Evaluation evaluateDiagnostics(const DiagnosticsInput &input)
{
    Evaluation evaluation;
    QList<Finding> &findings = evaluation.report.findings;
    // Each pass goes over every lock: a cancelled evaluation stops at the next one.
    findings = deadlockFindings(*input.locks, input.ensemble);
    if (input.isCancelled())
        return {};
    const LockIndex index(*input.locks);
    addWatchFindings(input, index, findings, &evaluation.confirmWatchesAtMs);
    if (input.isCancelled())
        return {};
    addStaleLockFindings(input, findings, &evaluation.nextDueMs);
    if (input.isCancelled())
        return {};
    // What the systems' own records say (core/systems): computed with their queues.
    for (const LockQueue &queue : *input.locks) {
        findings += queue.systemFindings;
        if (input.ensemble)
            addSystemSessionFindings(queue, *input.ensemble, findings);
    }
    sortFindings(findings);
    evaluation.report.sessions = sessionInfos(input, index, findings);
    evaluation.report.errors = diagnosticsErrors(input, evaluation.report.sessions);
    return evaluation;
}

} // namespace lockscope
