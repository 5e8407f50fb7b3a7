#include "diagnostics/DiagnosticsErrors.h"

#include "diagnostics/EnsembleView.h"

namespace lockscope {

// Each cause once: a member that would not say, or sessions no member knows.
QList<DiagnosticsError> diagnosticsErrors(const DiagnosticsInput &in, const std::vector<SessionInfo> &sessions)
{
    QList<qint64> unknown;
    for (const SessionInfo &s : sessions) {
        if (s.client.isEmpty())
            unknown.append(s.session);
    }
    QList<DiagnosticsError> errors;
    if (!in.ensemble) {
        errors.append({in.ensembleName, FindingText::tr("client addresses unknown: no member of the ensemble has "
                                                        "answered yet"), unknown});
        return errors;
    }
    if (in.ensemble->members.isEmpty()) {
        errors.append({in.ensembleName, FindingText::tr("client addresses unknown: the connect string names no "
                                                        "server to ask"), unknown});
        return errors;
    }
    const bool allAnswered = in.ensemble->connectionsFromAllMembers();
    for (const MemberReport &member : in.ensemble->members) {
        if (!member.connections) {
            // Any session without an address may be connected to this member.
            errors.append({member.member.address(),
                           FindingText::tr("client addresses unknown: %1").arg(member.connectionsError), unknown});
        } else if (!member.watchesKnown()) {
            errors.append({member.member.address(),
                           FindingText::tr("watches unknown, herds and broken waits not judged: %1")
                               .arg(member.watchesError),
                           {}});
        }
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
