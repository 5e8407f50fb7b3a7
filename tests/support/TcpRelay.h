// SPDX-License-Identifier: Apache-2.0

#pragma once
// A port that relays each connection to another on loopback, byte for byte, and can cut them all,
// as a member's crash would: a session then reconnects, which the test can see it do.

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

namespace lockscope::test {

class TcpRelay final : public QObject {
    Q_OBJECT
public:
    explicit TcpRelay(quint16 targetPort, QObject *parent = nullptr);

    bool listen(); // on 127.0.0.1, a free port
    QString address() const; // "127.0.0.1:PORT"
    int connections() const { return m_connections; } // relayed so far
    void cutAll(); // resets every relayed connection, both ends

private:
    void relayNext();

    QTcpServer m_server;
    quint16 m_targetPort;
    int m_connections = 0;
    QList<QPointer<QTcpSocket>> m_sockets;
};

} // namespace lockscope::test
