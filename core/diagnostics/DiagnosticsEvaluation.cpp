// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/DiagnosticsEvaluation.h"

#include "diagnostics/DiagnosticsErrors.h"
#include "diagnostics/LockIndex.h"
#include "diagnostics/SortUnique.h"
#include "findings/FindingIdentity.h"
#include "findings/FindingRule.h"
#include "zk/ZkPaths.h"
#include "zk/ZkTypes.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <map>

namespace lockscope {
namespace {

// Sessions with lock entries, and any other a finding names (a herd's watchers).
std::vector<SessionInfo> sessionInfos(const DiagnosticsInput &in, const LockIndex &index,
                                      const QList<Finding> &findings)
{
    std::map<quint64, SessionInfo> sessions; // unsigned: the order ids print in
    auto info = [&](qint64 session) -> SessionInfo & {
        SessionInfo &s = sessions[quint64(session)];
        s.session = session;
        return s;
    };
    for (const LockQueue &queue : in.locks) {
        for (const LockEntry &entry : queue.entries) {
            if (!entry.isEphemeral())
                continue;
            SessionInfo &s = info(entry.node->stat.ephemeralOwner);
            (entry.state == EntryState::Holding ? s.holding : s.waiting).append(entry.ref());
            const qint64 ctime = entry.node->stat.ctimeMs;
            if (ctime > 0 && (!s.oldestNodeCtimeMs || ctime < *s.oldestNodeCtimeMs))
                s.oldestNodeCtimeMs = ctime;
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

Evaluation evaluateDiagnostics(const DiagnosticsInput &input)
{
    Evaluation evaluation;
    QList<Finding> &findings = evaluation.report.findings;
    const LockIndex index(input.locks);
    const QSet<qint64> deadSessions = deadSessionsOf(input);
    const RuleInput rules{input, index, deadSessions};
    RuleOutput out{findings, input.nowMs};
    out.unwatchedSinceMs = &evaluation.unwatchedSinceMs;
    out.rechecks = &evaluation.rechecks;
    out.rechecksInUse = &evaluation.rechecksInUse;
    // Each rule goes over every lock: a cancelled evaluation stops at the next one.
    for (const FindingRule *rule : findingRules()) {
        if (!rule->evaluate || (rule->needsEnsemble && !input.ensemble))
            continue;
        rule->evaluate(rules, out);
        if (input.isCancelled())
            return {};
    }
    evaluation.nextDueMs = out.nextDueMs;
    evaluation.confirmWatchesAtMs = out.confirmWatchesAtMs;
    sortFindings(findings);
    evaluation.report.sessions = sessionInfos(input, index, findings);
    evaluation.report.errors = diagnosticsErrors(input, evaluation.report.sessions);
    return evaluation;
}

} // namespace lockscope
