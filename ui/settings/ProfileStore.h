#pragma once
// Saved connection profiles and the most recent connections, kept in QSettings.

#include "settings/ConnectionProfile.h"

#include <QList>

namespace lockscope::ui {

class ProfileStore {
public:
    static constexpr int kMaxRecent = 10;

    QList<ConnectionProfile> profiles() const;
    void saveProfiles(const QList<ConnectionProfile> &profiles) const;
    // Adds or replaces (by name) one profile.
    void saveProfile(const ConnectionProfile &profile) const;
    void removeProfile(const QString &name) const;

    // Newest first; passwords are never kept here.
    QList<ConnectionProfile> recent() const;
    void addRecent(const ConnectionProfile &profile) const;
};

} // namespace lockscope::ui
