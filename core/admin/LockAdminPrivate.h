// SPDX-License-Identifier: Apache-2.0

#pragma once
// LockAdmin's internals, shared by its revoke and delete halves. Owner thread only.

#include "admin/ListingReader.h"
#include "admin/LockAdmin.h"
#include "audit/AuditLog.h"

#include <QMetaObject>
#include <QPointer>
#include <optional>

namespace lockscope {

class NodeGoneWatch;

struct RevokeOp {
    RevokeRequest request;
    RevokeResult result;
    LockAdmin::RevokeCallback done;
    AuditRecord record; // of the write attempt, completed as the action goes
    bool writeSent = false;
    bool waiting = false; // the write is done; only the wait's deadline counts now
    bool finished = false;
};

struct DeleteOp {
    QList<DeleteTarget> targets;
    QString reason;
    LockAdmin::DeleteCallback done;
    QList<DeleteResult> results;
    qsizetype current = 0; // index of the target being worked on
    AuditRecord record; // of the current target
    bool removeSent = false;
    bool targetFinished = false;
};

struct ReapOp {
    QList<Leftover> leftovers;
    QString reason;
    LockAdmin::ReapCallback done;
    QList<ReapResult> results;
    qsizetype current = 0;
    bool targetFinished = false;
};

struct LockAdmin::Private {
    // A refusal or failure decided before anything is sent to ZooKeeper.
    struct Verdict {
        AdminOutcome outcome;
        QString message;
    };

    LockAdmin *q;
    ZkSession *session;
    const AuditLog *auditLog;
    bool readOnly = false;
    int requestTimeoutMs = 10000;

    AuditRecord newRecord(const QString &action, const QString &node) const;
    // Appends and announces the record; returns the error, empty when it was written.
    QString appendAudit(const AuditRecord &record);
    // Read-only mode, a malformed path, an audit log that cannot be written.
    std::optional<Verdict> checkBeforeZooKeeper(const QString &verb, const QString &path) const;
    // Runs `fn` on the owner thread once control is back in the event loop (if q still lives).
    template <typename Fn>
    void post(Fn fn)
    {
        QMetaObject::invokeMethod(q, std::move(fn), Qt::QueuedConnection);
    }
    // Calls `fn` after requestTimeoutMs unless q is gone.
    void afterRequestTimeout(std::function<void()> fn);

    // Revoke (LockAdminRevoke.cpp)
    void startRevoke(const std::shared_ptr<RevokeOp> &op);
    void onRevokeListings(const std::shared_ptr<RevokeOp> &op, const ListingReadResult &read);
    void onRevokeWritten(const std::shared_ptr<RevokeOp> &op, ZkError error, const NodeStat &stat);
    void onRevokeWaited(const std::shared_ptr<RevokeOp> &op, bool gone, const NodeStat &lastStat, qint64 elapsedMs);
    void concludeRevoke(const std::shared_ptr<RevokeOp> &op, AdminOutcome outcome, const QString &message);
    void deliverRevoke(const std::shared_ptr<RevokeOp> &op);

    // Delete (LockAdminDelete.cpp)
    void startDeleteTarget(const std::shared_ptr<DeleteOp> &op);
    void onDeleteListings(const std::shared_ptr<DeleteOp> &op, const ListingReadResult &read);
    void onDeleted(const std::shared_ptr<DeleteOp> &op, int version, ZkError error);
    void concludeDeleteTarget(const std::shared_ptr<DeleteOp> &op, AdminOutcome outcome, const QString &message,
                              std::optional<int> version);

    // Reap (LockAdminReap.cpp)
    void startReapTarget(const std::shared_ptr<ReapOp> &op);
    void concludeReapTarget(const std::shared_ptr<ReapOp> &op, ReapState state, const QString &message);
};

// Why the listings read for an action on `path` do not allow it: a listing, or the node itself,
// could not be read ("cannot read /a/b: not authorised (NOAUTH): …"). Empty when they do.
QString readFailure(const ListingReadResult &read, const QString &path);

} // namespace lockscope
