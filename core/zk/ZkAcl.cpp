// SPDX-License-Identifier: Apache-2.0

#include "zk/ZkAcl.h"

#include "zk/ZkPaths.h"
#include "zk/ZkSession.h"

#include <QStringList>

namespace lockscope {
namespace {

QString permName(int perm)
{
    switch (perm) {
    case AclPerm::Write: return QStringLiteral("write");
    case AclPerm::Create: return QStringLiteral("create children of");
    case AclPerm::Delete: return QStringLiteral("delete children of");
    case AclPerm::Admin: return QStringLiteral("administer");
    default: return QStringLiteral("read");
    }
}

// The id as an operator would name it: a digest's hash (masked or not) is no use to them.
QString shownId(const AclEntry &entry)
{
    const QString id = entry.scheme == QLatin1String("digest") ? entry.id.section(QLatin1Char(':'), 0, 0) : entry.id;
    return entry.scheme + QLatin1Char(':') + id;
}

void appendOnce(QStringList &list, const QString &text)
{
    if (!list.contains(text))
        list.append(text);
}

// Who `acl` admits with one of `perms`, and the options that present such a credential.
struct Admitted {
    QStringList ids;
    QStringList remedies;
    QStringList addresses;

    Admitted(const QList<AclEntry> &acl, int perms, bool worldToo)
    {
        for (const AclEntry &entry : acl) {
            if (!(entry.perms & perms) || (!worldToo && entry.scheme == QLatin1String("world")))
                continue;
            appendOnce(ids, shownId(entry));
            if (entry.scheme == QLatin1String("sasl"))
                appendOnce(remedies, QStringLiteral("--sasl DIGEST-MD5:USER:PASSWORD or --sasl GSSAPI"));
            else if (entry.scheme == QLatin1String("digest"))
                appendOnce(remedies, QStringLiteral("--auth digest:USER:PASSWORD"));
            else if (entry.scheme == QLatin1String("x509"))
                appendOnce(remedies, QStringLiteral("the client certificate it names (--tls-cert/--tls-key)"));
            else if (entry.scheme == QLatin1String("ip"))
                appendOnce(addresses, entry.id);
            else if (entry.scheme != QLatin1String("world"))
                appendOnce(
                    remedies,
                    QStringLiteral("credentials of the %1 scheme, which lockscope cannot present").arg(entry.scheme));
        }
    }
    QString remedy() const
    {
        QString text;
        if (!remedies.isEmpty())
            text += QStringLiteral(": authenticate with ") + remedies.join(QStringLiteral(", or "));
        if (!addresses.isEmpty()) {
            text += (remedies.isEmpty() ? QStringLiteral(": ") : QStringLiteral("; or "))
                + QStringLiteral("reachable only from %1 (ip ACL)").arg(addresses.join(QStringLiteral(", ")));
        }
        return text;
    }
};

} // namespace

QString noAuthMessage(const QList<AclEntry> &acl, int perm)
{
    const Admitted admitted(acl, perm, true);
    const QString what = permName(perm);
    if (admitted.ids.isEmpty())
        return QStringLiteral("not authorised (NOAUTH): its ACL lets no one %1 it (only a super user could)").arg(what);
    return QStringLiteral("not authorised (NOAUTH): only %1 may %2 it")
               .arg(admitted.ids.join(QStringLiteral(", ")), what)
        + admitted.remedy();
}

QString noAuthMessageFromAncestor(const QString &ancestor, const QList<AclEntry> &acl)
{
    const Admitted admitted(acl, AclPerm::Read | AclPerm::Write | AclPerm::Create | AclPerm::Delete | AclPerm::Admin,
                            false);
    if (admitted.ids.isEmpty())
        return errorMessage(ZkError::NoAuth);
    return QStringLiteral("not authorised (NOAUTH): its ACL cannot be read either; %1 is guarded for %2")
               .arg(ancestor, admitted.ids.join(QStringLiteral(", ")))
        + admitted.remedy();
}

namespace {

void explainFrom(ZkSession *session, const QString &node, const QString &asked, int perm,
                 std::function<void(const QString &)> done)
{
    session->getAcl(asked,
                    [session, node, asked, perm, done = std::move(done)](ZkError error, const QList<AclEntry> &acl) {
                        if (error == ZkError::Ok) {
                            done(asked == node ? noAuthMessage(acl, perm) : noAuthMessageFromAncestor(asked, acl));
                        } else if (error == ZkError::NoAuth && asked != QLatin1String("/")) {
                            explainFrom(session, node, parentPath(asked), perm, done);
                        } else {
                            done(errorMessage(ZkError::NoAuth));
                        }
                    });
}

} // namespace

void explainNoAuth(ZkSession *session, const QString &path, int perm, std::function<void(const QString &)> done)
{
    explainFrom(session, path, path, perm, std::move(done));
}

} // namespace lockscope
