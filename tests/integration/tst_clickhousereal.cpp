// SPDX-License-Identifier: Apache-2.0

// Two real ClickHouse servers (Debian's clickhouse-server) replicating three tables through a real
// ZooKeeper, seen through `lockscope-cli`: the elections and replica registrations exactly as
// ZooKeeper holds them and nothing of ClickHouse's records (dedup blocks, block numbers, logs,
// queues, DDL tasks) shown as a lock or offered for deletion; the distributed DDL shard lock
// while an ALTER … ON CLUSTER waits for a replica; and a server killed with SIGKILL: one
// `dead-holder` finding for its session until the session expires, then the other replica leads.
#include "ClickHouseServer.h"
#include "ProcessRun.h"
#include "SnapshotTruth.h"
#include "TestZooKeeper.h"
#include "ZooKeeperTree.h"
#include "batch/TestBatch.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>

namespace tst_clickhousereal {

using namespace lockscope;
using namespace lockscope::test;

namespace {

const QString kCli = QStringLiteral(LOCKSCOPE_CLI_PATH);
const QString kTables = QStringLiteral("/clickhouse/tables/01/default/");
const QString kDdl = QStringLiteral("/clickhouse/task_queue/ddl");
const QStringList kTableNames = {QStringLiteral("t1"), QStringLiteral("t2"), QStringLiteral("t3")};
// r1, killed at the end: its session expires soon after, but not before a snapshot started at the
// kill has asked twice, 5 s apart, and read its node again (dead-holder's grace and recheck).
constexpr int kShortSessionMs = 12000;
constexpr int kLongSessionMs = 30000; // r2, paused while a DDL waits for it: outlives the pause

// Where ClickHouse keeps records and work items, never locks; under the DDL queue only a shard's
// `lock` is one.
bool isRecordPath(const QString &path)
{
    static const QRegularExpression records(QStringLiteral(
        "/(blocks|block_numbers|temp|log|queue|mutations|quorum|parts|nonincrement_block_numbers)(/|$)"));
    static const QRegularExpression shardLock(
        QStringLiteral("^/clickhouse/task_queue/ddl/query-\\d{10}/shards/[^/]+$"));
    if (path.startsWith(kDdl))
        return !shardLock.match(path).hasMatch();
    return records.match(path).hasMatch();
}

QStringList strings(const QJsonArray &array)
{
    QStringList list;
    for (const QJsonValue &v : array)
        list << v.toString();
    list.sort();
    return list;
}

} // namespace

class TestClickHouseReal : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir; // the audit log of refused deletes
    std::unique_ptr<LocalZooKeeper> m_zooKeeper;
    std::unique_ptr<ClickHouseServer> m_r1;
    std::unique_ptr<ClickHouseServer> m_r2;
    std::unique_ptr<ZkSession> m_session;

    QJsonObject snapshot()
    {
        const ProcessRun run =
            runProcess(kCli,
                       {QStringLiteral("snapshot"), QStringLiteral("--connect"), m_zooKeeper->connectString(),
                        QStringLiteral("--discover"), QStringLiteral("/"), QStringLiteral("--json")});
        if (run.exitCode != 0) {
            qWarning("snapshot failed (%d): %s", run.exitCode, qPrintable(run.err));
            return {};
        }
        return QJsonDocument::fromJson(run.out.toUtf8()).object();
    }

    QList<TreeNode> tree()
    {
        const std::optional<QList<TreeNode>> nodes = readTree(*m_session, QStringLiteral("/clickhouse"));
        return nodes.value_or(QList<TreeNode>());
    }

    // The server's one ZooKeeper session: the owner of its is_active nodes.
    qint64 sessionOf(const QList<TreeNode> &nodes, const QString &replica)
    {
        const TreeNode *active = nodeAt(nodes, kTables + QStringLiteral("t1/replicas/%1/is_active").arg(replica));
        return active ? active->stat.ephemeralOwner : 0;
    }

    // Every table's election as ZooKeeper holds it, told as ClickHouse's; empty, else the difference.
    static QString compareElections(const QJsonObject &snapshot, const QList<TreeNode> &nodes)
    {
        QStringList parents;
        for (const QString &table : kTableNames) {
            parents << kTables + table + QStringLiteral("/leader_election");
            if (lockAt(snapshot, parents.last()).value(u"system").toString() != u"clickhouse")
                return parents.last() + QStringLiteral(": not shown as ClickHouse's");
        }
        return test::compareElections(snapshot, nodes, parents);
    }

