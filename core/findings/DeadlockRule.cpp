// SPDX-License-Identifier: Apache-2.0

// deadlock: sessions whose blocked waits form a circle, so none can proceed. Only blocked waits
// count (waitForEdges' BlockedOnly): an election's candidates stand by, and a server leading one
// table while standing by in another is the healthy shape of every multi-table cluster.
#include "findings/FindingRules.h"

#include "diagnostics/WaitForGraph.h"

#include <QHash>
#include <QSet>

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

void evaluateDeadlock(const RuleInput &input, RuleOutput &out)
{
    const DiagnosticsInput &in = input.in;
    for (const DeadlockCycle &cycle : findDeadlocks(waitForEdges(in.locks, WaitScope::BlockedOnly))) {
        Finding finding;
        finding.kind = FindingKind::Deadlock;
        finding.severity = Severity::Critical;
        finding.sessions = cycle.sessions;
        finding.locks = cycle.locks;
        finding.nodes = cycle.nodes;
        finding.detail = deadlockDetail(cycle, in.ensemble);
        out.findings.append(finding);
    }
}

} // namespace

constinit const FindingRule kDeadlockRow = {
    .kind = FindingKind::Deadlock,
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
    .remedyDeletes = true};

} // namespace lockscope
