// SPDX-License-Identifier: Apache-2.0

// LockAdmin: cooperative revocation of a holder, and following its outcome.
#include "admin/LockAdminPrivate.h"
#include "admin/NodeGoneWatch.h"
#include "zk/ZkSession.h"

namespace lockscope {

namespace {

QString payloadText(const QByteArray &payload)
{
    return QString::fromUtf8(payload);
}

} // namespace

void LockAdmin::Private::startRevoke(const std::shared_ptr<RevokeOp> &op)
{
    if (const auto verdict = checkBeforeZooKeeper(QStringLiteral("revoke"), op->request.path)) {
        concludeRevoke(op, verdict->outcome, verdict->message);
        return;
    }
    QPointer<LockAdmin> self(q);
    afterRequestTimeout([this, op] {
        if (op->finished || op->waiting)
            return;
        concludeRevoke(
            op, AdminOutcome::Failed,
            op->writeSent
                ? QStringLiteral("ZooKeeper did not answer the write within %1 ms: the "
                                 "payload may or may not have been written")
                      .arg(requestTimeoutMs)
                : QStringLiteral("ZooKeeper did not answer within %1 ms; nothing was written").arg(requestTimeoutMs));
    });
    readListingsForEntry(session, op->request.path, [this, self, op](const ListingReadResult &read) {
        if (self && !op->finished)
            onRevokeListings(op, read);
    });
}

void LockAdmin::Private::onRevokeListings(const std::shared_ptr<RevokeOp> &op, const ListingReadResult &read)
{
    const QString &path = op->request.path;
    if (const QString failure = readFailure(read, path); !failure.isEmpty()) {
        concludeRevoke(op, AdminOutcome::Failed, failure);
        return;
    }
    const EntryCheck check = checkLockEntry(path, read.listings);
    if (!check.exists) {
        concludeRevoke(op, AdminOutcome::Failed, QStringLiteral("no such node (already released?)"));
        return;
    }
    const int found = check.node.stat.version;
    op->result.versionSeen = found;
    op->record.version = found;
    if (isSessionOwner(check.node.stat.ephemeralOwner))
        op->record.session = formatSessionId(check.node.stat.ephemeralOwner);
    if (!check.refusal.isEmpty()) {
        concludeRevoke(op, AdminOutcome::Refused, check.refusal);
        return;
    }

    const LockQueue &lock = *check.lock;
    if (const QString refusal = revocationRefusal(lock); !refusal.isEmpty()) {
        concludeRevoke(op, AdminOutcome::Refused, refusal);
        return;
    }
    const RevocationAdvice advice = revocationAdvice(lock.recipe, lock.kind);
    op->result.payload = payloadBytes(op->request.payload, lock.recipe);
    op->result.recipeCanHonour = advice.recipeCanHonour;
    op->result.revocationNote = advice.note;
    if (advice.recipeCanHonour && op->result.payload != advice.autoPayload) {
        op->result.revocationNote += QStringLiteral("; this recipe listens for %1, not %2")
                                         .arg(payloadText(advice.autoPayload), payloadText(op->result.payload));
    }
    if (check.entry.state != EntryState::Holding) {
        concludeRevoke(
            op, AdminOutcome::Refused,
            QStringLiteral("waiting (for %1), not holding: only a holder can be revoked").arg(check.entry.waitsFor()));
        return;
    }
    if (op->request.expectedVersion && *op->request.expectedVersion != found) {
        concludeRevoke(op, AdminOutcome::Refused,
                       QStringLiteral("changed since it was shown (version %1 now, %2 then): not overwritten")
                           .arg(found)
                           .arg(*op->request.expectedVersion));
        return;
    }

    op->writeSent = true;
    op->result.versionWritten = found;
    QPointer<LockAdmin> self(q);
    // Conditional on the version just checked: a node that changed meanwhile is left alone.
    session->setData(path, op->result.payload, found, [this, self, op](ZkError error, const NodeStat &stat) {
        if (self && !op->finished)
            onRevokeWritten(op, error, stat);
    });
}

void LockAdmin::Private::onRevokeWritten(const std::shared_ptr<RevokeOp> &op, ZkError error, const NodeStat &stat)
{
    const QString &path = op->request.path;
    const int version = *op->result.versionWritten;
    switch (error) {
    case ZkError::Ok: break;
    case ZkError::BadVersion:
        concludeRevoke(
            op, AdminOutcome::Refused,
            QStringLiteral("changed since it was read (no longer at version %1): not overwritten").arg(version));
        return;
    case ZkError::NoNode:
        concludeRevoke(op, AdminOutcome::Failed, QStringLiteral("gone before the write (released?)"));
        return;
    default: concludeRevoke(op, AdminOutcome::Failed, errorMessage(error)); return;
    }

    op->result.written = true;
    op->result.versionSeen = stat.version;
    op->result.outcome = AdminOutcome::Done;
    op->result.message = QStringLiteral("wrote %1 at version %2").arg(payloadText(op->result.payload)).arg(version);
    op->record.result = adminOutcomeName(AdminOutcome::Done);
    op->record.message = op->result.message + QStringLiteral("; ") + op->result.revocationNote;
    op->record.payload = payloadText(op->result.payload);
    op->result.auditError = appendAudit(op->record);

    if (!op->request.waitMs) {
        deliverRevoke(op);
        return;
    }
    op->waiting = true;
    Q_EMIT q->revocationWritten(op->result);
    QPointer<LockAdmin> self(q);
    auto *watch = new NodeGoneWatch(session, path, stat, *op->request.waitMs, q);
    watch->start([this, self, op, watch](bool gone, const NodeStat &lastStat, qint64 elapsedMs) {
        watch->deleteLater();
        if (self && !op->finished)
            onRevokeWaited(op, gone, lastStat, elapsedMs);
    });
}

void LockAdmin::Private::onRevokeWaited(const std::shared_ptr<RevokeOp> &op, bool gone, const NodeStat &lastStat,
                                        qint64 elapsedMs)
{
    RevokeResult &result = op->result;
    result.waitedMs = elapsedMs;
    if (gone) {
        result.outcome = AdminOutcome::Released;
        result.message = QStringLiteral("released after %1 ms").arg(elapsedMs);
    } else {
        result.outcome = AdminOutcome::StillHeld;
        result.versionSeen = lastStat.version;
        result.message =
            QStringLiteral("still held after %1 ms (at version %2); %3")
                .arg(elapsedMs)
                .arg(lastStat.version)
                .arg(result.recipeCanHonour ? QStringLiteral("its holder did not let go") : result.revocationNote);
    }
    AuditRecord waitRecord = newRecord(QStringLiteral("revoke-wait"), result.path);
    waitRecord.version = result.versionSeen;
    waitRecord.payload = op->record.payload;
    waitRecord.reason = op->record.reason;
    waitRecord.session = op->record.session;
    waitRecord.result = adminOutcomeName(result.outcome);
    waitRecord.message = result.message;
    const QString auditError = appendAudit(waitRecord);
    if (result.auditError.isEmpty())
        result.auditError = auditError;
    deliverRevoke(op);
}

// A refused or failed attempt: recorded, then answered.
void LockAdmin::Private::concludeRevoke(const std::shared_ptr<RevokeOp> &op, AdminOutcome outcome,
                                        const QString &message)
{
    op->result.outcome = outcome;
    op->result.message = message;
    op->record.result = adminOutcomeName(outcome);
    op->record.message = message;
    QByteArray payload = op->result.payload;
    if (payload.isEmpty() && op->request.payload != RevokePayload::Auto)
        payload = payloadBytes(op->request.payload, Recipe::Generic);
    op->record.payload = payload.isEmpty() ? QStringLiteral("auto") : payloadText(payload);
    op->result.auditError = appendAudit(op->record);
    deliverRevoke(op);
}

void LockAdmin::Private::deliverRevoke(const std::shared_ptr<RevokeOp> &op)
{
    op->finished = true;
    post([op] {
        if (op->done)
            op->done(op->result);
    });
}

} // namespace lockscope
