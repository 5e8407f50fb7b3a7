// SPDX-License-Identifier: Apache-2.0

// Systems' coordination nodes on a real ZooKeeper, made with the bytes the systems write (Kafka's
// JSON, Hadoop's protobuf through its own message definitions), under a chroot, seen through
// lockscope-cli: recognised, owners decoded, findings, hand-offs, and no write into a system's record.
#include "ProcessRun.h"
#include "TestSession.h"
#include "TestZooKeeper.h"

#include "systems/proto/HAZKInfo.pb.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <csignal>

namespace tst_systemslive {

using namespace lockscope;
using lockscope::test::runProcess;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;

namespace {

const QString kCli = QStringLiteral(LOCKSCOPE_CLI_PATH);

QByteArray controllerJson(int broker)
{
    return QByteArrayLiteral("{\"version\":1,\"brokerid\":") + QByteArray::number(broker)
        + QByteArrayLiteral(",\"timestamp\":\"1700000000000\"}");
}

QByteArray brokerJson(int broker)
{
    const QByteArray host = "kafka" + QByteArray::number(broker) + ".example.com";
    return QByteArrayLiteral("{\"features\":{},\"listener_security_protocol_map\":{\"PLAINTEXT\":\"PLAINTEXT\"},"
                             "\"endpoints\":[\"PLAINTEXT://")
        + host + QByteArrayLiteral(":9092\"],\"jmx_port\":-1,\"port\":9092,\"host\":\"") + host
        + QByteArrayLiteral("\",\"version\":5,\"timestamp\":\"1700000000000\"}");
}

QByteArray namenodeInfo(const char *id)
{
    hadoop::hdfs::ActiveNodeInfo info;
    info.set_nameserviceid("mycluster");
    info.set_namenodeid(id);
    info.set_hostname(std::string(id) + ".example.com");
    info.set_port(8020);
    info.set_zkfcport(8019);
    const std::string bytes = info.SerializeAsString();
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

QJsonObject lockWithRole(const QJsonObject &doc, const QString &role)
{
    for (const QJsonValue &lock : doc.value(u"locks").toArray()) {
        if (lock.toObject().value(u"role").toString() == role)
            return lock.toObject();
    }
    return {};
}

} // namespace

class TestSystemsLive : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<TestSession> m_broker3; // broker 3: registration and controller, one session
    std::unique_ptr<TestSession> m_broker4;
    std::unique_ptr<TestSession> m_zkfc;
    QString m_chrooted;

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
        TestSession admin(m_server->connectString());
        QCOMPARE(admin.create(QStringLiteral("/prod")), ZkError::Ok);
        m_chrooted = m_server->connectString() + QStringLiteral("/prod");
        m_broker3 = std::make_unique<TestSession>(m_chrooted);
        m_broker4 = std::make_unique<TestSession>(m_chrooted);
        m_zkfc = std::make_unique<TestSession>(m_chrooted);

        for (const char *path : {"/kafka", "/kafka/brokers", "/kafka/brokers/ids", "/kafka/brokers/topics",
                                 "/hadoop-ha", "/hadoop-ha/mycluster", "/hadoop-ha/ns2"})
            QCOMPARE(m_broker3->create(QString::fromLatin1(path)), ZkError::Ok);
        QCOMPARE(m_broker3->create(QStringLiteral("/kafka/controller_epoch"), "1"), ZkError::Ok);
        QCOMPARE(m_broker3->create(QStringLiteral("/kafka/brokers/ids/3"), brokerJson(3), CreateMode::Ephemeral),
                 ZkError::Ok);
        QCOMPARE(m_broker4->create(QStringLiteral("/kafka/brokers/ids/4"), brokerJson(4), CreateMode::Ephemeral),
                 ZkError::Ok);
        QCOMPARE(m_broker3->create(QStringLiteral("/kafka/controller"), controllerJson(3), CreateMode::Ephemeral),
                 ZkError::Ok);
        // The ZKFC writes the lock, then the breadcrumb with the same bytes.
        QCOMPARE(m_zkfc->create(QStringLiteral("/hadoop-ha/mycluster/ActiveStandbyElectorLock"), namenodeInfo("nn1"),
                                CreateMode::Ephemeral),
                 ZkError::Ok);
        QCOMPARE(m_zkfc->create(QStringLiteral("/hadoop-ha/mycluster/ActiveBreadCrumb"), namenodeInfo("nn1")),
                 ZkError::Ok);
        // ns2's active died: its breadcrumb stays, no lock.
        QCOMPARE(m_zkfc->create(QStringLiteral("/hadoop-ha/ns2/ActiveBreadCrumb"), namenodeInfo("nn3")), ZkError::Ok);
    }

