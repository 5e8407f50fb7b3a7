// SPDX-License-Identifier: Apache-2.0

#include "LockClientProcess.h"

#include "platform/EventLoopWait.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace lockscope::test {
namespace {

// Debian's python3-kazoo is installed for the system Python only, not for one first on PATH.
const QString kSystemPython = QStringLiteral("/usr/bin/python3");
constexpr int kRecentLines = 20;
constexpr int kKazooStartMs = 20000;
constexpr int kCuratorStartMs = 60000; // a JVM loading Curator on a busy machine

QString supportFile(const char *name)
{
    return QStringLiteral(LOCKSCOPE_TEST_SUPPORT_DIR "/") + QLatin1String(name);
}

QString javaExecutable()
{
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("java"));
    return onPath.isEmpty() ? QStringLiteral("/usr/bin/java") : onPath;
}

QString compiledCuratorClasses()
{
#ifdef LOCKSCOPE_CURATOR_CLASSES_DIR
    const QString dir = QStringLiteral(LOCKSCOPE_CURATOR_CLASSES_DIR);
    if (QFileInfo::exists(dir + QStringLiteral("/CuratorClient.class")))
        return dir;
#endif
    return {};
}

QStringList curatorArguments(const QString &connectString, int sessionTimeoutMs)
{
    const QString jars = QStringLiteral(LOCKSCOPE_CURATOR_CLASSPATH);
    // A small client JVM: serial GC and the C1 compiler start fastest.
    QStringList arguments = {QStringLiteral("-XX:+UseSerialGC"), QStringLiteral("-XX:TieredStopAtLevel=1"),
                             QStringLiteral("-Xmx128m"), QStringLiteral("-cp")};
    const QString classes = compiledCuratorClasses();
    if (classes.isEmpty())
        arguments << jars << supportFile("CuratorClient.java"); // Java 11+ source launch
    else
        arguments << classes + QLatin1Char(':') + jars << QStringLiteral("CuratorClient");
    return arguments << connectString << QString::number(sessionTimeoutMs);
}

} // namespace

LockClientProcess::LockClientProcess(QObject *parent) : QObject(parent)
{
}

LockClientProcess::~LockClientProcess()
{
    kill();
}

QString LockClientProcess::kindName(Kind kind)
{
    return kind == Kind::Kazoo ? QStringLiteral("kazoo") : QStringLiteral("curator");
}

bool LockClientProcess::isAvailable(Kind kind, QString *whyNot)
{
    // Asking Python costs a process start: ask once per test run.
    static const QString kazooReason = unavailableReason(Kind::Kazoo);
    static const QString curatorReason = unavailableReason(Kind::Curator);
    const QString &reason = kind == Kind::Kazoo ? kazooReason : curatorReason;
    if (whyNot)
        *whyNot = reason;
    return reason.isEmpty();
}

QString LockClientProcess::unavailableReason(Kind kind)
{
    QString reason;
    if (kind == Kind::Kazoo) {
        if (!QFileInfo::exists(kSystemPython))
            reason = QStringLiteral("no %1").arg(kSystemPython);
        else if (QProcess::execute(kSystemPython, {QStringLiteral("-c"), QStringLiteral("import kazoo")}) != 0)
            reason = QStringLiteral("no kazoo for %1 (install python3-kazoo)").arg(kSystemPython);
    } else {
        if (QStandardPaths::findExecutable(QStringLiteral("java")).isEmpty()
            && !QFileInfo::exists(QStringLiteral("/usr/bin/java")))
            reason = QStringLiteral("no java executable");
        const QStringList jars = QStringLiteral(LOCKSCOPE_CURATOR_CLASSPATH).split(QLatin1Char(':'));
        for (const QString &jar : jars) {
            if (reason.isEmpty() && !QFileInfo::exists(jar))
                reason = QStringLiteral("no %1 (install libcurator-recipes-java)").arg(jar);
        }
    }
    return reason;
}

bool LockClientProcess::start(Kind kind, const QString &connectString, int sessionTimeoutMs, int timeoutMs)
{
    kill();
    if (timeoutMs < 0)
        timeoutMs = kind == Kind::Curator ? kCuratorStartMs : kKazooStartMs;
    m_kind = kind;
    m_partialLine.clear();
    m_lines.clear();
    m_unread.clear();
    m_stderr.clear();
    m_sessionId = 0;

    m_process = new QProcess(this);
    const pid_t parentPid = getpid();
    // A crashed test must not leave clients holding locks: the kernel kills them with us.
    m_process->setChildProcessModifier([parentPid] {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parentPid)
            _exit(127);
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &LockClientProcess::readOutput);
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { m_stderr += m_process->readAllStandardError(); });

    if (kind == Kind::Kazoo) {
        m_process->start(
            kSystemPython,
            {QStringLiteral("-u"), supportFile("kazoo_client.py"), connectString, QString::number(sessionTimeoutMs)});
    } else {
        m_process->start(javaExecutable(), curatorArguments(connectString, sessionTimeoutMs));
    }
    if (!m_process->waitForStarted(timeoutMs)) {
        m_error = QStringLiteral("%1 client did not start: %2").arg(kindName(kind), m_process->errorString());
        return false;
    }
    return !waitForLine(QStringLiteral("ready"), timeoutMs).isEmpty();
}

