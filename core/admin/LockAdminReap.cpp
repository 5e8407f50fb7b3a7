// SPDX-License-Identifier: Apache-2.0

// LockAdmin: reaping leftovers, each deleted at the version it was listed at and only while empty.
#include "admin/LockAdminPrivate.h"
#include "zk/ZkSession.h"

namespace lockscope {

namespace {

AdminOutcome auditOutcome(ReapState state)
{
    switch (state) {
    case ReapState::Deleted: return AdminOutcome::Done;
    case ReapState::KeptChanged:
    case ReapState::KeptNotEmpty:
    case ReapState::Refused: return AdminOutcome::Refused;
    case ReapState::Gone:
    case ReapState::Failed: break;
    }
    return AdminOutcome::Failed;
}

} // namespace

void LockAdmin::reapLeftovers(const QList<Leftover> &leftovers, const QString &reason, ReapCallback done)
{
    auto op = std::make_shared<ReapOp>();
    op->leftovers = leftovers;
    op->reason = reason;
    op->done = std::move(done);
    if (leftovers.isEmpty()) {
        d->post([op] { op->done({}); });
        return;
    }
    d->startReapTarget(op);
}

void LockAdmin::Private::startReapTarget(const std::shared_ptr<ReapOp> &op)
{
    const Leftover &target = op->leftovers.at(op->current);
    op->targetFinished = false;
    if (const auto verdict = checkBeforeZooKeeper(QStringLiteral("reap"), target.path)) {
        concludeReapTarget(op, verdict->outcome == AdminOutcome::Refused ? ReapState::Refused : ReapState::Failed,
                           verdict->message);
        return;
    }
    const qsizetype index = op->current;
    afterRequestTimeout([this, op, index] {
        if (op->current == index && !op->targetFinished)
            concludeReapTarget(op, ReapState::Failed,
                               QStringLiteral("ZooKeeper did not answer the delete within %1 ms: the node may or may "
                                              "not have been deleted")
                                   .arg(requestTimeoutMs));
    });
    QPointer<LockAdmin> self(q);
    // The version check keeps a node whose data changed; ZooKeeper itself refuses one that has a
    // child. A child created and deleted again between the listing and now goes unnoticed: the
    // parent is then empty again, and lock clients create their parents when they need them.
    session->remove(target.path, target.version, [this, self, op, index](ZkError error) {
        if (!self || op->current != index || op->targetFinished)
            return;
        switch (error) {
        case ZkError::Ok: concludeReapTarget(op, ReapState::Deleted, QString()); return;
        case ZkError::BadVersion: concludeReapTarget(op, ReapState::KeptChanged, QString()); return;
        case ZkError::NotEmpty: concludeReapTarget(op, ReapState::KeptNotEmpty, QString()); return;
        case ZkError::NoNode: concludeReapTarget(op, ReapState::Gone, QString()); return;
        default: concludeReapTarget(op, ReapState::Failed, errorMessage(error)); return;
        }
    });
}

void LockAdmin::Private::concludeReapTarget(const std::shared_ptr<ReapOp> &op, ReapState state, const QString &message)
{
    op->targetFinished = true;
    const Leftover &target = op->leftovers.at(op->current);
    ReapResult result;
    result.path = target.path;
    result.state = state;
    result.message = message;
    result.version = target.version;

    AuditRecord record = newRecord(QStringLiteral("reap"), target.path);
    record.reason = op->reason;
    record.version = target.version;
    record.result = adminOutcomeName(auditOutcome(state));
    switch (state) {
    case ReapState::Deleted:
        record.message = QStringLiteral("deleted an empty leftover at version %1").arg(target.version);
        break;
    case ReapState::KeptChanged:
        record.message = QStringLiteral("kept (changed): no longer at version %1").arg(target.version);
        break;
    case ReapState::KeptNotEmpty:
        record.message = QStringLiteral("kept (not empty): it gained a child since it was listed");
        break;
    case ReapState::Gone: record.message = QStringLiteral("gone before the delete"); break;
    case ReapState::Refused:
    case ReapState::Failed: record.message = message; break;
    }
    result.auditError = appendAudit(record);
    op->results.append(result);

    if (++op->current < op->leftovers.size()) {
        post([this, op] { startReapTarget(op); });
        return;
    }
    post([op] {
        if (op->done)
            op->done(op->results);
    });
}

} // namespace lockscope
