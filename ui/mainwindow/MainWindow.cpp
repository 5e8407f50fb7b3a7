// SPDX-License-Identifier: Apache-2.0

#include "mainwindow/MainWindow.h"

#include "demo/DemoRunner.h"
#include "dialogs/AuditLogDialog.h"
#include "dialogs/ConnectDialog.h"
#include "dialogs/SettingsDialog.h"
#include "mainwindow/Connection.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/DemoMenu.h"
#include "monitor/LockMonitor.h"
#include "settings/ProfileStore.h"
#include "timeline/HistoryReader.h"
#include "timeline/HistoryWindow.h"
#include "timeline/OpenHistoryDialog.h"
#include "views/LocksOverview.h"
#include "views/RecognisersPage.h"
#include "views/StateBadge.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>

static void initLockscopeResources()
{
    Q_INIT_RESOURCE(lockscope);
}

namespace lockscope::ui {

MainWindow::MainWindow(const QString &auditLogPath, QWidget *parent)
    : QMainWindow(parent), m_auditLog(auditLogPath.isEmpty() ? AuditLog::defaultPath() : auditLogPath)
{
    initLockscopeResources();
    setWindowTitle(QStringLiteral("lockscope"));
    setWindowIcon(QIcon(QStringLiteral(":/lockscope/lockscope.svg")));
    // A visible focus ring on the list, queue and tables: keys act where the focus is.
    setStyleSheet(
        QStringLiteral("QAbstractItemView:focus, #queueGraph:focus { border: 2px solid palette(highlight); }"));

    m_tabs = new QTabWidget(this);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        updateActions();
        updateStatus();
    });
    m_welcome = new QLabel(tr("<h2>No ensemble connected</h2><p>File → Connect… (Ctrl+O) to watch the locks of a "
                              "ZooKeeper ensemble,<br>or File → Start demo to see simulated clients contend.</p>"),
                           this);
    m_welcome->setAlignment(Qt::AlignCenter);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_welcome);
    m_stack->addWidget(m_tabs);
    setCentralWidget(m_stack);

    m_statusState = new StateBadge(statusBar());
    m_statusReadOnly = new StateBadge(statusBar());
    m_statusReadOnly->setState(tr("READ-ONLY"), StateBadge::Tone::Warning);
    statusBar()->addPermanentWidget(m_statusReadOnly);
    statusBar()->addPermanentWidget(m_statusState);

    createActions();
    createMenus();
    restoreSettings();
    updateActions();
    updateStatus();
}

MainWindow::~MainWindow()
{
    closeAllTabs();
}

void MainWindow::closeAllTabs()
{
    // Sessions close before the demo's server stops, so that they end cleanly.
    while (m_tabs->count() > 0) {
        QWidget *tab = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete tab;
    }
    if (m_demo) {
        m_demo->stop(); // clients first, then the private server
        m_demo.reset();
    }
    m_stack->setCurrentWidget(m_welcome);
}

QList<QAction *> MainWindow::writeActions() const
{
    return {m_revoke, m_forceDelete};
}

ConnectionTab *MainWindow::currentTab() const
{
    return qobject_cast<ConnectionTab *>(m_tabs->currentWidget());
}

QList<ConnectionTab *> MainWindow::tabs() const
{
    QList<ConnectionTab *> list;
    for (int i = 0; i < m_tabs->count(); ++i)
        list.append(qobject_cast<ConnectionTab *>(m_tabs->widget(i)));
    return list;
}

