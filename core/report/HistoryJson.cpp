#include "report/HistoryJson.h"

#include "report/SnapshotJson.h"

#include <QJsonArray>
#include <QJsonDocument>

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

namespace {

// Everything but the locks, with "locks" an empty array.
QJsonObject historyHead(const HistoryResult &history, qint64 fromMs, qint64 toMs)
{
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
                       {QStringLiteral("locks"), QJsonArray()},
                       {QStringLiteral("sessions"), sessions},
                       {QStringLiteral("errors"), errors}};
}

} // namespace

QJsonObject historyToJson(const HistoryResult &history, qint64 fromMs, qint64 toMs)
{
    QJsonArray locks;
    for (const LockPast &lock : history.locks)
        locks.append(lockPastToJson(lock));
    QJsonObject document = historyHead(history, fromMs, toMs);
    document.insert(QStringLiteral("locks"), locks);
    return document;
}

void writeHistoryJson(const HistoryResult &history, qint64 fromMs, qint64 toMs,
                      const std::function<void(const QByteArray &)> &write)
{
    // QJsonDocument indents by four spaces a level and writes an empty array as "[\n    ]".
    const QByteArray head = QJsonDocument(historyHead(history, fromMs, toMs)).toJson(QJsonDocument::Indented);
    const QByteArray emptyLocks = "\"locks\": [\n    ]";
    const qsizetype split = head.indexOf(emptyLocks) + emptyLocks.size() - 6;   // before "\n    ]"
    write(head.first(split));
    for (std::size_t i = 0; i < history.locks.size(); ++i) {
        QByteArray lock = QJsonDocument(lockPastToJson(history.locks[i])).toJson(QJsonDocument::Indented);
        lock.chop(1);   // its final newline
        lock.replace('\n', "\n        ");
        write((i == 0 ? QByteArray("\n        ") : QByteArray(",\n        ")) + lock);
    }
    write(head.sliced(split));
}

} // namespace lockscope
