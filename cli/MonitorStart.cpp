// SPDX-License-Identifier: Apache-2.0

#include "MonitorStart.h"

#include "CliContext.h"

#include "platform/EventLoopWait.h"
#include "zk/ZkSession.h"

#include <QElapsedTimer>

namespace lockscope::cli {

namespace {

// Runs the event loop until `done`, within what is left of --timeout.
void waitWithinTimeout(CliContext &context, const LiveView &view, const std::function<bool()> &done)
{
    const int left = int(qMax<qint64>(0, context.options().timeoutMs - view.started.elapsed()));
    context.waitFor(done, left);
}

} // namespace

LiveView startLiveView(CliContext &context, int *exitCode, DiagnosticsWait wait, Reading reading)
{
    LiveView view;
    view.started.start();
    view.session = context.connect();
    if (!view.session) {
        *exitCode = 1;
        return view;
    }
    auto monitor = std::make_unique<LockMonitor>(view.session);
    monitor->setReadOnce(reading == Reading::Once);
    for (const QString &root : context.options().roots)
        monitor->addRoot(root);
    for (const QString &root : context.options().discover)
        monitor->addDiscovery(root);
    DiagnosticsSettings settings = context.options().diagnostics;
    // An AdminServer request and then a four-letter word must both fit in --timeout.
    settings.requestTimeoutMs = qBound(100, context.options().timeoutMs / 2, settings.requestTimeoutMs);
    auto diagnostics = std::make_unique<LockDiagnostics>(monitor.get(), view.session, settings);

    LockMonitor *m = monitor.get();
    ZkSession *session = view.session;
    const auto refused = [session] { return session->state() == ConnectionState::AuthFailed; };
    // A large tree takes as long as it takes (a million nodes, about a minute); --timeout bounds
    // the silence of an ensemble that stopped answering, not the read.
    if (!spinWhileProgressing([m, &refused] { return m->isSynced() || refused(); },
                              [session] { return session->answersReceived(); }, context.options().timeoutMs)) {
        *exitCode = context.fail(QStringLiteral("reading the locks stopped: the ensemble answered nothing for %1 ms")
                                     .arg(context.options().timeoutMs));
        return view;
    }
    view.monitor = std::move(monitor);
    view.diagnostics = std::move(diagnostics);
    // The read was bounded by silence; what follows (the ensemble's answers) gets the whole
    // --timeout again, not what a long read left of it.
    view.started.restart();
    // A server that enforces authentication lets the session connect, then refuses its requests:
    // what was read meanwhile is nothing, not "no locks". A read that raced the connection's setup
    // may get through and only a later request be refused, so one more round trip settles it
    // before anything is printed.
    if (!refused()) {
        auto answered = std::make_shared<bool>(false);
        session->exists(QStringLiteral("/"), false, [answered](ZkError, const NodeStat &) { *answered = true; });
        context.waitFor([&answered, &refused] { return *answered || refused(); },
                        qMin(context.options().timeoutMs, 2000));
    }
    if (refused()) {
        view.refused = true;
        *exitCode = context.fail(
            QStringLiteral("cannot open a session with %1: %2").arg(context.options().connect, session->lastError()));
        return view;
    }
    if (wait == DiagnosticsWait::FirstAnswers) {
        awaitFirstAnswers(context, view);
    } else if (wait == DiagnosticsWait::WatchLists) {
        LockDiagnostics *d = view.diagnostics.get();
        waitWithinTimeout(context, view, [d] { return d->hasAsked(); });
    }
    return view;
}

void awaitFirstAnswers(CliContext &context, const LiveView &view)
{
    LockDiagnostics *d = view.diagnostics.get();
    // --timeout bounds the ensemble's silence, not the judge's own work: judging a million entries
    // takes tens of seconds, and a command that stopped waiting for it would judge them all again
    // beside it (twice the findings in memory), without the round that confirms a suspicion.
    quint64 looksWhileJudging = 0;
    spinWhileProgressing([d] { return d->isSettled(); },
                         [d, &looksWhileJudging] {
                             return quint64(d->roundsCompleted())
                                 + (d->isJudging() ? ++looksWhileJudging : looksWhileJudging);
                         },
                         context.options().timeoutMs);
}

SnapshotInput snapshotOf(const CliContext &context, const LockMonitor &monitor, const LockDiagnostics &diagnostics)
{
    SnapshotInput snapshot = locksOf(context, monitor);
    snapshot.diagnostics = diagnostics.report();
    return snapshot;
}

SnapshotInput locksOf(const CliContext &context, const LockMonitor &monitor)
{
    return SnapshotInput{
        context.options().connect, QDateTime::currentDateTimeUtc(), monitor.lockView(), monitor.errors(), {}};
}

} // namespace lockscope::cli
