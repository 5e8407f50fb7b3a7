// SPDX-License-Identifier: Apache-2.0

// dead-holder: a session behind lock entries (holders or candidates) that no member serves,
// although every member answered: its process is gone or cut off, and ZooKeeper keeps its nodes
// until the session expires. One finding per session names all of its nodes, instead of one
// complaint per node (its standbys "watch nothing", its liveness node looks stale). The expiry
// removes them by itself; a force delete is offered only for a node that holds others up, and
// only at the version shown, for when the wait is too long and the process is surely dead. Only
// once a read after the round finds its node still there: the tree may be older than the round.
#include "findings/FindingRules.h"
#include "findings/RuleSupport.h"

#include "platform/TextFormat.h"
#include "zk/ZkTypes.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <algorithm>
#include <map>
#include <unordered_set>

namespace lockscope {

QSet<qint64> deadSessionsOf(const DiagnosticsInput &in)
{
    QSet<qint64> dead;
    if (!in.ensemble || !in.ensemble->connectionsFromAllMembers())
        return dead;
    for (const LockQueue &queue : in.locks) {
        for (const LockEntry &entry : queue.entries) {
            const qint64 session = entry.node->stat.ephemeralOwner;
            if (entry.isEphemeral() && session != in.ownSession && in.ensemble->isConnected(session) == false)
                dead.insert(session);
        }
    }
    return dead;
}

namespace {

struct DeadNodes {
    NodePaths nodes;
    QStringList locks;
    QStringList parts; // "holds /a (clickhouse leader)", "stands by in /b": the first kNamedParts
    qsizetype unnamedParts = 0; // and how many more
    QString blockingNode; // a held node others wait for: the one a delete would free
    int blockingVersion = 0;
    QStringList notes; // what the systems say of their gone holders
    QString firstNode; // read again before the session is called gone (serverStillHas)
    NodeStat firstStat;
};

// The node, and what it is to its system when a recogniser said.
// A session may own a million entries: the detail names a few, the finding's nodes list them all.
constexpr qsizetype kNamedParts = 10;

QString nodeLabel(const LockQueue &queue, const LockEntry &entry)
{
    if (queue.system.isEmpty())
        return entry.path();
    return QStringLiteral("%1 (%2 %3)").arg(entry.path(), queue.system, queue.role);
}

void evaluateDeadHolder(const RuleInput &input, RuleOutput &out)
{
    if (input.deadSessions.isEmpty())
        return;
    const DiagnosticsInput &in = input.in;
    const auto missingSince = [&](qint64 session) {
        return in.missingSinceMs ? in.missingSinceMs->value(session, in.ensemble->askedAtMs) : in.ensemble->askedAtMs;
    };
    // Missing from one round is a suspicion (the client may be moving to another member): judged
    // by a round asked after the grace, and reported only if that round misses it too.
    QSet<qint64> gone;
    for (qint64 session : input.deadSessions) {
        const qint64 judgeableAt = missingSince(session) + in.settings.deadHolderGraceMs;
        if (in.ensemble->askedAtMs >= judgeableAt)
            gone.insert(session);
        else
            out.confirmAt(judgeableAt);
    }
    if (gone.isEmpty())
        return;
    // When they expire is the leader's to say: ask it in the next round, at once.
    if (!in.ensemble->expiriesAsked)
        out.confirmAt(in.nowMs);
    std::map<quint64, DeadNodes> bySession; // unsigned: the order ids print in
    for (const LockQueue &queue : input.in.locks) {
        for (const LockEntry &entry : queue.entries) {
            const qint64 session = entry.node->stat.ephemeralOwner;
            if (!entry.isEphemeral() || !gone.contains(session))
                continue;
            DeadNodes &dead = bySession[quint64(session)];
            if (dead.nodes.isEmpty()) {
                dead.firstNode = entry.path();
                dead.firstStat = entry.node->stat;
            }
            dead.nodes.append(entry.ref());
            dead.locks.append(queue.path);
            const bool holds = entry.state == EntryState::Holding;
            if (dead.parts.size() < kNamedParts) {
                const QString node = nodeLabel(queue, entry);
                dead.parts.append(holds                               ? FindingText::tr("holds %1").arg(node)
                                      : waitersAreBlocked(queue.kind) ? FindingText::tr("waits with %1").arg(node)
                                                                      : FindingText::tr("stands by with %1").arg(node));
            } else {
                ++dead.unnamedParts;
            }
            // One replica's note for each of its tables reads the same: said once.
            if (!queue.holderGoneNote.isEmpty() && !dead.notes.contains(queue.holderGoneNote))
                dead.notes.append(queue.holderGoneNote);
            if (holds && queue.waiters() > 0 && dead.blockingNode.isEmpty()) {
                dead.blockingNode = entry.path();
                dead.blockingVersion = entry.node->stat.version;
            }
        }
    }
    for (auto &[id, dead] : bySession) {
        const qint64 session = qint64(id);
        // The session may have ended since the tree was read (closed, or expired), and its
        // ephemeral nodes with it, all at once: one of them read again tells.
        if (!serverStillHas(input, out, dead.firstNode, dead.firstStat,
                            missingSince(session) + in.settings.deadHolderGraceMs, false))
            continue;
        QString what = dead.parts.join(QStringLiteral(", "));
        if (dead.unnamedParts > 0)
            what += FindingText::tr(" and %n more", nullptr, int(dead.unnamedParts));
        // What else it owns goes with it at the expiry (a registration, a leader record), as the
        // leader's dump tells; a node can be named only once.
        // (A registry's client may own thousands: looked up in a set, a few named in the text.)
        std::unordered_set<NodeKey, NodeKeyHash> named;
        named.reserve(std::size_t(dead.nodes.size()));
        for (const NodeRef &ref : dead.nodes.refs())
            named.insert({ref.folder, ref.name});
        QStringList others;
        for (const QString &path : in.ensemble->ephemerals.value(session)) {
            if (!named.contains(NodeKey::of(path)))
                others.append(path);
        }
        others.sort();
        if (!others.isEmpty()) {
            constexpr qsizetype kNamed = 5;
            QString owned = others.mid(0, kNamed).join(QStringLiteral(", "));
            if (others.size() > kNamed)
                owned += FindingText::tr(" and %n more", nullptr, int(others.size() - kNamed));
            what += QStringLiteral(", ") + FindingText::tr("owns %1").arg(owned);
        }
        for (const QString &other : std::as_const(others))
            dead.nodes.append(other);
        Finding finding;
        finding.kind = FindingKind::DeadHolder;
        finding.severity = Severity::Warning;
        finding.sessions = {session};
        dead.nodes.sort();
        dead.locks.sort();
        dead.locks.removeDuplicates();
        finding.nodes = dead.nodes;
        finding.locks = dead.locks;
        finding.durationMs = qMax<qint64>(0, in.nowMs - missingSince(session));
        finding.expiresAtMs = in.ensemble->expiresAtMs.value(session);
        const QString expiry = finding.expiresAtMs == 0 ? FindingText::tr("its client's session timeout")
            : finding.expiresAtMs > in.nowMs
            ? FindingText::tr("the leader expires it at %1 UTC, in %2")
                  .arg(
                      QDateTime::fromMSecsSinceEpoch(finding.expiresAtMs, Qt::UTC).toString(QStringLiteral("HH:mm:ss")),
                      formatDuration(finding.expiresAtMs - in.nowMs))
            : FindingText::tr("the leader's expiry was due %1 ago").arg(formatDuration(in.nowMs - finding.expiresAtMs));
        const QString remedy = dead.blockingNode.isEmpty()
            ? FindingText::tr("wait for the session to expire (%1)").arg(expiry)
            : FindingText::tr("wait for the session to expire (%1); if that is too long and the process is surely "
                              "dead, force-delete the node it holds at the version shown (lockscope-cli delete %2 "
                              "--version %3)")
                  .arg(expiry, dead.blockingNode)
                  .arg(dead.blockingVersion);
        finding.detail = FindingText::tr("session %1 has been served by no member of the ensemble for %2 (every member "
                                         "answered): its process is gone or cut off, and its %n node(s) stay until "
                                         "the session expires: it %3; %4",
                                         nullptr, int(dead.nodes.size()))
                             .arg(formatSessionId(session), formatDuration(finding.durationMs), what, remedy);
        for (const QString &note : std::as_const(dead.notes))
            finding.detail += QStringLiteral("; ") + note;
        out.findings.append(finding);
    }
}

} // namespace

constinit const FindingRule kDeadHolderRow = {
    .kind = FindingKind::DeadHolder,
    .name = "dead-holder",
    .subject = FindingSubject::FirstSession,
    .facts = {.duration = true, .expiry = true},
    .severity = Severity::Warning,
    .scope = RuleScope::Sessions,
    .needsEnsemble = true,
    .evaluate = evaluateDeadHolder,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "dead holder"),
    .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "holder gone"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                 "A session that holds or queues for locks is served by no member: its "
                                 "process is gone and its nodes stay until the session expires."),
    .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                "Wait for the expiry; when it is too long and the process is surely dead, "
                                "force-delete the exact node it holds."),
    .remedyDeletes = true};

// Retired: dead-holder reports these sessions with their other nodes.
constinit const FindingRule kStaleRegistrationRow = {
    .kind = FindingKind::StaleRegistration,
    .name = "stale-registration",
    .severity = Severity::Warning,
    .scope = RuleScope::Sessions,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "stale registration"),
    .lockLabel = QT_TRANSLATE_NOOP("LockSummary", "stale registration")};

} // namespace lockscope
