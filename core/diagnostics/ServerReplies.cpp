#include "diagnostics/ServerReplies.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace lockscope {
namespace {

// The document of AdminServer command `command`, or nullopt with the reason.
std::optional<QJsonObject> adminDocument(const QByteArray &body, const QString &command, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (!document.isObject()) {
        *error = QStringLiteral("the AdminServer's %1 answer is not JSON (%2)").arg(command, parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    if (object.value(QStringLiteral("command")).toString() != command) {
        *error = QStringLiteral("the AdminServer did not answer the %1 command").arg(command);
        return std::nullopt;
    }
    const QJsonValue problem = object.value(QStringLiteral("error"));
    if (!problem.isNull() && !problem.isUndefined()) {
        *error = QStringLiteral("the AdminServer's %1 command failed: %2").arg(command, problem.toVariant().toString());
        return std::nullopt;
    }
    return object;
}

// A session id as JSON writes it: a 64-bit integer (QJsonValue keeps integers exact), or text.
std::optional<qint64> jsonSessionId(const QJsonValue &value)
{
    if (value.isString()) {
        bool ok = false;
        const qint64 id = value.toString().toLongLong(&ok);
        return ok ? std::optional<qint64>(id) : std::nullopt;
    }
    if (!value.isDouble())
        return std::nullopt;
    constexpr qint64 kMissing = 0;
    const qint64 id = value.toInteger(kMissing);
    return id == kMissing ? std::nullopt : std::optional<qint64>(id);
}

// Four-letter words the server refuses are answered with one sentence instead of data.
bool refusedWord(const QByteArray &reply, const char *word, QString *error)
{
    if (reply.contains("not in the whitelist")) {
        *error = QStringLiteral("four-letter word %1 is not allowed (4lw.commands.whitelist)").arg(QLatin1String(word));
        return true;
    }
    if (reply.contains("not currently serving requests")) {
        *error = QStringLiteral("the server is not serving requests");
        return true;
    }
    return false;
}

QList<QByteArray> replyLines(const QByteArray &reply)
{
    QList<QByteArray> lines = reply.split('\n');
    for (QByteArray &line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
    }
    return lines;
}

bool isIndented(const QByteArray &line)
{
    return line.startsWith('\t') || line.startsWith(' ');
}

} // namespace

std::optional<qint64> parseHexSessionId(QStringView text)
{
    text = text.trimmed();
    if (!text.startsWith(u"0x") && !text.startsWith(u"0X"))
        return std::nullopt;
    bool ok = false;
    const quint64 id = text.mid(2).toULongLong(&ok, 16);
    return ok ? std::optional<qint64>(qint64(id)) : std::nullopt;
}

std::optional<quint16> parseAdminClientPort(const QByteArray &body, QString *error)
{
    const std::optional<QJsonObject> document = adminDocument(body, QStringLiteral("configuration"), error);
    if (!document)
        return std::nullopt;
    const qint64 port = document->value(QStringLiteral("client_port")).toInteger(-1);
    if (port <= 0 || port > 65535) {
        *error = QStringLiteral("the AdminServer's configuration names no client port");
        return std::nullopt;
    }
    return quint16(port);
}

std::optional<QList<ClientConnection>> parseAdminConnections(const QByteArray &body, QString *error)
{
    const std::optional<QJsonObject> document = adminDocument(body, QStringLiteral("connections"), error);
    if (!document)
        return std::nullopt;
    QList<ClientConnection> connections;
    for (const QString &list : {QStringLiteral("connections"), QStringLiteral("secure_connections")}) {
        const QJsonArray entries = document->value(list).toArray();
        for (const QJsonValue &entry : entries) {
            const QJsonObject o = entry.toObject();
            const std::optional<qint64> session = jsonSessionId(o.value(QStringLiteral("session_id")));
            const QString client = o.value(QStringLiteral("remote_socket_address")).toString();
            // Connections still in their handshake have no session yet.
            if (session && !client.isEmpty())
                connections.append(ClientConnection{*session, client});
        }
    }
    return connections;
}

std::optional<WatchersByPath> parseAdminWatchesByPath(const QByteArray &body, QString *error)
{
    const std::optional<QJsonObject> document = adminDocument(body, QStringLiteral("watches_by_path"), error);
    if (!document)
        return std::nullopt;
    WatchersByPath watchers;
    const QJsonObject paths = document->value(QStringLiteral("path_to_session_ids")).toObject();
    for (auto it = paths.begin(); it != paths.end(); ++it) {
        QList<qint64> &sessions = watchers[it.key()];
        const QJsonArray ids = it.value().toArray();
        for (const QJsonValue &id : ids) {
            if (const std::optional<qint64> session = jsonSessionId(id))
                sessions.append(*session);
        }
    }
    return watchers;
}

std::optional<WatchesBySession> parseAdminWatches(const QByteArray &body, QString *error)
{
    const std::optional<QJsonObject> document = adminDocument(body, QStringLiteral("watches"), error);
    if (!document)
        return std::nullopt;
    WatchesBySession watches;
    const QJsonObject sessions = document->value(QStringLiteral("session_id_to_watched_paths")).toObject();
    for (auto it = sessions.begin(); it != sessions.end(); ++it) {
        const std::optional<qint64> session = jsonSessionId(QJsonValue(it.key()));
        if (!session)
            continue;
        QStringList &paths = watches[*session];
        const QJsonArray watched = it.value().toArray();
        for (const QJsonValue &path : watched)
            paths.append(path.toString());
    }
    return watches;
}

std::optional<QList<ClientConnection>> parseConsReply(const QByteArray &reply, QString *error)
{
    if (refusedWord(reply, "cons", error))
        return std::nullopt;
    // " /127.0.0.1:56496[1](queued=0,recved=7,sent=7,sid=0x1000011e20f0001,lop=PING,...)"
    static const QRegularExpression line(QStringLiteral(R"(^\s*\S*/(\S+?)\[\d+\]\((.*)\)\s*$)"));
    static const QRegularExpression sid(QStringLiteral(R"((?:^|,)sid=(0x[0-9a-fA-F]+)(?:,|$))"));
    QList<ClientConnection> connections;
    bool sawConnection = false;
    for (const QByteArray &raw : replyLines(reply)) {
        const QRegularExpressionMatch match = line.match(QString::fromUtf8(raw));
        if (!match.hasMatch())
            continue;
        sawConnection = true;  // at least the connection asking is always listed
        const QRegularExpressionMatch id = sid.match(match.capturedView(2));
        if (!id.hasMatch())
            continue;
        if (const std::optional<qint64> session = parseHexSessionId(id.capturedView(1)))
            connections.append(ClientConnection{*session, match.captured(1)});
    }
    if (!sawConnection) {
        *error = QStringLiteral("the answer to cons lists no connections");
        return std::nullopt;
    }
    return connections;
}

std::optional<WatchersByPath> parseWchpReply(const QByteArray &reply, QString *error)
{
    if (refusedWord(reply, "wchp", error))
        return std::nullopt;
    // "/path" lines, each followed by "\t0x<session>" lines.
    WatchersByPath watchers;
    QList<qint64> *current = nullptr;
    for (const QByteArray &line : replyLines(reply)) {
        if (line.trimmed().isEmpty())
            continue;
        if (!isIndented(line)) {
            if (!line.startsWith('/')) {
                *error = QStringLiteral("unexpected answer to wchp: %1").arg(QString::fromUtf8(line.left(80)));
                return std::nullopt;
            }
            current = &watchers[QString::fromUtf8(line)];
        } else if (current) {
            if (const std::optional<qint64> session = parseHexSessionId(QString::fromLatin1(line)))
                current->append(*session);
        }
    }
    return watchers;
}

std::optional<WatchesBySession> parseWchcReply(const QByteArray &reply, QString *error)
{
    if (refusedWord(reply, "wchc", error))
        return std::nullopt;
    // "0x<session>" lines, each followed by "\t/path" lines.
    WatchesBySession watches;
    QStringList *current = nullptr;
    for (const QByteArray &line : replyLines(reply)) {
        if (line.trimmed().isEmpty())
            continue;
        if (!isIndented(line)) {
            const std::optional<qint64> session = parseHexSessionId(QString::fromLatin1(line));
            if (!session) {
                *error = QStringLiteral("unexpected answer to wchc: %1").arg(QString::fromUtf8(line.left(80)));
                return std::nullopt;
            }
            current = &watches[*session];
        } else if (current) {
            current->append(QString::fromUtf8(line.trimmed()));
        }
    }
    return watches;
}

} // namespace lockscope
