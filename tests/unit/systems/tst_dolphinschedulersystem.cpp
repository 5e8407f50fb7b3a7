// SPDX-License-Identifier: Apache-2.0

// Apache DolphinScheduler (core/recognisers/files/dolphinscheduler.yaml): its locks are Curator
// InterProcessMutexes at `<namespace>/lock/<name>` (ZookeeperRegistry.acquireLock), its servers'
// heartbeats ephemeral registrations at `<namespace>/nodes/{master,worker,alert-server}/<host:port>`.

#include "systems/SystemFixtures.h"
#include "systems/SystemJudgement.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// InterProcessMutex (Curator's StandardLockInternalsDriver, protected, EPHEMERAL_SEQUENTIAL). The
// registry's Curator client sets no default data (ZookeeperRegistry's builder), so each entry
// holds CuratorFrameworkFactory's LOCAL_ADDRESS: the server's IP address.
QString mutexNode(int n)
{
    return QStringLiteral("_c_3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9%1-lock-%2").arg(n).arg(n, 10, 10, QLatin1Char('0'));
}

Tree contenders(const QString &lock)
{
    return {{lock + u'/' + mutexNode(0), kSessionA, "10.0.0.11"}, {lock + u'/' + mutexNode(1), kSessionB, "10.0.0.12"}};
}

// MasterHeartBeatTask.getHeartBeat / writeHeartBeat: JSONUtils.toJsonString of BaseHeartBeat's
// fields in their order, put EPHEMERAL at masterConfig.getMasterRegistryPath().
QByteArray heartbeat(const char *host, int port)
{
    return QByteArray("{\"processId\":4711,\"startupTime\":1714550400000,\"reportTime\":1714550460000,"
                      "\"jvmCpuUsage\":0.01,\"cpuUsage\":0.12,\"jvmMemoryUsage\":0.3,\"memoryUsage\":0.45,"
                      "\"diskUsage\":0.2,\"serverStatus\":\"NORMAL\",\"host\":\"")
        + host + "\",\"port\":" + QByteArray::number(port) + '}';
}

Tree servers(const QString &ns)
{
    return {{ns + u"/nodes/master/10.0.0.11:5678", kSessionA, heartbeat("10.0.0.11", 5678)},
            {ns + u"/nodes/master/10.0.0.12:5678", kSessionB, heartbeat("10.0.0.12", 5678)},
            {ns + u"/nodes/worker/10.0.0.21:1234", kSessionC, heartbeat("10.0.0.21", 1234)},
            {ns + u"/nodes/alert-server/10.0.0.31:50052", kSessionC, heartbeat("10.0.0.31", 50052)}};
}

} // namespace

class TstDolphinSchedulerSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void locks_data()
    {
        QTest::addColumn<QString>("lock");
        QTest::addColumn<QString>("role");

        // RegistryNodeType (3.2 on).
        QTest::newRow("master-node") << QStringLiteral("/dolphinscheduler/lock/master-node")
                                     << QStringLiteral("master-node");
        QTest::newRow("master-failover") << QStringLiteral("/dolphinscheduler/lock/master-failover")
                                         << QStringLiteral("master-failover");
        QTest::newRow("task group coordinator")
            << QStringLiteral("/dolphinscheduler/lock/master-task-group-coordinator")
            << QStringLiteral("master-task-group-coordinator");
        QTest::newRow("serial workflow coordinator")
            << QStringLiteral("/dolphinscheduler/lock/master-serial-workflow-coordinator")
            << QStringLiteral("master-serial-workflow-coordinator");
        QTest::newRow("alert") << QStringLiteral("/dolphinscheduler/lock/alert") << QStringLiteral("alert");
        QTest::newRow("another namespace under a chroot")
            << QStringLiteral("/ds/prod-ds/lock/master-failover") << QStringLiteral("master-failover");
        // Constants (3.1): REGISTRY_DOLPHINSCHEDULER_LOCK_MASTERS, ..._LOCK_FAILOVER_MASTERS + "/" + host.
        QTest::newRow("3.1 masters") << QStringLiteral("/dolphinscheduler/lock/masters")
                                     << QStringLiteral("master-node");
        QTest::newRow("3.1 failover of one master")
            << QStringLiteral("/dolphinscheduler/lock/failover/masters/10.0.0.13:5678")
            << QStringLiteral("master-failover");
    }
    void locks()
    {
        QFETCH(QString, lock);
        QFETCH(QString, role);

        const Tree tree = contenders(lock);
        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(lock, explicitRoot);
            QCOMPARE(queues.size(), size_t(1));
            const LockQueue &queue = queues.front();
            QCOMPARE(queue.system, QStringLiteral("dolphinscheduler"));
            QCOMPARE(queue.role, role);
            QCOMPARE(queue.kind, LockKind::Mutex);
            // The recipes' own Curator mutex, named by the file (curator-lock): blocked waiters.
            QCOMPARE(queue.recipe, Recipe::Curator);
            QCOMPARE(entryStates(queue), (QStringList{mutexNode(0) + u"=holding", mutexNode(1) + u"=waiting"}));
            QCOMPARE(queue.entries[1].waitsFor(), queue.entries[0].path());
            QCOMPARE(entryOwners(queue), (QStringList{QStringLiteral("10.0.0.11"), QStringLiteral("10.0.0.12")}));
        }
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    void registrations_data()
    {
        QTest::addColumn<QString>("ns");
        QTest::newRow("default namespace") << QStringLiteral("/dolphinscheduler");
        QTest::newRow("under a chroot") << QStringLiteral("/ds/prod-ds");
    }
    void registrations()
    {
        QFETCH(QString, ns);
        const Tree tree = servers(ns);
        const FixtureTree fixture(tree);
        for (const FixtureNode &node : tree) {
            const std::optional<SystemRecord> record = recordAt(fixture, node.path);
            QVERIFY2(record, qPrintable(node.path));
            QCOMPARE(record->system, QStringLiteral("dolphinscheduler"));
            QCOMPARE(record->kind, RecordKind::Registration);
        }
        QCOMPARE(lockCount(tree), 0);
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    void healthyCluster()
    {
        Tree tree = servers(QStringLiteral("/dolphinscheduler"));
        tree += contenders(QStringLiteral("/dolphinscheduler/lock/master-failover"));
        QCOMPARE(lockCount(tree), 1);
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    void lookAlikes()
    {
        // A Curator mutex in a `lock` folder of another name stays a plain mutex.
        const FixtureTree fixture(contenders(QStringLiteral("/app/lock/reports")));
        const std::vector<LockQueue> queues = fixture.build(QStringLiteral("/app/lock/reports"), true);
        QCOMPARE(queues.size(), size_t(1));
        QCOMPARE(queues.front().system, QString());
        // Persistent children of nodes/master are no heartbeat.
        const FixtureTree persistent(Tree{{QStringLiteral("/app/nodes/master/host:1"), kPersistent, "x"}});
        QVERIFY(!recordAt(persistent, QStringLiteral("/app/nodes/master/host:1")));
        // ZooKeeper-recipe names under a DolphinScheduler lock are not its mutex's.
        const FixtureTree recipe(
            Tree{{QStringLiteral("/dolphinscheduler/lock/alert/lock-0000000000"), kSessionA, "x"}});
        QVERIFY(!hasSystemQueue(recipe.build(QStringLiteral("/dolphinscheduler/lock/alert"), true),
                                QStringLiteral("dolphinscheduler")));
    }
};

LOCKSCOPE_TEST(TstDolphinSchedulerSystem)
#include "tst_dolphinschedulersystem.moc"
