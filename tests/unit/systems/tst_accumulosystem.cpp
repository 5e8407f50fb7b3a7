// SPDX-License-Identifier: Apache-2.0

// Apache Accumulo (core/recognisers/files/accumulo.yaml): the process locks ServiceLock takes
// under /accumulo/<instance id>, whose data 2.1 writes as text and 3.0 on as ServiceLockData
// JSON, and FATE's persistent read-write table locks, in 2.1's form (data "READ:<txid>") and
// main's (the entry in the name).

#include "systems/SystemFixtures.h"
#include "systems/SystemJudgement.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

const QString kInstance = QStringLiteral("/accumulo/8d5f4c3a-6b1e-4f0d-9c2a-7e3b1a9d0c55");
const QString kUuidA = QStringLiteral("44755fbe-1c9e-40b3-8458-03abaf950d7e");
const QString kUuidB = QStringLiteral("b0c9a1d2-3e4f-4a5b-8c6d-7e8f90a1b2c3");

// ServiceLock.java (main 455, 2.1 464): create(path + "/zlock#" + uuid + "#", data,
// EPHEMERAL_SEQUENTIAL): ZooKeeper appends the ten-digit sequence.
QString zlock(const QString &uuid, int sequence)
{
    return QStringLiteral("zlock#%1#%2").arg(uuid).arg(sequence, 10, 10, QLatin1Char('0'));
}

// ServiceLockData.serialize (ServiceLockData.java 181-187): Gson, fields in declaration order
// (uuid, service, address, group), no spaces.
QByteArray serviceLockData(const QString &uuid, const QStringList &services, const QString &address)
{
    QStringList descriptors;
    for (const QString &service : services)
        descriptors.append(
            QStringLiteral("{\"uuid\":\"%1\",\"service\":\"%2\",\"address\":\"%3\",\"group\":\"default\"}")
                .arg(uuid, service, address));
    return (u"{\"descriptors\":[" + descriptors.join(u',') + u"]}").toUtf8();
}

// Two processes contending for one lock folder: A created first.
Tree contenders(const QString &folder, const QByteArray &first, const QByteArray &second)
{
    return {{folder + u'/' + zlock(kUuidA, 0), kSessionA, first},
            {folder + u'/' + zlock(kUuidB, 1), kSessionB, second}};
}

Tree one(const QString &folder, const QByteArray &data)
{
    return {{folder + u'/' + zlock(kUuidA, 3), kSessionA, data}};
}

// 2.1's table lock entry, FateLock.addEntry (FateLock.java 77): putPersistentSequential(path +
// "/flock#", data) with DistributedReadWriteLock.ParsedLock.getLockData (83-90), "READ:" or
// "WRITE:" and the transaction id as Utils.getLock makes it, FastFormat.toZeroPaddedHex (16
// lowercase hex digits).
FixtureNode fateEntry21(const QString &table, int sequence, const char *type, quint64 txid)
{
    return {QStringLiteral("%1/table_locks/%2/flock#%3").arg(kInstance, table).arg(sequence, 10, 10, QLatin1Char('0')),
            kPersistent, QByteArray(type) + ':' + QByteArray::number(txid, 16).rightJustified(16, '0')};
}

// main's, FateLock.addEntry (FateLock.java 199-201): putPersistentSequential(path + "/flock#" +
// FateLockEntry.serialize() + "#", new byte[0]); serialize (133) joins type, fate id
// ("FATE:USER:<uuid>", FateId.java 85) and both range ends ("N": none) with '~'.
FixtureNode fateEntryMain(const QString &table, int sequence, const char *type, const char *uuid)
{
    return {QStringLiteral("%1/table_locks/%2/flock#%3~FATE:USER:%4~N~N#%5")
                .arg(kInstance, table, QLatin1String(type), QLatin1String(uuid))
                .arg(sequence, 10, 10, QLatin1Char('0')),
            kPersistent, QByteArray()};
}

