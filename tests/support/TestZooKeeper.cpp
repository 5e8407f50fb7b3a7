// SPDX-License-Identifier: Apache-2.0

#include "TestZooKeeper.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <cerrno>
#include <csignal>

namespace lockscope::test {

std::unique_ptr<LocalZooKeeper> startZooKeeper(const LocalZooKeeper::Options &options, int timeoutMs,
                                               std::source_location where)
{
    QString whyNot;
    if (!LocalZooKeeper::isAvailable(&whyNot)) {
        QTest::qSkip(qPrintable(QStringLiteral("ZooKeeper is not installed: ") + whyNot), where.file_name(),
                     int(where.line()));
        return nullptr;
    }
    auto server = std::make_unique<LocalZooKeeper>(options);
    if (!server->start(timeoutMs)) {
        const QString message = QStringLiteral("ZooKeeper did not start: %1\n--- server log ---\n%2")
                                    .arg(server->errorString(), server->serverLog());
        QTest::qFail(qPrintable(message), where.file_name(), int(where.line()));
        return nullptr;
    }
    return server;
}

bool waitUntil(const std::function<bool()> &predicate, int timeoutMs)
{
    return QTest::qWaitFor(predicate, timeoutMs);
}

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
    const QSet<QByteArray> inodes = socketInodes(pid);
    QList<quint16> ports;
    for (const char *table : {"/proc/net/tcp", "/proc/net/tcp6"}) {
        QFile file(QString::fromLatin1(table));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        file.readLine(); // header
        while (!file.atEnd()) {
            // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
            const QList<QByteArray> fields = file.readLine().simplified().split(' ');
            constexpr QByteArrayView kListen = "0A";
            if (fields.size() < 10 || fields.at(3) != kListen || !inodes.contains(fields.at(9)))
                continue;
            const QByteArray local = fields.at(1);
            const quint16 port = quint16(local.mid(local.lastIndexOf(':') + 1).toUInt(nullptr, 16));
            if (!ports.contains(port))
                ports << port;
        }
    }
    std::sort(ports.begin(), ports.end());
    return ports;
}

bool processExists(qint64 pid)
{
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

} // namespace lockscope::test
