// SPDX-License-Identifier: Apache-2.0

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
#include <malloc.h>

namespace lockscope::cli {

namespace {

QByteArray findingLine(const QDateTime &at, QLatin1StringView change, const Finding &finding)
{
    return jsonLine([&](JsonWriter &json) { writeFindingEvent(json, at, change, finding); });
}

} // namespace

int runSnapshot(CliContext &context)
{
    int exitCode = 0;
    LiveView view = startLiveView(context, &exitCode, DiagnosticsWait::WatchLists, Reading::Once);
    if (!view.monitor || view.refused)
        return exitCode;
    // The locks go out as soon as they are read and the members' watch lists are in (asked at
    // the start, they are in long before a large read ends), while the findings are judged on
    // their own thread; the diagnostics follow as first settled.
    SnapshotInput snapshot = locksOf(context, *view.monitor);
    // Nothing is read after the first picture: the evaluation that settled the diagnostics judged
    // what was written, and the monitor and its judge are done with before the findings go out.
    const auto diagnose = [&] {
        awaitFirstAnswers(context, view);
        snapshot.locks = {};
        std::optional<DiagnosticsReport> settled = view.diagnostics->settledReport();
        snapshot.diagnostics = settled ? std::move(*settled) : view.diagnostics->report();
        view.diagnostics.reset();
        view.monitor.reset();
    };
    if (context.options().json) {
        context.printJson([&](JsonWriter &json) {
            writeSnapshotLocks(json, snapshot);
            diagnose();
            writeSnapshotRest(json, snapshot);
        });
        return 0;
    }
    printSnapshotTable(context.out(), snapshot);
    context.out().flush();
    diagnose();
    context.out() << formatDiagnostics(*snapshot.diagnostics);
    context.out().flush();
    return 0;
}

int runWatch(CliContext &context)
{
    StopSignals stopSignals; // SIGINT/SIGTERM end the stream with exit code 0
    QObject::connect(&stopSignals, &StopSignals::stopRequested, qApp, &QCoreApplication::quit);
    int exitCode = 0;
    LiveView view = startLiveView(context, &exitCode);
    if (!view.monitor || view.refused)
        return exitCode;
    LockMonitor *monitor = view.monitor.get();
    QTextStream &out = context.out();
    {
        const SnapshotInput first = snapshotOf(context, *view.monitor, *view.diagnostics);
        out << jsonLine([&first](JsonWriter &json) { writeSnapshot(json, first, QLatin1StringView("snapshot")); });
        out.flush();
    }
    // Judged for the snapshot; after it only --finding-events reads them. Judging goes over every
    // lock, once per batch of changes: at a million nodes that would hold each change's line back.
    if (!context.options().findingEvents)
        view.diagnostics.reset();
    // The first read and the snapshot's copy of every queue are gone; a watch runs for hours, so
    // hand what the allocator kept of that burst back now.
    malloc_trim(0);
    QObject::connect(monitor, &LockMonitor::eventsOccurred, monitor, [&out](const QList<LockEvent> &events) {
        for (const LockEvent &event : events)
            out << jsonLine([&event](JsonWriter &json) { writeEvent(json, event); });
        out.flush();
    });
    if (context.options().findingEvents) {
        QObject::connect(view.diagnostics.get(), &LockDiagnostics::findingsChanged, view.diagnostics.get(),
                         [&out](const FindingChanges &changes) {
                             const QDateTime at = QDateTime::currentDateTimeUtc();
                             for (const Finding &finding : changes.appeared)
                                 out << findingLine(at, QLatin1StringView("appeared"), finding);
                             for (const Finding &finding : changes.updated)
                                 out << findingLine(at, QLatin1StringView("updated"), finding);
                             for (const Finding &finding : changes.cleared)
                                 out << findingLine(at, QLatin1StringView("cleared"), finding);
                             out.flush();
                         });
    }
    if (stopSignals.isStopRequested())
        return 0;
    QCoreApplication::exec();
    return 0;
}

} // namespace lockscope::cli
