// SPDX-License-Identifier: Apache-2.0

// Patroni (Debian's `patroni` with PostgreSQL 15) coordinating through a real ZooKeeper, judged
// by lockscope's generic rules only: no recogniser knows Patroni. Patroni keeps one ephemeral
// leader key (data: the leader's name), one ephemeral member key per member (re-created on
// state changes) and persistent records (config, initialize, status, sync, history, failover).
// The leader key must read as a single-node lock held by the leader's session; nothing of
// Patroni's own is a warning, a lock or unrecognized; a killed leader is one dead holder until
// its session expires and the other member takes over.
#include "PatroniCluster.h"
#include "ProcessRun.h"
#include "TestZooKeeper.h"

#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <memory>
#include <optional>
#include <sys/prctl.h>

namespace tst_patronireal {

using namespace lockscope;
using lockscope::test::PatroniCluster;
using lockscope::test::waitUntil;

namespace {

struct Node {
    bool exists = false;
    QString data;
    QString session; // ephemeral owner as lockscope prints it, empty for a persistent node
    ZkError error = ZkError::Ok; // why the read found no node: no such node, a lost connection, no answer
};

QJsonArray findingsOf(const QJsonObject &snapshot, const QString &kind = {})
{
    QJsonArray found;
    for (const QJsonValue &f : snapshot.value(u"findings").toArray()) {
        if (kind.isEmpty() || f.toObject().value(u"kind").toString() == kind)
            found << f;
    }
    return found;
}

QString compact(const QJsonValue &value)
{
    return QString::fromUtf8(
        QJsonDocument(value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject()))
            .toJson(QJsonDocument::Compact));
}

// The lock having `node` among its entries; empty when no lock shows it.
QJsonObject lockWithEntry(const QJsonObject &snapshot, const QString &node)
{
    for (const QJsonValue &lock : snapshot.value(u"locks").toArray()) {
        for (const QJsonValue &entry : lock.toObject().value(u"entries").toArray()) {
            if (entry.toObject().value(u"path").toString() == node)
                return lock.toObject();
        }
    }
    return {};
}

// The members' session timeout. A killed leader's key stays this long, and a snapshot must see it
// held by a dead session within that time: its first round, the 5 s grace, a confirming round and a
// read, by a TSan-built CLI beside the suite's other tests (10 s proved too short for that).
constexpr int kTtlSeconds = 20;

} // namespace

