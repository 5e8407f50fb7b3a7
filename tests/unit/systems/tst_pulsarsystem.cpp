// SPDX-License-Identifier: Apache-2.0

// Apache Pulsar: the load manager's leader broker `/loadbalance/leader` (LeaderBroker as JSON);
// broker registrations stay out of locks.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

Tree pulsar(const QString &root, const QByteArray &leader)
{
    return {{root + u"/loadbalance/leader", kSessionA, leader},
            {root + u"/loadbalance/brokers/broker-1.example.com:8080", kSessionA, "{\"pulsarServiceUrl\":\"x\"}"},
            {root + u"/loadbalance/brokers/broker-2.example.com:8080", kSessionB, "{}"},
            {root + u"/namespace/public/default/0x00000000_0x40000000", kSessionB,
             "{\"nativeUrl\":\"pulsar://broker-2.example.com:6650\",\"disabled\":false}"}};
}

} // namespace

class TstPulsarSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void leader_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("root");
        QTest::addColumn<QString>("owner");

        const QByteArray record("{\"serviceUrl\":\"http://broker-1.example.com:8080\"}");
        QTest::newRow("at the top") << pulsar(QString(), record) << QString()
                                    << QStringLiteral("http://broker-1.example.com:8080");
        QTest::newRow("under a chroot") << pulsar(QStringLiteral("/pulsar-east"), record)
                                        << QStringLiteral("/pulsar-east")
                                        << QStringLiteral("http://broker-1.example.com:8080");
        QTest::newRow("no serviceUrl: no owner") << pulsar(QString(), "{\"brokerId\":3}") << QString() << QString();
        QTest::newRow("garbage: no owner") << pulsar(QString(), QByteArray("\x00\xff", 2)) << QString() << QString();
    }
    void leader()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, root);
        QFETCH(QString, owner);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(root + u"/loadbalance", explicitRoot);
            const LockQueue *queue = findSystemQueue(queues, QStringLiteral("pulsar"), QStringLiteral("leader"));
            QVERIFY(queue);
            QCOMPARE(queue->kind, LockKind::Election);
            QCOMPARE(entryStates(*queue), QStringList{QStringLiteral("leader=holding")});
            QCOMPARE(queue->entries.front().owner ? queue->entries.front().owner->text : QString(), owner);
        }
        QVERIFY(fixture.build(root + u"/loadbalance/brokers", true).empty());
        int locks = 0;
        for (const LockQueue &queue : fixture.buildAll())
            locks += !queue.entries.empty();
        QCOMPARE(locks, 1);
    }

    void lookAlike()
    {
        const FixtureTree fixture(Tree{{QStringLiteral("/app/leader"), kSessionA, "{\"serviceUrl\":\"x\"}"}});
        QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/app"), true), QStringLiteral("pulsar")));
    }
};

LOCKSCOPE_TEST(TstPulsarSystem)
#include "tst_pulsarsystem.moc"
