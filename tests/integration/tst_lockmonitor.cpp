// SPDX-License-Identifier: Apache-2.0

// LockMonitor against a real ZooKeeper: initial picture, live changes, connection trouble.
#include "TestSession.h"
#include "TestZooKeeper.h"

#include "monitor/LockMonitor.h"
#include "zk/ZkPaths.h"
#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>

namespace tst_lockmonitor {

using namespace lockscope;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;

namespace {

QStringList eventNames(const QList<LockEvent> &events)
{
    QStringList names;
    for (const LockEvent &e : events)
        names.append(lockEventTypeName(e.type) + QLatin1Char(' ') + e.node.section(QLatin1Char('/'), -1));
    return names;
}

} // namespace

class TestLockMonitor : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<ZkSession> m_session;
    std::unique_ptr<LockMonitor> m_monitor;
    QList<LockEvent> m_events;
    int m_testNumber = 0;
    QString m_base;

    // A long session by default: a busy machine's pauses must not end it. A test about expiry
    // passes a short one.
    LockMonitor *watch(const QStringList &roots, const QStringList &discover = {}, int sessionTimeoutMs = 15000)
    {
        m_session = std::make_unique<ZkSession>(ZkSession::Options{m_server->connectString(), sessionTimeoutMs, {}});
        m_monitor = std::make_unique<LockMonitor>(m_session.get());
        for (const QString &r : roots)
            m_monitor->addRoot(r);
        for (const QString &r : discover)
            m_monitor->addDiscovery(r);
        connect(m_monitor.get(), &LockMonitor::eventsOccurred, this,
                [this](const QList<LockEvent> &events) { m_events += events; });
        m_session->open();
        if (!waitUntil([this] { return m_monitor->isSynced(); }, 15000))
            return nullptr;
        return m_monitor.get();
    }
    bool waitForEvent(const QString &what, int timeoutMs = 10000)
    {
        return waitUntil([&] { return eventNames(m_events).contains(what); }, timeoutMs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }
    void init()
    {
        m_events.clear();
        m_base = QStringLiteral("/t%1").arg(++m_testNumber);
    }
    void cleanup()
    {
        m_monitor.reset();
        m_session.reset();
    }

    void initialSnapshotOrdersQueue()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        const QString lock = m_base + QStringLiteral("/orders");
        QCOMPARE(w.create(lock), ZkError::Ok);
        const QString first =
            w.lockNode(lock + QStringLiteral("/x-0000000000000001-"), CreateMode::EphemeralSequential);
        const QString second = w.lockNode(lock + QStringLiteral("/x-0000000000000002-"));
        const QString third = w.lockNode(lock + QStringLiteral("/x-0000000000000003-"));
        QVERIFY(w.create(lock + QStringLiteral("/config"), "{}") == ZkError::Ok);

        LockMonitor *monitor = watch({lock});
        QVERIFY(monitor);
        const auto locks = monitor->locks();
        QCOMPARE(locks.size(), size_t(1));
        const LockQueue &q = locks.front();
        QCOMPARE(q.path, lock);
        QCOMPARE(q.holders(), 1);
        QCOMPARE(q.waiters(), 2);
        QCOMPARE(q.entries[0].path(), first);
        QCOMPARE(q.entries[0].state, EntryState::Holding);
        QCOMPARE(q.entries[1].path(), second);
        QCOMPARE(q.entries[1].waitsFor(), first);
        QCOMPARE(q.entries[2].waitsFor(), second);
        QCOMPARE(q.entries[2].path(), third);
        QCOMPARE(q.entries[0].node->stat.ephemeralOwner, w.session.sessionId());
        QCOMPARE(q.unrecognized, QStringList{lock + QStringLiteral("/config")});
        QVERIFY(monitor->errors().isEmpty());
    }

    void liveAcquireHandOffAbandon()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        LockMonitor *monitor = watch({m_base});
        QVERIFY(monitor);
        QCOMPARE(monitor->locks().size(), size_t(1)); // an explicit root shows even when empty
        QCOMPARE(monitor->locks().front().entries.size(), size_t(0));

