// SPDX-License-Identifier: Apache-2.0

// Hive's ZooKeeper lock manager: LOCK-<MODE>-<seq> nodes under the locked object's node, every
// lasting node a holder, data as HiveLockObjectData.toString writes it.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include "diagnostics/DiagnosticsEvaluation.h"
#include "diagnostics/EntryTimeline.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

const QString kNs = QStringLiteral("/hive_zookeeper_namespace");

// queryId:lockTime:lockMode:queryStr:clientIp (colons stripped from the first four by Hive).
QByteArray lockData(const char *queryId, const char *mode = "IMPLICIT", const char *clientIp = "10.0.0.7")
{
    return QByteArray(queryId) + ":1763890212345:" + mode
        + ":SELECT count(*) FROM sales WHERE ds='2026-11-23':" + clientIp;
}

const char *kQuery1 = "hive_20261123093012_6f1c2e3a-8b1d-4b7e-9d0a-1c2b3d4e5f60";
const char *kQuery2 = "hive_20261123093015_0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d";

QString lockName(const char *mode, int sequence)
{
    return QStringLiteral("LOCK-%1-%2").arg(QLatin1String(mode)).arg(sequence, 10, 10, QLatin1Char('0'));
}

} // namespace

class TstHiveSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void locks_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QStringList>("entries"); // name=state, in sequence order
        QTest::addColumn<QStringList>("modes");
        QTest::addColumn<QString>("owner"); // of the first entry
        QTest::addColumn<QStringList>("findings");

        const QString sales = kNs + u"/default/sales";
        const QStringList twoShared{lockName("SHARED", 12) + u"=holding", lockName("SHARED", 13) + u"=holding"};
        const QString owner1 = QStringLiteral("query %1 from 10.0.0.7").arg(QLatin1String(kQuery1));
        QTest::newRow("two shared holders on a table")
            << Tree{{sales + u'/' + lockName("SHARED", 13), kSessionB, lockData(kQuery2)},
                    {sales + u'/' + lockName("SHARED", 12), kSessionA, lockData(kQuery1)},
                    {kNs + u"/default/" + lockName("SHARED", 11), kSessionA, lockData(kQuery1)}}
            << sales << QStringLiteral("table-lock") << twoShared
            << QStringList{QStringLiteral("read"), QStringLiteral("read")} << owner1 << QStringList{};
        QTest::newRow("database lock under the default namespace")
            << Tree{{kNs + u"/default/" + lockName("SHARED", 11), kSessionA, lockData(kQuery1)}} << kNs + u"/default"
            << QStringLiteral("database-lock") << QStringList{lockName("SHARED", 11) + u"=holding"}
            << QStringList{QStringLiteral("read")} << owner1 << QStringList{};
        QTest::newRow("exclusive on a partition")
            << Tree{{sales + u"/ds=2026-11-23/" + lockName("EXCLUSIVE", 4), kSessionA, lockData(kQuery1)}}
            << sales + u"/ds=2026-11-23" << QStringLiteral("partition-lock")
            << QStringList{lockName("EXCLUSIVE", 4) + u"=holding"} << QStringList{QStringLiteral("write")} << owner1
            << QStringList{};
        QTest::newRow("custom namespace under a chroot: table beside its database's lock")
            << Tree{{QStringLiteral("/prod/hive_locks/dw/orders/") + lockName("SEMI_SHARED", 2), kSessionA,
                     lockData(kQuery1)},
                    {QStringLiteral("/prod/hive_locks/dw/") + lockName("SHARED", 1), kSessionA, lockData(kQuery1)}}
            << QStringLiteral("/prod/hive_locks/dw/orders") << QStringLiteral("table-lock")
            << QStringList{lockName("SEMI_SHARED", 2) + u"=holding"} << QStringList{QStringLiteral("read")} << owner1
            << QStringList{};
        QTest::newRow("custom namespace: a database holding tables")
            << Tree{{QStringLiteral("/hivelocks/dw/") + lockName("SHARED", 1), kSessionA, lockData(kQuery1)},
                    {QStringLiteral("/hivelocks/dw/orders"), kPersistent, {}}}
            << QStringLiteral("/hivelocks/dw") << QStringLiteral("database-lock")
            << QStringList{lockName("SHARED", 1) + u"=holding"} << QStringList{QStringLiteral("read")} << owner1
            << QStringList{};
        QTest::newRow("two-level partition, IPv6 client")
            << Tree{{sales + u"/ds=2026-11-23/hr=09/" + lockName("SHARED", 7), kSessionA,
                     lockData(kQuery1, "IMPLICIT", "fe80:0:0:0:1:2:3:4%eth0")}}
            << sales + u"/ds=2026-11-23/hr=09" << QStringLiteral("partition-lock")
            << QStringList{lockName("SHARED", 7) + u"=holding"} << QStringList{QStringLiteral("read")}
            << QStringLiteral("query %1 from fe80:0:0:0:1:2:3:4%eth0").arg(QLatin1String(kQuery1)) << QStringList{};
        QTest::newRow("explicit LOCK TABLE is persistent")
            << Tree{{sales + u'/' + lockName("EXCLUSIVE", 3), kPersistent, lockData(kQuery1, "EXPLICIT")}} << sales
            << QStringLiteral("table-lock") << QStringList{lockName("EXCLUSIVE", 3) + u"=holding"}
            << QStringList{QStringLiteral("write")} << owner1 << QStringList{QStringLiteral("persistent-node")};
        QTest::newRow("truncated data: no owner")
            << Tree{{sales + u'/' + lockName("SHARED", 1), kSessionA, QByteArray(kQuery1) + ":17638"}} << sales
            << QStringLiteral("table-lock") << QStringList{lockName("SHARED", 1) + u"=holding"}
            << QStringList{QStringLiteral("read")} << QString() << QStringList{};
        QTest::newRow("garbage data: no owner")
            << Tree{{sales + u'/' + lockName("SHARED", 1), kSessionA, QByteArray("\xc3\x28:1:IMPLICIT:q:ip", 16)}}
            << sales << QStringLiteral("table-lock") << QStringList{lockName("SHARED", 1) + u"=holding"}
            << QStringList{QStringLiteral("read")} << QString() << QStringList{};
    }
    void locks()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, object);
        QFETCH(QString, role);
        QFETCH(QStringList, entries);
        QFETCH(QStringList, modes);
        QFETCH(QString, owner);
        QFETCH(QStringList, findings);

        const FixtureTree fixture(tree);
        const std::vector<LockQueue> queues = fixture.build(object);
        QCOMPARE(queues.size(), size_t(1));
        const LockQueue &queue = queues.front();
        QCOMPARE(queue.system, QStringLiteral("hive"));
        QCOMPARE(queue.recipe, Recipe::Hive);
        QCOMPARE(queue.kind, LockKind::ReadWrite);
        QCOMPARE(queue.role, role);
        QVERIFY(queue.unrecognized.isEmpty()); // the objects inside are not stray nodes
        QCOMPARE(entryStates(queue), entries);
        QStringList entryModes;
        for (const LockEntry &entry : queue.entries) {
            entryModes.append(entryModeName(entry.mode));
            QVERIFY(entry.waitsFor().isEmpty());
        }
        QCOMPARE(entryModes, modes);
        QCOMPARE(queue.entries.front().owner ? queue.entries.front().owner->text : QString(), owner);
        QVERIFY2(findingKinds(queue) == findings, qPrintable(findingKinds(queue).join(u',')));
    }

    void ownerFieldsAsHiveNamesThem()
    {
        const FixtureTree fixture(
            Tree{{kNs + u"/default/sales/" + lockName("SHARED", 1), kSessionA, lockData(kQuery1)}});
        const std::vector<LockQueue> queues = fixture.build(kNs + u"/default/sales");
        QVERIFY(!queues.empty() && queues.front().entries.front().owner);
        const QJsonObject fields = queues.front().entries.front().owner->fields;
        QCOMPARE(fields.value(u"queryId").toString(), QLatin1String(kQuery1));
        QCOMPARE(fields.value(u"lockTime").toString(), QStringLiteral("1763890212345"));
        QCOMPARE(fields.value(u"lockMode").toString(), QStringLiteral("IMPLICIT"));
        QCOMPARE(fields.value(u"queryStr").toString(),
                 QStringLiteral("SELECT count(*) FROM sales WHERE ds='2026-11-23'"));
        QCOMPARE(fields.value(u"clientIp").toString(), QStringLiteral("10.0.0.7"));
    }

    // The explicit lock's finding names Hive's own remedy and is Info; a persistent node that
    // conflicts with a lower lock is a failed LOCK statement's leftover: Warning.
    void explicitLocks()
    {
        const QString sales = kNs + u"/default/sales";
        const FixtureTree table(
            Tree{{sales + u'/' + lockName("SHARED", 3), kPersistent, lockData(kQuery1, "EXPLICIT")}});
        std::vector<LockQueue> queues = table.build(sales);
        QCOMPARE(queues.front().systemFindings.size(), 1);
        Finding finding = queues.front().systemFindings.front();
        QCOMPARE(finding.severity, Severity::Info);
        QVERIFY2(finding.detail.contains(u"UNLOCK TABLE default.sales"), qPrintable(finding.detail));
        QCOMPARE(finding.nodes.paths(), QStringList{sales + u'/' + lockName("SHARED", 3)});

        const FixtureTree db(
            Tree{{kNs + u"/dw/" + lockName("EXCLUSIVE", 1), kPersistent, lockData(kQuery1, "EXPLICIT")}});
        queues = db.build(kNs + u"/dw");
        QVERIFY(queues.front().systemFindings.front().detail.contains(u"UNLOCK DATABASE dw"));

        const QString part = sales + u"/ds=2026-11-23";
        const FixtureTree partition(
            Tree{{part + u'/' + lockName("SHARED", 1), kPersistent, lockData(kQuery1, "EXPLICIT")}});
        queues = partition.build(part);
        QVERIFY2(queues.front().systemFindings.front().detail.contains(
                     u"UNLOCK TABLE default.sales PARTITION (ds='2026-11-23')"),
                 qPrintable(queues.front().systemFindings.front().detail));

        const FixtureTree conflict(
            Tree{{sales + u'/' + lockName("SHARED", 1), kSessionA, lockData(kQuery2)},
                 {sales + u'/' + lockName("EXCLUSIVE", 2), kPersistent, lockData(kQuery1, "EXPLICIT")}});
        queues = conflict.build(sales);
        QCOMPARE(queues.front().holders(), 2);
        QCOMPARE(queues.front().systemFindings.size(), 1);
        QCOMPARE(queues.front().systemFindings.front().severity, Severity::Warning);
    }

    // The diagnostics report the explicit lock once, as Hive's: the generic persistent-node rule
    // (a lock node that outlives its client) leaves it alone.
    void explicitLockIsReportedOnce()
    {
        const QString node = kNs + u"/default/sales/" + lockName("EXCLUSIVE", 3);
        const std::vector<LockQueue> locks =
            FixtureTree(Tree{{node, kPersistent, lockData(kQuery1, "EXPLICIT")}}).build(kNs + u"/default/sales");
        EntryTimeline timeline;
        for (const LockQueue &queue : locks)
            timeline.observe(queue, 1763890300000);
        DiagnosticsInput input;
        input.locks = QueueView(locks);
        input.timeline = &timeline;
        input.nowMs = 1763890300000;
        const Evaluation evaluation = evaluateDiagnostics(input);
        QList<Finding> persistent;
        for (const Finding &finding : evaluation.report.findings) {
            if (finding.kind == FindingKind::PersistentNode && finding.nodes.contains(node))
                persistent.append(finding);
        }
        QCOMPARE(persistent.size(), 1);
        QCOMPARE(persistent.front().severity, Severity::Info);
        QVERIFY(persistent.front().detail.contains(u"UNLOCK TABLE default.sales"));
    }

    // Lock nodes straight under "/" (a namespace of its own chroot): recognised, nothing to name.
    void locksAtTheRoot()
    {
        const std::vector<LockQueue> queues =
            FixtureTree(Tree{{QStringLiteral("/") + lockName("SHARED", 1), kPersistent, lockData(kQuery1, "EXPLICIT")}})
                .build(QStringLiteral("/"));
        QCOMPARE(queues.size(), size_t(1));
        QCOMPARE(queues.front().system, QStringLiteral("hive"));
        QCOMPARE(queues.front().systemFindings.size(), 1);
    }

    void lookAlikes_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("parent");
        QTest::newRow("unknown mode") << Tree{{QStringLiteral("/app/locks/LOCK-FOO-0000000001"), kSessionA, {}}}
                                      << QStringLiteral("/app/locks");
        QTest::newRow("no sequence") << Tree{{QStringLiteral("/app/locks/LOCK-SHARED-abc"), kSessionA, {}}}
                                     << QStringLiteral("/app/locks");
        QTest::newRow("lower case") << Tree{{QStringLiteral("/app/locks/lock-shared-0000000001"), kSessionA, {}}}
                                    << QStringLiteral("/app/locks");
    }
    void lookAlikes()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, parent);
        for (const LockQueue &queue : FixtureTree(tree).build(parent, true))
            QVERIFY2(queue.system.isEmpty(), qPrintable(queue.system));
    }
};

LOCKSCOPE_TEST(TstHiveSystem)
#include "tst_hivesystem.moc"