ConnectionTab *MainWindow::openConnection(const ConnectionProfile &profile)
{
    if (const QString problem = profile.problem(); !problem.isEmpty()) {
        showError(tr("Cannot connect"), problem);
        return nullptr;
    }
    auto *connection = new Connection(profile, &m_auditLog);
    if (!connection->open()) {
        showError(tr("Cannot connect"), QStringLiteral("%1: %2").arg(profile.connectString, connection->lastError()));
        delete connection;
        return nullptr;
    }
    auto *tab = new ConnectionTab(connection, m_tabs);
    tab->restoreLayout(QSettings());
    const QString title = profile.displayName() + (profile.readOnly ? tr(" (read-only)") : QString());
    const int index = m_tabs->addTab(tab, title);
    m_tabs->setTabToolTip(index, profile.connectString);
    connect(tab, &ConnectionTab::actionStateChanged, this, [this, tab] {
        if (tab == currentTab()) {
            updateActions();
            updateStatus();
        }
    });
    connect(tab, &ConnectionTab::contextMenuRequested, this, [this](const QPoint &pos) {
        updateActions();
        m_contextMenu->popup(pos);
    });
    m_tabs->setCurrentIndex(index);
    m_stack->setCurrentWidget(m_tabs);
    if (!m_demo || profile.connectString != m_demo->connectString()) // a demo's port is gone next time
        ProfileStore().addRecent(profile);
    updateActions();
    updateStatus();
    return tab;
}

bool MainWindow::startDemo(const QString &scenarioName, bool readOnly, bool tls)
{
    if (m_demo) {
        showError(tr("Demo mode"), tr("The demo is already running."));
        return false;
    }
    const QString name = scenarioName.isEmpty() ? QStringLiteral("default") : scenarioName;
    const std::optional<DemoScenario> scenario = demoScenario(name);
    if (!scenario) {
        showError(tr("Demo mode"),
                  tr("No demo scenario \"%1\". Known: %2.").arg(name, demoScenarioNames().join(QStringLiteral(", "))));
        return false;
    }
    statusBar()->showMessage(tr("Starting the demo ZooKeeper and its clients…"));
    m_startDemo->setEnabled(false);
    DemoRunner::Options demoOptions;
    demoOptions.tls = tls;
    auto runner = std::make_unique<DemoRunner>(demoOptions);
    const bool started = runner->startEnsemble() && runner->startScenario(*scenario);
    m_startDemo->setEnabled(true);
    if (!started) {
        showError(tr("Demo mode"), tr("The demo could not start: %1").arg(runner->errorString()));
        return false;
    }
    connect(runner.get(), &DemoRunner::ensembleLost, this,
            [this] { showError(tr("Demo mode"), tr("The demo's ZooKeeper server stopped.")); });
    QList<QPair<SimKind, QString>> clients;
    for (const DemoClientSpec &client : scenario->clients)
        clients.append({client.kind, client.lock});
    ConnectionProfile profile;
    profile.name = tr("demo: %1").arg(scenario->name);
    profile.connectString = runner->connectString();
    profile.tls = runner->tls();
    profile.discover = scenario->discover;
    profile.readOnly = readOnly;
    profile.sessionTimeoutMs = 6000;
    // The private server answers four-letter words on its plain port; over TLS, its AdminServer.
    profile.adminPort = tls ? runner->adminPort() : 0;
    m_demo = std::move(runner);
    m_demoMenu->setRunner(m_demo.get(), clients);
    statusBar()->showMessage(tr("Demo running: %1").arg(DemoMenu::scenarioDescription(scenario->name)), 10000);
    return openConnection(profile) != nullptr;
}

void MainWindow::closeTab(int index)
{
    QWidget *tab = m_tabs->widget(index);
    if (!tab)
        return;
    if (auto *connectionTab = qobject_cast<ConnectionTab *>(tab)) {
        QSettings settings;
        connectionTab->saveLayout(settings);
    }
    m_tabs->removeTab(index);
    tab->deleteLater();
    if (m_tabs->count() == 0)
        m_stack->setCurrentWidget(m_welcome);
    updateActions();
    updateStatus();
}

