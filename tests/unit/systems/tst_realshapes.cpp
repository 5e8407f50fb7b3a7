// SPDX-License-Identifier: Apache-2.0

// The shapes real systems leave in ZooKeeper when they are healthy raise nothing above info, and a
// crashed member is named once: the rows of every rule that must never cry wolf. Each row is a
// tree as a real server wrote it (ClickHouse 18.16 from Debian 12 with split leadership, Patroni
// 3.0, a Kafka controller watched by every broker), the sessions the members serve and what each
// watches, judged after every waiter has waited past the grace of broken-wait.
#include "findings/FindingIdentity.h"
#include "DiagnosticsFixtures.h"
#include "batch/TestBatch.h"
#include "systems/SystemFixtures.h"

#include "diagnostics/DiagnosticsEvaluation.h"
#include "diagnostics/EntryTimeline.h"
#include "findings/FindingRule.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

constexpr qint64 kSessionD = 0x0300000a02b00004LL;
// A minute after the fixtures' nodes were made (FixtureTree's ctimes).
constexpr qint64 kNow = 1'700'000'060'000;
const QString kCh = QStringLiteral("/clickhouse/tables/01/default/");

using Watches = QList<std::pair<qint64, QString>>; // session watches path

// One ClickHouse 18.16 table replicated on r1 (session A) and r2 (session B): the replica whose
// election node is lower leads, the other watches it; one dedup record per insert.
void addClickHouseTable(Tree &tree, Watches &watches, const QString &table, bool r1Leads)
{
    const QString root = kCh + table;
    const qint64 first = r1Leads ? kSessionA : kSessionB;
    const qint64 second = r1Leads ? kSessionB : kSessionA;
    tree.append({root + u"/leader_election/leader_election-0000000000", first, r1Leads ? "r1" : "r2"});
    tree.append({root + u"/leader_election/leader_election-0000000001", second, r1Leads ? "r2" : "r1"});
    watches.append({second, root + u"/leader_election/leader_election-0000000000"});
    for (const char *replica : {"r1", "r2"}) {
        const QString folder = root + u"/replicas/" + QLatin1String(replica);
        tree.append({folder + u"/is_active", replica == QByteArray("r1") ? kSessionA : kSessionB,
                     "pid: 4711, random: 1234567890"});
        tree.append({folder + u"/host", kPersistent, "host: 127.0.0.1\nport: 9009\ntcp_port: 9000\n"});
        tree.append({folder + u"/log_pointer", kPersistent, "3"});
        tree.append({folder + u"/queue", kPersistent, {}});
    }
    tree.append({root + u"/log/log-0000000000", kPersistent, "format version: 4\n"});
    tree.append({root + u"/log/log-0000000001", kPersistent, "format version: 4\n"});
    // Partition 201901 with one block, 201902 with two: each a persistent dedup record.
    tree.append({root + u"/blocks/201901_8811926349718376617_10548224946385930155", kPersistent, "201901_1_1_0"});
    tree.append({root + u"/blocks/201902_1139837648315946137_7306101934766325917", kPersistent, "201902_2_2_0"});
    tree.append({root + u"/blocks/201902_2471385562213098347_7837018424536101716", kPersistent, "201902_3_3_0"});
    tree.append({root + u"/block_numbers/201901", kPersistent, {}});
    tree.append({root + u"/temp", kPersistent, {}});
}

Tree clickHouseCluster(Watches &watches)
{
    Tree tree;
    addClickHouseTable(tree, watches, QStringLiteral("t1"), false); // r2 leads t1
    addClickHouseTable(tree, watches, QStringLiteral("t2"), true); // r1 leads t2 and t3
    addClickHouseTable(tree, watches, QStringLiteral("t3"), true);
    const QString task = QStringLiteral("/clickhouse/task_queue/ddl/query-0000000003");
    tree.append({task, kPersistent, "version: 1\nquery: ALTER TABLE default.t1 ON CLUSTER c ADD COLUMN x UInt8\n"});
    tree.append({task + u"/active/127%2E0%2E0%2E1:9000", kSessionA, {}});
    tree.append({task + u"/finished/127%2E0%2E0%2E1:9001", kPersistent, "0\n"});
    tree.append({task + u"/shards/127.0.0.1:9000,127.0.0.1:9001/lock", kSessionA, "127%2E0%2E0%2E1:9000"});
    return tree;
}

