// SPDX-License-Identifier: Apache-2.0

#include "TestZooKeeper.h"

#include <QTest>

#include <cerrno>
#include <csignal>

namespace lockscope::test {

std::unique_ptr<LocalZooKeeper> startZooKeeper(const LocalZooKeeper::Options &options, int timeoutMs, CallSite where)
{
    QString whyNot;
    if (!LocalZooKeeper::isAvailable(&whyNot)) {
        QTest::qSkip(qPrintable(QStringLiteral("ZooKeeper is not installed: ") + whyNot), where.file, where.line);
        return nullptr;
    }
    auto server = std::make_unique<LocalZooKeeper>(options);
    if (!server->start(timeoutMs)) {
        const QString message = QStringLiteral("ZooKeeper did not start: %1\n--- server log ---\n%2")
                                    .arg(server->errorString(), server->serverLog());
        QTest::qFail(qPrintable(message), where.file, where.line);
        return nullptr;
    }
    return server;
}

bool waitUntil(const std::function<bool()> &predicate, int timeoutMs)
{
    return QTest::qWaitFor(predicate, timeoutMs);
}

bool processExists(qint64 pid)
{
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

} // namespace lockscope::test
