// SPDX-License-Identifier: Apache-2.0

#pragma once
// lockscope's main window: one tab per connected ensemble, the actions on locks (toolbar,
// menus, context menus, shortcuts), the connection state and read-only mode always in view,
// and the window layout remembered between runs.

#include "audit/AuditLog.h"
#include "history/HistoryReplay.h"
#include "settings/ConnectionProfile.h"

#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;
class QTabWidget;

namespace lockscope {
class DemoRunner;
}

namespace lockscope::ui {

class AuditLogDialog;
class ConnectDialog;
class ConnectionTab;
class DemoMenu;
class HistoryWindow;
class OpenHistoryDialog;
class SettingsDialog;
class StateBadge;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // auditLogPath: empty for the default place.
    explicit MainWindow(const QString &auditLogPath = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a tab connected as the profile says; nullptr (with the reason shown) on failure.
    ConnectionTab *openConnection(const ConnectionProfile &profile);
    // Starts the demo ensemble (serving TLS when `tls`) and connects a tab to it; false with the
    // reason shown.
    bool startDemo(const QString &scenario = {}, bool readOnly = false, bool tls = false);
    ConnectionTab *currentTab() const;
    QList<ConnectionTab *> tabs() const;
    QTabWidget *tabWidget() const { return m_tabs; }
    const AuditLog &auditLog() const { return m_auditLog; }
    StateBadge *statusStateBadge() const { return m_statusState; }
    StateBadge *statusReadOnlyBadge() const { return m_statusReadOnly; }
    DemoRunner *demoRunner() const { return m_demo.get(); }

    // The actions that write to ZooKeeper: disabled in read-only mode.
    QList<QAction *> writeActions() const;
    QAction *revokeAction() const { return m_revoke; }
    QAction *pauseAction() const { return m_pause; }
    QAction *forceDeleteAction() const { return m_forceDelete; }
    QAction *reapAction() const { return m_reap; }
    QAction *copyPathAction() const { return m_copyPath; }
    QAction *copySessionAction() const { return m_copySession; }
    QAction *connectAction() const { return m_connect; }
    QAction *auditLogAction() const { return m_showAuditLog; }
    // The menu shown on right-click in the overview, the queue graph and the queue table.
    QMenu *contextMenu() const { return m_contextMenu; }

    ConnectDialog *showConnectDialog();
    // File → Open transaction logs…: null when this build cannot read them (HistoryReader.h).
    QAction *openHistoryAction() const { return m_openHistory; }
    OpenHistoryDialog *showOpenHistoryDialog();
    // A window replaying the data directory with `reader` (core's readHistory by default).
    HistoryWindow *openHistory(const HistoryOptions &options,
                               const std::function<HistoryResult(const HistoryOptions &)> &reader = {});
    AuditLogDialog *showAuditLog();
    // File → Settings…: the recogniser files; a reload there rebuilds every tab's locks.
    SettingsDialog *showSettings();
    QAction *settingsAction() const { return m_settings; }
    // Every open connection builds its locks again from what it read (after a reload).
    void rebuildAllLocks();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void updateActions();
    void updateStatus();
    void closeTab(int index);
    void closeAllTabs();
    void saveSettings();
    void restoreSettings();
    void showError(const QString &title, const QString &text);

    AuditLog m_auditLog;
    QStackedWidget *m_stack = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_welcome = nullptr;
    StateBadge *m_statusState = nullptr;
    StateBadge *m_statusReadOnly = nullptr;
    QMenu *m_contextMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_connect = nullptr;
    QAction *m_startDemo = nullptr;
    QAction *m_openHistory = nullptr;
    QAction *m_settings = nullptr;
    QAction *m_closeTab = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_revoke = nullptr;
    QAction *m_pause = nullptr;
    QAction *m_forceDelete = nullptr;
    QAction *m_reap = nullptr;
    QAction *m_copyPath = nullptr;
    QAction *m_copySession = nullptr;
    QAction *m_showAuditLog = nullptr;
    QAction *m_focusFilter = nullptr;
    QAction *m_about = nullptr;
    DemoMenu *m_demoMenu = nullptr;
    QPointer<SettingsDialog> m_settingsDialog; // while open
    std::unique_ptr<DemoRunner> m_demo; // demo mode's ensemble and clients, while it runs
};

} // namespace lockscope::ui