Tree patroniCluster(Watches &watches)
{
    const QString scope = QStringLiteral("/service/pg");
    Tree tree{
        {scope + u"/config", kPersistent, R"({"ttl":30,"loop_wait":10,"retry_timeout":10})"},
        {scope + u"/initialize", kPersistent, "7312005873958214295"},
        {scope + u"/status", kPersistent, R"({"optime":50331808})"},
        {scope + u"/history", kPersistent, "[]"},
        {scope + u"/failover", kPersistent, {}},
        {scope + u"/leader", kSessionA, "pg1"},
        {scope + u"/members/pg1", kSessionA, R"({"conn_url":"postgres://127.0.0.1:5432/postgres","role":"master"})"},
        {scope + u"/members/pg2", kSessionB, R"({"conn_url":"postgres://127.0.0.1:5433/postgres","role":"replica"})"},
    };
    watches.append({kSessionB, scope + u"/leader"});
    return tree;
}

Tree kafkaCluster(Watches &watches)
{
    Tree tree{
        {QStringLiteral("/kafka/controller"), kSessionA, R"({"version":1,"brokerid":1,"timestamp":"1700000000000"})"},
        {QStringLiteral("/kafka/controller_epoch"), kPersistent, "7"}};
    for (qint64 broker : {kSessionB, kSessionC, kSessionD})
        watches.append({broker, QStringLiteral("/kafka/controller")});
    return tree;
}

EnsembleView ensembleOf(const QList<qint64> &connected, const Watches &watches)
{
    MemberReport report;
    report.member = EnsembleMember{QStringLiteral("127.0.0.1"), 2181, {}};
    QList<ClientConnection> connections;
    for (qint64 session : connected)
        connections.append(ClientConnection{session, QStringLiteral("10.0.0.5:%1").arg(40000 + (session & 0xff))});
    report.connections = connections;
    WatchersByPath byPath;
    for (const auto &[session, path] : watches) {
        if (connected.contains(session))
            byPath[path].append(session);
    }
    report.watchersByPath = byPath;
    return mergeMemberReports({report}, kNow);
}

// Findings as "severity kind session-count nodes", with the sessions the member serves.
QStringList judge(const Tree &tree, const QList<qint64> &connected, const Watches &watches)
{
    const std::vector<LockQueue> locks = FixtureTree(tree).buildAll();
    EntryTimeline timeline;
    for (const LockQueue &queue : locks)
        timeline.observe(queue, kNow - 60'000);
    const EnsembleView ensemble = ensembleOf(connected, watches);
    DiagnosticsInput input;
    input.locks = QueueView(locks);
    input.timeline = &timeline;
    input.ensemble = &ensemble;
    input.nowMs = kNow;
    QHash<qint64, qint64> missing; // for a minute: past dead-holder's grace
    for (qint64 session : deadSessionsOf(input))
        missing.insert(session, kNow - 60'000);
    input.missingSinceMs = &missing;
    QStringList found;
    for (const Finding &finding : test::evaluateReadingAgain(input, locks).report.findings)
        found.append(severityName(finding.severity) + u' ' + findingKindName(finding.kind) + u' '
                     + QString::number(finding.sessions.size()) + u' ' + QString::number(finding.nodes.size())
                     + (qEnvironmentVariableIsSet("LOCKSCOPE_SHOW_FINDINGS") ? u' ' + finding.detail : QString()));
    return found;
}

} // namespace

class TstRealShapes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void judgedAsTheyAre_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QList<qint64>>("connected");
        QTest::addColumn<Watches>("watches");
        QTest::addColumn<QStringList>("findings");

        Watches ch;
        const Tree clickHouse = clickHouseCluster(ch);
        QTest::newRow("ClickHouse, split leadership: standbys are not blocked, no deadlock")
            << clickHouse << QList<qint64>{kSessionA, kSessionB} << ch << QStringList();
        // r2 killed: its session lingers, its standby nodes watch nothing. One finding names it
        // with its six nodes (t1's lead, two standbys, three is_active); no broken wait, no critical.
        QTest::newRow("ClickHouse, r2 killed before its session expires")
            << clickHouse << QList<qint64>{kSessionA} << ch << QStringList{QStringLiteral("warning dead-holder 1 6")};
        Watches patroni;
        const Tree pg = patroniCluster(patroni);
        QTest::newRow("Patroni: leader key, members and its own keys")
            << pg << QList<qint64>{kSessionA, kSessionB} << patroni << QStringList();
        QTest::newRow("Patroni, leader killed")
            << pg << QList<qint64>{kSessionB} << patroni << QStringList{QStringLiteral("warning dead-holder 1 1")};
        Watches kafka;
        QTest::newRow("Kafka: every broker watches the controller, no herd")
            << kafkaCluster(kafka) << QList<qint64>{kSessionA, kSessionB, kSessionC, kSessionD} << kafka
            << QStringList();
        QTest::newRow("members would not say who is connected: nobody is declared dead")
            << clickHouse << QList<qint64>{} << Watches{} << QStringList();
    }
    void judgedAsTheyAre()
    {
        QFETCH(Tree, tree);
        QFETCH(QList<qint64>, connected);
        QFETCH(Watches, watches);
        QFETCH(QStringList, findings);
        if (connected.isEmpty()) {
            // No member answered about connections: the ensemble cannot tell who is gone.
            const std::vector<LockQueue> locks = FixtureTree(tree).buildAll();
            DiagnosticsInput input;
            input.locks = QueueView(locks);
            input.nowMs = kNow;
            QCOMPARE(evaluateDiagnostics(input).report.findings.size(), 0);
            return;
        }
        const QStringList found = judge(tree, connected, watches);
        QVERIFY2(found == findings, qPrintable(found.join(u" | ")));
    }

    // The gone session's finding says since when it is missing and, once the leader's dump has
    // been asked, when it expires; until then the evaluation asks for another round at once.
    void deadHolderSaysWhenItExpires()
    {
        Watches watches;
        const std::vector<LockQueue> locks = FixtureTree(patroniCluster(watches)).buildAll();
        EnsembleView ensemble = ensembleOf({kSessionB}, watches);
        const QHash<qint64, qint64> missingSince{{kSessionA, kNow - 8'000}};
        DiagnosticsInput input;
        input.locks = QueueView(locks);
        input.ensemble = &ensemble;
        input.nowMs = kNow;
        input.missingSinceMs = &missingSince;

        // Judged once its node, read again after the round, is still there (NodeRecheck.h).
        QCOMPARE(evaluateDiagnostics(input).report.findings.size(), 0);
        Evaluation first = test::evaluateReadingAgain(input, locks);
        QCOMPARE(first.confirmWatchesAtMs, kNow);
        QCOMPARE(first.report.findings.size(), 1);
        QCOMPARE(first.report.findings.first().durationMs, 8'000);
        QCOMPARE(first.report.findings.first().expiresAtMs, 0);
        QVERIFY2(first.report.findings.first().detail.contains(u"for 8.0 s"),
                 qPrintable(first.report.findings.first().detail));

        ensemble.expiriesAsked = true;
        ensemble.expiresAtMs.insert(kSessionA, kNow + 12'000);
        // The dump also lists its member key, which is no lock: named too, since it goes as well.
        ensemble.ephemerals.insert(kSessionA,
                                   {QStringLiteral("/service/pg/leader"), QStringLiteral("/service/pg/members/pg1")});
        const Evaluation second = test::evaluateReadingAgain(input, locks);
        QCOMPARE(second.confirmWatchesAtMs, 0);
        const Finding &dead = second.report.findings.first();
        QCOMPARE(dead.expiresAtMs, kNow + 12'000);
        QVERIFY2(dead.detail.contains(u"the leader expires it at") && dead.detail.contains(u"in 12.0 s"),
                 qPrintable(dead.detail));
        QCOMPARE(dead.nodes.paths(),
                 (QStringList{QStringLiteral("/service/pg/leader"), QStringLiteral("/service/pg/members/pg1")}));
        QVERIFY2(dead.detail.contains(u"owns /service/pg/members/pg1"), qPrintable(dead.detail));
    }

    // What the systems keep beside their locks never becomes one.
    void recordsAreNoLocks()
    {
        Watches watches;
        const std::vector<LockQueue> locks = FixtureTree(clickHouseCluster(watches)).buildAll();
        QStringList roles;
        for (const LockQueue &queue : locks) {
            QVERIFY2(!queue.path.contains(u"/blocks") && !queue.path.contains(u"/log")
                         && !queue.path.contains(u"/active"),
                     qPrintable(queue.path));
            roles.append(queue.role);
        }
        roles.sort();
        QCOMPARE(
            roles,
            (QStringList{QStringLiteral("ddl-lock"), QStringLiteral("leader"), QStringLiteral("leader"),
                         QStringLiteral("leader"), QStringLiteral("replica-active"), QStringLiteral("replica-active"),
                         QStringLiteral("replica-active"), QStringLiteral("replica-active"),
                         QStringLiteral("replica-active"), QStringLiteral("replica-active")}));
        const std::vector<LockQueue> patroni = FixtureTree(patroniCluster(watches)).buildAll();
        QCOMPARE(patroni.size(), size_t(1));
        QCOMPARE(patroni.front().kind, LockKind::Election);
        QVERIFY(patroni.front().unrecognized.isEmpty());
    }
};

LOCKSCOPE_TEST(TstRealShapes)
#include "tst_realshapes.moc"
