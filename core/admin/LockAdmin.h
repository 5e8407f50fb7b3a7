// SPDX-License-Identifier: Apache-2.0

#pragma once
// Admin actions on lock entries, shared by the CLI and the GUI: cooperative revocation and
// force delete, behind the same safety rules:
//  - read-only mode refuses every write before anything is sent to ZooKeeper;
//  - the node's lock is read afresh and reconstructed first: only an entry of a recognised lock,
//    without children, is touched (revoke: only a holder);
//  - writes are conditional on the version just read, or the one the operator was shown;
//  - every attempt (done, refused, failed) is appended to the audit log.
//
// Owner thread only. Each action answers exactly once through its callback, asynchronously
// (never from inside the call), unless the LockAdmin is destroyed first.

#include "admin/AdminTypes.h"
#include "findings/Leftovers.h"
#include "audit/AuditRecord.h"

#include <QList>
#include <QObject>
#include <functional>
#include <memory>

namespace lockscope {

class AuditLog;
class ZkSession;

class LockAdmin : public QObject {
    Q_OBJECT
public:
    using RevokeCallback = std::function<void(const RevokeResult &result)>;
    using DeleteCallback = std::function<void(const QList<DeleteResult> &results)>;
    using ReapCallback = std::function<void(const QList<ReapResult> &results)>;

    // Neither is owned; both must outlive this object. The session need not be connected: an
    // action then fails (or, in read-only mode, is refused without touching it).
    LockAdmin(ZkSession *session, const AuditLog *auditLog, QObject *parent = nullptr);
    ~LockAdmin() override;

    void setReadOnly(bool readOnly);
    bool isReadOnly() const;
    // Bound on the ZooKeeper requests of one action or delete target (not on a revoke's wait).
    void setRequestTimeoutMs(int timeoutMs);
    int requestTimeoutMs() const;

    // Writes the revocation payload into a holder's node. With request.waitMs, then follows the
    // node until it is gone (Released) or the time passes (StillHeld); result.escalation() is
    // then the force delete of exactly the node version last seen.
    void revoke(const RevokeRequest &request, RevokeCallback done);

    // Deletes each target at the version the operator saw (or the one read just before), one
    // after the other: one action, every node checked and audited on its own. Results are in
    // the order of `targets`.
    void forceDelete(const QList<DeleteTarget> &targets, const QString &reason, DeleteCallback done);

    // Deletes each leftover (findLeftovers) at the version it was listed at, one after the other,
    // never recursively: ZooKeeper refuses a node that gained a child meanwhile. Each attempt is
    // audited. Results are in the order of `leftovers`.
    void reapLeftovers(const QList<Leftover> &leftovers, const QString &reason, ReapCallback done);

Q_SIGNALS:
    // A revocation payload was written; the wait for its outcome (if any) starts now.
    void revocationWritten(const lockscope::RevokeResult &result);
    // A record was appended to the audit log.
    void audited(const lockscope::AuditRecord &record);
    // A record could not be appended (the action itself was still carried out).
    void auditFailed(const QString &error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lockscope
