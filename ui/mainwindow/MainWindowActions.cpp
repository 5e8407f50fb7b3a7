// SPDX-License-Identifier: Apache-2.0

// MainWindow's actions, menus and toolbar: what each does and which keys reach it.
#include "mainwindow/MainWindow.h"

#include "dialogs/ConnectDialog.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/DemoMenu.h"
#include "mainwindow/LanguageMenu.h"
#include "platform/BuildInfo.h"
#include "settings/ProfileStore.h"
#include "views/LocksOverview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>

namespace lockscope::ui {

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
    m_settings->setShortcuts(preferences.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                                   : preferences);
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
                if (!profile.authUser.isEmpty()) { // its password is not kept: ask for it
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
    connect(language, &LanguageMenu::languageSaved, this,
            [this](const QString &note) { statusBar()->showMessage(note, 10000); });
    view->addMenu(language);

    m_demoMenu = new DemoMenu(this);
    connect(m_demoMenu, &DemoMenu::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
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

} // namespace lockscope::ui
