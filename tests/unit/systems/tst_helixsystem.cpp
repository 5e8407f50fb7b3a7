// SPDX-License-Identifier: Apache-2.0

// Apache Helix: the controller leader `/<cluster>/CONTROLLER/LEADER` (a ZNRecord, as Helix's
// Jackson serializer writes it); participants' LIVEINSTANCES are registrations.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

QByteArray znRecord(const char *id)
{
    return QStringLiteral("{\n  \"id\" : \"%1\",\n  \"simpleFields\" : {\n    \"HELIX_VERSION\" : \"1.0.4\",\n"
                          "    \"LIVE_INSTANCE\" : \"4242@controller-1\",\n    \"SESSION_ID\" : \"1000a02b00001\"\n"
                          "  },\n  \"mapFields\" : {\n  },\n  \"listFields\" : {\n  }\n}")
        .arg(QLatin1String(id))
        .toUtf8();
}

Tree helix(const QString &cluster, const QByteArray &leader)
{
    return {{cluster + u"/CONTROLLER/LEADER", kSessionA, leader},
            {cluster + u"/CONTROLLER/HISTORY", kPersistent, "{}"},
            {cluster + u"/LIVEINSTANCES/node-1_12000", kSessionB, "{\"id\":\"node-1_12000\"}"},
            {cluster + u"/IDEALSTATES/db0", kPersistent, "{}"}};
}

} // namespace

class TstHelixSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void controller_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("cluster");
        QTest::addColumn<QString>("owner");

        QTest::newRow("cluster at the top") << helix(QStringLiteral("/MyCluster"), znRecord("controller-1_9100"))
                                            << QStringLiteral("/MyCluster") << QStringLiteral("controller-1_9100");
        QTest::newRow("cluster under a chroot") << helix(QStringLiteral("/helix/prod/Orders"), znRecord("ctl_1"))
                                                << QStringLiteral("/helix/prod/Orders") << QStringLiteral("ctl_1");
        QTest::newRow("garbage record: no owner") << helix(QStringLiteral("/MyCluster"), QByteArray("{\"id\":", 6))
                                                  << QStringLiteral("/MyCluster") << QString();
        Tree cut = helix(QStringLiteral("/MyCluster"), znRecord("controller-1_9100"));
        cut[0].truncated = true;
        QTest::newRow("record cut by the monitor: no owner") << cut << QStringLiteral("/MyCluster") << QString();
    }
    void controller()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, cluster);
        QFETCH(QString, owner);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(cluster + u"/CONTROLLER", explicitRoot);
            const LockQueue *queue = findSystemQueue(queues, QStringLiteral("helix"), QStringLiteral("controller"));
            QVERIFY(queue);
            QCOMPARE(queue->kind, LockKind::Election);
            QCOMPARE(entryStates(*queue), QStringList{QStringLiteral("LEADER=holding")});
            const LockEntry &leader = queue->entries.front();
            QCOMPARE(leader.owner ? leader.owner->text : QString(), owner);
            if (leader.owner)
                QCOMPARE(leader.owner->fields.value(u"LIVE_INSTANCE").toString(), QStringLiteral("4242@controller-1"));
        }
        QVERIFY(fixture.build(cluster + u"/LIVEINSTANCES", true).empty());
        int locks = 0;
        for (const LockQueue &queue : fixture.buildAll())
            locks += !queue.entries.empty();
        QCOMPARE(locks, 1);
    }

    void lookAlikes()
    {
        const FixtureTree fixture(Tree{{QStringLiteral("/app/LEADER"), kSessionA, "{\"id\":\"x\"}"},
                                       {QStringLiteral("/b/CONTROLLER/LEADER2"), kSessionA, "{\"id\":\"x\"}"}});
        QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/app"), true), QStringLiteral("helix")));
        QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/b/CONTROLLER"), true), QStringLiteral("helix")));
    }
};

LOCKSCOPE_TEST(TstHelixSystem)
#include "tst_helixsystem.moc"
