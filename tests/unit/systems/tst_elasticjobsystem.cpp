// SPDX-License-Identifier: Apache-2.0

// Apache ShardingSphere ElasticJob (core/recognisers/files/elasticjob.yaml): each job elects with
// a Curator LeaderLatch at `<job>/leader/election/latch` and records its leader in the ephemeral
// `leader/election/instance`; instances, running items and failover items are records.

#include "systems/SystemFixtures.h"
#include "systems/SystemJudgement.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// ZookeeperRegistryCenter.executeInLeader: new LeaderLatch(client, key), no participant id, so
// Curator writes the empty id; its nodes are "_c_<uuid>-latch-<seq>".
QString leaderLatchNode(int n)
{
    return QStringLiteral("_c_5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1%1-latch-%2").arg(n).arg(n, 10, 10, QLatin1Char('0'));
}

// JobInstance() (JobInstance.java 46): IpUtils.getIp() + "@-@" + the JVM's pid.
const QByteArray kInstanceA = "10.0.0.7@-@4242";
const QByteArray kInstanceB = "10.0.0.8@-@5151";

// One job under the registry's namespace, two instances, the first leading, item 0 running.
Tree job(const QString &jobPath, bool electing)
{
    Tree tree{
        // LeaderService.LeaderElectionExecutionCallback: fillEphemeralJobNode(INSTANCE, id).
        {jobPath + u"/leader/election/instance", kSessionA, kInstanceA},
        // InstanceService.persistOnline: fillEphemeralJobNode(instances/<id>, YamlEngine.marshal).
        {jobPath + u"/instances/" + QString::fromLatin1(kInstanceA), kSessionA,
         "jobInstanceId: " + kInstanceA + "\nserverIp: 10.0.0.7\n"},
        {jobPath + u"/instances/" + QString::fromLatin1(kInstanceB), kSessionB,
         "jobInstanceId: " + kInstanceB + "\nserverIp: 10.0.0.8\n"},
        // ServerService.persistOnline: fillJobNode(servers/<ip>, "ENABLED"), persistent.
        {jobPath + u"/servers/10.0.0.7", kPersistent, "ENABLED"},
        {jobPath + u"/servers/10.0.0.8", kPersistent, "ENABLED"},
        // ShardingService: sharding/<item>/instance persistent; ExecutionService: running ephemeral.
        {jobPath + u"/sharding/0/instance", kPersistent, kInstanceA},
        {jobPath + u"/sharding/0/running", kSessionA, kInstanceA},
        {jobPath + u"/sharding/1/instance", kPersistent, kInstanceB},
        {jobPath + u"/leader/sharding/necessary", kPersistent, {}},
        {jobPath + u"/leader/failover/items/1", kPersistent, {}},
        {jobPath + u"/config", kPersistent, "jobName: orders\ncron: 0/5 * * * * ?\nshardingTotalCount: 2\n"},
    };
    if (electing) {
        tree.append({jobPath + u"/leader/election/latch/" + leaderLatchNode(0), kSessionA, {}});
        tree.append({jobPath + u"/leader/election/latch/" + leaderLatchNode(1), kSessionB, {}});
    }
    return tree;
}

} // namespace

class TstElasticJobSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void elections_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("latch");
        QTest::addColumn<QString>("role");

        QTest::newRow("leader election") << job(QStringLiteral("/elasticjob/orders"), true)
                                         << QStringLiteral("/elasticjob/orders/leader/election/latch")
                                         << QStringLiteral("leader");
        QTest::newRow("under a chroot and namespace")
            << job(QStringLiteral("/apps/scheduler/prod-jobs/billing"), true)
            << QStringLiteral("/apps/scheduler/prod-jobs/billing/leader/election/latch") << QStringLiteral("leader");
        // FailoverService.failoverIfNecessary: executeInLeader(FailoverNode.LATCH, ...).
        QTest::newRow("failover election")
            << Tree{{QStringLiteral("/elasticjob/orders/leader/failover/latch/") + leaderLatchNode(0), kSessionA, {}},
                    {QStringLiteral("/elasticjob/orders/leader/failover/latch/") + leaderLatchNode(1), kSessionB, {}}}
            << QStringLiteral("/elasticjob/orders/leader/failover/latch") << QStringLiteral("failover");
        // GuaranteeService.executeInLeaderForLastStarted: executeInLeader(STARTED_LATCH_ROOT, ...).
        QTest::newRow("distribute-once start")
            << Tree{{QStringLiteral("/elasticjob/orders/guarantee/started-latch/") + leaderLatchNode(0), kSessionA, {}},
                    {QStringLiteral("/elasticjob/orders/guarantee/started-latch/") + leaderLatchNode(1), kSessionB, {}}}
            << QStringLiteral("/elasticjob/orders/guarantee/started-latch") << QStringLiteral("guarantee-started");
    }
    void elections()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, latch);
        QFETCH(QString, role);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(latch, explicitRoot);
            QCOMPARE(queues.size(), size_t(1));
            const LockQueue &queue = queues.front();
            QCOMPARE(queue.system, QStringLiteral("elasticjob"));
            QCOMPARE(queue.role, role);
            QCOMPARE(queue.kind, LockKind::Election);
            QCOMPARE(queue.recipe, Recipe::Curator);
            QCOMPARE(entryStates(queue),
                     (QStringList{::leaderLatchNode(0) + u"=holding", ::leaderLatchNode(1) + u"=waiting"}));
            QCOMPARE(entryOwners(queue), (QStringList{QString(), QString()})); // the latch's id is empty
        }
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    void records_data()
    {
        QTest::addColumn<QString>("node");
        QTest::addColumn<RecordKind>("kind");

        QTest::newRow("the leader's instance")
            << QStringLiteral("leader/election/instance") << RecordKind::LeaderRecord;
        QTest::newRow("an instance online") << QStringLiteral("instances/10.0.0.8@-@5151") << RecordKind::Registration;
        QTest::newRow("an item running") << QStringLiteral("sharding/0/running") << RecordKind::ProgressMarker;
        QTest::newRow("an item's instance") << QStringLiteral("sharding/1/instance") << RecordKind::Configuration;
        QTest::newRow("resharding needed") << QStringLiteral("leader/sharding/necessary") << RecordKind::ProgressMarker;
        QTest::newRow("an item to fail over") << QStringLiteral("leader/failover/items/1") << RecordKind::WorkItem;
    }
    void records()
    {
        QFETCH(QString, node);
        QFETCH(RecordKind, kind);

        // Between elections the latch is gone: only records remain, and no lock.
        const Tree tree = job(QStringLiteral("/elasticjob/orders"), false);
        const FixtureTree fixture(tree);
        const std::optional<SystemRecord> record = recordAt(fixture, QStringLiteral("/elasticjob/orders/") + node);
        QVERIFY(record);
        QCOMPARE(record->system, QStringLiteral("elasticjob"));
        QCOMPARE(record->kind, kind);
        QCOMPARE(lockCount(tree), 0);
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    void lookAlikes()
    {
        const FixtureTree fixture(Tree{
            {QStringLiteral("/app/leader/election/instance"), kPersistent, "10.0.0.7@-@4242"},
            {QStringLiteral("/app/sharding/first/running"), kSessionA, "x"},
            {QStringLiteral("/app/leader/election/latch/lock-0000000000"), kSessionA, "x"},
            {QStringLiteral("/app/election/latch/") + leaderLatchNode(0), kSessionA, {}},
        });
        QVERIFY(!recordAt(fixture, QStringLiteral("/app/leader/election/instance"))); // persistent
        QVERIFY(!recordAt(fixture, QStringLiteral("/app/sharding/first/running"))); // no item number
        for (const bool explicitRoot : {false, true}) {
            QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/app/leader/election/latch"), explicitRoot),
                                    QStringLiteral("elasticjob")));
            QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/app/election/latch"), explicitRoot),
                                    QStringLiteral("elasticjob")));
        }
    }
};

LOCKSCOPE_TEST(TstElasticJobSystem)
#include "tst_elasticjobsystem.moc"
