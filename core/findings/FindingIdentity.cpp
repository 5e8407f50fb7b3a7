// SPDX-License-Identifier: Apache-2.0

#include "findings/FindingIdentity.h"

#include "findings/FindingRule.h"
#include "zk/ZkTypes.h"

#include <QHash>
#include <algorithm>
#include <array>
#include <optional>

namespace lockscope {

QString findingKindName(FindingKind kind)
{
    // Built once: a snapshot names every one of a million findings.
    static const auto names = [] {
        std::array<QString, std::size_t(kLastFindingKind) + 1> all;
        for (const FindingRule *rule : findingRules())
            all[std::size_t(rule->kind)] = QString::fromLatin1(rule->name);
        return all;
    }();
    return names[std::size_t(kind)];
}

namespace {

// The subject when it is one of the finding's own strings; nullopt when it names sessions.
std::optional<QString> plainSubject(const Finding &finding)
{
    switch (findingRule(finding.kind).subject) {
    case FindingSubject::FirstNode: return finding.nodes.isEmpty() ? QString() : finding.nodes.first();
    case FindingSubject::FirstLock: return finding.locks.isEmpty() ? QString() : finding.locks.first();
    case FindingSubject::FirstSession:
    case FindingSubject::Sessions: break;
    }
    return std::nullopt;
}

QString sessionSubject(const Finding &finding)
{
    if (findingRule(finding.kind).subject == FindingSubject::FirstSession)
        return finding.sessions.isEmpty() ? QString() : formatSessionId(finding.sessions.first());
    QStringList ids;
    for (qint64 session : finding.sessions)
        ids.append(formatSessionId(session));
    return ids.join(QLatin1Char(','));
}

// The subjects as sortFindings compares them, without making them.
const NodeRef &firstNode(const Finding &finding)
{
    static const NodeRef none;
    return finding.nodes.isEmpty() ? none : finding.nodes.refs().first();
}

QStringView firstLock(const Finding &finding)
{
    return finding.locks.isEmpty() ? QStringView() : QStringView(finding.locks.first());
}

} // namespace

QString findingId(const Finding &finding)
{
    const std::optional<QString> plain = plainSubject(finding);
    return findingKindName(finding.kind) + QLatin1Char(':') + (plain ? *plain : sessionSubject(finding));
}

void sortFindings(QList<Finding> &findings)
{
    // In id order within a kind, without building two ids per comparison: a million findings
    // cost 40 million of them.
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        if (a.severity != b.severity)
            return a.severity < b.severity;
        if (a.kind != b.kind)
            return a.kind < b.kind;
        switch (findingRule(a.kind).subject) {
        case FindingSubject::FirstNode: return pathLess(firstNode(a), firstNode(b));
        case FindingSubject::FirstLock: return firstLock(a) < firstLock(b);
        case FindingSubject::FirstSession:
        case FindingSubject::Sessions: break;
        }
        return sessionSubject(a) < sessionSubject(b);
    });
}

FindingChanges diffFindings(const QList<Finding> &before, const QList<Finding> &after)
{
    // The first evaluation: everything appeared, shared rather than copied (a million findings'
    // copy is a tenth of a one-shot snapshot's peak).
    if (before.isEmpty())
        return {.appeared = after, .updated = {}, .cleared = {}};
    QHash<QString, const Finding *> old;
    for (const Finding &finding : before)
        old.insert(findingId(finding), &finding);
    FindingChanges changes;
    for (const Finding &finding : after) {
        const Finding *previous = old.take(findingId(finding));
        if (!previous)
            changes.appeared.append(finding);
        else if (!previous->sameFacts(finding))
            changes.updated.append(finding);
    }
    for (const Finding &finding : before) {
        if (old.contains(findingId(finding)))
            changes.cleared.append(finding);
    }
    return changes;
}

} // namespace lockscope
