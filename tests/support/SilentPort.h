// SPDX-License-Identifier: Apache-2.0

#pragma once
// A port on loopback that takes connections and never answers, as a stopped member's does (its
// kernel still accepts), a balancer's, or another service's. Counts the connections it took.

#include <QObject>
#include <QString>
#include <QTcpServer>

namespace lockscope::test {

class SilentPort {
public:
    bool listen()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] { ++m_connections; });
        return m_server.listen(QHostAddress::LocalHost);
    }
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(m_server.serverPort()); }
    int connections() const { return m_connections; }

private:
    QTcpServer m_server;
    int m_connections = 0;
};

} // namespace lockscope::test
