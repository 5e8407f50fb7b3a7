// SPDX-License-Identifier: Apache-2.0

#include "TestSecurity.h"

#include <QDir>
#include <QFile>

namespace lockscope::test {

LocalZooKeeper::Options digestSaslServerOptions(const QString &directory, const QString &user, const QString &password)
{
    const QString jaas = QDir(directory).filePath(QStringLiteral("jaas.conf"));
    QFile file(jaas);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(
            QStringLiteral(
                "Server {\n  org.apache.zookeeper.server.auth.DigestLoginModule required\n  user_%1=\"%2\";\n};\n")
                .arg(user, password)
                .toUtf8());
    LocalZooKeeper::Options options;
    options.adminServer = false;
    options.jaasConfig = jaas;
    return options;
}

} // namespace lockscope::test
