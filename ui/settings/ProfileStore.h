// SPDX-License-Identifier: Apache-2.0

#pragma once
// Saved connection profiles and the most recent connections, kept in QSettings; a profile's
// passwords (digest and SASL), when it is asked to keep them, in the desktop's secret store.

#include "settings/ConnectionProfile.h"

#include <QList>

namespace lockscope::ui {

class ProfileStore {
public:
    static constexpr int kMaxRecent = 10;

    QList<ConnectionProfile> profiles() const;
    void saveProfiles(const QList<ConnectionProfile> &profiles) const;
    // Adds or replaces (by name) one profile, its passwords into the secret store when it says
    // savePassword. Empty, else why the passwords were not kept (the profile is saved without).
    QString saveProfile(const ConnectionProfile &profile) const;
    // Removes it and its kept passwords.
    void removeProfile(const QString &name) const;
    // The profile with its kept passwords filled in; *error says why the store would not tell.
    ConnectionProfile withStoredPasswords(ConnectionProfile profile, QString *error = nullptr) const;

    // Newest first; passwords are never kept here.
    QList<ConnectionProfile> recent() const;
    void addRecent(const ConnectionProfile &profile) const;

private:
    QString keepPasswords(const ConnectionProfile &profile) const;
    void forgetPasswords(const QString &name) const;
    static QString secretKey(const QString &name, const QString &kind);
};

} // namespace lockscope::ui
