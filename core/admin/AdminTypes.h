// SPDX-License-Identifier: Apache-2.0

#pragma once
// Requests and results of the admin actions (revoke, force delete), and what each recipe does
// with a revocation request (see ../shared/RECIPES.md, "Revocation").

#include "recipes/LockTypes.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace lockscope {

enum class AdminOutcome {
    Done, // the write happened (revoke without waiting, delete)
    Released, // revoke with a deadline: the node went away in time
    StillHeld, // revoke with a deadline: the node was still there when it passed
    Refused, // a safety rule said no; nothing was written
    Failed, // ZooKeeper (or the audit log) said no, or did not answer
};
// "done", "released", "still held", "refused", "failed"
QString adminOutcomeName(AdminOutcome outcome);
// Done and Released: what the operator asked for happened.
inline bool isSuccess(AdminOutcome outcome)
{
    return outcome == AdminOutcome::Done || outcome == AdminOutcome::Released;
}

enum class RevokePayload {
    Auto,
    Unlock,
    CuratorRevoke
};
// "auto", "unlock", "__REVOKE__" (as the CLI's --payload spells them); nullopt for anything else.
std::optional<RevokePayload> revokePayloadFromName(const QString &name);

// What revocation means for one kind of lock.
struct RevocationAdvice {
    QByteArray autoPayload; // __REVOKE__ for Curator, unlock otherwise
    bool recipeCanHonour = false; // false: only a force delete frees the holder
    QString note; // one plain sentence for the operator
};
RevocationAdvice revocationAdvice(Recipe recipe, LockKind kind);
// Why no revocation payload may be written into this lock's nodes (empty: it may): a system's
// node data is its own record (Kafka's controller JSON, a NameNode's protobuf), and
// overwriting it would corrupt what the system reads.
QString revocationRefusal(const LockQueue &lock);
QByteArray payloadBytes(RevokePayload payload, Recipe recipe);

// A node to force-delete, as the operator saw it.
struct DeleteTarget {
    QString path;
    std::optional<int> version; // the version shown; nullopt: the version read just before
};

struct RevokeRequest {
    QString path;
    RevokePayload payload = RevokePayload::Auto;
    QString reason;
    std::optional<int> expectedVersion; // the version shown; a node that differs is refused
    std::optional<int> waitMs; // follow the outcome until released or this passes
};

struct RevokeResult {
    QString path;
    AdminOutcome outcome = AdminOutcome::Failed;
    QString message; // what happened, or why not
    QByteArray payload; // written (or that would have been)
    bool written = false;
    std::optional<int> versionWritten; // the version the payload was written at
    std::optional<int> versionSeen; // the latest version known: force-delete exactly this
    bool recipeCanHonour = false;
    QString revocationNote; // whether this recipe's holders honour revocation
    qint64 waitedMs = 0;
    QString auditError; // non-empty when a record could not be appended

    // The force delete an operator may escalate to once the holder has not let go.
    DeleteTarget escalation() const { return DeleteTarget{path, versionSeen}; }
};

struct DeleteResult {
    QString path;
    AdminOutcome outcome = AdminOutcome::Failed;
    QString message;
    std::optional<int> version; // deleted at, or the version that was found
    QString auditError;
};

// What became of one leftover reap tried to delete (../shared/CLI.md "reap").
enum class ReapState {
    Deleted,
    KeptChanged, // its data version moved since it was listed
    KeptNotEmpty, // it gained a child since it was listed: in use again
    Gone, // someone else deleted it meanwhile
    Refused, // read-only mode, an audit log that cannot be written
    Failed, // ZooKeeper said something else, or did not answer
};
// "deleted", "kept (changed)", "kept (not empty)", "gone", "refused", "failed"
QString reapStateName(ReapState state);

struct ReapResult {
    QString path;
    ReapState state = ReapState::Failed;
    QString message; // why, for Refused and Failed
    int version = 0; // the version it was listed (and deleted) at
    QString auditError;
};

} // namespace lockscope
