// SPDX-License-Identifier: Apache-2.0

// Kafka's controller election: node shapes as ZkData.scala writes them, under any chroot.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// ControllerZNode.encode: {"version":1,"brokerid":3,"timestamp":"..."} (v2 adds kraftControllerEpoch).
QByteArray controllerJson(int broker, bool v2 = false)
{
    if (v2)
        return QByteArrayLiteral("{\"version\":2,\"brokerid\":") + QByteArray::number(broker)
            + QByteArrayLiteral(",\"timestamp\":\"1700000000000\",\"kraftControllerEpoch\":-1}");
    return QByteArrayLiteral("{\"version\":1,\"brokerid\":") + QByteArray::number(broker)
        + QByteArrayLiteral(",\"timestamp\":\"1700000000000\"}");
}

// BrokerIdZNode.encode (version 5 shape, shortened to the fields read).
QByteArray brokerJson(const QByteArray &host, int port)
{
    return QByteArrayLiteral("{\"features\":{},\"listener_security_protocol_map\":{\"PLAINTEXT\":\"PLAINTEXT\"},"
                             "\"endpoints\":[\"PLAINTEXT://")
        + host + ':' + QByteArray::number(port) + QByteArrayLiteral("\"],\"jmx_port\":-1,\"port\":")
        + QByteArray::number(port) + QByteArrayLiteral(",\"host\":\"") + host
        + QByteArrayLiteral("\",\"version\":5,\"timestamp\":\"1700000000000\"}");
}

Tree kafkaRoot(const QString &root, qint64 controllerOwner, qint64 brokerOwner, bool withController = true)
{
    Tree tree{{root + u"/controller_epoch", kPersistent, "7"},
              {root + u"/brokers/ids/3", brokerOwner, brokerJson("kafka3.example.com", 9092)},
              {root + u"/brokers/topics/orders", kPersistent, {}}};
    if (withController)
        tree.append({root + u"/controller", controllerOwner, controllerJson(3)});
    return tree;
}

} // namespace

class TstKafkaSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void controller_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("parent");
        QTest::addColumn<bool>("recognised");
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<QString>("owner");
        QTest::addColumn<QStringList>("findings");

        QTest::newRow("chroot /kafka, healthy")
            << kafkaRoot(QStringLiteral("/kafka"), kSessionA, kSessionA) << QStringLiteral("/kafka") << true
            << QStringList{QStringLiteral("controller=holding")} << QStringLiteral("broker 3") << QStringList{};
        QTest::newRow("no chroot") << kafkaRoot(QString(), kSessionA, kSessionA) << QStringLiteral("/") << true
                                   << QStringList{QStringLiteral("controller=holding")} << QStringLiteral("broker 3")
                                   << QStringList{};
        QTest::newRow("deep chroot") << kafkaRoot(QStringLiteral("/prod/eu/kafka-1"), kSessionA, kSessionA)
                                     << QStringLiteral("/prod/eu/kafka-1") << true
                                     << QStringList{QStringLiteral("controller=holding")} << QStringLiteral("broker 3")
                                     << QStringList{};
        QTest::newRow("v2 record") << Tree{{QStringLiteral("/k/controller"), kSessionA, controllerJson(1, true)}}
                                   << QStringLiteral("/k") << true << QStringList{QStringLiteral("controller=holding")}
                                   << QStringLiteral("broker 1") << QStringList{};
        QTest::newRow("controller of an old session (KAFKA-6082)")
            << kafkaRoot(QStringLiteral("/kafka"), kSessionB, kSessionA) << QStringLiteral("/kafka") << true
            << QStringList{QStringLiteral("controller=holding")} << QStringLiteral("broker 3")
            << QStringList{QStringLiteral("leader-mismatch")};
        Tree unregistered = kafkaRoot(QStringLiteral("/kafka"), kSessionA, kSessionA);
        unregistered[2] = {QStringLiteral("/kafka/brokers/ids/4"), kSessionB, brokerJson("kafka4", 9092)};
        unregistered.removeAt(1);
        QTest::newRow("controller names an unregistered broker")
            << unregistered << QStringLiteral("/kafka") << true << QStringList{QStringLiteral("controller=holding")}
            << QStringLiteral("broker 3") << QStringList{QStringLiteral("leader-mismatch")};
        QTest::newRow("no controller while brokers are up")
            << kafkaRoot(QStringLiteral("/kafka"), 0, kSessionA, false) << QStringLiteral("/kafka") << true
            << QStringList{} << QString() << QStringList{QStringLiteral("no-leader")};

        // Look-alikes that are not Kafka's controller.
        QTest::newRow("persistent controller node")
            << Tree{{QStringLiteral("/app/controller"), kPersistent, controllerJson(3)}} << QStringLiteral("/app")
            << false << QStringList{} << QString() << QStringList{};
        QTest::newRow("ephemeral controller with other data")
            << Tree{{QStringLiteral("/app/controller"), kSessionA, "{\"leader\":\"x\"}"}} << QStringLiteral("/app")
            << false << QStringList{} << QString() << QStringList{};
        QTest::newRow("garbage data") << Tree{{QStringLiteral("/app/controller"), kSessionA,
                                               QByteArray("\xff\x00{", 3)}}
                                      << QStringLiteral("/app") << false << QStringList{} << QString() << QStringList{};
    }
    void controller()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, parent);
        QFETCH(bool, recognised);
        QFETCH(QStringList, entries);
        QFETCH(QString, owner);
        QFETCH(QStringList, findings);

        const FixtureTree fixture(tree);
        const std::vector<LockQueue> queues = fixture.build(parent);
        const LockQueue *queue = findSystemQueue(queues, QStringLiteral("kafka"), QStringLiteral("controller"));
        QCOMPARE(queue != nullptr, recognised);
        if (!queue)
            return;
        QCOMPARE(queue->kind, LockKind::Election);
        QCOMPARE(queue->path, parent);
        QVERIFY2(queue->unrecognized.isEmpty(), qPrintable(queue->unrecognized.join(u','))); // Kafka's own folders
        QCOMPARE(entryStates(*queue), entries);
        if (!queue->entries.empty()) {
            QVERIFY(queue->entries.front().owner);
            QCOMPARE(queue->entries.front().owner->text, owner);
        }
        QCOMPARE(findingKinds(*queue), findings);
        // The broker registrations stay out of the lock list.
        for (const LockQueue &other : fixture.buildAll())
            QVERIFY2(!other.path.endsWith(u"/brokers/ids"), qPrintable(other.path));
    }

    void ownerFieldsCarryTheBrokersAddress()
    {
        const FixtureTree fixture(kafkaRoot(QStringLiteral("/kafka"), kSessionA, kSessionA));
        const std::vector<LockQueue> queues = fixture.build(QStringLiteral("/kafka"));
        const LockQueue *queue = findSystemQueue(queues, QStringLiteral("kafka"));
        QVERIFY(queue && queue->entries.front().owner);
        const QJsonObject fields = queue->entries.front().owner->fields;
        QCOMPARE(fields.value(u"brokerid").toInt(), 3);
        QCOMPARE(fields.value(u"host").toString(), QStringLiteral("kafka3.example.com"));
        QCOMPARE(fields.value(u"port").toInt(), 9092);
    }

    void brokerIdsAreReadWithTheRoot()
    {
        NodeListing root;
        root.path = QStringLiteral("/kafka");
        NodeInfo epoch;
        epoch.name = QStringLiteral("controller_epoch");
        root.children.push_back(epoch);
        QVERIFY(relatedListingPaths(root).contains(QStringLiteral("/kafka/brokers/ids")));
        QVERIFY(listingReaders(QStringLiteral("/kafka/brokers/ids")).contains(QStringLiteral("/kafka")));
        QVERIFY(listingReaders(QStringLiteral("/brokers/ids")).contains(QStringLiteral("/")));
    }
};

LOCKSCOPE_TEST(TstKafkaSystem)
#include "tst_kafkasystem.moc"
