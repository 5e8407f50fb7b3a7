#include "report/SnapshotJson.h"

#include <QJsonArray>
#include <QStringDecoder>
#include <QTimeZone>

namespace lockscope {

QString isoUtc(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QString isoUtcFromMs(qint64 msSinceEpoch)
{
    return isoUtc(QDateTime::fromMSecsSinceEpoch(msSinceEpoch, Qt::UTC));
}

QString dataToText(const QByteArray &data)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(data);
    if (!decoder.hasError())
        return text;
    return QStringLiteral("base64:") + QString::fromLatin1(data.toBase64());
}

QJsonValue sessionValue(qint64 owner)
{
    return isSessionOwner(owner) ? QJsonValue(formatSessionId(owner)) : QJsonValue(QJsonValue::Null);
}

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

// Kafka and Solr print session ids as a Java long.
static QJsonValue sessionDecimalValue(qint64 owner)
{
    return isSessionOwner(owner) ? QJsonValue(QString::number(owner)) : QJsonValue(QJsonValue::Null);
}

QJsonObject entryToJson(const LockEntry &entry, const QDateTime &now)
{
    const NodeStat &stat = entry.node.stat;
    QJsonObject o;
    o.insert(QStringLiteral("path"), entry.path());
    o.insert(QStringLiteral("sequence"), entry.sequence);
    o.insert(QStringLiteral("mode"), entryModeName(entry.mode));
    o.insert(QStringLiteral("state"), entryStateName(entry.state));
    o.insert(QStringLiteral("waits_for"), textOrNull(entry.waitsFor));
    o.insert(QStringLiteral("session"), sessionValue(stat.ephemeralOwner));
    o.insert(QStringLiteral("session_decimal"), sessionDecimalValue(stat.ephemeralOwner));
    o.insert(QStringLiteral("ephemeral"), entry.isEphemeral());
    o.insert(QStringLiteral("created"), isoUtcFromMs(stat.ctimeMs));
    o.insert(QStringLiteral("age_ms"), qMax<qint64>(0, now.toMSecsSinceEpoch() - stat.ctimeMs));
    o.insert(QStringLiteral("data"), dataToText(entry.node.data));
    o.insert(QStringLiteral("data_length"), stat.dataLength);
    o.insert(QStringLiteral("data_truncated"), entry.node.dataTruncated);
    o.insert(QStringLiteral("version"), stat.version);
    o.insert(QStringLiteral("revocation"),
             entry.revocationRequested ? QJsonValue(QStringLiteral("requested")) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("owner"), entry.owner ? textOrNull(entry.owner->text) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("owner_fields"), entry.owner && !entry.owner->fields.isEmpty()
                                                  ? QJsonValue(entry.owner->fields)
                                                  : QJsonValue(QJsonValue::Null));
    return o;
}

QJsonObject lockToJson(const LockQueue &queue, const QDateTime &now)
{
    QJsonObject o;
    o.insert(QStringLiteral("path"), queue.path);
    o.insert(QStringLiteral("queue"), textOrNull(queue.queue));
    o.insert(QStringLiteral("recipe"), recipeName(queue.recipe));
    o.insert(QStringLiteral("kind"), lockKindName(queue.kind));
    o.insert(QStringLiteral("system"), textOrNull(queue.system));
    o.insert(QStringLiteral("role"), textOrNull(queue.role));
    o.insert(QStringLiteral("holders"), queue.holders());
    o.insert(QStringLiteral("waiters"), queue.waiters());
    QJsonArray entries;
    for (const LockEntry &entry : queue.entries)
        entries.append(entryToJson(entry, now));
    o.insert(QStringLiteral("entries"), entries);
    o.insert(QStringLiteral("unrecognized"), QJsonArray::fromStringList(queue.unrecognized));
    return o;
}

QJsonObject snapshotToJson(const SnapshotInput &snapshot)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("lockscope-snapshot-1"));
    o.insert(QStringLiteral("ensemble"), snapshot.ensemble);
    o.insert(QStringLiteral("taken_at"), isoUtc(snapshot.takenAt));
    QJsonArray locks;
    for (const LockQueue &queue : snapshot.locks)
        locks.append(lockToJson(queue, snapshot.takenAt));
    o.insert(QStringLiteral("locks"), locks);
    QJsonArray errors;
    for (const MonitorError &error : snapshot.errors)
        errors.append(QJsonObject{{QStringLiteral("path"), error.path}, {QStringLiteral("error"), error.error}});
    if (snapshot.diagnostics) {
        QJsonArray sessions;
        for (const SessionInfo &session : snapshot.diagnostics->sessions)
            sessions.append(sessionToJson(session));
        o.insert(QStringLiteral("sessions"), sessions);
        QJsonArray findings;
        for (const Finding &finding : snapshot.diagnostics->findings)
            findings.append(findingToJson(finding));
        o.insert(QStringLiteral("findings"), findings);
        for (const DiagnosticsError &error : snapshot.diagnostics->errors)
            errors.append(diagnosticsErrorToJson(error));
    }
    o.insert(QStringLiteral("errors"), errors);
    return o;
}

