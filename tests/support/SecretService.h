// SPDX-License-Identifier: Apache-2.0

#pragma once
// A desktop secret store for tests: a private D-Bus session bus (no service activation, so
// nothing else is started behind the test's back) with GNOME Keyring's Secret Service on it,
// its login keyring created and unlocked in a temporary home. start() points this process's
// DBUS_SESSION_BUS_ADDRESS at the bus; both daemons stop on destruction.

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

namespace lockscope::test {

class SecretService {
public:
    static constexpr const char *kBus = "/usr/bin/dbus-daemon";
    static constexpr const char *kKeyring = "/usr/bin/gnome-keyring-daemon";
    static bool isAvailable(QString *whyNot = nullptr);

    SecretService() = default;
    ~SecretService();

    // True once the Secret Service owns its bus name, at most timeoutMs.
    bool start(int timeoutMs = 30000);
    // Stops the keyring (the bus stays): the store then no longer answers.
    void stopKeyring();
    QString errorString() const { return m_error; }

private:
    QTemporaryDir m_dir;
    QProcess m_bus;
    QProcess m_keyring;
    QString m_error;
};

} // namespace lockscope::test
