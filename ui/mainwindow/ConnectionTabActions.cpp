// SPDX-License-Identifier: Apache-2.0

// ConnectionTab, what the operator acts on: the selected queue entries, revocation and force
// delete of them (never in read-only mode or while disconnected), reaping leftovers (listed
// first), their paths and sessions for the clipboard, and the lock list filtered on a session.
#include "mainwindow/ConnectionTab.h"

#include "dialogs/ForceDeleteDialog.h"
#include "dialogs/ReapDialog.h"
#include "dialogs/RevokeDialog.h"
#include "mainwindow/Connection.h"
#include "models/DisplayNames.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "models/SessionModel.h"
#include "monitor/LockMonitor.h"
#include "views/FindingDetailsPane.h"
#include "views/FindingsPanel.h"
#include "views/LocksOverview.h"
#include "views/StateBadge.h"
#include "zk/ZkSession.h"

#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>

#include <algorithm>
#include <numeric>

namespace lockscope::ui {

namespace {

// Opens each splitter pane `widget` sits in that was dragged shut, to a third of its splitter:
// a list the operator asked for must not stay out of sight.
void revealInSplitters(QWidget *widget)
{
    for (QWidget *pane = widget; pane->parentWidget(); pane = pane->parentWidget()) {
        auto *splitter = qobject_cast<QSplitter *>(pane->parentWidget());
        const int at = splitter ? splitter->indexOf(pane) : -1;
        if (at < 0 || splitter->sizes().at(at) > 0)
            continue;
        QList<int> sizes = splitter->sizes();
        const int total = std::accumulate(sizes.begin(), sizes.end(), 0);
        for (int &size : sizes)
            size -= size / 3;
        sizes[at] = total / 3;
        splitter->setSizes(sizes);
    }
}

// The lock list shows only the locks this session has nodes in, the current one in sight.
void filterLocksOnSession(LocksOverview *overview, qint64 session)
{
    overview->filterEdit()->setText(formatSessionId(session));
    revealInSplitters(overview);
    if (const QModelIndex current = overview->view()->currentIndex(); current.isValid())
        overview->view()->scrollTo(current);
}

} // namespace

void ConnectionTab::setPaused(bool paused)
{
    LockListModel *locks = m_connection->locks();
    if (paused && !m_pausedWired) {
        m_pausedWired = true;
        connect(locks, &LockListModel::heldChangesChanged, this, [this, locks](int changes) {
            m_paused->setState(tr("PAUSED: %n change(s) waiting", nullptr, changes), StateBadge::Tone::Warning);
            m_paused->setVisible(locks->isPaused());
        });
    }
    locks->setPaused(paused);
}

bool ConnectionTab::isPaused() const
{
    return m_connection->locks()->isPaused();
}

void ConnectionTab::connectFindingActions()
{
    FindingDetailsPane *pane = m_findings->details();
    connect(pane, &FindingDetailsPane::showRequested, this, &ConnectionTab::showLockAt);
    // The same dialogs as the toolbar's, on the finding's nodes: each confirms what it writes.
    connect(pane, &FindingDetailsPane::revokeRequested, this, [this](const QString &lock, const QStringList &nodes) {
        if (showLockAt(lock, nodes))
            revokeSelected();
    });
    connect(pane, &FindingDetailsPane::forceDeleteRequested, this,
            [this](const QString &lock, const QStringList &nodes) {
                if (showLockAt(lock, nodes))
                    forceDeleteSelected();
            });
    connect(pane, &FindingDetailsPane::sessionFilterRequested, this,
            [this](qint64 session) { filterLocksOnSession(m_overview, session); });
    const auto writable = [this, pane] { pane->setWritable(m_connection->canWrite()); };
    connect(this, &ConnectionTab::actionStateChanged, pane, writable);
    writable();
}

void ConnectionTab::connectSessionActions()
{
    // Double-click or Enter, after buildSessionsView's own handler has selected the session's
    // first lock: that lock stays selected, since it matches the filter. A herd's watcher has no
    // nodes: a filter on it would empty the list.
    connect(m_sessions, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (!index.data(SessionModel::NodesRole).toStringList().isEmpty())
            filterLocksOnSession(m_overview, index.data(SessionModel::SessionIdRole).toLongLong());
    });
}

