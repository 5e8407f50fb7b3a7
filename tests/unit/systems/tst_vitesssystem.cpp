// SPDX-License-Identifier: Apache-2.0

// Vitess's zk2 topology (core/recognisers/files/vitess.yaml): keyspace and shard locks, bare
// sequences in a `locks` folder with topo.Lock as JSON, and leader elections under `elections/`.

#include "systems/SystemFixtures.h"
#include "systems/SystemJudgement.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// topo.Lock.ToJSON (go/vt/topo/locks.go): json.MarshalIndent(l, "", "  ") of Action, HostName,
// UserName, Time (RFC 3339), Options (no exported field: {}) and Status, as newLock fills them.
QByteArray topoLock(const char *action, const char *host)
{
    return QByteArray("{\n  \"Action\": \"") + action + "\",\n  \"HostName\": \"" + host
        + "\",\n  \"UserName\": \"vitess\",\n  \"Time\": \"2024-05-01T10:00:00Z\",\n  \"Options\": {},\n"
          "  \"Status\": \"Running\"\n}";
}

// zk2topo lock() (lock.go): CreateRecursive(path.Join(root, dirPath, "locks") + "/", contents,
// FlagSequence|FlagEphemeral): the name is the sequence alone.
Tree locks(const QString &folder, const QByteArray &first, const QByteArray &second)
{
    return {{folder + u"/locks/0000000007", kSessionA, first}, {folder + u"/locks/0000000008", kSessionB, second}};
}

// WaitForMastership/WaitForLeadership (election.go): Create(zkPath + "/", id, FlagSequence|
// FlagEphemeral) under <root>/elections/<name>.
Tree election(const QString &root, const QByteArray &first, const QByteArray &second)
{
    return {{root + u"/elections/vtctld/0000000000", kSessionA, first},
            {root + u"/elections/vtctld/0000000001", kSessionB, second}};
}

} // namespace

class TstVitessSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void queues_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("role");
        QTest::addColumn<LockKind>("kind");
        QTest::addColumn<QStringList>("owners");

        const QStringList lockOwners{QStringLiteral("vitess@vtctld-1: ReloadSchemaKeyspace"),
                                     QStringLiteral("vitess@vtctld-2: PlannedReparentShard")};
        QTest::newRow("keyspace lock, global root /vitess/global")
            << locks(QStringLiteral("/vitess/global/keyspaces/commerce"), topoLock("ReloadSchemaKeyspace", "vtctld-1"),
                     topoLock("PlannedReparentShard", "vtctld-2"))
            << QStringLiteral("/vitess/global/keyspaces/commerce/locks") << QStringLiteral("keyspace-lock")
            << LockKind::Mutex << lockOwners;
        QTest::newRow("shard lock under a chroot")
            << locks(QStringLiteral("/zk/prod/global/keyspaces/customer/shards/-80"),
                     topoLock("ReloadSchemaKeyspace", "vtctld-1"), topoLock("PlannedReparentShard", "vtctld-2"))
            << QStringLiteral("/zk/prod/global/keyspaces/customer/shards/-80/locks") << QStringLiteral("shard-lock")
            << LockKind::Mutex << lockOwners;
        QTest::newRow("lock whose description is not JSON: no owner")
            << locks(QStringLiteral("/vitess/global/keyspaces/commerce"), "not json", QByteArray("\xff\xfe", 2))
            << QStringLiteral("/vitess/global/keyspaces/commerce/locks") << QStringLiteral("keyspace-lock")
            << LockKind::Mutex << QStringList{QString(), QString()};
        QTest::newRow("election: the participant ids")
            << election(QStringLiteral("/vitess/global"), "vtctld-1.example.com", "vtctld-2.example.com")
            << QStringLiteral("/vitess/global/elections/vtctld") << QStringLiteral("leader") << LockKind::Election
            << QStringList{QStringLiteral("vtctld-1.example.com"), QStringLiteral("vtctld-2.example.com")};
    }
    void queues()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, folder);
        QFETCH(QString, role);
        QFETCH(LockKind, kind);
        QFETCH(QStringList, owners);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(folder, explicitRoot);
            QCOMPARE(queues.size(), size_t(1));
            const LockQueue &queue = queues.front();
            QCOMPARE(queue.system, QStringLiteral("vitess"));
            QCOMPARE(queue.role, role);
            QCOMPARE(queue.kind, kind);
            QCOMPARE(entryStates(queue),
                     (QStringList{nodeName(tree[0].path) + u"=holding", nodeName(tree[1].path) + u"=waiting"}));
            QCOMPARE(queue.entries[1].waitsFor(), queue.entries[0].path());
            QCOMPARE(entryOwners(queue), owners);
        }
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    void ownerFields()
    {
        const FixtureTree fixture(locks(QStringLiteral("/vitess/global/keyspaces/commerce"),
                                        topoLock("ReloadSchemaKeyspace", "vtctld-1"), topoLock("Reshard", "vtctld-2")));
        const std::vector<LockQueue> queues = fixture.build(QStringLiteral("/vitess/global/keyspaces/commerce/locks"));
        QVERIFY(!queues.empty() && queues.front().entries.front().owner);
        const QJsonObject fields = queues.front().entries.front().owner->fields;
        QCOMPARE(fields.value(u"HostName").toString(), QStringLiteral("vtctld-1"));
        QCOMPARE(fields.value(u"Status").toString(), QStringLiteral("Running"));
        QCOMPARE(fields.value(u"Time").toString(), QStringLiteral("2024-05-01T10:00:00Z"));
    }

    void lookAlikes_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("folder");

        QTest::newRow("a locks folder that is not under keyspaces/")
            << locks(QStringLiteral("/app/jobs"), topoLock("x", "h"), topoLock("y", "h"))
            << QStringLiteral("/app/jobs/locks");
        QTest::newRow("ZooKeeper-recipe names in a keyspace's locks folder")
            << Tree{{QStringLiteral("/vitess/global/keyspaces/commerce/locks/lock-0000000001"), kSessionA, "{}"}}
            << QStringLiteral("/vitess/global/keyspaces/commerce/locks");
        QTest::newRow("Curator latch in an elections folder")
            << Tree{{QStringLiteral("/app/elections/x/_c_8f14e45f-ceea-467f-a8c5-4b2f1c0e2a10-latch-0000000000"),
                     kSessionA, "a"}}
            << QStringLiteral("/app/elections/x");
        QTest::newRow("persistent sequences are no Vitess lock")
            << Tree{{QStringLiteral("/vitess/global/keyspaces/commerce/locks/0000000001"), kPersistent, "{}"}}
            << QStringLiteral("/vitess/global/keyspaces/commerce/locks");
    }
    void lookAlikes()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, folder);
        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true})
            QVERIFY(!hasSystemQueue(fixture.build(folder, explicitRoot), QStringLiteral("vitess")));
    }

    // A healthy global cell: the keyspace and shard records beside the locks are no locks.
    void healthyCell()
    {
        Tree tree = locks(QStringLiteral("/vitess/global/keyspaces/commerce"),
                          topoLock("ReloadSchemaKeyspace", "vtctld-1"), topoLock("Reshard", "vtctld-2"));
        tree += election(QStringLiteral("/vitess/global"), "vtctld-1.example.com", "vtctld-2.example.com");
        tree +=
            Tree{{QStringLiteral("/vitess/global/keyspaces/commerce/Keyspace"), kPersistent, QByteArray("\x08\x01", 2)},
                 {QStringLiteral("/vitess/global/keyspaces/commerce/shards/0/Shard"), kPersistent,
                  QByteArray("\x12\x00", 2)},
                 {QStringLiteral("/vitess/global/cells/zone1/CellInfo"), kPersistent, QByteArray("\x0a\x00", 2)}};
        QCOMPARE(lockCount(tree), 2);
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }
};

LOCKSCOPE_TEST(TstVitessSystem)
#include "tst_vitesssystem.moc"
