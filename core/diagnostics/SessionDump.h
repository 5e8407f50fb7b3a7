// SPDX-License-Identifier: Apache-2.0

#pragma once
// When each session expires and which ephemeral nodes it owns, as the leader's session tracker
// says (the four-letter word `dump`): for a session whose process is gone, how long its nodes
// still stay, and all of them, not only those lockscope shows as locks. Pure parser.
//
// Only the four-letter word tells it in wall-clock time ("… expire at Thu Nov 26 11:51:56 UTC
// 2026:"); the AdminServer's /commands/dump keys its map by the server's elapsed-time clock,
// which no answer relates to the wall clock. Dates in a zone other than UTC/GMT are left out
// rather than guessed.

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <optional>

namespace lockscope {

struct SessionDump {
    QHash<qint64, qint64> expiresAtMs; // session -> expiry, ms since the epoch (UTC)
    QHash<qint64, QStringList> ephemerals; // session -> its ephemeral nodes, as the server names them
    friend bool operator==(const SessionDump &, const SessionDump &) = default;
};

// nullopt with *error set for a refused word or an answer that is no session dump. A member that
// is not the leader answers with no sessions: empty maps.
std::optional<SessionDump> parseDumpReply(const QByteArray &reply, QString *error);

} // namespace lockscope