    void snapshotRecognisesTheSystems()
    {
        const auto run = runProcess(kCli,
                                    {QStringLiteral("snapshot"), QStringLiteral("--connect"), m_chrooted,
                                     QStringLiteral("--discover"), QStringLiteral("/"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();

        const QJsonObject controller = lockWithRole(doc, QStringLiteral("controller"));
        QCOMPARE(controller.value(u"system").toString(), QStringLiteral("kafka"));
        QCOMPARE(controller.value(u"kind").toString(), QStringLiteral("election"));
        QCOMPARE(controller.value(u"path").toString(), QStringLiteral("/kafka"));
        const QJsonObject holder = controller.value(u"entries").toArray().first().toObject();
        QCOMPARE(holder.value(u"owner").toString(), QStringLiteral("broker 3"));
        QCOMPARE(holder.value(u"owner_fields").toObject().value(u"host").toString(),
                 QStringLiteral("kafka3.example.com"));
        const qint64 session = m_broker3->session.sessionId();
        QCOMPARE(holder.value(u"session_decimal").toString(), QString::number(session));

        const QJsonObject namenode = lockWithRole(doc, QStringLiteral("active-namenode"));
        QCOMPARE(namenode.value(u"system").toString(), QStringLiteral("hadoop-hdfs"));
        QCOMPARE(namenode.value(u"path").toString(), QStringLiteral("/hadoop-ha/mycluster"));
        QCOMPARE(namenode.value(u"entries").toArray().first().toObject().value(u"owner").toString(),
                 QStringLiteral("nn1 (nn1.example.com:8020)"));
        QVERIFY(namenode.value(u"unrecognized").toArray().isEmpty());

        // Broker registrations are no locks; ns2 has no active NameNode.
        bool noLeader = false;
        for (const QJsonValue &lock : doc.value(u"locks").toArray())
            QVERIFY(!lock.toObject().value(u"path").toString().contains(u"brokers"));
        for (const QJsonValue &finding : doc.value(u"findings").toArray()) {
            const QJsonObject f = finding.toObject();
            if (f.value(u"kind").toString() == u"no-leader"
                && f.value(u"locks").toArray().first().toString() == u"/hadoop-ha/ns2") {
                noLeader = f.value(u"severity").toString() == u"critical"
                    && f.value(u"detail").toString().contains(u"nn3 (nn3.example.com:8020)");
            }
        }
        QVERIFY2(noLeader, qPrintable(run.out));
    }

    void revokeRefusesToOverwriteASystemsRecord()
    {
        const auto run = runProcess(kCli,
                                    {QStringLiteral("revoke"), QStringLiteral("--connect"), m_chrooted,
                                     QStringLiteral("/kafka/controller"), QStringLiteral("--audit-log"),
                                     QDir::temp().filePath(QStringLiteral("lockscope-systems-audit.jsonl"))});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(u"kafka's own record"), qPrintable(run.err));
        QCOMPARE(m_broker3->dataOf(QStringLiteral("/kafka/controller")), controllerJson(3));
    }

    // A naive lock by no telling name: other sessions wait on it (exists watches), as the seeds'
    // herd does; the ensemble's watch lists make it a lock.
    void watchedPlainNodeIsALock()
    {
        QCOMPARE(m_zkfc->create(QStringLiteral("/jobs")), ZkError::Ok);
        QCOMPARE(m_zkfc->create(QStringLiteral("/jobs/nightly-export"), "worker-7", CreateMode::Ephemeral),
                 ZkError::Ok);
        QCOMPARE(m_zkfc->create(QStringLiteral("/jobs/worker-registration"), "w", CreateMode::Ephemeral), ZkError::Ok);
        int armed = 0;
        for (TestSession *waiter : {m_broker3.get(), m_broker4.get()})
            waiter->session.exists(QStringLiteral("/jobs/nightly-export"), true,
                                   [&](ZkError, const NodeStat &) { ++armed; });
        QVERIFY(waitUntil([&] { return armed == 2; }, 10000));

        const auto run = runProcess(kCli,
                                    {QStringLiteral("snapshot"), QStringLiteral("--connect"), m_chrooted,
                                     QStringLiteral("--discover"), QStringLiteral("/jobs"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray locks = QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"locks").toArray();
        QCOMPARE(locks.size(), 1);
        QCOMPARE(locks.first().toObject().value(u"queue").toString(), QStringLiteral("nightly-export"));
        QCOMPARE(locks.first().toObject().value(u"holders").toInt(), 1);
        QCOMPARE(m_zkfc->remove(QStringLiteral("/jobs/nightly-export")), ZkError::Ok);
        QCOMPARE(m_zkfc->remove(QStringLiteral("/jobs/worker-registration")), ZkError::Ok);
    }

    void watchSeesTheControllerChangeHands()
    {
        QProcess watch;
        watch.start(kCli,
                    {QStringLiteral("watch"), QStringLiteral("--connect"), m_chrooted, QStringLiteral("--root"),
                     QStringLiteral("/kafka"), QStringLiteral("--json")});
        QVERIFY(watch.waitForStarted());
        QList<QJsonObject> lines;
        const auto has = [&](const QString &event, const QString &node) {
            while (watch.canReadLine())
                lines.append(QJsonDocument::fromJson(watch.readLine()).object());
            return std::any_of(lines.begin(), lines.end(), [&](const QJsonObject &o) {
                return o.value(u"event").toString() == event && o.value(u"node").toString() == node
                    && (event == u"snapshot" || o.value(u"lock").toString() == u"/kafka");
            });
        };
        QVERIFY(waitUntil([&] { return has(QStringLiteral("snapshot"), {}); }, 15000));
        // Broker 3 loses the controllership (its session would end); broker 4 is elected.
        QCOMPARE(m_broker3->remove(QStringLiteral("/kafka/controller")), ZkError::Ok);
        QCOMPARE(m_broker4->create(QStringLiteral("/kafka/controller"), controllerJson(4), CreateMode::Ephemeral),
                 ZkError::Ok);
        QVERIFY(waitUntil([&] { return has(QStringLiteral("acquired"), QStringLiteral("/kafka/controller")); }, 10000));
        const auto acquired = std::find_if(lines.begin(), lines.end(), [](const QJsonObject &o) {
            return o.value(u"event").toString() == u"acquired";
        });
        QCOMPARE(acquired->value(u"session").toString(), formatSessionId(m_broker4->session.sessionId()));
        ::kill(pid_t(watch.processId()), SIGTERM);
        QVERIFY(watch.waitForFinished(10000));
        QCOMPARE(watch.exitCode(), 0);
    }
};

LOCKSCOPE_TEST(TestSystemsLive)

} // namespace tst_systemslive

#include "tst_systemslive.moc"
