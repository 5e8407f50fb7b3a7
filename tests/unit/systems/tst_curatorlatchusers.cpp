// SPDX-License-Identifier: Apache-2.0

// Curator LeaderLatch and LeaderSelector elections, and the systems that run them (Flink, Spark,
// Storm, Druid, NiFi, YARN's Curator elector), recognised by path; a plain Curator mutex stays one.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

QString latch(int n)
{
    return QStringLiteral("_c_8f14e45f-ceea-467f-a8c5-4b2f1c0e2a1%1-latch-%2").arg(n).arg(n, 10, 10, QLatin1Char('0'));
}

QString selector(int n)
{
    return QStringLiteral("_c_8f14e45f-ceea-467f-a8c5-4b2f1c0e2a1%1-lock-%2").arg(n).arg(n, 10, 10, QLatin1Char('0'));
}

// Two candidates of one Curator election at `path`, each with its participant id as data.
Tree candidates(const QString &path, QString (*name)(int), const QByteArray &first, const QByteArray &second)
{
    return {{path + u'/' + name(0), kSessionA, first}, {path + u'/' + name(1), kSessionB, second}};
}

// What Flink's ZooKeeperUtils.writeLeaderInformationToZooKeeper writes: an ObjectOutputStream
// with writeUTF(address) and writeObject(leaderSessionID).
QByteArray flinkLeaderInformation(const QByteArray &address)
{
    QByteArray bytes = QByteArray::fromHex("aced000577");
    bytes.append(char(address.size() + 2));
    bytes.append(char(address.size() >> 8)).append(char(address.size() & 0xff)).append(address);
    bytes.append(
        QByteArray::fromHex("7372000e6a6176612e7574696c2e55554944bc9903f7986d852f0200024a000c6c656173745369674269"
                            "74734a000b6d6f7374536967426974737870"));
    bytes.append(QByteArray::fromHex("9a3c5d6e7f809a1b0c4d2f6e7b1a4e2b")); // least, then most significant bits
    return bytes;
}

Tree flink(const QString &cluster, qint64 infoOwner, const QByteArray &restInfo)
{
    Tree tree = candidates(cluster + u"/leader/latch", latch, {}, {});
    tree.append({cluster + u"/leader/rest_server/connection_info", infoOwner, restInfo});
    tree.append({cluster + u"/leader/dispatcher/connection_info", infoOwner,
                 flinkLeaderInformation("pekko.tcp://flink@jm-1.example.com:6123/user/rpc/dispatcher_1")});
    return tree;
}

} // namespace

