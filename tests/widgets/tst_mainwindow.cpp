// SPDX-License-Identifier: Apache-2.0

// The main window offscreen against a real ZooKeeper: connecting, selecting a lock and seeing its
// queue, hand-offs, the revoke and force-delete walk-throughs, read-only mode, and a screenshot
// of a busy window for a person to look at.
#include "LockClientProcess.h"
#include "TestZooKeeper.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "admin/LockAdmin.h"
#include "dialogs/AuditLogDialog.h"
#include "dialogs/ConnectDialog.h"
#include "dialogs/ForceDeleteDialog.h"
#include "dialogs/RevokeDialog.h"
#include "mainwindow/Connection.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/MainWindow.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "settings/ProfileStore.h"
#include "views/LocksOverview.h"
#include "views/NodeDetailsView.h"
#include "views/QueueGraphView.h"
#include "views/StateBadge.h"

#include <QAction>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTimer>
#include <QClipboard>
#include <QFile>
#include <QSettings>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QHeaderView>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUuid>

namespace tst_mainwindow {

using namespace lockscope;
using namespace lockscope::ui;
using lockscope::test::waitUntil;

namespace {

QString curatorPrefix(const QString &parent)
{
    return parent + QStringLiteral("/_c_") + QUuid::createUuid().toString(QUuid::WithoutBraces)
        + QStringLiteral("-lock-");
}

template <typename Dialog>
Dialog *waitForDialog(QWidget *window)
{
    Dialog *found = nullptr;
    waitUntil(
        [&] {
            found = window->findChild<Dialog *>();
            return found && found->isVisible();
        },
        3000);
    return found;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LocalZooKeeper> m_server;
    QTemporaryDir m_dir;
    QString m_base;
    int m_case = 0;

    ConnectionProfile profile(const QStringList &roots, const QStringList &discover = {}, bool readOnly = false) const
    {
        ConnectionProfile p;
        p.name = QStringLiteral("test ensemble");
        p.connectString = m_server->connectString();
        p.roots = roots;
        p.discover = discover;
        p.readOnly = readOnly;
        p.sessionTimeoutMs = 4000;
        p.adminPort = int(m_server->adminPort());
        return p;
    }

    // Opens a tab, waits for the lock, selects it and waits until its queue shows `rows` nodes.
    // Once the focus is in target's window, presses Tab until `target` has it (at most a
    // dialog's worth of stops).
    static void tabTo(QWidget *target)
    {
        QTRY_VERIFY(target->window()->isAncestorOf(QApplication::focusWidget()));
        for (int i = 0; i < 16 && QApplication::focusWidget() != target; ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), target);
    }

    ConnectionTab *openAndSelect(MainWindow &window, const ConnectionProfile &p, const QString &key, int rows)
    {
        ConnectionTab *tab = window.openConnection(p);
        if (!tab)
            return nullptr;
        tab->connection()->locks()->setBatchIntervalMs(20);
        if (!waitUntil([&] { return tab->connection()->locks()->rowOfKey(key) >= 0; }, 15000))
            return nullptr;
        if (!tab->selectLock(key))
            return nullptr;
        if (!waitUntil([&] { return tab->connection()->queue()->rowCount() == rows; }, 10000))
            return nullptr;
        return tab;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }

    void init() { m_base = QStringLiteral("/w%1").arg(++m_case); }

    void connectSelectAndSeeQueue()
    {
        test::ZkWriter w(m_server->connectString());
        const QString lock = m_base + QStringLiteral("/orders");
        QCOMPARE(w.createPath(lock), ZkError::Ok);
        QStringList nodes;
        for (int i = 0; i < 3; ++i)
            nodes << w.lockNode(curatorPrefix(lock), CreateMode::EphemeralSequential, "10.0.0.5");
        QCOMPARE(w.createPath(m_base + QStringLiteral("/other")), ZkError::Ok);
        w.lockNode(m_base + QStringLiteral("/other/lock-"));

        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 1000);
        window.show();
        ConnectionTab *tab = openAndSelect(window, profile({}, {m_base}), lock, 3);
        QVERIFY(tab);
        QCOMPARE(window.tabWidget()->count(), 1);
        const QString connected = QStringLiteral("connected to ") + m_server->connectString();
        QVERIFY(waitUntil([&] { return tab->stateBadge()->text() == connected; }, 10000));
        QCOMPARE(tab->stateBadge()->tone(), StateBadge::Tone::Good);
        QVERIFY(window.statusStateBadge()->text().contains(QStringLiteral("connected")));
        QVERIFY(!window.statusReadOnlyBadge()->isVisibleTo(&window));

