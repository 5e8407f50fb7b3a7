#pragma once
// The JSON shapes of ../shared/CLI.md: the snapshot document and `watch` event lines.
// Shared by the CLI and by the GUI's export.

#include "diagnostics/DiagnosticsTypes.h"
#include "monitor/LockEvent.h"
#include "monitor/LockMonitor.h"
#include "recipes/LockTypes.h"

#include <QDateTime>
#include <QJsonObject>
#include <optional>
#include <vector>

namespace lockscope {

struct SnapshotInput {
    QString ensemble;
    QDateTime takenAt;
    std::vector<LockQueue> locks;
    QList<MonitorError> errors;
    // When set: "sessions" and "findings", and the diagnostics' errors appended to "errors".
    std::optional<DiagnosticsReport> diagnostics;
};

QJsonObject snapshotToJson(const SnapshotInput &snapshot);
QJsonObject lockToJson(const LockQueue &queue, const QDateTime &now);
QJsonObject entryToJson(const LockEntry &entry, const QDateTime &now);
QJsonObject eventToJson(const LockEvent &event);

// The diagnostics parts of the snapshot document (../shared/CLI.md, "sessions and findings").
QJsonObject sessionToJson(const SessionInfo &session);
QJsonObject findingToJson(const Finding &finding);
// An entry of "errors": {"path": member or ensemble, "error": ..., "sessions": [...]}.
QJsonObject diagnosticsErrorToJson(const DiagnosticsError &error);
// A `watch` line for a finding; `change` is "appeared", "updated" or "cleared". lock, node and
// session name the finding's first ones, as other events do; "finding" carries it whole.
QJsonObject findingEventToJson(const QDateTime &at, const QString &change, const Finding &finding);

// Node data as the contract wants it: UTF-8 text, or "base64:" + base64 when not valid UTF-8.
QString dataToText(const QByteArray &data);
// A session id as the contract prints it ("0x0100000a02b00003"), null for none or a marker.
QJsonValue sessionValue(qint64 owner);
// null for an empty text.
QJsonValue textOrNull(const QString &text);
// ISO-8601 UTC with milliseconds: 2026-11-21T23:41:00.123Z
QString isoUtc(const QDateTime &time);
QString isoUtcFromMs(qint64 msSinceEpoch);

} // namespace lockscope
