// SPDX-License-Identifier: Apache-2.0

// Queue reconstruction from hand-made listings: order, roles, waits-for paths, semaphores that
// span several folders, and what is no lock at all.

#include "recipes/LockNodeName.h"
#include "recipes/LockQueueBuilder.h"
#include "batch/TestBatch.h"

#include <QTest>
#include <algorithm>
#include <map>
#include <random>

namespace tst_lockqueuebuilder {

using namespace lockscope;

namespace {

constexpr qint64 kSessionBase = 0x0100000a02b00000LL;

// Sessions by letter ('A', 'B', ...); 'P' stands for a persistent node (no session).
qint64 session(QChar letter)
{
    return letter == u'P' ? 0 : kSessionBase + (letter.unicode() - u'A' + 1);
}

NodeInfo node(const QString &name, qint64 owner = kSessionBase + 1, qint64 czxid = 0, const QByteArray &data = {})
{
    NodeInfo info;
    info.name = name;
    info.stat.ephemeralOwner = owner;
    info.stat.czxid = czxid;
    info.stat.dataLength = qint32(data.size());
    info.data = data;
    return info;
}

NodeListing listing(const QString &path, std::vector<NodeInfo> children = {})
{
    NodeListing result;
    result.path = path;
    result.stat.numChildren = qint32(children.size());
    result.children = std::move(children);
    return result;
}

NodeInfo folder(const QString &name)
{
    return node(name, 0);
}

// ZooKeeper's %010d rendering of a signed 32-bit sequence.
QString seq10(qint64 sequence)
{
    if (sequence < 0)
        return QLatin1Char('-') + QString::number(-sequence).rightJustified(9, u'0');
    return QString::number(sequence).rightJustified(10, u'0');
}

// Per-client tokens that sort against the sequence, so a name-ordered queue would be wrong.
QString uuidFor(qint64 i)
{
    return QStringLiteral("%1-4f2d-4c1e-9a7b-2f3e4d5c6b7a")
        .arg(quint32(0xfffffff0u - quint32(i) * 7919u), 8, 16, QLatin1Char('0'));
}

QString hexFor(qint64 i)
{
    return QStringLiteral("%1%2")
        .arg(quint64(0xfffffffffffffff0ULL - quint64(i) * 104729ULL), 16, 16, QLatin1Char('0'))
        .arg(quint64(i), 16, 16, QLatin1Char('0'));
}

// The monitor's listings, looked up by path.
class Tree {
public:
    void add(NodeListing node) { m_listings[node.path] = std::move(node); }
    ListingLookup lookup() const
    {
        return [this](const QString &path) -> const NodeListing * {
            const auto it = m_listings.find(path);
            return it == m_listings.end() ? nullptr : &it->second;
        };
    }
    std::vector<LockQueue> build(const QString &path, bool explicitRoot = false) const
    {
        return buildLockQueues(m_listings.at(path), lookup(), explicitRoot);
    }

private:
    std::map<QString, NodeListing> m_listings;
};

// How a waits-for path reads in expectations: "3" for the entry with sequence 3 in the lock's
// own folder, "locks/3" for one in a sub-folder, else the path below the lock, else the full path.
QString waitLabel(const LockQueue &queue, const QString &path)
{
    for (const LockEntry &entry : queue.entries) {
        if (entry.path() != path)
            continue;
        const QString number = QString::number(entry.sequence);
        if (entry.parentPath == queue.path)
            return number;
        return entry.parentPath.mid(entry.parentPath.lastIndexOf(u'/') + 1) + QLatin1Char('/') + number;
    }
    if (path.startsWith(queue.path + QLatin1Char('/')))
        return path.mid(queue.path.size() + 1);
    return path;
}

// One line per entry in queue order: "<sequence> <state> <mode>[ -> <what it waits for>]".
QStringList describe(const LockQueue &queue)
{
    QStringList lines;
    for (const LockEntry &entry : queue.entries) {
        QString line = QString::number(entry.sequence) + QLatin1Char(' ') + entryStateName(entry.state)
            + QLatin1Char(' ') + entryModeName(entry.mode);
        if (entry.state == EntryState::Waiting)
            line += QStringLiteral(" -> ") + waitLabel(queue, entry.waitsFor());
        lines.append(line);
    }
    return lines;
}

// A read-write node of the given recipe family ("curator", "kazoo", "hbase", "zk-document").
QString readWriteName(const QString &family, bool reader, qint64 sequence)
{
    if (family == u"curator")
        return QStringLiteral("_c_") + uuidFor(sequence)
            + (reader ? QStringLiteral("-__READ__") : QStringLiteral("-__WRIT__")) + seq10(sequence);
    if (family == u"kazoo")
        return hexFor(sequence) + (reader ? QStringLiteral("__rlock__") : QStringLiteral("__lock__")) + seq10(sequence);
    if (family == u"hbase")
        return (reader ? QStringLiteral("read-") : QStringLiteral("write-")) + seq10(sequence);
    return uuidFor(sequence) + (reader ? QStringLiteral("-read-") : QStringLiteral("-write-")) + seq10(sequence);
}

// Nodes "<seq>:<session letter>:<czxid>" separated by spaces, named by `makeName(seq)`.
template <typename MakeName>
std::vector<NodeInfo> nodesFromSpec(const QString &spec, MakeName makeName)
{
    std::vector<NodeInfo> nodes;
    const QStringList items = spec.split(u' ', Qt::SkipEmptyParts);
    for (const QString &item : items) {
        const QStringList parts = item.split(u':');
        const qint64 sequence = parts.at(0).toLongLong();
        nodes.push_back(node(makeName(sequence), session(parts.at(1).at(0)), parts.at(2).toLongLong()));
    }
    return nodes;
}

} // namespace

class TestLockQueueBuilder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exclusiveQueue_data();
    void exclusiveQueue();
    void waitsForIsTheFullPath();
    void nodeRefFromPath_data();
    void nodeRefFromPath();
    void readWriteQueue_data();
    void readWriteQueue();
    void severalQueuesInOneParent();
    void clashingQueueNamesStayDistinct();
    void plainEphemeralNodesAreLocks();
    void discoveredPlainNodesNeedALockName_data();
    void discoveredPlainNodesNeedALockName();
    void curatorSemaphore_data();
    void curatorSemaphore();
    void curatorSemaphoreFoldersBelongToTheBase();
    void curatorSemaphoreUnrecognized();
    void kazooSemaphore();
    void kazooSemaphoreLockAlone();
    void kazooSemaphoreWithoutLeases();
    void unrecognizedChildren();
    void explicitRootWithoutLocks();
    void persistentNodesStayInTheQueue();
    void sessionMarkersAreNotEphemeral();
    void revocationRequests();
    void locksUnderTheRoot();
    void largeMutexQueue();
    void largeReadWriteQueue();
    void manyQueuesInOneParent();
    void relatedListingPaths_data();
    void relatedListingPaths();
    void mayContainLocks_data();
    void mayContainLocks();
    void watchEvidence_data();
    void watchEvidence();
};

