// SPDX-License-Identifier: Apache-2.0

// LocalZooKeeper::acceptsSessions: the smallest ZooKeeper client there is. Four-letter words
// can be switched off by the server's whitelist; a session handshake always tells the truth.

#include "LocalZooKeeper.h"
#include "platform/EventLoopWait.h"

#include <QDataStream>
#include <QDeadlineTimer>
#include <QTcpSocket>
#include <QNetworkProxy>

namespace lockscope {
namespace {

constexpr qint32 kProbeSessionTimeoutMs = 1000; // the server clamps it to its minimum
constexpr qint32 kCloseSessionOp = -11;
constexpr int kPasswordLength = 16;

// Jute ConnectRequest with its length prefix: a new session (id 0, empty password).
QByteArray connectRequest()
{
    QByteArray body;
    QDataStream out(&body, QIODevice::WriteOnly); // big-endian, as Jute wants
    out << qint32(0) // protocolVersion
        << qint64(0) // lastZxidSeen
        << kProbeSessionTimeoutMs // timeOut
        << qint64(0) // sessionId
        << qint32(kPasswordLength);
    out.writeRawData(QByteArray(kPasswordLength, '\0').constData(), kPasswordLength);
    out << qint8(0); // readOnly: false

    QByteArray frame;
    QDataStream framed(&frame, QIODevice::WriteOnly);
    framed << qint32(body.size());
    return frame + body;
}

QByteArray closeSessionRequest()
{
    QByteArray frame;
    QDataStream out(&frame, QIODevice::WriteOnly);
    out << qint32(8) << qint32(1) /* xid */ << kCloseSessionOp;
    return frame;
}

// Reads one length-prefixed frame, or returns an empty array when the deadline passes first.
QByteArray readFrame(QTcpSocket &socket, const QDeadlineTimer &deadline)
{
    QByteArray data;
    for (;;) {
        data += socket.readAll();
        if (data.size() >= 4) {
            QDataStream in(data);
            qint32 length = 0;
            in >> length;
            if (length < 0)
                return {};
            if (data.size() >= 4 + length)
                return data.mid(4, length);
        }
        if (deadline.hasExpired() || !socket.waitForReadyRead(remainingMs(deadline)))
            return {};
    }
}

} // namespace

bool LocalZooKeeper::acceptsSessions(const QString &host, quint16 port, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy); // straight to the server, as its clients go
    socket.connectToHost(host, port);
    if (!socket.waitForConnected(remainingMs(deadline)))
        return false;
    socket.write(connectRequest());

    // ConnectResponse: protocolVersion, timeOut, sessionId, passwd, [readOnly].
    const QByteArray response = readFrame(socket, deadline);
    if (response.size() < 16)
        return false;
    QDataStream in(response);
    qint32 protocolVersion = 0;
    qint32 negotiatedTimeout = 0;
    qint64 sessionId = 0;
    in >> protocolVersion >> negotiatedTimeout >> sessionId;
    if (sessionId == 0)
        return false;

    // Close the probe session now rather than leave it around until it expires.
    socket.write(closeSessionRequest());
    readFrame(socket, QDeadlineTimer(qMin(remainingMs(deadline), 500)));
    socket.abort();
    return true;
}

} // namespace lockscope
