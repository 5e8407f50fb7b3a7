// SPDX-License-Identifier: Apache-2.0

// A read-once monitor (what `snapshot` uses) against a real ZooKeeper: the same picture as a
// live one, and not one watch left on the server; a live monitor beside it shows the difference.
#include "TestSession.h"
#include "TestZooKeeper.h"

#include "diagnostics/ServerReplies.h"
#include "monitor/LockMonitor.h"
#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QTcpSocket>
#include <QTest>
#include <map>

namespace tst_readonce {

using namespace lockscope;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;

namespace {

QByteArray askWord(quint16 port, const QByteArray &word)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    if (!socket.waitForConnected(5000))
        return {};
    socket.write(word);
    QByteArray answer;
    while (socket.state() == QAbstractSocket::ConnectedState && socket.waitForReadyRead(5000))
        answer += socket.readAll();
    return answer + socket.readAll();
}

struct Monitored {
    std::unique_ptr<ZkSession> session;
    std::unique_ptr<LockMonitor> monitor;
};

Monitored monitor(const QString &connect, const QString &root, const QString &discover, bool once, int readWindow = 0)
{
    Monitored m;
    m.session = std::make_unique<ZkSession>(ZkSession::Options{connect, 15000, {}});
    m.monitor = std::make_unique<LockMonitor>(m.session.get());
    m.monitor->setReadOnce(once);
    if (readWindow > 0)
        m.monitor->setReadWindow(readWindow);
    if (!root.isEmpty())
        m.monitor->addRoot(root);
    m.monitor->addDiscovery(discover);
    m.session->open();
    return m;
}

} // namespace

