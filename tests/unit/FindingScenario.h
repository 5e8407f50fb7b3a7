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
    // What a read after this round finds of the nodes the rules ask to read again (NodeRecheck.h):
    // by default each as the tree shows it; else those in `recheckDiffers` (all when empty) gone or
    // changed, or every read failed.
    enum class Recheck {
        NotRead,
        AsInTree,
        Gone,
        Changed,
        ReadFailed
    };
    Recheck recheck = Recheck::AsInTree;
    QStringList recheckDiffers;
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
        QHash<QString, qint64> unwatched;
        if (earlierUnwatchedRoundMs != 0 && !evaluation.unwatchedSinceMs.isEmpty()) {
            unwatched = evaluation.unwatchedSinceMs;
            for (qint64 &since : unwatched)
                since -= earlierUnwatchedRoundMs;
            input.unwatchedSinceMs = &unwatched;
            evaluation = evaluateDiagnostics(input);
        }
        if (recheck == Recheck::NotRead || evaluation.rechecks.isEmpty())
            return evaluation;
        NodeRechecks reads = readAsInTree(evaluation.rechecks, locks, input.ensemble->askedAtMs - recheckEarlierByMs);
        for (auto read = reads.begin(); read != reads.end(); ++read) {
            read->answered = recheck != Recheck::ReadFailed;
            if (!recheckDiffers.isEmpty() && !recheckDiffers.contains(read.key()))
                continue;
            if (recheck == Recheck::Gone)
                read->stat.reset();
            if (recheck == Recheck::Changed && read->stat)
                read->stat->mzxid += 1;
        }
        input.rechecks = &reads;
        return evaluateDiagnostics(input);
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
