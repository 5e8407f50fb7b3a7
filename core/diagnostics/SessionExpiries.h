#pragma once
// When each session expires, as the leader's session tracker says (the four-letter word `dump`):
// for a session whose process is gone, how long its nodes still stay. Pure parser.
//
// Only the four-letter word tells it in wall-clock time ("… expire at Thu Nov 26 11:51:56 UTC
// 2026:"); the AdminServer's /commands/dump keys its map by the server's elapsed-time clock,
// which no answer relates to the wall clock. Dates in a zone other than UTC/GMT are left out
// rather than guessed.

#include <QByteArray>
#include <QHash>
#include <QString>
#include <optional>

namespace lockscope {

using SessionExpiries = QHash<qint64, qint64>;   // session -> expiry, ms since the epoch (UTC)

// nullopt with *error set for a refused word or an answer that is no session dump. A member that
// is not the leader answers with no sessions: an empty map.
std::optional<SessionExpiries> parseDumpReply(const QByteArray &reply, QString *error);

} // namespace lockscope
