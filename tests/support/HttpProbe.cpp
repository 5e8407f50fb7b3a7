// SPDX-License-Identifier: Apache-2.0

#include "HttpProbe.h"

#include "TestZooKeeper.h"

#include "diagnostics/ServerExchange.h"

#include <QTcpSocket>
#include <QNetworkProxy>

namespace lockscope::test {

namespace {

// The Content-Length of a response whose headers are complete, -1 when it has none.
qsizetype contentLength(const QByteArray &headers)
{
    for (const QByteArray &line : headers.split('\n')) {
        const QByteArray trimmed = line.trimmed();
        if (trimmed.toLower().startsWith("content-length:"))
            return trimmed.mid(15).trimmed().toLongLong();
    }
    return -1;
}

QByteArray headerValue(const QByteArray &headers, const QByteArray &name)
{
    for (const QByteArray &line : headers.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == name)
            return line.mid(colon + 1).trimmed();
    }
    return {};
}

} // namespace

HttpReply httpGet(quint16 port, const QString &pathAndQuery, int timeoutMs)
{
    HttpReply reply;
    // Declared before the socket, so they outlive it: its destructor disconnects, which runs the
    // handlers below once more.
    QByteArray raw;
    bool closed = false;
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy);
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] { raw += socket.readAll(); });
    QObject::connect(&socket, &QTcpSocket::disconnected, &socket, [&] { closed = true; });
    QObject::connect(&socket, &QTcpSocket::errorOccurred, &socket, [&] { closed = true; });
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    QObject::connect(&socket, &QTcpSocket::connected, &socket, [&] {
        socket.write("GET " + pathAndQuery.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
                     + "\r\nConnection: close\r\n\r\n");
    });
    const auto complete = [&] {
        const qsizetype end = raw.indexOf("\r\n\r\n");
        if (end < 0)
            return false;
        const qsizetype length = contentLength(raw.left(end));
        return length >= 0 && raw.size() - end - 4 >= length;
    };
    waitUntil([&] { return closed || complete(); }, timeoutMs);
    raw += socket.readAll();
    const qsizetype end = raw.indexOf("\r\n\r\n");
    if (!raw.startsWith("HTTP/1.") || end < 0) {
        reply.error = socket.errorString().isEmpty() ? QStringLiteral("no HTTP answer") : socket.errorString();
        return reply;
    }
    reply.status = raw.mid(9, 3).toInt();
    reply.contentType = headerValue(raw.left(end), "content-type");
    if (reply.status == 200) {
        QString error;
        reply.body = parseHttpResponse(raw, &error).value_or(QByteArray());
        reply.error = error;
    } else {
        reply.body = raw.mid(end + 4);
    }
    return reply;
}

} // namespace lockscope::test