class TestReadOnce : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsTheSameAndWatchesNothing()
    {
        const auto server = test::startZooKeeper();
        QVERIFY(server);
        TestSession w(server->connectString());
        QCOMPARE(w.create(QStringLiteral("/app")), ZkError::Ok);
        QCOMPARE(w.create(QStringLiteral("/app/empty")), ZkError::Ok); // a folder found empty
        const QString lock = QStringLiteral("/app/orders");
        QCOMPARE(w.create(lock), ZkError::Ok);
        for (int i = 0; i < 3; ++i)
            QVERIFY(!w.lockNode(lock + QStringLiteral("/lock-")).isEmpty());

        // An explicit root (its kazoo sibling looked for) and a discovery, read once and live.
        Monitored once = monitor(server->connectString(), lock, QStringLiteral("/app"), true);
        Monitored live = monitor(server->connectString(), lock, QStringLiteral("/app"), false);
        QVERIFY(waitUntil([&] { return once.monitor->isSynced() && live.monitor->isSynced(); }, 15000));
        const std::vector<LockQueue> seen = once.monitor->locks();
        QCOMPARE(seen.size(), live.monitor->locks().size());
        QCOMPARE(seen.front().path, lock);
        QCOMPARE(seen.front().entries.size(), size_t(3));
        QCOMPARE(seen.front().holders(), 1);

        // The live one watches the holder's data and the absent sibling; the read-once one
        // watches nothing (wchc lists exists/getData watches by session).
        QString error;
        QVERIFY(waitUntil([&] { return live.monitor->dataWatchCount() > 0; }, 5000));
        const auto bySession = parseWchcReply(askWord(server->clientPort(), "wchc"), &error);
        QVERIFY2(bySession, qPrintable(error));
        QVERIFY(bySession->contains(live.session->sessionId()));
        QVERIFY(!bySession->contains(once.session->sessionId()));
        QCOMPARE(once.monitor->dataWatchCount(), 0);

        // A fourth node: the live monitor learns of it, the read-once one keeps its picture.
        QVERIFY(!w.lockNode(lock + QStringLiteral("/lock-")).isEmpty());
        QVERIFY(waitUntil([&] { return live.monitor->lock(lock) && live.monitor->lock(lock)->entries.size() == 4; },
                          10000));
        QTest::qWait(300);
        QCOMPARE(once.monitor->lock(lock)->entries.size(), size_t(3));
    }

    // More waiters than the monitor reads at once (a read window of 64 here; the default is far
    // larger than a test's tree): the rest wait their turn, and the first read ends only when
    // every one of them is in.
    void moreChildrenThanItReadsAtOnce()
    {
        const auto server = test::startZooKeeper();
        QVERIFY(server);
        TestSession w(server->connectString());
        const QString lock = QStringLiteral("/jobs");
        QCOMPARE(w.create(lock), ZkError::Ok);
        constexpr int kNodes = 1000;
        int created = 0;
        for (int i = 0; i < kNodes; ++i) {
            w.session.create(lock + QStringLiteral("/lock-"), {}, CreateMode::EphemeralSequential,
                             [&created](ZkError error, const QString &) { created += error == ZkError::Ok; });
        }
        QVERIFY(waitUntil([&] { return created == kNodes; }, 60000));

        for (const bool once : {true, false}) {
            Monitored m = monitor(server->connectString(), lock, QStringLiteral("/jobs"), once, 64);
            QVERIFY(waitUntil([&] { return m.monitor->isSynced(); }, 30000));
            const LockQueue *queue = m.monitor->lock(lock);
            QVERIFY(queue);
            QCOMPARE(queue->entries.size(), size_t(kNodes));
            QCOMPARE(queue->holders(), 1);
            QCOMPARE(queue->entries.back().waitsFor(), queue->entries[kNodes - 2].path());
        }
    }

    // A large folder of lock parents under a discovery root: once a probe of its first children
    // finds only lock parents, the read-once monitor lists the rest at once, one request each
    // instead of a read and then a listing, and sees what a live monitor (reading each first)
    // sees. After the probe come what a listing alone cannot tell: a folder with data, a record
    // (data, no children), an empty folder and an ephemeral node.
    void largeFolderOfLockParentsListedFirst()
    {
        const auto server = test::startZooKeeper();
        QVERIFY(server);
        TestSession w(server->connectString());
        const QString fleet = QStringLiteral("/fleet");
        QCOMPARE(w.create(fleet), ZkError::Ok);
        constexpr int kParents = 100;
        int created = 0;
        const auto count = [&created](ZkError error, const QString &) { created += error == ZkError::Ok; };
        for (int i = 0; i < kParents; ++i) { // a session's requests are applied in order
            const QString parent = fleet + QStringLiteral("/lock%1").arg(i, 3, 10, QLatin1Char('0'));
            w.session.create(parent, {}, CreateMode::Persistent, count);
            for (int entry = 0; entry < 2; ++entry)
                w.session.create(parent + QStringLiteral("/lock-"), {}, CreateMode::EphemeralSequential, count);
        }
        QVERIFY(waitUntil([&] { return created == 3 * kParents; }, 30000));
        const QString withData = fleet + QStringLiteral("/zz-folder-with-data");
        QCOMPARE(w.create(withData, "max_leases=2"), ZkError::Ok);
        QVERIFY(!w.lockNode(withData + QStringLiteral("/lock-")).isEmpty());
        QCOMPARE(w.create(fleet + QStringLiteral("/zz-record"), R"({"host":"10.0.0.7"})"), ZkError::Ok);
        QCOMPARE(w.create(fleet + QStringLiteral("/zz-empty")), ZkError::Ok);
        QCOMPARE(w.create(fleet + QStringLiteral("/zz-ephemeral"), "x", CreateMode::Ephemeral), ZkError::Ok);
        constexpr int kNodes = 1 + kParents * 3 + 4 + 1;

        std::map<bool, Monitored> monitors;
        for (const bool once : {true, false})
            monitors[once] = monitor(server->connectString(), {}, fleet, once);
        const LockMonitor &once = *monitors[true].monitor;
        const LockMonitor &live = *monitors[false].monitor;
        QVERIFY(waitUntil([&] { return once.isSynced() && live.isSynced(); }, 15000));

        // Each node asked for once, the probe's sixteen and the two with data twice (325 here);
        // reading each of the folder's children first would ask 101 more (407).
        const quint64 asked = monitors[true].session->answersReceived();
        QVERIFY2(asked <= quint64(kNodes + 16 + 2 + 2), qPrintable(QStringLiteral("%1 requests").arg(asked)));

        const std::vector<LockQueue> seen = once.locks();
        const std::vector<LockQueue> expected = live.locks();
        QCOMPARE(seen.size(), size_t(kParents + 1));
        QCOMPARE(seen.size(), expected.size());
        for (size_t i = 0; i < seen.size(); ++i) {
            QCOMPARE(seen[i].key(), expected[i].key());
            QCOMPARE(seen[i].entries.size(), expected[i].entries.size());
            QCOMPARE(seen[i].holders(), 1);
            QCOMPARE(seen[i].unrecognized, expected[i].unrecognized);
        }
        // The folder's children as read: every stat, and the data of the two that have any.
        const NodeListing folder = once.leftoverListings().value(fleet);
        const NodeListing folderLive = live.leftoverListings().value(fleet);
        QCOMPARE(folder.children.size(), size_t(kParents + 4));
        QCOMPARE(folder.children.size(), folderLive.children.size());
        for (size_t i = 0; i < folder.children.size(); ++i) {
            QCOMPARE(folder.children[i].name, folderLive.children[i].name);
            QCOMPARE(folder.children[i].data, folderLive.children[i].data);
            QVERIFY(folder.children[i].stat == folderLive.children[i].stat);
        }
        QCOMPARE(folder.children[kParents + 2].data, QByteArray("max_leases=2")); // after zz-empty, zz-ephemeral
        QCOMPARE(folder.children[kParents + 3].data, QByteArray(R"({"host":"10.0.0.7"})"));
        QVERIFY(once.errors().isEmpty());
    }
};

LOCKSCOPE_TEST(TestReadOnce)

} // namespace tst_readonce

#include "tst_readonce.moc"
