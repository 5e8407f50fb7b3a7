// SPDX-License-Identifier: Apache-2.0

#pragma once
// The JSON shapes of ../shared/CLI.md: the snapshot document and `watch` event lines, written
// in the contract's field order. Shared by the CLI, `serve` and the GUI's export.

#include "types/DiagnosticsTypes.h"
#include "monitor/LockEvent.h"
#include "monitor/LockMonitor.h"
#include "recipes/LockTypes.h"
#include "report/JsonWriter.h"

#include <QDateTime>
#include <QJsonObject>
#include <optional>
#include <vector>

namespace lockscope {

struct SnapshotInput {
    QString ensemble;
    QDateTime takenAt;
    QueueView locks;
    QList<MonitorError> errors;
    // When set: "sessions" and "findings", and the diagnostics' errors appended to "errors".
    std::optional<DiagnosticsReport> diagnostics;
};

// The snapshot document, written as it is produced. `event` ("snapshot" for `watch`'s first
// line) comes first when given.
void writeSnapshot(JsonWriter &json, const SnapshotInput &snapshot, QLatin1StringView event = {});
// The same document in two halves: up to and including "locks", then the rest. Between them a
// writer may fill in `diagnostics`, judged while the locks went out.
void writeSnapshotLocks(JsonWriter &json, const SnapshotInput &snapshot, QLatin1StringView event = {});
void writeSnapshotRest(JsonWriter &json, const SnapshotInput &snapshot);
void writeLock(JsonWriter &json, const LockQueue &queue, qint64 nowMs);
void writeEntry(JsonWriter &json, const LockEntry &entry, qint64 nowMs);
void writeEvent(JsonWriter &json, const LockEvent &event);
// The diagnostics parts of the snapshot document (../shared/CLI.md, "sessions and findings").
void writeSession(JsonWriter &json, const SessionInfo &session);
void writeFinding(JsonWriter &json, const Finding &finding);
// An entry of "errors": {"path": member or ensemble, "error": ..., "sessions": [...]}.
void writeDiagnosticsError(JsonWriter &json, const DiagnosticsError &error);
// A `watch` line for a finding; `change` is "appeared", "updated" or "cleared". lock, node and
// session name the finding's first ones, as other events do; "finding" carries it whole.
void writeFindingEvent(JsonWriter &json, const QDateTime &at, QLatin1StringView change, const Finding &finding);

// One compact line (`watch`), newline included.
QByteArray jsonLine(const std::function<void(JsonWriter &)> &write);
// The document as an object, for those who want to look into it (tests).
QJsonObject snapshotToJson(const SnapshotInput &snapshot);

// Node data as the contract wants it: UTF-8 text, or "base64:" + base64 when not valid UTF-8.
QString dataToText(const QByteArray &data);
// A session id as the contract prints it ("0x0100000a02b00003"), null for none or a marker.
void writeSessionOrNull(JsonWriter &json, qint64 owner);
// "session" as above and "session_decimal" beside it, the id as Java prints a long (Kafka's and
// Solr's names and logs); both null for none.
void writeSessionFields(JsonWriter &json, qint64 owner);
// ISO-8601 UTC with milliseconds: 2026-11-21T23:41:00.123Z
QString isoUtc(const QDateTime &time);
QString isoUtcFromMs(qint64 msSinceEpoch);
// The same into a caller's buffer as Latin-1 (a million entries' creation times, no QDateTime),
// returning the length; 0 outside years 1970 to 9999, which isoUtcFromMs formats the slow way.
qsizetype isoUtcFromMsInto(qint64 msSinceEpoch, char (&out)[24]);

} // namespace lockscope
