// snapshot and watch: the monitor's picture of the named roots and subtrees.
#include "CliContext.h"
#include "Commands.h"
#include "QuitOnSignal.h"
#include "SnapshotTable.h"

#include "monitor/LockMonitor.h"
#include "report/SnapshotJson.h"
#include "zk/ZkSession.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace lockscope::cli {

namespace {

// Connects, starts a monitor on the requested roots and waits for its first complete picture.
std::unique_ptr<LockMonitor> startMonitor(CliContext &context, int *exitCode)
{
    ZkSession *session = context.connect();
    if (!session) {
        *exitCode = 1;
        return nullptr;
    }
    auto monitor = std::make_unique<LockMonitor>(session);
    for (const QString &root : context.options().roots)
        monitor->addRoot(root);
    for (const QString &root : context.options().discover)
        monitor->addDiscovery(root);
    LockMonitor *m = monitor.get();
    if (!context.waitFor([m] { return m->isSynced(); }, context.options().timeoutMs)) {
        *exitCode = context.fail(QStringLiteral("reading the locks did not finish within %1 ms")
                                     .arg(context.options().timeoutMs));
        return nullptr;
    }
    return monitor;
}

SnapshotInput snapshotOf(const CliContext &context, const LockMonitor &monitor)
{
    return SnapshotInput{context.options().connect, QDateTime::currentDateTimeUtc(), monitor.locks(),
                         monitor.errors()};
}

QByteArray jsonLine(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

int runSnapshot(CliContext &context)
{
    int exitCode = 0;
    const auto monitor = startMonitor(context, &exitCode);
    if (!monitor)
        return exitCode;
    const SnapshotInput snapshot = snapshotOf(context, *monitor);
    if (context.options().json)
        context.out() << QJsonDocument(snapshotToJson(snapshot)).toJson(QJsonDocument::Indented);
    else
        context.out() << formatSnapshotTable(snapshot);
    context.out().flush();
    return 0;
}

int runWatch(CliContext &context)
{
    QuitOnSignal quitOnSignal;  // SIGINT/SIGTERM end the stream with exit code 0
    int exitCode = 0;
    const auto monitor = startMonitor(context, &exitCode);
    if (!monitor)
        return exitCode;
    QTextStream &out = context.out();
    QJsonObject first = snapshotToJson(snapshotOf(context, *monitor));
    first.insert(QStringLiteral("event"), QStringLiteral("snapshot"));
    out << jsonLine(first);
    out.flush();
    QObject::connect(monitor.get(), &LockMonitor::eventsOccurred, [&out](const QList<LockEvent> &events) {
        for (const LockEvent &event : events)
            out << jsonLine(eventToJson(event));
        out.flush();
    });
    if (quitOnSignal.received())
        return 0;
    QCoreApplication::exec();
    return 0;
}

} // namespace lockscope::cli
