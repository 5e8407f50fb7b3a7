// SPDX-License-Identifier: Apache-2.0

#pragma once
// Runs a program to completion the way a script would, for tests of command-line tools.

#include <QProcessEnvironment>

class QProcess;
#include <QString>
#include <QStringList>

namespace lockscope::test {

struct ProcessRun {
    int exitCode = -1; // -1 when it crashed or did not finish in time
    QString out; // standard output, decoded as UTF-8
    QString err; // standard error, decoded as UTF-8
    qint64 elapsedMs = 0;
    QString ended; // "exit 1", "killed by signal 13", "still running after 30000 ms"
};

// Starts `program` and waits at most timeoutMs; one that takes longer is killed.
ProcessRun runProcess(const QString &program, const QStringList &arguments,
                      const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
                      int timeoutMs = 30000);

// Ends a child that may still run: SIGTERM, then SIGKILL when it has not exited after graceMs.
void stopProcess(QProcess &process, int graceMs = 10000);

} // namespace lockscope::test
