// SPDX-License-Identifier: Apache-2.0

#include "demo/DemoServer.h"

#include "server/TlsMaterial.h"

#include <QDir>

namespace lockscope {

std::optional<DemoServer> startDemoServer(bool tls, int timeoutMs, QString *error)
{
    DemoServer demo;
    LocalZooKeeper::Options options;
    if (tls) {
        demo.tlsDirectory =
            std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/lockscope-demo-tls-XXXXXX"));
        QString why = demo.tlsDirectory->errorString();
        const std::optional<TlsMaterial> material =
            demo.tlsDirectory->isValid() ? makeTlsMaterial(demo.tlsDirectory->path(), &why) : std::nullopt;
        if (!material) {
            *error = QStringLiteral("cannot make the demo's TLS certificates: %1").arg(why);
            return std::nullopt;
        }
        const bool adminServer = options.adminServer;
        options = tlsServerOptions(*material, true);
        options.adminServer = adminServer; // diagnostics read it, as with the plain demo
        demo.tls = material->clientSettings();
    }
    demo.server = std::make_unique<LocalZooKeeper>(options);
    if (!demo.server->start(timeoutMs)) {
        *error = QStringLiteral("cannot start ZooKeeper: ") + demo.server->errorString();
        return std::nullopt;
    }
    demo.connectString = tls ? demo.server->secureConnectString() : demo.server->connectString();
    return demo;
}

} // namespace lockscope
