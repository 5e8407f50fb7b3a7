// SPDX-License-Identifier: Apache-2.0

// What the GUI shows of recognised systems, from made-up queues: the Systems model (under
// QAbstractItemModelTester) and its lines, owners in the queue table and the node details,
// elections in leader/standby words, and the overview's filter on owners and sessions.
#include "SyntheticQueues.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "models/DisplayNames.h"
#include "recognisers/RecogniserCatalogue.h"
#include "recognisers/RecogniserFile.h"
#include "models/LockListModel.h"
#include "models/LockSummary.h"
#include "models/QueueModel.h"
#include "models/SystemsModel.h"
#include "views/LocksOverview.h"
#include "views/NodeDetailsView.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QScopeGuard>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>

namespace tst_systemsview {

using namespace lockscope;
using namespace lockscope::ui;

namespace {

constexpr qint64 kSession = 0x0100000a02b00003LL; // 72057637019385859 in Java's decimal

void setOwner(LockEntry &entry, const QString &text, const QJsonObject &fields = {})
{
    entry.owner = std::make_shared<const EntryOwner>(EntryOwner{text, fields});
}

// Kafka's controller: a single-node election held by broker 3.
LockQueue kafkaController()
{
    LockQueue q = test::syntheticMutex(QStringLiteral("/kafka"), {1});
    q.queue = QStringLiteral("controller");
    q.kind = LockKind::Election;
    q.system = QStringLiteral("kafka");
    q.role = QStringLiteral("controller");
    LockEntry &e = q.entries.front();
    e.node.edit().name = QStringLiteral("controller");
    e.node.edit().stat.ephemeralOwner = kSession;
    setOwner(e, QStringLiteral("broker 3"),
             {{QStringLiteral("brokerid"), 3}, {QStringLiteral("host"), QStringLiteral("kafka3.example.com")}});
    return q;
}

// An HDFS nameservice with a leader and a standby, or (holder = false) only a breadcrumb.
LockQueue hdfs(const QString &scope, bool holder)
{
    LockQueue q =
        test::syntheticMutex(QStringLiteral("/hadoop-ha/") + scope, holder ? QList<qint64>{1, 2} : QList<qint64>{});
    q.kind = LockKind::Election;
    q.system = QStringLiteral("hadoop-hdfs");
    q.role = QStringLiteral("active-namenode");
    if (holder) {
        setOwner(q.entries[0], QStringLiteral("nn1 (nn1.example.com:8020)"));
        setOwner(q.entries[1], QStringLiteral("nn2 (nn2.example.com:8020)"));
    } else {
        Finding f;
        f.kind = FindingKind::NoLeader;
        f.severity = Severity::Critical;
        f.locks = {q.path};
        q.systemFindings.append(f);
    }
    return q;
}

} // namespace

class TestSystemsView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void systemsModelGroupsBySystem()
    {
        LockListModel locks;
        SystemsModel model(&locks);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        locks.resetLocks({kafkaController(), hdfs(QStringLiteral("mycluster"), true),
                          test::syntheticMutex(QStringLiteral("/app/orders"), {1, 2})});
        QCOMPARE(model.rowCount(), 2); // HDFS and Kafka; the plain mutex is no system's
        QCOMPARE(model.lockCount(), 2);
        QCOMPARE(model.index(0, 0).data(SystemsModel::SystemRole).toString(), QStringLiteral("hadoop-hdfs"));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("HDFS"));
        const QModelIndex nn = model.index(0, 0, model.index(0, 0));
        QVERIFY2(nn.data().toString().startsWith(
                     QStringLiteral("HDFS mycluster · active NameNode: nn1 (nn1.example.com:8020) · held ")),
                 qPrintable(nn.data().toString()));
        QCOMPARE(model.index(0, SystemsModel::StandbyColumn, model.index(0, 0)).data().toString(),
                 QStringLiteral("1 standby"));
        const QModelIndex kafka = model.indexOfKey(QStringLiteral("/kafka#controller"));
        QVERIFY(kafka.isValid());
        QVERIFY2(kafka.data().toString().startsWith(QStringLiteral("Kafka · controller: broker 3 · held ")),
                 qPrintable(kafka.data().toString()));
        QCOMPARE(kafka.data(SystemsModel::KeyRole).toString(), QStringLiteral("/kafka#controller"));