        // At first run, even in a 1024×700 window, the columns that say what is wrong, who holds
        // and for how long (Lock, Problems, Holder, Held for, Longest wait) are in sight.
        window.resize(1024, 700);
        const QTableView *overview = tab->overview()->view();
        const QHeaderView *header = overview->horizontalHeader();
        QVERIFY(waitUntil([&] { return overview->viewport()->width() > 0 && window.width() == 1024; }, 5000));
        QCoreApplication::processEvents();
        for (int visual = 0; visual < 5; ++visual) {
            const int column = header->logicalIndex(visual);
            const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
            QVERIFY2(right <= overview->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 ends at %2 of %3")
                                    .arg(column)
                                    .arg(right)
                                    .arg(overview->viewport()->width())));
        }

        // The overview lists both locks; the filter narrows it down.
        QCOMPARE(tab->overview()->proxy()->rowCount(), 2);
        tab->overview()->filterEdit()->setText(QStringLiteral("ORDERS"));
        QCOMPARE(tab->overview()->proxy()->rowCount(), 1);
        QCOMPARE(tab->overview()->currentKey(), lock);
        tab->overview()->filterEdit()->clear();

        // The queue, in both forms.
        QCOMPARE(tab->queueTable()->model()->rowCount(), 3);
        QCOMPARE(tab->queueTable()->model()->index(0, QueueModel::NodeColumn).data().toString(),
                 nodes.at(0).section(QLatin1Char('/'), -1));
        tab->queueTabs()->setCurrentWidget(tab->queueGraph());
        (void)tab->queueGraph()->grab();
        QCOMPARE(tab->queueGraph()->lastPaintedRows(), 3);

        // Selecting a node shows its details and its session's other nodes.
        QCOMPARE(tab->selectNodes({nodes.at(1)}), 1);
        QCOMPARE(tab->details()->shownPath(), nodes.at(1));
        QCOMPARE(tab->details()->sessionNodeCount(), 3); // the writer's other nodes, in both locks
        QVERIFY(window.copyPathAction()->isEnabled());
        window.copyPathAction()->trigger();
        QCOMPARE(QApplication::clipboard()->text(), nodes.at(1));
        window.copySessionAction()->trigger();
        QCOMPARE(QApplication::clipboard()->text(), formatSessionId(w.session().sessionId()));