void TestLockQueueBuilder::exclusiveQueue_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("recipe");
    QTest::addColumn<QStringList>("expected");

    const auto curator = [](qint64 s) -> QString { return QStringLiteral("_c_") + uuidFor(s) + u"-lock-" + seq10(s); };
    const auto latch = [](qint64 s) -> QString { return QStringLiteral("_c_") + uuidFor(s) + u"-latch-" + seq10(s); };
    const auto kazoo = [](qint64 s) -> QString { return hexFor(s) + u"__lock__" + seq10(s); };
    const auto goZk = [](qint64 s) -> QString { return QStringLiteral("_c_") + hexFor(s) + u"-lock-" + seq10(s); };
    const auto zkC = [](qint64 s) -> QString {
        return QStringLiteral("x-%1-").arg(quint64(0x0fffffffffff0000LL - s * 4099), 16, 16, QLatin1Char('0'))
            + seq10(s);
    };
    const auto zkJava = [](qint64 s) -> QString {
        return QStringLiteral("x-%1-").arg(-72057594037927000LL - s * 97) + seq10(s);
    };
    const auto zkDocument = [](qint64 s) -> QString { return uuidFor(s) + u"-lock-" + seq10(s); };
    const auto generic = [](qint64 s) -> QString { return QStringLiteral("lock_") + seq10(s); };

    const QStringList threeInLine = {QStringLiteral("3 holding exclusive"), QStringLiteral("7 waiting exclusive -> 3"),
                                     QStringLiteral("12 waiting exclusive -> 7")};
    const auto shuffled = [](auto makeName) { return QStringList{makeName(7), makeName(12), makeName(3)}; };

    QTest::newRow("curator mutex") << shuffled(curator) << QStringLiteral("curator") << threeInLine;
    QTest::newRow("curator leader latch") << shuffled(latch) << QStringLiteral("curator") << threeInLine;
    QTest::newRow("kazoo lock without readers") << shuffled(kazoo) << QStringLiteral("kazoo") << threeInLine;
    QTest::newRow("go-zk") << shuffled(goZk) << QStringLiteral("go-zk") << threeInLine;
    QTest::newRow("zookeeper C recipe") << shuffled(zkC) << QStringLiteral("zookeeper") << threeInLine;
    QTest::newRow("zookeeper Java recipe") << shuffled(zkJava) << QStringLiteral("zookeeper") << threeInLine;
    QTest::newRow("zookeeper document lock") << shuffled(zkDocument) << QStringLiteral("zookeeper") << threeInLine;
    QTest::newRow("generic lock_") << shuffled(generic) << QStringLiteral("generic") << threeInLine;
    QTest::newRow("single holder") << QStringList{curator(42)} << QStringLiteral("curator")
                                   << QStringList{QStringLiteral("42 holding exclusive")};
    QTest::newRow("wrap-around: negative sequences first")
        << QStringList{curator(2147483647), curator(-2147483648LL), curator(2147483646), curator(-2147483647)}
        << QStringLiteral("curator")
        << QStringList{QStringLiteral("-2147483648 holding exclusive"),
                       QStringLiteral("-2147483647 waiting exclusive -> -2147483648"),
                       QStringLiteral("2147483646 waiting exclusive -> -2147483647"),
                       QStringLiteral("2147483647 waiting exclusive -> 2147483646")};
    QTest::newRow("gaps in the sequence")
        << QStringList{generic(100), generic(5), generic(40)} << QStringLiteral("generic")
        << QStringList{QStringLiteral("5 holding exclusive"), QStringLiteral("40 waiting exclusive -> 5"),
                       QStringLiteral("100 waiting exclusive -> 40")};
}

void TestLockQueueBuilder::exclusiveQueue()
{
    QFETCH(QStringList, names);
    QFETCH(QString, recipe);
    QFETCH(QStringList, expected);

    std::vector<NodeInfo> children;
    qint64 owner = kSessionBase;
    for (const QString &name : names)
        children.push_back(node(name, ++owner));
    const std::vector<LockQueue> queues = buildLockQueues(listing(QStringLiteral("/app/lock"), children), {}, false);

    QCOMPARE(queues.size(), size_t(1));
    const LockQueue &queue = queues.front();
    QCOMPARE(queue.path, QStringLiteral("/app/lock"));
    QCOMPARE(queue.queue, QString());
    QCOMPARE(queue.key(), QStringLiteral("/app/lock"));
    QCOMPARE(recipeName(queue.recipe), recipe);
    // A Curator LeaderLatch is an election wherever it is (core/systems/CuratorLatchUsers.cpp).
    const bool latch = names.first().contains(u"-latch-");
    QCOMPARE(lockKindName(queue.kind), latch ? QStringLiteral("election") : QStringLiteral("mutex"));
    QCOMPARE(describe(queue), expected);
    QCOMPARE(queue.holders(), 1);
    QCOMPARE(queue.waiters(), int(names.size()) - 1);
    QVERIFY(queue.unrecognized.isEmpty());
}

void TestLockQueueBuilder::waitsForIsTheFullPath()
{
    const QString first = QStringLiteral("_c_") + uuidFor(1) + u"-lock-" + seq10(1);
    const QString second = QStringLiteral("_c_") + uuidFor(2) + u"-lock-" + seq10(2);
    const std::vector<LockQueue> queues =
        // A path as read (on the heap), not a literal: the sharing below is then observable.
        buildLockQueues(listing(QString::fromLatin1("/app/locks/orders"), {node(second), node(first)}), {}, false);

    QCOMPARE(queues.size(), size_t(1));
    const std::vector<LockEntry> &entries = queues.front().entries;
    QCOMPARE(entries.size(), size_t(2));
    QCOMPARE(entries[0].path(), QStringLiteral("/app/locks/orders/") + first);
    QCOMPARE(entries[0].parentPath, QStringLiteral("/app/locks/orders"));
    QCOMPARE(entries[0].waitsFor(), QString());
    QCOMPARE(entries[1].waitsFor(), QStringLiteral("/app/locks/orders/") + first);
    QCOMPARE(entries[1].sequence, qint64(2));
    // What a waiter waits on shares the listing's strings: no path of its own per waiter.
    QVERIFY(entries[1].waitsForNode.name.isSharedWith(entries[0].node->name));
    QVERIFY(entries[1].waitsForNode.folder.isSharedWith(entries[0].parentPath));
}

