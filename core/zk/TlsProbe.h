// SPDX-License-Identifier: Apache-2.0

#pragma once
// One TLS handshake with the first member of a connect string, made beside the C client's own
// connection to name why that one cannot succeed: the C client only logs "error in ssl connect"
// and retries for ever. Configured with the session's TLS files it tells an untrusted server
// certificate from a refused client certificate and from a port that does not speak TLS; with
// none (a plain session that does not connect) it tells whether the port wants TLS.

#include "zk/ZkSecurity.h"

#include <QObject>
#include <QSslSocket>
#include <QTimer>

namespace lockscope {

class TlsProbe final : public QObject {
    Q_OBJECT
public:
    TlsProbe(const QString &connectString, TlsSettings tls, QObject *parent = nullptr);

    void start(int timeoutMs);
    qintptr socketDescriptor() const { return m_socket.socketDescriptor(); } // -1 when none

Q_SIGNALS:
    // `problem` is one line saying why the session cannot connect, or empty when the probe
    // learned nothing against it (handshake fine, no answer, nothing listening).
    void finished(const QString &problem);

private:
    void configure();
    void onSslErrors(const QList<QSslError> &errors);
    void onError(QAbstractSocket::SocketError error);
    void finish(const QString &problem);

    QString m_host;
    quint16 m_port = 0;
    TlsSettings m_tls;
    QSslSocket m_socket;
    QTimer m_deadline;
    bool m_done = false;
};

} // namespace lockscope
