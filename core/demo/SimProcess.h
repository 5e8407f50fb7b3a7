// SPDX-License-Identifier: Apache-2.0

#pragma once
// One lockscope-sim child process: started in its own process group (a terminal's Ctrl+C goes to
// the runner, which stops clients before the server), killed by the kernel with its parent, its
// output handed on line by line. Owner thread only.

#include <QObject>
#include <QStringList>

class QProcess;

namespace lockscope {

class SimProcess final : public QObject {
    Q_OBJECT
public:
    SimProcess(QString program, QStringList arguments, QObject *parent = nullptr);
    ~SimProcess() override; // kills the process if it still runs

    // Starts it and waits until it runs; false with *error set when it cannot be run.
    bool start(QString *error);
    qint64 processId() const;
    bool isRunning() const;
    void terminate(); // SIGTERM: the client closes its session and exits
    void kill(); // SIGKILL: a crash, its session expires on the server
    bool waitForFinished(int timeoutMs);

Q_SIGNALS:
    void lineRead(const QString &line);
    void finished(int exitCode, bool crashed);

private:
    void readLines();

    QString m_program;
    QStringList m_arguments;
    QProcess *m_process = nullptr;
    qint64 m_pid = 0;
    QByteArray m_partial;
};

} // namespace lockscope
