// SPDX-License-Identifier: Apache-2.0

#pragma once
// Asks one ensemble member which sessions are connected to it from where, and what they watch.
// The AdminServer (HTTP, or HTTPS when it serves only that) is used only once its configuration
// shows it belongs to this member (another server's AdminServer may listen on the port given);
// else, and when it fails, the four-letter words on the member's client port.

#include "diagnostics/AdminServerGet.h"
#include "zk/EnsembleMembers.h"
#include "diagnostics/ServerReplies.h"
#include "diagnostics/SessionDump.h"

#include <QObject>
#include <optional>

namespace lockscope {

class ServerCommandFetch;

// What one member said, or why it said nothing.
struct MemberReport {
    EnsembleMember member;
    std::optional<QList<ClientConnection>> connections;
    QString connectionsError;
    // Either one may be missing; a member's watches are known when at least one arrived.
    std::optional<WatchersByPath> watchersByPath;
    std::optional<WatchesBySession> watchesBySession;
    QString watchesError; // set when neither arrived
    bool watchesKnown() const { return watchersByPath || watchesBySession; }
    // Asked only while some session is gone (`dump`: every session and ephemeral node the member
    // tracks, too large to fetch on every round of a big ensemble).
    bool expiriesAsked = false;
    std::optional<SessionDump> sessionDump;
};

class MemberQuery final : public QObject {
    Q_OBJECT
public:
    // adminPort 0: four-letter words only. askExpiries: the leader's `dump` too.
    MemberQuery(EnsembleMember member, quint16 adminPort, int timeoutMs, bool askExpiries = false,
                QObject *parent = nullptr);
    ~MemberQuery() override;

    void start();
    bool isFinished() const { return m_finished; }
    const MemberReport &report() const { return m_report; }

Q_SIGNALS:
    void finished();

private:
    void checkAdminServer();
    void startFetches(const QString &adminUnusable, AdminScheme scheme);
    void fetchDone();

    quint16 m_adminPort;
    int m_timeoutMs;
    MemberReport m_report;
    ServerCommandFetch *m_connections = nullptr;
    ServerCommandFetch *m_byPath = nullptr;
    ServerCommandFetch *m_bySession = nullptr; // asked only when m_byPath gives no list
    ServerCommandFetch *m_expiries = nullptr; // null unless asked
    QString m_adminUnusable;
    AdminScheme m_scheme = AdminScheme::Unknown;
    bool m_bySessionAsked = false;
    bool m_finished = false;
};

} // namespace lockscope
