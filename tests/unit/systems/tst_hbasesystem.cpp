// SPDX-License-Identifier: Apache-2.0

// HBase: the active master and its backup masters as one election, region servers kept out of
// locks, HBase 1.x table locks. Node data as RecoverableZooKeeper writes it (metadata, `PBUF`,
// then a message made by the protobuf library from HBase's own definitions).

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include "systems/proto/HBaseZooKeeper.pb.h"

#include <QtEndian>
#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// ZKMetadata.appendMetaData: 0xFF, length of id + 8 salt bytes (big-endian), id, salt; then the
// caller's bytes, here ProtobufUtil.prependPBMagic's `PBUF` + message.
QByteArray withMetadata(const QByteArray &message, const QByteArray &id = "12345@hbase-m1.example.com")
{
    const QByteArray salt("\x11\x22\x33\x44\x55\x66\x77\x88", 8);
    QByteArray length(4, '\0');
    qToBigEndian(quint32(id.size() + salt.size()), length.data());
    return QByteArray(1, '\xFF') + length + id + salt + "PBUF" + message;
}

hbase::pb::ServerName serverName(const char *host, quint32 port, quint64 startCode)
{
    hbase::pb::ServerName server;
    server.set_host_name(host);
    server.set_port(port);
    server.set_start_code(startCode);
    return server;
}

// MasterAddressTracker.toByteArray: Master {master, rpc_version, info_port}.
QByteArray masterMessage(const char *host, quint64 startCode = 1700000000000)
{
    hbase::pb::Master master;
    *master.mutable_master() = serverName(host, 16000, startCode);
    master.set_rpc_version(0);
    master.set_info_port(16010);
    return protobufBytes(master);
}

QByteArray masterData(const char *host, quint64 startCode = 1700000000000)
{
    return withMetadata(masterMessage(host, startCode));
}

// ZKInterProcessLockBase (HBase 1.x): TableLock with the owner's ServerName.
QByteArray tableLockData(bool shared, const char *purpose)
{
    hbase::pb::TableLock lock;
    lock.mutable_table_name()->set_namespace_("default");
    lock.mutable_table_name()->set_qualifier("orders");
    *lock.mutable_lock_owner() = serverName("hbase-m1.example.com", 16000, 1700000000000);
    lock.set_thread_id(42);
    lock.set_is_shared(shared);
    lock.set_purpose(purpose);
    lock.set_create_time(1700000001000);
    return withMetadata(protobufBytes(lock));
}

const QString kM2 = QStringLiteral("hbase-m2.example.com,16000,1700000000002");
const QString kM3 = QStringLiteral("hbase-m3.example.com,16000,1700000000003");

Tree cluster(const QString &root, const QByteArray &master, bool backups = true)
{
    Tree tree{{root + u"/hbaseid", kPersistent, "cluster-uuid"},
              {root + u"/meta-region-server", kPersistent, {}},
              {root + u"/rs/hbase-rs1.example.com,16020,1700000000010", kSessionC, {}}};
    if (!master.isNull())
        tree.append({root + u"/master", kSessionA, master});
    if (backups) {
        tree.append({root + u"/backup-masters/" + kM2, kSessionB, masterData("hbase-m2.example.com", 1700000000002)});
        tree.append({root + u"/backup-masters/" + kM3, kSessionC, {}}); // name alone names it
    }
    return tree;
}

} // namespace

class TstHBaseSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void activeMaster_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("root");
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<QStringList>("owners");
        QTest::addColumn<QStringList>("findings");

        const QByteArray m1 = masterData("hbase-m1.example.com");
        const QString m1Owner = QStringLiteral("hbase-m1.example.com,16000,1700000000000");
        const QStringList all{QStringLiteral("master=holding"), kM2 + u"=waiting", kM3 + u"=waiting"};
        const QStringList allOwners{m1Owner, kM2, kM3};
        QTest::newRow("default root") << cluster(QStringLiteral("/hbase"), m1) << QStringLiteral("/hbase") << all
                                      << allOwners << QStringList{};
        QTest::newRow("custom znode.parent under a chroot")
            << cluster(QStringLiteral("/prod/hbase-east"), m1) << QStringLiteral("/prod/hbase-east") << all << allOwners
            << QStringList{};
        QTest::newRow("master alone, no backup-masters folder")
            << cluster(QStringLiteral("/hbase"), m1, false) << QStringLiteral("/hbase")
            << QStringList{QStringLiteral("master=holding")} << QStringList{m1Owner} << QStringList{};
        QTest::newRow("backup masters without an active master")
            << cluster(QStringLiteral("/hbase"), QByteArray()) << QStringLiteral("/hbase")
            << QStringList{kM2 + u"=waiting", kM3 + u"=waiting"} << QStringList{kM2, kM3}
            << QStringList{QStringLiteral("no-leader")};
        QTest::newRow("record without metadata (written by a bare client)")
            << cluster(QStringLiteral("/hbase"), "PBUF" + masterMessage("hbase-m1.example.com"))
            << QStringLiteral("/hbase") << all << allOwners << QStringList{};
        QTest::newRow("truncated master record: no owner")
            << cluster(QStringLiteral("/hbase"), m1.left(m1.size() - 6)) << QStringLiteral("/hbase") << all
            << QStringList{QString(), kM2, kM3} << QStringList{};
        QTest::newRow("garbage master data: no owner")
            << cluster(QStringLiteral("/hbase"), QByteArray("\xFF\x7F\xFF\xFF\xFFPBUF", 9)) << QStringLiteral("/hbase")
            << all << QStringList{QString(), kM2, kM3} << QStringList{};
        Tree old = cluster(QStringLiteral("/hbase"), m1);
        old[4].data = withMetadata(protobufBytes(serverName("hbase-m2.example.com", 16000, 1700000000002)));
        QTest::newRow("backup master as HBase 0.96 wrote it (a bare ServerName)")
            << old << QStringLiteral("/hbase") << all << allOwners << QStringList{};
        Tree cut = cluster(QStringLiteral("/hbase"), m1);
        cut[3].truncated = true; // the monitor kept part of it
        QTest::newRow("data cut by the monitor: no owner")
            << cut << QStringLiteral("/hbase") << all << QStringList{QString(), kM2, kM3} << QStringList{};
    }
    void activeMaster()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, root);
        QFETCH(QStringList, entries);
        QFETCH(QStringList, owners);
        QFETCH(QStringList, findings);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(root, explicitRoot);
            const LockQueue *queue = findSystemQueue(queues, QStringLiteral("hbase"), QStringLiteral("active-master"));
            QVERIFY(queue);
            QCOMPARE(queue->kind, LockKind::Election);
            QCOMPARE(entryStates(*queue), entries);
            QStringList got;
            for (const LockEntry &entry : queue->entries)
                got.append(entry.owner ? entry.owner->text : QString());
            QCOMPARE(got, owners);
            for (const LockEntry &entry : queue->entries) {
                if (entry.state == EntryState::Waiting)
                    QCOMPARE(entry.waitsFor(), root + u"/master");
            }
            QCOMPARE(findingKinds(*queue), findings);
        }
        // Discovery from "/": the election once, backup masters and region servers nowhere else.
        int hbaseQueues = 0;
        for (const LockQueue &queue : fixture.buildAll()) {
            QVERIFY2(queue.system == u"hbase" || queue.entries.empty(), qPrintable(queue.path));
            hbaseQueues += queue.system == u"hbase";
        }
        QCOMPARE(hbaseQueues, 1);
    }

    void masterOwnerFields()
    {
        const FixtureTree fixture(cluster(QStringLiteral("/hbase"), masterData("hbase-m1.example.com")));
        const LockQueue *queue = nullptr;
        const std::vector<LockQueue> queues = fixture.build(QStringLiteral("/hbase"));
        QVERIFY((queue = findSystemQueue(queues, QStringLiteral("hbase"))));
        QVERIFY(queue->entries.front().owner);
        const QJsonObject fields = queue->entries.front().owner->fields;
        QCOMPARE(fields.value(u"host_name").toString(), QStringLiteral("hbase-m1.example.com"));
        QCOMPARE(fields.value(u"port").toInt(), 16000);
        QCOMPARE(fields.value(u"start_code").toDouble(), 1700000000000.0);
        QCOMPARE(fields.value(u"info_port").toInt(), 16010);
        QCOMPARE(fields.value(u"id").toString(), QStringLiteral("12345@hbase-m1.example.com"));
        // The backup master is also linked to the listing it lives in.
        QCOMPARE(queue->entries[1].path(), QStringLiteral("/hbase/backup-masters/") + kM2);
    }

    void registrationsAndLookAlikes()
    {
        const FixtureTree hbase(cluster(QStringLiteral("/hbase"), masterData("hbase-m1.example.com")));
        QVERIFY(hbase.build(QStringLiteral("/hbase/backup-masters"), true).empty());
        QVERIFY(hbase.build(QStringLiteral("/hbase/rs"), true).empty());
        // An ephemeral `master` with other data and no HBase sibling; a lone backup-masters folder.
        const FixtureTree other(Tree{{QStringLiteral("/app/master"), kSessionA, "{\"leader\":\"a\"}"},
                                     {QStringLiteral("/x/backup-masters/a,1,2"), kSessionA, {}},
                                     {QStringLiteral("/x/config"), kPersistent, {}}});
        QVERIFY(!hasSystemQueue(other.build(QStringLiteral("/app"), true), QStringLiteral("hbase")));
        QVERIFY(!hasSystemQueue(other.build(QStringLiteral("/x"), true), QStringLiteral("hbase")));
    }

    void tableLocks()
    {
        const QString table = QStringLiteral("/hbase/table-lock/orders");
        const FixtureTree fixture(
            Tree{{table + u"/read-0000000001", kSessionA, tableLockData(true, "scan")},
                 {table + u"/write-0000000002", kSessionB, tableLockData(false, "alter")},
                 {table + u"/read-0000000003", kSessionC, QByteArray("PBUF\xff", 5)},
                 {QStringLiteral("/zk/rw/read-0000000001"), kSessionA, tableLockData(true, "x")}});
        const std::vector<LockQueue> queues = fixture.build(table);
        QCOMPARE(queues.size(), size_t(1));
        const LockQueue &queue = queues.front();
        QCOMPARE(queue.system, QStringLiteral("hbase"));
        QCOMPARE(queue.role, QStringLiteral("table-lock"));
        QCOMPARE(queue.kind, LockKind::ReadWrite);
        QCOMPARE(entryStates(queue),
                 (QStringList{QStringLiteral("read-0000000001=holding"), QStringLiteral("write-0000000002=waiting"),
                              QStringLiteral("read-0000000003=waiting")}));
        QVERIFY(queue.entries[0].owner && !queue.entries[2].owner);
        QCOMPARE(queue.entries[0].owner->text, QStringLiteral("hbase-m1.example.com,16000,1700000000000"));
        const QJsonObject fields = queue.entries[1].owner->fields;
        QCOMPARE(fields.value(u"table_name").toString(), QStringLiteral("default:orders"));
        QCOMPARE(fields.value(u"purpose").toString(), QStringLiteral("alter"));
        QCOMPARE(fields.value(u"is_shared").toBool(), false);
        QCOMPARE(fields.value(u"thread_id").toInt(), 42);
        // The same recipe elsewhere is no HBase lock.
        QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/zk/rw")), QStringLiteral("hbase")));
    }
};

LOCKSCOPE_TEST(TstHBaseSystem)
#include "tst_hbasesystem.moc"