void TestLockQueueBuilder::nodeRefFromPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("name");
    QTest::newRow("nested") << QStringLiteral("/app/locks/x-0001") << QStringLiteral("/app/locks")
                            << QStringLiteral("x-0001");
    QTest::newRow("top level") << QStringLiteral("/leases") << QStringLiteral("/") << QStringLiteral("leases");
    QTest::newRow("root: nothing") << QStringLiteral("/") << QString() << QString();
    QTest::newRow("empty: nothing") << QString() << QString() << QString();
}

void TestLockQueueBuilder::nodeRefFromPath()
{
    QFETCH(QString, path);
    QFETCH(QString, folder);
    QFETCH(QString, name);
    const NodeRef ref = NodeRef::fromPath(path);
    QCOMPARE(ref.folder, folder);
    QCOMPARE(ref.name, name);
    QCOMPARE(ref.isEmpty(), folder.isEmpty());
    QCOMPARE(ref.path(), folder.isEmpty() ? QString() : path); // and back
}

void TestLockQueueBuilder::readWriteQueue_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("pattern"); // "R1 R2 W3": mode letter and sequence, in queue order
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("expected");

    const QStringList rrwrw = {QStringLiteral("1 holding read"), QStringLiteral("2 holding read"),
                               QStringLiteral("3 waiting write -> 2"), QStringLiteral("4 waiting read -> 3"),
                               QStringLiteral("5 waiting write -> 4")};
    const QString readWrite = QStringLiteral("read-write");
    for (const char *family : {"curator", "kazoo", "hbase", "zk-document"}) {
        const QString name = QString::fromLatin1(family);
        QTest::addRow("%s R R W R W", family) << name << QStringLiteral("R1 R2 W3 R4 W5") << readWrite << rrwrw;
        QTest::addRow("%s W R R", family)
            << name << QStringLiteral("W1 R2 R3") << readWrite
            << QStringList{QStringLiteral("1 holding write"), QStringLiteral("2 waiting read -> 1"),
                           QStringLiteral("3 waiting read -> 1")};
        QTest::addRow("%s readers only", family)
            << name << QStringLiteral("R4 R9") << readWrite
            << QStringList{QStringLiteral("4 holding read"), QStringLiteral("9 holding read")};
    }

    // Readers behind several writers: Curator watches the first writer, the others the nearest.
    const QString rwwr = QStringLiteral("R1 W2 W3 R4");
    const QStringList headOfRwwr = {QStringLiteral("1 holding read"), QStringLiteral("2 waiting write -> 1"),
                                    QStringLiteral("3 waiting write -> 2")};
    QTest::newRow("curator reader waits for the first writer")
        << QStringLiteral("curator") << rwwr << readWrite
        << (headOfRwwr + QStringList{QStringLiteral("4 waiting read -> 2")});
    QTest::newRow("kazoo reader waits for the nearest writer")
        << QStringLiteral("kazoo") << rwwr << readWrite
        << (headOfRwwr + QStringList{QStringLiteral("4 waiting read -> 3")});
    QTest::newRow("zookeeper reader waits for the nearest writer")
        << QStringLiteral("zk-document") << rwwr << readWrite
        << (headOfRwwr + QStringList{QStringLiteral("4 waiting read -> 3")});

    QTest::newRow("kazoo lock nodes alone are a mutex")
        << QStringLiteral("kazoo") << QStringLiteral("W1 W2") << QStringLiteral("mutex")
        << QStringList{QStringLiteral("1 holding exclusive"), QStringLiteral("2 waiting exclusive -> 1")};
    QTest::newRow("curator writers alone are still read-write")
        << QStringLiteral("curator") << QStringLiteral("W1 W2") << readWrite
        << QStringList{QStringLiteral("1 holding write"), QStringLiteral("2 waiting write -> 1")};
    QTest::newRow("hbase writers alone are still read-write")
        << QStringLiteral("hbase") << QStringLiteral("W1 W2") << readWrite
        << QStringList{QStringLiteral("1 holding write"), QStringLiteral("2 waiting write -> 1")};
    QTest::newRow("kazoo across the wrap-around")
        << QStringLiteral("kazoo") << QStringLiteral("W-2147483648 R-2147483647 R2147483647") << readWrite
        << QStringList{QStringLiteral("-2147483648 holding write"),
                       QStringLiteral("-2147483647 waiting read -> -2147483648"),
                       QStringLiteral("2147483647 waiting read -> -2147483648")};
}

void TestLockQueueBuilder::readWriteQueue()
{
    QFETCH(QString, family);
    QFETCH(QString, pattern);
    QFETCH(QString, kind);
    QFETCH(QStringList, expected);

    std::vector<NodeInfo> children;
    qint64 owner = kSessionBase;
    const QStringList items = pattern.split(u' ');
    // Listed newest first: the order ZooKeeper returns children in is no order at all.
    for (auto it = items.rbegin(); it != items.rend(); ++it)
        children.push_back(node(readWriteName(family, it->startsWith(u'R'), it->mid(1).toLongLong()), ++owner));
    const std::vector<LockQueue> queues = buildLockQueues(listing(QStringLiteral("/rw"), children), {}, false);

    QCOMPARE(queues.size(), size_t(1));
    QCOMPARE(lockKindName(queues.front().kind), kind);
    QCOMPARE(describe(queues.front()), expected);
}

void TestLockQueueBuilder::severalQueuesInOneParent()
{
    const auto order = [](const char *key, qint64 s) -> QString { return QString::fromLatin1(key) + seq10(s); };
    const NodeListing locks =
        listing(QStringLiteral("/locks"),
                {node(order("orderB_NO_", 4)), node(order("orderA_NO_", 3)), folder(QStringLiteral("config")),
                 node(order("orderB_NO_", 2)), node(order("orderA_NO_", 1))});
    const std::vector<LockQueue> queues = buildLockQueues(locks, {}, false);

    QCOMPARE(queues.size(), size_t(2));
    QCOMPARE(queues[0].queue, QStringLiteral("orderA_NO_"));
    QCOMPARE(queues[0].key(), QStringLiteral("/locks#orderA_NO_"));
    QCOMPARE(describe(queues[0]),
             (QStringList{QStringLiteral("1 holding exclusive"), QStringLiteral("3 waiting exclusive -> 1")}));
    QCOMPARE(queues[1].queue, QStringLiteral("orderB_NO_"));
    QCOMPARE(queues[1].key(), QStringLiteral("/locks#orderB_NO_"));
    QCOMPARE(describe(queues[1]),
             (QStringList{QStringLiteral("2 holding exclusive"), QStringLiteral("4 waiting exclusive -> 2")}));
    for (const LockQueue &queue : queues) {
        QCOMPARE(queue.path, QStringLiteral("/locks"));
        QCOMPARE(recipeName(queue.recipe), QStringLiteral("generic"));
        QCOMPARE(queue.unrecognized, QStringList{QStringLiteral("/locks/config")});
    }
}

