// SPDX-License-Identifier: Apache-2.0

// The lower panes of a connection tab against a real ZooKeeper and real kazoo clients. Two
// clients deadlocked across two locks: the findings table shows the deadlock first and critical,
// the sessions table lists both clients, activating the finding selects its lock and nodes, the
// drawing shows the cycle, double-click or Enter on a session filters the locks on it, and
// everything clears when one client dies. Both models run under QAbstractItemModelTester
// throughout. The sessions' ages tick and sort as numbers. A client taking a lock in turns: a
// time range selected in the timeline filters the live events and the charts. Screenshots are
// for a person to look at.
#include "LockClientProcess.h"
#include "TestZooKeeper.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "diagnostics/LockDiagnostics.h"
#include "mainwindow/Connection.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/MainWindow.h"
#include "models/FindingModel.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "models/EventFeedModel.h"
#include "models/Formatting.h"
#include "models/SessionModel.h"
#include "charts/ContentionChartView.h"
#include "timeline/TimelinePanel.h"
#include "timeline/TimelineView.h"
#include "views/DeadlockGraphView.h"
#include "views/FindingDetailsPane.h"
#include "views/FindingsPanel.h"
#include "views/LocksOverview.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>

namespace tst_diagnosticspanels {

using namespace lockscope;
using namespace lockscope::ui;
using namespace Qt::StringLiterals;
using lockscope::test::LockClientProcess;
using lockscope::test::waitUntil;

namespace {

constexpr int kWaitMs = 20000;

int rowOfKind(const FindingModel *model, FindingKind kind)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->findingAt(row).kind == kind)
            return row;
    }
    return -1;
}

} // namespace

