// SPDX-License-Identifier: Apache-2.0

#include "zk/ZkTypes.h"

namespace lockscope {

std::optional<QByteArray> parseDigestAuth(const QString &argument)
{
    static const QLatin1String scheme("digest:");
    if (!argument.startsWith(scheme))
        return std::nullopt;
    const QString credentials = argument.mid(scheme.size());
    if (credentials.indexOf(QLatin1Char(':')) <= 0)
        return std::nullopt;
    return credentials.toUtf8();
}

QString formatSessionId(qint64 sessionId)
{
    char text[18];
    return QString::fromLatin1(text, formatSessionIdInto(sessionId, text));
}

QString formatSessionDecimal(qint64 sessionId)
{
    char text[20];
    return QString::fromLatin1(text, formatSessionDecimalInto(sessionId, text));
}

qsizetype formatSessionIdInto(qint64 sessionId, char (&out)[18])
{
    static constexpr char kHex[] = "0123456789abcdef";
    out[0] = '0';
    out[1] = 'x';
    auto bits = quint64(sessionId);
    for (int i = 17; i >= 2; --i, bits >>= 4)
        out[i] = kHex[bits & 0xF];
    return 18;
}

qsizetype formatSessionDecimalInto(qint64 sessionId, char (&out)[20])
{
    // At most 19 digits and a sign: -9223372036854775808.
    char digits[20];
    qsizetype n = 0;
    quint64 magnitude = sessionId < 0 ? 0 - quint64(sessionId) : quint64(sessionId);
    do {
        digits[n++] = char('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    qsizetype size = 0;
    if (sessionId < 0)
        out[size++] = '-';
    while (n > 0)
        out[size++] = digits[--n];
    return size;
}

bool isRetryable(ZkError error)
{
    switch (error) {
    case ZkError::ConnectionLoss:
    case ZkError::OperationTimeout:
    case ZkError::SessionMoved:
    case ZkError::SessionExpired:
    case ZkError::InvalidState: return true;
    default: return false;
    }
}

QString errorMessage(ZkError error)
{
    switch (error) {
    case ZkError::Ok: return QStringLiteral("ok");
    case ZkError::NoNode: return QStringLiteral("no such node");
    case ZkError::NodeExists: return QStringLiteral("node already exists");
    case ZkError::NotEmpty: return QStringLiteral("node has children");
    case ZkError::BadVersion: return QStringLiteral("node changed since it was read (version mismatch)");
    case ZkError::NoAuth:
        return QStringLiteral(
            "not authorised (NOAUTH): add the credentials its ACL admits (--auth digest:USER:PASSWORD, "
            "--sasl, or --tls-cert/--tls-key)");
    case ZkError::AuthFailed: return QStringLiteral("authentication failed");
    case ZkError::AuthRequired: return authRequiredMessage();
    case ZkError::InvalidAcl: return QStringLiteral("invalid ACL");
    case ZkError::BadArguments: return QStringLiteral("bad arguments (invalid path?)");
    case ZkError::NoChildrenForEphemerals: return QStringLiteral("ephemeral nodes cannot have children");
    case ZkError::ConnectionLoss: return QStringLiteral("connection to the ensemble lost");
    case ZkError::OperationTimeout: return QStringLiteral("operation timed out");
    case ZkError::SessionExpired: return QStringLiteral("session expired");
    case ZkError::SessionMoved: return QStringLiteral("session moved to another server");
    case ZkError::Closing: return QStringLiteral("session is closing");
    case ZkError::NotReadOnly: return QStringLiteral("the server is read-only");
    case ZkError::InvalidState: return QStringLiteral("not connected");
    case ZkError::Other: break;
    }
    return QStringLiteral("ZooKeeper error");
}

QString authRequiredMessage()
{
    return QStringLiteral("the server requires authentication (enforce.auth.enabled) and closed the session: "
                          "authenticate with --sasl DIGEST-MD5:USER:PASSWORD or --sasl GSSAPI (or --auth "
                          "digest:USER:PASSWORD where its enforce.auth.schemes include digest)");
}

QString connectionStateName(ConnectionState state)
{
    switch (state) {
    case ConnectionState::Connecting: return QStringLiteral("connecting");
    case ConnectionState::Connected: return QStringLiteral("connected");
    case ConnectionState::Disconnected: return QStringLiteral("disconnected");
    case ConnectionState::Expired: return QStringLiteral("expired");
    case ConnectionState::AuthFailed: return QStringLiteral("auth-failed");
    case ConnectionState::Closed: return QStringLiteral("closed");
    }
    return {};
}

} // namespace lockscope