void TestLockQueueBuilder::clashingQueueNamesStayDistinct()
{
    const QString curator = QStringLiteral("_c_") + uuidFor(1) + u"-lock-" + seq10(1);
    const QString goZk = QStringLiteral("_c_") + hexFor(2) + u"-lock-" + seq10(2);
    const std::vector<LockQueue> queues =
        buildLockQueues(listing(QStringLiteral("/mixed"), {node(curator), node(goZk)}), {}, false);

    QCOMPARE(queues.size(), size_t(2));
    QVERIFY(queues[0].key() != queues[1].key());
    QCOMPARE(queues[0].queue, QStringLiteral("go-zk:lock"));
    QCOMPARE(recipeName(queues[0].recipe), QStringLiteral("go-zk"));
    QCOMPARE(queues[1].queue, QStringLiteral("lock"));
    QCOMPARE(recipeName(queues[1].recipe), QStringLiteral("curator"));
}

void TestLockQueueBuilder::plainEphemeralNodesAreLocks()
{
    const NodeListing locks =
        listing(QStringLiteral("/locks"),
                {node(QStringLiteral("Key2"), session(u'B')), folder(QStringLiteral("Key3")),
                 node(QStringLiteral("Key1"), session(u'A')), node(QStringLiteral("lock_") + seq10(8), session(u'C'))});
    const std::vector<LockQueue> queues = buildLockQueues(locks, {}, false);

    QCOMPARE(queues.size(), size_t(3));
    QCOMPARE(queues[0].queue, QStringLiteral("Key1"));
    QCOMPARE(queues[1].queue, QStringLiteral("Key2"));
    QCOMPARE(queues[2].queue, QStringLiteral("lock_")); // a second queue in the parent: named by its key
    for (int i = 0; i < 2; ++i) {
        const LockQueue &queue = queues[size_t(i)];
        QCOMPARE(recipeName(queue.recipe), QStringLiteral("generic"));
        QCOMPARE(lockKindName(queue.kind), QStringLiteral("mutex"));
        QCOMPARE(describe(queue), QStringList{QStringLiteral("0 holding exclusive")});
        QCOMPARE(queue.entries.front().path(), QStringLiteral("/locks/") + queue.queue);
        QCOMPARE(queue.unrecognized, QStringList{QStringLiteral("/locks/Key3")}); // persistent: a folder
    }
    QCOMPARE(queues[0].entries.front().node->stat.ephemeralOwner, session(u'A'));
}

void TestLockQueueBuilder::discoveredPlainNodesNeedALockName_data()
{
    QTest::addColumn<QString>("parent");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("explicitRoot");
    QTest::addColumn<bool>("isLock");
    QTest::addColumn<bool>("election"); // a single-node election: its creator leads

    QTest::newRow("seed 003 under /locks")
        << QStringLiteral("/locks") << QStringLiteral("Key1") << false << true << false;
    QTest::newRow("lock word in the name")
        << QStringLiteral("/app") << QStringLiteral("reindex.lock") << false << true << false;
    QTest::newRow("case-insensitive") << QStringLiteral("/app/Mutexes") << QStringLiteral("db") << false << true
                                      << false;
    QTest::newRow("camel case") << QStringLiteral("/app/jobs") << QStringLiteral("ReindexLock") << false << true
                                << false;
    QTest::newRow("leader node") << QStringLiteral("/svc") << QStringLiteral("leader") << false << true << true;
    QTest::newRow("election folder") << QStringLiteral("/svc/election") << QStringLiteral("n1") << false << true
                                     << true;
    QTest::newRow("leader_election folder")
        << QStringLiteral("/svc/leader_election") << QStringLiteral("n1") << false << true << true;
    QTest::newRow("service registration")
        << QStringLiteral("/brokers/ids") << QStringLiteral("0") << false << false << false;
    // Patroni with the scope "lockscope": a word's letters inside another word say nothing.
    QTest::newRow("a service named lockscope")
        << QStringLiteral("/service/lockscope/members") << QStringLiteral("pg1") << false << false << false;
    QTest::newRow("ClickHouse's blocks") << QStringLiteral("/t/blocks") << QStringLiteral("x") << false << false
                                         << false;
    QTest::newRow("named by the operator")
        << QStringLiteral("/brokers/ids") << QStringLiteral("0") << true << true << false;
}

void TestLockQueueBuilder::discoveredPlainNodesNeedALockName()
{
    QFETCH(QString, parent);
    QFETCH(QString, name);
    QFETCH(bool, explicitRoot);
    QFETCH(bool, isLock);
    QFETCH(bool, election);
    const std::vector<LockQueue> queues =
        buildLockQueues(listing(parent, {node(name, session(u'A'))}), {}, explicitRoot);
    const bool found = std::any_of(queues.begin(), queues.end(), [](const LockQueue &q) { return !q.entries.empty(); });
    QCOMPARE(found, isLock);
    if (found)
        QCOMPARE(queues.front().kind == LockKind::Election, election);
    if (!isLock)
        QVERIFY(queues.empty()); // nothing shown for a parent of registrations under discovery
}

