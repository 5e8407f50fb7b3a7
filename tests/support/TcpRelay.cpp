// SPDX-License-Identifier: Apache-2.0

#include "TcpRelay.h"

namespace lockscope::test {

TcpRelay::TcpRelay(quint16 targetPort, QObject *parent) : QObject(parent), m_targetPort(targetPort)
{
    connect(&m_server, &QTcpServer::newConnection, this, &TcpRelay::relayNext);
}

bool TcpRelay::listen()
{
    return m_server.listen(QHostAddress::LocalHost);
}

QString TcpRelay::address() const
{
    return QStringLiteral("127.0.0.1:%1").arg(m_server.serverPort());
}

void TcpRelay::cutAll()
{
    for (const QPointer<QTcpSocket> &socket : std::as_const(m_sockets)) {
        if (socket)
            socket->abort();
    }
    m_sockets.clear();
}

void TcpRelay::relayNext()
{
    while (QTcpSocket *client = m_server.nextPendingConnection()) {
        ++m_connections;
        auto *target = new QTcpSocket(client);
        target->connectToHost(QHostAddress::LocalHost, m_targetPort);
        // Bytes either way as they come; until the target answers, the client's wait in its buffer.
        connect(client, &QTcpSocket::readyRead, target, [client, target] {
            if (target->state() == QAbstractSocket::ConnectedState)
                target->write(client->readAll());
        });
        connect(target, &QTcpSocket::connected, client, [client, target] { target->write(client->readAll()); });
        connect(target, &QTcpSocket::readyRead, client, [client, target] { client->write(target->readAll()); });
        connect(client, &QTcpSocket::disconnected, target, &QTcpSocket::disconnectFromHost);
        connect(target, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
        connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
        m_sockets << client << target;
    }
}

} // namespace lockscope::test
