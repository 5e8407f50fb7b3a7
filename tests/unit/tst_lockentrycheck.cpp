// SPDX-License-Identifier: Apache-2.0

// Which nodes an admin action may touch, decided from listings alone (no server).
#include "admin/LockEntryCheck.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_lockentrycheck {

using namespace lockscope;

namespace {

const QString kUuid = QStringLiteral("0b1c2d3e-1111-2222-3333-444455556666");
const QString kHex = QStringLiteral("0123456789abcdef0123456789abcdef");
constexpr qint64 kSession = 0x0100000a02b00003;

NodeInfo node(const QString &name, qint64 czxid, qint64 owner = kSession, int numChildren = 0)
{
    NodeInfo n;
    n.name = name;
    n.stat.czxid = czxid;
    n.stat.ephemeralOwner = owner;
    n.stat.numChildren = numChildren;
    return n;
}

NodeListing listing(const QString &path, std::vector<NodeInfo> children)
{
    NodeListing l;
    l.path = path;
    l.children = std::move(children);
    return l;
}

// A ZooKeeper-recipe mutex, a Curator semaphore and a kazoo semaphore, as freshly read.
ListingMap sampleListings()
{
    ListingMap m;
    const auto add = [&m](NodeListing l) { m.insert(l.path, std::move(l)); };
    add(listing(QStringLiteral("/l"),
                {node(QStringLiteral("lock-0000000001"), 10), node(QStringLiteral("lock-0000000002"), 11),
                 node(QStringLiteral("lock-0000000003"), 12, 0, 1), node(QStringLiteral("config"), 5, 0)}));
    add(listing(QStringLiteral("/s"),
                {node(QStringLiteral("leases"), 20, 0, 1), node(QStringLiteral("locks"), 21, 0, 1)}));
    add(listing(QStringLiteral("/s/leases"),
                {node(QStringLiteral("_c_") + kUuid + QStringLiteral("-lease-0000000001"), 22)}));
    add(listing(QStringLiteral("/s/locks"),
                {node(QStringLiteral("_c_") + kUuid + QStringLiteral("-lock-0000000004"), 23, 0x0200000000000001)}));
    add(listing(QStringLiteral("/k"), {node(kHex, 30)}));
    add(listing(QStringLiteral("/k-__lock__"),
                {node(kHex + QStringLiteral("__lock__0000000000"), 31, 0x0200000000000002)}));
    // A ClickHouse table root with one insert's deduplication record (a name a generic recipe
    // would take for a sequential entry) and a DDL task's progress marker.
    const QString table = QStringLiteral("/clickhouse/tables/01/t");
    add(listing(table,
                {node(QStringLiteral("blocks"), 40, 0, 1), node(QStringLiteral("log"), 41, 0),
                 node(QStringLiteral("replicas"), 42, 0, 1)}));
    add(listing(table + QStringLiteral("/blocks"),
                {node(QStringLiteral("201901_8811926349718376617_10548224946385930155"), 43, 0)}));
    add(listing(QStringLiteral("/ddl/query-0000000003/finished"),
                {node(QStringLiteral("127%2E0%2E0%2E1:9000"), 44, 0)}));
    return m;
}

} // namespace

