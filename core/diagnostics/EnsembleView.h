// SPDX-License-Identifier: Apache-2.0

#pragma once
// Every member's answers merged: where each session connects from, and who watches what.

#include "diagnostics/MemberQuery.h"

#include <QHash>
#include <QList>
#include <optional>

namespace lockscope {

struct SessionEndpoint {
    QString client; // "ip:port" as its server reports it
    QString server; // the member's address
    qsizetype member = -1; // which of the view's members reported it
};

struct EnsembleView {
    qint64 askedAtMs = 0; // local time the round of questions began
    QList<MemberReport> members;
    QHash<qint64, SessionEndpoint> endpoints;
    // Data watches (exists, getData) of the members whose watches are known. A path's watchers
    // are in order; a session's paths are not, and may repeat (watchesOf sorts them).
    WatchersByPath watchers;
    WatchesBySession watches;
    // When sessions expire and what they own, from the members' `dump` (the leader's tracker),
    // when it was asked. Paths as the client names them (under a chroot, the ones inside it).
    bool expiriesAsked = false;
    QHash<qint64, qint64> expiresAtMs;
    QHash<qint64, QStringList> ephemerals;

    bool connectionsFromAllMembers() const;
    bool watchesFromAllMembers() const;
    // True: connected now; false: every member answered and none has it; nullopt: cannot tell.
    std::optional<bool> isConnected(qint64 session) const;
    // A session's watches all live on the server it is connected to: known when that server's
    // are, or when every member's are.
    bool watchesKnownFor(qint64 session) const;
    QStringList watchesOf(qint64 session) const; // in order, each once
    QList<qint64> watchersOf(const QString &path) const;
};

// Merges one round of answers. Each member's watches come from whichever of its two lists
// arrived (per path or per session); the other is derived from it. Servers name watched paths
// in full: under a `chroot` they become the client's paths, and watches outside it are dropped.
EnsembleView mergeMemberReports(const QList<MemberReport> &reports, qint64 askedAtMs, const QString &chroot = {});

} // namespace lockscope
