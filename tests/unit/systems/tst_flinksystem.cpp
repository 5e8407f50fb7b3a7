// SPDX-License-Identifier: Apache-2.0

// Apache Flink's HA stores (core/recognisers/files/flink.yaml): the ephemeral children a
// JobManager leaves under a job graph's or completed checkpoint's `locks` folder pin it against
// deletion. They are reference counts: records, never a lock, a waiter or a stray node.

#include "systems/SystemFixtures.h"
#include "systems/SystemJudgement.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

const QString kJob = QStringLiteral("a5b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9");
// Each ZooKeeperStateHandleStore names its pins with its own UUID.randomUUID() (lockNode).
const QString kStoreA = QStringLiteral("0d3f1f3e-4a52-4b59-9c2b-5e7d6a8b9c01");
const QString kStoreB = QStringLiteral("7e1a2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b");
// What a state node holds: a serialized RetrievableStateHandle (java.io serialization), cut short.
const QByteArray kStateHandle = QByteArray::fromHex("aced0005737200");
// The pins carry Curator's default data (CuratorFrameworkFactory's LOCAL_ADDRESS): the
// JobManager's IP address, as text.
const QByteArray kJobManagerA = "10.0.0.5";
const QByteArray kJobManagerB = "10.0.0.6";

// writeStoreHandleTransactionally (ZooKeeperStateHandleStore.java): the state node (PERSISTENT),
// `<node>/locks` (PERSISTENT) and `<node>/locks/<lockNode>` (EPHEMERAL) in one transaction; a
// second JobManager's getAndLock adds its own EPHEMERAL pin.
Tree pinned(const QString &stateNode, bool secondPin)
{
    Tree tree{{stateNode, kPersistent, kStateHandle},
              {stateNode + u"/locks", kPersistent, kJobManagerA},
              {stateNode + u"/locks/" + kStoreA, kSessionA, kJobManagerA}};
    if (secondPin)
        tree.append({stateNode + u"/locks/" + kStoreB, kSessionB, kJobManagerB});
    return tree;
}

// Flink before the `locks` folder (its ZooKeeperStateHandleStore.addAndLock created
// getLockPath(path) = path + "/" + lockNode, EPHEMERAL, beside nothing else).
Tree pinnedEarly(const QString &stateNode)
{
    return {{stateNode, kPersistent, kStateHandle}, {stateNode + u'/' + kStoreA, kSessionA, kJobManagerA}};
}

// The checkpoint's node name: ZooKeeperCheckpointStoreUtil, "%019d" of the checkpoint id.
const QString kCheckpoint = QStringLiteral("0000000000000000042");

} // namespace

class TstFlinkSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pins_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QStringList>("pins");

        const QString graph = QStringLiteral("/flink/default/jobgraphs/") + kJob;
        QTest::newRow("job graph pinned by one JobManager")
            << pinned(graph, false) << QStringList{graph + u"/locks/" + kStoreA};
        QTest::newRow("job graph pinned by two JobManagers")
            << pinned(graph, true) << QStringList{graph + u"/locks/" + kStoreA, graph + u"/locks/" + kStoreB};
        const QString checkpoint = QStringLiteral("/flink/default/jobs/") + kJob + u"/checkpoints/" + kCheckpoint;
        QTest::newRow("completed checkpoint")
            << pinned(checkpoint, true)
            << QStringList{checkpoint + u"/locks/" + kStoreA, checkpoint + u"/locks/" + kStoreB};
        const QString chrooted = QStringLiteral("/prod/flink/cluster-7/jobs/") + kJob + u"/checkpoints/" + kCheckpoint;
        QTest::newRow("under a chroot and cluster id")
            << pinned(chrooted, false) << QStringList{chrooted + u"/locks/" + kStoreA};
        const QString early = QStringLiteral("/flink/default/jobgraphs/") + kJob;
        QTest::newRow("early layout: the pin beside the state")
            << pinnedEarly(early) << QStringList{early + u'/' + kStoreA};
        const QString earlyCheckpoint = QStringLiteral("/flink/default/checkpoints/") + kJob + u'/' + kCheckpoint;
        QTest::newRow("early checkpoint layout")
            << pinnedEarly(earlyCheckpoint) << QStringList{earlyCheckpoint + u'/' + kStoreA};
    }
    void pins()
    {
        QFETCH(Tree, tree);
        QFETCH(QStringList, pins);

        const FixtureTree fixture(tree);
        for (const QString &pin : pins) {
            const std::optional<SystemRecord> record = recordAt(fixture, pin);
            QVERIFY2(record, qPrintable(pin));
            QCOMPARE(record->system, QStringLiteral("flink")); // the file adds to the compiled system
            QCOMPARE(record->kind, RecordKind::Pin);
            for (const bool explicitRoot : {false, true}) {
                for (const LockQueue &queue : fixture.build(parentPath(pin), explicitRoot)) {
                    QVERIFY2(queue.entries.empty(), qPrintable(queue.path));
                    QVERIFY2(queue.unrecognized.isEmpty(), qPrintable(queue.unrecognized.join(u',')));
                }
            }
        }
        // The pinned state node is a record as well: a checkpoint's nineteen digits are no sequence.
        const std::optional<SystemRecord> state = recordAt(fixture, tree.front().path);
        QVERIFY2(state, qPrintable(tree.front().path));
        QCOMPARE(state->kind, RecordKind::Configuration);
        QCOMPARE(lockCount(tree), 0);
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    // The cluster as a whole: the leader latch is Flink's one lock, every pin a record.
    void withTheLeaderLatch()
    {
        Tree tree = pinned(QStringLiteral("/flink/default/jobgraphs/") + kJob, true);
        tree += pinned(QStringLiteral("/flink/default/jobs/") + kJob + u"/checkpoints/" + kCheckpoint, false);
        tree += Tree{
            {QStringLiteral("/flink/default/leader/latch/_c_8f14e45f-ceea-467f-a8c5-4b2f1c0e2a10-latch-0000000000"),
             kSessionA,
             {}},
            {QStringLiteral("/flink/default/leader/latch/_c_8f14e45f-ceea-467f-a8c5-4b2f1c0e2a11-latch-0000000001"),
             kSessionB,
             {}},
            {QStringLiteral("/flink/default/jobs/") + kJob + u"/checkpoint_id_counter", kPersistent,
             QByteArray::fromHex("0000002b")}};
        QCOMPARE(lockCount(tree), 1);
        for (const LockQueue &queue : FixtureTree(tree).buildAll()) {
            if (!queue.entries.empty())
                QCOMPARE(queue.system, QStringLiteral("flink"));
        }
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    void lookAlikes_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("node");

        QTest::newRow("a jobgraphs folder whose child is no job id")
            << Tree{{QStringLiteral("/app/jobgraphs/nightly/locks/") + kStoreA, kSessionA, "x"}}
            << QStringLiteral("/app/jobgraphs/nightly/locks/") + kStoreA;
        QTest::newRow("a checkpoint name that is not %019d")
            << Tree{{QStringLiteral("/flink/default/jobs/") + kJob + u"/checkpoints/42/locks/" + kStoreA, kSessionA,
                     "x"}}
            << QStringLiteral("/flink/default/jobs/") + kJob + u"/checkpoints/42/locks/" + kStoreA;
        QTest::newRow("a persistent child of locks is no pin")
            << Tree{{QStringLiteral("/flink/default/jobgraphs/") + kJob + u"/locks/" + kStoreA, kPersistent, "x"}}
            << QStringLiteral("/flink/default/jobgraphs/") + kJob + u"/locks/" + kStoreA;
        QTest::newRow("early layout: a child that is no UUID")
            << Tree{{QStringLiteral("/flink/default/jobgraphs/") + kJob + u"/owner", kSessionA, "x"}}
            << QStringLiteral("/flink/default/jobgraphs/") + kJob + u"/owner";
    }
    void lookAlikes()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, node);
        QVERIFY(!recordAt(FixtureTree(tree), node));
    }
};

LOCKSCOPE_TEST(TstFlinkSystem)
#include "tst_flinksystem.moc"