class TestLockEntryCheck : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void listingsToRead_data()
    {
        QTest::addColumn<QString>("node");
        QTest::addColumn<QStringList>("paths");
        QTest::newRow("plain parent") << QStringLiteral("/app/orders/lock-0000000001")
                                      << QStringList{QStringLiteral("/app/orders")};
        // Only the grandparent can tell whether "locks" is a Curator semaphore's folder.
        QTest::newRow("parent named locks")
            << QStringLiteral("/app/locks/lock-0000000001")
            << QStringList{QStringLiteral("/app"), QStringLiteral("/app/leases"), QStringLiteral("/app/locks")};
        QTest::newRow("top level") << QStringLiteral("/Key1") << QStringList{QStringLiteral("/")};
        QTest::newRow("curator lease") << QStringLiteral("/s/leases/x")
                                       << QStringList{QStringLiteral("/s"), QStringLiteral("/s/leases"),
                                                      QStringLiteral("/s/locks")};
        QTest::newRow("curator semaphore waiter")
            << QStringLiteral("/s/locks/x")
            << QStringList{QStringLiteral("/s"), QStringLiteral("/s/leases"), QStringLiteral("/s/locks")};
        QTest::newRow("kazoo semaphore waiter")
            << QStringLiteral("/k-__lock__/x") << QStringList{QStringLiteral("/k"), QStringLiteral("/k-__lock__")};
        QTest::newRow("root") << QStringLiteral("/") << QStringList{};
    }
    void listingsToRead()
    {
        QFETCH(QString, node);
        QFETCH(QStringList, paths);
        QStringList actual = listingsToReadFor(node);
        actual.sort();
        paths.sort();
        QCOMPARE(actual, paths);
    }

    void relatedListingsAreAskedOnce()
    {
        ListingMap read;
        read.insert(QStringLiteral("/s"), sampleListings().value(QStringLiteral("/s")));
        QStringList related = relatedListingsToRead(read, {QStringLiteral("/s"), QStringLiteral("/s/leases")});
        related.sort();
        QCOMPARE(related, (QStringList{QStringLiteral("/s-__lock__"), QStringLiteral("/s/locks")}));
    }

    void check_data()
    {
        QTest::addColumn<QString>("node");
        QTest::addColumn<bool>("exists");
        QTest::addColumn<QString>("refusal"); // part of it; empty: allowed
        QTest::addColumn<QString>("lock"); // the lock's path when allowed
        QTest::addColumn<QString>("state"); // holding / waiting
        QTest::addColumn<QString>("kind");

        QTest::newRow("mutex holder") << QStringLiteral("/l/lock-0000000001") << true << QString()
                                      << QStringLiteral("/l") << QStringLiteral("holding") << QStringLiteral("mutex");
        QTest::newRow("mutex waiter") << QStringLiteral("/l/lock-0000000002") << true << QString()
                                      << QStringLiteral("/l") << QStringLiteral("waiting") << QStringLiteral("mutex");
        QTest::newRow("config node") << QStringLiteral("/l/config") << true
                                     << QStringLiteral("not an entry of a recognised lock") << QString() << QString()
                                     << QString();
        QTest::newRow("node with children") << QStringLiteral("/l/lock-0000000003") << true << QStringLiteral("1 child")
                                            << QString() << QString() << QString();
        QTest::newRow("missing") << QStringLiteral("/l/lock-0000000009") << false << QString() << QString() << QString()
                                 << QString();
        QTest::newRow("missing parent") << QStringLiteral("/nowhere/lock-0000000001") << false << QString() << QString()
                                        << QString() << QString();
        QTest::newRow("curator lease") << QStringLiteral("/s/leases/_c_") + kUuid + QStringLiteral("-lease-0000000001")
                                       << true << QString() << QStringLiteral("/s") << QStringLiteral("holding")
                                       << QStringLiteral("semaphore");
        QTest::newRow("curator semaphore waiter")
            << QStringLiteral("/s/locks/_c_") + kUuid + QStringLiteral("-lock-0000000004") << true << QString()
            << QStringLiteral("/s") << QStringLiteral("waiting") << QStringLiteral("semaphore");
        QTest::newRow("curator semaphore folder")
            << QStringLiteral("/s/leases") << true << QStringLiteral("1 child") << QString() << QString() << QString();
        QTest::newRow("kazoo lease") << QStringLiteral("/k/") + kHex << true << QString() << QStringLiteral("/k")
                                     << QStringLiteral("holding") << QStringLiteral("semaphore");
        QTest::newRow("kazoo semaphore waiter")
            << QStringLiteral("/k-__lock__/") + kHex + QStringLiteral("__lock__0000000000") << true << QString()
            << QStringLiteral("/k") << QStringLiteral("waiting") << QStringLiteral("semaphore");
        QTest::newRow("ClickHouse dedup record")
            << QStringLiteral("/clickhouse/tables/01/t/blocks/201901_8811926349718376617_10548224946385930155") << true
            << QStringLiteral(
                   "not a lock entry: a clickhouse deduplication record, the proof that a write was done once")
            << QString() << QString() << QString();
        QTest::newRow("ClickHouse DDL progress marker")
            << QStringLiteral("/ddl/query-0000000003/finished/127%2E0%2E0%2E1:9000") << true
            << QStringLiteral("not a lock entry: a clickhouse progress marker") << QString() << QString() << QString();
        QTest::newRow("root") << QStringLiteral("/") << false << QStringLiteral("root") << QString() << QString()
                              << QString();
    }
    void check()
    {
        QFETCH(QString, node);
        QFETCH(bool, exists);
        QFETCH(QString, refusal);
        QFETCH(QString, lock);
        QFETCH(QString, state);
        QFETCH(QString, kind);

        const EntryCheck result = checkLockEntry(node, sampleListings());
        QCOMPARE(result.exists, exists);
        if (!refusal.isEmpty()) {
            QVERIFY2(result.refusal.contains(refusal), qPrintable(result.refusal));
            QVERIFY(!result.lock);
            return;
        }
        if (!exists)
            return;
        QVERIFY2(result.refusal.isEmpty(), qPrintable(result.refusal));
        QVERIFY(result.lock);
        QCOMPARE(result.lock->path, lock);
        QCOMPARE(lockKindName(result.lock->kind), kind);
        QCOMPARE(result.entry.path(), node);
        QCOMPARE(entryStateName(result.entry.state), state);
        QCOMPARE(result.node.name, node.section(QLatin1Char('/'), -1));
    }
};

LOCKSCOPE_TEST(TestLockEntryCheck)

} // namespace tst_lockentrycheck

#include "tst_lockentrycheck.moc"
