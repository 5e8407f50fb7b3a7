// SPDX-License-Identifier: Apache-2.0

// Hadoop HA (HDFS NameNodes, YARN ResourceManagers): ActiveStandbyElector's lock and breadcrumb,
// their data made by the protobuf library from Hadoop's own message definitions.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include "monitor/LockEvent.h"
#include "systems/proto/HAZKInfo.pb.h"
#include "systems/proto/YarnActiveRMInfo.pb.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// What ActiveStandbyElector writes for a NameNode (ZKFailoverController.targetToData).
QByteArray namenode(const char *id, const char *host, int port = 8020)
{
    hadoop::hdfs::ActiveNodeInfo info;
    info.set_nameserviceid("mycluster");
    info.set_namenodeid(id);
    info.set_hostname(host);
    info.set_port(port);
    info.set_zkfcport(8019);
    return protobufBytes(info);
}

QByteArray resourceManager(const char *rmId)
{
    hadoop::yarn::ActiveRMInfoProto info;
    info.set_clusterid("yarn-cluster");
    info.set_rmid(rmId);
    return protobufBytes(info);
}

Tree hdfs(const QByteArray &lock, const QByteArray &crumb,
          const QString &scope = QStringLiteral("/hadoop-ha/mycluster"))
{
    Tree tree;
    if (!lock.isNull())
        tree.append({scope + u"/ActiveStandbyElectorLock", kSessionA, lock});
    if (!crumb.isNull())
        tree.append({scope + u"/ActiveBreadCrumb", kPersistent, crumb});
    return tree;
}

} // namespace

class TstHadoopSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void elector_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("scope");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<QString>("owner");
        QTest::addColumn<QStringList>("findings");

        const QString hdfsScope = QStringLiteral("/hadoop-ha/mycluster");
        const QByteArray nn1 = namenode("nn1", "nn1.example.com");
        const QByteArray nn2 = namenode("nn2", "nn2.example.com");
        const QStringList held{QStringLiteral("ActiveStandbyElectorLock=holding")};
        QTest::newRow("hdfs healthy") << hdfs(nn1, nn1) << hdfsScope << QStringLiteral("hadoop-hdfs")
                                      << QStringLiteral("active-namenode") << held
                                      << QStringLiteral("nn1 (nn1.example.com:8020)") << QStringList{};
        QTest::newRow("hdfs first election, no breadcrumb yet")
            << hdfs(nn1, QByteArray()) << hdfsScope << QStringLiteral("hadoop-hdfs")
            << QStringLiteral("active-namenode") << held << QStringLiteral("nn1 (nn1.example.com:8020)")
            << QStringList{};
        QTest::newRow("hdfs breadcrumb without lock: no active")
            << hdfs(QByteArray(), nn1) << hdfsScope << QStringLiteral("hadoop-hdfs")
            << QStringLiteral("active-namenode") << QStringList{} << QString()
            << QStringList{QStringLiteral("no-leader")};
        QTest::newRow("hdfs failover under way")
            << hdfs(nn2, nn1) << hdfsScope << QStringLiteral("hadoop-hdfs") << QStringLiteral("active-namenode") << held
            << QStringLiteral("nn2 (nn2.example.com:8020)") << QStringList{QStringLiteral("leader-mismatch")};
        QTest::newRow("hdfs under a custom parent znode and chroot")
            << hdfs(nn1, nn1, QStringLiteral("/prod/ha parent/ns-east")) << QStringLiteral("/prod/ha parent/ns-east")
            << QStringLiteral("hadoop-hdfs") << QStringLiteral("active-namenode") << held
            << QStringLiteral("nn1 (nn1.example.com:8020)") << QStringList{};
        const QString yarnScope = QStringLiteral("/yarn-leader-election/yarn-cluster");
        QTest::newRow("yarn healthy") << hdfs(resourceManager("rm1"), resourceManager("rm1"), yarnScope) << yarnScope
                                      << QStringLiteral("hadoop-yarn") << QStringLiteral("active-resourcemanager")
                                      << held << QStringLiteral("rm1") << QStringList{};
        QTest::newRow("undecodable lock data: path decides")
            << hdfs(QByteArray("\x0a\xff\xff", 3), QByteArray(), yarnScope) << yarnScope
            << QStringLiteral("hadoop-yarn") << QStringLiteral("active-resourcemanager") << held << QString()
            << QStringList{};
        // A graceful failover's middle: neither node, nothing to fence, the election still there.
        const Tree emptyScope{{hdfsScope, kPersistent, QByteArray()}};
        QTest::newRow("empty scope under /hadoop-ha")
            << emptyScope << hdfsScope << QStringLiteral("hadoop-hdfs") << QStringLiteral("active-namenode")
            << QStringList{} << QString() << QStringList{};
        QTest::newRow("empty scope under /yarn-leader-election")
            << Tree{{yarnScope, kPersistent, QByteArray()}} << yarnScope << QStringLiteral("hadoop-yarn")
            << QStringLiteral("active-resourcemanager") << QStringList{} << QString() << QStringList{};
        QTest::newRow("truncated namenode record")
            << hdfs(nn1.left(nn1.size() - 3), QByteArray()) << hdfsScope << QStringLiteral("hadoop-hdfs")
            << QStringLiteral("active-namenode") << held << QString() << QStringList{};
    }
    void elector()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, scope);
        QFETCH(QString, system);
        QFETCH(QString, role);
        QFETCH(QStringList, entries);
        QFETCH(QString, owner);
        QFETCH(QStringList, findings);

        const std::vector<LockQueue> queues = FixtureTree(tree).build(scope);
        QCOMPARE(queues.size(), size_t(1));
        const LockQueue &queue = queues.front();
        QCOMPARE(queue.system, system);
        QCOMPARE(queue.role, role);
        QCOMPARE(queue.kind, LockKind::Election);
        QVERIFY(queue.queue.isEmpty());
        QVERIFY(queue.unrecognized.isEmpty()); // the breadcrumb is recognised, not stray
        QCOMPARE(entryStates(queue), entries);
        if (!queue.entries.empty())
            QCOMPARE(queue.entries.front().owner ? queue.entries.front().owner->text : QString(), owner);
        QVERIFY2(findingKinds(queue) == findings, qPrintable(findingKinds(queue).join(u',')));
    }

    void namenodeOwnerFields()
    {
        const FixtureTree fixture(hdfs(namenode("nn1", "nn1.example.com"), QByteArray()));
        const std::vector<LockQueue> queues = fixture.build(QStringLiteral("/hadoop-ha/mycluster"));
        QVERIFY(!queues.empty() && queues.front().entries.front().owner);
        const QJsonObject fields = queues.front().entries.front().owner->fields;
        QCOMPARE(fields.value(u"nameserviceId").toString(), QStringLiteral("mycluster"));
        QCOMPARE(fields.value(u"namenodeId").toString(), QStringLiteral("nn1"));
        QCOMPARE(fields.value(u"port").toInt(), 8020);
        QCOMPARE(fields.value(u"zkfcPort").toInt(), 8019);
    }

    // A graceful failover, step by step: the hand-off is a release and an acquisition of one
    // election, which never leaves the view.
    void gracefulFailoverIsAHandOff()
    {
        const QString scope = QStringLiteral("/hadoop-ha/mycluster");
        const QByteArray nn1 = namenode("nn1", "nn1.example.com");
        const QByteArray nn2 = namenode("nn2", "nn2.example.com");
        const std::vector<Tree> steps = {hdfs(nn1, nn1), hdfs(nn1, QByteArray()),
                                         Tree{{scope, kPersistent, QByteArray()}}, hdfs(nn2, QByteArray()),
                                         hdfs(nn2, nn2)};
        QStringList events;
        std::optional<LockQueue> previous;
        for (const Tree &tree : steps) {
            const std::vector<LockQueue> queues = FixtureTree(tree).build(scope);
            QCOMPARE(queues.size(), size_t(1));
            for (const LockEvent &event :
                 diffLockQueues(previous ? &*previous : nullptr, &queues.front(), QDateTime::currentDateTimeUtc()))
                events << lockEventTypeName(event.type);
            previous = queues.front();
        }
        QCOMPARE(events,
                 (QStringList{QStringLiteral("lock-appeared"), QStringLiteral("acquired"), QStringLiteral("released"),
                              QStringLiteral("acquired")}));
    }

    // Look-alikes: a persistent node by the lock's name, an ephemeral breadcrumb, an empty
    // folder under a parent of another name.
    void lookAlikes()
    {
        const FixtureTree fixture(Tree{{QStringLiteral("/x/ActiveStandbyElectorLock"), kPersistent, "a"},
                                       {QStringLiteral("/y/ActiveBreadCrumb"), kSessionA, "b"},
                                       {QStringLiteral("/z/mycluster"), kPersistent, QByteArray()}});
        QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/z/mycluster"), true), QStringLiteral("hadoop-hdfs")));
        QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/x"), true), QStringLiteral("hadoop-hdfs")));
        QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/y"), true), QStringLiteral("hadoop-hdfs")));
    }
};

LOCKSCOPE_TEST(TstHadoopSystem)
#include "tst_hadoopsystem.moc"
