// SPDX-License-Identifier: Apache-2.0

#pragma once
// A lock's past from ZooKeeper's own files: the snapshots and transaction logs of a data
// directory (../shared/CLI.md `history`), replayed into the same listings, recognisers and queue
// rules as the live monitor, and recorded as spans (EntrySpan.h).

#include "history/EntrySpan.h"
#include "recipes/LockTypes.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace lockscope {

struct HistoryOptions {
    // A data directory, its version-2 folder, or a copy of either; and the server's dataLogDir
    // when it keeps its logs apart.
    QStringList dataDirs;
    QStringList roots; // as `snapshot --root`
    QStringList discover; // as `snapshot --discover`
    std::optional<qint64> fromMs; // ms since epoch; unset: from the record's start
    std::optional<qint64> toMs; // unset: to the last transaction
};

// What could not be read: the file, where, and what it means for the record.
struct HistoryError {
    QString file; // the file's name within the directory
    qint64 offset = -1; // -1: the file as a whole
    QString error; // one line
};

struct SessionSpan {
    qint64 session = 0;
    std::optional<qint64> openedAtMs; // unset: opened before the record began
    std::optional<qint64> closedAtMs; // unset: still open at the record's end
    qint32 timeoutMs = 0;
};

struct HistoryResult {
    QString source; // the folders read, ", " between them
    qint64 recordStartMs = 0; // the oldest moment the files can tell about
    qint64 recordEndMs = 0; // the last transaction's time
    std::vector<LockPast> locks; // by path then queue
    std::vector<SessionSpan> sessions;
    std::vector<HistoryError> errors;
    // The queues as they stood at `to` (the record's end when unset), as a live snapshot at
    // that moment would show them.
    std::vector<LockQueue> queuesAtEnd;
    // Set when nothing could be read (no such folder, no ZooKeeper files, no readable
    // snapshot): one line, and the rest of the result is empty.
    QString failure;
};

// Reads the directory (never writes to it) and replays it. Damaged or truncated files give
// what is readable and an error naming file and offset; never throws.
HistoryResult readHistory(const HistoryOptions &options);

} // namespace lockscope