        // A lock of a new system changes the tree's shape; the age refresh only its data.
        locks.updateLock(hdfs(QStringLiteral("analytics"), false));
        locks.applyPending();
        QCOMPARE(model.lockCount(), 3);
        const QModelIndex dead = model.indexOfKey(QStringLiteral("/hadoop-ha/analytics"));
        QCOMPARE(dead.data().toString(), QStringLiteral("HDFS analytics · no active NameNode"));
        locks.refreshAges();
        locks.removeLock(QStringLiteral("/kafka#controller"));
        locks.applyPending();
        QCOMPARE(model.rowCount(), 1);
    }

    void lockListShowsSystemAndFiltersOnOwnersAndSessions_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("rows");
        QTest::newRow("path") << QStringLiteral("/kafka") << 1;
        QTest::newRow("system") << QStringLiteral("HDFS") << 1;
        QTest::newRow("owner") << QStringLiteral("broker 3") << 1;
        QTest::newRow("hex session") << QStringLiteral("0x0100000a02b00003") << 1;
        QTest::newRow("decimal session") << QString::number(kSession) << 1;
        QTest::newRow("nothing") << QStringLiteral("broker 9") << 0;
    }
    void lockListShowsSystemAndFiltersOnOwnersAndSessions()
    {
        QFETCH(QString, filter);
        QFETCH(int, rows);
        LockListModel locks;
        locks.resetLocks({kafkaController(), hdfs(QStringLiteral("mycluster"), true)});
        QCOMPARE(locks.index(locks.rowOfKey(QStringLiteral("/kafka#controller")), LockListModel::SystemColumn)
                     .data()
                     .toString(),
                 QStringLiteral("Kafka · controller"));
        LocksOverview overview(&locks);
        overview.filterEdit()->setText(filter);
        QCOMPARE(overview.proxy()->rowCount(), rows);
    }

    void queueShowsOwnersAndElectionStates()
    {
        QueueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto queue = std::make_shared<const LockQueue>(hdfs(QStringLiteral("mycluster"), true));
        model.setQueue(queue->key(), queue);
        QVERIFY(model.hasOwners());
        QCOMPARE(model.index(0, QueueModel::OwnerColumn).data().toString(),
                 QStringLiteral("nn1 (nn1.example.com:8020)"));
        QCOMPARE(model.index(0, QueueModel::StateColumn).data().toString(), QStringLiteral("leader"));
        QCOMPARE(model.index(0, QueueModel::PositionColumn).data().toString(), QStringLiteral("leader"));
        QCOMPARE(model.index(1, QueueModel::StateColumn).data().toString(), QStringLiteral("standby"));

        // The same nodes, the owner learnt later (Kafka's registration): the row changes.
        LockQueue renamed = *queue;
        setOwner(renamed.entries[1], QStringLiteral("nn2 (standby.example.com:8020)"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setQueue(queue->key(), std::make_shared<const LockQueue>(renamed));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(model.index(1, QueueModel::OwnerColumn).data().toString(),
                 QStringLiteral("nn2 (standby.example.com:8020)"));
    }

    void detailsShowOwnerFields()
    {
        NodeDetailsView details;
        const LockQueue q = kafkaController();
        details.showEntry(q.entries.front(), {}, {}, q.kind);
        QCOMPARE(details.shownOwner(), QStringLiteral("broker 3"));
        QCOMPARE(details.ownerFieldCount(), 2);
        details.clear();
        QCOMPARE(details.ownerFieldCount(), 0);
    }

    // Systems taught by files name themselves and their roles in the UI's language (QLocale's
    // default, as installTranslations sets it); the table stays for the systems built in C++.
    void namesFromRecogniserFiles()
    {
        QFile file(QFINDTESTDATA("data/recognisers/ledger.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const RecogniserFileResult parsed = parseRecogniserFile(file.readAll(), QStringLiteral("ledger.yaml"));
        QVERIFY2(parsed.definition, qPrintable(parsed.errors.value(0).toString()));
        QCOMPARE(displaySystem(QStringLiteral("ledger")), QStringLiteral("ledger")); // not installed yet
        auto catalogue = std::make_shared<RecogniserCatalogue>(builtInRecognisers());
        catalogue->systems.push_back(*parsed.definition);
        installRecognisers(catalogue);
        const auto restore = qScopeGuard([] {
            installRecognisers(std::make_shared<const RecogniserCatalogue>(builtInRecognisers()));
            QLocale::setDefault(QLocale(QLocale::English));
        });
        QLocale::setDefault(QLocale(QLocale::English));
        QCOMPARE(displaySystem(QStringLiteral("ledger")), QStringLiteral("Ledger Service"));
        QCOMPARE(displayRole(QStringLiteral("managers"), QStringLiteral("ledger")), QStringLiteral("manager"));
        QCOMPARE(displayRole(QStringLiteral("table-lock"), QStringLiteral("ledger")), QStringLiteral("table lock"));
        QLocale::setDefault(QLocale(QStringLiteral("ru")));
        QCOMPARE(displayRole(QStringLiteral("managers"), QStringLiteral("ledger")), QStringLiteral("менеджер"));
        QLocale::setDefault(QLocale(QStringLiteral("zh_CN")));
        QCOMPARE(displayRole(QStringLiteral("gc"), QStringLiteral("ledger")), QStringLiteral("垃圾回收器"));
        QLocale::setDefault(QLocale(QLocale::English));
        // A role the file does not name, the systems built in C++, and a built-in file's system.
        QCOMPARE(displayRole(QStringLiteral("some-role"), QStringLiteral("ledger")), QStringLiteral("some role"));
        QCOMPARE(displaySystem(QStringLiteral("kafka")), QStringLiteral("Kafka"));
        QCOMPARE(displayRole(QStringLiteral("active-namenode"), QStringLiteral("hadoop-hdfs")),
                 QStringLiteral("active NameNode"));
        QCOMPARE(displaySystem(QStringLiteral("helix")), QStringLiteral("Apache Helix"));
        // The lock list's system column reads them too.
        LockQueue q;
        q.path = QStringLiteral("/ledger/i/managers/lock");
        q.system = QStringLiteral("ledger");
        q.role = QStringLiteral("managers");
        q.kind = LockKind::Election;
        LockListModel model;
        model.updateLock(q);
        model.applyPending();
        const int row = model.rowOfKey(q.key());
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, LockListModel::SystemColumn).data().toString(),
                 QStringLiteral("Ledger Service · manager"));
    }

    void namesForSystemsRolesFindingsAndUnseen()
    {
        QCOMPARE(displaySystem(QStringLiteral("hadoop-yarn")), QStringLiteral("YARN"));
        QCOMPARE(displaySystem(QStringLiteral("clickhouse")), QStringLiteral("ClickHouse"));
        QCOMPARE(displaySystem(QStringLiteral("something-new")), QStringLiteral("something-new"));
        QCOMPARE(displayRole(QStringLiteral("active-resourcemanager"), QStringLiteral("hadoop-yarn")),
                 QStringLiteral("active ResourceManager"));
        QCOMPARE(displayRole(QStringLiteral("some-new-role")), QStringLiteral("some new role"));
        LockEvent unseen;
        unseen.type = LockEventType::Unseen;
        unseen.count = 3;
        QCOMPARE(displayEvent(unseen), QStringLiteral("3 unseen"));

        Finding noLeader;
        noLeader.kind = FindingKind::NoLeader;
        noLeader.severity = Severity::Critical;
        noLeader.locks = {QStringLiteral("/hadoop-ha/analytics")};
        Finding mismatch = noLeader;
        mismatch.kind = FindingKind::LeaderMismatch;
        mismatch.severity = Severity::Warning;
        mismatch.locks = {QStringLiteral("/solr/overseer_elect")};
        const QHash<QString, LockFindings> byLock = findingsByLock({noLeader, mismatch});
        QCOMPARE(byLock.value(QStringLiteral("/hadoop-ha/analytics")).labels, QStringList{QStringLiteral("no leader")});
        QVERIFY(byLock.value(QStringLiteral("/hadoop-ha/analytics")).critical);
        QCOMPARE(byLock.value(QStringLiteral("/solr/overseer_elect")).labels,
                 QStringList{QStringLiteral("leader mismatch")});
    }
};

LOCKSCOPE_TEST(TestSystemsView)

} // namespace tst_systemsview
#include "tst_systemsview.moc"
