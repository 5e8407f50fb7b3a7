// SPDX-License-Identifier: Apache-2.0

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

// Calls `take` with each line of `reply`, without its line end, until it returns false; false
// then. Views into the reply: a watch list of a million lines costs no line copies.
template <typename Take>
bool forEachLine(QByteArrayView reply, Take take)
{
    while (!reply.isEmpty()) {
        qsizetype end = reply.indexOf('\n');
        if (end < 0)
            end = reply.size();
        QByteArrayView line = reply.first(end);
        if (line.endsWith('\r'))
            line.chop(1);
        if (!take(line))
            return false;
        reply = reply.sliced(qMin(end + 1, reply.size()));
    }
    return true;
}

bool isIndented(QByteArrayView line)
{
    return line.startsWith('\t') || line.startsWith(' ');
}

char16_t codeUnit(QChar c)
{
    return c.unicode();
}

char16_t codeUnit(char c)
{
    return char16_t(uchar(c));
}

template <typename View>
std::optional<qint64> hexSessionId(View text)
{
    text = text.trimmed();
    if (text.size() < 3 || codeUnit(text[0]) != u'0' || (codeUnit(text[1]) != u'x' && codeUnit(text[1]) != u'X'))
        return std::nullopt;
    quint64 id = 0;
    for (qsizetype i = 2; i < text.size(); ++i) {
        const char16_t c = codeUnit(text[i]);
        const int digit = c >= u'0' && c <= u'9' ? c - u'0'
            : c >= u'a' && c <= u'f'             ? c - u'a' + 10
            : c >= u'A' && c <= u'F'             ? c - u'A' + 10
                                                 : -1;
        if (digit < 0 || id > (~quint64(0) >> 4))
            return std::nullopt;
        id = id << 4 | quint64(digit);
    }
    return qint64(id);
}

} // namespace

std::optional<qint64> parseHexSessionId(QStringView text)
{
    return hexSessionId(text);
}

std::optional<qint64> parseHexSessionId(QByteArrayView text)
{
    return hexSessionId(text);
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
        for (const QJsonValue entry : entries) {
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
        for (const QJsonValue id : ids) {
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
        for (const QJsonValue path : watched)
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
    forEachLine(reply, [&](QByteArrayView raw) {
        const QRegularExpressionMatch match = line.match(QString::fromUtf8(raw));
        if (!match.hasMatch())
            return true;
        sawConnection = true; // at least the connection asking is always listed
        const QRegularExpressionMatch id = sid.match(match.capturedView(2));
        if (!id.hasMatch())
            return true;
        if (const std::optional<qint64> session = parseHexSessionId(id.capturedView(1)))
            connections.append(ClientConnection{*session, match.captured(1)});
        return true;
    });
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
    QList<qint64> *current = nullptr; // no insertion moves it before the next path line
    const bool understood = forEachLine(reply, [&](QByteArrayView line) {
        if (line.trimmed().isEmpty())
            return true;
        if (!isIndented(line)) {
            if (!line.startsWith('/')) {
                *error = QStringLiteral("unexpected answer to wchp: %1")
                             .arg(QString::fromUtf8(line.first(qMin<qsizetype>(80, line.size()))));
                return false;
            }
            current = &watchers[QString::fromUtf8(line)];
        } else if (current) {
            if (const std::optional<qint64> session = parseHexSessionId(line))
                current->append(*session);
        }
        return true;
    });
    return understood ? std::optional<WatchersByPath>(std::move(watchers)) : std::nullopt;
}

std::optional<WatchesBySession> parseWchcReply(const QByteArray &reply, QString *error)
{
    if (refusedWord(reply, "wchc", error))
        return std::nullopt;
    // "0x<session>" lines, each followed by "\t/path" lines.
    WatchesBySession watches;
    QStringList *current = nullptr;
    const bool understood = forEachLine(reply, [&](QByteArrayView line) {
        if (line.trimmed().isEmpty())
            return true;
        if (!isIndented(line)) {
            const std::optional<qint64> session = parseHexSessionId(line);
            if (!session) {
                *error = QStringLiteral("unexpected answer to wchc: %1")
                             .arg(QString::fromUtf8(line.first(qMin<qsizetype>(80, line.size()))));
                return false;
            }
            current = &watches[*session];
        } else if (current) {
            current->append(QString::fromUtf8(line.trimmed()));
        }
        return true;
    });
    return understood ? std::optional<WatchesBySession>(std::move(watches)) : std::nullopt;
}

} // namespace lockscope