class TstCuratorLatchUsers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The bytes above are exactly what Java writes (java.io.ObjectOutputStream, JDK 17).
    void flinkBytesAreJavas()
    {
        QCOMPARE(
            flinkLeaderInformation("http://jm-1.example.com:8081").toHex(),
            QByteArray("aced0005771e001c687474703a2f2f6a6d2d312e6578616d706c652e636f6d3a383038317372000e6a6176612e75"
                       "74696c2e55554944bc9903f7986d852f0200024a000c6c65617374536967426974734a000b6d6f73745369674269"
                       "747378709a3c5d6e7f809a1b0c4d2f6e7b1a4e2b"));
    }

    void elections_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("role");
        QTest::addColumn<LockKind>("kind");
        QTest::addColumn<QStringList>("owners");

        const QByteArray rest = flinkLeaderInformation("http://jm-1.example.com:8081");
        const QString restOwner = QStringLiteral("http://jm-1.example.com:8081");
        const LockKind election = LockKind::Election;
        QTest::newRow("flink: owner from the leader's connection_info")
            << flink(QStringLiteral("/flink/default"), kSessionA, rest) << QStringLiteral("/flink/default/leader/latch")
            << QStringLiteral("flink") << QStringLiteral("leader") << election << QStringList{restOwner, QString()};
        QTest::newRow("flink under a chroot and cluster id")
            << flink(QStringLiteral("/prod/flink/cluster-7"), kSessionA, rest)
            << QStringLiteral("/prod/flink/cluster-7/leader/latch") << QStringLiteral("flink")
            << QStringLiteral("leader") << election << QStringList{restOwner, QString()};
        QTest::newRow("flink: connection_info of another session names nobody")
            << flink(QStringLiteral("/flink/default"), kSessionC, rest) << QStringLiteral("/flink/default/leader/latch")
            << QStringLiteral("flink") << QStringLiteral("leader") << election << QStringList{QString(), QString()};
        QTest::newRow("flink: cut rest_server record, dispatcher still names it")
            << flink(QStringLiteral("/flink/default"), kSessionA, rest.left(rest.size() - 9))
            << QStringLiteral("/flink/default/leader/latch") << QStringLiteral("flink") << QStringLiteral("leader")
            << election
            << QStringList{QStringLiteral("pekko.tcp://flink@jm-1.example.com:6123/user/rpc/dispatcher_1"), QString()};
        Tree garbage = flink(QStringLiteral("/flink/default"), kSessionA, QByteArray("\xAC\xED\x00\x05\x77\xff", 6));
        garbage.removeLast();
        QTest::newRow("flink: garbage connection_info")
            << garbage << QStringLiteral("/flink/default/leader/latch") << QStringLiteral("flink")
            << QStringLiteral("leader") << election << QStringList{QString(), QString()};
        QTest::newRow("spark: empty data, no owner")
            << candidates(QStringLiteral("/spark/leader_election"), latch, {}, {})
            << QStringLiteral("/spark/leader_election") << QStringLiteral("spark") << QStringLiteral("leader")
            << election << QStringList{QString(), QString()};
        QTest::newRow("storm nimbus") << candidates(QStringLiteral("/storm/leader-lock"), latch,
                                                    "nimbus-1.example.com:6627", "nimbus-2.example.com:6627")
                                      << QStringLiteral("/storm/leader-lock") << QStringLiteral("storm")
                                      << QStringLiteral("leader") << election
                                      << QStringList{QStringLiteral("nimbus-1.example.com:6627"),
                                                     QStringLiteral("nimbus-2.example.com:6627")};
        QTest::newRow("druid coordinator latch")
            << candidates(QStringLiteral("/druid/coordinator/_COORDINATOR"), latch, "http://druid-1.example.com:8081",
                          "http://druid-2.example.com:8081")
            << QStringLiteral("/druid/coordinator/_COORDINATOR") << QStringLiteral("druid")
            << QStringLiteral("coordinator") << election
            << QStringList{QStringLiteral("http://druid-1.example.com:8081"),
                           QStringLiteral("http://druid-2.example.com:8081")};
        QTest::newRow("druid overlord, older LeaderSelector")
            << candidates(QStringLiteral("/prod/druid/indexer/_OVERLORD"), selector, "druid-1.example.com:8090", {})
            << QStringLiteral("/prod/druid/indexer/_OVERLORD") << QStringLiteral("druid") << QStringLiteral("overlord")
            << election << QStringList{QStringLiteral("druid-1.example.com:8090"), QString()};
        QTest::newRow("druid overlord of the indexing service's first years (LeaderSelector)")
            << candidates(QStringLiteral("/druid/indexer/leaderLatchPath"), selector, "druid-1.example.com:8087", {})
            << QStringLiteral("/druid/indexer/leaderLatchPath") << QStringLiteral("druid") << QStringLiteral("overlord")
            << election << QStringList{QStringLiteral("druid-1.example.com:8087"), QString()};
        QTest::newRow("nifi primary node (a name with a space)")
            << candidates(QStringLiteral("/nifi/leaders/Primary Node"), selector, "nifi-1.example.com:11443",
                          "nifi-2.example.com:11443")
            << QStringLiteral("/nifi/leaders/Primary Node") << QStringLiteral("nifi") << QStringLiteral("primary-node")
            << election
            << QStringList{QStringLiteral("nifi-1.example.com:11443"), QStringLiteral("nifi-2.example.com:11443")};
        QTest::newRow("nifi cluster coordinator under a chroot")
            << candidates(QStringLiteral("/apps/nifi-prod/leaders/Cluster Coordinator"), selector,
                          "nifi-1.example.com:11443", "\xff\xfe")
            << QStringLiteral("/apps/nifi-prod/leaders/Cluster Coordinator") << QStringLiteral("nifi")
            << QStringLiteral("cluster-coordinator") << election
            << QStringList{QStringLiteral("nifi-1.example.com:11443"), QString()};
        QTest::newRow("yarn curator elector")
            << candidates(QStringLiteral("/yarn-leader-election/yarn-cluster"), latch, "rm1", "rm2")
            << QStringLiteral("/yarn-leader-election/yarn-cluster") << QStringLiteral("hadoop-yarn")
            << QStringLiteral("active-resourcemanager") << election
            << QStringList{QStringLiteral("rm1"), QStringLiteral("rm2")};
        QTest::newRow("a latch of no known system is still an election")
            << candidates(QStringLiteral("/app/leadership"), latch, "worker-1", QByteArray("\x00\x01", 2))
            << QStringLiteral("/app/leadership") << QString() << QString() << election
            << QStringList{QStringLiteral("worker-1"), QString()};
        QTest::newRow("a plain Curator mutex stays a mutex")
            << candidates(QStringLiteral("/app/locks/orders"), selector, "10.0.0.5", "10.0.0.6")
            << QStringLiteral("/app/locks/orders") << QString() << QString() << LockKind::Mutex
            << QStringList{QString(), QString()};
        QTest::newRow("a mutex in another system's leaders folder stays a mutex")
            << candidates(QStringLiteral("/app/leaders/Reports"), selector, "a", "b")
            << QStringLiteral("/app/leaders/Reports") << QString() << QString() << LockKind::Mutex
            << QStringList{QString(), QString()};
    }
    void elections()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, path);
        QFETCH(QString, system);
        QFETCH(QString, role);
        QFETCH(LockKind, kind);
        QFETCH(QStringList, owners);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(path, explicitRoot);
            QCOMPARE(queues.size(), size_t(1));
            const LockQueue &queue = queues.front();
            QCOMPARE(queue.system, system);
            QCOMPARE(queue.role, role);
            QCOMPARE(queue.kind, kind);
            QCOMPARE(queue.recipe, Recipe::Curator);
            QCOMPARE(queue.holders(), 1);
            QCOMPARE(queue.waiters(), 1);
            QCOMPARE(queue.entries[1].waitsFor(), queue.entries[0].path());
            QStringList got;
            for (const LockEntry &entry : queue.entries)
                got.append(entry.owner ? entry.owner->text : QString());
            QCOMPARE(got, owners);
        }
    }

    void flinkOwnerFields()
    {
        const FixtureTree fixture(
            flink(QStringLiteral("/flink/default"), kSessionA, flinkLeaderInformation("http://jm-1.example.com:8081")));
        const std::vector<LockQueue> queues = fixture.build(QStringLiteral("/flink/default/leader/latch"));
        QVERIFY(!queues.empty() && queues.front().entries.front().owner);
        const QJsonObject fields = queues.front().entries.front().owner->fields;
        QCOMPARE(fields.value(u"rest_server").toString(), QStringLiteral("http://jm-1.example.com:8081"));
        QCOMPARE(fields.value(u"dispatcher").toString(),
                 QStringLiteral("pekko.tcp://flink@jm-1.example.com:6123/user/rpc/dispatcher_1"));
        QCOMPARE(fields.value(u"leaderSessionID").toString(), QStringLiteral("0c4d2f6e-7b1a-4e2b-9a3c-5d6e7f809a1b"));
    }

    // Discovery finds every listing: the latch is Flink's only lock, connection_info none.
    void flinkConnectionInfoIsNoLock()
    {
        const FixtureTree fixture(
            flink(QStringLiteral("/flink/default"), kSessionA, flinkLeaderInformation("http://jm-1.example.com:8081")));
        QVERIFY(fixture.build(QStringLiteral("/flink/default/leader/rest_server"), true).empty());
        int locks = 0;
        for (const LockQueue &queue : fixture.buildAll())
            locks += !queue.entries.empty();
        QCOMPARE(locks, 1);
    }

    void flinkTruncatedInfo()
    {
        Tree tree = flink(QStringLiteral("/flink/default"), kSessionA, flinkLeaderInformation("http://a:1"));
        tree[2].truncated = tree[3].truncated = true;
        const std::vector<LockQueue> queues = FixtureTree(tree).build(QStringLiteral("/flink/default/leader/latch"));
        QVERIFY(!queues.empty() && !queues.front().entries.front().owner);
    }

    // The monitor rereads the latch when a component's connection_info changes.
    void flinkRelatedListings()
    {
        NodeListing latchListing;
        latchListing.path = QStringLiteral("/flink/default/leader/latch");
        const QStringList related = relatedListingPaths(latchListing);
        QVERIFY(related.contains(QStringLiteral("/flink/default/leader")));
        QVERIFY(related.contains(QStringLiteral("/flink/default/leader/rest_server")));
        QVERIFY(listingReaders(QStringLiteral("/flink/default/leader/rest_server"))
                    .contains(QStringLiteral("/flink/default/leader/latch")));
    }
};

LOCKSCOPE_TEST(TstCuratorLatchUsers)
#include "tst_curatorlatchusers.moc"
