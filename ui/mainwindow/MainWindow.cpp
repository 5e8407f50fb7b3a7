// SPDX-License-Identifier: Apache-2.0

#include "mainwindow/MainWindow.h"

#include "demo/DemoRunner.h"
#include "dialogs/AuditLogDialog.h"
#include "dialogs/ConnectDialog.h"
#include "dialogs/SettingsDialog.h"
#include "mainwindow/Connection.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/DemoMenu.h"
#include "mainwindow/LanguageMenu.h"
#include "monitor/LockMonitor.h"
#include "platform/BuildInfo.h"
#include "settings/ProfileStore.h"
#include "timeline/HistoryReader.h"
#include "timeline/HistoryWindow.h"
#include "timeline/OpenHistoryDialog.h"
#include "views/LocksOverview.h"
#include "views/RecognisersPage.h"
#include "views/StateBadge.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>

static void initLockscopeResources() { Q_INIT_RESOURCE(lockscope); }

namespace lockscope::ui {

MainWindow::MainWindow(const QString &auditLogPath, QWidget *parent)
    : QMainWindow(parent), m_auditLog(auditLogPath.isEmpty() ? AuditLog::defaultPath() : auditLogPath)
{
    initLockscopeResources();
    setWindowTitle(QStringLiteral("lockscope"));
    setWindowIcon(QIcon(QStringLiteral(":/lockscope/lockscope.svg")));
    // A visible focus ring on the list, queue and tables: keys act where the focus is.
    setStyleSheet(QStringLiteral("QAbstractItemView:focus, #queueGraph:focus { border: 2px solid palette(highlight); }"));

    m_tabs = new QTabWidget(this);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        updateActions();
        updateStatus();
    });
    m_welcome = new QLabel(
        tr("<h2>No ensemble connected</h2><p>File → Connect… (Ctrl+O) to watch the locks of a "
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
        m_demo->stop();  // clients first, then the private server
        m_demo.reset();
    }
    m_stack->setCurrentWidget(m_welcome);
}

