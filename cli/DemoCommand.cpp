// SPDX-License-Identifier: Apache-2.0

// demo: a local ZooKeeper (or --demo-connect) with simulated lock clients, until interrupted.
#include "CliContext.h"
#include "Commands.h"

#include "demo/DemoRunner.h"
#include "platform/StopSignals.h"

#include <QCoreApplication>
#include <cstdio>

namespace lockscope::cli {

namespace {

constexpr int kMinServerStartMs = 30000; // a JVM on a busy machine may need that long

QString describe(const DemoClient &client)
{
    QString what = simKindName(client.kind) + QStringLiteral(" on ") + client.lock;
    if (!client.secondLock.isEmpty())
        what += QStringLiteral(" then ") + client.secondLock;
    return what;
}

} // namespace

int runDemo(CliContext &context)
{
    const CliOptions &options = context.options();
    const QString name = options.scenario.isEmpty() ? QStringLiteral("default") : options.scenario;
    const std::optional<DemoScenario> scenario = demoScenario(name);
    if (!scenario) {
        std::fprintf(stderr, "lockscope-cli: unknown scenario \"%s\" (known: %s)\n", qUtf8Printable(name),
                     qUtf8Printable(demoScenarioNames().join(QLatin1String(", "))));
        return 2;
    }

    // Installed first: a Ctrl+C while the server starts must still end in a clean stop.
    StopSignals stopSignals;
    QObject::connect(&stopSignals, &StopSignals::stopRequested, qApp, &QCoreApplication::quit);
    DemoRunner::Options demoOptions;
    demoOptions.connectString = options.demoConnect;
    demoOptions.tls = options.demoTls;
    DemoRunner runner(demoOptions);
    QTextStream &out = context.out();
    QObject::connect(&runner, &DemoRunner::clientStarted, &runner, [&out](const DemoClient &client) {
        out << "client " << client.id << " started: " << describe(client) << " (pid " << client.pid << ")" << Qt::endl;
    });
    QObject::connect(&runner, &DemoRunner::clientExited, &runner,
                     [&out](const DemoClient &client, int exitCode, bool restarting) {
                         out << "client " << client.id << " exited with code " << exitCode << " (pid " << client.pid
                             << ")" << (restarting ? ", starting it again" : "") << Qt::endl;
                     });
    bool ensembleLost = false;
    QObject::connect(&runner, &DemoRunner::ensembleLost, &runner, [&ensembleLost] {
        ensembleLost = true;
        QCoreApplication::quit();
    });

    const int startTimeoutMs =
        options.demoConnect.isEmpty() ? qMax(options.timeoutMs, kMinServerStartMs) : options.timeoutMs;
    if (!runner.startEnsemble(startTimeoutMs))
        return context.fail(runner.errorString());
    if (stopSignals.isStopRequested())
        return 0;
    out << "demo ensemble: " << runner.connectString() << Qt::endl;
    // Over TLS, the certificates made for this run: a client needs all three.
    QString tlsArguments;
    if (const TlsSettings tls = runner.tls(); tls.enabled()) {
        tlsArguments = QStringLiteral(" --tls-ca %1 --tls-cert %2 --tls-key %3 --admin-port %4")
                           .arg(tls.caFile, tls.certFile, tls.keyFile)
                           .arg(runner.adminPort());
        out << "demo TLS:" << tlsArguments << Qt::endl;
    }
    std::fprintf(stderr,
                 "lockscope-cli: scenario \"%s\": %s. Watch it with: lockscope-cli watch --connect %s%s "
                 "--discover %s --json. Ctrl+C stops it.\n",
                 qUtf8Printable(scenario->name), qUtf8Printable(scenario->description),
                 qUtf8Printable(runner.connectString()), qUtf8Printable(tlsArguments),
                 qUtf8Printable(scenario->discover.join(QLatin1String(" --discover "))));

    if (!runner.startScenario(*scenario, options.timeoutMs))
        return context.fail(runner.errorString());
    if (!stopSignals.isStopRequested() && !ensembleLost)
        QCoreApplication::exec();
    runner.stop();
    if (ensembleLost)
        return context.fail(QStringLiteral("the demo's ZooKeeper stopped unexpectedly"));
    return 0;
}

} // namespace lockscope::cli
