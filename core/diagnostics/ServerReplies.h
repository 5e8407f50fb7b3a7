// SPDX-License-Identifier: Apache-2.0

#pragma once
// What one ZooKeeper server says about its clients: the AdminServer's JSON (/commands/...) and
// the four-letter words that carry the same (cons, wchp, wchc). Pure parsers.
//
// Session ids are 64-bit: in JSON they are decimals above 2^53 and are read as integers, never
// through a double; in four-letter words they are hex ("sid=0x1000011e20f0001").
// Watches in both are data watches only (exists, getData): child watches are not listed.

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace lockscope {

struct ClientConnection {
    qint64 session = 0;
    QString client; // remote address as the server reports it, "ip:port"
    friend bool operator==(const ClientConnection &, const ClientConnection &) = default;
};

using WatchersByPath = QHash<QString, QList<qint64>>; // path -> watching sessions
using WatchesBySession = QHash<qint64, QStringList>; // session -> watched paths

// Each returns nullopt and sets *error when the body is not the answer it expects (an error
// document, another command's output, a refused four-letter word).
// /commands/configuration: the client port of the server this AdminServer belongs to.
std::optional<quint16> parseAdminClientPort(const QByteArray &body, QString *error);
std::optional<QList<ClientConnection>> parseAdminConnections(const QByteArray &body, QString *error);
std::optional<WatchersByPath> parseAdminWatchesByPath(const QByteArray &body, QString *error);
std::optional<WatchesBySession> parseAdminWatches(const QByteArray &body, QString *error);

std::optional<QList<ClientConnection>> parseConsReply(const QByteArray &reply, QString *error);
std::optional<WatchersByPath> parseWchpReply(const QByteArray &reply, QString *error);
std::optional<WatchesBySession> parseWchcReply(const QByteArray &reply, QString *error);

// "0x1000011e20f0001" (Java's unsigned hex of a long) -> the session id; nullopt when not one.
std::optional<qint64> parseHexSessionId(QStringView text);
std::optional<qint64> parseHexSessionId(QByteArrayView text);

} // namespace lockscope
