// SPDX-License-Identifier: Apache-2.0

#pragma once
// Everything needed to open one connection, as the connection dialog edits it and as the
// command line gives it.

#include "zk/ZkSecurity.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace lockscope::ui {

struct ConnectionProfile {
    QString name; // empty for an unsaved, one-off connection
    QString connectString; // "host:port,host:port[/chroot]"
    QString authUser; // digest auth; empty for none
    QString authPassword;
    bool savePassword = false; // keep both passwords in the desktop's keyring (ProfileStore)
    int sessionTimeoutMs = 10000;
    bool readOnly = false;
    QStringList roots; // lock parents to watch
    QStringList discover; // subtrees in which every lock is found
    // Every member's AdminServer port, asked which client address each session comes from;
    // 0 asks with four-letter words only.
    int adminPort = 8080;
    TlsSettings tls; // file paths only: saved with the profile
    SaslSettings sasl; // mechanism, user and service saved; the password as above

    // What a tab is called: the name, or the connect string.
    QString displayName() const;
    QList<QByteArray> digestCredentials() const;
    // Empty when the profile can be opened, else one line saying what is wrong.
    QString problem() const;
    // The same connection settings (the name and password saving aside).
    bool sameTarget(const ConnectionProfile &other) const;

    friend bool operator==(const ConnectionProfile &, const ConnectionProfile &) = default;
};

} // namespace lockscope::ui