    QString leaderOf(const QJsonObject &snapshot, const QString &table)
    {
        const QJsonObject lock = lockAt(snapshot, kTables + table + QStringLiteral("/leader_election"));
        return lock.value(u"entries").toArray().first()[u"owner"].toString();
    }

    bool createTable(ClickHouseServer &server, const QString &table)
    {
        const ProcessRun run = server.query(
            QStringLiteral("CREATE TABLE %1 (p UInt8, k UInt32, v String) ENGINE = ReplicatedMergeTree("
                           "'/clickhouse/tables/{shard}/default/%1', '{replica}') PARTITION BY p ORDER BY k")
                .arg(table));
        if (run.exitCode != 0)
            qWarning("CREATE TABLE %s on %s: %s", qPrintable(table), qPrintable(server.replica()), qPrintable(run.err));
        return run.exitCode == 0;
    }

    bool insert(ClickHouseServer &server, const QString &table, int partition, int key)
    {
        return server.query(QStringLiteral("INSERT INTO %1 VALUES (%2, %3, 'v%3')").arg(table).arg(partition).arg(key))
                   .exitCode
            == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString whyNot;
        if (!ClickHouseServer::isAvailable(&whyNot))
            QSKIP(qPrintable(QStringLiteral("ClickHouse is not installed: ") + whyNot));
        m_zooKeeper = startZooKeeper();
        QVERIFY(m_zooKeeper);
        const QList<quint16> ports = LocalZooKeeper::freePorts(2);
        QCOMPARE(ports.size(), 2);
        ClickHouseServer::Options options;
        options.zooKeeper = m_zooKeeper->connectString();
        options.clusterTcpPorts = ports;
        options.replica = QStringLiteral("r1");
        options.tcpPort = ports.at(0);
        options.sessionTimeoutMs = kShortSessionMs;
        m_r1 = startClickHouse(options);
        QVERIFY(m_r1);
        options.replica = QStringLiteral("r2");
        options.tcpPort = ports.at(1);
        options.sessionTimeoutMs = kLongSessionMs;
        m_r2 = startClickHouse(options);
        QVERIFY(m_r2);
        // 18.16 elects the lowest leader_election node: whoever creates the table first leads it.
        QVERIFY(createTable(*m_r1, QStringLiteral("t1")) && createTable(*m_r2, QStringLiteral("t1")));
        for (const QString &table : {QStringLiteral("t2"), QStringLiteral("t3")})
            QVERIFY(createTable(*m_r2, table) && createTable(*m_r1, table));
        const ProcessRun leaders =
            m_r1->query(QStringLiteral("SELECT table, is_leader FROM system.replicas ORDER BY table"));
        QCOMPARE(leaders.out, QStringLiteral("t1\t1\nt2\t0\nt3\t0\n"));
        m_session = std::make_unique<ZkSession>(ZkSession::Options{m_zooKeeper->connectString(), 10000});
        QVERIFY(m_session->open());
    }

