// SPDX-License-Identifier: Apache-2.0

#include "demo/SimProcess.h"

#include <QProcess>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace lockscope {

SimProcess::SimProcess(QString program, QStringList arguments, QObject *parent)
    : QObject(parent), m_program(std::move(program)), m_arguments(std::move(arguments))
{
}

SimProcess::~SimProcess()
{
    if (!m_process)
        return;
    QObject::disconnect(m_process, nullptr, this, nullptr);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

bool SimProcess::start(QString *error)
{
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    const pid_t parentPid = getpid();
    m_process->setChildProcessModifier([parentPid] {
        ::setpgid(0, 0);
        // Never outlive the runner, even when it is killed: SIGTERM still closes the session.
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != parentPid)
            ::_exit(127);
    });
    connect(m_process, &QProcess::readyRead, this, &SimProcess::readLines);
    connect(m_process, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        readLines();
        if (!m_partial.isEmpty())
            Q_EMIT lineRead(QString::fromUtf8(std::exchange(m_partial, {})));
        Q_EMIT finished(status == QProcess::CrashExit ? -1 : exitCode, status == QProcess::CrashExit);
    });
    m_process->start(m_program, m_arguments);
    if (!m_process->waitForStarted(5000)) {
        *error = QStringLiteral("cannot run %1: %2").arg(m_program, m_process->errorString());
        return false;
    }
    m_pid = m_process->processId();
    return true;
}

qint64 SimProcess::processId() const
{
    return m_pid;
}

bool SimProcess::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

void SimProcess::terminate()
{
    if (isRunning())
        m_process->terminate();
}

void SimProcess::kill()
{
    if (isRunning())
        m_process->kill();
}

bool SimProcess::waitForFinished(int timeoutMs)
{
    return !isRunning() || m_process->waitForFinished(timeoutMs);
}

void SimProcess::readLines()
{
    m_partial += m_process->readAll();
    qsizetype end;
    while ((end = m_partial.indexOf('\n')) >= 0) {
        const QByteArray line = m_partial.left(end);
        m_partial.remove(0, end + 1);
        Q_EMIT lineRead(QString::fromUtf8(line));
    }
}

} // namespace lockscope