void MainWindow::updateActions()
{
    ConnectionTab *tab = currentTab();
    m_revoke->setEnabled(tab && tab->canRevoke());
    m_forceDelete->setEnabled(tab && tab->canForceDelete());
    m_reap->setEnabled(tab && tab->connection()->session()); // listing is allowed read-only too
    const bool readOnly = tab && tab->connection()->isReadOnly();
    const QString readOnlyTip = tr("Off: this connection is read-only");
    m_revoke->setStatusTip(readOnly ? readOnlyTip : QString());
    m_forceDelete->setStatusTip(readOnly ? readOnlyTip : QString());
    m_copyPath->setEnabled(tab && !tab->selectedPathsText().isEmpty());
    m_copySession->setEnabled(tab && !tab->selectedSessionsText().isEmpty());
    m_closeTab->setEnabled(tab != nullptr);
    m_pause->setEnabled(tab != nullptr);
    const QSignalBlocker quiet(m_pause); // shows the tab's state; toggling it is the user's
    m_pause->setChecked(tab && tab->isPaused());
}

void MainWindow::updateStatus()
{
    ConnectionTab *tab = currentTab();
    m_statusState->setVisible(tab != nullptr);
    m_statusReadOnly->setVisible(tab && tab->connection()->isReadOnly());
    if (tab)
        m_statusState->setState(tab->connection()->profile().displayName() + QStringLiteral(": ")
                                    + tab->connection()->stateText(),
                                tab->stateBadge()->tone());
}

ConnectDialog *MainWindow::showConnectDialog()
{
    auto *dialog = new ConnectDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { openConnection(dialog->profile()); });
    dialog->open();
    return dialog;
}

OpenHistoryDialog *MainWindow::showOpenHistoryDialog()
{
    auto *dialog = new OpenHistoryDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (ConnectionTab *tab = currentTab())
        dialog->setPaths(tab->connection()->profile().roots, tab->connection()->profile().discover);
    // The demo's own server writes its transaction logs there: the past of what is on screen.
    if (m_demo && !m_demo->dataDirectory().isEmpty())
        dialog->setDataDir(m_demo->dataDirectory());
    connect(dialog, &QDialog::accepted, this, [this, dialog] { openHistory(dialog->options()); });
    dialog->open();
    return dialog;
}

HistoryWindow *MainWindow::openHistory(const HistoryOptions &options,
                                       const std::function<HistoryResult(const HistoryOptions &)> &reader)
{
    const HistoryReader read = reader ? reader : defaultHistoryReader();
    if (!read)
        return nullptr;
    auto *window = new HistoryWindow(this);
    window->load(options, read);
    window->show();
    return window;
}

AuditLogDialog *MainWindow::showAuditLog()
{
    auto *dialog = new AuditLogDialog(&m_auditLog, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

SettingsDialog *MainWindow::showSettings()
{
    // One at a time: a second would show a catalogue the first may have replaced.
    if (m_settingsDialog) {
        m_settingsDialog->raise();
        m_settingsDialog->activateWindow();
        return m_settingsDialog;
    }
    auto *dialog = new SettingsDialog(this);
    m_settingsDialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog->recognisersPage(), &RecognisersPage::reloaded, this, &MainWindow::rebuildAllLocks);
    dialog->show();
    return dialog;
}

// The files just installed apply to what every open connection has already read.
void MainWindow::rebuildAllLocks()
{
    for (ConnectionTab *tab : tabs()) {
        if (tab && tab->connection()->monitor())
            tab->connection()->monitor()->rebuildAll();
    }
}

void MainWindow::showError(const QString &title, const QString &text)
{
    statusBar()->showMessage(text, 10000);
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (ConnectionTab *tab = currentTab())
        tab->saveLayout(settings);
}

void MainWindow::restoreSettings()
{
    const QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // First run: most of the screen, the queue and the overview need the room.
        const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1600, 1000);
        resize(available * 0.85);
    }
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    // Sessions close now, while the event loop still runs, rather than in the destructor.
    closeAllTabs();
    event->accept();
}

} // namespace lockscope::ui
