// SPDX-License-Identifier: Apache-2.0

#pragma once
// One ensemble the GUI is connected to: owns its ZooKeeper session, the lock monitor, the admin
// actions and the models its tab shows. Several can be open at once, one per tab.
// Owner (GUI) thread only.

#include "settings/ConnectionProfile.h"
#include "zk/ZkTypes.h"

#include <QHash>
#include <QObject>
#include <memory>

namespace lockscope {
class AuditLog;
class LiveSpans;
class LockAdmin;
class LockDiagnostics;
class QuorumCheck;
class LockHistory;
class LockMonitor;
class ZkSession;
} // namespace lockscope

namespace lockscope::ui {

class EventFeedModel;
class FindingModel;
class LockListModel;
class QueueModel;
class SessionModel;

class Connection : public QObject {
    Q_OBJECT
public:
    // The audit log is shared by every connection and must outlive this one.
    Connection(const ConnectionProfile &profile, const AuditLog *auditLog, QObject *parent = nullptr);
    ~Connection() override;

    // Starts connecting; false (with lastError()) when the connect string is unusable.
    bool open();
    QString lastError() const;

    const ConnectionProfile &profile() const { return m_profile; }
    bool isReadOnly() const;
    // Revoke and force delete can be sent: not in read-only mode, and connected.
    bool canWrite() const;
    // The session is away and the members that answer say none of them serves writes.
    bool quorumLost() const;
    ConnectionState state() const;
    // What the operator reads: "connected", "reconnecting", "session expired", ...
    QString stateText() const;
    bool isSynced() const;

    ZkSession *session() const { return m_session.get(); }
    LockMonitor *monitor() const { return m_monitor.get(); }
    LockAdmin *admin() const { return m_admin.get(); }
    LockListModel *locks() const { return m_locks; }
    EventFeedModel *events() const { return m_events; }
    QueueModel *queue() const { return m_queue; }
    LockHistory *history() const { return m_history.get(); }
    // Every lock's entries as spans since the connection opened (bounded), for the timeline.
    LiveSpans *spans() const { return m_spans.get(); }
    LockDiagnostics *diagnostics() const { return m_diagnostics.get(); }
    FindingModel *findings() const { return m_findings; }
    SessionModel *sessions() const { return m_sessions; }
    // The client address behind a session as the ensemble reports it; empty when unknown.
    QString clientOf(qint64 session) const;

    // Shows this lock's queue in queue(); empty for none.
    void selectLock(const QString &key);
    QString selectedLock() const { return m_selectedKey; }

Q_SIGNALS:
    void stateChanged(lockscope::ConnectionState state);
    void syncedChanged(bool synced);

private:
    QString connectionText() const;
    QString withStaleness(const QString &text) const;
    void showSelected();
    void refreshClients();

    ConnectionProfile m_profile;
    std::unique_ptr<ZkSession> m_session;
    std::unique_ptr<LockMonitor> m_monitor;
    std::unique_ptr<LockAdmin> m_admin;
    std::unique_ptr<LockHistory> m_history;
    std::unique_ptr<LiveSpans> m_spans;
    std::unique_ptr<LockDiagnostics> m_diagnostics;
    std::unique_ptr<QuorumCheck> m_quorum; // while the session is away: has the ensemble a quorum?
    LockListModel *m_locks = nullptr;
    EventFeedModel *m_events = nullptr;
    QueueModel *m_queue = nullptr;
    FindingModel *m_findings = nullptr;
    SessionModel *m_sessions = nullptr;
    QHash<qint64, QString> m_clients; // session -> client address, as diagnostics last heard
    QString m_selectedKey;
    bool m_resetOnSync = false;
};

} // namespace lockscope::ui