void TestLockQueueBuilder::curatorSemaphore_data()
{
    QTest::addColumn<QString>("leases"); // "<seq>:<session>:<czxid> ..."
    QTest::addColumn<QString>("locks");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("holders only") << QStringLiteral("2:B:20 1:A:10") << QString()
                                  << QStringList{QStringLiteral("1 holding lease"), QStringLiteral("2 holding lease")};
    QTest::newRow("waiters without a pending lease")
        << QStringLiteral("1:A:10 2:B:20") << QStringLiteral("6:D:40 5:C:30")
        << QStringList{QStringLiteral("1 holding lease"), QStringLiteral("2 holding lease"),
                       QStringLiteral("5 waiting lease -> leases"), QStringLiteral("6 waiting lease -> locks/5")};
    QTest::newRow("the head's new lease is pending")
        << QStringLiteral("1:A:10 3:C:35 2:B:20") << QStringLiteral("5:C:30 6:D:40")
        << QStringList{QStringLiteral("1 holding lease"), QStringLiteral("2 holding lease"),
                       QStringLiteral("3 waiting lease -> leases"), QStringLiteral("5 waiting lease -> leases"),
                       QStringLiteral("6 waiting lease -> locks/5")};
    QTest::newRow("the head's lease older than the head is held")
        << QStringLiteral("1:A:10 3:C:25") << QStringLiteral("5:C:30")
        << QStringList{QStringLiteral("1 holding lease"), QStringLiteral("3 holding lease"),
                       QStringLiteral("5 waiting lease -> leases")};
    QTest::newRow("only the newest lease can be pending")
        << QStringLiteral("1:C:40 2:B:50") << QStringLiteral("5:C:30")
        << QStringList{QStringLiteral("1 holding lease"), QStringLiteral("2 holding lease"),
                       QStringLiteral("5 waiting lease -> leases")};
    QTest::newRow("a persistent head owns no lease")
        << QStringLiteral("1:A:10 2:P:40") << QStringLiteral("5:P:30")
        << QStringList{QStringLiteral("1 holding lease"), QStringLiteral("2 holding lease"),
                       QStringLiteral("5 waiting lease -> leases")};
    QTest::newRow("no leases yet") << QString() << QStringLiteral("5:C:30")
                                   << QStringList{QStringLiteral("5 waiting lease -> leases")};
}

void TestLockQueueBuilder::curatorSemaphore()
{
    QFETCH(QString, leases);
    QFETCH(QString, locks);
    QFETCH(QStringList, expected);

    const auto lease = [](qint64 s) -> QString { return QStringLiteral("_c_") + uuidFor(s) + u"-lease-" + seq10(s); };
    const auto lock = [](qint64 s) -> QString { return QStringLiteral("_c_") + uuidFor(s) + u"-lock-" + seq10(s); };
    Tree tree;
    // Curator's folders are containers: once empty the server may reap them.
    std::vector<NodeInfo> baseChildren = {node(QStringLiteral("leases"), kContainerOwner)};
    if (!locks.isEmpty()) {
        baseChildren.push_back(node(QStringLiteral("locks"), kContainerOwner));
        tree.add(listing(QStringLiteral("/app/sem/locks"), nodesFromSpec(locks, lock)));
    }
    tree.add(listing(QStringLiteral("/app/sem"), baseChildren));
    tree.add(listing(QStringLiteral("/app/sem/leases"), nodesFromSpec(leases, lease)));

    const std::vector<LockQueue> queues = tree.build(QStringLiteral("/app/sem"));
    QCOMPARE(queues.size(), size_t(1));
    const LockQueue &queue = queues.front();
    QCOMPARE(queue.path, QStringLiteral("/app/sem"));
    QCOMPARE(queue.queue, QString());
    QCOMPARE(recipeName(queue.recipe), QStringLiteral("curator"));
    QCOMPARE(lockKindName(queue.kind), QStringLiteral("semaphore"));
    QCOMPARE(describe(queue), expected);
    QVERIFY(queue.unrecognized.isEmpty());
    for (const LockEntry &entry : queue.entries) {
        const bool inLocks = entry.node->name.contains(u"-lock-");
        QCOMPARE(entry.parentPath, inLocks ? QStringLiteral("/app/sem/locks") : QStringLiteral("/app/sem/leases"));
        if (entry.state == EntryState::Waiting && entry.waitsFor().endsWith(u"leases"))
            QCOMPARE(entry.waitsFor(), QStringLiteral("/app/sem/leases"));
    }
}

void TestLockQueueBuilder::curatorSemaphoreFoldersBelongToTheBase()
{
    const QString lease = QStringLiteral("_c_") + uuidFor(1) + u"-lease-" + seq10(1);
    const QString lock = QStringLiteral("_c_") + uuidFor(2) + u"-lock-" + seq10(2);
    const NodeListing base =
        listing(QStringLiteral("/sem"), {folder(QStringLiteral("leases")), folder(QStringLiteral("locks"))});
    const NodeListing leases = listing(QStringLiteral("/sem/leases"), {node(lease)});
    const NodeListing locks = listing(QStringLiteral("/sem/locks"), {node(lock)});

    Tree whole;
    whole.add(base);
    whole.add(leases);
    whole.add(locks);
    QVERIFY(whole.build(QStringLiteral("/sem/leases")).empty());
    QVERIFY(whole.build(QStringLiteral("/sem/locks")).empty());
    QVERIFY(whole.build(QStringLiteral("/sem/locks"), true).empty());
    QCOMPARE(whole.build(QStringLiteral("/sem")).size(), size_t(1));

    Tree withoutBase;
    withoutBase.add(leases);
    withoutBase.add(locks);
    QVERIFY(withoutBase.build(QStringLiteral("/sem/leases")).empty());
    QVERIFY(withoutBase.build(QStringLiteral("/sem/locks")).empty());

    // Until leases/ is known, locks/ is an ordinary Curator mutex: its waiters never vanish.
    Tree withoutLeases;
    withoutLeases.add(base);
    withoutLeases.add(locks);
    const std::vector<LockQueue> mutex = withoutLeases.build(QStringLiteral("/sem/locks"));
    QCOMPARE(mutex.size(), size_t(1));
    QCOMPARE(lockKindName(mutex.front().kind), QStringLiteral("mutex"));
    QCOMPARE(describe(mutex.front()), QStringList{QStringLiteral("2 holding exclusive")});

    // A stale leases/ listing the base no longer names makes no semaphore.
    Tree stale;
    stale.add(listing(QStringLiteral("/sem"), {folder(QStringLiteral("locks"))}));
    stale.add(leases);
    stale.add(locks);
    QVERIFY(stale.build(QStringLiteral("/sem"), false).empty());
    QCOMPARE(stale.build(QStringLiteral("/sem/locks")).size(), size_t(1));

    // A kazoo semaphore that happens to be called "leases" is no Curator folder.
    Tree kazoo;
    kazoo.add(listing(QStringLiteral("/app"), {folder(QStringLiteral("leases"))}));
    kazoo.add(listing(QStringLiteral("/app/leases"), {node(hexFor(1), session(u'A'))}));
    QVERIFY(kazoo.build(QStringLiteral("/app")).empty());
    const std::vector<LockQueue> kazooQueues = kazoo.build(QStringLiteral("/app/leases"));
    QCOMPARE(kazooQueues.size(), size_t(1));
    QCOMPARE(recipeName(kazooQueues.front().recipe), QStringLiteral("kazoo"));
    QCOMPARE(lockKindName(kazooQueues.front().kind), QStringLiteral("semaphore"));
}

