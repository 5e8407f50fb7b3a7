// SPDX-License-Identifier: Apache-2.0

#include "BenchServer.h"

#include <QEventLoop>
#include <QTimer>
#include <cstdio>

namespace lockscope::bench {

std::unique_ptr<LocalZooKeeper> startServer(const LocalZooKeeper::Options &options)
{
    auto server = std::make_unique<LocalZooKeeper>(options);
    if (!server->start(60000)) {
        std::fprintf(stderr, "cannot start ZooKeeper: %s\n", qUtf8Printable(server->errorString()));
        return nullptr;
    }
    return server;
}

bool spinUntil(const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer check;
    check.setInterval(1);
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    check.start();
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return done();
}

} // namespace lockscope::bench
