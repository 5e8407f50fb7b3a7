// SPDX-License-Identifier: Apache-2.0

#include "BenchServer.h"

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

} // namespace lockscope::bench