void TestLockQueueBuilder::curatorSemaphoreUnrecognized()
{
    const QString lease = QStringLiteral("_c_") + uuidFor(1) + u"-lease-" + seq10(1);
    const QString lock = QStringLiteral("_c_") + uuidFor(2) + u"-lock-" + seq10(2);
    Tree tree;
    tree.add(
        listing(QStringLiteral("/sem"),
                {folder(QStringLiteral("leases")), folder(QStringLiteral("locks")), folder(QStringLiteral("config"))}));
    tree.add(listing(QStringLiteral("/sem/leases"), {node(lease), folder(QStringLiteral("junk"))}));
    tree.add(listing(QStringLiteral("/sem/locks"), {node(lock), node(hexFor(3) + u"__lock__" + seq10(3))}));

    const std::vector<LockQueue> queues = tree.build(QStringLiteral("/sem"));
    QCOMPARE(queues.size(), size_t(1));
    QStringList unrecognized = queues.front().unrecognized;
    unrecognized.sort();
    QCOMPARE(unrecognized,
             (QStringList{QStringLiteral("/sem/config"), QStringLiteral("/sem/leases/junk"),
                          QStringLiteral("/sem/locks/") + hexFor(3) + u"__lock__" + seq10(3)}));
    QCOMPARE(describe(queues.front()),
             (QStringList{QStringLiteral("1 holding lease"), QStringLiteral("2 waiting lease -> leases")}));
}

void TestLockQueueBuilder::kazooSemaphore()
{
    NodeListing semaphore = listing(QStringLiteral("/sem"),
                                    {node(hexFor(1), session(u'A'), 20), folder(QStringLiteral("junk")),
                                     node(hexFor(2), session(u'B'), 10, "worker-2")});
    semaphore.data = "2"; // max_leases
    const QString first = hexFor(3) + u"__lock__" + seq10(5);
    const QString second = hexFor(4) + u"__lock__" + seq10(6);
    Tree tree;
    tree.add(semaphore);
    tree.add(listing(QStringLiteral("/sem-__lock__"), {node(second, session(u'D')), node(first, session(u'C'))}));

    const std::vector<LockQueue> queues = tree.build(QStringLiteral("/sem"));
    QCOMPARE(queues.size(), size_t(1));
    const LockQueue &queue = queues.front();
    QCOMPARE(queue.path, QStringLiteral("/sem"));
    QCOMPARE(recipeName(queue.recipe), QStringLiteral("kazoo"));
    QCOMPARE(lockKindName(queue.kind), QStringLiteral("semaphore"));
    QCOMPARE(queue.unrecognized, QStringList{QStringLiteral("/sem/junk")});
    QCOMPARE(
        describe(queue),
        (QStringList{QStringLiteral("0 holding lease"), QStringLiteral("0 holding lease"),
                     QStringLiteral("5 waiting lease -> /sem"), QStringLiteral("6 waiting lease -> sem-__lock__/5")}));
    // Leases in the order they were taken (czxid), with the client's identifier as data.
    QCOMPARE(queue.entries[0].node->name, hexFor(2));
    QCOMPARE(queue.entries[0].node->data, QByteArrayLiteral("worker-2"));
    QCOMPARE(queue.entries[1].node->name, hexFor(1));
    QCOMPARE(queue.entries[2].parentPath, QStringLiteral("/sem-__lock__"));
    QCOMPARE(queue.entries[3].waitsFor(), QStringLiteral("/sem-__lock__/") + first);

    QVERIFY(tree.build(QStringLiteral("/sem-__lock__")).empty());
    QVERIFY(tree.build(QStringLiteral("/sem-__lock__"), true).empty());
}

void TestLockQueueBuilder::kazooSemaphoreLockAlone()
{
    // Without the semaphore node known, its lock is an ordinary kazoo mutex.
    Tree tree;
    tree.add(listing(QStringLiteral("/sem-__lock__"),
                     {node(hexFor(4) + u"__lock__" + seq10(6)), node(hexFor(3) + u"__lock__" + seq10(5))}));
    const std::vector<LockQueue> queues = tree.build(QStringLiteral("/sem-__lock__"));
    QCOMPARE(queues.size(), size_t(1));
    QCOMPARE(recipeName(queues.front().recipe), QStringLiteral("kazoo"));
    QCOMPARE(lockKindName(queues.front().kind), QStringLiteral("mutex"));
    QCOMPARE(describe(queues.front()),
             (QStringList{QStringLiteral("5 holding exclusive"), QStringLiteral("6 waiting exclusive -> 5")}));
}

void TestLockQueueBuilder::kazooSemaphoreWithoutLeases()
{
    Tree tree;
    tree.add(listing(QStringLiteral("/sem")));
    tree.add(listing(QStringLiteral("/sem-__lock__"), {node(hexFor(3) + u"__lock__" + seq10(5))}));
    const std::vector<LockQueue> queues = tree.build(QStringLiteral("/sem"));
    QCOMPARE(queues.size(), size_t(1));
    QCOMPARE(lockKindName(queues.front().kind), QStringLiteral("semaphore"));
    QCOMPARE(describe(queues.front()), QStringList{QStringLiteral("5 waiting lease -> /sem")});

    // Persistent 32-hex children without a lock sibling are folders, not leases.
    Tree folders;
    folders.add(listing(QStringLiteral("/data"), {folder(hexFor(1)), folder(hexFor(2))}));
    QVERIFY(folders.build(QStringLiteral("/data")).empty());
    const std::vector<LockQueue> explicitQueues = folders.build(QStringLiteral("/data"), true);
    QCOMPARE(explicitQueues.size(), size_t(1));
    QVERIFY(explicitQueues.front().entries.empty());
    QCOMPARE(explicitQueues.front().unrecognized.size(), 2);
}

void TestLockQueueBuilder::unrecognizedChildren()
{
    const QString lock = QStringLiteral("_c_") + uuidFor(1) + u"-lock-" + seq10(1);
    const std::vector<LockQueue> queues =
        buildLockQueues(listing(QStringLiteral("/app/locks"),
                                {folder(QStringLiteral("config")), node(lock), folder(QStringLiteral("lock_000000001")),
                                 folder(QString())}),
                        {}, false);
    QCOMPARE(queues.size(), size_t(1));
    QCOMPARE(queues.front().entries.size(), size_t(1));
    QCOMPARE(queues.front().unrecognized,
             (QStringList{QStringLiteral("/app/locks/config"), QStringLiteral("/app/locks/lock_000000001"),
                          QStringLiteral("/app/locks/")}));
}

