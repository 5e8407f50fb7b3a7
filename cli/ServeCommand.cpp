// SPDX-License-Identifier: Apache-2.0

// serve: a live monitor behind HTTP (/metrics for Prometheus, /snapshot, /healthz).
#include "CliContext.h"
#include "Commands.h"
#include "MonitorStart.h"

#include "diagnostics/QuorumCheck.h"
#include "metrics/MetricsExporter.h"
#include "metrics/PrometheusText.h"
#include "report/ConnectionSummary.h"
#include "monitor/LockMonitor.h"
#include "platform/StopSignals.h"
#include "zk/ZkSession.h"

#include <QCoreApplication>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QJsonDocument>
#include <QTcpServer>

#include <cstdio>

namespace lockscope::cli {

namespace {

using Method = QHttpServerRequest::Method;

// Binds before ZooKeeper is asked anything, so that a taken port fails at once and /healthz
// answers (503) while the first read runs.
QString bindListener(QHttpServer &http, const CliOptions &options, quint16 *boundPort)
{
    QHostAddress address;
    if (!address.setAddress(options.listenAddress)) {
        if (options.listenAddress == QLatin1String("localhost"))
            address = QHostAddress::LocalHost;
        else
            return QStringLiteral("--listen: \"%1\" is not an IP address").arg(options.listenAddress);
    }
    auto *tcp = new QTcpServer(&http);
    if (!tcp->listen(address, options.listenPort)) {
        return QStringLiteral("cannot listen on %1:%2: %3")
            .arg(options.listenAddress)
            .arg(options.listenPort)
            .arg(tcp->errorString());
    }
    *boundPort = tcp->serverPort();
    http.bind(tcp);
    return {};
}

QHttpServerResponse textResponse(const QByteArray &body, QHttpServerResponse::StatusCode status)
{
    return QHttpServerResponse(QByteArrayLiteral("text/plain; charset=utf-8"), body, status);
}

} // namespace

int runServe(CliContext &context)
{
    StopSignals stopSignals; // SIGINT/SIGTERM: stop serving, close the session, exit 0
    QObject::connect(&stopSignals, &StopSignals::stopRequested, qApp, &QCoreApplication::quit);
    const CliOptions &options = context.options();
    QHttpServer http;
    // Filled once the monitor runs; until then every route answers "not ready".
    MetricsExporter *exporter = nullptr;
    LockMonitor *monitor = nullptr;
    LockDiagnostics *diagnostics = nullptr;
    using Status = QHttpServerResponse::StatusCode;

    http.route(QStringLiteral("/metrics"), Method::Get, [&exporter] {
        if (!exporter)
            return textResponse("starting: the first read of the locks is not done\n", Status::ServiceUnavailable);
        return QHttpServerResponse(QByteArray(kPrometheusContentType), exporter->render());
    });
    http.route(QStringLiteral("/snapshot"), Method::Get, [&] {
        if (!monitor)
            return textResponse("starting: the first read of the locks is not done\n", Status::ServiceUnavailable);
        const SnapshotInput snapshot = snapshotOf(context, *monitor, *diagnostics);
        return QHttpServerResponse(
            QByteArrayLiteral("application/json"),
            JsonWriter::toBytes([&snapshot](JsonWriter &json) { writeSnapshot(json, snapshot); }));
    });
    ZkSession *session = nullptr;
    const QuorumCheck *quorum = nullptr;
    http.route(QStringLiteral("/healthz"), Method::Get, [&] {
        if (!exporter)
            return textResponse("starting\n", Status::ServiceUnavailable);
        // The body says which member, and how old the locks are while out of sight.
        const QByteArray line = connectionSummary(*session, *monitor, &quorum->status()).toUtf8() + '\n';
        return textResponse((exporter->isUp() ? "ok: " : "") + line,
                            exporter->isUp() ? Status::Ok : Status::ServiceUnavailable);
    });

    quint16 port = 0;
    if (const QString problem = bindListener(http, options, &port); !problem.isEmpty())
        return context.fail(problem);
    context.out() << "listening on " << options.listenAddress << ':' << port << '\n';
    context.out().flush();

    int exitCode = 0;
    const LiveView view = startLiveView(context, &exitCode, DiagnosticsWait::None);
    if (stopSignals.isStopRequested())
        return 0;
    // A session refused for want of authentication stays served: /healthz answers 503 with why
    // (the session's last error) to whatever watches the service.
    if (!view.monitor)
        return exitCode;
    MetricsExporter ownedExporter(view.monitor.get(), view.session, view.diagnostics.get(), options.maxLocks);
    monitor = view.monitor.get();
    diagnostics = view.diagnostics.get();
    session = view.session;
    QuorumCheck quorumCheck(view.session, qBound(500, options.timeoutMs / 2, 3000));
    quorum = &quorumCheck;
    ownedExporter.setQuorumCheck(&quorumCheck);
    exporter = &ownedExporter;
    // A line in the service's log for each change of connection: what operators read first.
    QObject::connect(
        monitor, &LockMonitor::eventsOccurred, monitor, [&view, &quorumCheck](const QList<LockEvent> &events) {
            for (const LockEvent &e : events) {
                if (e.type == LockEventType::Connection) {
                    std::fprintf(
                        stderr, "lockscope-cli serve: %s: %s\n", qUtf8Printable(e.connection),
                        qUtf8Printable(connectionSummary(*view.session, *view.monitor, &quorumCheck.status())));
                }
            }
        });
    QObject::connect(&quorumCheck, &QuorumCheck::changed, monitor, [&quorumCheck] {
        if (const QString lost = quorumSummary(quorumCheck.status()); !lost.isEmpty())
            std::fprintf(stderr, "lockscope-cli serve: %s\n", qUtf8Printable(lost));
    });
    QCoreApplication::exec();
    // The routes outlive this scope's objects only until `http` goes; stop answering first.
    exporter = nullptr;
    monitor = nullptr;
    quorum = nullptr;
    return 0;
}

} // namespace lockscope::cli