        // Paused (Ctrl+P), the queue holds still while a new waiter arrives; the badge counts it,
        // and resuming shows it.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_P, Qt::ControlModifier);
        QVERIFY(tab->isPaused() && window.pauseAction()->isChecked());
        const QString late = w.lockNode(curatorPrefix(lock), CreateMode::EphemeralSequential, "10.0.0.5");
        QVERIFY(waitUntil([&] { return tab->pausedBadge()->text().contains(QStringLiteral("1 change")); }, 10000));
        QVERIFY(tab->pausedBadge()->isVisibleTo(&window));
        QCOMPARE(tab->queueTable()->model()->rowCount(), 3);
        QTest::keyClick(&window, Qt::Key_P, Qt::ControlModifier);
        QVERIFY(!tab->isPaused() && !tab->pausedBadge()->isVisibleTo(&window));
        QVERIFY(waitUntil([&] { return tab->queueTable()->model()->rowCount() == 4; }, 5000));
        QVERIFY(!late.isEmpty());
    }

    void handOffUpdatesQueueView()
    {
        test::ZkWriter w(m_server->connectString());
        const QString lock = m_base + QStringLiteral("/jobs");
        QCOMPARE(w.createPath(lock), ZkError::Ok);
        QStringList nodes;
        for (int i = 0; i < 4; ++i)
            nodes << w.lockNode(lock + QStringLiteral("/lock-"));
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 1000);
        window.show();
        ConnectionTab *tab = openAndSelect(window, profile({lock}), lock, 4);
        QVERIFY(tab);
        QueueModel *queue = tab->connection()->queue();
        tab->selectNodes({nodes.at(3)});
        tab->queueTabs()->setCurrentWidget(tab->queueGraph());
        QSignalSpy resets(queue, &QAbstractItemModel::modelReset);
        // The highlight lasts QueueModel::kHighlightMs: looked at as the hand-off is announced, so
        // that a stalled test cannot see it only after it has faded.
        struct Highlight {
            QString path;
            bool role = false;
            bool background = false;
            qreal strength = 0;
        };
        std::optional<Highlight> atHandOff;
        QObject handOffWatch; // ends the connection before what it writes to goes
        connect(queue, &QueueModel::handedOff, &handOffWatch, [&] {
            if (atHandOff || queue->rowCount() == 0)
                return;
            const QModelIndex front = queue->index(0, 0);
            atHandOff =
                Highlight{front.data(QueueModel::PathRole).toString(), front.data(QueueModel::HighlightRole).toBool(),
                          front.data(Qt::BackgroundRole).isValid(),
                          queue->highlightStrength(0, QDateTime::currentMSecsSinceEpoch())};
        });

        QCOMPARE(w.remove(nodes.at(0)), ZkError::Ok);
        QVERIFY(waitUntil([&] { return queue->rowCount() == 3; }, 10000));
        // The new holder is in front and highlighted, in the table and in the graph.
        QCOMPARE(queue->index(0, 0).data(QueueModel::PathRole).toString(), nodes.at(1));
        QCOMPARE(queue->index(0, QueueModel::StateColumn).data().toString(), QStringLiteral("holding"));
        QVERIFY(atHandOff);
        QCOMPARE(atHandOff->path, nodes.at(1));
        QVERIFY(atHandOff->role);
        QVERIFY(atHandOff->background);
        QVERIFY(atHandOff->strength > 0);
        (void)tab->queueGraph()->grab();
        QCOMPARE(tab->queueGraph()->lastPaintedRows(), 3);
        QCOMPARE(tab->queueGraph()->rowAt(tab->queueGraph()->rowRect(0).center()), 0);
        // The operator's selection stayed on the same node, now one place further up.
        const QList<LockEntry> selected = tab->selectedEntries();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.constFirst().path(), nodes.at(3));
        QCOMPARE(tab->details()->shownPath(), nodes.at(3));
        QCOMPARE(resets.count(), 0);
        // The overview's hold age starts again with the new holder.
        const LockSummary *summary = tab->connection()->locks()->summary(lock);
        QVERIFY(summary);
        QVERIFY(QDateTime::currentMSecsSinceEpoch() - summary->holdSinceMs < 5000);
    }

    void revokeWalkthroughWithCooperativeHolder()
    {
        const QString lock = m_base + QStringLiteral("/revocable");
        LOCKSCOPE_START_LOCK_CLIENT(holder, test::LockClientProcess::Kind::Kazoo, m_server->connectString());
        QVERIFY(!holder->request(QStringLiteral("watch-revoke ") + lock, QStringLiteral("acquired")).isEmpty());
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 1000);
        window.show();
        ConnectionTab *tab = openAndSelect(window, profile({lock}), lock, 1);
        QVERIFY(tab);
        const QString node = tab->connection()->queue()->entryAt(0).path();
        tab->selectNodes({node});
        QVERIFY(window.revokeAction()->isEnabled());
        window.revokeAction()->trigger();
        QPointer<RevokeDialog> dialog = waitForDialog<RevokeDialog>(&window);
        QVERIFY(dialog);
        dialog->setPayload(RevokePayload::Unlock);
        dialog->setDeadlineSeconds(10);
        dialog->setReason(QStringLiteral("widget test"));
        QSignalSpy outcome(dialog.data(), &RevokeDialog::outcomeReady);
        dialog->revokeButton()->click();
        QVERIFY(dialog->isRunning());
        QVERIFY(waitUntil([&] { return !outcome.isEmpty(); }, 15000));
        QCOMPARE(dialog->result()->outcome, AdminOutcome::Released);
        QVERIFY2(dialog->statusText().startsWith(QStringLiteral("Released")), qPrintable(dialog->statusText()));
        QVERIFY(!dialog->escalateButton()->isEnabled());
        QVERIFY(!holder->waitForLine(QStringLiteral("revoked"), 5000).isEmpty());
        QVERIFY(waitUntil([&] { return tab->connection()->queue()->rowOfPath(node) < 0; }, 10000));
        dialog->reject();

        // The audit log, read in the app, has the attempt.
        AuditLogDialog *audit = window.showAuditLog();
        QVERIFY(audit->recordCount() >= 1);
        bool found = false;
        for (int i = 0; i < audit->recordCount(); ++i)
            found |= audit->table()->topLevelItem(i)->text(4) == node;
        QVERIFY(found);
        audit->close();
    }

    void revokeEscalatesToForceDelete()
    {
        // A holder that ignores revocation: a plain node nobody releases.
        test::ZkWriter w(m_server->connectString());
        const QString lock = m_base + QStringLiteral("/stubborn");
        QCOMPARE(w.createPath(lock), ZkError::Ok);
        const QString holder = w.lockNode(lock + QStringLiteral("/lock-"));
        const QString waiter = w.lockNode(lock + QStringLiteral("/lock-"));
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 1000);
        window.show();
        ConnectionTab *tab = openAndSelect(window, profile({lock}), lock, 2);
        QVERIFY(tab);
        // By keyboard alone: Tab leaves the lock list, F6 reaches the queue, Home selects the
        // holder, Ctrl+R opens the revoke dialog.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTableView *list = tab->overview()->view();
        list->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(list));
        QTest::keyClick(list, Qt::Key_Tab);
        QVERIFY(QApplication::focusWidget() != list);
        QCOMPARE(tab->overview()->currentKey(), lock); // Tab moved the focus, not the selection
        for (int i = 0; i < 6 && QApplication::focusWidget() != tab->queueGraph(); ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(tab->queueGraph()));
        QTest::keyClick(tab->queueGraph(), Qt::Key_Home);
        QCOMPARE(tab->selectedEntries().size(), 1);
        QCOMPARE(tab->selectedEntries().constFirst().path(), holder);
        QTest::keyClick(tab->queueGraph(), Qt::Key_R, Qt::ControlModifier);
        QPointer<RevokeDialog> revoke = waitForDialog<RevokeDialog>(&window);
        QVERIFY(revoke);
        revoke->setDeadlineSeconds(1);
        // Tab to "Revoke", Space: the dialog's own keyboard path.
        revoke->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(revoke));
        tabTo(revoke->revokeButton());
        QTest::keyClick(revoke->revokeButton(), Qt::Key_Space);
        QVERIFY(waitUntil([&] { return revoke && revoke->result().has_value(); }, 15000));
        QCOMPARE(revoke->result()->outcome, AdminOutcome::StillHeld);
        QVERIFY(revoke->escalateButton()->isEnabled());
        // A stray Enter after a failed revoke closes the dialog; it never escalates.
        QSignalSpy escalation(revoke.data(), &RevokeDialog::escalationRequested);
        revoke->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(revoke));
        QVERIFY(QApplication::focusWidget() && QApplication::focusWidget() != revoke->escalateButton());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(waitUntil([&] { return !revoke || !revoke->isVisible(); }, 5000));
        QVERIFY(escalation.isEmpty());
        QVERIFY(window.findChildren<ForceDeleteDialog *>().isEmpty());
        QVERIFY(w.stat(holder));

        // The keyboard way: Ctrl+R again, Tab to "Revoke", Space; then Tab to "Force delete…", Space.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        tab->queueGraph()->setFocus();
        QTest::keyClick(tab->queueGraph(), Qt::Key_R, Qt::ControlModifier);
        revoke = waitForDialog<RevokeDialog>(&window);
        QVERIFY(revoke);
        revoke->setDeadlineSeconds(1);
        revoke->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(revoke));
        tabTo(revoke->revokeButton());
        QTest::keyClick(revoke->revokeButton(), Qt::Key_Space);
        QVERIFY(waitUntil([&] { return revoke && revoke->result().has_value(); }, 15000));
        QCOMPARE(revoke->result()->outcome, AdminOutcome::StillHeld);
        revoke->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(revoke));
        tabTo(revoke->escalateButton());
        // The revocation request is visible in the queue.
        QVERIFY(waitUntil(
            [&] {
                const int row = tab->connection()->queue()->rowOfPath(holder);
                return row >= 0 && tab->connection()->queue()->entryAt(row).revocationRequested;
            },
            5000));

        QTest::keyClick(revoke->escalateButton(), Qt::Key_Space);
        QPointer<ForceDeleteDialog> confirm = waitForDialog<ForceDeleteDialog>(&window);
        QVERIFY(confirm);
        QVERIFY(confirm->deleteButton() != QApplication::focusWidget() && !confirm->deleteButton()->isDefault());
        const std::optional<NodeStat> stat = w.stat(holder);
        QVERIFY(stat);
        const QString text = confirm->confirmationText();
        QVERIFY2(text.contains(holder), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("version %1").arg(stat->version)), qPrintable(text));
        QVERIFY2(text.contains(formatSessionId(w.session().sessionId())), qPrintable(text));
        QSignalSpy deleted(confirm.data(), &ForceDeleteDialog::deleted);
        confirm->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(confirm));
        tabTo(confirm->deleteButton());
        QTest::keyClick(confirm->deleteButton(), Qt::Key_Space);
        QVERIFY(waitUntil([&] { return !deleted.isEmpty(); }, 10000));
        QCOMPARE(confirm->results().size(), 1);
        QCOMPARE(confirm->results().constFirst().outcome, AdminOutcome::Done);
        QVERIFY(!w.stat(holder));
        // The waiter now holds, and the view shows it.
        QVERIFY(waitUntil(
            [&] {
                QueueModel *q = tab->connection()->queue();
                return q->rowCount() == 1 && q->entryAt(0).path() == waiter
                    && q->entryAt(0).state == EntryState::Holding;
            },
            10000));
        confirm->reject();
    }

    void forceDeleteOfAPersistentNodeNamesNoSession()
    {
        const ForceDeleteDialog persistent(
            nullptr, {{QStringLiteral("/app/locks/lock-0000000001"), 3, 0, QStringLiteral("holding")}});
        QVERIFY2(persistent.confirmationText().contains(QStringLiteral("No session owns it (persistent)")),
                 qPrintable(persistent.confirmationText()));
        QVERIFY(!persistent.confirmationText().contains(QStringLiteral("session persistent")));
        const ForceDeleteDialog owned(
            nullptr,
            {{QStringLiteral("/app/locks/lock-0000000002"), 0, 0x0100000000000007LL, QStringLiteral("waiting")}});
        QVERIFY2(owned.confirmationText().contains(QStringLiteral("owned by session 0x0100000000000007")),
                 qPrintable(owned.confirmationText()));
    }

    void forceDeleteOfASelectionIsOneConfirmation()
    {
        test::ZkWriter w(m_server->connectString());
        const QString lock = m_base + QStringLiteral("/crowd");
        QCOMPARE(w.createPath(lock), ZkError::Ok);
        QStringList nodes;
        for (int i = 0; i < 5; ++i)
            nodes << w.lockNode(lock + QStringLiteral("/lock-"));
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 1000);
        window.show();
        ConnectionTab *tab = openAndSelect(window, profile({lock}), lock, 5);
        QVERIFY(tab);
        // Multi-select in the queue table: Ctrl+click two waiters.
        tab->queueTabs()->setCurrentWidget(tab->queueTable());
        QTableView *table = tab->queueTable();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(table->model()->index(2, 1)).center());
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier,
                          table->visualRect(table->model()->index(4, 1)).center());
        QCOMPARE(tab->selectedEntries().size(), 2);
        QVERIFY(!window.revokeAction()->isEnabled()); // revoke is for one holder
        QVERIFY(window.forceDeleteAction()->isEnabled());

        window.forceDeleteAction()->trigger();
        QPointer<ForceDeleteDialog> confirm = waitForDialog<ForceDeleteDialog>(&window);
        QVERIFY(confirm);
        QCOMPARE(window.findChildren<ForceDeleteDialog *>().size(), 1);
        QVERIFY(confirm->confirmationText().contains(QStringLiteral("2 nodes")));
        QVERIFY(confirm->deleteButton()->text().contains(QStringLiteral("2")));
        // Enter does not delete: the safe button is the default.
        QVERIFY(!confirm->deleteButton()->isDefault());
        confirm->setReason(QStringLiteral("cleanup"));
        QSignalSpy deleted(confirm.data(), &ForceDeleteDialog::deleted);
        confirm->confirm();
        QVERIFY(waitUntil([&] { return !deleted.isEmpty(); }, 10000));
        QCOMPARE(confirm->results().size(), 2);
        QCOMPARE(confirm->results().at(0).path, nodes.at(2));
        QCOMPARE(confirm->results().at(1).path, nodes.at(4));
        QVERIFY(isSuccess(confirm->results().at(0).outcome));
        QVERIFY(isSuccess(confirm->results().at(1).outcome));
        QVERIFY(waitUntil([&] { return tab->connection()->queue()->rowCount() == 3; }, 10000));
        QVERIFY(!w.stat(nodes.at(2)) && !w.stat(nodes.at(4)) && w.stat(nodes.at(3)));
        confirm->reject();
    }

    void readOnlyDisablesEveryWriteAction()
    {
        test::ZkWriter w(m_server->connectString());
        const QString lock = m_base + QStringLiteral("/guarded");
        QCOMPARE(w.createPath(lock), ZkError::Ok);
        const QString holder = w.lockNode(lock + QStringLiteral("/lock-"));
        w.lockNode(lock + QStringLiteral("/lock-"));
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 1000);
        window.show();
        ConnectionTab *tab = openAndSelect(window, profile({lock}, {}, true), lock, 2);
        QVERIFY(tab);
        tab->selectNodes({holder});
        QCOMPARE(tab->selectedEntries().size(), 1);

        // Visible at all times: in the tab, in the status bar, in the tab's title.
        QVERIFY(tab->readOnlyBadge()->isVisibleTo(&window));
        QVERIFY(window.statusReadOnlyBadge()->isVisibleTo(&window));
        QVERIFY(window.tabWidget()->tabText(0).contains(QStringLiteral("read-only")));

        const QList<QAction *> writes = window.writeActions();
        QCOMPARE(writes.size(), 2);
        for (QAction *action : writes)
            QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
        // The context menu offers the same, disabled, actions.
        const QList<QAction *> menuActions = window.contextMenu()->actions();
        for (QAction *action : writes) {
            QVERIFY(menuActions.contains(action));
            QVERIFY(!action->isEnabled());
        }
        // Shortcuts and direct calls do nothing either.
        for (QAction *action : writes)
            action->trigger();
        QVERIFY(!tab->revokeSelected());
        QVERIFY(!tab->forceDeleteSelected());
        QTest::qWait(100);
        QVERIFY(window.findChildren<RevokeDialog *>().isEmpty());
        QVERIFY(window.findChildren<ForceDeleteDialog *>().isEmpty());
        QVERIFY(tab->connection()->admin()->isReadOnly());
        // Reading still works.
        QVERIFY(window.copyPathAction()->isEnabled());
        QVERIFY(w.stat(holder));

        // A second, writable connection in another tab has its actions back.
        ConnectionTab *writable = openAndSelect(window, profile({lock}), lock, 2);
        QVERIFY(writable);
        writable->selectNodes({holder});
        QVERIFY(window.revokeAction()->isEnabled());
        QVERIFY(!window.statusReadOnlyBadge()->isVisibleTo(&window));
        window.tabWidget()->setCurrentWidget(tab);
        QVERIFY(!window.revokeAction()->isEnabled());
        QVERIFY(window.statusReadOnlyBadge()->isVisibleTo(&window));
    }

    void connectDialogSavesProfiles()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 1000);
        window.show();
        QPointer<ConnectDialog> dialog = window.showConnectDialog();
        ConnectionProfile p = profile({}, {m_base});
        p.name = QStringLiteral("saved-%1").arg(m_case);
        p.authUser = QStringLiteral("ops");
        p.authPassword = QStringLiteral("secret");
        dialog->setProfile(p);
        QVERIFY(dialog->saveCurrentProfile());
        dialog->reject();
        QVERIFY(waitUntil([&] { return dialog.isNull(); }, 2000));

        dialog = window.showConnectDialog();
        QListWidget *list = dialog->profileList();
        int row = -1;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->text().startsWith(p.name))
                row = i;
        }
        QVERIFY(row >= 0);
        list->setCurrentRow(row);
        const ConnectionProfile loaded = dialog->profile();
        QCOMPARE(loaded.connectString, p.connectString);
        QCOMPARE(loaded.discover, p.discover);
        QCOMPARE(loaded.authUser, QStringLiteral("ops"));
        QVERIFY(loaded.authPassword.isEmpty()); // not kept unless asked
        QCOMPARE(loaded.adminPort, p.adminPort);
        dialog->setProfile(profile({}, {m_base}));
        dialog->accept();
        QVERIFY(waitUntil([&] { return window.tabWidget()->count() == 1; }, 5000));
        QVERIFY(waitUntil([&] { return window.currentTab()->connection()->isSynced(); }, 10000));
    }

    void connectDialogKeepsSecurityButNeverTheSaslPassword()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.show();
        QStringList pem;
        for (const QString &name : {QStringLiteral("ca.pem"), QStringLiteral("me.pem"), QStringLiteral("me.key")}) {
            QFile file(m_dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            pem.append(file.fileName());
        }
        ConnectionProfile tls = profile({}, {m_base});
        tls.name = QStringLiteral("tls-%1").arg(m_case);
        tls.tls = {pem[0], pem[1], pem[2]};
        ConnectionProfile sasl = profile({}, {m_base});
        sasl.name = QStringLiteral("sasl-%1").arg(m_case);
        sasl.sasl = *SaslSettings::parse(QStringLiteral("DIGEST-MD5:ops:sasl-secret-%1").arg(m_case));
        QPointer<ConnectDialog> dialog = window.showConnectDialog();
        for (const ConnectionProfile &p : {tls, sasl}) {
            dialog->setProfile(p);
            QCOMPARE(dialog->profile().tls, p.tls);
            QCOMPARE(dialog->profile().sasl, p.sasl);
            QVERIFY(dialog->saveCurrentProfile());
        }
        dialog->reject();
        QVERIFY(waitUntil([&] { return dialog.isNull(); }, 2000));

        QList<ConnectionProfile> saved = ProfileStore().profiles();
        const auto find = [&](const QString &name) {
            return *std::find_if(saved.begin(), saved.end(),
                                 [&](const ConnectionProfile &p) { return p.name == name; });
        };
        QCOMPARE(find(tls.name).tls, tls.tls);
        const SaslSettings loaded = find(sasl.name).sasl;
        QCOMPARE(loaded.mechanism, QStringLiteral("DIGEST-MD5"));
        QCOMPARE(loaded.user, QStringLiteral("ops"));
        QVERIFY(loaded.password.isEmpty());
        QFile settings(QSettings().fileName());
        QVERIFY(settings.open(QIODevice::ReadOnly));
        QVERIFY(!settings.readAll().contains(sasl.sasl.password.toUtf8()));
    }

    void ensembleAwayShowsStateAndResyncs()
    {
        // Last of the server-backed cases that share this server: it is restarted here.
        test::ZkWriter w(m_server->connectString());
        const QString lock = m_base + QStringLiteral("/away");
        QCOMPARE(w.createPath(lock), ZkError::Ok);
        // Persistent: the writer's session may not survive the outage, and its nodes must not
        // vanish between the look at the ensemble below and the check against it.
        QVERIFY(!w.lockNode(lock + QStringLiteral("/lock-"), CreateMode::PersistentSequential).isEmpty());
        QVERIFY(!w.lockNode(lock + QStringLiteral("/lock-"), CreateMode::PersistentSequential).isEmpty());
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.show();
        ConnectionTab *tab = openAndSelect(window, profile({lock}), lock, 2);
        QVERIFY(tab);
        const QString connected = QStringLiteral("connected to ") + m_server->connectString();
        QVERIFY(waitUntil([&] { return tab->stateBadge()->text() == connected; }, 10000));

        // The event loop keeps turning while the ensemble is away: a heartbeat never stalls. The
        // fixture's own stop() and restart() block, so they are left out of the measurement.
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0, worst = 0;
        bool measuring = false;
        QTimer heartbeat;
        heartbeat.setInterval(10);
        connect(&heartbeat, &QTimer::timeout, this, [&] {
            if (measuring)
                worst = qMax(worst, clock.elapsed() - last);
            last = clock.elapsed();
        });
        heartbeat.start();
        m_server->stop();
        last = clock.elapsed();
        measuring = true;
        QVERIFY(waitUntil([&] { return tab->stateBadge()->tone() != StateBadge::Tone::Good; }, 15000));
        QVERIFY2(tab->stateBadge()->text().contains(QStringLiteral("reconnecting"))
                     || tab->stateBadge()->text().contains(QStringLiteral("expired")),
                 qPrintable(tab->stateBadge()->text()));
        // Which member was lost, and that the locks still shown are those of that moment; the age
        // grows while the ensemble stays away.
        QVERIFY2(tab->stateBadge()->text().contains(m_server->connectString())
                     || tab->stateBadge()->text().contains(QStringLiteral("expired")),
                 qPrintable(tab->stateBadge()->text()));
        QVERIFY2(tab->stateBadge()->text().contains(QStringLiteral("; locks as of ")),
                 qPrintable(tab->stateBadge()->text()));
        QCOMPARE(tab->connection()->queue()->rowCount(), 2); // out of sight, not released
        // The age grows: at least 3 s within 6. The badge ticks once a second from any phase, so a
        // late tick on a loaded machine may skip one value; waiting for exactly "3 s" was flaky.
        const QRegularExpression age(QStringLiteral("locks as of (\\d+) s ago"));
        QVERIFY(waitUntil(
            [&] {
                const QRegularExpressionMatch shown = age.match(tab->stateBadge()->text());
                return shown.hasMatch() && shown.captured(1).toInt() >= 3;
            },
            6000));
        QVERIFY(!window.forceDeleteAction()->isEnabled());
        QTest::qWait(5000); // longer than the session timeout
        measuring = false;
        QVERIFY(m_server->restart());
        last = clock.elapsed();
        measuring = true;
        QVERIFY(waitUntil(
            [&] { return tab->connection()->state() == ConnectionState::Connected && tab->connection()->isSynced(); },
            30000));
        heartbeat.stop();
        // Measured and shown; the bound is far above what a busy machine's scheduling adds, and
        // below what one blocking call on the way would cost (waiting for a dead server takes at
        // least the 4 s session timeout).
        qInfo("longest event loop stall while the ensemble was away: %lld ms", worst);
        QVERIFY2(worst < 3000, qPrintable(QStringLiteral("event loop stalled for %1 ms").arg(worst)));
        QCOMPARE(tab->stateBadge()->text(), connected);
        // The view agrees with the ensemble as it is now, and follows changes made after the return.
        test::ZkWriter after(m_server->connectString());
        QVERIFY(after.isConnected());
        QVERIFY(!after.lockNode(lock + QStringLiteral("/lock-")).isEmpty());
        const std::optional<NodeStat> parent = after.stat(lock);
        QVERIFY(parent);
        QVERIFY(waitUntil([&] { return tab->connection()->queue()->rowCount() == parent->numChildren; }, 10000));
        QCOMPARE(parent->numChildren, 3); // the two from before the outage and the new one
    }

    void busyWindowScreenshot()
    {
        // Many locks of different shapes, one long queue, trouble markers: what an operator sees
        // on a busy ensemble. The screenshots are for a person to look at; the test checks they exist.
        test::ZkWriter w(m_server->connectString());
        const QString base = m_base + QStringLiteral("/app/locks");
        const QStringList names = {
            QStringLiteral("orders"),       QStringLiteral("payments"),        QStringLiteral("inventory"),
            QStringLiteral("shipping"),     QStringLiteral("invoices"),        QStringLiteral("reports"),
            QStringLiteral("users"),        QStringLiteral("sessions"),        QStringLiteral("catalog"),
            QStringLiteral("search-index"), QStringLiteral("billing/monthly"), QStringLiteral("billing/daily")};
        for (int i = 0; i < names.size(); ++i) {
            const QString lock = base + QLatin1Char('/') + names.at(i);
            QCOMPARE(w.createPath(lock), ZkError::Ok);
            for (int n = 0; n < 1 + (i * 7) % 5; ++n)
                w.lockNode(curatorPrefix(lock), CreateMode::EphemeralSequential, "10.0.0.5");
        }
        const QString rw = base + QStringLiteral("/schema");
        QCOMPARE(w.createPath(rw), ZkError::Ok);
        for (const char *kind : {"read-", "read-", "write-", "read-", "write-"})
            w.lockNode(rw + QLatin1Char('/') + QLatin1String(kind));
        const QString stale = base + QStringLiteral("/legacy");
        QCOMPARE(w.createPath(stale), ZkError::Ok);
        w.lockNode(stale + QStringLiteral("/lock_"), CreateMode::PersistentSequential);
        w.lockNode(stale + QStringLiteral("/lock_"), CreateMode::PersistentSequential);
        const QString revoked = base + QStringLiteral("/exports");
        QCOMPARE(w.createPath(revoked), ZkError::Ok);
        const QString revokedHolder = w.lockNode(curatorPrefix(revoked));
        w.lockNode(curatorPrefix(revoked));
        QCOMPARE(w.setData(revokedHolder, "__REVOKE__"), ZkError::Ok);
        const QString big = base + QStringLiteral("/batch-jobs");
        QCOMPARE(w.createPath(big), ZkError::Ok);
        QStringList bigNodes;
        for (int i = 0; i < 300; ++i)
            bigNodes << w.lockNode(curatorPrefix(big), CreateMode::EphemeralSequential, "10.0.3.17");

        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ConnectionTab *tab = openAndSelect(window, profile({}, {m_base}), big, 300);
        QVERIFY(tab);
        QVERIFY(waitUntil([&] { return tab->connection()->locks()->rowCount() == names.size() + 4; }, 10000));
        // Live churn: a hand-off and new waiters just before the picture.
        QCOMPARE(w.remove(bigNodes.at(0)), ZkError::Ok);
        w.lockNode(curatorPrefix(big));
        QVERIFY(waitUntil([&] { return tab->connection()->queue()->entryAt(0).path() == bigNodes.at(1); }, 10000));
        tab->selectNodes({bigNodes.at(3)});
        tab->queueTabs()->setCurrentWidget(tab->queueGraph());
        QTest::qWait(300);

        const QString dir = test::screenshotDirectory();
        const QString light = dir + QStringLiteral("/mainwindow-busy.png");
        QImage shot = window.grab().toImage();
        QVERIFY(!shot.isNull());
        QVERIFY(shot.save(light));
        qInfo("screenshot: %s", qPrintable(light));

        tab->queueTabs()->setCurrentWidget(tab->queueTable());
        const QString table = dir + QStringLiteral("/mainwindow-busy-table.png");
        QVERIFY(window.grab().save(table));
        qInfo("screenshot: %s", qPrintable(table));

        // The same in a dark palette: every colour must come from the palette to stay readable.
        const QPalette dark = test::darkPalette();
        const QPalette previous = QApplication::palette();
        QApplication::setPalette(dark);
        tab->queueTabs()->setCurrentWidget(tab->queueGraph());
        QTest::qWait(100);
        const QString darkPath = dir + QStringLiteral("/mainwindow-busy-dark.png");
        QVERIFY(window.grab().save(darkPath));
        qInfo("screenshot: %s", qPrintable(darkPath));
        QApplication::setPalette(previous);

        // A read-write lock: readers side by side in front, arrows to the writer they wait for.
        QVERIFY(tab->selectLock(rw));
        QVERIFY(waitUntil([&] { return tab->connection()->queue()->rowCount() == 5; }, 5000));
        QCOMPARE(tab->connection()->queue()->holderCount(), 2);
        tab->queueTabs()->setCurrentWidget(tab->queueGraph());
        QTest::qWait(100);
        const QString readWrite = dir + QStringLiteral("/mainwindow-readwrite.png");
        QVERIFY(window.grab().save(readWrite));
        qInfo("screenshot: %s", qPrintable(readWrite));
    }
};

LOCKSCOPE_TEST(TestMainWindow)

} // namespace tst_mainwindow
#include "tst_mainwindow.moc"
