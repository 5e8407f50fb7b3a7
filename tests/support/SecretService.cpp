// SPDX-License-Identifier: Apache-2.0

#include "SecretService.h"

#include "TestZooKeeper.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>

namespace lockscope::test {
namespace {

// A session bus that anyone on it may talk to, with no service directories.
const char kBusConfig[] = R"(<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=%1</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
)";

void stop(QProcess &process)
{
    if (process.state() == QProcess::NotRunning)
        return;
    process.terminate();
    if (!process.waitForFinished(5000)) {
        process.kill();
        process.waitForFinished(5000);
    }
}

} // namespace

bool SecretService::isAvailable(QString *whyNot)
{
    for (const char *binary : {kBus, kKeyring}) {
        if (!QFileInfo(QString::fromLatin1(binary)).isExecutable()) {
            if (whyNot)
                *whyNot = QStringLiteral("%1 is not installed").arg(QString::fromLatin1(binary));
            return false;
        }
    }
    return true;
}

SecretService::~SecretService()
{
    stopKeyring();
    stop(m_bus);
}

bool SecretService::start(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    const QString configPath = m_dir.filePath(QStringLiteral("bus.conf"));
    QFile config(configPath);
    if (!m_dir.isValid() || !config.open(QIODevice::WriteOnly)) {
        m_error = QStringLiteral("cannot write %1").arg(configPath);
        return false;
    }
    config.write(QString::fromLatin1(kBusConfig).arg(m_dir.path()).toUtf8());
    config.close();

    m_bus.start(QString::fromLatin1(kBus),
                {QStringLiteral("--config-file=") + configPath, QStringLiteral("--nofork"),
                 QStringLiteral("--print-address=1")});
    QByteArray address;
    waitUntil(
        [&] {
            m_bus.waitForReadyRead(100);
            address += m_bus.readAllStandardOutput();
            return address.contains('\n') || m_bus.state() == QProcess::NotRunning;
        },
        int(deadline.remainingTime()));
    address = address.trimmed();
    if (address.isEmpty()) {
        m_error =
            QStringLiteral("dbus-daemon gave no address: %1").arg(QString::fromLocal8Bit(m_bus.readAllStandardError()));
        return false;
    }
    qputenv("DBUS_SESSION_BUS_ADDRESS", address);

    // The keyring's files in the temporary home; --unlock reads the login password from stdin.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), m_dir.path());
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.path());
    environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QString::fromLatin1(address));
    m_keyring.setProcessEnvironment(environment);
    m_keyring.setProcessChannelMode(QProcess::MergedChannels);
    m_keyring.start(
        QString::fromLatin1(kKeyring),
        {QStringLiteral("--foreground"), QStringLiteral("--unlock"), QStringLiteral("--components=secrets")});
    if (!m_keyring.waitForStarted(5000)) {
        m_error = QStringLiteral("gnome-keyring-daemon did not start: %1").arg(m_keyring.errorString());
        return false;
    }
    m_keyring.write("test-login-password");
    m_keyring.closeWriteChannel();

    // Ready when the Secret Service answers on the bus.
    const bool ready = waitUntil(
        [&] {
            QProcess probe;
            probe.setProcessEnvironment(environment);
            probe.start(QStringLiteral("/usr/bin/dbus-send"),
                        {QStringLiteral("--session"), QStringLiteral("--print-reply"),
                         QStringLiteral("--dest=org.freedesktop.DBus"), QStringLiteral("/org/freedesktop/DBus"),
                         QStringLiteral("org.freedesktop.DBus.NameHasOwner"),
                         QStringLiteral("string:org.freedesktop.secrets")});
            return probe.waitForFinished(5000) && probe.readAllStandardOutput().contains("boolean true");
        },
        int(deadline.remainingTime()));
    if (!ready)
        m_error =
            QStringLiteral("the Secret Service did not come up: %1").arg(QString::fromLocal8Bit(m_keyring.readAll()));
    return ready;
}

void SecretService::stopKeyring()
{
    stop(m_keyring);
}

} // namespace lockscope::test
