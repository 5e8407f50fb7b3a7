// SPDX-License-Identifier: Apache-2.0

// persistent-node: a lock entry no session owns outlives its client. Where a system keeps such
// nodes by design (Hive's LOCK TABLE) its recogniser says so and this rule stays silent.
#include "findings/FindingRules.h"
#include "findings/RuleSupport.h"

#include "zk/ZkTypes.h"

namespace lockscope {
namespace {

void judgePersistent(const DiagnosticsInput &in, const LockQueue &queue, const LockEntry &entry,
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
    enum class Creator {
        Unnamed,
        Connected,
        Gone,
        Unknown
    };
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
        whose =
            FindingText::tr("its creator %1 is gone and nothing will ever delete it").arg(formatSessionId(*creator));
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
        : (blocking
               ? FindingText::tr("; it blocks %1 waiting: if its client is gone, delete it (lockscope-cli delete %2)")
                     .arg(queue.waiters())
                     .arg(entry.path())
               : FindingText::tr("; if its client is gone, delete it (lockscope-cli delete %1)").arg(entry.path()));
    finding.detail = FindingText::tr("persistent lock node %1: %2%3").arg(entry.path(), whose, action);
    findings.append(finding);
}

void evaluatePersistentNode(const RuleInput &input, RuleOutput &out)
{
    for (const LockQueue &queue : input.in.locks) {
        for (const LockEntry &entry : queue.entries)
            judgePersistent(input.in, queue, entry, out.findings);
        // A system's own word on its persistent entries (Hive's explicit LOCK TABLE: by design, info).
        for (const Finding &finding : queue.systemFindings) {
            if (finding.kind == FindingKind::PersistentNode)
                out.findings.append(finding);
        }
    }
}

} // namespace

constinit const FindingRule kPersistentNodeRow = {
    .kind = FindingKind::PersistentNode,
    .name = "persistent-node",
    .severity = Severity::Critical,
    .scope = RuleScope::Entries,
    .evaluate = evaluatePersistentNode,
    .displayName = QT_TRANSLATE_NOOP("DisplayNames", "persistent node"),
    .summary = QT_TRANSLATE_NOOP("lockscope::FindingText", "A lock entry no session owns outlives its client."),
    .remedy = QT_TRANSLATE_NOOP("lockscope::FindingText",
                                "If its client is gone, force-delete it; create lock nodes "
                                "EPHEMERAL_SEQUENTIAL."),
    .remedyDeletes = true};

} // namespace lockscope
