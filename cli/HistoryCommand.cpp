// SPDX-License-Identifier: Apache-2.0

// history: a lock's past from ZooKeeper's own snapshots and transaction logs.
#include "CliContext.h"
#include "Commands.h"
#include "SnapshotTable.h"

#include "diagnostics/DiagnosticsEvaluation.h"
#include "history/HistoryReplay.h"
#include "report/HistoryJson.h"
#include "report/SnapshotJson.h"
#include "platform/TextFormat.h"

namespace lockscope::cli {

namespace {

QString timeOrDash(const std::optional<qint64> &ms)
{
    return ms ? isoUtcFromMs(*ms) : QStringLiteral("-");
}

QString formatHistoryTable(const HistoryResult &history, qint64 fromMs, qint64 toMs)
{
    QString text = QStringLiteral("%1  from %2 to %3\n").arg(history.source, isoUtcFromMs(fromMs), isoUtcFromMs(toMs));
    if (history.locks.empty())
        text += QStringLiteral("no lock entries in this window\n");
    for (const LockPast &lock : history.locks) {
        text += QStringLiteral("%1  %2 %3\n")
                    .arg(lockTitle(lock.path, lock.queue), recipeName(lock.recipe), lockKindName(lock.kind));
        text += QStringLiteral("    %1 %2 %3 %4 %5 %6 NODE\n")
                    .arg(QStringLiteral("QUEUED").leftJustified(24), QStringLiteral("ACQUIRED").leftJustified(24),
                         QStringLiteral("ENDED").leftJustified(24), QStringLiteral("END").leftJustified(13),
                         QStringLiteral("HELD").leftJustified(11), QStringLiteral("SESSION").leftJustified(18));
        for (const EntrySpan &span : lock.entries) {
            const QString held = span.acquiredAtMs && span.endedAtMs
                ? formatDuration(*span.endedAtMs - *span.acquiredAtMs)
                : QStringLiteral("-");
            text +=
                QStringLiteral("    %1 %2 %3 %4 %5 %6 %7")
                    .arg(isoUtcFromMs(span.queuedAtMs).leftJustified(24),
                         timeOrDash(span.acquiredAtMs).leftJustified(24), timeOrDash(span.endedAtMs).leftJustified(24),
                         (span.end == EntryEnd::Open ? QStringLiteral("open") : entryEndName(span.end))
                             .leftJustified(13),
                         held.leftJustified(11),
                         (span.ephemeral ? formatSessionId(span.session) : QStringLiteral("(persistent)"))
                             .leftJustified(18),
                         span.node.section(QLatin1Char('/'), -1))
                + (span.deletedBy ? QStringLiteral(" (deleted by session %1)").arg(formatSessionId(*span.deletedBy))
                                  : QString())
                + QLatin1Char('\n');
        }
    }
    for (const HistoryError &error : history.errors)
        text += QStringLiteral("error: %1: %2\n").arg(error.file, error.error);
    return text;
}

// The locks at --at, judged by the same rules as a live snapshot; what only a live ensemble
// can tell (client addresses, watches) is named as unknown.
SnapshotInput snapshotAt(const HistoryResult &history, qint64 atMs, const DiagnosticsSettings &settings)
{
    DiagnosticsInput input;
    input.locks = QueueView(history.queuesAtEnd);
    input.ensembleName = history.source;
    input.settings = settings;
    input.nowMs = atMs;
    DiagnosticsReport report = evaluateDiagnostics(input).report;
    QList<qint64> sessions;
    for (const SessionInfo &session : report.sessions)
        sessions.append(session.session);
    report.errors = {
        {history.source, QStringLiteral("client addresses and watches are not in ZooKeeper's files"), sessions}};
    QList<MonitorError> errors;
    for (const HistoryError &error : history.errors)
        errors.append({error.file, error.error});
    return SnapshotInput{history.source, QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC), QueueView(history.queuesAtEnd),
                         errors, report};
}

} // namespace

int runHistory(CliContext &context)
{
    const CliOptions &o = context.options();
    HistoryOptions options;
    options.dataDirs = o.txnLogs;
    options.roots = o.roots;
    options.discover = o.discover;
    options.fromMs = o.atMs ? o.atMs : o.fromMs;
    options.toMs = o.atMs ? o.atMs : o.toMs;
    const HistoryResult history = readHistory(options);
    if (!history.failure.isEmpty())
        return context.fail(history.failure);
    if (o.atMs && *o.atMs < history.recordStartMs) {
        return context.fail(QStringLiteral("%1 is before the record starts (%2, the oldest snapshot's moment)")
                                .arg(isoUtcFromMs(*o.atMs), isoUtcFromMs(history.recordStartMs)));
    }
    if (o.atMs) {
        const SnapshotInput snapshot = snapshotAt(history, *o.atMs, o.diagnostics);
        if (o.json) {
            context.printJson([&snapshot](JsonWriter &json) { writeSnapshot(json, snapshot); });
            return 0;
        }
        printSnapshotTable(context.out(), snapshot);
        context.out() << formatDiagnostics(*snapshot.diagnostics);
        return 0;
    }
    const qint64 fromMs = o.fromMs.value_or(history.recordStartMs);
    const qint64 toMs = o.toMs.value_or(history.recordEndMs);
    if (o.json)
        context.printJson([&](JsonWriter &json) { writeHistory(json, history, fromMs, toMs); });
    else
        context.out() << formatHistoryTable(history, fromMs, toMs);
    return 0;
}

} // namespace lockscope::cli
