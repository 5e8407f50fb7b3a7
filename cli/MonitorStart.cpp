#include "MonitorStart.h"

#include "CliContext.h"

#include "zk/ZkSession.h"

namespace lockscope::cli {

std::unique_ptr<LockMonitor> startMonitor(CliContext &context, int *exitCode, ZkSession **sessionOut)
{
    ZkSession *session = context.connect();
    *sessionOut = session;
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

// When the ensemble does not answer in time the snapshot still goes out; its errors then say
// what stayed unknown.
std::unique_ptr<LockDiagnostics> startDiagnostics(CliContext &context, LockMonitor *monitor, ZkSession *session,
                                                  const QElapsedTimer &started)
{
    const int left = int(qMax<qint64>(0, context.options().timeoutMs - started.elapsed()));
    DiagnosticsSettings settings = context.options().diagnostics;
    // An AdminServer request and then a four-letter word must both fit in what is left.
    settings.requestTimeoutMs = qBound(100, left / 2, settings.requestTimeoutMs);
    auto diagnostics = std::make_unique<LockDiagnostics>(monitor, session, settings);
    LockDiagnostics *d = diagnostics.get();
    context.waitFor([d] { return d->isSettled(); }, left);
    return diagnostics;
}

SnapshotInput snapshotOf(const CliContext &context, const LockMonitor &monitor, const LockDiagnostics &diagnostics)
{
    return SnapshotInput{context.options().connect, QDateTime::currentDateTimeUtc(), monitor.locks(),
                         monitor.errors(), diagnostics.report()};
}

} // namespace lockscope::cli
