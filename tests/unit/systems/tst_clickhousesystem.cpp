// SPDX-License-Identifier: Apache-2.0

// ClickHouse: a replicated table's leader election and is_active markers, the distributed DDL shard
// lock and the zero-copy part lock, with the bytes ClickHouse writes; its other nodes stay data.

#include "DiagnosticsFixtures.h"
#include "findings/FindingIdentity.h"
#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include "diagnostics/DiagnosticsEvaluation.h"
#include "findings/FindingRule.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

const QString kTable = QStringLiteral("/clickhouse/tables/01/db/events");
const QByteArray kMultiple = " (multiple leaders Ok)";

QString seq(const char *prefix, int n)
{
    return QLatin1String(prefix) + QStringLiteral("%1").arg(n, 10, 10, QLatin1Char('0'));
}

// What StorageReplicatedMergeTree::createReplica and createTableIfNotExists leave, shortened.
Tree table(const QString &root)
{
    return Tree{{root + u"/metadata", kPersistent, "metadata format version: 1\n"},
                {root + u"/log/" + seq("log-", 41), kPersistent, "format version: 4\n"},
                {root + u"/log/" + seq("log-", 42), kPersistent, "format version: 4\n"},
                {root + u"/blocks", kPersistent, {}},
                {root + u"/mutations", kPersistent, {}},
                {root + u"/replicas/r1/host", kPersistent, "host: ch1.example.com\nport: 9009\n"},
                {root + u"/replicas/r1/log_pointer", kPersistent, "43"},
                {root + u"/replicas/r1/queue/" + seq("queue-", 7), kPersistent, "format version: 4\n"},
                {root + u"/replicas/r2/host", kPersistent, "host: ch2.example.com\nport: 9009\n"},
                {root + u"/replicas/r2/log_pointer", kPersistent, "43"}};
}

const QByteArray kUuidData = "UUID_'8d0b9f3e-4c1a-4e2b-9f6d-2a7c5e1b3d90'";

// One member's connections, or (answered false) a member that would not say.
EnsembleView ensembleOf(const QList<qint64> &connected, bool answered)
{
    MemberReport report;
    report.member = EnsembleMember{QStringLiteral("127.0.0.1"), 2181, {}};
    if (answered) {
        QList<ClientConnection> connections;
        for (qint64 session : connected)
            connections.append(ClientConnection{session, QStringLiteral("10.0.0.5:%1").arg(40000 + (session & 0xff))});
        report.connections = connections;
    } else {
        report.connectionsError = QStringLiteral("cons is not allowed");
    }
    report.watchesError = QStringLiteral("wchc is not allowed");
    return mergeMemberReports({report}, 1'800'000'000'000); // asked at the moment judged
}

} // namespace

class TstClickHouseSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void leaderElection_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("root");
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<QStringList>("owners");

        QTest::newRow("20.6+: every replica leads")
            << Tree{{kTable + u"/leader_election/" + seq("leader_election-", 5), kSessionB, "r2" + kMultiple},
                    {kTable + u"/leader_election/" + seq("leader_election-", 4), kSessionA, "r1" + kMultiple}}
            << kTable << QStringList{seq("leader_election-", 4) + u"=holding", seq("leader_election-", 5) + u"=holding"}
            << QStringList{QStringLiteral("r1"), QStringLiteral("r2")};
        QTest::newRow("before 20.6: the lowest leads")
            << Tree{{QStringLiteral("/ch/t/leader_election/") + seq("leader_election-", 1), kSessionA, "r1"},
                    {QStringLiteral("/ch/t/leader_election/") + seq("leader_election-", 2), kSessionB, "r2"}}
            << QStringLiteral("/ch/t")
            << QStringList{seq("leader_election-", 1) + u"=holding", seq("leader_election-", 2) + u"=waiting"}
            << QStringList{QStringLiteral("r1"), QStringLiteral("r2")};
        QTest::newRow("old replica behind a new leader waits")
            << Tree{{kTable + u"/leader_election/" + seq("leader_election-", 1), kSessionA, "r1" + kMultiple},
                    {kTable + u"/leader_election/" + seq("leader_election-", 2), kSessionB, "r2"},
                    {kTable + u"/leader_election/" + seq("leader_election-", 3), kSessionC, "r3" + kMultiple}}
            << kTable
            << QStringList{seq("leader_election-", 1) + u"=holding", seq("leader_election-", 2) + u"=waiting",
                           seq("leader_election-", 3) + u"=holding"}
            << QStringList{QStringLiteral("r1"), QStringLiteral("r2"), QStringLiteral("r3")};
        QTest::newRow("truncated replica name: no owner")
            << Tree{{kTable + u"/leader_election/" + seq("leader_election-", 1), kSessionA,
                     QByteArray("r1 (mul\xe2", 8)}}
            << kTable << QStringList{seq("leader_election-", 1) + u"=holding"} << QStringList{QString()};
    }
    void leaderElection()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, root);
        QFETCH(QStringList, entries);
        QFETCH(QStringList, owners);

        const std::vector<LockQueue> queues = FixtureTree(tree).build(root + u"/leader_election");
        QCOMPARE(queues.size(), size_t(1));
        const LockQueue &queue = queues.front();
        QCOMPARE(queue.system, QStringLiteral("clickhouse"));
        QCOMPARE(queue.role, QStringLiteral("leader"));
        QCOMPARE(queue.kind, LockKind::Election);
        QCOMPARE(entryStates(queue), entries);
        QStringList ownerTexts;
        for (const LockEntry &entry : queue.entries)
            ownerTexts.append(entry.owner ? entry.owner->text : QString());
        QCOMPARE(ownerTexts, owners);
    }

    // Since 21.12: a persistent leader_election-0 = multi-leader mode, no election, nothing to show.
    void multiLeaderModeIsNoLock()
    {
        const FixtureTree fixture(
            Tree{{kTable + u"/leader_election/leader_election-0", kPersistent, "all (multiple leaders Ok)"}});
        QVERIFY(fixture.build(kTable + u"/leader_election").empty());
        QVERIFY(fixture.build(kTable + u"/leader_election", true).empty());
    }

    void singleNodeLocks_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("parent");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("owner");
        QTest::addColumn<QString>("field"); // key=value expected in owner_fields

        Tree active = table(kTable);
        // generateActiveNodeIdentifier: Field(ServerUUID::get()).dump().
        active.append({kTable + u"/replicas/r1/is_active", kSessionA, "UUID_'8d0b9f3e-4c1a-4e2b-9f6d-2a7c5e1b3d90'"});
        QTest::newRow("is_active, server UUID")
            << active << kTable + u"/replicas/r1" << QStringLiteral("replica-active") << QStringLiteral("r1")
            << QStringLiteral("server_uuid=8d0b9f3e-4c1a-4e2b-9f6d-2a7c5e1b3d90");
        Tree old = table(QStringLiteral("/chroot/ch/t"));
        old.append(
            {QStringLiteral("/chroot/ch/t/replicas/r2/is_active"), kSessionB, "pid: 4711, random: 1234567890123"});
        QTest::newRow("is_active, pid and random")
            << old << QStringLiteral("/chroot/ch/t/replicas/r2") << QStringLiteral("replica-active")
            << QStringLiteral("r2") << QStringLiteral("pid=4711");
        Tree garbage = table(kTable);
        garbage.append({kTable + u"/replicas/r1/is_active", kSessionA, QByteArray("\x00\xff", 2)});
        QTest::newRow("is_active, garbage") << garbage << kTable + u"/replicas/r1" << QStringLiteral("replica-active")
                                            << QStringLiteral("r1") << QStringLiteral("replica=r1");

        const QString shard = QStringLiteral("/clickhouse/task_queue/ddl/query-0000000012/shards/"
                                             "ch1%2Eexample%2Ecom:9000,ch2%2Eexample%2Ecom:9000");
        QTest::newRow("DDL shard lock") << Tree{{shard + u"/lock", kSessionA, "ch1%2Eexample%2Ecom:9000"},
                                                {shard + u"/executed", kPersistent, "ch2%2Eexample%2Ecom:9000"}}
                                        << shard << QStringLiteral("ddl-lock") << QStringLiteral("ch1.example.com:9000")
                                        << QStringLiteral("host_id=ch1%2Eexample%2Ecom:9000");
        QTest::newRow("DDL shard lock, truncated host id")
            << Tree{{QStringLiteral("/x/ddl/query-0000000001/shards/s1/lock"), kSessionA, "ch1%2Eexa"}}
            << QStringLiteral("/x/ddl/query-0000000001/shards/s1") << QStringLiteral("ddl-lock") << QString()
            << QStringLiteral("shard=s1");

        const QString part =
            QStringLiteral("/clickhouse/zero_copy/zero_copy_s3/0f8e3c2a-1b4d-4e6f-8a9b-7c6d5e4f3a2b/all_0_5_1");
        QTest::newRow("zero-copy part lock")
            << Tree{{part + u"/part_exclusive_lock", kSessionA, "r1"}, {part + u"/s3_blob_id/r1", kPersistent, {}}}
            << part << QStringLiteral("part-lock") << QStringLiteral("r1") << QStringLiteral("replica=r1");
        QTest::newRow("zero-copy part lock, older: empty")
            << Tree{{part + u"/part_exclusive_lock", kSessionA, {}}} << part << QStringLiteral("part-lock") << QString()
            << QStringLiteral("part=all_0_5_1");
    }
    void singleNodeLocks()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, parent);
        QFETCH(QString, role);
        QFETCH(QString, owner);
        QFETCH(QString, field);

        const std::vector<LockQueue> queues = FixtureTree(tree).build(parent);
        QCOMPARE(queues.size(), size_t(1));
        const LockQueue &queue = queues.front();
        QCOMPARE(queue.system, QStringLiteral("clickhouse"));
        QCOMPARE(queue.role, role);
        QCOMPARE(queue.kind, LockKind::Mutex);
        QCOMPARE(queue.holders(), 1);
        QVERIFY(queue.queue.isEmpty());
        QVERIFY(queue.unrecognized.isEmpty()); // host, log_pointer, executed, blob folders: data
        QVERIFY(queue.entries.front().owner);
        QCOMPARE(queue.entries.front().owner->text, owner);
        const qsizetype eq = field.indexOf(u'=');
        const QJsonValue value = queue.entries.front().owner->fields.value(field.left(eq));
        QCOMPARE(value.isDouble() ? QString::number(value.toInteger()) : value.toString(), field.mid(eq + 1));
    }

    // Discovery from "/" over a whole table and DDL queue: only the coordination nodes are locks.
    void otherNodesAreNoLocks()
    {
        Tree tree = table(kTable);
        tree.append({kTable + u"/leader_election/leader_election-0", kPersistent, "all (multiple leaders Ok)"});
        tree.append({kTable + u"/replicas/r1/is_active", kSessionA, "UUID_'8d0b9f3e-4c1a-4e2b-9f6d-2a7c5e1b3d90'"});
        const QString ddl = QStringLiteral("/clickhouse/task_queue/ddl/");
        tree.append({ddl + seq("query-", 11) + u"/finished/ch1%2Eexample%2Ecom:9000", kPersistent, "0"});
        tree.append({ddl + seq("query-", 12) + u"/active/ch1%2Eexample%2Ecom:9000", kSessionA, {}});
        tree.append({ddl + seq("query-", 12) + u"/shards/s1/lock", kSessionA, "ch1%2Eexample%2Ecom:9000"});
        QStringList locks;
        for (const LockQueue &queue : FixtureTree(tree).buildAll()) {
            for (const LockEntry &entry : queue.entries)
                locks.append(queue.system + u' ' + queue.role + u' ' + entry.path());
        }
        locks.sort();
        QCOMPARE(locks,
                 (QStringList{QStringLiteral("clickhouse ddl-lock ") + ddl + seq("query-", 12) + u"/shards/s1/lock",
                              QStringLiteral("clickhouse replica-active ") + kTable + u"/replicas/r1/is_active"}));
    }

    // A crashed server's is_active: kept by a session no member has a connection for. dead-holder
    // names it once for the session, with what ClickHouse does meanwhile.
    void staleIsActive_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QList<qint64>>("connected");
        QTest::addColumn<bool>("answered");
        QTest::addColumn<QStringList>("findings"); // kind node
        QTest::addColumn<QString>("says"); // in the detail

        const QString isActive = kTable + u"/replicas/r1/is_active";
        Tree uuid = table(kTable);
        uuid.append({isActive, kSessionA, kUuidData});
        const QStringList stale{QStringLiteral("dead-holder ") + isActive};
        QTest::newRow("UUID, session without a connection")
            << uuid << QList<qint64>{kSessionB} << true << stale
            << QStringLiteral("The server with UUID 8d0b9f3e-4c1a-4e2b-9f6d-2a7c5e1b3d90 removes it itself");
        Tree pid = table(kTable);
        pid.append({isActive, kSessionA, "pid: 4711, random: 1234567890123"});
        QTest::newRow("pid and random, no connection at all")
            << pid << QList<qint64>{} << true << stale
            << QStringLiteral("names pid 4711; a restarted server writes another pid");
        Tree garbage = table(kTable);
        garbage.append({isActive, kSessionA, QByteArray("\x00\xff", 2)});
        QTest::newRow("undecoded data, no connection") << garbage << QList<qint64>{kSessionB} << true << stale
                                                       << QStringLiteral("unless the node holds its own identifier");
        QTest::newRow("session connected: the replica is alive")
            << uuid << QList<qint64>{kSessionA, kSessionB} << true << QStringList() << QString();
        QTest::newRow("member would not say: cannot tell")
            << uuid << QList<qint64>() << false << QStringList() << QString();
        Tree ddl{{QStringLiteral("/clickhouse/task_queue/ddl/query-0000000012/shards/s1/lock"), kSessionA,
                  "ch1%2Eexample%2Ecom:9000"}};
        QTest::newRow("DDL lock of a gone session: the session named, no ClickHouse replica note")
            << ddl << QList<qint64>{} << true
            << QStringList{QStringLiteral("dead-holder /clickhouse/task_queue/ddl/query-0000000012/shards/s1/lock")}
            << QString();
        Tree lookAlike{{QStringLiteral("/app/replicas/x/is_active"), kSessionA, "yes"}};
        QTest::newRow("look-alike is_active: no lock, nothing to name")
            << lookAlike << QList<qint64>{} << true << QStringList() << QString();
    }
    void staleIsActive()
    {
        QFETCH(Tree, tree);
        QFETCH(QList<qint64>, connected);
        QFETCH(bool, answered);
        QFETCH(QStringList, findings);
        QFETCH(QString, says);

        const std::vector<LockQueue> locks = FixtureTree(tree).buildAll();
        const EnsembleView ensemble = ensembleOf(connected, answered);
        DiagnosticsInput input;
        input.locks = QueueView(locks);
        input.ensemble = &ensemble;
        input.nowMs = 1'800'000'000'000;
        QHash<qint64, qint64> missing; // for a minute: past dead-holder's grace
        for (qint64 session : deadSessionsOf(input))
            missing.insert(session, input.nowMs - 60'000);
        input.missingSinceMs = &missing;
        QStringList found;
        for (const Finding &finding : test::evaluateReadingAgain(input, locks).report.findings) {
            if (finding.kind == FindingKind::Unrecognized || finding.kind == FindingKind::PersistentNode)
                continue;
            found.append(findingKindName(finding.kind) + u' ' + finding.nodes.paths().join(u','));
            QCOMPARE(finding.severity, Severity::Warning);
            QCOMPARE(finding.sessions, QList<qint64>{kSessionA});
            QVERIFY2(finding.detail.contains(u"wait for the session to expire"), qPrintable(finding.detail));
            const bool replica = (!finding.nodes.isEmpty() && finding.nodes.first().startsWith(kTable));
            // Only ClickHouse's own word offers the delete of a liveness node (once the server is surely dead).
            QCOMPARE(finding.detail.contains(u"SYSTEM RESTART REPLICA"), replica);
            QCOMPARE(finding.detail.contains(
                         u"Delete its is_active nodes (lockscope-cli delete PATH --version N) only once"),
                     replica);
            if (replica)
                QVERIFY2(finding.detail.contains(says), qPrintable(finding.detail));
        }
        QCOMPARE(found, findings);
    }

    void lookAlikes_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("parent");
        QTest::newRow("is_active outside a replica folder")
            << Tree{{QStringLiteral("/app/replicas/x/is_active"), kSessionA, "yes"}}
            << QStringLiteral("/app/replicas/x");
        QTest::newRow("lock under shards of no DDL task")
            << Tree{{QStringLiteral("/app/shards/s1/lock"), kSessionA, "h:1"}} << QStringLiteral("/app/shards/s1");
        QTest::newRow("part_exclusive_lock outside zero-copy")
            << Tree{{QStringLiteral("/app/parts/p1/part_exclusive_lock"), kSessionA, "r1"}}
            << QStringLiteral("/app/parts/p1");
    }
    void lookAlikes()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, parent);
        for (const LockQueue &queue : FixtureTree(tree).build(parent, true))
            QVERIFY2(queue.system.isEmpty(), qPrintable(queue.system + u' ' + queue.role));
    }
};

LOCKSCOPE_TEST(TstClickHouseSystem)
#include "tst_clickhousesystem.moc"
