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
