#include "MonitorStart.h"

#include "CliContext.h"

#include "zk/ZkSession.h"

#include <QElapsedTimer>

namespace lockscope::cli {

LiveView startLiveView(CliContext &context, int *exitCode, DiagnosticsWait wait)
{
    QElapsedTimer started;
    started.start();
    LiveView view;
    view.session = context.connect();
    if (!view.session) {
        *exitCode = 1;
        return view;
    }
    auto monitor = std::make_unique<LockMonitor>(view.session);
    for (const QString &root : context.options().roots)
        monitor->addRoot(root);
    for (const QString &root : context.options().discover)
        monitor->addDiscovery(root);
    DiagnosticsSettings settings = context.options().diagnostics;
    // An AdminServer request and then a four-letter word must both fit in --timeout.
    settings.requestTimeoutMs = qBound(100, context.options().timeoutMs / 2, settings.requestTimeoutMs);
    auto diagnostics = std::make_unique<LockDiagnostics>(monitor.get(), view.session, settings);

    LockMonitor *m = monitor.get();
    if (!context.waitFor([m] { return m->isSynced(); }, context.options().timeoutMs)) {
        *exitCode = context.fail(QStringLiteral("reading the locks did not finish within %1 ms")
                                     .arg(context.options().timeoutMs));
        return view;
    }
    if (wait == DiagnosticsWait::FirstAnswers) {
        const int left = int(qMax<qint64>(0, context.options().timeoutMs - started.elapsed()));
        LockDiagnostics *d = diagnostics.get();
        context.waitFor([d] { return d->isSettled(); }, left);
    }
    view.monitor = std::move(monitor);
    view.diagnostics = std::move(diagnostics);
    return view;
}

SnapshotInput snapshotOf(const CliContext &context, const LockMonitor &monitor, const LockDiagnostics &diagnostics)
{
    return SnapshotInput{context.options().connect, QDateTime::currentDateTimeUtc(), monitor.locks(), monitor.errors(),
                         diagnostics.report()};
}

} // namespace lockscope::cli
