// SPDX-License-Identifier: Apache-2.0

#include "admin/LockAdmin.h"

#include "admin/LockAdminPrivate.h"
#include "zk/ZkPaths.h"
#include "zk/ZkSession.h"

#include <QTimer>

namespace lockscope {

QString readFailure(const ListingReadResult &read, const QString &path)
{
    if (read.error != ZkError::Ok)
        return QStringLiteral("cannot read %1: %2").arg(read.errorPath, errorMessage(read.error));
    if (const auto it = read.unreadableNodes.constFind(path); it != read.unreadableNodes.cend())
        return QStringLiteral("cannot read %1: %2").arg(path, errorMessage(*it));
    return {};
}

AuditRecord LockAdmin::Private::newRecord(const QString &action, const QString &node) const
{
    return makeAuditRecord(action, session->options().connectString, node);
}

QString LockAdmin::Private::appendAudit(const AuditRecord &record)
{
    QString error;
    if (auditLog->append(record, &error)) {
        Q_EMIT q->audited(record);
        return {};
    }
    Q_EMIT q->auditFailed(error);
    return error;
}

std::optional<LockAdmin::Private::Verdict> LockAdmin::Private::checkBeforeZooKeeper(const QString &verb,
                                                                                    const QString &path) const
{
    if (readOnly) {
        return Verdict{AdminOutcome::Refused,
                       QStringLiteral("read-only mode: %1 refused, nothing was sent to ZooKeeper").arg(verb)};
    }
    if (const QString problem = pathProblem(path); !problem.isEmpty())
        return Verdict{AdminOutcome::Refused, QStringLiteral("bad path \"%1\": %2").arg(path, problem)};
    // An action that could not be recorded is not carried out.
    if (QString error; !auditLog->checkWritable(&error))
        return Verdict{AdminOutcome::Failed, error + QStringLiteral("; nothing was done")};
    return std::nullopt;
}

void LockAdmin::Private::afterRequestTimeout(std::function<void()> fn)
{
    QTimer::singleShot(requestTimeoutMs, q, std::move(fn));
}

LockAdmin::LockAdmin(ZkSession *session, const AuditLog *auditLog, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(Private{this, session, auditLog}))
{
}

LockAdmin::~LockAdmin() = default;

void LockAdmin::setReadOnly(bool readOnly)
{
    d->readOnly = readOnly;
}
bool LockAdmin::isReadOnly() const
{
    return d->readOnly;
}
void LockAdmin::setRequestTimeoutMs(int timeoutMs)
{
    d->requestTimeoutMs = qMax(1, timeoutMs);
}
int LockAdmin::requestTimeoutMs() const
{
    return d->requestTimeoutMs;
}

void LockAdmin::revoke(const RevokeRequest &request, RevokeCallback done)
{
    auto op = std::make_shared<RevokeOp>();
    op->request = request;
    op->done = std::move(done);
    op->result.path = request.path;
    op->record = d->newRecord(QStringLiteral("revoke"), request.path);
    op->record.reason = request.reason;
    op->record.version = request.expectedVersion;
    d->startRevoke(op);
}

void LockAdmin::forceDelete(const QList<DeleteTarget> &targets, const QString &reason, DeleteCallback done)
{
    auto op = std::make_shared<DeleteOp>();
    op->targets = targets;
    op->reason = reason;
    op->done = std::move(done);
    if (targets.isEmpty()) {
        d->post([op] { op->done({}); });
        return;
    }
    d->startDeleteTarget(op);
}

} // namespace lockscope
