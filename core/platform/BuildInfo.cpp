// SPDX-License-Identifier: Apache-2.0

#include "platform/BuildInfo.h"

#include <zookeeper/zookeeper_version.h>

#ifndef LOCKSCOPE_ZOOKEEPER_ORIGIN
#define LOCKSCOPE_ZOOKEEPER_ORIGIN "Debian's libzookeeper-mt"
#endif
#ifndef LOCKSCOPE_ZOOKEEPER_TLS
#define LOCKSCOPE_ZOOKEEPER_TLS 0
#endif
#ifndef LOCKSCOPE_ZOOKEEPER_SASL
#define LOCKSCOPE_ZOOKEEPER_SASL 0
#endif

namespace lockscope {

QString lockscopeVersion()
{
    return QStringLiteral(LOCKSCOPE_VERSION);
}

ZooKeeperClientInfo zooKeeperClientInfo()
{
    return {QStringLiteral(ZOO_VERSION), QStringLiteral(LOCKSCOPE_ZOOKEEPER_ORIGIN), LOCKSCOPE_ZOOKEEPER_TLS != 0,
            LOCKSCOPE_ZOOKEEPER_SASL != 0};
}

QString zooKeeperClientLine()
{
    const ZooKeeperClientInfo client = zooKeeperClientInfo();
    const auto yesNo = [](bool on) { return on ? QStringLiteral("yes") : QStringLiteral("no"); };
    return QStringLiteral("ZooKeeper C client %1 (%2): TLS %3, SASL %4")
        .arg(client.version, client.origin, yesNo(client.tls), yesNo(client.sasl));
}

QString versionText(const QString &program)
{
    return program + QLatin1Char(' ') + lockscopeVersion() + QLatin1Char('\n') + zooKeeperClientLine()
        + QLatin1Char('\n');
}

bool asksForVersion(const QStringList &arguments)
{
    return arguments.size() == 2 && arguments.at(1) == QLatin1String("--version");
}

} // namespace lockscope
