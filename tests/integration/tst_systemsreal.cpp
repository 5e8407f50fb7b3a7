// SPDX-License-Identifier: Apache-2.0

// Elections run by real Curator clients the way Druid (LeaderLatch) and NiFi (LeaderSelector,
// in a folder named with a space) run them, seen through `lockscope-cli snapshot --discover /`:
// one leader, one standby, the right system and role, and the standby taking over.
#include "LockClientProcess.h"
#include "ProcessRun.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace tst_systemsreal {

using namespace lockscope;
using lockscope::test::LockClientProcess;
using lockscope::test::waitUntil;
using Kind = LockClientProcess::Kind;

namespace {

const QString kLatch = QStringLiteral("/druid/coordinator/_COORDINATOR");
const QString kSelector = QStringLiteral("/nifi/leaders/Primary Node");

} // namespace

class TestSystemsReal : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;

    // The lock at `path` in a discovery snapshot, empty when it is not there (or the run failed).
    QJsonObject lockAt(const QString &path)
    {
        const test::ProcessRun run =
            test::runProcess(QStringLiteral(LOCKSCOPE_CLI_PATH),
                             {QStringLiteral("snapshot"), QStringLiteral("--connect"), m_server->connectString(),
                              QStringLiteral("--discover"), QStringLiteral("/"), QStringLiteral("--json")});
        const QJsonArray locks = QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"locks").toArray();
        for (const QJsonValue &lock : locks) {
            if (lock.toObject().value(u"path").toString() == path)
                return lock.toObject();
        }
        return {};
    }

    // Waits until the election at `path` has one holder whose owner is `leader` and `standbys`
    // standbys; returns it (empty on timeout).
    QJsonObject electionLedBy(const QString &path, const QString &leader, int standbys, int timeoutMs = 30000)
    {
        QJsonObject found;
        waitUntil(
            [&] {
                const QJsonObject lock = lockAt(path);
                const QJsonArray entries = lock.value(u"entries").toArray();
                if (lock.value(u"holders").toInt() != 1 || lock.value(u"waiters").toInt() != standbys
                    || entries.isEmpty() || entries.first().toObject().value(u"owner").toString() != leader)
                    return false;
                found = lock;
                return true;
            },
            timeoutMs);
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }

    void curatorElectionsHandOver()
    {
        LOCKSCOPE_START_LOCK_CLIENT(first, Kind::Curator, m_server->connectString());
        LOCKSCOPE_START_LOCK_CLIENT(second, Kind::Curator, m_server->connectString());
        const int firstRequest = LockClientProcess::kFirstCuratorRequestMs;
        // The first client leads both elections, then the second joins them.
        QVERIFY(!first
                     ->request(QStringLiteral("latch http://druid-1.example.com:8081 ") + kLatch,
                               QStringLiteral("leader"), firstRequest)
                     .isEmpty());
        QVERIFY(!first
                     ->request(QStringLiteral("selector nifi-1.example.com:11443 ") + kSelector,
                               QStringLiteral("leader"), firstRequest)
                     .isEmpty());
        QVERIFY(!second
                     ->request(QStringLiteral("latch http://druid-2.example.com:8081 ") + kLatch,
                               QStringLiteral("started"), firstRequest)
                     .isEmpty());
        QVERIFY(!second
                     ->request(QStringLiteral("selector nifi-2.example.com:11443 ") + kSelector,
                               QStringLiteral("started"), firstRequest)
                     .isEmpty());

        struct Expected {
            QString path, system, role, leader, next;
        };
        const Expected elections[] = {
            {kLatch, QStringLiteral("druid"), QStringLiteral("coordinator"),
             QStringLiteral("http://druid-1.example.com:8081"), QStringLiteral("http://druid-2.example.com:8081")},
            {kSelector, QStringLiteral("nifi"), QStringLiteral("primary-node"),
             QStringLiteral("nifi-1.example.com:11443"), QStringLiteral("nifi-2.example.com:11443")},
        };
        for (const Expected &e : elections) {
            const QJsonObject lock = electionLedBy(e.path, e.leader, 1);
            QVERIFY2(!lock.isEmpty(), qPrintable(e.path));
            QCOMPARE(lock.value(u"kind").toString(), QStringLiteral("election"));
            QCOMPARE(lock.value(u"recipe").toString(), QStringLiteral("curator"));
            QCOMPARE(lock.value(u"system").toString(), e.system);
            QCOMPARE(lock.value(u"role").toString(), e.role);
            const QJsonArray entries = lock.value(u"entries").toArray();
            QCOMPARE(entries.at(0).toObject().value(u"state").toString(), QStringLiteral("holding"));
            QCOMPARE(entries.at(1).toObject().value(u"state").toString(), QStringLiteral("waiting"));
            QCOMPARE(entries.at(1).toObject().value(u"owner").toString(), e.next);
            QCOMPARE(entries.at(1).toObject().value(u"waits_for").toString(),
                     entries.at(0).toObject().value(u"path").toString());
        }

        // The leader's client goes away (its session closes): the standby leads both.
        QVERIFY(first->quit());
        QVERIFY(!second->waitForLine(QStringLiteral("leader"), 30000).isEmpty());
        for (const Expected &e : elections) {
            const QJsonObject lock = electionLedBy(e.path, e.next, 0);
            QVERIFY2(!lock.isEmpty(), qPrintable(e.path));
            QCOMPARE(lock.value(u"kind").toString(), QStringLiteral("election"));
            QCOMPARE(lock.value(u"system").toString(), e.system);
        }
    }
};

LOCKSCOPE_TEST(TestSystemsReal)

} // namespace tst_systemsreal

#include "tst_systemsreal.moc"