void MainWindow::createActions()
{
    m_connect = new QAction(QIcon::fromTheme(QStringLiteral("network-connect")), tr("&Connect…"), this);
    m_connect->setShortcut(QKeySequence::Open);
    m_connect->setToolTip(tr("Connect to a ZooKeeper ensemble (Ctrl+O)"));
    connect(m_connect, &QAction::triggered, this, &MainWindow::showConnectDialog);

    m_startDemo = new QAction(tr("Start &demo"), this);
    m_startDemo->setToolTip(tr("Start a private ZooKeeper with simulated lock clients and watch it"));
    connect(m_startDemo, &QAction::triggered, this, [this] { startDemo(); });

    m_openHistory = new QAction(tr("Open &transaction logs…"), this);
    m_openHistory->setToolTip(tr("Replay a ZooKeeper data directory: who held and waited for each lock, and when"));
    connect(m_openHistory, &QAction::triggered, this, &MainWindow::showOpenHistoryDialog);

    m_settings = new QAction(tr("&Settings…"), this);
    // The platform's Preferences keys; Ctrl+, where the platform names none (a bare X11 session).
    const QList<QKeySequence> preferences = QKeySequence::keyBindings(QKeySequence::Preferences);
    m_settings->setShortcuts(preferences.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)} : preferences);
    m_settings->setToolTip(tr("The recogniser files in force, and reloading them"));
    connect(m_settings, &QAction::triggered, this, &MainWindow::showSettings);

    m_closeTab = new QAction(tr("&Close connection"), this);
    m_closeTab->setShortcut(QKeySequence::Close);
    connect(m_closeTab, &QAction::triggered, this, [this] { closeTab(m_tabs->currentIndex()); });

    m_quit = new QAction(tr("&Quit"), this);
    m_quit->setShortcut(QKeySequence::Quit);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_revoke = new QAction(style()->standardIcon(QStyle::SP_BrowserStop), tr("&Revoke…"), this);
    m_revoke->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_revoke->setToolTip(tr("Ask the selected holder to release its lock (Ctrl+R)"));
    connect(m_revoke, &QAction::triggered, this, [this] {
        if (ConnectionTab *tab = currentTab())
            tab->revokeSelected();
    });

    // Freeze the view to read it: the model keeps receiving, the rows hold still (htop's Z).
    m_pause = new QAction(style()->standardIcon(QStyle::SP_MediaPause), tr("&Pause updates"), this);
    m_pause->setCheckable(true);
    m_pause->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_P), QKeySequence(Qt::Key_Pause)});
    m_pause->setToolTip(tr("Hold the locks and the queue still; changes are shown on resume (Ctrl+P)"));
    connect(m_pause, &QAction::toggled, this, [this](bool paused) {
        if (ConnectionTab *tab = currentTab())
            tab->setPaused(paused);
    });

    m_forceDelete = new QAction(style()->standardIcon(QStyle::SP_TrashIcon), tr("&Force delete…"), this);
    m_forceDelete->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Delete));
    m_forceDelete->setToolTip(tr("Delete the selected lock nodes after confirmation (Shift+Del)"));
    connect(m_forceDelete, &QAction::triggered, this, [this] {
        if (ConnectionTab *tab = currentTab())
            tab->forceDeleteSelected();
    });

    m_reap = new QAction(tr("Reap &leftovers…"), this);
    m_reap->setToolTip(tr("List the empty lock parents no client uses any more, then delete them after confirmation"));
    connect(m_reap, &QAction::triggered, this, [this] {
        if (ConnectionTab *tab = currentTab())
            tab->reapLeftovers();
    });

    m_copyPath = new QAction(tr("Copy &path"), this);
    m_copyPath->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyPath->setToolTip(tr("Copy the selected nodes' paths, or the lock's path (Ctrl+Shift+C)"));
    connect(m_copyPath, &QAction::triggered, this, [this] {
        if (ConnectionTab *tab = currentTab())
            QApplication::clipboard()->setText(tab->selectedPathsText());
    });

    m_copySession = new QAction(tr("Copy &session id"), this);
    m_copySession->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    m_copySession->setToolTip(tr("Copy the selected nodes' session ids (Ctrl+Alt+C)"));
    connect(m_copySession, &QAction::triggered, this, [this] {
        if (ConnectionTab *tab = currentTab())
            QApplication::clipboard()->setText(tab->selectedSessionsText());
    });

    m_showAuditLog = new QAction(tr("&Audit log"), this);
    m_showAuditLog->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_showAuditLog, &QAction::triggered, this, &MainWindow::showAuditLog);

    m_focusFilter = new QAction(tr("&Filter locks"), this);
    m_focusFilter->setShortcut(QKeySequence::Find);
    connect(m_focusFilter, &QAction::triggered, this, [this] {
        if (ConnectionTab *tab = currentTab()) {
            tab->overview()->filterEdit()->setFocus();
            tab->overview()->filterEdit()->selectAll();
        }
    });

    m_about = new QAction(tr("&About lockscope"), this);
    connect(m_about, &QAction::triggered, this, [this] {
        auto *box = new QMessageBox(QMessageBox::Information, tr("About lockscope"),
                                    tr("lockscope %1\nA live view of the distributed locks a ZooKeeper "
                                       "ensemble coordinates.")
                                            .arg(QApplication::applicationVersion())
                                        + QStringLiteral("\n\n") + zooKeeperClientLine(),
                                    QMessageBox::Close, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_connect);
    m_recentMenu = file->addMenu(tr("&Recent connections"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] {
        m_recentMenu->clear();
        const QList<ConnectionProfile> recent = ProfileStore().recent();
        for (const ConnectionProfile &profile : recent) {
            QAction *a = m_recentMenu->addAction(profile.displayName());
            connect(a, &QAction::triggered, this, [this, profile] {
                if (!profile.authUser.isEmpty()) {  // its password is not kept: ask for it
                    showConnectDialog()->setProfile(profile);
                    return;
                }
                openConnection(profile);
            });
        }
        if (recent.isEmpty())
            m_recentMenu->addAction(tr("(none yet)"))->setEnabled(false);
    });
    file->addAction(m_startDemo);
    if (m_openHistory)
        file->addAction(m_openHistory);
    file->addSeparator();
    file->addAction(m_settings);
    file->addSeparator();
    file->addAction(m_closeTab);
    file->addAction(m_quit);

    QMenu *lock = menuBar()->addMenu(tr("&Lock"));
    lock->addAction(m_revoke);
    lock->addAction(m_forceDelete);
    lock->addAction(m_reap);
    lock->addSeparator();
    lock->addAction(m_copyPath);
    lock->addAction(m_copySession);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_focusFilter);
    view->addAction(m_pause);
    view->addAction(m_showAuditLog);
    view->addSeparator();
    auto *language = new LanguageMenu(this);
    connect(language, &LanguageMenu::languageSaved, this, [this](const QString &note) { statusBar()->showMessage(note, 10000); });
    view->addMenu(language);

    m_demoMenu = new DemoMenu(this);
    connect(m_demoMenu, &DemoMenu::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_demoMenu, &DemoMenu::startRequested, this, [this](const QString &name) { startDemo(name); });
    menuBar()->addMenu(m_demoMenu);
    menuBar()->addMenu(tr("&Help"))->addAction(m_about);

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_connect);
    bar->addSeparator();
    bar->addAction(m_revoke);
    bar->addAction(m_forceDelete);
    bar->addSeparator();
    bar->addAction(m_pause);
    bar->addSeparator();
    bar->addAction(m_copyPath);
    bar->addAction(m_copySession);
    bar->addSeparator();
    bar->addAction(m_showAuditLog);

    m_contextMenu = new QMenu(this);
    m_contextMenu->addAction(m_revoke);
    m_contextMenu->addAction(m_forceDelete);
    m_contextMenu->addSeparator();
    m_contextMenu->addAction(m_copyPath);
    m_contextMenu->addAction(m_copySession);
}

