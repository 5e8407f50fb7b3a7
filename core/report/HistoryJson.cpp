// SPDX-License-Identifier: Apache-2.0

#include "report/HistoryJson.h"

#include "report/SnapshotJson.h"

#include <QJsonDocument>

namespace lockscope {

using namespace Qt::Literals::StringLiterals;

namespace {

void timeOrNull(JsonWriter &json, const std::optional<qint64> &ms)
{
    if (ms)
        json.value(isoUtcFromMs(*ms));
    else
        json.null();
}

void writeLockPast(JsonWriter &json, const LockPast &lock)
{
    json.beginObject();
    json.key("path"_L1).value(lock.path);
    json.key("queue"_L1).textOrNull(lock.queue);
    json.key("recipe"_L1).value(recipeName(lock.recipe));
    json.key("kind"_L1).value(lockKindName(lock.kind));
    json.key("system"_L1).textOrNull(lock.system);
    json.key("role"_L1).textOrNull(lock.role);
    json.key("entries"_L1).beginArray();
    for (const EntrySpan &span : lock.entries)
        writeEntrySpan(json, span);
    json.endArray();
    json.endObject();
}

void writeSessionSpan(JsonWriter &json, const SessionSpan &session)
{
    json.beginObject();
    writeSessionFields(json, session.session);
    json.key("opened_at"_L1);
    timeOrNull(json, session.openedAtMs);
    json.key("closed_at"_L1);
    timeOrNull(json, session.closedAtMs);
    json.key("timeout_ms"_L1).value(qint64(session.timeoutMs));
    json.endObject();
}

} // namespace

void writeEntrySpan(JsonWriter &json, const EntrySpan &span)
{
    json.beginObject();
    json.key("path"_L1).value(span.node);
    json.key("sequence"_L1).value(span.sequence);
    json.key("mode"_L1).value(entryModeName(span.mode));
    writeSessionFields(json, span.session);
    json.key("ephemeral"_L1).value(span.ephemeral);
    json.key("queued_at"_L1).value(isoUtcFromMs(span.queuedAtMs));
    json.key("acquired_at"_L1);
    timeOrNull(json, span.acquiredAtMs);
    json.key("ended_at"_L1);
    timeOrNull(json, span.endedAtMs);
    json.key("end"_L1).textOrNull(entryEndName(span.end));
    json.key("deleted_by"_L1);
    writeSessionOrNull(json, span.deletedBy.value_or(0));
    json.endObject();
}

void writeHistory(JsonWriter &json, const HistoryResult &history, qint64 fromMs, qint64 toMs)
{
    json.beginObject();
    json.key("format"_L1).value("lockscope-history-1"_L1);
    json.key("source"_L1).value(history.source);
    json.key("from"_L1).value(isoUtcFromMs(fromMs));
    json.key("to"_L1).value(isoUtcFromMs(toMs));
    json.key("locks"_L1).beginArray();
    for (const LockPast &lock : history.locks)
        writeLockPast(json, lock);
    json.endArray();
    json.key("sessions"_L1).beginArray();
    for (const SessionSpan &session : history.sessions)
        writeSessionSpan(json, session);
    json.endArray();
    json.key("errors"_L1).beginArray();
    for (const HistoryError &error : history.errors) {
        json.beginObject();
        json.key("file"_L1).value(error.file);
        json.key("error"_L1).value(error.error);
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

QJsonObject historyToJson(const HistoryResult &history, qint64 fromMs, qint64 toMs)
{
    return QJsonDocument::fromJson(
               JsonWriter::toBytes([&](JsonWriter &json) { writeHistory(json, history, fromMs, toMs); }))
        .object();
}

} // namespace lockscope
