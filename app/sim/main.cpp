// SPDX-License-Identifier: Apache-2.0

// lockscope-sim: one simulated ZooKeeper lock client per process (used by demo mode and tests).
#include "sim/SimClient.h"
#include "sim/SimOptions.h"
#include "platform/BuildInfo.h"
#include "platform/StopSignals.h"

#include <QCoreApplication>
#include <QTimer>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (lockscope::asksForVersion(QCoreApplication::arguments())) {
        std::fputs(qUtf8Printable(lockscope::versionText(QStringLiteral("lockscope-sim"))), stdout);
        return 0;
    }
    const lockscope::SimParseResult parsed = lockscope::parseSimArguments(QCoreApplication::arguments());
    if (parsed.helpRequested) {
        std::fputs(qUtf8Printable(parsed.helpText), stdout);
        return 0;
    }
    if (!parsed.options) {
        std::fprintf(stderr, "lockscope-sim: %s\n", qUtf8Printable(parsed.error));
        return 2;
    }
    lockscope::StopSignals stopSignals;
    lockscope::SimClient client(*parsed.options);
    QObject::connect(&stopSignals, &lockscope::StopSignals::stopRequested, &client, &lockscope::SimClient::stop);
    QObject::connect(&client, &lockscope::SimClient::finished, &app, [](int code) { QCoreApplication::exit(code); });
    // Started from the event loop, so that an immediate failure still reaches exit().
    QTimer::singleShot(0, &client, &lockscope::SimClient::start);
    return app.exec();
}
