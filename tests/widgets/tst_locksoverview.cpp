// SPDX-License-Identifier: Apache-2.0

// The first screen: the locks overview answers "what is wrong, who holds, how long" without a
// click. Made-up queues (SyntheticQueues.h) give the exact shapes; no server is needed.
#include "SyntheticQueues.h"
#include "batch/TestBatch.h"

#include "models/LockListModel.h"
#include "views/LocksOverview.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QTimer>

namespace tst_locksoverview {

using namespace lockscope;
using namespace lockscope::ui;
using namespace lockscope::test;

namespace {

QStringList shownKeys(const LocksOverview &overview)
{
    QStringList keys;
    for (int row = 0; row < overview.proxy()->rowCount(); ++row)
        keys << overview.proxy()->index(row, 0).data(LockListModel::KeyRole).toString();
    return keys;
}

Finding deadlockOn(const QString &lock)
{
    Finding f;
    f.kind = FindingKind::Deadlock;
    f.severity = Severity::Critical;
    f.locks = {lock};
    return f;
}

// A lock whose holder's node outlives its client: a warning-level problem.
LockQueue withPersistentHolder(const QString &path)
{
    LockQueue q = syntheticMutex(path, {1, 2});
    q.entries.front().node.edit().stat.ephemeralOwner = 0;
    return q;
}

} // namespace

class TestLocksOverview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("lockscope-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_locksoverview"));
        QSettings().clear();
    }
    void cleanup() { QSettings().clear(); }

    void worstFirstAndSelectedUntilTheUserChooses()
    {
        LockListModel model;
        LocksOverview overview(&model);
        QAbstractItemModelTester tester(overview.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const QString &path : {QStringLiteral("/e"), QStringLiteral("/a"), QStringLiteral("/c")})
            model.updateLock(syntheticMutex(path, {1, 2}));
        model.updateLock(withPersistentHolder(QStringLiteral("/d")));
        model.applyPending();
        // A problem first, then the healthy ones by path: equal values never reorder at random.
        QCOMPARE(shownKeys(overview),
                 (QStringList{QStringLiteral("/d"), QStringLiteral("/a"), QStringLiteral("/c"), QStringLiteral("/e")}));
        QCOMPARE(overview.currentKey(), QStringLiteral("/d"));

        // The first findings name a deadlock: the critical lock moves up and is selected instead.
        model.setFindings({deadlockOn(QStringLiteral("/c"))});
        QCOMPARE(shownKeys(overview).first(), QStringLiteral("/c"));
        QCOMPARE(overview.currentKey(), QStringLiteral("/c"));

        // Once the user has chosen, later findings leave the selection alone.
        QVERIFY(overview.selectKey(QStringLiteral("/e")));
        model.setFindings({deadlockOn(QStringLiteral("/a"))});
        QCOMPARE(overview.currentKey(), QStringLiteral("/e"));
        QCOMPARE(shownKeys(overview).first(), QStringLiteral("/a"));
    }

    void pausedRowsHoldStillAndCountWhatChanged()
    {
        LockListModel model;
        LocksOverview overview(&model);
        QAbstractItemModelTester tester(overview.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const QString &path : {QStringLiteral("/a"), QStringLiteral("/b")})
            model.updateLock(syntheticMutex(path, {1, 2}));
        model.applyPending();
        QVERIFY(overview.selectKey(QStringLiteral("/b")));
        QSignalSpy held(&model, &LockListModel::heldChangesChanged);
        model.setPaused(true);
        // Everything keeps arriving: a new lock, a change, a vanished lock, a deadlock.
        model.updateLock(syntheticMutex(QStringLiteral("/c"), {1}));
        model.updateLock(syntheticMutex(QStringLiteral("/a"), {2, 3, 4}));
        model.updateLock(syntheticMutex(QStringLiteral("/a"), {3, 4, 5})); // the same lock again: one change
        model.removeLock(QStringLiteral("/b"));
        model.setFindings({deadlockOn(QStringLiteral("/a"))});
        model.applyPending(); // a timer firing late changes nothing either
        QCOMPARE(model.heldChanges(), 3);
        QCOMPARE(held.last().at(0).toInt(), 3);
        QCOMPARE(shownKeys(overview), (QStringList{QStringLiteral("/a"), QStringLiteral("/b")}));
        QCOMPARE(model.summary(QStringLiteral("/a"))->waiters, 1);
        QCOMPARE(overview.currentKey(), QStringLiteral("/b"));

        model.setPaused(false);
        QCOMPARE(model.heldChanges(), 0);
        QCOMPARE(held.last().at(0).toInt(), 0);
        QCOMPARE(shownKeys(overview), (QStringList{QStringLiteral("/a"), QStringLiteral("/c")}));
        QCOMPARE(model.summary(QStringLiteral("/a"))->waiters, 2);
        QVERIFY(model.summary(QStringLiteral("/a"))->isCritical());
    }

    // The lock an operator is looking at vanishes (its last holder released): it stays the one
    // shown, as gone, rather than the view moving to a neighbour; it is selected again on return.
    void aVanishedLockStaysSelectedAsGone()
    {
        LockListModel model;
        LocksOverview overview(&model);
        QAbstractItemModelTester tester(overview.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const QString &path : {QStringLiteral("/a"), QStringLiteral("/b"), QStringLiteral("/c")})
            model.updateLock(syntheticMutex(path, {1, 2}));
        model.applyPending();
        QVERIFY(overview.selectKey(QStringLiteral("/b")));
        QSignalSpy keys(&overview, &LocksOverview::currentKeyChanged);
        model.removeLock(QStringLiteral("/b"));
        model.applyPending();
        QCoreApplication::processEvents();
        QVERIFY(keys.isEmpty()); // nothing else was shown, not even for a moment
        QCOMPARE(overview.currentKey(), QStringLiteral("/b"));
        QVERIFY(overview.currentIsGone());
        QVERIFY(!overview.view()->selectionModel()->currentIndex().isValid());
        QVERIFY(overview.view()->selectionModel()->selectedRows().isEmpty());

        model.updateLock(syntheticMutex(QStringLiteral("/b"), {3}));
        model.applyPending();
        QCOMPARE(overview.currentKey(), QStringLiteral("/b"));
        QVERIFY(!overview.currentIsGone());
        QCOMPARE(keys.size(), 1);
        QCOMPARE(keys.last().at(0).toString(), QStringLiteral("/b"));
    }

    void equalRowsKeepTheirPlaceAsTheyChange()
    {
        LockListModel model;
        LocksOverview overview(&model);
        QAbstractItemModelTester tester(overview.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        overview.view()->sortByColumn(LockListModel::WaitersColumn, Qt::DescendingOrder);
        for (const QString &path : {QStringLiteral("/b"), QStringLiteral("/a"), QStringLiteral("/c")})
            model.updateLock(syntheticMutex(path, {1, 2}));
        model.applyPending();
        const QStringList before = shownKeys(overview);
        QCOMPARE(before, (QStringList{QStringLiteral("/a"), QStringLiteral("/b"), QStringLiteral("/c")}));
        // A hand-off in /a (same counts, new nodes) and in /c: nothing moves.
        model.updateLock(syntheticMutex(QStringLiteral("/a"), {2, 3}));
        model.updateLock(syntheticMutex(QStringLiteral("/c"), {2, 3}));
        model.applyPending();
        QCOMPARE(shownKeys(overview), before);
    }

    void holderColumnNamesWhoHolds()
    {
        LockListModel model;
        LockQueue shared = syntheticMutex(QStringLiteral("/rw"), {1, 2, 3});
        shared.kind = LockKind::ReadWrite;
        shared.entries[1].state = EntryState::Holding;
        model.updateLock(shared);
        model.updateLock(syntheticMutex(QStringLiteral("/m"), {7}));
        model.applyPending();
        const auto holderOf = [&](const QString &key) {
            return model.index(model.rowOfKey(key), LockListModel::HolderColumn).data().toString();
        };
        QCOMPARE(holderOf(QStringLiteral("/m")), formatSessionId(0x0100000000000007LL));
        QCOMPARE(holderOf(QStringLiteral("/rw")), formatSessionId(0x0100000000000001LL) + QStringLiteral(" +1"));
        QCOMPARE(model.headerData(LockListModel::HeldForColumn, Qt::Horizontal, Qt::InitialSortOrderRole).toInt(),
                 int(Qt::DescendingOrder));
        QCOMPARE(model.headerData(LockListModel::LockColumn, Qt::Horizontal, Qt::InitialSortOrderRole).toInt(),
                 int(Qt::AscendingOrder));
    }

    void columnsReadWhatIsWrongWhoHoldsHowLong()
    {
        LockListModel model;
        LocksOverview overview(&model);
        const QHeaderView *header = overview.view()->horizontalHeader();
        QCOMPARE(header->logicalIndex(0), int(LockListModel::LockColumn));
        QCOMPARE(header->logicalIndex(1), int(LockListModel::ProblemsColumn));
        QCOMPARE(header->logicalIndex(2), int(LockListModel::HolderColumn));
        QCOMPARE(header->logicalIndex(3), int(LockListModel::HeldForColumn));
        // No lock has a system yet: the column takes no room until one does.
        model.updateLock(syntheticMutex(QStringLiteral("/plain"), {1}));
        model.applyPending();
        QVERIFY(header->isSectionHidden(LockListModel::SystemColumn));
        LockQueue kafka = syntheticMutex(QStringLiteral("/kafka/controller"), {1});
        kafka.system = QStringLiteral("kafka");
        kafka.role = QStringLiteral("controller");
        model.updateLock(kafka);
        model.applyPending();
        QVERIFY(!header->isSectionHidden(LockListModel::SystemColumn));
    }

    void hiddenColumnsAreRemembered()
    {
        {
            LockListModel model;
            LocksOverview overview(&model);
            QHeaderView *header = overview.view()->horizontalHeader();
            // What the column chooser's menu does when a box is unticked.
            QTimer::singleShot(0, [header] {
                auto *menu = header->findChild<QMenu *>();
                QVERIFY(menu);
                for (QAction *action : menu->actions()) {
                    if (action->text() == QStringLiteral("Recipe"))
                        action->trigger();
                }
                menu->close();
            });
            Q_EMIT header->customContextMenuRequested(QPoint(5, 5));
            QVERIFY(header->isSectionHidden(LockListModel::RecipeColumn));
        }
        LockListModel model;
        LocksOverview overview(&model);
        QHeaderView *header = overview.view()->horizontalHeader();
        QVERIFY(header->isSectionHidden(LockListModel::RecipeColumn));
        QVERIFY(!header->isSectionHidden(LockListModel::LockColumn));
        // The user never chose for System: it is still hidden while empty and shown for a system.
        QVERIFY(header->isSectionHidden(LockListModel::SystemColumn));
        LockQueue kafka = syntheticMutex(QStringLiteral("/kafka/controller"), {1});
        kafka.system = QStringLiteral("kafka");
        model.updateLock(kafka);
        model.applyPending();
        QVERIFY(!header->isSectionHidden(LockListModel::SystemColumn));
        QVERIFY(header->isSectionHidden(LockListModel::RecipeColumn));
    }
};

LOCKSCOPE_TEST(TestLocksOverview)

} // namespace tst_locksoverview
#include "tst_locksoverview.moc"
