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
    finding.nodes = {entry.path()};
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

} // namespace lockscope
