#include "SnapshotTable.h"

#include "zk/ZkPaths.h"
#include "report/TextFormat.h"

#include <QStringList>

namespace lockscope::cli {

namespace {

QString padded(const QString &text, int width)
{
    return text.leftJustified(width, QLatin1Char(' '), false);
}

QString entryRow(const LockEntry &entry, const QDateTime &now)
{
    const NodeStat &stat = entry.node.stat;
    QString session = isSessionOwner(stat.ephemeralOwner) ? formatSessionId(stat.ephemeralOwner)
                                                          : QStringLiteral("(persistent)");
    QString notes;
    if (entry.revocationRequested)
        notes += QStringLiteral(" revocation requested");
    if (!entry.isEphemeral())
        notes += QStringLiteral(" outlives its client");
    const QString waits = entry.waitsForNode.isEmpty() ? QString() : QStringLiteral(" -> ") + entry.waitsForNode.name;
    if (entry.owner && !entry.owner->text.isEmpty())
        notes += QStringLiteral(" owner: ") + entry.owner->text;
    return QStringLiteral("    %1 %2 %3 %4 %5 %6%7%8\n")
        .arg(padded(entryStateName(entry.state), 7), padded(entryModeName(entry.mode), 9),
             padded(QString::number(entry.sequence), 11), padded(session, 18),
             padded(formatDuration(qMax<qint64>(0, now.toMSecsSinceEpoch() - stat.ctimeMs)), 11),
             entry.node.name, waits, notes);
}

} // namespace

QString lockTitle(const QString &path, const QString &queue)
{
    return queue.isEmpty() ? path : QStringLiteral("%1 [%2]").arg(path, queue);
}

void printSnapshotTable(QTextStream &out, const SnapshotInput &snapshot)
{
    if (snapshot.locks.empty())
        out << "no locks found\n";
    for (const LockQueue &queue : snapshot.locks) {
        const QString title = lockTitle(queue.path, queue.queue);
        QString kind = recipeName(queue.recipe) + QLatin1Char(' ') + lockKindName(queue.kind);
        if (!queue.system.isEmpty())
            kind = queue.system + QLatin1Char(' ') + queue.role + QLatin1Char(' ') + lockKindName(queue.kind);
        out << QStringLiteral("%1  %2  holders %3  waiters %4\n").arg(title, kind).arg(queue.holders()).arg(queue.waiters());
        if (!queue.entries.empty())
            out << QStringLiteral("    %1 %2 %3 %4 %5 NODE\n")
                       .arg(padded(QStringLiteral("STATE"), 7), padded(QStringLiteral("MODE"), 9),
                            padded(QStringLiteral("SEQUENCE"), 11), padded(QStringLiteral("SESSION"), 18),
                            padded(QStringLiteral("AGE"), 11));
        for (const LockEntry &entry : queue.entries)
            out << entryRow(entry, snapshot.takenAt);
        for (const QString &other : queue.unrecognized)
            out << QStringLiteral("    (not a lock node) %1\n").arg(other);
    }
    for (const MonitorError &error : snapshot.errors)
        out << QStringLiteral("error: %1: %2\n").arg(error.path, error.error);
}

// The human form of the diagnostics, after the lock table.
QString formatDiagnostics(const DiagnosticsReport &report)
{
    QString text;
    if (!report.sessions.empty())
        text += QStringLiteral("sessions:\n");
    for (const SessionInfo &session : report.sessions) {
        // Both notations: Kafka and Solr print the decimal one (a Java long) in names and logs.
        text += QStringLiteral("    %1 (%2)  client %3  server %4  holding %5  waiting %6\n")
                    .arg(formatSessionId(session.session), QString::number(session.session),
                         session.client.isEmpty() ? QStringLiteral("unknown") : session.client,
                         session.server.isEmpty() ? QStringLiteral("unknown") : session.server)
                    .arg(session.holding.size())
                    .arg(session.waiting.size());
    }
    text += report.findings.isEmpty() ? QStringLiteral("findings: none\n") : QStringLiteral("findings:\n");
    for (const Finding &finding : report.findings) {
        text += QStringLiteral("    %1 %2: %3\n")
                    .arg(severityName(finding.severity).toUpper().leftJustified(8), findingKindName(finding.kind),
                         finding.detail);
    }
    for (const DiagnosticsError &error : report.errors)
        text += QStringLiteral("error: %1: %2\n").arg(error.source, error.error);
    return text;
}

} // namespace lockscope::cli