void LockClientProcess::send(const QString &command)
{
    if (!isRunning())
        return;
    m_process->write(command.toUtf8() + '\n');
    m_process->waitForBytesWritten(1000);
}

QString LockClientProcess::waitForLine(const QString &prefix, int timeoutMs)
{
    return waitFor(
        [&prefix](const QString &line) {
            return line == prefix || (line.startsWith(prefix) && line.at(prefix.size()) == QLatin1Char(' '));
        },
        QLatin1Char('"') + prefix + QLatin1Char('"'), timeoutMs);
}

QString LockClientProcess::waitForLine(const QRegularExpression &pattern, int timeoutMs)
{
    return waitFor([&pattern](const QString &line) { return pattern.match(line).hasMatch(); },
                   QLatin1Char('/') + pattern.pattern() + QLatin1Char('/'), timeoutMs);
}

QString LockClientProcess::request(const QString &command, const QString &prefix, int timeoutMs)
{
    send(command);
    return waitForLine(prefix, timeoutMs);
}

qint64 LockClientProcess::sessionId(int timeoutMs)
{
    if (m_sessionId == 0) {
        const QString line = request(QStringLiteral("session"), QStringLiteral("session"), timeoutMs);
        bool ok = false;
        const qint64 id = qint64(line.section(QLatin1Char(' '), 1).toULongLong(&ok, 16));
        if (ok)
            m_sessionId = id;
    }
    return m_sessionId;
}

QString LockClientProcess::waitFor(const std::function<bool(const QString &)> &matches, const QString &what,
                                   int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        readOutput();
        for (qsizetype i = 0; i < m_unread.size(); ++i) {
            if (matches(m_unread.at(i)))
                return m_unread.takeAt(i);
        }
        if (!isRunning()) {
            m_error = QStringLiteral("%1 client exited while waiting for %2").arg(kindName(m_kind), what);
            return {};
        }
        if (deadline.hasExpired()) {
            m_error = QStringLiteral("%1 client printed no line matching %2 within %3 ms")
                          .arg(kindName(m_kind), what, QString::number(timeoutMs));
            return {};
        }
        const qsizetype seen = m_lines.size(); // readOutput() appends as the output comes
        spinUntil([this, seen] { return m_lines.size() != seen || !isRunning(); },
                  int(qMax<qint64>(1, deadline.remainingTime())));
    }
}

void LockClientProcess::readOutput()
{
    if (!m_process)
        return;
    m_partialLine += m_process->readAllStandardOutput();
    qsizetype end;
    while ((end = m_partialLine.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(m_partialLine.left(end)).trimmed();
        m_partialLine.remove(0, end + 1);
        if (line.isEmpty())
            continue;
        m_lines << line;
        m_unread << line;
    }
}

void LockClientProcess::kill()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
    readOutput();
    m_stderr += m_process->readAllStandardError();
    delete m_process;
    m_process = nullptr;
}

bool LockClientProcess::quit(int timeoutMs)
{
    if (!isRunning())
        return false;
    send(QStringLiteral("quit"));
    const bool exited = m_process->waitForFinished(timeoutMs);
    kill();
    return exited;
}

bool LockClientProcess::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 LockClientProcess::processId() const
{
    return isRunning() ? m_process->processId() : 0;
}

QString LockClientProcess::errorString() const
{
    QString message = m_error;
    message +=
        QStringLiteral("\n--- last lines ---\n") + m_lines.mid(m_lines.size() - kRecentLines).join(QLatin1Char('\n'));
    if (!m_stderr.isEmpty())
        message += QStringLiteral("\n--- stderr ---\n") + QString::fromLocal8Bit(m_stderr.right(4000));
    return message;
}

std::unique_ptr<LockClientProcess> startLockClient(LockClientProcess::Kind kind, const QString &connectString,
                                                   int sessionTimeoutMs, CallSite where)
{
    QString whyNot;
    if (!LockClientProcess::isAvailable(kind, &whyNot)) {
        QTest::qSkip(qPrintable(LockClientProcess::kindName(kind) + QStringLiteral(" is not installed: ") + whyNot),
                     where.file, where.line);
        return nullptr;
    }
    auto client = std::make_unique<LockClientProcess>();
    if (!client->start(kind, connectString, sessionTimeoutMs)) {
        QTest::qFail(qPrintable(client->errorString()), where.file, where.line);
        return nullptr;
    }
    return client;
}

} // namespace lockscope::test
