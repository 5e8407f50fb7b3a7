// SPDX-License-Identifier: Apache-2.0

// The GUI's models under QAbstractItemModelTester: fed by a real LockMonitor on a real ZooKeeper,
// and by made-up queues for shapes a server is slow to produce (reshuffles, 10,000 waiters).
#include "SyntheticQueues.h"
#include "TestZooKeeper.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "audit/AuditLog.h"
#include "mainwindow/Connection.h"
#include "models/EventFeedModel.h"
#include "models/SeverityIcon.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "monitor/LockMonitor.h"
#include "views/QueueGraphView.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>

namespace tst_guimodels {

using namespace lockscope;
using namespace lockscope::ui;
using lockscope::test::waitUntil;
using namespace Qt::StringLiterals;

namespace {

QStringList queuePaths(const QueueModel &model)
{
    QStringList paths;
    for (int r = 0; r < model.rowCount(); ++r)
        paths << model.index(r, 0).data(QueueModel::PathRole).toString();
    return paths;
}

QStringList entryPaths(const LockQueue &queue)
{
    QStringList paths;
    for (const LockEntry &e : queue.entries)
        paths << e.path();
    return paths;
}

int rowOf(const LockListModel &model, const QString &key)
{
    return model.rowOfKey(key);
}

} // namespace

class TestGuiModels : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LocalZooKeeper> m_server;
    QTemporaryDir m_auditDir;

    ConnectionProfile profileFor(const QStringList &roots, const QStringList &discover = {}) const
    {
        ConnectionProfile p;
        p.connectString = m_server->connectString();
        p.roots = roots;
        p.discover = discover;
        p.sessionTimeoutMs = 4000;
        p.adminPort = int(m_server->adminPort());
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }

    void lockListFollowsMonitorIncrementally()
    {
        test::ZkWriter w(m_server->connectString());
        QVERIFY(w.isConnected());
        QCOMPARE(w.createPath(QStringLiteral("/list/a")), ZkError::Ok);
        QCOMPARE(w.createPath(QStringLiteral("/list/b")), ZkError::Ok);
        const QString a1 = w.lockNode(QStringLiteral("/list/a/lock-"));
        w.lockNode(QStringLiteral("/list/a/lock-"));
        w.lockNode(QStringLiteral("/list/b/lock-"));

        AuditLog audit(m_auditDir.filePath(QStringLiteral("audit.jsonl")));
        Connection connection(profileFor({}, {QStringLiteral("/list")}), &audit);
        LockListModel *model = connection.locks();
        model->setBatchIntervalMs(20);
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QVERIFY(connection.open());
        QVERIFY(waitUntil([&] { return model->rowCount() == 2; }, 15000));

        const int rowA = rowOf(*model, QStringLiteral("/list/a"));
        QVERIFY(rowA >= 0);
        QCOMPARE(model->index(rowA, LockListModel::HoldersColumn).data().toInt(), 1);
        QCOMPARE(model->index(rowA, LockListModel::WaitersColumn).data().toInt(), 1);
        QCOMPARE(model->index(rowA, LockListModel::LockColumn).data().toString(), QStringLiteral("/list/a"));
        QVERIFY(!model->index(rowA, LockListModel::LongestWaitColumn).data().toString().isEmpty());
        const QPersistentModelIndex b = model->index(rowOf(*model, QStringLiteral("/list/b")), 0);

        // A lock appearing before /list/b shifts it: the persistent index must follow.
        QCOMPARE(w.createPath(QStringLiteral("/list/aa")), ZkError::Ok);
        w.lockNode(QStringLiteral("/list/aa/lock-"));
        QVERIFY(waitUntil([&] { return model->rowCount() == 3; }, 10000));
        QVERIFY(b.isValid());
        QCOMPARE(b.data(LockListModel::KeyRole).toString(), QStringLiteral("/list/b"));

        // A stale persistent lock node is flagged.
        w.lockNode(QStringLiteral("/list/b/lock-"), CreateMode::PersistentSequential);
        QVERIFY(waitUntil([&] { return b.data(LockListModel::HasProblemRole).toBool(); }, 10000));
        QVERIFY(model->index(b.row(), LockListModel::ProblemsColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("persistent")));

        // The holder goes: the waiter of /list/a is promoted, in place.
        QVERIFY(w.remove(a1) == ZkError::Ok);
        QVERIFY(waitUntil(
            [&] {
                const int row = rowOf(*model, QStringLiteral("/list/a"));
                return row >= 0 && model->index(row, LockListModel::WaitersColumn).data().toInt() == 0
                    && model->index(row, LockListModel::HoldersColumn).data().toInt() == 1;
            },
            10000));
        QCOMPARE(resets.count(), 0);
    }

