// SPDX-License-Identifier: Apache-2.0

#include "mainwindow/Connection.h"

#include "admin/LockAdmin.h"
#include "diagnostics/LockDiagnostics.h"
#include "diagnostics/QuorumCheck.h"
#include "history/LiveSpans.h"
#include "models/EventFeedModel.h"
#include "models/FindingModel.h"
#include "models/Formatting.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "models/SessionModel.h"
#include "monitor/LockMonitor.h"
#include "stats/LockHistory.h"
#include "zk/ZkSession.h"

namespace lockscope::ui {

Connection::Connection(const ConnectionProfile &profile, const AuditLog *auditLog, QObject *parent)
    : QObject(parent), m_profile(profile)
{
    ZkSession::Options sessionOptions(profile.connectString, profile.sessionTimeoutMs, profile.digestCredentials());
    sessionOptions.tls = profile.tls;
    sessionOptions.sasl = profile.sasl;
    m_session = std::make_unique<ZkSession>(sessionOptions);
    m_monitor = std::make_unique<LockMonitor>(m_session.get());
    m_admin = std::make_unique<LockAdmin>(m_session.get(), auditLog);
    m_admin->setReadOnly(profile.readOnly);
    m_history = std::make_unique<LockHistory>();
    m_history->attach(m_monitor.get());
    m_spans = std::make_unique<LiveSpans>();
    m_spans->attach(m_monitor.get());
    DiagnosticsSettings diagnosticsSettings;
    diagnosticsSettings.adminPort = quint16(profile.adminPort);
    m_diagnostics = std::make_unique<LockDiagnostics>(m_monitor.get(), m_session.get(), diagnosticsSettings);
    m_quorum = std::make_unique<QuorumCheck>(m_session.get(), 2000);
    connect(m_quorum.get(), &QuorumCheck::changed, this, [this] { Q_EMIT stateChanged(m_session->state()); });
    m_locks = new LockListModel(this);
    m_events = new EventFeedModel(2000, this);
    m_queue = new QueueModel(this);
    m_queue->setClientResolver([this](qint64 session) { return clientOf(session); });
    connect(m_diagnostics.get(), &LockDiagnostics::sessionsChanged, this, &Connection::refreshClients);
    m_findings = new FindingModel(this);
    m_findings->resetFindings(m_diagnostics->findings());
    connect(m_diagnostics.get(), &LockDiagnostics::findingsChanged, m_findings, &FindingModel::applyChanges);
    connect(m_diagnostics.get(), &LockDiagnostics::findingsChanged, m_locks,
            [this] { m_locks->setFindings(m_diagnostics->findings()); });
    m_sessions = new SessionModel(this);
    m_sessions->setSessions(m_diagnostics->sessions());
    connect(m_diagnostics.get(), &LockDiagnostics::sessionsChanged, m_sessions,
            [this] { m_sessions->setSessions(m_diagnostics->sessions()); });

    for (const QString &root : profile.roots)
        m_monitor->addRoot(root);
    for (const QString &path : profile.discover)
        m_monitor->addDiscovery(path);

    connect(m_monitor.get(), &LockMonitor::lockUpdated, m_locks, &LockListModel::updateLock);
    connect(m_monitor.get(), &LockMonitor::lockRemoved, m_locks, &LockListModel::removeLock);
    connect(m_monitor.get(), &LockMonitor::lockRenamed, m_locks, &LockListModel::renameLock);
    connect(m_monitor.get(), &LockMonitor::eventsOccurred, m_events, &EventFeedModel::addEvents);
    connect(m_monitor.get(), &LockMonitor::eventsOccurred, m_locks, &LockListModel::addUnseen);
    connect(m_monitor.get(), &LockMonitor::errorsChanged, this, [this] { m_locks->setErrors(m_monitor->errors()); });
    connect(m_session.get(), &ZkSession::serverChanged, this, [this] { Q_EMIT stateChanged(m_session->state()); });
    connect(m_session.get(), &ZkSession::stateChanged, this, [this](ConnectionState s) {
        if (s == ConnectionState::Expired)
            m_resetOnSync = true; // the new session re-reads everything: show that picture whole
        if (s != ConnectionState::Connected)
            Q_EMIT syncedChanged(false);
        Q_EMIT stateChanged(s);
    });
    connect(m_monitor.get(), &LockMonitor::synced, this, [this] {
        if (std::exchange(m_resetOnSync, false)) {
            m_locks->resetLocks(m_monitor->locks());
            showSelected();
        }
        Q_EMIT syncedChanged(true);
    });
    connect(m_locks, &LockListModel::lockChanged, this, [this](const QString &key) {
        if (key == m_selectedKey)
            showSelected();
    });
    connect(m_locks, &LockListModel::lockRenamed, this, [this](const QString &from, const QString &to) {
        if (from == m_selectedKey)
            m_selectedKey = to; // its lockChanged follows in the same batch
    });
    connect(m_locks, &LockListModel::lockGone, this, [this](const QString &key) {
        if (key == m_selectedKey)
            m_queue->clear();
    });
}

Connection::~Connection()
{
    // Everything here uses the monitor or the session: they go last.
    m_quorum.reset();
    m_diagnostics.reset();
    m_history.reset();
    m_spans.reset();
    m_admin.reset();
    m_monitor.reset();
    m_session.reset();
}

bool Connection::open()
{
    return m_session->open();
}
QString Connection::lastError() const
{
    return m_session->lastError();
}
bool Connection::isReadOnly() const
{
    return m_admin->isReadOnly();
}
bool Connection::quorumLost() const
{
    return !m_session->isConnected() && m_quorum->status().lost();
}
bool Connection::canWrite() const
{
    return !isReadOnly() && m_session->isConnected();
}
ConnectionState Connection::state() const
{
    return m_session->state();
}
bool Connection::isSynced() const
{
    return m_monitor->isSynced();
}

QString Connection::stateText() const
{
    return withStaleness(connectionText());
}

// What is shown while out of sight is the picture of that moment: say how old it is.
QString Connection::withStaleness(const QString &text) const
{
    const QDateTime since = m_monitor->outOfSightSince();
    if (since.isNull())
        return text;
    return tr("%1; locks as of %2 ago").arg(text, formatAge(since.msecsTo(QDateTime::currentDateTimeUtc())));
}

QString Connection::connectionText() const
{
    const QString member = m_session->server();
    switch (state()) {
    case ConnectionState::Connecting: return tr("connecting");
    case ConnectionState::Connected:
        return isSynced() ? tr("connected to %1").arg(member) : tr("connected to %1, reading locks").arg(member);
    case ConnectionState::Disconnected:
        if (const QuorumStatus &q = m_quorum->status(); q.lost()) {
            const QString text =
                tr("no quorum: %n of %1 members answer, none serves writes", nullptr, q.answering).arg(q.members);
            return q.readOnly == 0 ? text : tr("%1 (%n serve reads only)", nullptr, q.readOnly).arg(text);
        }
        return member.isEmpty() ? tr("reconnecting (session kept)")
                                : tr("%1 lost, reconnecting (session kept)").arg(member);
    case ConnectionState::Expired: return tr("session expired, reconnecting");
    // The session says why: a refused TLS handshake, a failed SASL authentication...
    case ConnectionState::AuthFailed: return lastError().isEmpty() ? tr("authentication failed") : lastError();
    case ConnectionState::Closed: return lastError().isEmpty() ? tr("closed") : tr("closed: %1").arg(lastError());
    }
    return {};
}

QString Connection::clientOf(qint64 session) const
{
    return m_clients.value(session);
}

void Connection::refreshClients()
{
    m_clients.clear();
    if (const std::optional<EnsembleView> ensemble = m_diagnostics->ensemble()) {
        for (auto it = ensemble->endpoints.cbegin(); it != ensemble->endpoints.cend(); ++it)
            m_clients.insert(it.key(), it->client);
    }
    m_queue->refreshClients();
}

void Connection::selectLock(const QString &key)
{
    if (key == m_selectedKey)
        return;
    m_selectedKey = key;
    showSelected();
}

void Connection::showSelected()
{
    const LockSummary *summary = m_selectedKey.isEmpty() ? nullptr : m_locks->summary(m_selectedKey);
    if (!summary) {
        m_queue->clear();
        return;
    }
    m_queue->setQueue(m_selectedKey, summary->queue, summary->holdingSince);
}

} // namespace lockscope::ui
