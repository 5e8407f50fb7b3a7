// SPDX-License-Identifier: Apache-2.0

// LockAdmin: force delete of lock entries, each at the version the operator saw.
#include "admin/LockAdminPrivate.h"
#include "zk/ZkSession.h"

namespace lockscope {

void LockAdmin::Private::startDeleteTarget(const std::shared_ptr<DeleteOp> &op)
{
    const DeleteTarget &target = op->targets.at(op->current);
    op->record = newRecord(QStringLiteral("delete"), target.path);
    op->record.reason = op->reason;
    op->record.version = target.version;
    op->removeSent = false;
    op->targetFinished = false;
    if (const auto verdict = checkBeforeZooKeeper(QStringLiteral("delete"), target.path)) {
        concludeDeleteTarget(op, verdict->outcome, verdict->message, target.version);
        return;
    }
    const qsizetype index = op->current;
    afterRequestTimeout([this, op, index] {
        if (op->current != index || op->targetFinished)
            return;
        concludeDeleteTarget(op, AdminOutcome::Failed,
                             op->removeSent ? QStringLiteral("ZooKeeper did not answer the delete within %1 ms: the "
                                                             "node may or may not have been deleted")
                                                  .arg(requestTimeoutMs)
                                            : QStringLiteral("ZooKeeper did not answer within %1 ms; nothing was "
                                                             "deleted")
                                                  .arg(requestTimeoutMs),
                             op->record.version ? std::optional<int>(int(*op->record.version)) : std::nullopt);
    });
    QPointer<LockAdmin> self(q);
    readListingsForEntry(session, target.path, [this, self, op, index](const ListingReadResult &read) {
        if (self && op->current == index && !op->targetFinished)
            onDeleteListings(op, read);
    });
}

void LockAdmin::Private::onDeleteListings(const std::shared_ptr<DeleteOp> &op, const ListingReadResult &read)
{
    const DeleteTarget &target = op->targets.at(op->current);
    const QString &path = target.path;
    if (const QString failure = readFailure(read, path); !failure.isEmpty()) {
        concludeDeleteTarget(op, AdminOutcome::Failed, failure, target.version);
        return;
    }
    const EntryCheck check = checkLockEntry(path, read.listings);
    if (!check.exists) {
        concludeDeleteTarget(op, AdminOutcome::Failed, QStringLiteral("no such node (already gone?)"), target.version);
        return;
    }
    const int found = check.node.stat.version;
    if (isSessionOwner(check.node.stat.ephemeralOwner))
        op->record.session = formatSessionId(check.node.stat.ephemeralOwner);
    if (!check.refusal.isEmpty()) {
        concludeDeleteTarget(op, AdminOutcome::Refused, check.refusal, found);
        return;
    }
    if (target.version && *target.version != found) {
        concludeDeleteTarget(op, AdminOutcome::Refused,
                             QStringLiteral("changed since it was shown (version %1 now, %2 then): not deleted")
                                 .arg(found)
                                 .arg(*target.version),
                             found);
        return;
    }
    op->removeSent = true;
    const qsizetype index = op->current;
    const int version = target.version.value_or(found);
    QPointer<LockAdmin> self(q);
    // Conditional on the version shown or just read: a node that changed meanwhile stays.
    session->remove(path, version, [this, self, op, index, version](ZkError error) {
        if (self && op->current == index && !op->targetFinished)
            onDeleted(op, version, error);
    });
}

void LockAdmin::Private::onDeleted(const std::shared_ptr<DeleteOp> &op, int version, ZkError error)
{
    switch (error) {
    case ZkError::Ok:
        concludeDeleteTarget(op, AdminOutcome::Done, QStringLiteral("deleted at version %1").arg(version), version);
        return;
    case ZkError::BadVersion:
        concludeDeleteTarget(
            op, AdminOutcome::Refused,
            QStringLiteral("changed since it was read (no longer at version %1): not deleted").arg(version), version);
        return;
    case ZkError::NotEmpty:
        concludeDeleteTarget(op, AdminOutcome::Refused,
                             QStringLiteral("has children (a lock entry never has): not deleted"), version);
        return;
    case ZkError::NoNode:
        concludeDeleteTarget(op, AdminOutcome::Failed, QStringLiteral("gone before the delete"), version);
        return;
    default: concludeDeleteTarget(op, AdminOutcome::Failed, errorMessage(error), version); return;
    }
}

void LockAdmin::Private::concludeDeleteTarget(const std::shared_ptr<DeleteOp> &op, AdminOutcome outcome,
                                              const QString &message, std::optional<int> version)
{
    op->targetFinished = true;
    DeleteResult result;
    result.path = op->targets.at(op->current).path;
    result.outcome = outcome;
    result.message = message;
    result.version = version;
    op->record.result = adminOutcomeName(outcome);
    op->record.message = message;
    if (version)
        op->record.version = *version;
    result.auditError = appendAudit(op->record);
    op->results.append(result);

    if (++op->current < op->targets.size()) {
        post([this, op] { startDeleteTarget(op); });
        return;
    }
    post([op] {
        if (op->done)
            op->done(op->results);
    });
}

} // namespace lockscope
