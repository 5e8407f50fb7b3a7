// SPDX-License-Identifier: Apache-2.0

#include "models/LockSummary.h"

#include "findings/FindingIdentity.h"
#include "findings/FindingRule.h"
#include "models/Formatting.h"

#include <QCoreApplication>
#include <QStringList>

namespace lockscope::ui {

QString LockSummary::problemText() const
{
    QStringList parts = findings.labels;
    if (persistentNodes > 0)
        parts << QCoreApplication::translate("LockSummary", "%n persistent nodes", nullptr, persistentNodes);
    if (revocationsRequested > 0)
        parts << QCoreApplication::translate("LockSummary", "revocation requested");
    if (!queue->unrecognized.isEmpty())
        parts << QCoreApplication::translate("LockSummary", "%n unrecognized children", nullptr,
                                             int(queue->unrecognized.size()));
    if (!error.isEmpty())
        parts << QCoreApplication::translate("LockSummary", "error: %1").arg(error);
    return parts.join(QStringLiteral(" · "));
}

namespace {

// The kind's label in the problem column (FindingRule::lockLabel): %n is the watchers where the
// kind has them; other labels have no plural forms to choose from.
QString findingLabel(const Finding &finding)
{
    const FindingRule &rule = findingRule(finding.kind);
    if (!rule.lockLabel)
        return {};
    return QCoreApplication::translate("LockSummary", rule.lockLabel, nullptr,
                                       rule.facts.watchers ? finding.watchers : -1);
}

// True when the node with this czxid was holding in `queue`. A scan of integers: hand-offs on
// a queue of 10,000 must not build a set of 10,000 path strings each time.
bool wasHolding(const LockQueue &queue, qint64 czxid)
{
    for (const LockEntry &e : queue.entries) {
        if (e.node->stat.czxid == czxid)
            return e.state == EntryState::Holding;
    }
    return false;
}

} // namespace

QHash<QString, LockFindings> findingsByLock(const QList<Finding> &findings)
{
    QList<Finding> ordered = findings;
    sortFindings(ordered); // critical first
    QHash<QString, LockFindings> byLock;
    for (const Finding &finding : std::as_const(ordered)) {
        const QString label = findingLabel(finding);
        const bool critical = finding.severity == Severity::Critical;
        for (const QString &lock : finding.locks) {
            LockFindings &f = byLock[lock];
            if (!label.isEmpty() && !f.labels.contains(label))
                f.labels.append(label);
            f.critical = f.critical || critical;
            if (!f.worst || finding.severity < *f.worst) // Critical < Warning < Info
                f.worst = finding.severity;
        }
    }
    return byLock;
}

LockSummary summarizeLock(std::shared_ptr<const LockQueue> queue, const LockSummary *previous, qint64 nowMs)
{
    LockSummary s;
    s.key = queue->key();
    s.queue = std::move(queue);
    for (const LockEntry &e : s.queue->entries) {
        if (!e.isEphemeral())
            ++s.persistentNodes;
        if (e.revocationRequested)
            ++s.revocationsRequested;
        if (e.state == EntryState::Waiting) {
            ++s.waiters;
            if (s.oldestWaiterMs == 0 || e.node->stat.ctimeMs < s.oldestWaiterMs)
                s.oldestWaiterMs = e.node->stat.ctimeMs;
            continue;
        }
        ++s.holders;
        const QString path = e.path();
        // When this node acquired, as the monitor knows it (LockEntry::acquiredMs); a holder that was
        // promoted before lockscope looked has held at least since it was first shown. Never the
        // time of an earlier node at the same path (a new Kafka controller), nor the lock's age.
        qint64 since = e.acquiredMs;
        const bool known = since > 0;
        if (!known) {
            since = previous && wasHolding(*previous->queue, e.node->stat.czxid) ? previous->holdingSince.value(path, 0)
                                                                                 : 0;
            if (since == 0)
                since = nowMs;
        }
        s.holdingSince.insert(path, since);
        if (s.holdSinceMs == 0 || since < s.holdSinceMs) {
            s.holdSinceMs = since;
            s.holdSinceIsLowerBound = !known;
            s.holder = e.owner && !e.owner->text.isEmpty() ? e.owner->text : formatOwner(e.node->stat.ephemeralOwner);
        }
    }
    if (s.holders > 1)
        s.holder += QStringLiteral(" +%1").arg(s.holders - 1);
    if (previous) {
        s.error = previous->error;
        s.findings = previous->findings;
    }
    return s;
}

} // namespace lockscope::ui
