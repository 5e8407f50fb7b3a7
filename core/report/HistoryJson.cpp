#include "report/HistoryJson.h"

#include "report/SnapshotJson.h"

#include <QJsonArray>

namespace lockscope {

namespace {

QJsonValue timeOrNull(const std::optional<qint64> &ms)
{
    return ms ? QJsonValue(isoUtcFromMs(*ms)) : QJsonValue(QJsonValue::Null);
}

QJsonObject lockPastToJson(const LockPast &lock)
{
    QJsonArray entries;
    for (const EntrySpan &span : lock.entries)
        entries.append(entrySpanToJson(span));
    return QJsonObject{{QStringLiteral("path"), lock.path},
                       {QStringLiteral("queue"), textOrNull(lock.queue)},
                       {QStringLiteral("recipe"), recipeName(lock.recipe)},
                       {QStringLiteral("kind"), lockKindName(lock.kind)},
                       {QStringLiteral("system"), textOrNull(lock.system)},
                       {QStringLiteral("role"), textOrNull(lock.role)},
                       {QStringLiteral("entries"), entries}};
}

QJsonObject sessionSpanToJson(const SessionSpan &session)
{
    return QJsonObject{{QStringLiteral("session"), formatSessionId(session.session)},
                       {QStringLiteral("opened_at"), timeOrNull(session.openedAtMs)},
                       {QStringLiteral("closed_at"), timeOrNull(session.closedAtMs)},
                       {QStringLiteral("timeout_ms"), session.timeoutMs}};
}

} // namespace

QJsonObject entrySpanToJson(const EntrySpan &span)
{
    return QJsonObject{{QStringLiteral("path"), span.node},
                       {QStringLiteral("sequence"), span.sequence},
                       {QStringLiteral("mode"), entryModeName(span.mode)},
                       {QStringLiteral("session"), sessionValue(span.session)},
                       {QStringLiteral("ephemeral"), span.ephemeral},
                       {QStringLiteral("queued_at"), isoUtcFromMs(span.queuedAtMs)},
                       {QStringLiteral("acquired_at"), timeOrNull(span.acquiredAtMs)},
                       {QStringLiteral("ended_at"), timeOrNull(span.endedAtMs)},
                       {QStringLiteral("end"), textOrNull(entryEndName(span.end))}};
}

QJsonObject historyToJson(const HistoryResult &history, qint64 fromMs, qint64 toMs)
{
    QJsonArray locks;
    for (const LockPast &lock : history.locks)
        locks.append(lockPastToJson(lock));
    QJsonArray sessions;
    for (const SessionSpan &session : history.sessions)
        sessions.append(sessionSpanToJson(session));
    QJsonArray errors;
    for (const HistoryError &error : history.errors)
        errors.append(QJsonObject{{QStringLiteral("file"), error.file}, {QStringLiteral("error"), error.error}});
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("lockscope-history-1")},
                       {QStringLiteral("source"), history.source},
                       {QStringLiteral("from"), isoUtcFromMs(fromMs)},
                       {QStringLiteral("to"), isoUtcFromMs(toMs)},
                       {QStringLiteral("locks"), locks},
                       {QStringLiteral("sessions"), sessions},
                       {QStringLiteral("errors"), errors}};
}

} // namespace lockscope
