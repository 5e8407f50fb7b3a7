// SPDX-License-Identifier: Apache-2.0

// revoke and delete: admin actions through LockAdmin (read-only gate, lock check, version check,
// audit log). One line per outcome: results on stdout, refusals and failures on stderr.
#include "AdminSupport.h"
#include "CliContext.h"
#include "Commands.h"

#include "admin/LockAdmin.h"
#include "audit/AuditLog.h"
#include "zk/ZkSession.h"

#include <cstdio>
#include <optional>

namespace lockscope::cli {

AuditLog auditLogOf(const CliOptions &o)
{
    return AuditLog(o.auditLog.isEmpty() ? AuditLog::defaultPath() : o.auditLog);
}

void warnAudit(const QString &error)
{
    if (!error.isEmpty())
        std::fprintf(stderr, "lockscope-cli: warning: not recorded in the audit log: %s\n", qUtf8Printable(error));
}

namespace {

// No session, so LockAdmin never saw the attempt: it is still recorded. CliContext::connect()
// has already said why on stderr.
void auditNoSession(const AuditLog &audit, const CliOptions &o, const QString &action)
{
    AuditRecord record = makeAuditRecord(action, o.connect, o.positional.value(0));
    if (o.version)
        record.version = *o.version;
    if (action == QLatin1String("revoke"))
        record.payload = o.payload;
    record.reason = o.reason;
    record.result = adminOutcomeName(AdminOutcome::Failed);
    record.message = QStringLiteral("no session with the ensemble within %1 ms; nothing was done").arg(o.timeoutMs);
    QString error;
    if (!audit.append(record, &error))
        warnAudit(error);
}

// What one action goes through: the audit log, a session and a LockAdmin behind the read-only
// gate. In read-only mode no session is opened: the gate refuses before anything could be sent.
class AdminAction {
public:
    AdminAction(CliContext &context, const QString &action) : m_audit(auditLogOf(context.options()))
    {
        const CliOptions &o = context.options();
        ZkSession *session = nullptr;
        if (o.readOnly) {
            m_offline = std::make_unique<ZkSession>(CliContext::sessionOptions(o));
            session = m_offline.get();
        } else {
            session = context.connect();
        }
        if (!session) {
            auditNoSession(m_audit, o, action);
            return;
        }
        m_admin = std::make_unique<LockAdmin>(session, &m_audit);
        m_admin->setReadOnly(o.readOnly);
        m_admin->setRequestTimeoutMs(o.timeoutMs);
    }
    // nullptr when no session could be had (already said on stderr and audited).
    LockAdmin *admin() const { return m_admin.get(); }

private:
    AuditLog m_audit;
    std::unique_ptr<ZkSession> m_offline;
    std::unique_ptr<LockAdmin> m_admin;
};

int refusedOrFailed(const CliContext &context, const QString &action, const QString &path, AdminOutcome outcome,
                    const QString &message)
{
    return context.fail(QStringLiteral("%1 %2: %3: %4").arg(action, path, adminOutcomeName(outcome), message));
}

// A bound for the whole action beyond LockAdmin's own: it answers first unless something is wrong.
int overallTimeoutMs(const CliOptions &o)
{
    return 2 * o.timeoutMs + o.waitMs.value_or(0) + 2000;
}

QString writtenLine(const RevokeResult &r)
{
    return QStringLiteral("revoke %1: done: %2 (now version %3); %4\n")
        .arg(r.path, r.message, QString::number(r.versionSeen.value_or(-1)), r.revocationNote);
}

} // namespace

int runRevoke(CliContext &context)
{
    const CliOptions &o = context.options();
    const QString path = o.positional.value(0);
    const AdminAction action(context, QStringLiteral("revoke"));
    LockAdmin *admin = action.admin();
    if (!admin)
        return 1;

    QTextStream &out = context.out();
    bool writtenShown = false;
    QObject::connect(admin, &LockAdmin::revocationWritten, admin, [&](const RevokeResult &r) {
        out << writtenLine(r);
        out.flush();
        writtenShown = true;
    });
    RevokeRequest request;
    request.path = path;
    request.payload = revokePayloadFromName(o.payload).value_or(RevokePayload::Auto);
    request.reason = o.reason;
    request.expectedVersion = o.version;
    request.waitMs = o.waitMs;
    std::optional<RevokeResult> result;
    admin->revoke(request, [&result](const RevokeResult &r) { result = r; });
    if (!context.waitFor([&result] { return result.has_value(); }, overallTimeoutMs(o)))
        return context.fail(
            QStringLiteral("revoke %1: no answer within %2 ms").arg(path, QString::number(overallTimeoutMs(o))));

    const RevokeResult &r = *result;
    warnAudit(r.auditError);
    if (r.written && !writtenShown)
        out << writtenLine(r);
    switch (r.outcome) {
    case AdminOutcome::Done: out.flush(); return 0;
    case AdminOutcome::Released:
        out << QStringLiteral("revoke %1: released after %2 ms\n").arg(path, QString::number(r.waitedMs));
        out.flush();
        return 0;
    case AdminOutcome::StillHeld:
        out << QStringLiteral("revoke %1: still held after %2 ms at version %3; to force it: lockscope-cli delete "
                              "--connect %4 %1 --version %3\n")
                   .arg(path, QString::number(r.waitedMs), QString::number(r.versionSeen.value_or(-1)), o.connect);
        out.flush();
        return 1;
    case AdminOutcome::Refused:
    case AdminOutcome::Failed: break;
    }
    out.flush();
    return refusedOrFailed(context, QStringLiteral("revoke"), path, r.outcome, r.message);
}

int runDelete(CliContext &context)
{
    const CliOptions &o = context.options();
    const QString path = o.positional.value(0);
    const AdminAction action(context, QStringLiteral("delete"));
    LockAdmin *admin = action.admin();
    if (!admin)
        return 1;

    std::optional<QList<DeleteResult>> results;
    admin->forceDelete({DeleteTarget{path, o.version}}, o.reason,
                       [&results](const QList<DeleteResult> &r) { results = r; });
    if (!context.waitFor([&results] { return results.has_value(); }, overallTimeoutMs(o)))
        return context.fail(
            QStringLiteral("delete %1: no answer within %2 ms").arg(path, QString::number(overallTimeoutMs(o))));

    int exitCode = 0;
    for (const DeleteResult &r : std::as_const(*results)) {
        warnAudit(r.auditError);
        if (r.outcome == AdminOutcome::Done) {
            context.out() << QStringLiteral("delete %1: done: %2\n").arg(r.path, r.message);
            context.out().flush();
        } else {
            exitCode = refusedOrFailed(context, QStringLiteral("delete"), r.path, r.outcome, r.message);
        }
    }
    return exitCode;
}

} // namespace lockscope::cli