    void healthyCluster()
    {
        QStringList expected; // every lock there is: three elections, six replica registrations
        for (const QString &table : kTableNames) {
            expected << kTables + table + QStringLiteral("/leader_election");
            for (const QString &replica : {QStringLiteral("r1"), QStringLiteral("r2")})
                expected << kTables + table + QStringLiteral("/replicas/") + replica;
        }
        expected.sort();

        // Inserts under a watch: dedup records, block numbers and log entries come and go, and none
        // of them may show up as a lock.
        QProcess watch;
        watch.start(kCli,
                    {QStringLiteral("watch"), QStringLiteral("--connect"), m_zooKeeper->connectString(),
                     QStringLiteral("--discover"), QStringLiteral("/"), QStringLiteral("--json")});
        QList<QJsonObject> events;
        const auto readEvents = [&] {
            while (watch.canReadLine())
                events << QJsonDocument::fromJson(watch.readLine()).object();
        };
        auto stopWatch = qScopeGuard([&] { stopProcess(watch); });
        QVERIFY2(waitUntil(
                     [&] {
                         readEvents();
                         return !events.isEmpty();
                     },
                     20000),
                 watch.readAllStandardError().constData());
        QCOMPARE(events.first().value(u"event").toString(), QStringLiteral("snapshot"));
        // t1: partition 1 gets one block, partition 2 two (one through each replica); t2 and t3 one each.
        QVERIFY(insert(*m_r1, QStringLiteral("t1"), 1, 1));
        QVERIFY(insert(*m_r1, QStringLiteral("t1"), 2, 2));
        QVERIFY(insert(*m_r2, QStringLiteral("t1"), 2, 3));
        QVERIFY(insert(*m_r2, QStringLiteral("t2"), 1, 4));
        QVERIFY(insert(*m_r1, QStringLiteral("t3"), 3, 5));
        QVERIFY(waitUntil([&] {
            return m_r2->query(QStringLiteral("SELECT count() FROM t1")).out.trimmed() == u"3"
                && m_r1->query(QStringLiteral("SELECT count() FROM t2")).out.trimmed() == u"1";
        }));
        QTest::qWait(1500); // what the watch saw of the inserts reaches it; absence has no signal to wait for
        readEvents();
        ::kill(pid_t(watch.processId()), SIGTERM);
        QVERIFY(watch.waitForFinished(10000));
        readEvents();
        QCOMPARE(watch.exitCode(), 0);
        for (const QJsonValue &lock : events.first().value(u"locks").toArray())
            QVERIFY2(expected.contains(lock[u"path"].toString()), qPrintable(lock[u"path"].toString()));
        for (const QJsonObject &e : std::as_const(events).mid(1)) {
            const QString lock = e.value(u"lock").toString();
            QVERIFY2(lock.isEmpty() || expected.contains(lock),
                     qPrintable(QStringLiteral("watch event for a non-lock: ") + compact(e)));
        }

        const QList<TreeNode> nodes = tree();
        QStringList blocks;
        for (const TreeNode &n : nodes) {
            if (n.path.startsWith(kTables + QStringLiteral("t1/blocks/")))
                blocks << n.path.section(QLatin1Char('/'), -1).section(QLatin1Char('_'), 0, 0);
        }
        blocks.sort();
        QCOMPARE(blocks, (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("2")}));

        const QJsonObject shot = snapshot();
        qInfo("findings: %s", qPrintable(compact(shot.value(u"findings").toArray()))); // for the log
        QVERIFY(!shot.isEmpty());
        QStringList shown;
        for (const QJsonValue &lock : shot.value(u"locks").toArray()) {
            shown << lock[u"path"].toString();
            QVERIFY2(!isRecordPath(shown.last()), qPrintable(shown.last()));
        }
        shown.sort();
        QVERIFY2(shown == expected, qPrintable(compact(shot)));
        const QString difference = compareElections(shot, nodes);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(leaderOf(shot, QStringLiteral("t1")), QStringLiteral("r1"));
        QCOMPARE(leaderOf(shot, QStringLiteral("t2")), QStringLiteral("r2"));
        QCOMPARE(leaderOf(shot, QStringLiteral("t3")), QStringLiteral("r2"));
        for (const QString &table : kTableNames) {
            for (const QString &replica : {QStringLiteral("r1"), QStringLiteral("r2")}) {
                const QString path = kTables + table + QStringLiteral("/replicas/") + replica;
                const QJsonObject entry = lockAt(shot, path).value(u"entries").toArray().first().toObject();
                QCOMPARE(lockAt(shot, path).value(u"role").toString(), QStringLiteral("replica-active"));
                QCOMPARE(entry.value(u"path").toString(), path + QStringLiteral("/is_active"));
                QCOMPARE(entry.value(u"owner").toString(), replica);
                QCOMPARE(entry.value(u"session").toString(), formatSessionId(sessionOf(nodes, replica)));
            }
        }
        const QJsonArray serious = findingsOf(shot, {QStringLiteral("warning"), QStringLiteral("critical")});
        QVERIFY2(serious.isEmpty(), qPrintable(compact(serious)));