    void queueFollowsMonitorAndHighlightsHandOff()
    {
        test::ZkWriter w(m_server->connectString());
        QCOMPARE(w.createPath(QStringLiteral("/queue/lock")), ZkError::Ok);
        QStringList nodes;
        for (int i = 0; i < 4; ++i)
            nodes << w.lockNode(QStringLiteral("/queue/lock/lock-"));

        AuditLog audit(m_auditDir.filePath(QStringLiteral("audit.jsonl")));
        Connection connection(profileFor({QStringLiteral("/queue/lock")}), &audit);
        connection.locks()->setBatchIntervalMs(20);
        QueueModel *queue = connection.queue();
        QAbstractItemModelTester queueTester(queue, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester eventsTester(connection.events(),
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(connection.open());
        QVERIFY(waitUntil([&] { return connection.locks()->rowCount() == 1; }, 15000));
        connection.selectLock(QStringLiteral("/queue/lock"));
        QCOMPARE(queuePaths(*queue), nodes);
        QCOMPARE(queue->index(0, QueueModel::StateColumn).data().toString(), QStringLiteral("holding"));
        QCOMPARE(queue->index(2, QueueModel::PositionColumn).data().toString(), QStringLiteral("2"));
        QCOMPARE(queue->index(1, QueueModel::WaitsForColumn).data().toString(),
                 nodes.at(0).section(QLatin1Char('/'), -1));

        QSignalSpy resets(queue, &QAbstractItemModel::modelReset);
        QSignalSpy handOffs(queue, &QueueModel::handedOff);
        // The highlight lasts kHighlightMs: looked at as the hand-off is announced, so that a
        // stalled test cannot see it after it has faded.
        std::optional<std::pair<bool, bool>> highlightedAtHandOff; // row 0, row 1
        QObject handOffWatch; // ends the connection before what it writes to goes
        connect(queue, &QueueModel::handedOff, &handOffWatch, [&] {
            if (!highlightedAtHandOff && queue->rowCount() >= 2)
                highlightedAtHandOff = std::pair(queue->index(0, 0).data(QueueModel::HighlightRole).toBool(),
                                                 queue->index(1, 0).data(QueueModel::HighlightRole).toBool());
        });
        const QPersistentModelIndex last = queue->index(3, 0);
        QCOMPARE(w.remove(nodes.at(0)), ZkError::Ok);
        QVERIFY(waitUntil([&] { return queue->rowCount() == 3; }, 10000));
        QCOMPARE(queuePaths(*queue), nodes.mid(1));
        QVERIFY(last.isValid());
        QCOMPARE(last.row(), 2);
        QCOMPARE(last.data(QueueModel::PathRole).toString(), nodes.at(3));
        QCOMPARE(queue->index(0, QueueModel::StateColumn).data().toString(), QStringLiteral("holding"));
        QVERIFY(!queue->index(1, 0).data(QueueModel::HighlightRole).toBool());
        QCOMPARE(queue->index(2, QueueModel::PositionColumn).data().toString(), QStringLiteral("2"));
        QVERIFY(waitUntil([&] { return !handOffs.isEmpty(); }, 2000));
        QCOMPARE(handOffs.constLast().constFirst().toStringList(), QStringList{nodes.at(1)});
        QVERIFY(highlightedAtHandOff);
        QVERIFY(highlightedAtHandOff->first); // the new holder lights up...
        QVERIFY(!highlightedAtHandOff->second); // ...the waiter behind it does not
        QCOMPARE(resets.count(), 0);

        // The highlight fades by itself.
        QVERIFY(waitUntil([&] { return !queue->index(0, 0).data(QueueModel::HighlightRole).toBool(); },
                          QueueModel::kHighlightMs + 2000));

        const QString joined = w.lockNode(QStringLiteral("/queue/lock/lock-"));
        QVERIFY(waitUntil([&] { return queue->rowCount() == 4; }, 10000));
        QCOMPARE(queue->index(3, 0).data(QueueModel::PathRole).toString(), joined);

        // The feed saw the release and the promotion.
        QVERIFY(waitUntil(
            [&] {
                bool released = false, acquired = false;
                for (int r = 0; r < connection.events()->rowCount(); ++r) {
                    const LockEvent &e = connection.events()->eventAt(r);
                    released |= e.type == LockEventType::Released && e.node == nodes.at(0);
                    acquired |= e.type == LockEventType::Acquired && e.node == nodes.at(1);
                }
                return released && acquired;
            },
            5000));
        // Newest first.
        QVERIFY(connection.events()->eventAt(0).at
                >= connection.events()->eventAt(connection.events()->rowCount() - 1).at);
    }

    void queueDiff_data()
    {
        QTest::addColumn<QList<qint64>>("before");
        QTest::addColumn<QList<qint64>>("after");
        QTest::addColumn<bool>("expectReset");
        QTest::newRow("head released") << QList<qint64>{1, 2, 3, 4} << QList<qint64>{2, 3, 4} << false;
        QTest::newRow("tail joined") << QList<qint64>{1, 2} << QList<qint64>{1, 2, 3, 4, 5} << false;
        QTest::newRow("middle abandoned") << QList<qint64>{1, 2, 3, 4, 5} << QList<qint64>{1, 2, 5} << false;
        QTest::newRow("release and join") << QList<qint64>{1, 2, 3} << QList<qint64>{3, 7, 8} << false;
        QTest::newRow("all replaced") << QList<qint64>{1, 2} << QList<qint64>{5, 6} << false;
        QTest::newRow("emptied") << QList<qint64>{1, 2} << QList<qint64>{} << false;
        QTest::newRow("reshuffled") << QList<qint64>{1, 2, 3} << QList<qint64>{3, 1, 2} << true;
    }

    void queueDiff()
    {
        QFETCH(QList<qint64>, before);
        QFETCH(QList<qint64>, after);
        QFETCH(bool, expectReset);
        QueueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString path = QStringLiteral("/synthetic");
        model.setQueue(path, std::make_shared<const LockQueue>(test::syntheticMutex(path, before)));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        const LockQueue next = test::syntheticMutex(path, after);
        model.setQueue(path, std::make_shared<const LockQueue>(next));
        QCOMPARE(queuePaths(model), entryPaths(next));
        QCOMPARE(resets.count(), expectReset ? 1 : 0);
        // Every row now reads the new queue, none the one it replaced.
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(&model.entryAt(r), &model.queue()->entries.at(size_t(r)));
    }

    void findingsByLock_data()
    {
        QTest::addColumn<QList<Finding>>("findings");
        QTest::addColumn<QString>("lock");
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<bool>("critical");
        QTest::addColumn<int>("severity"); // the lock's: -1 none, else a Severity
        const auto finding = [](FindingKind kind, Severity severity, QStringList locks, int watchers = 0) {
            Finding f;
            f.kind = kind;
            f.severity = severity;
            f.locks = std::move(locks);
            f.watchers = watchers;
            return f;
        };
        const QString a = QStringLiteral("/a");
        const QString b = QStringLiteral("/b");
        const Finding deadlock = finding(FindingKind::Deadlock, Severity::Critical, {a, b});
        const Finding herd = finding(FindingKind::Herd, Severity::Warning, {a}, 12);
        QTest::newRow("none") << QList<Finding>{} << a << QStringList{} << false << -1;
        QTest::newRow("deadlock marks both locks")
            << QList<Finding>{deadlock} << b << QStringList{u"deadlock"_s} << true << int(Severity::Critical);
        QTest::newRow("critical first") << QList<Finding>{herd, deadlock} << a
                                        << QStringList{u"deadlock"_s, u"herd: 12 watchers"_s} << true
                                        << int(Severity::Critical);
        QTest::newRow("warning only") << QList<Finding>{herd} << a << QStringList{u"herd: 12 watchers"_s} << false
                                      << int(Severity::Warning);
        QTest::newRow("other lock untouched") << QList<Finding>{herd} << b << QStringList{} << false << -1;
        // Counted from the lock's own nodes already: not repeated, but its severity is the lock's.
        QTest::newRow("persistent node left to the summary")
            << QList<Finding>{finding(FindingKind::PersistentNode, Severity::Warning, {a})} << a << QStringList{}
            << false << int(Severity::Warning);
        // A system's persistent node by design (Hive): info in Findings, info in the list.
        QTest::newRow("an info finding is info in the list too")
            << QList<Finding>{finding(FindingKind::PersistentNode, Severity::Info, {a})} << a << QStringList{} << false
            << int(Severity::Info);
        QTest::newRow("a blocking persistent node still makes it critical")
            << QList<Finding>{finding(FindingKind::PersistentNode, Severity::Critical, {a})} << a << QStringList{}
            << true << int(Severity::Critical);
        QTest::newRow("long-held and broken wait")
            << QList<Finding>{finding(FindingKind::LongHeld, Severity::Warning, {a}),
                              finding(FindingKind::BrokenWait, Severity::Critical, {a})}
            << a << QStringList{u"broken wait"_s, u"held too long"_s} << true << int(Severity::Critical);
    }

    void findingsByLock()
    {
        QFETCH(QList<Finding>, findings);
        QFETCH(QString, lock);
        QFETCH(QStringList, labels);
        QFETCH(bool, critical);
        QFETCH(int, severity);
        const LockFindings found = ui::findingsByLock(findings).value(lock);
        QCOMPARE(found.labels, labels);
        QCOMPARE(found.critical, critical);
        QCOMPARE(found.worst ? int(*found.worst) : -1, severity);

        // The overview row of that lock carries them, and drops them when they clear.
        LockListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFindings(findings);
        model.updateLock(test::syntheticMutex(lock, {1, 2}));
        model.applyPending();
        const int row = model.rowOfKey(lock);
        QVERIFY(row >= 0);
        QCOMPARE(model.summaryAt(row).hasProblem(), severity >= 0);
        QCOMPARE(model.summaryAt(row).isCritical(), critical);
        // The mark beside the lock is the Findings tab's mark for that severity.
        const QIcon mark = model.index(row, LockListModel::LockColumn).data(Qt::DecorationRole).value<QIcon>();
        QCOMPARE(mark.cacheKey(), severity >= 0 ? severityIcon(Severity(severity)).cacheKey() : QIcon().cacheKey());
        for (const QString &label : std::as_const(labels))
            QVERIFY(model.index(row, LockListModel::ProblemsColumn).data().toString().contains(label));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setFindings({});
        QVERIFY(!model.summaryAt(row).hasProblem());
        QCOMPARE(changed.count(), severity < 0 ? 0 : 1);
    }

    // A renamed lock (its parent gained a sibling queue) moves to its new place in one move: a
    // sorted view's current row and selection stay on it.
    void renamedLockKeepsItsSelection_data()
    {
        QTest::addColumn<QString>("to");
        // Rows: /a /m /n /z; /m is renamed.
        QTest::newRow("sorts later") << u"/y#x"_s;
        QTest::newRow("sorts earlier") << u"/0#x"_s;
        QTest::newRow("same place") << u"/m#a"_s;
    }

    void renamedLockKeepsItsSelection()
    {
        QFETCH(QString, to);
        LockListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(LockListModel::SortRole);
        proxy.sort(LockListModel::LockColumn);
        proxy.setDynamicSortFilter(true);
        QItemSelectionModel selection(&proxy);
        for (const QString &path : {u"/a"_s, u"/m"_s, u"/n"_s, u"/z"_s})
            model.updateLock(test::syntheticMutex(path, {1, 2}));
        model.applyPending();
        const QModelIndex m = proxy.mapFromSource(model.index(model.rowOfKey(u"/m"_s), 0));
        selection.setCurrentIndex(m, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QSignalSpy renamed(&model, &LockListModel::lockRenamed);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

        const QString path = to.section(QLatin1Char('#'), 0, 0);
        LockQueue queue = test::syntheticMutex(path, {1, 2, 3});
        queue.queue = to.section(QLatin1Char('#'), 1);
        QCOMPARE(queue.key(), to);
        model.renameLock(u"/m"_s, to);
        model.updateLock(queue);
        model.applyPending();

        QCOMPARE(renamed.count(), 1);
        QCOMPARE(renamed.at(0).at(1).toString(), to);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rowOfKey(u"/m"_s), -1);
        QCOMPARE(selection.currentIndex().data(LockListModel::KeyRole).toString(), to);
        QVERIFY(selection.isRowSelected(selection.currentIndex().row()));
        QCOMPARE(model.summary(to)->waiters, 2); // the update in the same batch reached it
        for (int row = 1; row < model.rowCount(); ++row)
            QVERIFY(model.summaryAt(row - 1).key < model.summaryAt(row).key);
    }

    void graphViewDrawsOnlyWhatIsVisible()
    {
        QueueModel model;
        QItemSelectionModel selection(&model);
        const QString path = QStringLiteral("/big");
        model.setQueue(path,
                       std::make_shared<const LockQueue>(test::syntheticMutex(path, test::sequenceRange(1, 10001))));
        QCOMPARE(model.rowCount(), 10001);
        QueueGraphView view;
        view.setModel(&model, &selection);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        (void)view.grab();
        QVERIFY(view.lastPaintedRows() > 0);
        QVERIFY2(view.lastPaintedRows() < 40, qPrintable(QString::number(view.lastPaintedRows())));

        // The far end is reachable, hit-testable and drawn just as cheaply.
        selection.setCurrentIndex(model.index(10000, 0),
                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const QRect last = view.rowRect(10000);
        QVERIFY(view.viewport()->rect().contains(last.center()));
        QCOMPARE(view.rowAt(last.center()), 10000);
        (void)view.grab();
        QVERIFY(view.lastPaintedRows() < 40);

        // Clicking a box selects its node.
        const QRect third = view.rowRect(9998);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, third.center());
        QCOMPARE(selection.currentIndex().row(), 9998);
        QVERIFY(selection.isRowSelected(9998, {}));
        QVERIFY(!selection.isRowSelected(10000, {}));
    }

    void eventFeedIsBounded()
    {
        EventFeedModel model(5);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto eventsNamed = [](int from, int count) {
            QList<LockEvent> events;
            for (int i = 0; i < count; ++i) {
                LockEvent e;
                e.at = QDateTime::currentDateTimeUtc();
                e.type = LockEventType::Queued;
                e.lock = QStringLiteral("/l");
                e.node = QStringLiteral("/l/n%1").arg(from + i);
                events.append(e);
            }
            return events;
        };
        model.addEvents(eventsNamed(0, 3));
        model.addEvents(eventsNamed(3, 4));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.eventAt(0).node, QStringLiteral("/l/n6"));
        QCOMPARE(model.eventAt(4).node, QStringLiteral("/l/n2"));
        model.addEvents(eventsNamed(7, 12));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.eventAt(0).node, QStringLiteral("/l/n18"));
    }
};

LOCKSCOPE_TEST(TestGuiModels)

} // namespace tst_guimodels
#include "tst_guimodels.moc"