void TestLockQueueBuilder::explicitRootWithoutLocks()
{
    const NodeListing empty = listing(QStringLiteral("/app/locks"));
    QVERIFY(buildLockQueues(empty, {}, false).empty());
    const std::vector<LockQueue> named = buildLockQueues(empty, {}, true);
    QCOMPARE(named.size(), size_t(1));
    QCOMPARE(named.front().path, QStringLiteral("/app/locks"));
    QCOMPARE(named.front().queue, QString());
    QCOMPARE(recipeName(named.front().recipe), QStringLiteral("generic"));
    QCOMPARE(lockKindName(named.front().kind), QStringLiteral("mutex"));
    QVERIFY(named.front().entries.empty());
    QVERIFY(named.front().unrecognized.isEmpty());

    const NodeListing junk =
        listing(QStringLiteral("/app"), {folder(QStringLiteral("config")), folder(QStringLiteral("locks"))});
    QVERIFY(buildLockQueues(junk, {}, false).empty());
    const std::vector<LockQueue> junkNamed = buildLockQueues(junk, {}, true);
    QCOMPARE(junkNamed.size(), size_t(1));
    QCOMPARE(junkNamed.front().unrecognized,
             (QStringList{QStringLiteral("/app/config"), QStringLiteral("/app/locks")}));
}

void TestLockQueueBuilder::persistentNodesStayInTheQueue()
{
    // seed 001: lock_ nodes created PERSISTENT_SEQUENTIAL outlive their clients.
    const std::vector<LockQueue> queues = buildLockQueues(
        listing(QStringLiteral("/locks/lock_node"),
                {node(QStringLiteral("lock_") + seq10(3), 0), node(QStringLiteral("lock_") + seq10(1), 0),
                 node(QStringLiteral("lock_") + seq10(2), session(u'B'))}),
        {}, false);
    QCOMPARE(queues.size(), size_t(1));
    const LockQueue &queue = queues.front();
    QCOMPARE(describe(queue),
             (QStringList{QStringLiteral("1 holding exclusive"), QStringLiteral("2 waiting exclusive -> 1"),
                          QStringLiteral("3 waiting exclusive -> 2")}));
    QCOMPARE(queue.entries[0].isEphemeral(), false);
    QCOMPARE(queue.entries[1].isEphemeral(), true);
    QCOMPARE(queue.entries[2].isEphemeral(), false);
}

void TestLockQueueBuilder::sessionMarkersAreNotEphemeral()
{
    LockEntry entry;
    entry.node.edit().stat.ephemeralOwner = kContainerOwner;
    QVERIFY(!entry.isEphemeral());
    entry.node.edit().stat.ephemeralOwner = qint64(0xff00000000000001ULL); // TTL node
    QVERIFY(!entry.isEphemeral());
    entry.node.edit().stat.ephemeralOwner = session(u'A');
    QVERIFY(entry.isEphemeral());
}

void TestLockQueueBuilder::revocationRequests()
{
    const auto lock = [](qint64 s) -> QString { return QStringLiteral("_c_") + uuidFor(s) + u"-lock-" + seq10(s); };
    const std::vector<LockQueue> queues = buildLockQueues(
        listing(QStringLiteral("/l"),
                {node(lock(1), session(u'A'), 1, "__REVOKE__"), node(lock(2), session(u'B'), 2, "10.0.0.5"),
                 node(lock(3), session(u'C'), 3, "unlock")}),
        {}, false);
    QCOMPARE(queues.size(), size_t(1));
    const std::vector<LockEntry> &entries = queues.front().entries;
    QCOMPARE(entries.size(), size_t(3));
    QVERIFY(entries[0].revocationRequested);
    QVERIFY(!entries[1].revocationRequested);
    QVERIFY(entries[2].revocationRequested);
}

void TestLockQueueBuilder::locksUnderTheRoot()
{
    const QString first = QStringLiteral("lock_") + seq10(1);
    const std::vector<LockQueue> queues = buildLockQueues(
        listing(QStringLiteral("/"),
                {node(QStringLiteral("lock_") + seq10(2)), node(first), folder(QStringLiteral("zookeeper"))}),
        {}, false);
    QCOMPARE(queues.size(), size_t(1));
    QCOMPARE(queues.front().entries[0].path(), QStringLiteral("/") + first);
    QCOMPARE(queues.front().entries[1].waitsFor(), QStringLiteral("/") + first);
    QCOMPARE(queues.front().unrecognized, QStringList{QStringLiteral("/zookeeper")});
}

void TestLockQueueBuilder::largeMutexQueue()
{
    constexpr int count = 10000;
    std::vector<NodeInfo> children;
    children.reserve(count);
    for (int i = 0; i < count; ++i)
        children.push_back(node(QStringLiteral("_c_") + uuidFor(i) + u"-lock-" + seq10(i), kSessionBase + i, i));
    std::shuffle(children.begin(), children.end(), std::mt19937(7));

    const std::vector<LockQueue> queues = buildLockQueues(listing(QStringLiteral("/big"), children), {}, false);
    QCOMPARE(queues.size(), size_t(1));
    const LockQueue &queue = queues.front();
    QCOMPARE(int(queue.entries.size()), count);
    QCOMPARE(queue.holders(), 1);
    QCOMPARE(queue.waiters(), count - 1);
    for (int i = 0; i < count; ++i) {
        const LockEntry &entry = queue.entries[size_t(i)];
        QCOMPARE(entry.sequence, qint64(i));
        QCOMPARE(entry.state, i == 0 ? EntryState::Holding : EntryState::Waiting);
        if (i > 0)
            QCOMPARE(entry.waitsFor(), queue.entries[size_t(i - 1)].path());
    }
}

