// SPDX-License-Identifier: Apache-2.0

#pragma once
// One request to a ZooKeeper server over a TCP connection (TLS for a secureClientPort), answered
// until the server closes it: a four-letter word on the client port, or an HTTP/1.0 GET to the
// AdminServer.
// Bounded in time and size, on the owner's thread. Plain sockets rather than
// QNetworkAccessManager: that runs an HTTP thread of its own inside uninstrumented Qt, which
// ThreadSanitizer cannot see through, and an AdminServer's small JSON answers need no more.

#include "zk/ZkSecurity.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <optional>

class QTcpSocket;
class QTimer;

namespace lockscope {

// "GET path HTTP/1.0": the server then closes the connection after the body.
QByteArray httpGetRequest(const QString &host, quint16 port, const QString &path);
// "http://host:port" ("https://..."), for messages.
QString httpOrigin(const QString &host, quint16 port, bool https = false);
// The body of a whole HTTP/1.x response with status 200 (chunked transfer decoded), else
// nullopt with the reason in *error.
std::optional<QByteArray> parseHttpResponse(const QByteArray &response, QString *error);

class ServerExchange final : public QObject {
    Q_OBJECT
public:
    ServerExchange(QString host, quint16 port, QByteArray request, int timeoutMs, QObject *parent = nullptr);
    ~ServerExchange() override;

    // WhenConfigured: TLS only with settings (a session's secure port); Always: TLS even without,
    // trusting the system's CAs (an HTTPS AdminServer of a plain-port ensemble).
    enum class Encryption {
        WhenConfigured,
        Always
    };
    // Before start(): talk TLS with these (the CA the server must chain to, this client's
    // certificate and key), as the ZooKeeper session does. Unset: plain TCP.
    void setTls(const TlsSettings &tls, Encryption encryption = Encryption::WhenConfigured)
    {
        m_tls = tls;
        m_encryption = encryption;
    }
    void start();
    bool isFinished() const { return m_finished; }
    // Empty when the server answered and closed the connection; else why not.
    QString error() const { return m_error; }
    const QByteArray &reply() const { return m_reply; }

Q_SIGNALS:
    void finished();

private:
    void fail(const QString &error);
    void finish(const QString &error);
    QTcpSocket *makeSocket();

    QString m_host;
    quint16 m_port;
    QByteArray m_request;
    int m_timeoutMs;
    TlsSettings m_tls;
    Encryption m_encryption = Encryption::WhenConfigured;
    QTcpSocket *m_socket = nullptr;
    QTimer *m_timer = nullptr;
    QByteArray m_reply;
    QString m_error;
    bool m_finished = false;
};

} // namespace lockscope
