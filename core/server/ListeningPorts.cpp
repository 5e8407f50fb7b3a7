// SPDX-License-Identifier: Apache-2.0

#include "server/ListeningPorts.h"

#include <QByteArrayView>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace lockscope {

namespace {

QSet<QByteArray> socketInodes(qint64 pid)
{
    QSet<QByteArray> inodes;
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
    const QStringList entries = fds.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        const QString target = QFileInfo(fds.filePath(entry)).symLinkTarget();
        // Targets read "socket:[12345]"; symLinkTarget() makes them absolute paths.
        const qsizetype open = target.indexOf(QLatin1String("socket:["));
        if (open >= 0)
            inodes.insert(target.mid(open + 8).chopped(1).toLatin1());
    }
    return inodes;
}

} // namespace

QList<quint16> listeningTcpPorts(qint64 pid)
{
    QList<quint16> ports;
    if (pid <= 0)
        return ports;
    const QSet<QByteArray> inodes = socketInodes(pid);
    if (inodes.isEmpty())
        return ports;
    for (const char *table : {"tcp", "tcp6"}) {
        QFile file(QStringLiteral("/proc/%1/net/%2").arg(pid).arg(QLatin1String(table)));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        file.readLine(); // header
        while (!file.atEnd()) {
            // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
            const QList<QByteArray> fields = file.readLine().simplified().split(' ');
            constexpr QByteArrayView kListen = "0A";
            if (fields.size() < 10 || fields.at(3) != kListen || !inodes.contains(fields.at(9)))
                continue;
            const QByteArray &local = fields.at(1);
            const quint16 port = quint16(local.mid(local.lastIndexOf(':') + 1).toUInt(nullptr, 16));
            if (!ports.contains(port))
                ports << port;
        }
    }
    std::sort(ports.begin(), ports.end());
    return ports;
}

} // namespace lockscope
