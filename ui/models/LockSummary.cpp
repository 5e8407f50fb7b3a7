#include "models/LockSummary.h"

#include <QStringList>

namespace lockscope::ui {

QString LockSummary::problemText() const
{
    QStringList parts = findings.labels;
    if (persistentNodes > 0)
        parts << (persistentNodes == 1 ? QStringLiteral("1 persistent node")
                                       : QStringLiteral("%1 persistent nodes").arg(persistentNodes));
    if (revocationsRequested > 0)
        parts << QStringLiteral("revocation requested");
    if (!queue->unrecognized.isEmpty())
        parts << (queue->unrecognized.size() == 1
                      ? QStringLiteral("1 unrecognized child")
                      : QStringLiteral("%1 unrecognized children").arg(queue->unrecognized.size()));
    if (!error.isEmpty())
        parts << QStringLiteral("error: ") + error;
    return parts.join(QStringLiteral(" · "));
}

namespace {

QString findingLabel(const Finding &finding)
{
    switch (finding.kind) {
    case FindingKind::Deadlock: return QStringLiteral("deadlock");
    case FindingKind::Herd: return QStringLiteral("herd: %1 watchers").arg(finding.watchers);
    case FindingKind::LongHeld: return QStringLiteral("held too long");
    case FindingKind::RevocationIgnored: return QStringLiteral("revocation ignored");
    case FindingKind::BrokenWait: return QStringLiteral("broken wait");
    case FindingKind::PersistentNode:
    case FindingKind::Unrecognized:
        break;
    }
    return {};
}

// True when the node with this czxid was waiting in `queue`. A scan of integers: hand-offs on
// a queue of 10,000 must not build a set of 10,000 path strings each time.
bool wasWaiting(const LockQueue &queue, qint64 czxid)
{
    for (const LockEntry &e : queue.entries) {
        if (e.node.stat.czxid == czxid)
            return e.state == EntryState::Waiting;
    }
    return false;
}

} // namespace

QHash<QString, LockFindings> findingsByLock(const QList<Finding> &findings)
{
    QList<Finding> ordered = findings;
    sortFindings(ordered);   // critical first
    QHash<QString, LockFindings> byLock;
    for (const Finding &finding : std::as_const(ordered)) {
        const QString label = findingLabel(finding);
        const bool critical = finding.severity == Severity::Critical;
        if (label.isEmpty() && !critical)
            continue;
        for (const QString &lock : finding.locks) {
            LockFindings &f = byLock[lock];
            if (!label.isEmpty() && !f.labels.contains(label))
                f.labels.append(label);
            f.critical = f.critical || critical;
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
            if (s.oldestWaiterMs == 0 || e.node.stat.ctimeMs < s.oldestWaiterMs)
                s.oldestWaiterMs = e.node.stat.ctimeMs;
            continue;
        }
        ++s.holders;
        const QString path = e.path();
        qint64 since = previous ? previous->holdingSince.value(path, 0) : 0;
        if (since == 0 && previous && wasWaiting(*previous->queue, e.node.stat.czxid))
            since = nowMs;   // promoted since the last update: it holds from now
        if (since == 0)
            since = e.node.stat.ctimeMs;
        s.holdingSince.insert(path, since);
        if (s.holdSinceMs == 0 || since < s.holdSinceMs)
            s.holdSinceMs = since;
    }
    if (previous) {
        s.error = previous->error;
        s.findings = previous->findings;
    }
    return s;
}

} // namespace lockscope::ui