void TestLockQueueBuilder::largeReadWriteQueue()
{
    // Every fifth node writes; the first ten nodes are readers that hold together.
    constexpr int count = 10000;
    const auto writes = [](int i) -> bool { return i >= 10 && i % 5 == 0; };
    std::vector<NodeInfo> children;
    children.reserve(count);
    for (int i = 0; i < count; ++i)
        children.push_back(node(readWriteName(QStringLiteral("kazoo"), !writes(i), i), kSessionBase + i));
    std::shuffle(children.begin(), children.end(), std::mt19937(11));

    const std::vector<LockQueue> queues = buildLockQueues(listing(QStringLiteral("/big"), children), {}, false);
    QCOMPARE(queues.size(), size_t(1));
    const std::vector<LockEntry> &entries = queues.front().entries;
    QCOMPARE(int(entries.size()), count);
    QCOMPARE(queues.front().holders(), 10);
    int nearestWriter = -1;
    for (int i = 0; i < count; ++i) {
        const LockEntry &entry = entries[size_t(i)];
        QCOMPARE(entry.sequence, qint64(i));
        QCOMPARE(entry.mode, writes(i) ? EntryMode::Write : EntryMode::Read);
        if (writes(i)) {
            QCOMPARE(entry.waitsFor(), entries[size_t(i - 1)].path());
            nearestWriter = i;
        } else {
            QCOMPARE(entry.waitsFor(), nearestWriter < 0 ? QString() : entries[size_t(nearestWriter)].path());
        }
    }
}

void TestLockQueueBuilder::manyQueuesInOneParent()
{
    // seed 002 at scale: 2,000 keys with five nodes each in one parent.
    constexpr int keys = 2000;
    std::vector<NodeInfo> children;
    for (int i = 0; i < keys * 5; ++i)
        children.push_back(node(QStringLiteral("key%1_NO_").arg(i % keys) + seq10(i), kSessionBase + i));
    std::shuffle(children.begin(), children.end(), std::mt19937(3));

    const std::vector<LockQueue> queues = buildLockQueues(listing(QStringLiteral("/locks"), children), {}, false);
    QCOMPARE(int(queues.size()), keys);
    for (const LockQueue &queue : queues) {
        QCOMPARE(queue.entries.size(), size_t(5));
        QCOMPARE(queue.holders(), 1);
        const int key = queue.queue.mid(3, queue.queue.indexOf(u'_') - 3).toInt();
        for (size_t i = 0; i < 5; ++i)
            QCOMPARE(queue.entries[i].sequence, qint64(key + int(i) * keys));
    }
}

void TestLockQueueBuilder::relatedListingPaths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("children");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("curator semaphore base")
        << QStringLiteral("/sem") << QStringList{QStringLiteral("locks"), QStringLiteral("leases")}
        << QStringList{QStringLiteral("/sem/leases"), QStringLiteral("/sem/locks"), QStringLiteral("/sem-__lock__")};
    QTest::newRow("leases only") << QStringLiteral("/a/b") << QStringList{QStringLiteral("leases")}
                                 << QStringList{QStringLiteral("/a/b/leases"), QStringLiteral("/a/b-__lock__")};
    QTest::newRow("ordinary lock parent") << QStringLiteral("/locks") << QStringList{QStringLiteral("lock_0000000001")}
                                          << QStringList{QStringLiteral("/locks-__lock__")};
    QTest::newRow("a kazoo semaphore's lock") << QStringLiteral("/sem-__lock__") << QStringList() << QStringList();
    QTest::newRow("the root") << QStringLiteral("/") << QStringList{QStringLiteral("leases")}
                              << QStringList{QStringLiteral("/leases")};
}

void TestLockQueueBuilder::relatedListingPaths()
{
    QFETCH(QString, path);
    QFETCH(QStringList, children);
    QFETCH(QStringList, expected);
    std::vector<NodeInfo> nodes;
    for (const QString &name : children)
        nodes.push_back(folder(name));
    QCOMPARE(lockscope::relatedListingPaths(listing(path, nodes)), expected);
}

void TestLockQueueBuilder::mayContainLocks_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("owner");
    QTest::addColumn<bool>("expected");
    QTest::newRow("persistent folder") << QStringLiteral("app") << qint64(0) << true;
    QTest::newRow("curator leases container") << QStringLiteral("leases") << kContainerOwner << true;
    QTest::newRow("TTL folder") << QStringLiteral("locks") << qint64(0xff00000000000001ULL) << true;
    QTest::newRow("persistent 32 hex") << hexFor(1) << qint64(0) << true;
    QTest::newRow("ephemeral plain lock") << QStringLiteral("Key1") << session(u'A') << false;
    QTest::newRow("kazoo lease") << hexFor(1) << session(u'A') << false;
    QTest::newRow("curator lock node") << QStringLiteral("_c_") + uuidFor(1) + u"-lock-" + seq10(1) << session(u'A')
                                       << false;
    QTest::newRow("persistent sequential lock node") << QStringLiteral("lock_0000000003") << qint64(0) << false;
}

void TestLockQueueBuilder::mayContainLocks()
{
    QFETCH(QString, name);
    QFETCH(qint64, owner);
    QFETCH(bool, expected);
    QCOMPARE(lockscope::mayContainLocks(node(name, owner)), expected);
}

// A plain ephemeral node by any name is a lock once other sessions wait on it (watch lists);
// one watcher (an active master watching registrations) or the owner itself is no evidence.
void TestLockQueueBuilder::watchEvidence_data()
{
    QTest::addColumn<QList<qint64>>("watchers");
    QTest::addColumn<bool>("isLock");
    const qint64 owner = session(u'A');
    QTest::newRow("nobody watches") << QList<qint64>{} << false;
    QTest::newRow("one other session") << QList<qint64>{session(u'B')} << false;
    QTest::newRow("two other sessions") << QList<qint64>{session(u'B'), session(u'C')} << true;
    QTest::newRow("the owner and one other") << QList<qint64>{owner, session(u'B')} << false;
    QTest::newRow("a herd") << QList<qint64>{session(u'B'), session(u'C'), session(u'D'), session(u'E')} << true;
}

void TestLockQueueBuilder::watchEvidence()
{
    QFETCH(QList<qint64>, watchers);
    QFETCH(bool, isLock);
    const NodeListing parent =
        listing(QStringLiteral("/orders/jobs"), {node(QStringLiteral("nightly-export"), session(u'A'))});
    const NodeWatchers evidence = [&](const QString &path, qint64 owner) {
        if (path != u"/orders/jobs/nightly-export")
            return 0;
        return int(std::count_if(watchers.begin(), watchers.end(), [owner](qint64 s) { return s != owner; }));
    };
    const std::vector<LockQueue> queues = buildLockQueues(parent, {}, false, evidence);
    QCOMPARE(!queues.empty(), isLock);
    if (isLock) {
        QCOMPARE(queues.front().queue, QStringLiteral("nightly-export"));
        QCOMPARE(queues.front().holders(), 1);
    }
    // Without evidence, discovery leaves a node whose path names no lock alone.
    QVERIFY(buildLockQueues(parent, {}, false).empty());
}

LOCKSCOPE_TEST(TestLockQueueBuilder)

} // namespace tst_lockqueuebuilder

#include "tst_lockqueuebuilder.moc"
