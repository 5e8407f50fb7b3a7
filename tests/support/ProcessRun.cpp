// SPDX-License-Identifier: Apache-2.0

#include "ProcessRun.h"

#include <QElapsedTimer>
#include <QProcess>

namespace lockscope::test {

ProcessRun runProcess(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment,
                      int timeoutMs)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    ProcessRun run;
    const bool finished = process.waitForFinished(timeoutMs);
    if (!finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    run.elapsedMs = timer.elapsed();
    if (finished && process.exitStatus() == QProcess::NormalExit)
        run.exitCode = process.exitCode();
    run.ended = !finished                             ? QStringLiteral("still running after %1 ms").arg(timeoutMs)
        : process.exitStatus() == QProcess::CrashExit ? QStringLiteral("killed by signal %1").arg(process.exitCode())
                                                      : QStringLiteral("exit %1").arg(process.exitCode());
    // Kept after a timeout too: what it printed so far says where it hung.
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

void stopProcess(QProcess &process, int graceMs)
{
    if (process.state() == QProcess::NotRunning)
        return;
    process.terminate();
    if (!process.waitForFinished(graceMs)) {
        process.kill();
        process.waitForFinished(5000);
    }
}

} // namespace lockscope::test
