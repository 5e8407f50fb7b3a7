// SPDX-License-Identifier: Apache-2.0

#pragma once
// What a connect string names: its servers (each one is asked about its own client connections,
// and each gets its share of the session timeout to answer a TLS handshake) and its chroot.

#include "zk/ZkSecurity.h"

#include <QList>
#include <QString>

namespace lockscope {

struct EnsembleMember {
    QString host; // as written, without IPv6 brackets
    quint16 clientPort = 2181;
    TlsSettings tls; // set: clientPort is its TLS secureClientPort, reached with these
    bool secure() const { return tls.enabled(); }
    // "host:port" ("[::1]:2181" for IPv6): how reports name the member.
    QString address() const;
    friend bool operator==(const EnsembleMember &, const EnsembleMember &) = default;
};

// "h1:2181,h2,[::1]:2182/app" -> h1:2181, h2:2181, ::1:2182 (the chroot is not a member's).
// Entries that name no usable host or port are left out; duplicates are kept once.
QList<EnsembleMember> ensembleMembers(const QString &connectString);
// The same, each reached with `tls` (a session's secure port answers only inside TLS).
QList<EnsembleMember> ensembleMembers(const QString &connectString, const TlsSettings &tls);
// How long a member may leave a TLS handshake unanswered before the next is tried: as ZooKeeper's
// Java client gives each member to connect, the session timeout shared among the connect string's
// members, and no less than 3 s (a busy JVM's first TLS handshake).
int handshakeLimitMs(const QString &connectString, int sessionTimeoutMs);
// The connect string's chroot ("/app" for "h1:2181/app"), empty when there is none.
QString connectChroot(const QString &connectString);

} // namespace lockscope
