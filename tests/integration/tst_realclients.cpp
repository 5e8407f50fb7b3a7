// SPDX-License-Identifier: Apache-2.0

// Queues built by real lock clients (kazoo, Curator), each in its own process and session,
// reconstructed by LockMonitor: holders, waiters, who waits for whom, and a holder's crash.
#include "LockClientProcess.h"
#include "TestZooKeeper.h"

#include "monitor/LockMonitor.h"
#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_realclients {

using namespace lockscope;
using lockscope::test::LockClientProcess;
using lockscope::test::waitUntil;
using Kind = LockClientProcess::Kind;

namespace {

// A client the test kills has a short session; the others keep the long default.
constexpr int kCrashSessionMs = LockClientProcess::kShortSessionTimeoutMs;
// Waits that depend on a killed client's session expiring: its timeout and a margin.
constexpr int kExpiryWaitMs = kCrashSessionMs + 12000;
constexpr int kFirstCuratorRequestMs = LockClientProcess::kFirstCuratorRequestMs;

} // namespace

class TestRealClients : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<ZkSession> m_session;
    std::unique_ptr<LockMonitor> m_monitor;
    std::vector<std::unique_ptr<LockClientProcess>> m_clients;

    LockClientProcess *client(Kind kind, int sessionTimeoutMs = LockClientProcess::kDefaultSessionTimeoutMs)
    {
        auto started = test::startLockClient(kind, m_server->connectString(), sessionTimeoutMs);
        if (!started)
            return nullptr;
        m_clients.push_back(std::move(started));
        return m_clients.back().get();
    }
    // The node NAME a client reports in `acquired PATH NODE` / `waiting PATH NODE`.
    static QString nodeOf(const QString &line) { return line.section(QLatin1Char(' '), 2, 2); }

    LockMonitor *watch(const QString &root)
    {
        m_session = std::make_unique<ZkSession>(ZkSession::Options{m_server->connectString(), 15000, {}});
        m_monitor = std::make_unique<LockMonitor>(m_session.get());
        m_monitor->addRoot(root);
        m_session->open();
        return waitUntil([this] { return m_monitor->isSynced(); }, 15000) ? m_monitor.get() : nullptr;
    }
    // Waits until the lock at `path` has this many holders and waiters; nullptr if it does not.
    const LockQueue *queueWith(const QString &path, int holders, int waiters, int timeoutMs = 10000)
    {
        const bool reached = waitUntil(
            [&] {
                const LockQueue *q = m_monitor->lock(path);
                return q && q->holders() == holders && q->waiters() == waiters;
            },
            timeoutMs);
        return reached ? m_monitor->lock(path) : nullptr;
    }
    static const LockEntry *entryNamed(const LockQueue &q, const QString &name)
    {
        for (const LockEntry &e : q.entries) {
            if (e.node->name == name)
                return &e;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }
    void cleanup()
    {
        m_clients.clear();
        m_monitor.reset();
        m_session.reset();
    }

    void kazooLockHandsOverWhenTheHolderCrashes()
    {
        LockClientProcess *a = client(Kind::Kazoo, kCrashSessionMs);
        LockClientProcess *b = client(Kind::Kazoo);
        QVERIFY(a && b);
        const QString held = nodeOf(a->request(QStringLiteral("lock /kazoo/mutex alpha"), QStringLiteral("acquired")));
        const QString waiting = nodeOf(b->request(QStringLiteral("lock /kazoo/mutex beta"), QStringLiteral("waiting")));
        QVERIFY(!held.isEmpty() && !waiting.isEmpty());
        QVERIFY(watch(QStringLiteral("/kazoo/mutex")));
        const LockQueue *q = queueWith(QStringLiteral("/kazoo/mutex"), 1, 1);
        QVERIFY(q);
        QCOMPARE(q->recipe, Recipe::Kazoo);
        QCOMPARE(q->kind, LockKind::Mutex);
        QCOMPARE(q->entries[0].node->name, held);
        QCOMPARE(q->entries[0].node->stat.ephemeralOwner, a->sessionId());
        QCOMPARE(q->entries[0].node->data, QByteArrayLiteral("alpha"));
        QCOMPARE(q->entries[1].node->name, waiting);
        QCOMPARE(q->entries[1].waitsFor(), q->entries[0].path());
        QCOMPARE(q->entries[1].node->stat.ephemeralOwner, b->sessionId());

        a->kill(); // a crash: its session expires on the server, then b holds
        q = queueWith(QStringLiteral("/kazoo/mutex"), 1, 0, kExpiryWaitMs);
        QVERIFY(q);
        QCOMPARE(q->entries[0].node->name, waiting);
        QCOMPARE(q->entries[0].state, EntryState::Holding);
        QVERIFY(!b->waitForLine(QStringLiteral("acquired")).isEmpty());
    }

    void kazooReadWriteLock()
    {
        LockClientProcess *r1 = client(Kind::Kazoo);
        LockClientProcess *r2 = client(Kind::Kazoo);
        LockClientProcess *w = client(Kind::Kazoo);
        LockClientProcess *r3 = client(Kind::Kazoo);
        QVERIFY(r1 && r2 && w && r3);
        QVERIFY(!r1->request(QStringLiteral("rlock /kazoo/rw"), QStringLiteral("acquired")).isEmpty());
        QVERIFY(!r2->request(QStringLiteral("rlock /kazoo/rw"), QStringLiteral("acquired")).isEmpty());
        const QString writer = nodeOf(w->request(QStringLiteral("wlock /kazoo/rw"), QStringLiteral("waiting")));
        const QString reader = nodeOf(r3->request(QStringLiteral("rlock /kazoo/rw"), QStringLiteral("waiting")));
        QVERIFY(watch(QStringLiteral("/kazoo/rw")));
        const LockQueue *q = queueWith(QStringLiteral("/kazoo/rw"), 2, 2);
        QVERIFY(q);
        QCOMPARE(q->kind, LockKind::ReadWrite);
        QCOMPARE(q->entries[0].mode, EntryMode::Read);
        QCOMPARE(q->entries[1].mode, EntryMode::Read);
        const LockEntry *w1 = entryNamed(*q, writer);
        const LockEntry *r = entryNamed(*q, reader);
        QVERIFY(w1 && r);
        QCOMPARE(w1->mode, EntryMode::Write);
        QCOMPARE(w1->waitsFor(), q->entries[1].path()); // a writer waits for its predecessor
        QCOMPARE(r->waitsFor(), w1->path()); // a reader behind a writer waits for it
    }

    void kazooSemaphore()
    {
        LockClientProcess *a = client(Kind::Kazoo);
        LockClientProcess *b = client(Kind::Kazoo);
        LockClientProcess *c = client(Kind::Kazoo);
        QVERIFY(a && b && c);
        QVERIFY(!a->request(QStringLiteral("semaphore /kazoo/pool 2 a"), QStringLiteral("acquired")).isEmpty());
        QVERIFY(!b->request(QStringLiteral("semaphore /kazoo/pool 2 b"), QStringLiteral("acquired")).isEmpty());
        c->send(QStringLiteral("semaphore /kazoo/pool 2 c"));
        QVERIFY(!c->waitForLine(QStringLiteral("waiting")).isEmpty());
        QVERIFY(watch(QStringLiteral("/kazoo/pool")));
        const LockQueue *q = queueWith(QStringLiteral("/kazoo/pool"), 2, 1);
        QVERIFY(q);
        QCOMPARE(q->recipe, Recipe::Kazoo);
        QCOMPARE(q->kind, LockKind::Semaphore);
        QCOMPARE(q->entries[2].parentPath, QStringLiteral("/kazoo/pool-__lock__"));
        QCOMPARE(q->entries[2].node->stat.ephemeralOwner, c->sessionId());
    }

    void curatorMutexHoldsWithItsIpAsData()
    {
        LockClientProcess *a = client(Kind::Curator);
        LockClientProcess *b = client(Kind::Curator);
        QVERIFY(a && b);
        const QString held = nodeOf(
            a->request(QStringLiteral("mutex /curator/mutex"), QStringLiteral("acquired"), kFirstCuratorRequestMs));
        const QString waiting = nodeOf(
            b->request(QStringLiteral("mutex /curator/mutex"), QStringLiteral("waiting"), kFirstCuratorRequestMs));
        QVERIFY(watch(QStringLiteral("/curator/mutex")));
        const LockQueue *q = queueWith(QStringLiteral("/curator/mutex"), 1, 1);
        QVERIFY(q);
        QCOMPARE(q->recipe, Recipe::Curator);
        QCOMPARE(q->entries[0].node->name, held);
        QCOMPARE(q->entries[1].node->name, waiting);
        QCOMPARE(q->entries[1].waitsFor(), q->entries[0].path());
        QCOMPARE(q->entries[0].node->data, QByteArrayLiteral("127.0.0.1")); // Curator writes the client's IP
    }

    void curatorReadWriteLock()
    {
        LockClientProcess *r1 = client(Kind::Curator);
        LockClientProcess *w = client(Kind::Curator);
        LockClientProcess *r2 = client(Kind::Curator);
        QVERIFY(r1 && w && r2);
        QVERIFY(!r1->request(QStringLiteral("read /curator/rw"), QStringLiteral("acquired"), kFirstCuratorRequestMs)
                     .isEmpty());
        const QString writer =
            nodeOf(w->request(QStringLiteral("write /curator/rw"), QStringLiteral("waiting"), kFirstCuratorRequestMs));
        const QString reader =
            nodeOf(r2->request(QStringLiteral("read /curator/rw"), QStringLiteral("waiting"), kFirstCuratorRequestMs));
        QVERIFY(watch(QStringLiteral("/curator/rw")));
        const LockQueue *q = queueWith(QStringLiteral("/curator/rw"), 1, 2);
        QVERIFY(q);
        QCOMPARE(q->kind, LockKind::ReadWrite);
        const LockEntry *w1 = entryNamed(*q, writer);
        const LockEntry *r = entryNamed(*q, reader);
        QVERIFY(w1 && r);
        QCOMPARE(w1->waitsFor(), q->entries[0].path());
        QCOMPARE(r->waitsFor(), w1->path()); // Curator readers wait for the first writer
    }

    void curatorSemaphore()
    {
        LockClientProcess *a = client(Kind::Curator, kCrashSessionMs);
        LockClientProcess *b = client(Kind::Curator);
        QVERIFY(a && b);
        QVERIFY(
            !a->request(QStringLiteral("semaphore /curator/pool 1"), QStringLiteral("acquired"), kFirstCuratorRequestMs)
                 .isEmpty());
        b->send(QStringLiteral("semaphore /curator/pool 1"));
        QVERIFY(!b->waitForLine(QStringLiteral("waiting"), kFirstCuratorRequestMs).isEmpty());
        QVERIFY(watch(QStringLiteral("/curator/pool")));
        QVERIFY(waitUntil(
            [&] {
                const LockQueue *q = m_monitor->lock(QStringLiteral("/curator/pool"));
                return q && q->holders() == 1 && q->waiters() >= 1;
            },
            10000));
        const LockQueue *q = m_monitor->lock(QStringLiteral("/curator/pool"));
        QCOMPARE(q->recipe, Recipe::Curator);
        QCOMPARE(q->kind, LockKind::Semaphore);
        QCOMPARE(q->entries[0].node->stat.ephemeralOwner, a->sessionId());
        for (size_t i = 1; i < q->entries.size(); ++i)
            QCOMPARE(q->entries[i].node->stat.ephemeralOwner, b->sessionId()); // its lock node and pending lease

        a->kill(); // the lease frees with a's session: b gets it
        QVERIFY(!b->waitForLine(QStringLiteral("acquired"), kExpiryWaitMs).isEmpty());
        QVERIFY(waitUntil(
            [&] {
                const LockQueue *now = m_monitor->lock(QStringLiteral("/curator/pool"));
                return now && now->holders() == 1 && now->waiters() == 0
                    && now->entries[0].node->stat.ephemeralOwner == b->sessionId();
            },
            10000));
    }
};

LOCKSCOPE_TEST(TestRealClients)

} // namespace tst_realclients

#include "tst_realclients.moc"
