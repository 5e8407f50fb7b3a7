// SPDX-License-Identifier: Apache-2.0

// SolrCloud: LeaderElector's elections (overseer, shard leaders) with their leader records, and
// the distributed Collection API locks, as Solr's cloud/ classes write them, under any chroot.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// LeaderElector.joinElection: `<sessionId>-<context id>-n_<seq>`, the session as Java prints a long.
QString candidate(qint64 session, const QString &id, int sequence)
{
    return QStringLiteral("%1-%2-n_%3").arg(session).arg(id).arg(sequence, 10, 10, QLatin1Char('0'));
}

// OverseerElectionContext.runLeaderProcess: Utils.toJSON(new ZkNodeProps("id", <election node name>)),
// indented by 2 as Solr's Utils.toJSON writes.
QByteArray overseerRecord(const QString &electionNode)
{
    return QByteArrayLiteral("{\n  \"id\":\"") + electionNode.toUtf8() + QByteArrayLiteral("\"}");
}

// ShardLeaderElectionContextBase: Utils.toJSON(leaderProps), the props ZkController.joinElection
// puts in the leader node (pretty-printed as Solr's Utils.toJSON does).
QByteArray shardRecord(const QString &coreNodeName, const QString &core = QStringLiteral("books_shard1_replica_n1"))
{
    return QStringLiteral(
               "{\n  \"core\":\"%1\",\n  \"core_node_name\":\"%2\",\n  \"base_url\":\"http://10.0.0.5:8983/solr\",\n"
               "  \"node_name\":\"10.0.0.5:8983_solr\"}")
        .arg(core, coreNodeName)
        .toUtf8();
}

const QString kNode5 = QStringLiteral("10.0.0.5:8983_solr");
const QString kNode6 = QStringLiteral("10.0.0.6:8983_solr");
const QString kNode7 = QStringLiteral("10.0.0.7:8983_solr");

Tree overseer(const QString &root, int recordFor /* index into the candidates, -1: none */)
{
    const QString election = root + u"/overseer_elect/election/";
    const QStringList names{candidate(kSessionA, kNode5, 3), candidate(kSessionB, kNode6, 4),
                            candidate(kSessionC, kNode7, 7)};
    Tree tree{{election + names[1], kSessionB, {}},
              {election + names[0], kSessionA, {}},
              {election + names[2], kSessionC, {}}};
    if (recordFor >= 0)
        tree.append({root + u"/overseer_elect/leader", kSessionA, overseerRecord(names[recordFor])});
    else
        tree.append({root + u"/overseer_elect", kPersistent, {}});
    return tree;
}

Tree shard(const QString &root, const QByteArray &record, bool leadersFolder = true)
{
    const QString election = root + u"/collections/books/leader_elect/shard1/election/";
    Tree tree{{election + candidate(kSessionB, QStringLiteral("core_node5"), 8), kSessionB, {}},
              {election + candidate(kSessionA, QStringLiteral("core_node3"), 7), kSessionA, {}},
              {root + u"/collections/books/state.json", kPersistent, "{}"}};
    if (!record.isNull())
        tree.append({root + u"/collections/books/leaders/shard1/leader", kSessionA, record});
    else if (leadersFolder)
        tree.append({root + u"/collections/books/leaders/shard1", kPersistent, {}});
    return tree;
}

} // namespace

class TstSolrSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void election_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("election");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<QStringList>("owners");
        QTest::addColumn<QStringList>("findings");

        const QStringList overseerEntries{candidate(kSessionA, kNode5, 3) + u"=holding",
                                          candidate(kSessionB, kNode6, 4) + u"=waiting",
                                          candidate(kSessionC, kNode7, 7) + u"=waiting"};
        const QStringList overseerOwners{kNode5, kNode6, kNode7};
        QTest::newRow("overseer, chroot /solr")
            << overseer(QStringLiteral("/solr"), 0) << QStringLiteral("/solr/overseer_elect/election")
            << QStringLiteral("overseer") << overseerEntries << overseerOwners << QStringList{};
        QTest::newRow("overseer, no chroot")
            << overseer(QString(), 0) << QStringLiteral("/overseer_elect/election") << QStringLiteral("overseer")
            << overseerEntries << overseerOwners << QStringList{};
        QTest::newRow("overseer record names a standby")
            << overseer(QStringLiteral("/prod/solr9"), 1) << QStringLiteral("/prod/solr9/overseer_elect/election")
            << QStringLiteral("overseer") << overseerEntries << overseerOwners
            << QStringList{QStringLiteral("leader-mismatch")};
        QTest::newRow("overseer candidates, no record")
            << overseer(QStringLiteral("/solr"), -1) << QStringLiteral("/solr/overseer_elect/election")
            << QStringLiteral("overseer") << overseerEntries << overseerOwners
            << QStringList{QStringLiteral("no-leader")};
        Tree truncated = overseer(QStringLiteral("/solr"), 1);
        truncated.last().data.chop(3);
        QTest::newRow("overseer record truncated: not compared")
            << truncated << QStringLiteral("/solr/overseer_elect/election") << QStringLiteral("overseer")
            << overseerEntries << overseerOwners << QStringList{};

        const QString shardElection = QStringLiteral("/solr/collections/books/leader_elect/shard1/election");
        const QStringList shardEntries{candidate(kSessionA, QStringLiteral("core_node3"), 7) + u"=holding",
                                       candidate(kSessionB, QStringLiteral("core_node5"), 8) + u"=waiting"};
        const QStringList shardOwners{QStringLiteral("core_node3"), QStringLiteral("core_node5")};
        QTest::newRow("shard leader") << shard(QStringLiteral("/solr"), shardRecord(QStringLiteral("core_node3")))
                                      << shardElection << QStringLiteral("shard-leader") << shardEntries << shardOwners
                                      << QStringList{};
        QTest::newRow("shard record names another core")
            << shard(QStringLiteral("/solr"), shardRecord(QStringLiteral("core_node9"))) << shardElection
            << QStringLiteral("shard-leader") << shardEntries << shardOwners
            << QStringList{QStringLiteral("leader-mismatch")};
        QTest::newRow("shard without record")
            << shard(QStringLiteral("/solr"), QByteArray()) << shardElection << QStringLiteral("shard-leader")
            << shardEntries << shardOwners << QStringList{QStringLiteral("no-leader")};
        QTest::newRow("shard, leaders folder never read")
            << shard(QStringLiteral("/solr"), QByteArray(), false) << shardElection << QStringLiteral("shard-leader")
            << shardEntries << shardOwners << QStringList{};
        QTest::newRow("shard record is garbage")
            << shard(QStringLiteral("/solr"), QByteArray("\xff\xfe{", 3)) << shardElection
            << QStringLiteral("shard-leader") << shardEntries << shardOwners << QStringList{};

        // joinAtHead: a plain ephemeral node reusing the sequence of the node after the leader;
        // equal sequences are ordered by name (LeaderElector.sortSeqs).
        const QString headPath = QStringLiteral("/solr/overseer_elect/election/");
        const QString lead = candidate(kSessionA, kNode5, 3);
        const QString second = candidate(kSessionC, kNode7, 4);
        const QString atHead = candidate(kSessionB, kNode6, 4);
        QTest::newRow("joinAtHead shares a sequence")
            << Tree{{headPath + lead, kSessionA, {}},
                    {headPath + second, kSessionC, {}},
                    {headPath + atHead, kSessionB, {}},
                    {QStringLiteral("/solr/overseer_elect/leader"), kSessionA, overseerRecord(lead)}}
            << QStringLiteral("/solr/overseer_elect/election") << QStringLiteral("overseer")
            << QStringList{lead + u"=holding", second + u"=waiting", atHead + u"=waiting"}
            << QStringList{kNode5, kNode7, kNode6} << QStringList{};
        // A session created by a server whose myid is 128 or more prints negative.
        const qint64 negative = qint64(0x8100000a02b00004ULL);
        const QString negName = candidate(negative, kNode6, 1);
        QTest::newRow("negative session id")
            << Tree{{headPath + negName, negative, {}}} << QStringLiteral("/solr/overseer_elect/election")
            << QStringLiteral("overseer") << QStringList{negName + u"=holding"} << QStringList{kNode6}
            << QStringList{QStringLiteral("no-leader")};
    }
    void election()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, election);
        QFETCH(QString, role);
        QFETCH(QStringList, entries);
        QFETCH(QStringList, owners);
        QFETCH(QStringList, findings);

        const FixtureTree fixture(tree);
        const std::vector<LockQueue> queues = fixture.build(election);
        QCOMPARE(queues.size(), size_t(1)); // one election across every session prefix
        const LockQueue &queue = queues.front();
        QCOMPARE(queue.system, QStringLiteral("solr"));
        QCOMPARE(queue.role, role);
        QCOMPARE(queue.kind, LockKind::Election);
        QCOMPARE(queue.recipe, Recipe::Solr);
        QVERIFY(queue.queue.isEmpty());
        QCOMPARE(entryStates(queue), entries);
        QStringList ownerTexts;
        for (const LockEntry &entry : queue.entries)
            ownerTexts.append(entry.owner ? entry.owner->text : QString());
        QCOMPARE(ownerTexts, owners);
        // Each standby watches the candidate just below it.
        for (size_t i = 1; i < queue.entries.size(); ++i)
            QCOMPARE(queue.entries[i].waitsFor(), queue.entries[i - 1].path());
        QVERIFY2(findingKinds(queue) == findings, qPrintable(findingKinds(queue).join(u',')));
        for (const Finding &finding : queue.systemFindings)
            QVERIFY(finding.severity == Severity::Warning);
        // The leader records are read with their election, never shown as locks of their own.
        for (const LockQueue &other : fixture.buildAll()) {
            QVERIFY2(!other.path.endsWith(u"/overseer_elect") && !other.path.contains(u"/leaders/"),
                     qPrintable(other.path));
        }
    }

    void ownerFieldsCarryTheSession()
    {
        const FixtureTree fixture(overseer(QStringLiteral("/solr"), 0));
        const std::vector<LockQueue> queues = fixture.build(QStringLiteral("/solr/overseer_elect/election"));
        QVERIFY(!queues.empty() && queues.front().entries.front().owner);
        const QJsonObject fields = queues.front().entries.front().owner->fields;
        QCOMPARE(fields.value(u"sessionId").toString(), QString::number(kSessionA));
        QCOMPARE(fields.value(u"id").toString(), kNode5);
    }

    void recordsAreReadWithTheirElection()
    {
        NodeListing election;
        election.path = QStringLiteral("/solr/collections/books/leader_elect/shard1/election");
        QVERIFY(relatedListingPaths(election).contains(QStringLiteral("/solr/collections/books/leaders/shard1")));
        QVERIFY(listingReaders(QStringLiteral("/solr/collections/books/leaders/shard1")).contains(election.path));
        election.path = QStringLiteral("/overseer_elect/election");
        QVERIFY(relatedListingPaths(election).contains(QStringLiteral("/overseer_elect")));
        QVERIFY(listingReaders(QStringLiteral("/overseer_elect")).contains(election.path));
    }

    // Look-alikes: election-style names elsewhere, names of another shape in a Solr election.
    void lookAlikes_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("parent");
        const QString name = candidate(kSessionA, kNode5, 1);
        QTest::newRow("election folder of another system")
            << Tree{{u"/app/election/" + name, kSessionA, {}}} << QStringLiteral("/app/election");
        QTest::newRow("leader_elect without collections")
            << Tree{{u"/app/leader_elect/s1/election/" + name, kSessionA, {}}}
            << QStringLiteral("/app/leader_elect/s1/election");
        QTest::newRow("other names in a Solr election")
            << Tree{{QStringLiteral("/solr/overseer_elect/election/n_0000000001"), kSessionA, {}},
                    {QStringLiteral("/solr/overseer_elect/election/x-n_0000000002"), kSessionA, {}}}
            << QStringLiteral("/solr/overseer_elect/election");
        QTest::newRow("R_/W_ outside locks/collections")
            << Tree{{QStringLiteral("/app/collections/c/Locks/W_0000000001"), kSessionA, {}}}
            << QStringLiteral("/app/collections/c/Locks");
    }
    void lookAlikes()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, parent);
        for (const LockQueue &queue : FixtureTree(tree).build(parent, true))
            QVERIFY2(queue.system.isEmpty(), qPrintable(queue.system + u' ' + queue.role));
    }

    void collectionApiLocks_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("role");
        QTest::addRow("collection") << QStringLiteral("/solr/locks/collections/books/Locks")
                                    << QStringLiteral("collection-lock");
        QTest::addRow("shard") << QStringLiteral("/locks/collections/books/_shard1/Locks")
                               << QStringLiteral("shard-lock");
        QTest::addRow("replica") << QStringLiteral("/s/locks/collections/books/_shard1/_core_node3")
                                 << QStringLiteral("replica-lock");
    }
    void collectionApiLocks()
    {
        QFETCH(QString, folder);
        QFETCH(QString, role);
        const FixtureTree fixture(Tree{{folder + u"/R_0000000001", kSessionA, {}},
                                       {folder + u"/W_0000000003", kSessionC, {}},
                                       {folder + u"/R_0000000002", kSessionB, {}},
                                       {folder + u"/R_0000000004", kSessionA, {}}});
        const std::vector<LockQueue> queues = fixture.build(folder);
        QCOMPARE(queues.size(), size_t(1));
        const LockQueue &queue = queues.front();
        QCOMPARE(queue.system, QStringLiteral("solr"));
        QCOMPARE(queue.role, role);
        QCOMPARE(queue.kind, LockKind::ReadWrite);
        QCOMPARE(entryStates(queue),
                 (QStringList{QStringLiteral("R_0000000001=holding"), QStringLiteral("R_0000000002=holding"),
                              QStringLiteral("W_0000000003=waiting"), QStringLiteral("R_0000000004=waiting")}));
        QCOMPARE(queue.entries[2].mode, EntryMode::Write);
        QCOMPARE(queue.entries[3].waitsFor(), QString(folder + u"/W_0000000003"));
    }
};

LOCKSCOPE_TEST(TstSolrSystem)
#include "tst_solrsystem.moc"
