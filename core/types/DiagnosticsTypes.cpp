// SPDX-License-Identifier: Apache-2.0

#include "types/DiagnosticsTypes.h"

#include "zk/ZkTypes.h"

#include <QHash>
#include <algorithm>
#include <optional>

namespace lockscope {

QString findingKindName(FindingKind kind)
{
    switch (kind) {
    case FindingKind::Deadlock: return QStringLiteral("deadlock");
    case FindingKind::Herd: return QStringLiteral("herd");
    case FindingKind::LongHeld: return QStringLiteral("long-held");
    case FindingKind::PersistentNode: return QStringLiteral("persistent-node");
    case FindingKind::RevocationIgnored: return QStringLiteral("revocation-ignored");
    case FindingKind::BrokenWait: return QStringLiteral("broken-wait");
    case FindingKind::Unrecognized: return QStringLiteral("unrecognized");
    case FindingKind::NoLeader: return QStringLiteral("no-leader");
    case FindingKind::LeaderMismatch: return QStringLiteral("leader-mismatch");
    case FindingKind::StaleRegistration: return QStringLiteral("stale-registration");
    case FindingKind::DeadHolder: return QStringLiteral("dead-holder");
    case FindingKind::LeaderFlapping: return QStringLiteral("leader-flapping");
    case FindingKind::Leftover: return QStringLiteral("leftover");
    }
    return {};
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Critical: return QStringLiteral("critical");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Info: return QStringLiteral("info");
    }
    return {};
}

QString Finding::id() const
{
    QString subject;
    if (kind == FindingKind::Deadlock) {
        QStringList ids;
        for (qint64 session : sessions)
            ids.append(formatSessionId(session));
        subject = ids.join(QLatin1Char(','));
    } else if (kind == FindingKind::DeadHolder) {
        subject = sessions.isEmpty() ? QString() : formatSessionId(sessions.first());
    } else if (kind == FindingKind::Unrecognized || kind == FindingKind::LeaderFlapping
               || kind == FindingKind::Leftover) {
        subject = locks.value(0);
    } else {
        subject = nodes.value(0);
    }
    return findingKindName(kind) + QLatin1Char(':') + subject;
}

bool Finding::sameFacts(const Finding &other) const
{
    return kind == other.kind && severity == other.severity && sessions == other.sessions && locks == other.locks
        && nodes == other.nodes && watchers == other.watchers;
}

namespace {

// What id() names after "kind:", where that is one of the finding's own strings; nullopt for
// the kinds that name sessions.
std::optional<QStringView> plainSubject(const Finding &finding)
{
    switch (finding.kind) {
    case FindingKind::Deadlock:
    case FindingKind::DeadHolder: return std::nullopt;
    case FindingKind::Unrecognized:
    case FindingKind::LeaderFlapping:
    case FindingKind::Leftover: return finding.locks.isEmpty() ? QStringView() : QStringView(finding.locks.first());
    default: return finding.nodes.isEmpty() ? QStringView() : QStringView(finding.nodes.first());
    }
}

} // namespace

void sortFindings(QList<Finding> &findings)
{
    // In id order within a kind, without building two ids per comparison: a million findings
    // cost 40 million of them.
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        if (a.severity != b.severity)
            return a.severity < b.severity;
        if (a.kind != b.kind)
            return a.kind < b.kind;
        const std::optional<QStringView> subjectA = plainSubject(a);
        if (!subjectA)
            return a.id() < b.id();
        return *subjectA < *plainSubject(b);
    });
}

FindingChanges diffFindings(const QList<Finding> &before, const QList<Finding> &after)
{
    QHash<QString, const Finding *> old;
    for (const Finding &finding : before)
        old.insert(finding.id(), &finding);
    FindingChanges changes;
    for (const Finding &finding : after) {
        const Finding *previous = old.take(finding.id());
        if (!previous)
            changes.appeared.append(finding);
        else if (!previous->sameFacts(finding))
            changes.updated.append(finding);
    }
    for (const Finding &finding : before) {
        if (old.contains(finding.id()))
            changes.cleared.append(finding);
    }
    return changes;
}

qint64 DiagnosticsSettings::longHeldThreshold(const QString &lockPath, const QString &lockKey) const
{
    // A queue's own key ("/locks#orderA_NO_") is more specific than its parent's path.
    for (const QString &wanted : {lockKey, lockPath}) {
        for (const auto &[lock, ms] : longHeldMsByLock) {
            if (lock == wanted)
                return ms;
        }
    }
    return longHeldMs;
}

} // namespace lockscope
