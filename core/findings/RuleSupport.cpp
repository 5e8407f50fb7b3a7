// SPDX-License-Identifier: Apache-2.0

#include "findings/RuleSupport.h"

#include "recipes/NameTokens.h"
#include "zk/ZkTypes.h"

namespace lockscope {

Finding nodeFinding(FindingKind kind, Severity severity, const LockQueue &queue, const LockEntry &entry)
{
    Finding finding;
    finding.kind = kind;
    finding.severity = severity;
    if (entry.isEphemeral())
        finding.sessions = {entry.node->stat.ephemeralOwner};
    finding.locks = {queue.path};
    finding.nodes = {entry.ref()};
    return finding;
}

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

bool serverStillHas(const RuleInput &input, RuleOutput &out, const QString &path, const NodeStat &inTree,
                    qint64 confirmedFrom, bool unchanged)
{
    const DiagnosticsInput &in = input.in;
    if (out.rechecksInUse)
        out.rechecksInUse->insert(path);
    const NodeRecheck *read = nullptr;
    if (in.rechecks) {
        const auto found = in.rechecks->constFind(path);
        if (found != in.rechecks->cend())
            read = &*found;
    }
    const bool still = read && read->afterRoundAskedAtMs >= confirmedFrom
        && (unchanged ? read->isUnchanged(inTree) : read->isSameNode(inTree));
    if (!still && out.rechecks && (!read || read->afterRoundAskedAtMs < in.ensemble->askedAtMs))
        out.rechecks->append(path);
    return still;
}

} // namespace lockscope
