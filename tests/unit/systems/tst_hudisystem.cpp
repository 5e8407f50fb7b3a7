// SPDX-License-Identifier: Apache-2.0

// Apache Hudi (core/recognisers/files/hudi.yaml): the implicit-base-path ZooKeeper lock provider's
// Curator InterProcessMutex at /tmp/<xxhash64>/lock_key, its owner the writer's application id.
// A lock at an explicitly configured base path says nothing of Hudi and stays a plain Curator
// mutex.

#include "systems/SystemFixtures.h"
#include "systems/SystemJudgement.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// ZookeeperBasedImplicitBasePathLockProvider.getLockBasePath: "/tmp/" +
// HashID.generateXXHashAsString(base path, BITS_64) ("%02X" per byte), lock key "lock_key".
const QString kImplicit = QStringLiteral("/tmp/9E3F1A2B7C4D5E60/lock_key");

// Curator's InterProcessMutex (StandardLockInternalsDriver, withProtection, EPHEMERAL_SEQUENTIAL):
// "_c_" + a protection UUID + "-lock-" + the sequence.
QString hoodieMutexNode(int n)
{
    return QStringLiteral("_c_2f1b7c8e-9a3d-4e5f-8a6b-7c8d9e0f1a2%1-lock-%2").arg(n).arg(n, 10, 10, QLatin1Char('0'));
}

// HoodieInterProcessMutex: "application_id=" + hoodie's LOCK_HOLDER_APP_ID_KEY ("Unknown" when
// unset), the map's entries joined by ","; before it, Curator's default data (the host's IP).
Tree writers(const QString &lock, const QByteArray &first, const QByteArray &second)
{
    return {{lock + u'/' + hoodieMutexNode(0), kSessionA, first},
            {lock + u'/' + hoodieMutexNode(1), kSessionB, second}};
}

} // namespace

class TstHudiSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void implicitLock_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("lock");
        QTest::addColumn<QStringList>("owners");

        QTest::newRow("two writers, application ids") << writers(
            kImplicit, "application_id=application_1714550400000_0042", "application_id=application_1714550400000_0043")
                                                      << kImplicit
                                                      << QStringList{QStringLiteral("application_1714550400000_0042"),
                                                                     QStringLiteral("application_1714550400000_0043")};
        QTest::newRow("no application id set: Unknown")
            << writers(kImplicit, "application_id=Unknown", "application_id=spark-app-7") << kImplicit
            << QStringList{QStringLiteral("Unknown"), QStringLiteral("spark-app-7")};
        QTest::newRow("earlier releases: Curator's default data, the writer's address")
            << writers(kImplicit, "10.0.0.5", "10.0.0.6") << kImplicit
            << QStringList{QStringLiteral("10.0.0.5"), QStringLiteral("10.0.0.6")};
        const QString chrooted = QStringLiteral("/hudi-zk/tmp/04C2D1E0F9A8B7C6/lock_key");
        QTest::newRow("under a chroot") << writers(chrooted, "application_id=app-1", "application_id=app-2") << chrooted
                                        << QStringList{QStringLiteral("app-1"), QStringLiteral("app-2")};
    }
    void implicitLock()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, lock);
        QFETCH(QStringList, owners);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(lock, explicitRoot);
            QCOMPARE(queues.size(), size_t(1));
            const LockQueue &queue = queues.front();
            QCOMPARE(queue.system, QStringLiteral("hudi"));
            QCOMPARE(queue.role, QStringLiteral("table-lock"));
            QCOMPARE(queue.kind, LockKind::Mutex); // a writer waits: blocked, not standing by
            // The recipes' own Curator mutex, named by the file (curator-lock): blocked waiters.
            QCOMPARE(queue.recipe, Recipe::Curator);
            QCOMPARE(entryStates(queue),
                     (QStringList{hoodieMutexNode(0) + u"=holding", hoodieMutexNode(1) + u"=waiting"}));
            QCOMPARE(queue.entries[1].waitsFor(), queue.entries[0].path());
            QCOMPARE(entryOwners(queue), owners);
        }
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    // The ZookeeperBasedLockProvider's path is two settings: nothing in it says Hudi. The generic
    // Curator recipe still builds the mutex; no system is named.
    void explicitBasePathStaysCurator()
    {
        const QString lock = QStringLiteral("/hudi/locks/orders");
        const FixtureTree fixture(writers(lock, "application_id=app-1", "application_id=app-2"));
        const std::vector<LockQueue> queues = fixture.build(lock, true);
        QCOMPARE(queues.size(), size_t(1));
        QCOMPARE(queues.front().system, QString());
        QCOMPARE(queues.front().recipe, Recipe::Curator);
        QCOMPARE(queues.front().kind, LockKind::Mutex);
    }

    void lookAlikes_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("lock");

        QTest::newRow("a lock_key under /tmp whose folder is no hash")
            << writers(QStringLiteral("/tmp/scratch/lock_key"), "application_id=a", "application_id=b")
            << QStringLiteral("/tmp/scratch/lock_key");
        QTest::newRow("lower-case hex is not HashID's")
            << writers(QStringLiteral("/tmp/9e3f1a2b7c4d5e60/lock_key"), "application_id=a", "application_id=b")
            << QStringLiteral("/tmp/9e3f1a2b7c4d5e60/lock_key");
        QTest::newRow("a Curator latch at Hudi's path is no Hudi lock")
            << Tree{{kImplicit + u"/_c_8f14e45f-ceea-467f-a8c5-4b2f1c0e2a10-latch-0000000000", kSessionA, "a"}}
            << kImplicit;
        QTest::newRow("persistent nodes at Hudi's path")
            << Tree{{kImplicit + u'/' + hoodieMutexNode(0), kPersistent, "application_id=a"}} << kImplicit;
    }
    void lookAlikes()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, lock);
        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true})
            QVERIFY(!hasSystemQueue(fixture.build(lock, explicitRoot), QStringLiteral("hudi")));
    }
};

LOCKSCOPE_TEST(TstHudiSystem)
#include "tst_hudisystem.moc"
