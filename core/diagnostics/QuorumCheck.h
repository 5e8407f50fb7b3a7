// SPDX-License-Identifier: Apache-2.0

#pragma once
// While the session is away, asks every member of the connect string with `srvr` whether it
// serves, so that an ensemble that lost its quorum is named as such rather than as a member that
// is only slow: a member that answers but is "not currently serving requests", or serves reads
// only, is up without a quorum. ZooKeeper refuses to move an established session onto a
// read-only member, so this is how a running view learns it. Quiet while connected.

#include "zk/EnsembleMembers.h"

#include <QObject>
#include <QTimer>

namespace lockscope {

class ServerExchange;
class ZkSession;

struct QuorumStatus {
    bool known = false; // a round has completed since the session was lost
    int members = 0;
    int answering = 0; // members that answered at all
    int writable = 0; // leaders, followers, observers, standalone servers
    int readOnly = 0; // members serving reads only (readonlymode.enabled)
    // Members answer and none can write: the ensemble has no quorum.
    bool lost() const { return known && answering > 0 && writable == 0; }
    friend bool operator==(const QuorumStatus &, const QuorumStatus &) = default;
};

// How one member's `srvr` reply reads: +1 writable, 0 up but not serving writes (read-only
// sets *readOnly), -1 not an answer.
int srvrServes(const QByteArray &reply, bool *readOnly);

class QuorumCheck final : public QObject {
    Q_OBJECT
public:
    // The session must outlive the check.
    QuorumCheck(ZkSession *session, int timeoutMs, QObject *parent = nullptr);
    ~QuorumCheck() override;

    const QuorumStatus &status() const { return m_status; }

Q_SIGNALS:
    void changed();

private:
    void onState();
    void startRound();
    void memberDone();

    ZkSession *m_session;
    QList<EnsembleMember> m_members;
    int m_timeoutMs;
    QTimer m_rounds;
    QList<ServerExchange *> m_asking;
    QuorumStatus m_status;
    QuorumStatus m_next;
};

} // namespace lockscope