QList<LockEntry> ConnectionTab::selectedEntries() const
{
    QList<LockEntry> entries;
    const QModelIndexList rows = m_queueSelection->selectedRows();
    QList<int> numbers;
    for (const QModelIndex &index : rows)
        numbers.append(index.row());
    std::sort(numbers.begin(), numbers.end());
    for (int row : std::as_const(numbers))
        entries.append(m_connection->queue()->entryAt(row));
    return entries;
}

bool ConnectionTab::canRevoke() const
{
    if (!m_connection->canWrite())
        return false;
    const QList<LockEntry> entries = selectedEntries();
    if (entries.size() != 1 || entries.constFirst().state != EntryState::Holding)
        return false;
    const auto queue = m_connection->queue()->queue();
    return queue && revocationRefusal(*queue).isEmpty(); // a system's record is never overwritten
}

bool ConnectionTab::canForceDelete() const
{
    return m_connection->canWrite() && !selectedEntries().isEmpty();
}

RevokeDialog *ConnectionTab::revokeSelected()
{
    if (!canRevoke())
        return nullptr;
    const auto queue = m_connection->queue()->queue();
    auto *dialog = new RevokeDialog(m_connection->admin(), *queue, selectedEntries().constFirst(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RevokeDialog::escalationRequested, this,
            [this](const DeleteTarget &target, qint64 session, const QString &reason) {
                if (ForceDeleteDialog *d = forceDelete({DeleteCandidate{target.path, target.version, session,
                                                                        displayEntryState(EntryState::Holding)}}))
                    d->setReason(reason);
            });
    dialog->open();
    return dialog;
}

ForceDeleteDialog *ConnectionTab::forceDeleteSelected()
{
    if (!canForceDelete())
        return nullptr;
    QList<DeleteCandidate> candidates;
    const QList<LockEntry> entries = selectedEntries();
    for (const LockEntry &e : entries)
        candidates.append({e.path(), e.node->stat.version, e.node->stat.ephemeralOwner, displayEntryState(e.state)});
    return forceDelete(candidates);
}

ForceDeleteDialog *ConnectionTab::forceDelete(const QList<DeleteCandidate> &candidates)
{
    if (m_connection->isReadOnly() || candidates.isEmpty())
        return nullptr;
    auto *dialog = new ForceDeleteDialog(m_connection->admin(), candidates, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

ReapDialog *ConnectionTab::reapLeftovers()
{
    if (!m_connection->session())
        return nullptr;
    const QStringList paths = m_connection->monitor() ? m_connection->monitor()->monitoredPaths() : QStringList();
    auto *dialog =
        new ReapDialog(m_connection->session(), m_connection->admin(), paths.value(0, QStringLiteral("/")), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    dialog->list(); // the list comes first
    return dialog;
}

QString ConnectionTab::selectedPathsText() const
{
    const QList<LockEntry> entries = selectedEntries();
    if (entries.isEmpty()) {
        const LockSummary *s = m_connection->locks()->summary(m_connection->selectedLock());
        return s ? s->queue->path : QString();
    }
    QStringList paths;
    for (const LockEntry &e : entries)
        paths << e.path();
    return paths.join(QLatin1Char('\n'));
}

QString ConnectionTab::selectedSessionsText() const
{
    QStringList sessions;
    const QList<LockEntry> entries = selectedEntries();
    for (const LockEntry &e : entries) {
        if (e.isEphemeral() && !sessions.contains(formatSessionId(e.node->stat.ephemeralOwner)))
            sessions << formatSessionId(e.node->stat.ephemeralOwner);
    }
    return sessions.join(QLatin1Char('\n'));
}

} // namespace lockscope::ui