QJsonObject eventToJson(const LockEvent &event)
{
    QJsonObject o;
    o.insert(QStringLiteral("at"), isoUtc(event.at));
    o.insert(QStringLiteral("event"), lockEventTypeName(event.type));
    if (event.type == LockEventType::Connection) {
        o.insert(QStringLiteral("state"), event.connection);
        o.insert(QStringLiteral("lock"), QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("queue"), QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("node"), QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("session"), QJsonValue(QJsonValue::Null));
        return o;
    }
    o.insert(QStringLiteral("lock"), event.lock);
    o.insert(QStringLiteral("queue"), textOrNull(event.queue));
    o.insert(QStringLiteral("node"), textOrNull(event.node));
    o.insert(QStringLiteral("session"), sessionValue(event.session));
    if (!event.node.isEmpty())
        o.insert(QStringLiteral("mode"), entryModeName(event.mode));
    if (event.type == LockEventType::Unseen)
        o.insert(QStringLiteral("count"), event.count);
    return o;
}

static QJsonArray sessionArray(const QList<qint64> &sessions)
{
    QJsonArray array;
    for (qint64 session : sessions)
        array.append(formatSessionId(session));
    return array;
}

QJsonObject sessionToJson(const SessionInfo &session)
{
    QJsonObject o;
    o.insert(QStringLiteral("session"), formatSessionId(session.session));
    o.insert(QStringLiteral("client"), textOrNull(session.client));
    o.insert(QStringLiteral("server"), textOrNull(session.server));
    o.insert(QStringLiteral("holding"), QJsonArray::fromStringList(session.holding));
    o.insert(QStringLiteral("waiting"), QJsonArray::fromStringList(session.waiting));
    o.insert(QStringLiteral("watches"), session.watches ? QJsonValue(QJsonArray::fromStringList(*session.watches))
                                                        : QJsonValue(QJsonValue::Null));
    return o;
}

QJsonObject findingToJson(const Finding &finding)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), findingKindName(finding.kind));
    o.insert(QStringLiteral("severity"), severityName(finding.severity));
    o.insert(QStringLiteral("sessions"), sessionArray(finding.sessions));
    o.insert(QStringLiteral("locks"), QJsonArray::fromStringList(finding.locks));
    o.insert(QStringLiteral("nodes"), QJsonArray::fromStringList(finding.nodes));
    o.insert(QStringLiteral("detail"), finding.detail);
    if (finding.kind == FindingKind::Herd)
        o.insert(QStringLiteral("watchers"), finding.watchers);
    if (finding.kind == FindingKind::LongHeld || finding.kind == FindingKind::RevocationIgnored)
        o.insert(QStringLiteral("duration_ms"), finding.durationMs);
    return o;
}

QJsonObject diagnosticsErrorToJson(const DiagnosticsError &error)
{
    QJsonObject o;
    o.insert(QStringLiteral("path"), error.source);
    o.insert(QStringLiteral("error"), error.error);
    o.insert(QStringLiteral("sessions"), sessionArray(error.sessions));
    return o;
}

QJsonObject findingEventToJson(const QDateTime &at, const QString &change, const Finding &finding)
{
    QJsonObject o;
    o.insert(QStringLiteral("at"), isoUtc(at));
    o.insert(QStringLiteral("event"), QStringLiteral("finding"));
    o.insert(QStringLiteral("change"), change);
    o.insert(QStringLiteral("lock"), finding.locks.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(finding.locks.first()));
    o.insert(QStringLiteral("queue"), QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("node"), finding.nodes.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(finding.nodes.first()));
    o.insert(QStringLiteral("session"), finding.sessions.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                   : QJsonValue(formatSessionId(finding.sessions.first())));
    o.insert(QStringLiteral("finding"), findingToJson(finding));
    return o;
}

} // namespace lockscope