QStringList entryModes(const LockQueue &queue)
{
    QStringList all;
    for (const LockEntry &entry : queue.entries)
        all.append(entryModeName(entry.mode));
    return all;
}

const QString kHolding = QStringLiteral("holding");
const QString kWaiting = QStringLiteral("waiting");

} // namespace

class TstAccumuloSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void processLocks_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("role");
        QTest::addColumn<LockKind>("kind");
        QTest::addColumn<QStringList>("states");
        QTest::addColumn<QStringList>("owners");

        const LockKind election = LockKind::Election;
        const LockKind mutex = LockKind::Mutex;
        const QString managers = kInstance + u"/managers/lock";
        // 2.1 Manager.getManagerLock (Manager.java 1782): advertiseAddress.toString(), host:port.
        QTest::newRow("2.1 managers, active and standby")
            << contenders(managers, "mgr-1.example.com:9999", "mgr-2.example.com:9999") << managers
            << QStringLiteral("manager") << election << QStringList{kHolding, kWaiting}
            << QStringList{QStringLiteral("mgr-1.example.com:9999"), QStringLiteral("mgr-2.example.com:9999")};
        // main Manager.getPrimaryManagerLock (1527-1535): NONE at 0.0.0.0 while it waits; the
        // holder replaces it (1215-1225) with MANAGER, COORDINATOR and FATE_CLIENT at its address.
        QTest::newRow("main managers: the standby says 0.0.0.0 until it leads")
            << contenders(managers,
                          serviceLockData(
                              kUuidA,
                              {QStringLiteral("MANAGER"), QStringLiteral("COORDINATOR"), QStringLiteral("FATE_CLIENT")},
                              QStringLiteral("mgr-1.example.com:9999")),
                          serviceLockData(kUuidB, {QStringLiteral("NONE")}, QStringLiteral("0.0.0.0")))
            << managers << QStringLiteral("manager") << election << QStringList{kHolding, kWaiting}
            << QStringList{QStringLiteral("mgr-1.example.com:9999"), QStringLiteral("0.0.0.0")};
        const QString gc = kInstance + u"/gc/lock";
        // 2.1 SimpleGarbageCollector.getZooLock (407): new ServerServices(addr, GC_CLIENT).toString().
        QTest::newRow("2.1 gc") << one(gc, "GC_CLIENT=gc-1.example.com:9998") << gc << QStringLiteral("gc") << election
                                << QStringList{kHolding} << QStringList{QStringLiteral("gc-1.example.com:9998")};
        // main SimpleGarbageCollector.getZooLock (407): ServiceLockData(uuid, addr, GC, group).
        QTest::newRow("main gc") << one(
            gc, serviceLockData(kUuidA, {QStringLiteral("GC")}, QStringLiteral("gc-1.example.com:9998")))
                                 << gc << QStringLiteral("gc") << election << QStringList{kHolding}
                                 << QStringList{QStringLiteral("gc-1.example.com:9998")};
        const QString monitor = kInstance + u"/monitor/lock";
        // 2.1 Monitor (876): new byte[0] until it serves; then replaceLockData (513) host:port.
        QTest::newRow("2.1 monitor before it serves: nobody named")
            << one(monitor, QByteArray()) << monitor << QStringLiteral("monitor") << election << QStringList{kHolding}
            << QStringList{QString()};
        QTest::newRow("2.1 monitor serving")
            << one(monitor, "mon-1.example.com:9995") << monitor << QStringLiteral("monitor") << election
            << QStringList{kHolding} << QStringList{QStringLiteral("mon-1.example.com:9995")};
        // main Monitor (279): ServiceLockData(uuid, host + ":" + port, NONE, group).
        QTest::newRow("main monitor") << one(
            monitor, serviceLockData(kUuidA, {QStringLiteral("NONE")}, QStringLiteral("mon-1.example.com:9995")))
                                      << monitor << QStringLiteral("monitor") << election << QStringList{kHolding}
                                      << QStringList{QStringLiteral("mon-1.example.com:9995")};
        const QString coordinator = kInstance + u"/coordinators/lock";
        // 2.1 CompactionCoordinator (258): coordinatorClientAddress.getBytes(UTF_8).
        QTest::newRow("2.1 compaction coordinator")
            << one(coordinator, "cc-1.example.com:9132") << coordinator << QStringLiteral("compaction-coordinator")
            << election << QStringList{kHolding} << QStringList{QStringLiteral("cc-1.example.com:9132")};
        const QString chrooted = QStringLiteral("/prod/accumulo/0b6d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f/gc/lock");
        QTest::newRow("under a chroot") << one(chrooted, "GC_CLIENT=gc-2.example.com:9998") << chrooted
                                        << QStringLiteral("gc") << election << QStringList{kHolding}
                                        << QStringList{QStringLiteral("gc-2.example.com:9998")};
        // 2.1 TabletServer (699): ServerServices(address, TSERV_CLIENT) under tservers/<host:port>.
        const QString tserver21 = kInstance + u"/tservers/ts-1.example.com:9997";
        QTest::newRow("2.1 tablet server")
            << one(tserver21, "TSERV_CLIENT=ts-1.example.com:9997") << tserver21 << QStringLiteral("tserver") << mutex
            << QStringList{kHolding} << QStringList{QStringLiteral("ts-1.example.com:9997")};
        // main TabletServer (505-511): under tservers/<resource group>/<host:port>.
        const QString tserver = kInstance + u"/tservers/default/ts-1.example.com:9997";
        QTest::newRow("main tablet server in its resource group")
            << one(tserver,
                   serviceLockData(kUuidA,
                                   {QStringLiteral("CLIENT"), QStringLiteral("TABLET_INGEST"),
                                    QStringLiteral("TABLET_MANAGEMENT"), QStringLiteral("TABLET_SCAN"),
                                    QStringLiteral("TSERV")},
                                   QStringLiteral("ts-1.example.com:9997")))
            << tserver << QStringLiteral("tserver") << mutex << QStringList{kHolding}
            << QStringList{QStringLiteral("ts-1.example.com:9997")};
        // 2.1 ScanServer (369): "<uuid>,<group>", no address: the folder names the server.
        const QString sserver21 = kInstance + u"/sservers/ss-1.example.com:9996";
        QTest::newRow("2.1 scan server: uuid and group only")
            << one(sserver21, (kUuidA + u",default").toUtf8()) << sserver21 << QStringLiteral("sserver") << mutex
            << QStringList{kHolding} << QStringList{QStringLiteral("ss-1.example.com:9996")};
        // 2.1 Compactor (383-384): ServerServices(hostPort, COMPACTOR_CLIENT) under compactors/<queue>/.
        const QString compactor = kInstance + u"/compactors/q1/cx-1.example.com:9133";
        QTest::newRow("2.1 compactor in its queue")
            << one(compactor, "COMPACTOR_CLIENT=cx-1.example.com:9133") << compactor << QStringLiteral("compactor")
            << mutex << QStringList{kHolding} << QStringList{QStringLiteral("cx-1.example.com:9133")};
        // A second process on the same address waits behind the first.
        QTest::newRow("tablet server restarted before the old session expired")
            << contenders(tserver21, "TSERV_CLIENT=ts-1.example.com:9997", "TSERV_CLIENT=ts-1.example.com:9997")
            << tserver21 << QStringLiteral("tserver") << mutex << QStringList{kHolding, kWaiting}
            << QStringList{QStringLiteral("ts-1.example.com:9997"), QStringLiteral("ts-1.example.com:9997")};
    }
    void processLocks()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, folder);
        QFETCH(QString, role);
        QFETCH(LockKind, kind);
        QFETCH(QStringList, states);
        QFETCH(QStringList, owners);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(folder, explicitRoot);
            QCOMPARE(queues.size(), size_t(1));
            const LockQueue &queue = queues.front();
            QCOMPARE(queue.system, QStringLiteral("accumulo"));
            QCOMPARE(queue.role, role);
            QCOMPARE(queue.kind, kind);
            QVERIFY(queue.heldForLife());
            QVERIFY(queue.unrecognized.isEmpty());
            QStringList got;
            for (const LockEntry &entry : queue.entries)
                got.append(entryStateName(entry.state));
            QCOMPARE(got, states);
            QCOMPARE(entryOwners(queue), owners);
            if (queue.entries.size() > 1)
                QCOMPARE(queue.entries[1].waitsFor(), queue.entries[0].path());
        }
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    void tableLocks_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QStringList>("states");
        QTest::addColumn<QStringList>("modes");
        QTest::addColumn<QStringList>("owners");

        const QString folder = kInstance + u"/table_locks/2";
        QTest::newRow("2.1: two readers share, a writer waits for them, a reader after it waits")
            << Tree{fateEntry21(QStringLiteral("2"), 0, "READ", 0x1a2b3c4d5e6f7081ULL),
                    fateEntry21(QStringLiteral("2"), 1, "READ", 0xa1),
                    fateEntry21(QStringLiteral("2"), 2, "WRITE", 0x7f00000000000002ULL),
                    fateEntry21(QStringLiteral("2"), 3, "READ", 0xa3)}
            << folder
            << QStringList{QStringLiteral("flock#0000000000=holding"), QStringLiteral("flock#0000000001=holding"),
                           QStringLiteral("flock#0000000002=waiting"), QStringLiteral("flock#0000000003=waiting")}
            << QStringList{QStringLiteral("read"), QStringLiteral("read"), QStringLiteral("write"),
                           QStringLiteral("read")}
            << QStringList{QStringLiteral("FATE[1a2b3c4d5e6f7081]"), QStringLiteral("FATE[00000000000000a1]"),
                           QStringLiteral("FATE[7f00000000000002]"), QStringLiteral("FATE[00000000000000a3]")};
        QTest::newRow("2.1: a writer first holds alone")
            << Tree{fateEntry21(QStringLiteral("2"), 7, "WRITE", 0xb7),
                    fateEntry21(QStringLiteral("2"), 8, "READ", 0xb8)}
            << folder
            << QStringList{QStringLiteral("flock#0000000007=holding"), QStringLiteral("flock#0000000008=waiting")}
            << QStringList{QStringLiteral("write"), QStringLiteral("read")}
            << QStringList{QStringLiteral("FATE[00000000000000b7]"), QStringLiteral("FATE[00000000000000b8]")};
        const char *u1 = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
        const char *u2 = "6fa459ea-ee8a-4ca4-894e-db77e160355e";
        const QString namespaceFolder = kInstance + u"/table_locks/+default";
        QTest::newRow("main: the entry in the name, a namespace's lock")
            << Tree{fateEntryMain(QStringLiteral("+default"), 0, "READ", u1),
                    fateEntryMain(QStringLiteral("+default"), 1, "WRITE", u2)}
            << namespaceFolder
            << QStringList{QStringLiteral("flock#READ~FATE:USER:%1~N~N#0000000000=holding").arg(QLatin1String(u1)),
                           QStringLiteral("flock#WRITE~FATE:USER:%1~N~N#0000000001=waiting").arg(QLatin1String(u2))}
            << QStringList{QStringLiteral("read"), QStringLiteral("write")}
            << QStringList{QStringLiteral("FATE:USER:%1").arg(QLatin1String(u1)),
                           QStringLiteral("FATE:USER:%1").arg(QLatin1String(u2))};
    }
    void tableLocks()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, folder);
        QFETCH(QStringList, states);
        QFETCH(QStringList, modes);
        QFETCH(QStringList, owners);

        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(folder, explicitRoot);
            QCOMPARE(queues.size(), size_t(1));
            const LockQueue &queue = queues.front();
            QCOMPARE(queue.system, QStringLiteral("accumulo"));
            QCOMPARE(queue.role, QStringLiteral("table-lock"));
            QCOMPARE(queue.kind, LockKind::ReadWrite);
            QCOMPARE(entryStates(queue), states);
            QCOMPARE(entryModes(queue), modes);
            QCOMPARE(entryOwners(queue), owners);
            QVERIFY(!queue.holderGoneNote.isEmpty());
            // Persistent by design: said as info, one per entry, never above.
            QCOMPARE(queue.systemFindings.size(), queue.entries.size());
            for (const Finding &finding : queue.systemFindings)
                QCOMPARE(finding.severity, Severity::Info);
        }
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }

    // What is not Accumulo's stays out of its rules.
    void lookAlikes_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("folder");

        QTest::newRow("a managers/lock folder outside /accumulo/<instance>")
            << contenders(QStringLiteral("/app/managers/lock"), "a:1", "b:1") << QStringLiteral("/app/managers/lock");
        QTest::newRow("ZooKeeper's recipe names in Accumulo's folder")
            << Tree{{kInstance + u"/gc/lock/lock-0000000000", kSessionA, "GC_CLIENT=gc-1:9998"}}
            << kInstance + u"/gc/lock";
        QTest::newRow("zlock without its uuid")
            << Tree{{kInstance + u"/gc/lock/zlock#0000000000", kSessionA, "GC_CLIENT=gc-1:9998"}}
            << kInstance + u"/gc/lock";
        QTest::newRow("an ephemeral flock# is no FATE entry")
            << Tree{{kInstance + u"/table_locks/2/flock#0000000000", kSessionA, "READ:00000000000000a1"}}
            << kInstance + u"/table_locks/2";
        QTest::newRow("a FATE-named entry that neither reads nor writes")
            << Tree{{kInstance + u"/table_locks/2/flock#0000000000", kPersistent, "SHARE:00000000000000a1"}}
            << kInstance + u"/table_locks/2";
        QTest::newRow("a server folder that is no address's, one level too deep")
            << one(kInstance + u"/tservers/default/ts-1:9997/extra", "TSERV_CLIENT=ts-1:9997")
            << kInstance + u"/tservers/default/ts-1:9997/extra";
    }
    void lookAlikes()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, folder);
        const FixtureTree fixture(tree);
        for (const bool explicitRoot : {false, true})
            QVERIFY(!hasSystemQueue(fixture.build(folder, explicitRoot), QStringLiteral("accumulo")));
    }

    // A healthy 2.1 instance as a whole: one lock per process, the table's entries one queue;
    // the folders between (tservers/, table_locks/) are no locks.
    void wholeInstance()
    {
        Tree tree = contenders(kInstance + u"/managers/lock", "mgr-1.example.com:9999", "mgr-2.example.com:9999");
        tree += one(kInstance + u"/gc/lock", "GC_CLIENT=gc-1.example.com:9998");
        tree += one(kInstance + u"/monitor/lock", "mon-1.example.com:9995");
        tree += one(kInstance + u"/tservers/ts-1.example.com:9997", "TSERV_CLIENT=ts-1.example.com:9997");
        tree += Tree{{kInstance + u"/tservers/ts-2.example.com:9997/" + zlock(kUuidB, 0), kSessionB,
                      "TSERV_CLIENT=ts-2.example.com:9997"}};
        tree +=
            Tree{fateEntry21(QStringLiteral("2"), 0, "WRITE", 0xc1), fateEntry21(QStringLiteral("2"), 1, "READ", 0xc2)};
        tree += Tree{{kInstance + u"/tables/2/state", kPersistent, "ONLINE"},
                     {kInstance + u"/managers/tick", kPersistent, "42"}};
        QCOMPARE(lockCount(tree), 6);
        for (const LockQueue &queue : FixtureTree(tree).buildAll()) {
            if (!queue.entries.empty())
                QCOMPARE(queue.system, QStringLiteral("accumulo"));
        }
        QVERIFY2(findingsAboveInfo(tree).isEmpty(), qPrintable(findingsAboveInfo(tree).join(u" | ")));
    }
};

LOCKSCOPE_TEST(TstAccumuloSystem)
#include "tst_accumulosystem.moc"
