// SPDX-License-Identifier: Apache-2.0

#include "admin/AdminTypes.h"

#include <QCoreApplication>

namespace lockscope {

QString adminOutcomeName(AdminOutcome outcome)
{
    switch (outcome) {
    case AdminOutcome::Done: return QStringLiteral("done");
    case AdminOutcome::Released: return QStringLiteral("released");
    case AdminOutcome::StillHeld: return QStringLiteral("still held");
    case AdminOutcome::Refused: return QStringLiteral("refused");
    case AdminOutcome::Failed: return QStringLiteral("failed");
    }
    return {};
}

std::optional<RevokePayload> revokePayloadFromName(const QString &name)
{
    if (name == QLatin1String("auto"))
        return RevokePayload::Auto;
    if (name == QLatin1String("unlock"))
        return RevokePayload::Unlock;
    if (name == QLatin1String("__REVOKE__"))
        return RevokePayload::CuratorRevoke;
    return std::nullopt;
}

RevocationAdvice revocationAdvice(Recipe recipe, LockKind kind)
{
    RevocationAdvice advice;
    advice.autoPayload = recipe == Recipe::Curator ? QByteArrayLiteral("__REVOKE__") : QByteArrayLiteral("unlock");
    switch (recipe) {
    case Recipe::Curator:
        if (kind == LockKind::Semaphore) {
            advice.note = QCoreApplication::translate(
                "RevocationAdvice", "Curator semaphores cannot be revoked: only a force delete frees this lease");
        } else {
            advice.recipeCanHonour = true;
            advice.note = QCoreApplication::translate(
                "RevocationAdvice", "a Curator holder releases on __REVOKE__ only if it made its lock revocable");
        }
        break;
    case Recipe::Kazoo:
        advice.note = QCoreApplication::translate(
            "RevocationAdvice",
            "kazoo locks do not watch for revocation: only a force delete frees this holder "
            "(unless its client was written to honour \"unlock\")");
        break;
    case Recipe::GoZk:
        advice.note = QCoreApplication::translate(
            "RevocationAdvice",
            "go-zookeeper locks do not watch for revocation: only a force delete frees this holder");
        break;
    case Recipe::Hive:
        advice.note = QCoreApplication::translate(
            "RevocationAdvice", "Hive does not watch its lock nodes: UNLOCK TABLE, or a force delete, frees this lock");
        break;
    case Recipe::Solr:
        advice.note = QCoreApplication::translate(
            "RevocationAdvice",
            "Solr does not watch its election nodes for revocation: a force delete makes the "
            "next candidate lead");
        break;
    case Recipe::ZooKeeper:
    case Recipe::Generic:
        advice.recipeCanHonour = true;
        advice.note = QCoreApplication::translate(
            "RevocationAdvice", "the holder releases on \"unlock\" only if its client watches its node for revocation");
        break;
    }
    return advice;
}

QString revocationRefusal(const LockQueue &lock)
{
    if (lock.system.isEmpty())
        return {};
    return QStringLiteral("%1's own record: a revocation payload would overwrite the data %1 reads, and %1 does not "
                          "listen for one; delete the node instead if it is stale")
        .arg(lock.system);
}

QByteArray payloadBytes(RevokePayload payload, Recipe recipe)
{
    switch (payload) {
    case RevokePayload::Unlock: return QByteArrayLiteral("unlock");
    case RevokePayload::CuratorRevoke: return QByteArrayLiteral("__REVOKE__");
    case RevokePayload::Auto: break;
    }
    return recipe == Recipe::Curator ? QByteArrayLiteral("__REVOKE__") : QByteArrayLiteral("unlock");
}

QString reapStateName(ReapState state)
{
    switch (state) {
    case ReapState::Deleted: return QStringLiteral("deleted");
    case ReapState::KeptChanged: return QStringLiteral("kept (changed)");
    case ReapState::KeptNotEmpty: return QStringLiteral("kept (not empty)");
    case ReapState::Gone: return QStringLiteral("gone");
    case ReapState::Refused: return QStringLiteral("refused");
    case ReapState::Failed: break;
    }
    return QStringLiteral("failed");
}

} // namespace lockscope
