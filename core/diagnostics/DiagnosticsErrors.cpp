// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/DiagnosticsErrors.h"

#include "diagnostics/EnsembleView.h"

namespace lockscope {

namespace {

// Without a member's watch lists three things go unjudged; said once per member that would not
// tell them (whatever else it would not tell), never once per session.
QString watchListsUnknown(const QString &why)
{
    return FindingText::tr("watch lists unknown: herds and broken waits not judged, locks known only by their "
                           "watchers not shown: %1")
        .arg(why);
}

} // namespace

// Each cause once: a member that would not say, or sessions no member knows.
QList<DiagnosticsError> diagnosticsErrors(const DiagnosticsInput &in, const std::vector<SessionInfo> &sessions)
{
    QList<qint64> unknown;
    for (const SessionInfo &s : sessions) {
        if (s.client.isEmpty())
            unknown.append(s.session);
    }
    QList<DiagnosticsError> errors;
    if (!in.ensemble || in.ensemble->members.isEmpty()) {
        const QString why = !in.ensemble ? FindingText::tr("no member of the ensemble has answered yet")
                                         : FindingText::tr("the connect string names no server to ask");
        errors.append({in.ensembleName, FindingText::tr("client addresses unknown: %1").arg(why), unknown});
        errors.append({in.ensembleName, watchListsUnknown(why), {}});
        return errors;
    }
    const bool allAnswered = in.ensemble->connectionsFromAllMembers();
    for (const MemberReport &member : in.ensemble->members) {
        if (!member.connections) {
            // Any session without an address may be connected to this member.
            errors.append({member.member.address(),
                           FindingText::tr("client addresses unknown: %1").arg(member.connectionsError), unknown});
        }
        if (!member.watchesKnown())
            errors.append({member.member.address(), watchListsUnknown(member.watchesError), {}});
    }
    if (allAnswered && !unknown.isEmpty()) {
        errors.append({in.ensembleName,
                       FindingText::tr("client addresses unknown: connected to no member of the connect string "
                                       "(the session ended or is reconnecting, or its server is not listed)"),
                       unknown});
    }
    return errors;
}

} // namespace lockscope
