#include "diagnostics/StaleLockRules.h"

#include "recipes/NameTokens.h"
#include "report/TextFormat.h"
#include "zk/ZkTypes.h"

#include <QSet>

namespace lockscope {
namespace {

void noteDue(qint64 *nextDueMs, qint64 dueMs, qint64 nowMs)
{
    if (dueMs > nowMs && (*nextDueMs == 0 || dueMs < *nextDueMs))
        *nextDueMs = dueMs;
}

Finding nodeFinding(FindingKind kind, Severity severity, const LockQueue &queue, const LockEntry &entry)
{
    Finding finding;
    finding.kind = kind;
    finding.severity = severity;
    if (entry.isEphemeral())
        finding.sessions = {entry.node->stat.ephemeralOwner};
    finding.locks = {queue.path};
    finding.nodes = {entry.path()};
    return finding;
}

void checkLongHeld(const DiagnosticsInput &in, const LockQueue &queue, const LockEntry &entry,
                   QList<Finding> &findings, qint64 *nextDueMs)
{
    // A persistent holder is reported as persistent-node: its age says nothing about a client.
    // (Waiters leave first: the limit and the times are looked up for holders only.)
    if (entry.state != EntryState::Holding || !entry.isEphemeral())
        return;
    const qint64 limit = in.settings.longHeldThreshold(queue.path, queue.key());
    const EntryTimes *times = in.timeline && limit > 0 ? in.timeline->times(queue.key(), entry.path()) : nullptr;
    if (!times || times->holdingSinceMs == 0)
        return;
    const qint64 held = in.nowMs - times->holdingSinceMs;
    if (held < limit) {
        noteDue(nextDueMs, times->holdingSinceMs + limit, in.nowMs);
        return;
    }
    Finding finding = nodeFinding(FindingKind::LongHeld, Severity::Warning, queue, entry);
    finding.durationMs = held;
    finding.detail = FindingText::tr("%1 held for %2 by %3, over the %4 limit, %5 waiting: ask the client to "
                                     "release (lockscope-cli revoke %1) or find out what it is doing")
                         .arg(entry.path(), formatDuration(held),
                              describeSession(entry.node->stat.ephemeralOwner, in.ensemble), formatDuration(limit))
                         .arg(queue.waiters());
    findings.append(finding);
}

void checkRevocation(const DiagnosticsInput &in, const LockQueue &queue, const LockEntry &entry,
                     QList<Finding> &findings, qint64 *nextDueMs)
{
    const qint64 deadline = in.settings.revocationDeadlineMs;
    if (!entry.revocationRequested || deadline <= 0)
        return;
    const EntryTimes *times = in.timeline ? in.timeline->times(queue.key(), entry.path()) : nullptr;
    if (!times || times->revocationSinceMs == 0)
        return;
    const qint64 since = in.nowMs - times->revocationSinceMs;
    if (since < deadline) {
        noteDue(nextDueMs, times->revocationSinceMs + deadline, in.nowMs);
        return;
    }
    Finding finding = nodeFinding(FindingKind::RevocationIgnored, Severity::Warning, queue, entry);
    finding.durationMs = since;
    const QString owner = entry.isEphemeral() ? describeSession(entry.node->stat.ephemeralOwner, in.ensemble)
                                              : FindingText::tr("its (persistent) creator");
    finding.detail = FindingText::tr("revocation of %1 was requested %2 ago and %3 still %4 it: its client does "
                                     "not honour revocation (kazoo and go-zk locks never do); force-delete it "
                                     "(lockscope-cli delete %1)")
                         .arg(entry.path(), formatDuration(since), owner,
                              entry.state == EntryState::Holding ? FindingText::tr("holds") : FindingText::tr("queues for"));
    findings.append(finding);
}

void checkPersistent(const DiagnosticsInput &in, const LockQueue &queue, const LockEntry &entry,
                     QList<Finding> &findings)
{
    // Container and TTL markers are removed by the server itself: not stale.
    if (entry.node->stat.ephemeralOwner != 0)
        return;
    // Persistent by a system's design (Hive's LOCK TABLE): its recogniser says what it is.
    const QString path = entry.path();
    for (const Finding &known : queue.systemFindings) {
        if (known.nodes.contains(path))
            return;
    }
    const std::optional<qint64> creator = sessionInNodeName(entry.node->name);
    enum class Creator { Unnamed, Connected, Gone, Unknown };
    Creator state = Creator::Unnamed;
    if (creator) {
        const std::optional<bool> connected = in.ensemble ? in.ensemble->isConnected(*creator) : std::nullopt;
        state = !connected ? Creator::Unknown : (*connected ? Creator::Connected : Creator::Gone);
    }
    const bool blocking = entry.state == EntryState::Holding && queue.waiters() > 0;
    Severity severity = blocking ? Severity::Critical : Severity::Warning;
    QString whose;
    switch (state) {
    case Creator::Connected:
        severity = Severity::Info;
        whose = FindingText::tr("its creator %1 is still connected, but the node will stay when that client "
                                "dies; create lock nodes EPHEMERAL_SEQUENTIAL")
                    .arg(describeSession(*creator, in.ensemble));
        break;
    case Creator::Gone:
        whose = FindingText::tr("its creator %1 is gone and nothing will ever delete it").arg(formatSessionId(*creator));
        break;
    case Creator::Unknown:
        whose = FindingText::tr("its creator %1 may be gone (the ensemble did not say) and nothing deletes it then")
                    .arg(formatSessionId(*creator));
        break;
    case Creator::Unnamed:
        whose = FindingText::tr("no session owns it, so it outlives its client (created PERSISTENT instead of "
                                "EPHEMERAL)");
        break;
    }
    Finding finding = nodeFinding(FindingKind::PersistentNode, severity, queue, entry);
    if (creator)
        finding.sessions = {*creator};
    const QString action = severity == Severity::Info
        ? QString()
        : (blocking ? FindingText::tr("; it blocks %1 waiting: if its client is gone, delete it (lockscope-cli delete %2)")
                          .arg(queue.waiters()).arg(entry.path())
                    : FindingText::tr("; if its client is gone, delete it (lockscope-cli delete %1)").arg(entry.path()));
    finding.detail = FindingText::tr("persistent lock node %1: %2%3").arg(entry.path(), whose, action);
    findings.append(finding);
}

void checkUnrecognized(const LockQueue &queue, QSet<QString> &reportedParents, QList<Finding> &findings)
{
    // Every queue of one parent carries the parent's unrecognized children: report them once.
    if (queue.unrecognized.isEmpty() || reportedParents.contains(queue.path))
        return;
    reportedParents.insert(queue.path);
    Finding finding;
    finding.kind = FindingKind::Unrecognized;
    finding.severity = Severity::Info;
    finding.locks = {queue.path};
    finding.nodes = queue.unrecognized;
    finding.nodes.sort();
    QStringList names;
    for (const QString &path : std::as_const(finding.nodes).mid(0, 3))
        names.append(path.section(QLatin1Char('/'), -1));
    if (finding.nodes.size() > names.size())
        names.append(QStringLiteral("..."));
    finding.detail = FindingText::tr("%1 %2 under %3 match no lock recipe and are not counted as entries (%4): "
                                     "check that they belong there")
                         .arg(finding.nodes.size())
                         .arg(finding.nodes.size() == 1 ? FindingText::tr("child") : FindingText::tr("children"),
                              queue.path, names.join(QStringLiteral(", ")));
    findings.append(finding);
}

} // namespace

std::optional<qint64> sessionInNodeName(const QString &name)
{
    QStringView session;
    if (zkSessionPrefixLength(name, &session) == 0)
        return std::nullopt;
    bool ok = false;
    if (isHex(session, 16)) {
        const quint64 id = session.toULongLong(&ok, 16);
        return ok ? std::optional<qint64>(qint64(id)) : std::nullopt;
    }
    const qint64 id = session.toLongLong(&ok);
    return ok ? std::optional<qint64>(id) : std::nullopt;
}

void addStaleLockFindings(const DiagnosticsInput &input, QList<Finding> &findings, qint64 *nextDueMs)
{
    QSet<QString> reportedParents;
    for (const LockQueue &queue : *input.locks) {
        for (const LockEntry &entry : queue.entries) {
            checkLongHeld(input, queue, entry, findings, nextDueMs);
            checkRevocation(input, queue, entry, findings, nextDueMs);
            checkPersistent(input, queue, entry, findings);
        }
        checkUnrecognized(queue, reportedParents, findings);
    }
}

} // namespace lockscope
