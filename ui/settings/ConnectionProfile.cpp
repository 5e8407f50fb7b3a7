// SPDX-License-Identifier: Apache-2.0

#include "settings/ConnectionProfile.h"

#include "zk/ZkPaths.h"

#include <QCoreApplication>

namespace lockscope::ui {

QString ConnectionProfile::displayName() const
{
    return name.isEmpty() ? connectString : name;
}

QList<QByteArray> ConnectionProfile::digestCredentials() const
{
    if (authUser.isEmpty())
        return {};
    return {(authUser + QLatin1Char(':') + authPassword).toUtf8()};
}

QString ConnectionProfile::problem() const
{
    if (connectString.trimmed().isEmpty())
        return QCoreApplication::translate("ConnectionProfile", "no connect string (host:port[,host:port][/chroot])");
    if (connectString.contains(QLatin1Char(' ')))
        return QCoreApplication::translate("ConnectionProfile", "the connect string must not contain spaces");
    if (authUser.contains(QLatin1Char(':')))
        return QCoreApplication::translate("ConnectionProfile", "the digest user name must not contain ':'");
    if (!authPassword.isEmpty() && authUser.isEmpty())
        return QCoreApplication::translate("ConnectionProfile", "a password was given without a user name");
    if (adminPort < 0 || adminPort > 65535)
        return QCoreApplication::translate("ConnectionProfile", "the AdminServer port must be between 0 and 65535");
    if (sessionTimeoutMs < 1000 || sessionTimeoutMs > 600000)
        return QCoreApplication::translate("ConnectionProfile",
                                           "the session timeout must be between 1000 and 600000 ms");
    if (QString why = tls.problem(); !why.isEmpty())
        return why;
    if (QString why = securitySupportProblem(tls, sasl); !why.isEmpty())
        return why;
    for (const QString &path : roots + discover) {
        if (QString why = pathProblem(path); !why.isEmpty())
            return QCoreApplication::translate("ConnectionProfile", "bad path \"%1\": %2").arg(path, why);
    }
    return {};
}

bool ConnectionProfile::sameTarget(const ConnectionProfile &other) const
{
    return connectString == other.connectString && authUser == other.authUser && readOnly == other.readOnly
        && roots == other.roots && discover == other.discover && sessionTimeoutMs == other.sessionTimeoutMs
        && adminPort == other.adminPort && tls == other.tls && sasl.mechanism == other.sasl.mechanism
        && sasl.user == other.sasl.user && sasl.service == other.sasl.service;
}

} // namespace lockscope::ui