class TestDiagnosticsPanels : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LocalZooKeeper> m_server;
    QTemporaryDir m_dir;

    // The window at 1600×1000, shown, with a tab on the test's server watching `roots`.
    ConnectionTab *openTab(MainWindow &window, const QStringList &roots)
    {
        ConnectionProfile p;
        p.name = u"test ensemble"_s;
        p.connectString = m_server->connectString();
        p.roots = roots;
        p.sessionTimeoutMs = 4000;
        p.adminPort = int(m_server->adminPort());
        window.resize(1600, 1000);
        window.show();
        return QTest::qWaitForWindowExposed(&window) ? window.openConnection(p) : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }

    void deadlockShowsInFindingsSessionsAndGraph()
    {
        LOCKSCOPE_START_LOCK_CLIENT(first, LockClientProcess::Kind::Kazoo, m_server->connectString());
        // Killed below, and its session must expire within kWaitMs: a short one.
        LOCKSCOPE_START_LOCK_CLIENT(other, LockClientProcess::Kind::Kazoo, m_server->connectString(),
                                    LockClientProcess::kShortSessionTimeoutMs);
        const QString a = u"/app/locks/orders"_s;
        const QString b = u"/app/locks/payments"_s;
        QVERIFY2(!first->request(u"lock "_s + a, u"acquired "_s + a).isEmpty(), qPrintable(first->errorString()));
        QVERIFY2(!other->request(u"lock "_s + b, u"acquired "_s + b).isEmpty(), qPrintable(other->errorString()));
        QVERIFY2(!first->request(u"lock "_s + b, u"waiting "_s + b).isEmpty(), qPrintable(first->errorString()));
        QVERIFY2(!other->request(u"lock "_s + a, u"waiting "_s + a).isEmpty(), qPrintable(other->errorString()));
        QList<qint64> both{first->sessionId(), other->sessionId()};
        std::sort(both.begin(), both.end(), sessionIdLess);
        QVERIFY(both.at(0) != 0 && both.at(1) != 0);

        MainWindow window(m_dir.filePath(u"audit.jsonl"_s));
        ConnectionTab *tab = openTab(window, {a, b});
        QVERIFY(tab);
        Connection *connection = tab->connection();
        connection->locks()->setBatchIntervalMs(20);
        // From the first (empty) state on: every incremental change is checked.
        QAbstractItemModelTester findingsTester(connection->findings(),
                                                QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester sessionsTester(connection->sessions(),
                                                QAbstractItemModelTester::FailureReportingMode::QtTest);

        // The deadlock: first, critical, naming both sessions.
        FindingModel *findings = connection->findings();
        QVERIFY(waitUntil([&] { return rowOfKind(findings, FindingKind::Deadlock) >= 0; }, kWaitMs));
        QCOMPARE(rowOfKind(findings, FindingKind::Deadlock), 0);
        const QModelIndex deadlock = findings->index(0, FindingModel::SessionsColumn);
        QCOMPARE(FindingKind(deadlock.data(FindingModel::KindRole).toInt()), FindingKind::Deadlock);
        QCOMPARE(Severity(deadlock.data(FindingModel::SeverityRole).toInt()), Severity::Critical);
        QCOMPARE(findings->index(0, FindingModel::SeverityColumn).data().toString(), u"critical"_s);
        QVERIFY(!findings->index(0, FindingModel::SeverityColumn).data(Qt::DecorationRole).value<QIcon>().isNull());
        QCOMPARE(deadlock.data(FindingModel::SessionsRole).value<QList<qint64>>(), both);
        QCOMPARE(deadlock.data().toString(), formatSessionId(both.at(0)) + u", "_s + formatSessionId(both.at(1)));
        QCOMPARE(deadlock.data(FindingModel::LocksRole).toStringList(), (QStringList{a, b}));
        QVERIFY(!findings->index(0, FindingModel::DetailColumn).data().toString().isEmpty());
        QVERIFY(tab->bottomTabs()->tabText(tab->bottomTabs()->indexOf(tab->findingsPanel())).contains(u"critical"_s));

        // The overview marks both locks as critical, beside the path and in Problems.
        LockListModel *locks = connection->locks();
        for (const QString &lock : {a, b}) {
            QVERIFY(waitUntil(
                [&] {
                    const int row = locks->rowOfKey(lock);
                    return row >= 0
                        && locks->index(row, LockListModel::ProblemsColumn).data().toString().contains(u"deadlock"_s);
                },
                kWaitMs));
            const int row = locks->rowOfKey(lock);
            QVERIFY(locks->summaryAt(row).isCritical());
            QVERIFY(locks->index(row, LockListModel::LockColumn).data(LockListModel::HasProblemRole).toBool());
            QVERIFY(!locks->index(row, LockListModel::LockColumn).data(Qt::DecorationRole).value<QIcon>().isNull());
        }

        // Both sessions, each holding one node and waiting for one.
        SessionModel *sessions = connection->sessions();
        QVERIFY(waitUntil(
            [&] { return sessions->rowOfSession(both.at(0)) >= 0 && sessions->rowOfSession(both.at(1)) >= 0; },
            kWaitMs));
        for (qint64 id : std::as_const(both)) {
            const int row = sessions->rowOfSession(id);
            QCOMPARE(sessions->index(row, SessionModel::SessionColumn).data().toString(), formatSessionId(id));
            QCOMPARE(sessions->index(row, SessionModel::HoldingColumn).data().toInt(), 1);
            QCOMPARE(sessions->index(row, SessionModel::WaitingColumn).data().toInt(), 1);
            QVERIFY(sessions->index(row, SessionModel::HoldingColumn)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(u"/app/locks/"_s));
            QVERIFY(!sessions->index(row, SessionModel::SinceColumn).data().toString().isEmpty()); // its nodes' age
            QVERIFY(sessions->index(row, SessionModel::SinceColumn).data(SessionModel::SortRole).toLongLong() >= 0);
        }
        // The client addresses arrive from the AdminServer: kazoo runs on loopback.
        QVERIFY(waitUntil(
            [&] {
                return sessions->index(sessions->rowOfSession(both.at(0)), SessionModel::ClientColumn)
                    .data()
                    .toString()
                    .startsWith(u"127.0.0.1:"_s);
            },
            kWaitMs));

        // Selecting the finding draws the cycle: two sessions, an arrow each way.
        tab->bottomTabs()->setCurrentWidget(tab->findingsPanel());
        QTableView *table = tab->findingsPanel()->table();
        table->setFocus();
        table->selectionModel()->setCurrentIndex(findings->index(0, 0),
                                                 QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        DeadlockGraphView *graph = tab->findingsPanel()->graph();
        QVERIFY(graph->isVisible());
        QVERIFY(graph->cycle().has_value());
        QCOMPARE(graph->cycle()->sessions.size(), 2);
        QCOMPARE(graph->arrows().size(), 2);
        for (const DeadlockGraphView::Arrow &arrow : graph->arrows()) {
            QVERIFY(arrow.from != arrow.to);
            QCOMPARE(arrow.locks.size(), 1);
        }

        // Enter on the finding: its first lock in the overview, its nodes there in the queue.
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(tab->overview()->currentKey(), a);
        QCOMPARE(connection->selectedLock(), a);
        const QStringList nodes = findings->findingAt(0).nodes.paths();
        const QList<LockEntry> selected = tab->selectedEntries();
        QCOMPARE(selected.size(), 2); // the holder and the waiter of the cycle in this lock
        for (const LockEntry &entry : selected)
            QVERIFY2(nodes.contains(entry.path()), qPrintable(entry.path()));

        // Pictures for a person: light, then dark.
        QTest::qWait(200);
        const QString dir = test::screenshotDirectory();
        const QString light = dir + u"/diagnostics-panels.png"_s;
        QVERIFY(tab->grab().save(light));
        qInfo("screenshot: %s", qPrintable(light));
        const QPalette previous = QApplication::palette();
        QApplication::setPalette(test::darkPalette());
        QTest::qWait(100);
        const QString dark = dir + u"/diagnostics-panels-dark.png"_s;
        QVERIFY(tab->grab().save(dark));
        qInfo("screenshot: %s", qPrintable(dark));
        QApplication::setPalette(previous);
        QTest::qWait(100);
        tab->bottomTabs()->setCurrentWidget(tab->sessionsView());
        const QString sessionsShot = dir + u"/diagnostics-sessions.png"_s;
        QVERIFY(tab->grab().save(sessionsShot));
        qInfo("screenshot: %s", qPrintable(sessionsShot));

        // Double-click on a session: the lock list shows that session's locks, opened again if it
        // was dragged shut; Enter on another does the same for it.
        auto *overviewSplitter = qobject_cast<QSplitter *>(tab->overview()->parentWidget());
        QVERIFY(overviewSplitter);
        overviewSplitter->setSizes({0, overviewSplitter->width()});
        QCOMPARE(overviewSplitter->sizes().at(0), 0);
        QTableView *sessionsView = tab->sessionsView();
        const QModelIndex firstSession =
            sessions->index(sessions->rowOfSession(both.at(0)), SessionModel::ClientColumn);
        const QPoint at = sessionsView->visualRect(firstSession).center();
        // The press makes the double-click one on this row: QTest sends the double-click alone.
        QTest::mouseClick(sessionsView->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(sessionsView->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(tab->overview()->filterEdit()->text(), formatSessionId(both.at(0)));
        QVERIFY(overviewSplitter->sizes().at(0) > 0);
        QCOMPARE(tab->overview()->proxy()->rowCount(), 2); // in the deadlock, each has a node in both
        QVERIFY(tab->overview()->currentKey() == a || tab->overview()->currentKey() == b);
        sessionsView->setFocus();
        sessionsView->setCurrentIndex(sessions->index(sessions->rowOfSession(both.at(1)), 0));
        QTest::keyClick(sessionsView, Qt::Key_Return);
        QCOMPARE(tab->overview()->filterEdit()->text(), formatSessionId(both.at(1)));
        tab->overview()->filterEdit()->clear();
        tab->bottomTabs()->setCurrentWidget(tab->findingsPanel());

        // One client dies: its session expires, the cycle is broken, the row and drawing go.
        other->kill();
        QVERIFY(waitUntil([&] { return rowOfKind(findings, FindingKind::Deadlock) < 0; }, kWaitMs));
        QVERIFY(!graph->isVisible() || !graph->cycle().has_value());
        QVERIFY(waitUntil([&] { return sessions->rowOfSession(other->sessionId()) < 0; }, kWaitMs));
        QVERIFY(sessions->rowOfSession(first->sessionId()) >= 0);
        // ...and so does the overview's deadlock marker.
        QVERIFY(waitUntil(
            [&] {
                const int row = locks->rowOfKey(a);
                return row >= 0 && !locks->summaryAt(row).isCritical()
                    && !locks->index(row, LockListModel::ProblemsColumn).data().toString().contains(u"deadlock"_s);
            },
            kWaitMs));
    }

    // A session's age is that of its oldest node (ZooKeeper publishes no session start): shown
    // as the lock list shows ages, sorted as milliseconds, and ticking each second by
    // dataChanged on that column alone, while there are sessions.
    void sessionAgeTicksAndSortsAsNumber()
    {
        SessionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        qint64 now = 1'700'000'000'000;
        model.setClock([&now] { return now; });
        const SessionInfo old{0x0100000a02b00001LL,
                              u"10.0.0.1:40001"_s,
                              {},
                              {NodeRef::fromPath(u"/app/locks/orders/lock-0000000001"_s)},
                              {},
                              {},
                              now - 3 * 3'600'000};
        const SessionInfo recent{
            0x0100000a02b00002LL, {}, {}, {}, {NodeRef::fromPath(u"/app/locks/orders/lock-0000000002"_s)}, {},
            now - 9'000};
        const SessionInfo watcher{0x0100000a02b00003LL, {}, {}, {}, {}, QStringList{u"/app/locks/orders"_s}, {}};
        model.setSessions({watcher, recent, old});

        const auto since = [&](const SessionInfo &s) {
            return model.index(model.rowOfSession(s.session), SessionModel::SinceColumn);
        };
        QCOMPARE(since(old).data().toString(), formatAge(3 * 3'600'000));
        QCOMPARE(since(recent).data().toString(), formatAge(9'000));
        QCOMPARE(since(watcher).data().toString(), QString()); // no node: no age
        QCOMPARE(since(old).data(SessionModel::SortRole).toLongLong(), 3 * 3'600'000LL);
        QCOMPARE(since(recent).data(SessionModel::SortRole).toLongLong(), 9'000LL);
        QCOMPARE(since(watcher).data(SessionModel::SortRole).toLongLong(), -1LL);
        QVERIFY(since(old).data(Qt::ToolTipRole).toString().contains(formatTimestamp(*old.oldestNodeCtimeMs)));
        QCOMPARE(model.headerData(SessionModel::SinceColumn, Qt::Horizontal).toString(), u"Since"_s);
        QVERIFY(model.headerData(SessionModel::SinceColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(u"ZooKeeper"_s));
        QCOMPARE(model.headerData(SessionModel::SinceColumn, Qt::Horizontal, Qt::InitialSortOrderRole).toInt(),
                 int(Qt::DescendingOrder));

        // Sorted through a proxy on the sort role: numbers, not the text ("3 h 00 min" < "9 s").
        QSortFilterProxyModel sorted;
        sorted.setSourceModel(&model);
        sorted.setSortRole(SessionModel::SortRole);
        sorted.sort(SessionModel::SinceColumn, Qt::DescendingOrder);
        QCOMPARE(sorted.index(0, SessionModel::SessionColumn).data(SessionModel::SessionIdRole).toLongLong(),
                 old.session);
        QCOMPARE(sorted.index(1, SessionModel::SessionColumn).data(SessionModel::SessionIdRole).toLongLong(),
                 recent.session);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        now += 60'000;
        QVERIFY(changed.wait(1500));
        QCOMPARE(changed.first().at(0).toModelIndex(), model.index(0, SessionModel::SinceColumn));
        QCOMPARE(changed.first().at(1).toModelIndex(), model.index(model.rowCount() - 1, SessionModel::SinceColumn));
        QCOMPARE(since(recent).data().toString(), formatAge(69'000));

        model.setSessions({});
        changed.clear();
        QVERIFY(!changed.wait(1300)); // no sessions: no ticks
    }

    // A gone session's finding counts down to the expiry the leader gave, each second, by
    // dataChanged on its detail alone; a finding without an expiry starts no timer.
    void deadHolderCountsDownToItsExpiry()
    {
        FindingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        qint64 now = 1'700'000'000'000;
        model.setClock([&now] { return now; });
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        Finding dead;
        dead.kind = FindingKind::DeadHolder;
        dead.severity = Severity::Warning;
        dead.sessions = {0x0100000a02b00001LL};
        dead.nodes = {u"/service/pg/leader"_s};
        dead.detail = u"session 0x0100000a02b00001 has been served by no member"_s;
        model.resetFindings({});
        QVERIFY(!changed.wait(1300)); // nothing to count down to: no ticks

        dead.expiresAtMs = now + 5'000;
        model.applyChanges({{dead}, {}, {}});
        const QModelIndex detail = model.index(0, FindingModel::DetailColumn);
        QVERIFY2(detail.data().toString().startsWith(u"expires in 5 s · session 0x0100000a02b00001"_s),
                 qPrintable(detail.data().toString()));
        now += 3'200;
        changed.clear();
        QVERIFY(changed.wait(1500));
        QCOMPARE(changed.first().at(0).toModelIndex(), detail);
        QCOMPARE(changed.first().at(1).toModelIndex(), detail);
        QVERIFY2(detail.data().toString().startsWith(u"expires in 2 s"_s), qPrintable(detail.data().toString()));
        now += 4'000;
        QVERIFY2(detail.data().toString().startsWith(u"expiry overdue by 2 s"_s), qPrintable(detail.data().toString()));
        model.applyChanges({{}, {}, {dead}});
        QCOMPARE(model.rowCount(), 0);
        changed.clear();
        QVERIFY(!changed.wait(1300)); // the last countdown went with its row
    }

    // Shift+drag over the middle of three turns selects them alone: the feed shows only their
    // events, the charts only their time; Escape shows everything again.
    void timeRangeFiltersEventsAndCharts()
    {
        LOCKSCOPE_START_LOCK_CLIENT(client, LockClientProcess::Kind::Kazoo, m_server->connectString());
        const QString lock = u"/range/lock"_s;
        MainWindow window(m_dir.filePath(u"audit.jsonl"_s));
        ConnectionTab *tab = openTab(window, {lock});
        QVERIFY(tab);
        EventFeedModel *feed = tab->connection()->events();
        QVERIFY(waitUntil([&] { return tab->connection()->isSynced(); }, kWaitMs));
        for (int turn = 0; turn < 3; ++turn) {
            QVERIFY(!client->request(u"lock "_s + lock, u"acquired "_s + lock).isEmpty());
            QTest::qWait(200); // held long enough for the monitor to see it held
            QVERIFY(!client->request(u"release "_s + lock, u"released"_s).isEmpty());
            QTest::qWait(700); // turns apart in time, so the range's ends fall between them
        }
        // Each turn leaves its events within 200 ms; turns are 700 ms apart.
        QList<qint64> times;
        QList<qint64> gaps; // the middles of the pauses between turns
        const auto readFeed = [&] {
            times.clear();
            gaps.clear();
            for (int row = 0; row < feed->rowCount(); ++row) {
                if (feed->index(row, 0).data(EventFeedModel::LockKeyRole).toString() == lock)
                    times << feed->index(row, 0).data(EventFeedModel::EventTimeRole).toLongLong();
            }
            std::sort(times.begin(), times.end());
            for (qsizetype i = 1; i < times.size(); ++i) {
                if (times[i] - times[i - 1] > 400)
                    gaps << (times[i] + times[i - 1]) / 2;
            }
            return gaps.size() >= 2;
        };
        QVERIFY2(
            waitUntil([&] { return readFeed() && tab->selectLock(lock); }, kWaitMs),
            qPrintable(u"%1 events, %2 locks"_s.arg(feed->rowCount()).arg(tab->connection()->locks()->rowCount())));
        tab->bottomTabs()->setCurrentWidget(tab->timeline());
        TimelineView *view = tab->timeline()->timeline();
        QVERIFY(waitUntil([&] { return view->laneCount() > 0; }, kWaitMs));
        QTest::keyClick(view, Qt::Key_Home); // the whole record, standing still
        const int y = view->geometry().laneRect(0).center().y();
        const QPoint from(int(view->geometry().xOf(gaps[0])), y);
        const QPoint to(int(view->geometry().xOf(gaps[1])), y);
        QAbstractItemModelTester tester(tab->eventsView()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTest::mousePress(view, Qt::LeftButton, Qt::ShiftModifier, from);
        QTest::mouseMove(view, to);
        QTest::mouseRelease(view, Qt::LeftButton, Qt::ShiftModifier, to);

        const std::optional<TimeRange> range = view->selectedRange();
        QVERIFY(range);
        QCOMPARE(tab->charts()->selectedRange(), range);
        QVERIFY(tab->timeline()->clearRangeButton()->isVisible());
        int inRange = 0;
        for (int row = 0; row < feed->rowCount(); ++row)
            inRange += range->contains(feed->index(row, 0).data(EventFeedModel::EventTimeRole).toLongLong());
        QVERIFY2(inRange > 0 && inRange < feed->rowCount(),
                 qPrintable(u"%1 of %2"_s.arg(inRange).arg(feed->rowCount())));
        QCOMPARE(tab->eventsView()->model()->rowCount(), inRange);

        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->selectedRange() && !tab->charts()->selectedRange());
        QCOMPARE(tab->eventsView()->model()->rowCount(), feed->rowCount());
        QVERIFY(!tab->timeline()->clearRangeButton()->isVisible());
    }

    // The expert pane reads the whole finding, and offers as buttons only the actions its remedy
    // names: a gone session's node can be force-deleted (after the usual confirmation), a herd's
    // cannot; nothing that writes in read-only mode.
    void findingPaneShowsAllAndOffersItsRemedy()
    {
        FindingModel model;
        Finding dead;
        dead.kind = FindingKind::DeadHolder;
        dead.severity = Severity::Warning;
        dead.sessions = {0x0100000a02b00001LL};
        dead.locks = {u"/app/locks/orders"_s};
        dead.nodes = {u"/app/locks/orders/lock-0000000001"_s, u"/other/lock-0000000002"_s};
        dead.detail = u"session 0x0100000a02b00001 has been served by no member of the ensemble for 12 s (every "
                      u"member answered): its process is gone or cut off, and its 2 nodes stay until the session "
                      u"expires: it holds /app/locks/orders; wait for the session to expire"_s;
        Finding herd;
        herd.kind = FindingKind::Herd;
        herd.severity = Severity::Warning;
        herd.locks = {u"/app/locks/jobs"_s};
        herd.nodes = {u"/app/locks/jobs/lock-0000000003"_s};
        herd.watchers = 9;
        herd.detail = u"9 sessions watch /app/locks/jobs/lock-0000000003 (herd effect)"_s;
        model.applyChanges({{dead, herd}, {}, {}});
        const int deadRow = rowOfKind(&model, FindingKind::DeadHolder);
        const int herdRow = rowOfKind(&model, FindingKind::Herd);

        FindingDetailsPane pane;
        pane.showFinding(model.index(deadRow, FindingModel::KindColumn));
        const QString text = pane.text()->text();
        QVERIFY2(text.contains(u"wait for the session to expire"_s), qPrintable(text)); // the whole detail
        QVERIFY2(text.contains(u"force-delete the exact node it holds"_s), qPrintable(text)); // the remedy
        QVERIFY(pane.text()->wordWrap());
        QVERIFY(pane.forceDeleteButton()->isEnabled() && !pane.revokeButton()->isEnabled());
        QVERIFY(!pane.forceDeleteButton()->autoDefault());
        QSignalSpy deleteAsked(&pane, &FindingDetailsPane::forceDeleteRequested);
        QSignalSpy filterAsked(&pane, &FindingDetailsPane::sessionFilterRequested);
        pane.forceDeleteButton()->click();
        QCOMPARE(deleteAsked.size(), 1);
        QCOMPARE(deleteAsked.first().at(0).toString(), u"/app/locks/orders"_s);
        QCOMPARE(deleteAsked.first().at(1).toStringList(), QStringList{u"/app/locks/orders/lock-0000000001"_s});
        pane.filterButton()->click();
        QCOMPARE(filterAsked.first().at(0).toLongLong(), 0x0100000a02b00001LL);
        pane.setWritable(false);
        QVERIFY(!pane.forceDeleteButton()->isEnabled());

        pane.setWritable(true);
        pane.showFinding(model.index(herdRow, FindingModel::DetailColumn));
        QVERIFY(!pane.forceDeleteButton()->isEnabled() && !pane.revokeButton()->isEnabled());
        QVERIFY(pane.showButton()->isEnabled() && !pane.filterButton()->isEnabled());
        pane.showFinding({});
        QVERIFY(!pane.showButton()->isEnabled());
    }
};

LOCKSCOPE_TEST(TestDiagnosticsPanels)

} // namespace tst_diagnosticspanels
#include "tst_diagnosticspanels.moc"
