// snapshot and watch: the monitor's picture of the named roots and subtrees.
#include "CliContext.h"
#include "Commands.h"
#include "MonitorStart.h"
#include "SnapshotTable.h"

#include "diagnostics/LockDiagnostics.h"
#include "monitor/LockMonitor.h"
#include "platform/StopSignals.h"
#include "report/SnapshotJson.h"
#include "zk/ZkSession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>

namespace lockscope::cli {

namespace {

// The human form of the diagnostics, after the lock table.
QString formatDiagnostics(const DiagnosticsReport &report)
{
    QString text;
    if (!report.sessions.empty())
        text += QStringLiteral("sessions:\n");
    for (const SessionInfo &session : report.sessions) {
        text += QStringLiteral("    %1  client %2  server %3  holding %4  waiting %5\n")
                    .arg(formatSessionId(session.session),
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

QByteArray jsonLine(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

int runSnapshot(CliContext &context)
{
    QElapsedTimer started;
    started.start();
    int exitCode = 0;
    ZkSession *session = nullptr;
    const auto monitor = startMonitor(context, &exitCode, &session);
    if (!monitor)
        return exitCode;
    const auto diagnostics = startDiagnostics(context, monitor.get(), session, started);
    const SnapshotInput snapshot = snapshotOf(context, *monitor, *diagnostics);
    if (context.options().json)
        context.out() << QJsonDocument(snapshotToJson(snapshot)).toJson(QJsonDocument::Indented);
    else
        context.out() << formatSnapshotTable(snapshot) << formatDiagnostics(*snapshot.diagnostics);
    context.out().flush();
    return 0;
}

int runWatch(CliContext &context)
{
    StopSignals stopSignals;  // SIGINT/SIGTERM end the stream with exit code 0
    QObject::connect(&stopSignals, &StopSignals::stopRequested, qApp, &QCoreApplication::quit);
    QElapsedTimer started;
    started.start();
    int exitCode = 0;
    ZkSession *session = nullptr;
    const auto monitor = startMonitor(context, &exitCode, &session);
    if (!monitor)
        return exitCode;
    const auto diagnostics = startDiagnostics(context, monitor.get(), session, started);
    QTextStream &out = context.out();
    QJsonObject first = snapshotToJson(snapshotOf(context, *monitor, *diagnostics));
    first.insert(QStringLiteral("event"), QStringLiteral("snapshot"));
    out << jsonLine(first);
    out.flush();
    QObject::connect(monitor.get(), &LockMonitor::eventsOccurred, [&out](const QList<LockEvent> &events) {
        for (const LockEvent &event : events)
            out << jsonLine(eventToJson(event));
        out.flush();
    });
    if (context.options().findingEvents) {
        QObject::connect(diagnostics.get(), &LockDiagnostics::findingsChanged, [&out](const FindingChanges &changes) {
            const QDateTime at = QDateTime::currentDateTimeUtc();
            for (const Finding &finding : changes.appeared)
                out << jsonLine(findingEventToJson(at, QStringLiteral("appeared"), finding));
            for (const Finding &finding : changes.updated)
                out << jsonLine(findingEventToJson(at, QStringLiteral("updated"), finding));
            for (const Finding &finding : changes.cleared)
                out << jsonLine(findingEventToJson(at, QStringLiteral("cleared"), finding));
            out.flush();
        });
    }
    if (stopSignals.isStopRequested())
        return 0;
    QCoreApplication::exec();
    return 0;
}

} // namespace lockscope::cli
