// SPDX-License-Identifier: Apache-2.0

#pragma once
// What to do about NOAUTH: the options that supply a credential a node's ACL admits.

#include "zk/ZkTypes.h"

#include <QList>
#include <QString>
#include <functional>

namespace lockscope {

class ZkSession;

// "not authorised (NOAUTH): only sasl:ops may read it: authenticate with --sasl ..." for a
// request that needs `perm` (an AclPerm bit) on a node whose ACL is `acl`.
QString noAuthMessage(const QList<AclEntry> &acl, int perm);
// The same when the node's ACL cannot be read (getACL takes READ or ADMIN): the schemes the
// nearest readable ancestor's ACL names are the ones its tree is guarded with.
QString noAuthMessageFromAncestor(const QString &ancestor, const QList<AclEntry> &acl);

// Reads the ACL of `path`, else of its nearest readable ancestor, and gives `done` the NOAUTH
// message for a request that needs `perm` there. Owner thread of `session`; `done` runs once,
// unless the session is destroyed first.
void explainNoAuth(ZkSession *session, const QString &path, int perm, std::function<void(const QString &)> done);

} // namespace lockscope
