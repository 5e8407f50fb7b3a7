// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/ServerExchange.h"

#include <QFile>
#include <QNetworkProxy>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

namespace lockscope {
namespace {

// Watch lists of big servers run to megabytes; more than this is no answer of a server's.
constexpr qsizetype kMaxReply = 64 * 1024 * 1024;

// The private key in a PEM file, RSA or EC (QSslKey must be told which).
QSslKey readKey(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray pem = file.readAll();
    for (const QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec}) {
        QSslKey key(pem, algorithm);
        if (!key.isNull())
            return key;
    }
    return {};
}

// Decodes a chunked body; nullopt when it is malformed or cut short.
std::optional<QByteArray> decodeChunked(const QByteArray &chunked)
{
    QByteArray body;
    qsizetype at = 0;
    for (;;) {
        const qsizetype lineEnd = chunked.indexOf("\r\n", at);
        if (lineEnd < 0)
            return std::nullopt;
        bool ok = false;
        // Chunk extensions (";name=value") may follow the size.
        const qsizetype size = chunked.mid(at, lineEnd - at).split(';').first().trimmed().toLongLong(&ok, 16);
        if (!ok || size < 0 || lineEnd + 2 + size > chunked.size())
            return std::nullopt;
        if (size == 0)
            return body;
        body += chunked.mid(lineEnd + 2, size);
        at = lineEnd + 2 + size + 2; // the chunk's trailing CRLF
    }
}

} // namespace

QString httpOrigin(const QString &host, quint16 port, bool https)
{
    const QString bracketed = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return QStringLiteral("%1://%2:%3")
        .arg(https ? QStringLiteral("https") : QStringLiteral("http"), bracketed)
        .arg(port);
}

QByteArray httpGetRequest(const QString &host, quint16 port, const QString &path)
{
    const QByteArray hostHeader = httpOrigin(host, port).mid(int(qstrlen("http://"))).toUtf8();
    return "GET " + path.toUtf8() + " HTTP/1.0\r\nHost: " + hostHeader
        + "\r\nAccept: application/json\r\nConnection: close\r\n\r\n";
}

std::optional<QByteArray> parseHttpResponse(const QByteArray &response, QString *error)
{
    const qsizetype headerEnd = response.indexOf("\r\n\r\n");
    if (headerEnd < 0) {
        *error = response.isEmpty() ? QStringLiteral("the connection closed without an answer")
                                    : QStringLiteral("not an HTTP answer");
        return std::nullopt;
    }
    const QList<QByteArray> lines = response.left(headerEnd).split('\n');
    const QByteArray statusLine = lines.first().trimmed();
    const QList<QByteArray> status = statusLine.split(' ');
    if (status.size() < 2 || !status.first().startsWith("HTTP/1.")) {
        *error = QStringLiteral("not an HTTP answer");
        return std::nullopt;
    }
    if (status.at(1) != "200") {
        *error = QStringLiteral("HTTP %1").arg(QString::fromLatin1(statusLine.mid(status.first().size() + 1)));
        return std::nullopt;
    }
    bool chunked = false;
    qsizetype contentLength = -1;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon < 0)
            continue;
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed().toLower();
        if (name == "transfer-encoding" && value.contains("chunked"))
            chunked = true;
        else if (name == "content-length")
            contentLength = value.toLongLong();
    }
    const QByteArray rest = response.mid(headerEnd + 4);
    std::optional<QByteArray> body;
    if (chunked)
        body = decodeChunked(rest);
    else if (contentLength < 0)
        body = rest;
    else if (rest.size() >= contentLength)
        body = rest.left(contentLength);
    if (!body)
        *error = QStringLiteral("the answer was cut short");
    return body;
}

ServerExchange::ServerExchange(QString host, quint16 port, QByteArray request, int timeoutMs, QObject *parent)
    : QObject(parent), m_host(std::move(host)), m_port(port), m_request(std::move(request)), m_timeoutMs(timeoutMs)
{
}

ServerExchange::~ServerExchange() = default;

QTcpSocket *ServerExchange::makeSocket()
{
    // Straight to the member, as the C client's sessions go: no system proxy lookup (libproxy,
    // which also runs a thread of its own per lookup).
    if (!m_tls.enabled() && m_encryption == Encryption::WhenConfigured) {
        auto *socket = new QTcpSocket(this);
        socket->setProxy(QNetworkProxy::NoProxy);
        return socket;
    }
    auto *socket = new QSslSocket(this);
    socket->setProxy(QNetworkProxy::NoProxy);
    QSslConfiguration config = socket->sslConfiguration();
    if (!m_tls.caFile.isEmpty())
        config.setCaCertificates(QSslCertificate::fromPath(m_tls.caFile));
    if (!m_tls.certFile.isEmpty())
        config.setLocalCertificateChain(QSslCertificate::fromPath(m_tls.certFile));
    if (!m_tls.keyFile.isEmpty())
        config.setPrivateKey(readKey(m_tls.keyFile));
    socket->setSslConfiguration(config);
    // The first of the handshake's complaints (untrusted, wrong name, expired) is the reason.
    connect(socket, &QSslSocket::sslErrors, this, [this, socket](const QList<QSslError> &errors) {
        socket->abort();
        finish(QStringLiteral("TLS: %1").arg(errors.value(0).errorString()));
    });
    return socket;
}

void ServerExchange::start()
{
    m_socket = makeSocket();
    auto *ssl = qobject_cast<QSslSocket *>(m_socket);
    // Servers sit next to the ensemble: a desktop's proxy cannot reach them.
    m_socket->setProxy(QNetworkProxy::NoProxy);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this,
            [this] { fail(QStringLiteral("no answer within %1 ms").arg(m_timeoutMs)); });
    if (ssl)
        connect(ssl, &QSslSocket::encrypted, this, [this] { m_socket->write(m_request); });
    else
        connect(m_socket, &QTcpSocket::connected, this, [this] { m_socket->write(m_request); });
    connect(m_socket, &QTcpSocket::readyRead, this, [this] {
        m_reply += m_socket->readAll();
        if (m_reply.size() > kMaxReply)
            fail(QStringLiteral("answer larger than %1 MB").arg(kMaxReply / (1024 * 1024)));
    });
    // The server closes the connection after answering: that is the end of the answer.
    connect(m_socket, &QTcpSocket::disconnected, this, [this] {
        if (!m_finished && m_socket->isReadable()) // a TLS port drops a plain request unread
            m_reply += m_socket->readAll();
        finish({});
    });
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error != QAbstractSocket::RemoteHostClosedError) // else `disconnected` follows
            finish(m_socket->errorString());
    });
    m_timer->start(m_timeoutMs);
    if (ssl)
        ssl->connectToHostEncrypted(m_host, m_port);
    else
        m_socket->connectToHost(m_host, m_port);
}

void ServerExchange::fail(const QString &error)
{
    // Cut off before the server closed it: abort() emits `disconnected`, which must not take
    // what came so far for the whole answer (half a watch list reads as waiters watching nothing).
    m_socket->disconnect(this);
    m_socket->abort();
    finish(error);
}

void ServerExchange::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_timer->stop();
    m_error = error;
    if (!error.isEmpty())
        m_reply.clear();
    Q_EMIT finished();
}

} // namespace lockscope
