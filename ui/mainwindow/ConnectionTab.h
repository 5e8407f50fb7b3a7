// SPDX-License-Identifier: Apache-2.0

#pragma once
// The tab of one connection: its state banner, the overview of every lock, the selected lock's
// queue (graph and table sharing one selection), the selected node's details, the live event
// feed and the contention charts. The write actions (revoke, force delete) start here, through
// dialogs that are opened, never exec()'d, so that nothing blocks the event loop.

#include "admin/AdminTypes.h"
#include "models/TimeRange.h"

#include <QTimer>
#include <QWidget>
#include <optional>
#include <tuple>

class QLabel;
class QSettings;
class QSplitter;
class QTabWidget;
class QTableView;
class QItemSelectionModel;

namespace lockscope::ui {

class Connection;
class ContentionChartView;
class ElidedLabel;
class EventWindowFilter;
class FindingsPanel;
class ForceDeleteDialog;
class LocksOverview;
class NodeDetailsView;
class QueueGraphView;
class ReapDialog;
class RevokeDialog;
class StateBadge;
class SystemsView;
class TimelinePanel;
struct DeleteCandidate;

class ConnectionTab : public QWidget {
    Q_OBJECT
public:
    // Takes ownership of the connection.
    explicit ConnectionTab(Connection *connection, QWidget *parent = nullptr);
    ~ConnectionTab() override;

    Connection *connection() const { return m_connection; }
    LocksOverview *overview() const { return m_overview; }
    QueueGraphView *queueGraph() const { return m_graph; }
    QTableView *queueTable() const { return m_queueTable; }
    NodeDetailsView *details() const { return m_details; }
    QTableView *eventsView() const { return m_events; }
    ContentionChartView *charts() const { return m_charts; }
    StateBadge *stateBadge() const { return m_state; }
    StateBadge *readOnlyBadge() const { return m_readOnly; }
    StateBadge *pausedBadge() const { return m_paused; }
    QTabWidget *queueTabs() const { return m_queueTabs; }
    QTabWidget *bottomTabs() const { return m_bottom; }
    FindingsPanel *findingsPanel() const { return m_findings; }
    QTableView *sessionsView() const { return m_sessions; }
    SystemsView *systemsView() const { return m_systems; }
    TimelinePanel *timeline() const { return m_timeline; }

    bool selectLock(const QString &key);
    // Selects the lock at this path (whichever of its queues holds `nodePaths`, when it has
    // several) and those of its nodes; false when no such lock is shown.
    bool showLockAt(const QString &lockPath, const QStringList &nodePaths);
    // Selects these nodes of the shown queue (by path); returns how many were found.
    int selectNodes(const QStringList &paths);
    QList<LockEntry> selectedEntries() const;

    bool canRevoke() const;
    bool canForceDelete() const;
    // Opens the dialog for the selected holder (nullptr when not possible, e.g. read-only).
    RevokeDialog *revokeSelected();
    // One dialog, one confirmation, for every selected node.
    ForceDeleteDialog *forceDeleteSelected();
    ForceDeleteDialog *forceDelete(const QList<DeleteCandidate> &candidates);
    // Opens the reap dialog at the first monitored path and lists its leftovers (nullptr when
    // there is no session, e.g. a history tab).
    ReapDialog *reapLeftovers();
    // Holds the locks and the queue still (updates keep arriving and are shown on resume); a
    // badge counts the changes waiting.
    void setPaused(bool paused);
    bool isPaused() const;
    // Node paths of the selection, or the lock's path when no node is selected.
    QString selectedPathsText() const;
    QString selectedSessionsText() const;

    void saveLayout(QSettings &settings) const;
    void restoreLayout(const QSettings &settings);

protected:
    void showEvent(QShowEvent *event) override;

Q_SIGNALS:
    // Selection, connection or read-only state changed: actions must be re-evaluated.
    void actionStateChanged();
    void contextMenuRequested(const QPoint &globalPos);
    void titleChanged(const QString &title);

private:
    QWidget *buildBanner();
    // The findings pane's buttons: show, revoke and force delete the finding's nodes, filter.
    void connectFindingActions();
    QWidget *buildQueueArea();
    void updateBanner();
    void updateQueueTitle();
    // force: also when the node shown is unchanged (a new selection, the session's nodes).
    void showCurrentEntry(bool force);
    void jumpToNode(const QString &lockKey, const QString &nodePath);
    QWidget *buildSessionsView();
    // ConnectionTabPanes.cpp
    QTabWidget *buildBottomTabs();
    void applyTimeRange(std::optional<TimeRange> range);
    // Double-click or Enter on a session filters the lock list on it.
    void connectSessionActions();
    void updateFindingsTitle();
    void updateSystemsTitle();

    Connection *m_connection;
    StateBadge *m_state = nullptr;
    QTimer m_staleTicker; // while out of sight, the banner says how old the locks shown are
    StateBadge *m_readOnly = nullptr;
    StateBadge *m_paused = nullptr;
    bool m_pausedWired = false;
    ElidedLabel *m_ensemble = nullptr;
    QLabel *m_counts = nullptr;
    ElidedLabel *m_errors = nullptr;
    LocksOverview *m_overview = nullptr;
    QLabel *m_queueTitle = nullptr;
    QTabWidget *m_queueTabs = nullptr;
    QueueGraphView *m_graph = nullptr;
    QTableView *m_queueTable = nullptr;
    QItemSelectionModel *m_queueSelection = nullptr;
    NodeDetailsView *m_details = nullptr;
    QTableView *m_events = nullptr;
    EventWindowFilter *m_eventWindow = nullptr;
    ContentionChartView *m_charts = nullptr;
    QTabWidget *m_bottom = nullptr;
    FindingsPanel *m_findings = nullptr;
    QTableView *m_sessions = nullptr;
    SystemsView *m_systems = nullptr;
    TimelinePanel *m_timeline = nullptr;
    QSplitter *m_outer = nullptr;
    QSplitter *m_main = nullptr;
    QSplitter *m_right = nullptr;
    bool m_layoutRestored = false;
    std::optional<std::tuple<qint64, qint64, EntryState, QString>> m_shownEntry;
    QPair<QString, QString> m_titled; // the selected lock's key and the name it was last shown with
};

} // namespace lockscope::ui