        // A dedup record is ClickHouse's, not a lock entry: delete refuses it and it stays.
        const TreeNode *record = nullptr;
        for (const TreeNode &n : nodes) {
            if (n.path.startsWith(kTables + QStringLiteral("t1/blocks/")))
                record = &n;
        }
        QVERIFY(record);
        const ProcessRun refused = runProcess(
            kCli,
            {QStringLiteral("delete"), QStringLiteral("--connect"), m_zooKeeper->connectString(), record->path,
             QStringLiteral("--version"), QString::number(record->stat.version), QStringLiteral("--audit-log"),
             m_dir.filePath(QStringLiteral("audit.jsonl")), QStringLiteral("--reason"), QStringLiteral("test")});
        QVERIFY2(refused.exitCode == 1 && !refused.err.isEmpty(), qPrintable(refused.out + refused.err));
        const QList<TreeNode> after = tree(); // nodeAt points into it
        const TreeNode *kept = nodeAt(after, record->path);
        QVERIFY(kept && kept->stat.mzxid == record->stat.mzxid);
        QFile audit(m_dir.filePath(QStringLiteral("audit.jsonl"))); // the refusal is on record
        QVERIFY(audit.open(QIODevice::ReadOnly) && audit.readAll().contains(record->path.toUtf8()));
    }

    void ddlShardLock()
    {
        // r2 silent: r1 takes the shard's lock and runs the ALTER, which waits for r2 to apply it.
        QVERIFY(m_r2->pause());
        const std::unique_ptr<QProcess> alter =
            m_r1->startQuery(QStringLiteral("ALTER TABLE default.t1 ON CLUSTER pair ADD COLUMN w UInt8 DEFAULT 0"),
                             {QStringLiteral("--distributed_ddl_task_timeout=120")});
        // On failure too: r2 runs again and the ALTER ends, so that the next scenario starts clean.
        auto resume = qScopeGuard([&] {
            m_r2->resume();
            alter->waitForFinished(60000);
        });
        QStringList hosts{QStringLiteral("127.0.0.1:%1").arg(m_r1->tcpPort()),
                          QStringLiteral("127.0.0.1:%1").arg(m_r2->tcpPort())};
        hosts.sort(); // DDLWorker names the shard by its replicas' host ids, sorted, dots kept
        static const QRegularExpression task(QStringLiteral("^/clickhouse/task_queue/ddl/query-\\d{10}$"));
        QString lockPath;
        QList<TreeNode> nodes;
        QVERIFY2(waitUntil(
                     [&] {
                         nodes = tree();
                         for (const TreeNode &n : nodes) {
                             if (task.match(n.path.section(QLatin1Char('/'), 0, 4)).hasMatch()
                                 && n.path.endsWith(QStringLiteral("/shards/") + hosts.join(QLatin1Char(','))
                                                    + QStringLiteral("/lock")))
                                 lockPath = n.path;
                         }
                         return !lockPath.isEmpty();
                     },
                     30000),
                 qPrintable(m_r1->logTail()));
        const TreeNode *lockNode = nodeAt(nodes, lockPath);
        QCOMPARE(lockNode->data, m_r1->hostId().toUtf8());
        QCOMPARE(lockNode->stat.ephemeralOwner, sessionOf(nodes, QStringLiteral("r1")));

        const QJsonObject shot = snapshot();
        qInfo("findings: %s", qPrintable(compact(shot.value(u"findings").toArray()))); // for the log
        QVERIFY(!shot.isEmpty());
        const QJsonObject lock = lockAt(shot, lockPath.section(QLatin1Char('/'), 0, -2));
        QVERIFY2(!lock.isEmpty(), qPrintable(compact(shot.value(u"locks").toArray())));
        QCOMPARE(lock.value(u"system").toString(), QStringLiteral("clickhouse"));
        QCOMPARE(lock.value(u"role").toString(), QStringLiteral("ddl-lock"));
        QCOMPARE(lock.value(u"holders").toInt(), 1);
        QCOMPARE(lock.value(u"waiters").toInt(), 0);
        const QJsonObject entry = lock.value(u"entries").toArray().first().toObject();
        QCOMPARE(entry.value(u"path").toString(), lockPath);
        QCOMPARE(entry.value(u"session").toString(), formatSessionId(lockNode->stat.ephemeralOwner));
        QCOMPARE(entry.value(u"owner").toString(), QStringLiteral("127.0.0.1:%1").arg(m_r1->tcpPort()));
        QCOMPARE(entry.value(u"owner_fields").toObject().value(u"host_id").toString(), m_r1->hostId());
        for (const QJsonValue &l : shot.value(u"locks").toArray())
            QVERIFY2(!isRecordPath(l[u"path"].toString()), qPrintable(l[u"path"].toString()));
        const QJsonArray critical = findingsOf(shot, {QStringLiteral("critical")});
        QVERIFY2(critical.isEmpty(), qPrintable(compact(critical)));

        // r2 back: it applies the ALTER, r1's executor releases the lock and the query succeeds.
        resume.dismiss();
        QVERIFY(m_r2->resume());
        QVERIFY2(alter->waitForFinished(60000) && alter->exitCode() == 0, alter->readAllStandardError().constData());
        QVERIFY(waitUntil([&] {
            const QList<TreeNode> now = tree();
            return !nodeAt(now, lockPath);
        }));
    }

    void killedServer()
    {
        const QList<TreeNode> before = tree();
        const qint64 dead = sessionOf(before, QStringLiteral("r1"));
        QVERIFY(dead != 0);
        QStringList deadNodes;
        for (const TreeNode &n : before) {
            if (n.stat.ephemeralOwner == dead)
                deadNodes << n.path;
        }
        deadNodes.sort();
        QCOMPARE(deadNodes.size(), 6); // three elections, three is_active

        QElapsedTimer sinceKill;
        m_r1->kill();
        sinceKill.start();
        // Until the session expires its nodes stay: one finding names the session and all of them.
        QJsonObject shot;
        const auto showsDead = [&](const QJsonObject &snapshot) {
            const QJsonArray entries =
                lockAt(snapshot, kTables + QStringLiteral("t1/leader_election")).value(u"entries").toArray();
            return std::any_of(entries.begin(), entries.end(),
                               [&](const QJsonValue &e) { return e[u"session"].toString() == formatSessionId(dead); });
        };
        // The ensemble notices the closed connection at once; the last snapshot before the expiry
        // counts (one that straddles it reads the nodes again and finds them gone: no finding).
        QJsonObject beforeExpiry;
        waitUntil(
            [&] {
                shot = snapshot();
                if (shot.isEmpty())
                    return false; // no answer is no evidence either way
                if (!showsDead(shot))
                    return true;
                beforeExpiry = shot;
                return !findingsOfKind(shot, QStringLiteral("dead-holder")).isEmpty();
            },
            kShortSessionMs + 5000);
        QVERIFY2(!beforeExpiry.isEmpty(),
                 qPrintable(QStringLiteral("r1's session expired %1 ms after the kill, before a snapshot showed it")
                                .arg(sinceKill.elapsed())));
        shot = beforeExpiry;
        const QJsonArray findings = shot.value(u"findings").toArray();
        qInfo("findings: %s", qPrintable(compact(findings))); // for the log
        const QJsonArray deadHolder = findingsOfKind(shot, QStringLiteral("dead-holder"));
        QVERIFY2(deadHolder.size() == 1, qPrintable(compact(findings)));
        const QJsonObject finding = deadHolder.first().toObject();
        QCOMPARE(finding.value(u"severity").toString(), QStringLiteral("warning"));
        QCOMPARE(strings(finding.value(u"sessions").toArray()), QStringList{formatSessionId(dead)});
        QCOMPARE(strings(finding.value(u"nodes").toArray()), deadNodes);
        for (const QJsonValue &f : findings) {
            QVERIFY2(f[u"severity"].toString() != u"critical", qPrintable(compact(findings)));
            QVERIFY2(f[u"kind"].toString() != u"broken-wait", qPrintable(compact(findings)));
        }

        // Expired: r2 leads every table, in ZooKeeper, in ClickHouse and in the snapshot; no dead-holder.
        QVERIFY2(waitUntil(
                     [&] {
                         shot = snapshot();
                         bool all = findingsOfKind(shot, QStringLiteral("dead-holder")).isEmpty();
                         for (const QString &table : kTableNames) {
                             const QJsonObject lock =
                                 lockAt(shot, kTables + table + QStringLiteral("/leader_election"));
                             all =
                                 all && lock.value(u"entries").toArray().size() == 1 && leaderOf(shot, table) == u"r2";
                         }
                         return all;
                     },
                     kShortSessionMs + 30000),
                 qPrintable(compact(shot)));
        const QString difference = compareElections(shot, tree());
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(waitUntil([&] {
            return m_r2->query(QStringLiteral("SELECT sum(is_leader) FROM system.replicas")).out.trimmed() == u"3";
        }));
    }

    void cleanupTestCase()
    {
        m_session.reset();
        m_r1.reset();
        m_r2.reset();
    }
};

LOCKSCOPE_TEST(TestClickHouseReal)

} // namespace tst_clickhousereal

#include "tst_clickhousereal.moc"
