// SPDX-License-Identifier: Apache-2.0

#pragma once
// Passwords kept in the desktop's secret store (GNOME Keyring or KWallet, through QtKeychain),
// never in plain QSettings. Each call waits for the store with the event loop running, bounded:
// a locked keyring may ask its user to unlock it. Without a store, callers ask each time.

#include <QString>
#include <optional>

namespace lockscope::ui {

class SecretStore {
public:
    // A person may be answering the keyring's unlock prompt.
    static constexpr int kTimeoutMs = 60000;

    // Secrets of this application (the service is its name), by key, e.g. "profile/NAME/digest".
    // Empty when kept, else why not in one line.
    QString write(const QString &key, const QString &secret) const;
    // nullopt when there is none or the store cannot say; *error says which (empty: none kept).
    std::optional<QString> read(const QString &key, QString *error = nullptr) const;
    // Removes it; a secret that is not there, or no store at all, is no failure.
    void remove(const QString &key) const;
    // Whether a store answers at all (one lookup of a key that is never written).
    bool isAvailable(QString *whyNot = nullptr) const;
};

} // namespace lockscope::ui