class TestPatroniReal : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<PatroniCluster> m_cluster;
    std::unique_ptr<ZkSession> m_truth;

    QStringList cliArguments(const QString &command) const
    {
        return {command,
                QStringLiteral("--connect"),
                m_server->connectString(),
                QStringLiteral("--discover"),
                QStringLiteral("/"),
                QStringLiteral("--json"),
                QStringLiteral("--admin-port"),
                QString::number(m_server->adminPort())};
    }

    QJsonObject snapshot()
    {
        const test::ProcessRun run =
            test::runProcess(QStringLiteral(LOCKSCOPE_CLI_PATH), cliArguments(QStringLiteral("snapshot")));
        if (run.exitCode != 0)
            qWarning("snapshot failed (%d): %s", run.exitCode, qPrintable(run.err));
        return QJsonDocument::fromJson(run.out.toUtf8()).object();
    }

    // The node as the ensemble has it, read with a session of the test's own. A read the session
    // lost to a reconnect (a loaded machine can pause the server past the ping timeout) is made
    // again: only the ensemble's answer counts, not the test session's connection.
    Node read(const QString &path)
    {
        QElapsedTimer reading;
        reading.start();
        for (;;) {
            // Shared: an answer that comes after the wait gave up must not write to a finished frame.
            const auto node = std::make_shared<std::optional<Node>>();
            m_truth->getData(path, false, [node](ZkError e, const QByteArray &data, const NodeStat &stat) {
                *node = Node{e == ZkError::Ok, QString::fromUtf8(data),
                             stat.ephemeralOwner != 0 ? formatSessionId(stat.ephemeralOwner) : QString(), e};
            });
            const qint64 left = 10000 - reading.elapsed();
            if (!waitUntil([&] { return node->has_value(); }, int(std::max<qint64>(left, 0))))
                return Node{false, {}, {}, ZkError::OperationTimeout};
            if (!isRetryable(node->value().error) || reading.elapsed() >= 10000)
                return node->value();
            QTest::qWait(100);
        }
    }

    // Index of the member the leader key names, -1 when there is none; `read` says what was found.
    int leaderByKey(Node *read = nullptr)
    {
        const Node leader = this->read(m_cluster->leaderPath());
        if (read)
            *read = leader;
        for (int i = 0; leader.exists && i < 2; ++i) {
            if (m_cluster->name(i) == leader.data)
                return i;
        }
        return -1;
    }

    // What a leader key read found, for a failure message.
    static QByteArray described(const Node &key)
    {
        return (key.exists ? QStringLiteral("leader key holds \"%1\" (session %2)").arg(key.data, key.session)
                           : QStringLiteral("leader key not read: %1").arg(errorMessage(key.error)))
            .toUtf8();
    }

    // The leader key as a single-node lock held by the session the ensemble names.
    void verifyLeaderLock(const QJsonObject &snapshot, const Node &leader)
    {
        const QJsonObject lock = lockWithEntry(snapshot, m_cluster->leaderPath());
        QVERIFY2(!lock.isEmpty(), qPrintable(compact(snapshot.value(u"locks"))));
        const QJsonArray entries = lock.value(u"entries").toArray();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(lock.value(u"holders").toInt(), 1);
        const QJsonObject entry = entries.first().toObject();
        QCOMPARE(entry.value(u"state").toString(), QStringLiteral("holding"));
        QCOMPARE(entry.value(u"session").toString(), leader.session);
        QCOMPARE(entry.value(u"data").toString(), leader.data);
        // The leader key exists only while held: this leader acquired when it made it, whatever
        // key an earlier leader held at the same path.
        QCOMPARE(entry.value(u"acquired").toString(), entry.value(u"created").toString());
        QVERIFY2(entry.value(u"held_ms").toInteger(-1) >= 0, qPrintable(compact(entry)));
    }

    // Nothing of Patroni's is a warning or worse, unrecognized, or a lock besides its leader key.
    void verifyQuiet(const QJsonObject &snapshot)
    {
        for (const QJsonValue &f : findingsOf(snapshot)) {
            const QString severity = f.toObject().value(u"severity").toString();
            QVERIFY2(severity != QStringLiteral("warning") && severity != QStringLiteral("critical"),
                     qPrintable(compact(f)));
        }
        QVERIFY2(findingsOf(snapshot, QStringLiteral("unrecognized")).isEmpty(),
                 qPrintable(compact(findingsOf(snapshot, QStringLiteral("unrecognized")))));
        const QString members = m_cluster->scopePath() + QStringLiteral("/members");
        for (const QJsonValue &lock : snapshot.value(u"locks").toArray()) {
            const QString path = lock.toObject().value(u"path").toString();
            QVERIFY2(path != members && !path.startsWith(members + QLatin1Char('/')), qPrintable(compact(lock)));
            for (const QJsonValue &entry : lock.toObject().value(u"entries").toArray())
                QVERIFY2(!entry.toObject().value(u"path").toString().startsWith(members), qPrintable(compact(lock)));
        }
    }

    // Prints the members' logs whole (a failure message is cut at 1,024 characters); false, so that
    // `QVERIFY(ready || clusterLogsShown())` shows them exactly when it fails.
    bool clusterLogsShown() const
    {
        qWarning("%s", qPrintable(m_cluster->logs()));
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString whyNot;
        if (!PatroniCluster::isAvailable(&whyNot))
            QSKIP(qPrintable(whyNot));
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
        m_truth = std::make_unique<ZkSession>(ZkSession::Options{m_server->connectString(), 10000});
        QVERIFY(m_truth->open());
        QVERIFY(waitUntil([&] { return m_truth->isConnected(); }));
        PatroniCluster::Options options{m_server->connectString()};
        options.ttl = kTtlSeconds;
        m_cluster = std::make_unique<PatroniCluster>(options);
        // Both at once: one wins the initialize key and bootstraps, the other clones it.
        QVERIFY2(m_cluster->start(0) && m_cluster->start(1), qPrintable(m_cluster->errorString()));
        QVERIFY(m_cluster->waitForLeader(1, 90000) >= 0 || clusterLogsShown());
    }

    void healthyClusterIsOneQuietLock()
    {
        Node key;
        const int leader = leaderByKey(&key);
        QVERIFY2(leader >= 0 || clusterLogsShown(), described(key).constData());
        QVERIFY(!key.session.isEmpty());
        const QJsonObject doc = snapshot();
        qInfo("findings: %s", qPrintable(compact(doc.value(u"findings")))); // for the log
        QCOMPARE(doc.value(u"format").toString(), QStringLiteral("lockscope-snapshot-1"));
        verifyLeaderLock(doc, key);
        if (!QTest::currentTestFailed())
            verifyQuiet(doc);
    }

    // Members re-register their keys (delete and create) on every state change; a switchover
    // provokes many. None of that is a lock, and nothing goes unseen.
    void switchoverIsWatchedWithoutNoise()
    {
        Node leaderKey;
        const int leader = leaderByKey(&leaderKey);
        QVERIFY2(leader >= 0, described(leaderKey).constData());
        const int candidate = 1 - leader;
        QProcess watch;
        watch.setChildProcessModifier([] { prctl(PR_SET_PDEATHSIG, SIGKILL); }); // not outliving a killed test
        watch.start(QStringLiteral(LOCKSCOPE_CLI_PATH), cliArguments(QStringLiteral("watch")));
        const auto stopWatch = qScopeGuard([&] { test::stopProcess(watch, 5000); });
        QElapsedTimer watching;
        watching.start();
        QList<QJsonObject> events;
        const auto readLines = [&] {
            while (watch.canReadLine())
                events << QJsonDocument::fromJson(watch.readLine()).object();
        };
        QVERIFY2(waitUntil(
                     [&] {
                         readLines();
                         return !events.isEmpty();
                     },
                     20000),
                 watch.readAllStandardError().constData());
        QCOMPARE(events.first().value(u"event").toString(), QStringLiteral("snapshot"));
        QSet<QString> snapshotLocks;
        for (const QJsonValue &lock : events.first().value(u"locks").toArray())
            snapshotLocks << lock.toObject().value(u"path").toString();

        // patronictl exits 0 on a refused switchover too: its words tell. The leader refuses one
        // ("Switchover failed": it cleared the request unmet) when it cannot confirm in time that the
        // candidate is healthy, which a loaded machine can delay; nothing changed, so it is asked again.
        QString out;
        for (int attempt = 1;; ++attempt) {
            out.clear();
            const int exitCode = m_cluster->patronictl(leader,
                                                       {QStringLiteral("switchover"), QStringLiteral("--leader"),
                                                        m_cluster->name(leader), QStringLiteral("--candidate"),
                                                        m_cluster->name(candidate), QStringLiteral("--force")},
                                                       &out);
            const bool refused = exitCode == 0 && out.contains(QStringLiteral("Switchover failed"));
            if (!refused || attempt == 3) {
                QVERIFY2((exitCode == 0 && out.contains(QStringLiteral("Successfully switched over")))
                             || clusterLogsShown(),
                         qPrintable(out));
                break;
            }
            qInfo("switchover refused (attempt %d), asking again", attempt);
            clusterLogsShown();
            QVERIFY(m_cluster->waitForLeader(1, 45000) == leader || clusterLogsShown());
        }
        // The candidate leads and the old leader streams from it again, having re-registered.
        QVERIFY2(waitUntil(
                     [&] {
                         readLines();
                         return leaderByKey() == candidate;
                     },
                     30000)
                     || clusterLogsShown(),
                 qPrintable(out));
        QVERIFY(m_cluster->waitForLeader(1, 45000) == candidate || clusterLogsShown());
        // Watched ~20 s in all: the rejoined member re-registers again a few seconds after the switch.
        QTest::qWait(qMax(2000, 20000 - int(watching.elapsed())));
        readLines();
        ::kill(pid_t(watch.processId()), SIGTERM);
        QVERIFY(watch.waitForFinished(10000));
        QCOMPARE(watch.exitCode(), 0);
        readLines();

        const Node key = read(m_cluster->leaderPath());
        const QString members = m_cluster->scopePath() + QStringLiteral("/members");
        bool newLeaderSeen = false;
        QStringList noise; // every offending event, so that one run shows them all
        for (const QJsonObject &e : std::as_const(events).mid(1)) {
            const QString event = e.value(u"event").toString();
            const QString lock = e.value(u"lock").toString();
            if (event == QStringLiteral("unseen") || lock.startsWith(members)
                || (event != QStringLiteral("connection") && !snapshotLocks.contains(lock)))
                noise << compact(e);
            newLeaderSeen |= event == QStringLiteral("acquired")
                && e.value(u"node").toString() == m_cluster->leaderPath()
                && e.value(u"session").toString() == key.session;
        }
        QVERIFY2(
            newLeaderSeen,
            qPrintable(QStringLiteral("no acquired event for %1 by %2").arg(m_cluster->leaderPath(), key.session)));
        const QJsonObject doc = snapshot();
        verifyLeaderLock(doc, key);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(noise.isEmpty(),
                 qPrintable(QStringLiteral("%1 events of %2 are unseen, of the members folder or of a lock "
                                           "the snapshot does not show:\n%3")
                                .arg(noise.size())
                                .arg(events.size() - 1)
                                .arg(noise.join(QLatin1Char('\n')))));
        verifyQuiet(doc);
    }

    // kill -9: until its session expires the dead leader still holds its keys: one dead holder.
    // Then the survivor takes over and nothing is left of the dead one.
    void killedLeaderIsOneDeadHolderUntilExpiry()
    {
        Node key;
        const int leader = leaderByKey(&key);
        QVERIFY2(leader >= 0, described(key).constData());
        const int survivor = 1 - leader;
        const Node memberKey = read(m_cluster->memberPath(leader));
        QCOMPARE(memberKey.session, key.session);
        m_cluster->kill(leader);
        QElapsedTimer sinceKill;
        sinceKill.start();

        // A snapshot names a dead holder only after its rounds 5 s apart agree (the grace) and a
        // read finds its node still there: all within the session's ttl. Each try is recorded.
        QJsonObject doc;
        QJsonArray dead;
        QStringList tries;
        const bool found = waitUntil(
            [&] {
                const qint64 startedMs = sinceKill.elapsed();
                doc = snapshot();
                dead = findingsOf(doc, QStringLiteral("dead-holder"));
                tries << QStringLiteral("snapshot from %1 to %2 ms: %3")
                             .arg(startedMs)
                             .arg(sinceKill.elapsed())
                             .arg(compact(doc.value(u"findings")));
                return !dead.isEmpty();
            },
            7000);
        QVERIFY2(found,
                 qPrintable(QStringLiteral("no dead-holder after the kill of a member with a %1 s session; %2")
                                .arg(kTtlSeconds)
                                .arg(tries.join(QStringLiteral("; ")))));
        // Taken while the dead session still owned the key: not after expiry.
        QVERIFY2(read(m_cluster->leaderPath()).session == key.session,
                 qPrintable(QStringLiteral("the key is gone %1 ms after the kill").arg(sinceKill.elapsed())));
        QCOMPARE(dead.size(), 1);
        const QJsonObject finding = dead.first().toObject();
        qInfo("%s", qPrintable(compact(finding)));
        QCOMPARE(finding.value(u"severity").toString(), QStringLiteral("warning"));
        QCOMPARE(finding.value(u"sessions").toArray(), QJsonArray{key.session});
        const QJsonArray nodes = finding.value(u"nodes").toArray();
        QVERIFY2(nodes.contains(m_cluster->leaderPath()), qPrintable(compact(finding)));
        QVERIFY2(nodes.contains(m_cluster->memberPath(leader)), qPrintable(compact(finding)));
        QVERIFY2(!finding.value(u"detail").toString().isEmpty(), qPrintable(compact(finding)));
        for (const QJsonValue &f : findingsOf(doc))
            QVERIFY2(f.toObject().value(u"severity").toString() != QStringLiteral("critical"), qPrintable(compact(f)));
        verifyLeaderLock(doc, key);
        if (QTest::currentTestFailed())
            return;

        // The session expires after its timeout; the survivor takes the key within a loop or two.
        QVERIFY(waitUntil([&] { return leaderByKey() == survivor; }, (kTtlSeconds + 20) * 1000) || clusterLogsShown());
        const Node taken = read(m_cluster->leaderPath());
        QVERIFY(taken.session != key.session);
        QVERIFY(waitUntil(
            [&] {
                doc = snapshot();
                return findingsOf(doc, QStringLiteral("dead-holder")).isEmpty();
            },
            10000));
        verifyLeaderLock(doc, taken);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!read(m_cluster->memberPath(leader)).exists);
    }

    void cleanupTestCase()
    {
        m_cluster.reset();
        m_truth.reset();
        m_server.reset();
    }
};

LOCKSCOPE_TEST(TestPatroniReal)

} // namespace tst_patronireal

#include "tst_patronireal.moc"
