// SPDX-License-Identifier: Apache-2.0

#include "zk/TlsProbe.h"

#include <QFile>
#include <QSslConfiguration>
#include <QSslKey>
#include <QNetworkProxy>

namespace lockscope {

TlsProbe::TlsProbe(const QString &connectString, TlsSettings tls, QObject *parent)
    : QObject(parent), m_tls(std::move(tls))
{
    const QString first = connectString.section(QLatin1Char('/'), 0, 0).section(QLatin1Char(','), 0, 0).trimmed();
    const qsizetype colon = first.lastIndexOf(QLatin1Char(':'));
    m_host = first.left(colon).remove(QLatin1Char('[')).remove(QLatin1Char(']'));
    m_port = colon < 0 ? 2181 : first.mid(colon + 1).toUShort();
    m_socket.setProxy(QNetworkProxy::NoProxy);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] { finish({}); });
    connect(&m_socket, &QSslSocket::encrypted, this, [this] {
        finish(m_tls.enabled()
                   ? QString()
                   : QStringLiteral(
                       "the server speaks TLS on this port: connect with --tls-ca, --tls-cert and --tls-key"));
    });
    connect(&m_socket, &QSslSocket::sslErrors, this, &TlsProbe::onSslErrors);
    connect(&m_socket, &QAbstractSocket::errorOccurred, this, &TlsProbe::onError);
}

void TlsProbe::configure()
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    // TLS 1.2: a refused client certificate is then part of the handshake, not an alert after it.
    config.setProtocol(QSsl::TlsV1_2);
    if (!m_tls.enabled()) {
        config.setPeerVerifyMode(QSslSocket::VerifyNone);
        m_socket.setSslConfiguration(config);
        return;
    }
    config.setCaCertificates(QSslCertificate::fromPath(m_tls.caFile));
    config.setLocalCertificateChain(QSslCertificate::fromPath(m_tls.certFile));
    QFile keyFile(m_tls.keyFile);
    if (keyFile.open(QIODevice::ReadOnly)) {
        const QByteArray pem = keyFile.readAll();
        QSslKey key(pem, QSsl::Rsa);
        if (key.isNull())
            key = QSslKey(pem, QSsl::Ec);
        config.setPrivateKey(key);
    }
    config.setPeerVerifyMode(QSslSocket::VerifyPeer);
    m_socket.setSslConfiguration(config);
}

void TlsProbe::start(int timeoutMs)
{
    configure();
    m_deadline.start(timeoutMs);
    m_socket.connectToHostEncrypted(m_host, m_port);
}

void TlsProbe::onSslErrors(const QList<QSslError> &errors)
{
    // The C client checks the chain only, not the name: so does the probe.
    QList<QSslError> serious;
    for (const QSslError &error : errors) {
        if (error.error() != QSslError::HostNameMismatch)
            serious.append(error);
    }
    if (!m_tls.enabled() || serious.isEmpty()) {
        m_socket.ignoreSslErrors(errors);
        return;
    }
    finish(QStringLiteral("the server's TLS certificate is not trusted by --tls-ca (%1)")
               .arg(serious.constFirst().errorString()));
}

void TlsProbe::onError(QAbstractSocket::SocketError error)
{
    if (m_done)
        return;
    const QString detail = m_socket.errorString();
    const bool handshake = error == QAbstractSocket::SslHandshakeFailedError;
    const bool alert = handshake && detail.contains(QLatin1String("alert"), Qt::CaseInsensitive);
    if (!m_tls.enabled()) {
        finish(alert ? QStringLiteral(
                   "the server speaks TLS on this port: connect with --tls-ca, --tls-cert and --tls-key")
                     : QString());
        return;
    }
    if (alert)
        finish(QStringLiteral("the server refused this client's TLS certificate (--tls-cert): %1").arg(detail));
    else if (handshake || error == QAbstractSocket::RemoteHostClosedError)
        finish(QStringLiteral("no TLS handshake with %1:%2 (%3): is it a TLS secureClientPort?")
                   .arg(m_host)
                   .arg(m_port)
                   .arg(detail));
    else
        finish({}); // nothing listening, a timeout...: the C client's own retry says it
}

void TlsProbe::finish(const QString &problem)
{
    if (m_done)
        return;
    m_done = true;
    m_deadline.stop();
    m_socket.abort();
    Q_EMIT finished(problem);
}

} // namespace lockscope
