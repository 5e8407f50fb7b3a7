// SPDX-License-Identifier: Apache-2.0

#include "findings/FindingIdentity.h"
#include "findings/FindingRule.h"
#include "report/SnapshotJson.h"

#include <QJsonDocument>
#include <QStringDecoder>
#include <QTimeZone>

namespace lockscope {

using namespace Qt::Literals::StringLiterals;

QString isoUtc(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QString isoUtcFromMs(qint64 msSinceEpoch)
{
    char text[24];
    if (const qsizetype size = isoUtcFromMsInto(msSinceEpoch, text))
        return QString::fromLatin1(text, size);
    return isoUtc(QDateTime::fromMSecsSinceEpoch(msSinceEpoch, Qt::UTC));
}

qsizetype isoUtcFromMsInto(qint64 msSinceEpoch, char (&out)[24])
{
    constexpr qint64 kMsPerDay = 86'400'000;
    constexpr qint64 kEndOf9999 = 253'402'300'800'000; // 10000-01-01T00:00:00Z
    if (msSinceEpoch < 0 || msSinceEpoch >= kEndOf9999)
        return 0;
    // The proleptic Gregorian date of a day count (H. Hinnant's civil_from_days).
    const qint64 days = msSinceEpoch / kMsPerDay;
    qint64 ms = msSinceEpoch % kMsPerDay;
    const qint64 z = days + 719'468;
    const qint64 era = z / 146'097;
    const qint64 dayOfEra = z - era * 146'097;
    const qint64 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36'524 - dayOfEra / 146'096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 mp = (5 * dayOfYear + 2) / 153;
    const qint64 day = dayOfYear - (153 * mp + 2) / 5 + 1;
    const qint64 month = mp < 10 ? mp + 3 : mp - 9;
    const qint64 year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    const auto put = [&out](int at, qint64 value, int width) {
        for (int i = at + width - 1; i >= at; --i, value /= 10)
            out[i] = char('0' + value % 10);
    };
    put(0, year, 4);
    out[4] = '-';
    put(5, month, 2);
    out[7] = '-';
    put(8, day, 2);
    out[10] = 'T';
    put(11, ms / 3'600'000, 2);
    ms %= 3'600'000;
    out[13] = ':';
    put(14, ms / 60'000, 2);
    ms %= 60'000;
    out[16] = ':';
    put(17, ms / 1000, 2);
    out[19] = '.';
    put(20, ms % 1000, 3);
    out[23] = 'Z';
    return 24;
}

QString dataToText(const QByteArray &data)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(data);
    if (!decoder.hasError())
        return text;
    return QStringLiteral("base64:") + QString::fromLatin1(data.toBase64());
}

void writeSessionOrNull(JsonWriter &json, qint64 owner)
{
    char text[18];
    if (isSessionOwner(owner))
        json.value(QLatin1StringView(text, formatSessionIdInto(owner, text)));
    else
        json.null();
}

void writeSessionFields(JsonWriter &json, qint64 owner)
{
    json.key("session"_L1);
    writeSessionOrNull(json, owner);
    json.key("session_decimal"_L1);
    char text[20];
    if (isSessionOwner(owner))
        json.value(QLatin1StringView(text, formatSessionDecimalInto(owner, text)));
    else
        json.null();
}

namespace {

// "sessions" with the hex ids, and "sessions_decimal" beside it in the same order.
void writeSessionArrays(JsonWriter &json, const QList<qint64> &sessions)
{
    json.key("sessions"_L1).beginArray();
    for (qint64 session : sessions)
        json.value(formatSessionId(session));
    json.endArray();
    json.key("sessions_decimal"_L1).beginArray();
    for (qint64 session : sessions)
        json.value(formatSessionDecimal(session));
    json.endArray();
}

// Full paths, each made as it is written: a session's list may name a million nodes.
void writePaths(JsonWriter &json, const QList<NodeRef> &nodes)
{
    json.beginArray();
    for (const NodeRef &node : nodes)
        json.value(node.path());
    json.endArray();
}

} // namespace

void writeEntry(JsonWriter &json, const LockEntry &entry, qint64 nowMs)
{
    const NodeStat &stat = entry.node->stat;
    json.beginObject();
    json.key("path"_L1).value(entry.path());
    json.key("sequence"_L1).value(entry.sequence);
    json.key("mode"_L1).value(entryModeName(entry.mode));
    json.key("state"_L1).value(entryStateName(entry.state));
    json.key("waits_for"_L1).textOrNull(entry.waitsFor());
    writeSessionFields(json, stat.ephemeralOwner);
    json.key("ephemeral"_L1).value(entry.isEphemeral());
    char created[24];
    if (const qsizetype size = isoUtcFromMsInto(stat.ctimeMs, created))
        json.key("created"_L1).value(QLatin1StringView(created, size));
    else
        json.key("created"_L1).value(isoUtcFromMs(stat.ctimeMs));
    json.key("age_ms"_L1).value(qMax<qint64>(0, nowMs - stat.ctimeMs));
    // This entry's own hold (CLI.md): null for waiters and for a holder promoted before lockscope looked.
    if (entry.state == EntryState::Holding && entry.acquiredMs > 0) {
        json.key("acquired"_L1).value(isoUtcFromMs(entry.acquiredMs));
        json.key("held_ms"_L1).value(qMax<qint64>(0, nowMs - entry.acquiredMs));
    } else {
        json.key("acquired"_L1).null();
        json.key("held_ms"_L1).null();
    }
    json.key("data"_L1);
    if (entry.node->dataUnknown())
        json.null();
    else
        json.value(dataToText(entry.node->data));
    json.key("data_length"_L1).value(qint64(stat.dataLength));
    json.key("data_truncated"_L1).value(entry.node->dataTruncated());
    json.key("version"_L1).value(qint64(stat.version));
    json.key("revocation"_L1);
    if (entry.revocationRequested)
        json.value("requested"_L1);
    else
        json.null();
    json.key("owner"_L1).textOrNull(entry.owner ? QStringView(entry.owner->text) : QStringView());
    json.key("owner_fields"_L1);
    if (entry.owner && !entry.owner->fields.isEmpty())
        json.value(QJsonValue(entry.owner->fields));
    else
        json.null();
    json.endObject();
}

void writeLock(JsonWriter &json, const LockQueue &queue, qint64 nowMs)
{
    json.beginObject();
    json.key("path"_L1).value(queue.path);
    json.key("queue"_L1).textOrNull(queue.queue);
    json.key("recipe"_L1).value(recipeName(queue.recipe));
    json.key("kind"_L1).value(lockKindName(queue.kind));
    json.key("system"_L1).textOrNull(queue.system);
    json.key("role"_L1).textOrNull(queue.role);
    json.key("holders"_L1).value(queue.holders());
    json.key("waiters"_L1).value(queue.waiters());
    json.key("entries"_L1).beginArray();
    for (const LockEntry &entry : queue.entries)
        writeEntry(json, entry, nowMs);
    json.endArray();
    json.key("unrecognized"_L1).stringArray(queue.unrecognized);
    json.endObject();
}

void writeSnapshot(JsonWriter &json, const SnapshotInput &snapshot, QLatin1StringView event)
{
    writeSnapshotLocks(json, snapshot, event);
    writeSnapshotRest(json, snapshot);
}

void writeSnapshotLocks(JsonWriter &json, const SnapshotInput &snapshot, QLatin1StringView event)
{
    json.beginObject();
    if (!event.isEmpty())
        json.key("event"_L1).value(event);
    json.key("format"_L1).value("lockscope-snapshot-1"_L1);
    json.key("ensemble"_L1).value(snapshot.ensemble);
    json.key("taken_at"_L1).value(isoUtc(snapshot.takenAt));
    const qint64 nowMs = snapshot.takenAt.toMSecsSinceEpoch();
    json.key("locks"_L1).beginArray();
    for (const LockQueue &queue : snapshot.locks)
        writeLock(json, queue, nowMs);
    json.endArray();
}

void writeSnapshotRest(JsonWriter &json, const SnapshotInput &snapshot)
{
    if (snapshot.diagnostics) {
        json.key("sessions"_L1).beginArray();
        for (const SessionInfo &session : snapshot.diagnostics->sessions)
            writeSession(json, session);
        json.endArray();
        json.key("findings"_L1).beginArray();
        for (const Finding &finding : snapshot.diagnostics->findings)
            writeFinding(json, finding);
        json.endArray();
    }
    json.key("errors"_L1).beginArray();
    for (const MonitorError &error : snapshot.errors) {
        json.beginObject();
        json.key("path"_L1).value(error.path);
        json.key("error"_L1).value(error.error);
        json.endObject();
    }
    if (snapshot.diagnostics) {
        for (const DiagnosticsError &error : snapshot.diagnostics->errors)
            writeDiagnosticsError(json, error);
    }
    json.endArray();
    json.endObject();
}

QJsonObject snapshotToJson(const SnapshotInput &snapshot)
{
    return QJsonDocument::fromJson(JsonWriter::toBytes([&](JsonWriter &json) { writeSnapshot(json, snapshot); }))
        .object();
}

void writeEvent(JsonWriter &json, const LockEvent &event)
{
    json.beginObject();
    json.key("at"_L1).value(isoUtc(event.at));
    json.key("event"_L1).value(lockEventTypeName(event.type));
    if (event.type == LockEventType::Connection) {
        json.key("state"_L1).value(event.connection);
        // Which member was reached, or lost.
        json.key("server"_L1).textOrNull(event.server);
        json.key("lock"_L1).null();
        json.key("queue"_L1).null();
        json.key("node"_L1).null();
        writeSessionFields(json, 0);
        json.endObject();
        return;
    }
    json.key("lock"_L1).value(event.lock);
    json.key("queue"_L1).textOrNull(event.queue);
    json.key("node"_L1).textOrNull(event.node);
    writeSessionFields(json, event.session);
    if (!event.node.isEmpty())
        json.key("mode"_L1).value(entryModeName(event.mode));
    if (event.type == LockEventType::Unseen)
        json.key("count"_L1).value(event.count);
    json.endObject();
}

void writeSession(JsonWriter &json, const SessionInfo &session)
{
    json.beginObject();
    writeSessionFields(json, session.session);
    json.key("client"_L1).textOrNull(session.client);
    json.key("server"_L1).textOrNull(session.server);
    json.key("holding"_L1);
    writePaths(json, session.holding);
    json.key("waiting"_L1);
    writePaths(json, session.waiting);
    json.key("watches"_L1);
    if (session.watches)
        json.stringArray(*session.watches);
    else
        json.null();
    json.endObject();
}

void writeFinding(JsonWriter &json, const Finding &finding)
{
    json.beginObject();
    json.key("kind"_L1).value(findingKindName(finding.kind));
    json.key("severity"_L1).value(severityName(finding.severity));
    writeSessionArrays(json, finding.sessions);
    json.key("locks"_L1).stringArray(finding.locks);
    json.key("nodes"_L1);
    writePaths(json, finding.nodes.refs());
    json.key("detail"_L1).value(finding.detail);
    const FindingFacts facts = findingRule(finding.kind).facts;
    if (facts.watchers)
        json.key("watchers"_L1).value(finding.watchers);
    if (facts.duration)
        json.key("duration_ms"_L1).value(finding.durationMs);
    if (facts.expiry) {
        json.key("expires"_L1);
        if (finding.expiresAtMs > 0)
            json.value(isoUtcFromMs(finding.expiresAtMs));
        else
            json.null();
    }
    json.endObject();
}

void writeDiagnosticsError(JsonWriter &json, const DiagnosticsError &error)
{
    json.beginObject();
    json.key("path"_L1).value(error.source);
    json.key("error"_L1).value(error.error);
    writeSessionArrays(json, error.sessions);
    json.endObject();
}

void writeFindingEvent(JsonWriter &json, const QDateTime &at, QLatin1StringView change, const Finding &finding)
{
    json.beginObject();
    json.key("at"_L1).value(isoUtc(at));
    json.key("event"_L1).value("finding"_L1);
    json.key("change"_L1).value(change);
    json.key("lock"_L1).textOrNull(finding.locks.isEmpty() ? QString() : finding.locks.first());
    json.key("queue"_L1).null();
    json.key("node"_L1).textOrNull(finding.nodes.isEmpty() ? QString() : finding.nodes.first());
    writeSessionFields(json, finding.sessions.value(0));
    json.key("finding"_L1);
    writeFinding(json, finding);
    json.endObject();
}

QByteArray jsonLine(const std::function<void(JsonWriter &)> &write)
{
    return JsonWriter::toBytes(write) + '\n';
}

} // namespace lockscope