        const QString a = w.lockNode(m_base + QStringLiteral("/lock-"));
        QVERIFY(waitForEvent(QStringLiteral("acquired ") + a.section(QLatin1Char('/'), -1)));
        const QString b = w.lockNode(m_base + QStringLiteral("/lock-"));
        const QString c = w.lockNode(m_base + QStringLiteral("/lock-"));
        QVERIFY(waitForEvent(QStringLiteral("queued ") + c.section(QLatin1Char('/'), -1)));
        m_events.clear();
        QCOMPARE(w.remove(a), ZkError::Ok); // hand-off: b holds
        QVERIFY(waitForEvent(QStringLiteral("acquired ") + b.section(QLatin1Char('/'), -1)));
        QCOMPARE(eventNames(m_events).first(), QStringLiteral("released ") + a.section(QLatin1Char('/'), -1));
        QCOMPARE(w.remove(c), ZkError::Ok); // a waiter gives up
        QVERIFY(waitForEvent(QStringLiteral("abandoned ") + c.section(QLatin1Char('/'), -1)));
        const LockQueue *q = monitor->lock(m_base);
        QVERIFY(q);
        QCOMPARE(q->entries.size(), size_t(1));
        QCOMPARE(q->entries[0].path(), b);
        QCOMPARE(q->entries[0].state, EntryState::Holding);
    }

    // Every hand-off moves the one data watch to the new holder: none is kept for a node gone,
    // however its delete was learnt (the holder's data watch or the parent's child watch).
    void handOffsKeepOneDataWatchPerHolder()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        LockMonitor *monitor = watch({m_base});
        QVERIFY(monitor);
        QString holder = w.lockNode(m_base + QStringLiteral("/lock-"));
        for (int i = 0; i < 30; ++i) {
            const QString next = w.lockNode(m_base + QStringLiteral("/lock-"));
            QVERIFY(waitForEvent(QStringLiteral("queued ") + nodeName(next)));
            QCOMPARE(w.remove(holder), ZkError::Ok);
            QVERIFY(waitForEvent(QStringLiteral("acquired ") + nodeName(next)));
            holder = next;
        }
        QVERIFY(waitUntil([&] { return monitor->dataWatchCount() == 1; }, 5000));
        QCOMPARE(monitor->lock(m_base)->entries.front().path(), holder);
        QCOMPARE(w.remove(holder), ZkError::Ok);
        QVERIFY(waitForEvent(QStringLiteral("released ") + nodeName(holder)));
        QVERIFY(waitUntil([&] { return monitor->dataWatchCount() == 0; }, 5000));
    }

    // A node just listed but not yet read is never shown: not in the lock's own folder, nor in a
    // folder read beside it (a kazoo semaphore's sibling lock queue).
    void entriesArePublishedOnlyOnceRead()
    {
        TestSession w(m_server->connectString());
        const QString pool = m_base + QStringLiteral("/pool");
        const QString sibling = pool + QStringLiteral("-__lock__");
        QCOMPARE(w.create(m_base), ZkError::Ok);
        QCOMPARE(w.create(pool, "2"), ZkError::Ok);
        QCOMPARE(w.create(sibling), ZkError::Ok);
        LockMonitor *monitor = watch({pool});
        QVERIFY(monitor);
        QStringList unread;
        connect(monitor, &LockMonitor::lockUpdated, this, [&unread](const LockQueue &queue) {
            for (const LockEntry &e : queue.entries) {
                if (e.node->stat.czxid == 0 || e.node->data.isEmpty())
                    unread.append(e.path());
            }
        });
        constexpr int kClients = 20;
        for (int i = 0; i < kClients; ++i) {
            const QByteArray id = "client-" + QByteArray::number(i);
            const QString hex = QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('a'));
            QVERIFY(!w.lockNode(sibling + QLatin1Char('/') + hex + QStringLiteral("__lock__"),
                                CreateMode::EphemeralSequential, id)
                         .isEmpty());
            QCOMPARE(w.create(childPath(pool, hex), id, CreateMode::Ephemeral), ZkError::Ok);
        }
        QVERIFY(waitUntil(
            [&] {
                const LockQueue *q = monitor->lock(pool);
                return q && q->entries.size() == size_t(2 * kClients);
            },
            10000));
        QCOMPARE(monitor->lock(pool)->kind, LockKind::Semaphore);
        QVERIFY2(unread.isEmpty(), qPrintable(unread.join(QLatin1Char(' '))));
    }

    // Seed-style prefix queues in one parent: the first queue is named by the parent alone until a
    // second appears. It stays the same lock throughout: no lock-vanished, no lost entries.
    void queueKeepsItsIdentityAsSiblingsComeAndGo()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        const QString locks = m_base + QStringLiteral("/locks");
        QCOMPARE(w.create(locks), ZkError::Ok);
        const QString a = w.lockNode(locks + QStringLiteral("/orderA_NO_"));
        LockMonitor *monitor = watch({locks});
        QVERIFY(monitor);
        QVERIFY(monitor->lock(locks));
        m_events.clear();
        QSignalSpy removed(monitor, &LockMonitor::lockRemoved);
        QSignalSpy renamed(monitor, &LockMonitor::lockRenamed);
        const auto lifecycle = [this] {
            QStringList seen;
            for (const LockEvent &e : std::as_const(m_events)) {
                if (e.type == LockEventType::LockAppeared || e.type == LockEventType::LockVanished)
                    seen.append(lockEventTypeName(e.type) + QLatin1Char(' ') + e.queue);
            }
            return seen;
        };

        const QString b = w.lockNode(locks + QStringLiteral("/orderB_NO_"));
        QVERIFY(waitForEvent(QStringLiteral("acquired ") + nodeName(b)));
        QCOMPARE(lifecycle(), QStringList{QStringLiteral("lock-appeared orderB_NO_")});
        const LockQueue *first = monitor->lock(locks + QStringLiteral("#orderA_NO_"));
        QVERIFY(first);
        QCOMPARE(first->entries.size(), size_t(1));
        QCOMPARE(first->entries[0].path(), a);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(renamed.count(), 1); // from its old key, "/locks" alone
        QCOMPARE(renamed.at(0).at(0).toString(), locks);
        QCOMPARE(renamed.at(0).at(1).toString(), first->key());
        QVERIFY(!eventNames(m_events).contains(QStringLiteral("released ") + nodeName(a)));
        QVERIFY(!eventNames(m_events).contains(QStringLiteral("acquired ") + nodeName(a)));

        m_events.clear();
        QCOMPARE(w.remove(b), ZkError::Ok);
        QVERIFY(waitUntil([&] { return monitor->lock(locks) != nullptr; }, 10000));
        QCOMPARE(lifecycle(), QStringList{QStringLiteral("lock-vanished orderB_NO_")});
        QCOMPARE(renamed.count(), 2); // and back
        QCOMPARE(renamed.at(1).at(0).toString(), locks + QStringLiteral("#orderA_NO_"));
        QCOMPARE(renamed.at(1).at(1).toString(), locks);
        QCOMPARE(removed.count(), 1); // B's queue only
        QCOMPARE(removed.at(0).at(0).toString(), locks + QStringLiteral("#orderB_NO_"));
        QCOMPARE(monitor->lock(locks)->entries[0].path(), a);
        QVERIFY(!eventNames(m_events).contains(QStringLiteral("released ") + nodeName(a)));
    }

    void revocationPayloadIsSeen()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        const QString holder = w.lockNode(m_base + QStringLiteral("/lock-"));
        LockMonitor *monitor = watch({m_base});
        QVERIFY(monitor);
        QCOMPARE(w.setData(holder, "unlock"), ZkError::Ok);
        QVERIFY(waitForEvent(QStringLiteral("revocation-requested ") + holder.section(QLatin1Char('/'), -1)));
        QVERIFY(monitor->lock(m_base)->entries[0].revocationRequested);
    }

    void discoveryFindsLocksCreatedLater()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        QCOMPARE(w.create(m_base + QStringLiteral("/app")), ZkError::Ok);
        QCOMPARE(w.create(m_base + QStringLiteral("/app/a")), ZkError::Ok);
        w.lockNode(m_base + QStringLiteral("/app/a/lock-"));
        LockMonitor *monitor = watch({}, {m_base});
        QVERIFY(monitor);
        QCOMPARE(monitor->locks().size(), size_t(1));
        QCOMPARE(monitor->locks().front().path, m_base + QStringLiteral("/app/a"));

        // A new lock parent deep below, created after the monitor started.
        QCOMPARE(w.create(m_base + QStringLiteral("/app/b")), ZkError::Ok);
        QCOMPARE(w.create(m_base + QStringLiteral("/app/b/deep")), ZkError::Ok);
        w.lockNode(m_base + QStringLiteral("/app/b/deep/lock-"));
        QVERIFY(waitUntil([&] { return monitor->locks().size() == 2; }));
        QVERIFY(monitor->lock(m_base + QStringLiteral("/app/b/deep")));
    }

    // Empty folders are listed only after the first picture (DeferredListings), and still are.
    void discoveryFindsLocksInFoldersEmptyAtTheFirstRead()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        QCOMPARE(w.create(m_base + QStringLiteral("/app")), ZkError::Ok);
        for (int i = 0; i < 30; ++i)
            QCOMPARE(w.create(m_base + QStringLiteral("/app/empty-%1").arg(i)), ZkError::Ok);
        LockMonitor *monitor = watch({}, {m_base});
        QVERIFY(monitor);
        QVERIFY(monitor->locks().empty());
        QVERIFY(monitor->errors().isEmpty());

        // A lock in a folder that was empty, and one in a folder deleted before its listing.
        QCOMPARE(w.remove(m_base + QStringLiteral("/app/empty-3")), ZkError::Ok);
        w.lockNode(m_base + QStringLiteral("/app/empty-17/lock-"));
        QVERIFY(waitUntil([&] { return monitor->locks().size() == 1; }));
        QVERIFY(monitor->lock(m_base + QStringLiteral("/app/empty-17")));
        QVERIFY2(monitor->errors().isEmpty(), qPrintable(monitor->errors().value(0).path));
    }

    void lockParentDeletedAndRecreated()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        const QString lock = m_base + QStringLiteral("/l");
        QCOMPARE(w.create(lock), ZkError::Ok);
        QString node = w.lockNode(lock + QStringLiteral("/lock-"), CreateMode::PersistentSequential);
        LockMonitor *monitor = watch({lock});
        QVERIFY(monitor);
        QCOMPARE(w.remove(node), ZkError::Ok);
        QCOMPARE(w.remove(lock), ZkError::Ok);
        QVERIFY(waitForEvent(QStringLiteral("lock-vanished ")));
        QVERIFY(waitUntil([&] { return !monitor->errors().isEmpty(); }));
        QCOMPARE(monitor->errors().first().path, lock);
        QCOMPARE(monitor->errors().first().error, QStringLiteral("no such node"));

        // The recreated parent numbers its children from zero again: the new node has the old
        // name, so only events from here on count.
        m_events.clear();
        QCOMPARE(w.create(lock), ZkError::Ok);
        node = w.lockNode(lock + QStringLiteral("/lock-"));
        QVERIFY(waitForEvent(QStringLiteral("acquired ") + node.section(QLatin1Char('/'), -1)));
        QVERIFY2(monitor->errors().isEmpty(),
                 qPrintable(monitor->errors().value(0).path + monitor->errors().value(0).error));
    }

    void binaryAndLargeData()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        QByteArray binary("\x00\xff\xfe\x01", 4);
        const QString a = w.lockNode(m_base + QStringLiteral("/lock-"), CreateMode::EphemeralSequential, binary);
        const QByteArray large(1000 * 1000, 'x');
        const QString b = w.lockNode(m_base + QStringLiteral("/lock-"), CreateMode::EphemeralSequential, large);
        QVERIFY(!b.isEmpty());
        LockMonitor *monitor = watch({m_base});
        QVERIFY(monitor);
        const LockQueue *q = monitor->lock(m_base);
        QVERIFY(q);
        QCOMPARE(q->entries.size(), size_t(2));
        QCOMPARE(q->entries[0].node->data, binary);
        QVERIFY(q->entries[1].node->dataTruncated());
        QCOMPARE(q->entries[1].node->data.size(), kMaxStoredData);
        QCOMPARE(q->entries[1].node->stat.dataLength, 1000 * 1000);
    }

    void missingRootIsAnError()
    {
        LockMonitor *monitor = watch({m_base + QStringLiteral("/nothing")});
        QVERIFY(monitor);
        QCOMPARE(monitor->locks().size(), size_t(0));
        QCOMPARE(monitor->errors().size(), 1);
        QCOMPARE(monitor->errors().first().error, QStringLiteral("no such node"));
    }

    void sessionExpiryResyncs()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        const QString a = w.lockNode(m_base + QStringLiteral("/lock-"));
        // A short session: its client talks to the server often, and so learns soon that the
        // session is gone.
        constexpr int kShortSessionMs = 4000;
        LockMonitor *monitor = watch({m_base}, {}, kShortSessionMs);
        QVERIFY(monitor);
        const qint64 firstSession = m_session->sessionId();
        const ZkSession::SessionCredentials credentials = m_session->credentials();
        auto expired = [this] {
            return std::any_of(m_events.begin(), m_events.end(), [](const LockEvent &e) {
                return e.type == LockEventType::Connection && e.connection == QLatin1String("expired");
            });
        };
        // Another client presents the monitor's session and closes it: the ensemble ends it. The
        // monitor's client may win the session back before the close lands, so try a few times.
        for (int attempt = 0; attempt < 5 && !expired(); ++attempt) {
            ZkSession::Options takeover(m_server->connectString(), 4000);
            takeover.resume = credentials;
            ZkSession thief(takeover);
            thief.open();
            if (waitUntil([&] { return thief.isConnected(); }, 5000))
                QCOMPARE(thief.sessionId(), firstSession);
            thief.close();
            waitUntil(expired, kShortSessionMs + 4000);
        }
        QVERIFY(expired());
        QCOMPARE(w.remove(a), ZkError::Ok); // changes while the monitor makes its new session
        const QString b = w.lockNode(m_base + QStringLiteral("/lock-"));
        QVERIFY(waitUntil([&] { return m_session->isConnected() && monitor->isSynced(); }, 20000));
        QVERIFY(m_session->sessionId() != firstSession);
        QVERIFY(waitForEvent(QStringLiteral("acquired ") + b.section(QLatin1Char('/'), -1)));
        QVERIFY(eventNames(m_events).contains(QStringLiteral("released ") + a.section(QLatin1Char('/'), -1)));
        const LockQueue *q = monitor->lock(m_base);
        QVERIFY(q);
        QCOMPARE(q->entries.size(), size_t(1));
        QCOMPARE(q->entries[0].path(), b);
        // Watches were re-armed on the new session: later changes are seen too.
        const QString c = w.lockNode(m_base + QStringLiteral("/lock-"));
        QVERIFY(waitForEvent(QStringLiteral("queued ") + c.section(QLatin1Char('/'), -1)));
    }

    void chrootInConnectString()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        QCOMPARE(w.create(m_base + QStringLiteral("/locks")), ZkError::Ok);
        const QString a = w.lockNode(m_base + QStringLiteral("/locks/lock-"));
        m_session = std::make_unique<ZkSession>(ZkSession::Options{m_server->connectString() + m_base, 4000, {}});
        m_monitor = std::make_unique<LockMonitor>(m_session.get());
        m_monitor->addRoot(QStringLiteral("/locks"));
        m_session->open();
        QVERIFY(waitUntil([this] { return m_monitor->isSynced(); }, 15000));
        const LockQueue *q = m_monitor->lock(QStringLiteral("/locks"));
        QVERIFY(q);
        QCOMPARE(q->entries.size(), size_t(1));
        QCOMPARE(q->entries[0].path(), QStringLiteral("/locks/") + a.section(QLatin1Char('/'), -1));
    }

    void serverRestartResyncs()
    {
        TestSession w(m_server->connectString());
        QCOMPARE(w.create(m_base), ZkError::Ok);
        const QString a = w.lockNode(m_base + QStringLiteral("/lock-"), CreateMode::PersistentSequential);
        LockMonitor *monitor = watch({m_base});
        QVERIFY(monitor);
        m_server->stop();
        QVERIFY(waitForEvent(QStringLiteral("connection ")));
        QVERIFY(m_server->restart());
        // The session outlives a short outage: the monitor reconnects and still sees the lock.
        QVERIFY(waitUntil([&] { return m_session->isConnected(); }, 20000));
        QVERIFY(waitUntil([&] { return monitor->isSynced(); }, 20000));
        QVERIFY(waitUntil([&] { return w.session.isConnected(); }, 20000));
        const QString b = w.lockNode(m_base + QStringLiteral("/lock-"), CreateMode::PersistentSequential);
        QVERIFY(waitForEvent(QStringLiteral("queued ") + b.section(QLatin1Char('/'), -1)));
        QCOMPARE(monitor->lock(m_base)->entries.size(), size_t(2));
        QCOMPARE(monitor->lock(m_base)->entries[0].path(), a);
        QVERIFY(eventNames(m_events).contains(QStringLiteral("connection ")));
    }
};

LOCKSCOPE_TEST(TestLockMonitor)

} // namespace tst_lockmonitor

#include "tst_lockmonitor.moc"