QList<QAction *> MainWindow::writeActions() const { return {m_revoke, m_forceDelete}; }

ConnectionTab *MainWindow::currentTab() const { return qobject_cast<ConnectionTab *>(m_tabs->currentWidget()); }

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
        showError(tr("Cannot connect"),
                  QStringLiteral("%1: %2").arg(profile.connectString, connection->lastError()));
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
    if (!m_demo || profile.connectString != m_demo->connectString())  // a demo's port is gone next time
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
        showError(tr("Demo mode"), tr("No demo scenario \"%1\". Known: %2.")
                                                   .arg(name, demoScenarioNames().join(QStringLiteral(", "))));
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
    connect(runner.get(), &DemoRunner::ensembleLost, this, [this] {
        showError(tr("Demo mode"), tr("The demo's ZooKeeper server stopped."));
    });
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
    m_reap->setEnabled(tab && tab->connection()->session());   // listing is allowed read-only too
    const bool readOnly = tab && tab->connection()->isReadOnly();
    const QString readOnlyTip = tr("Off: this connection is read-only");
    m_revoke->setStatusTip(readOnly ? readOnlyTip : QString());
    m_forceDelete->setStatusTip(readOnly ? readOnlyTip : QString());
    m_copyPath->setEnabled(tab && !tab->selectedPathsText().isEmpty());
    m_copySession->setEnabled(tab && !tab->selectedSessionsText().isEmpty());
    m_closeTab->setEnabled(tab != nullptr);
    m_pause->setEnabled(tab != nullptr);
    const QSignalBlocker quiet(m_pause);   // shows the tab's state; toggling it is the user's
    m_pause->setChecked(tab && tab->isPaused());
}

void MainWindow::updateStatus()
{
    ConnectionTab *tab = currentTab();
    m_statusState->setVisible(tab != nullptr);
    m_statusReadOnly->setVisible(tab && tab->connection()->isReadOnly());
    if (tab)
        m_statusState->setState(tab->connection()->profile().displayName() + QStringLiteral(": ") + tab->connection()->stateText(),
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

HistoryWindow *MainWindow::openHistory(const HistoryOptions &options, const std::function<HistoryResult(const HistoryOptions &)> &reader)
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
