// SPDX-License-Identifier: Apache-2.0

#pragma once
// The demo's private ZooKeeper: plain, or serving TLS only (a secureClientPort that asks for
// client certificates) with a CA and certificates made on the fly for this run.

#include "server/LocalZooKeeper.h"
#include "zk/ZkSecurity.h"

#include <QTemporaryDir>
#include <memory>
#include <optional>

namespace lockscope {

struct DemoServer {
    std::unique_ptr<QTemporaryDir> tlsDirectory; // the CA, keys and stores; removed with it
    std::unique_ptr<LocalZooKeeper> server;
    QString connectString;
    TlsSettings tls; // what every client passes; empty without TLS
};

// Started and serving, or nullopt with a one-line `error`.
std::optional<DemoServer> startDemoServer(bool tls, int timeoutMs, QString *error);

} // namespace lockscope
