// SPDX-License-Identifier: Apache-2.0

#pragma once
// What the findings' unit tests share: one member's answers, a scenario of locks with their
// timeline and ensemble judged at a fixed moment, and small selectors over the findings.

#include "DiagnosticsFixtures.h"

#include "diagnostics/DiagnosticsEvaluation.h"
#include "findings/FindingRule.h"

#include <optional>

namespace lockscope::test {

using namespace Qt::StringLiterals;

constexpr qint64 kNow = 1'800'000'000'000;
constexpr qint64 kOwnSession = 0x0100000a02b000ffLL;
const QString kMember = u"127.0.0.1:2181"_s;

// One member that knows the given connections and, when `watches` is set, the watch lists.
inline EnsembleView ensembleOf(const QList<qint64> &connected, const std::optional<WatchesBySession> &watches,
                               qint64 askedAtMs = kNow)
{
    MemberReport report;
    report.member = EnsembleMember{u"127.0.0.1"_s, 2181, {}};
    QList<ClientConnection> connections;
    for (qint64 session : connected)
        connections.append(ClientConnection{session, u"127.0.0.1:%1"_s.arg(40000 + (session & 0xff))});
    report.connections = connections;
    report.watchesBySession = watches;
    if (!watches)
        report.watchesError = u"wchc is not allowed"_s;
    return mergeMemberReports({report}, askedAtMs);
}

struct Scenario {
    std::vector<LockQueue> locks;
    EntryTimeline timeline;
    std::optional<EnsembleView> ensemble;
    DiagnosticsSettings settings;
    QHash<QString, NodeListing> listings; // what leftover judges, under monitoredPaths
    QStringList monitoredPaths;
    // Since when the sessions no member serves have been missing: a minute, past dead-holder's
    // grace, unless a test says otherwise.
    qint64 missingSinceMs = kNow - 60'000;
    // How long before this round an earlier one found the same waiters watching nothing
    // (broken-wait reports a waiter only when two rounds agree); 0: this round is the first to.
    qint64 earlierUnwatchedRoundMs = 60'000;
    // What a read after this round finds of the waiters broken-wait asks to read again
    // (WaitRecheck.h): by default both nodes as the tree shows them.
    enum class Recheck {
        NotRead,
        AsInTree,
        WaitedForGone,
        WaitedForChanged,
        WaiterGone,
        ReadFailed
    };
    Recheck recheck = Recheck::AsInTree;
    qint64 recheckEarlierByMs = 0; // read after a round asked this long before this one

    // Every lock as first seen at `atMs`.
    void observeAll(qint64 atMs)
    {
        for (const LockQueue &queue : locks)
            timeline.observe(queue, atMs);
    }
    Evaluation evaluate(qint64 nowMs = kNow) const
    {
        DiagnosticsInput input;
        input.locks = QueueView(locks);
        input.timeline = &timeline;
        input.ensemble = ensemble ? &*ensemble : nullptr;
        input.ownSession = kOwnSession;
        input.ensembleName = kMember;
        input.settings = settings;
        input.nowMs = nowMs;
        input.listings = &listings;
        input.monitoredPaths = monitoredPaths;
        QHash<qint64, qint64> missing;
        for (qint64 session : deadSessionsOf(input) | missingCreatorsOf(input))
            missing.insert(session, missingSinceMs);
        input.missingSinceMs = &missing;
        Evaluation evaluation = evaluateDiagnostics(input);
        if (earlierUnwatchedRoundMs == 0 || evaluation.unwatchedSinceMs.isEmpty())
            return evaluation;
        QHash<QString, qint64> unwatched = evaluation.unwatchedSinceMs;
        for (qint64 &since : unwatched)
            since -= earlierUnwatchedRoundMs;
        input.unwatchedSinceMs = &unwatched;
        const Evaluation confirming = evaluateDiagnostics(input);
        if (recheck == Recheck::NotRead || confirming.waitRechecks.isEmpty())
            return confirming;
        WaitRechecks rechecks;
        for (const WaitRecheckRequest &request : confirming.waitRechecks)
            rechecks.insert(request.waiter, readAgain(request, input.ensemble->askedAtMs - recheckEarlierByMs));
        input.waitRechecks = &rechecks;
        return evaluateDiagnostics(input);
    }

private:
    std::optional<NodeStat> statInTree(const QString &path) const
    {
        for (const LockQueue &queue : locks) {
            for (const LockEntry &entry : queue.entries) {
                if (entry.path() == path)
                    return entry.node->stat;
            }
        }
        return std::nullopt;
    }
    WaitRecheck readAgain(const WaitRecheckRequest &request, qint64 afterRoundAskedAtMs) const
    {
        WaitRecheck read{afterRoundAskedAtMs, recheck != Recheck::ReadFailed, statInTree(request.waiter),
                         statInTree(request.waitsFor)};
        if (recheck == Recheck::WaiterGone)
            read.waiter.reset();
        if (recheck == Recheck::WaitedForGone)
            read.waitsFor.reset();
        if (recheck == Recheck::WaitedForChanged && read.waitsFor)
            read.waitsFor->mzxid += 1;
        return read;
    }
};

inline QList<Finding> ofKind(const QList<Finding> &findings, FindingKind kind)
{
    QList<Finding> result;
    for (const Finding &finding : findings) {
        if (finding.kind == kind)
            result.append(finding);
    }
    return result;
}

inline void setCreated(LockQueue &queue, qint64 ctimeMs)
{
    for (LockEntry &entry : queue.entries) {
        entry.node.edit().stat.ctimeMs = ctimeMs;
        entry.node.edit().stat.mtimeMs = ctimeMs;
    }
}

} // namespace lockscope::test
