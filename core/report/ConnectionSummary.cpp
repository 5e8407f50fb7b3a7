// SPDX-License-Identifier: Apache-2.0

#include "report/ConnectionSummary.h"

#include "diagnostics/QuorumCheck.h"
#include "monitor/LockMonitor.h"
#include "platform/TextFormat.h"
#include "zk/ZkSession.h"

namespace lockscope {
namespace {

QString stateOf(const ZkSession &session, const LockMonitor &monitor)
{
    const QString member = session.server();
    switch (session.state()) {
    case ConnectionState::Connecting: return QStringLiteral("connecting");
    case ConnectionState::Connected:
        return monitor.isSynced() ? QStringLiteral("connected to %1").arg(member)
                                  : QStringLiteral("connected to %1, reading locks").arg(member);
    case ConnectionState::Disconnected: return QStringLiteral("%1 lost, reconnecting (session kept)").arg(member);
    case ConnectionState::Expired: return QStringLiteral("session expired, reconnecting");
    case ConnectionState::AuthFailed:
    case ConnectionState::Closed:
        return session.lastError().isEmpty() ? connectionStateName(session.state()) : session.lastError();
    }
    return {};
}

} // namespace

QString quorumSummary(const QuorumStatus &quorum)
{
    if (!quorum.lost())
        return {};
    QString text = QStringLiteral("no quorum: %1 of %2 members %3, none serves writes")
                       .arg(quorum.answering)
                       .arg(quorum.members)
                       .arg(quorum.answering == 1 ? QStringLiteral("answers") : QStringLiteral("answer"));
    if (quorum.readOnly > 0)
        text += QStringLiteral(" (%1 serve%2 reads only)")
                    .arg(quorum.readOnly)
                    .arg(quorum.readOnly == 1 ? QStringLiteral("s") : QString());
    return text;
}

QString connectionSummary(const ZkSession &session, const LockMonitor &monitor, const QuorumStatus *quorum)
{
    const QString lost = quorum ? quorumSummary(*quorum) : QString();
    QString state = lost.isEmpty() || session.isConnected() ? stateOf(session, monitor) : lost;
    const QDateTime since = monitor.outOfSightSince();
    if (since.isNull())
        return state;
    return QStringLiteral("%1; locks as of %2 ago")
        .arg(state, formatDuration(since.msecsTo(QDateTime::currentDateTimeUtc())));
}

} // namespace lockscope
