// SPDX-License-Identifier: Apache-2.0

// Demo mode against a real ZooKeeper: every lockscope-sim kind makes the nodes and queue states it
// promises (read back through LockMonitor), the runner launches, kills and restarts clients, and
// `lockscope-cli demo` leaves no process and no temporary directory behind.
#include "TestZooKeeper.h"

#include "demo/DemoRunner.h"
#include "monitor/LockMonitor.h"
#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QMultiMap>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace tst_demo {

using namespace lockscope;
using namespace Qt::Literals::StringLiterals;
using lockscope::test::processExists;
using lockscope::test::waitUntil;

namespace {

const QString kSimPath = QStringLiteral(LOCKSCOPE_SIM_PATH);
const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);
// Clients whose death a test waits to see: short enough to expire soon, long enough that a busy
// machine's pauses do not end a live client's session. Every expiry wait is expressed in it.
constexpr int kShortSessionMs = 4000;
// Every other client's (the demo's own default is kShortSessionMs): long enough to outlast the
// stalls of a TSan suite starting five servers at once, which once cut two live clients from the
// demo's server 3 s after they connected, failing their first create.
constexpr int kLiveSessionMs = 15000;
constexpr int kCrashExitCode = 3;

DemoClientSpec spec(SimKind kind, const QString &lock, int holdMs, int thinkMs = 0)
{
    DemoClientSpec s = DemoClientSpec::of(kind, lock);
    s.holdMs = holdMs;
    s.thinkMs = thinkMs;
    s.restart = false;
    s.sessionTimeoutMs = kLiveSessionMs;
    return s;
}

// A monitor with its own session on a few lock roots.
struct Watcher {
    std::unique_ptr<ZkSession> session;
    std::unique_ptr<LockMonitor> monitor;

    Watcher(const QString &connect, const QStringList &roots, const TlsSettings &tls = {})
        : session(std::make_unique<ZkSession>(sessionOptions(connect, tls))),
          monitor(std::make_unique<LockMonitor>(session.get()))
    {
        for (const QString &root : roots)
            monitor->addRoot(root);
        session->open();
    }
    static ZkSession::Options sessionOptions(const QString &connect, const TlsSettings &tls)
    {
        ZkSession::Options options(connect, 15000);
        options.tls = tls;
        return options;
    }
    bool synced()
    {
        return waitUntil([this] { return monitor->isSynced(); }, 15000);
    }
    // The first queue of the lock at `path` (a copy: the monitor replaces its queues).
    std::optional<LockQueue> queue(const QString &path) const
    {
        for (const LockQueue &q : monitor->locks()) {
            if (q.path == path)
                return q;
        }
        return std::nullopt;
    }
    bool waitFor(const QString &path, const std::function<bool(const LockQueue &)> &check, int timeoutMs = 10000)
    {
        return waitUntil(
            [&] {
                const std::optional<LockQueue> q = queue(path);
                return q && check(*q);
            },
            timeoutMs);
    }
};

QString dataOf(const LockEntry &entry)
{
    return QString::fromUtf8(entry.node->data);
}

// Pids of every descendant of `pid`, from /proc.
QList<qint64> descendants(qint64 pid)
{
    QMultiMap<qint64, qint64> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 child = entry.toLongLong(&isPid);
        if (!isPid)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(child));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ')'.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1)
            children.insert(fields.at(1).toLongLong(), child);
    }
    QList<qint64> found;
    QList<qint64> pending = {pid};
    while (!pending.isEmpty()) {
        for (qint64 child : children.values(pending.takeFirst())) {
            found.append(child);
            pending.append(child);
        }
    }
    return found;
}

} // namespace

class TestDemo : public QObject {
    Q_OBJECT

    std::unique_ptr<DemoRunner> m_runner;
    QMap<QString, QStringList> m_output; // lines per client id
    QList<QPair<QString, int>> m_exits; // client id, exit code
    int m_caseNumber = 0;
    QString m_base;

    QString launch(const DemoClientSpec &s)
    {
        const QString id = m_runner->launch(s);
        if (id.isEmpty())
            qWarning("launch failed: %s", qPrintable(m_runner->errorString()));
        return id;
    }
    // Whether a line holds `text` as whole words: it ends there, or the line goes on with a space
    // (or `text` ends with one). "waiting for /t1/pool" is not in "waiting for /t1/pool-__lock__/...".
    static bool lineHas(const QString &line, const QString &text)
    {
        for (qsizetype at = line.indexOf(text); at >= 0; at = line.indexOf(text, at + 1)) {
            const qsizetype end = at + text.size();
            if (end == line.size() || text.endsWith(QLatin1Char(' ')) || line.at(end) == QLatin1Char(' '))
                return true;
        }
        return false;
    }
    bool hasLine(const QString &id, const QString &text) const
    {
        const QStringList lines = m_output.value(id);
        return std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return lineHas(l, text); });
    }
    // Every wait for a client's line is this long: under the TSan suite a client process has taken
    // over 15 s to start, connect and print, while a few idle ones take half a second.
    static constexpr int kClientLineMs = 30000;
    bool waitForLine(const QString &id, const QString &text, int timeoutMs = kClientLineMs)
    {
        return waitUntil([&] { return hasLine(id, text); }, timeoutMs);
    }
    // Launches one after the other, each once its node exists, so that queue order is launch order.
    QStringList launchInOrder(const QList<DemoClientSpec> &specs)
    {
        QStringList ids;
        for (const DemoClientSpec &s : specs) {
            const QString id = launch(s);
            if (id.isEmpty())
                return {};
            if (!waitForLine(id, QStringLiteral(" created "))) {
                qWarning("%s created no node within %d ms; the clients printed:\n%s", qPrintable(id), kClientLineMs,
                         qPrintable(outputOf(ids + QStringList{id})));
                return {};
            }
            ids.append(id);
        }
        return ids;
    }
    // What these clients printed, for failure messages.
    QString outputOf(const QStringList &ids)
    {
        QStringList all;
        for (const QString &id : ids) {
            for (const QString &line : m_output.value(id))
                all += id + QStringLiteral(": ") + line;
        }
        return all.join(QLatin1Char('\n'));
    }
    bool exitedWith(const QString &id, int code) const { return m_exits.contains({id, code}); }
    ZkError setData(const QString &path, const QByteArray &data)
    {
        ZkSession session(ZkSession::Options{m_runner->connectString(), 4000, {}});
        session.open();
        std::optional<ZkError> result;
        session.setData(path, data, -1, [&](ZkError e, const NodeStat &) { result = e; });
        waitUntil([&] { return result.has_value(); }, 10000);
        return result.value_or(ZkError::OperationTimeout);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString whyNot;
        if (!LocalZooKeeper::isAvailable(&whyNot))
            QSKIP(qPrintable(QStringLiteral("ZooKeeper is not installed: ") + whyNot));
        qputenv("LOCKSCOPE_SIM", kSimPath.toUtf8());
        m_runner = std::make_unique<DemoRunner>();
        connect(m_runner.get(), &DemoRunner::clientOutput, this,
                [this](const QString &id, const QString &line) { m_output[id].append(line); });
        connect(m_runner.get(), &DemoRunner::clientExited, this, [this](const DemoClient &client, int code, bool) {
            m_exits.append({client.id, code});
        });
        QVERIFY2(m_runner->startEnsemble(60000), qPrintable(m_runner->errorString()));
    }
    void init() { m_base = QStringLiteral("/t%1").arg(++m_caseNumber); }
    void cleanup()
    {
        if (!m_runner)
            return;
        for (const DemoClient &client : m_runner->clients())
            m_runner->kill(client.id);
    }
    void cleanupTestCase()
    {
        if (m_runner)
            m_runner->stop();
        QVERIFY(!m_runner || !m_runner->isRunning());
    }

    void ensembleServesOnLoopback()
    {
        QVERIFY(m_runner->isRunning());
        QCOMPARE(m_runner->simExecutable(), kSimPath);
        const QRegularExpressionMatch match =
            QRegularExpression(QStringLiteral("^127\\.0\\.0\\.1:(\\d+)$")).match(m_runner->connectString());
        QVERIFY2(match.hasMatch(), qPrintable(m_runner->connectString()));
        QVERIFY(
            LocalZooKeeper::acceptsSessions(QStringLiteral("127.0.0.1"), quint16(match.captured(1).toUInt()), 5000));
    }

    void fairWaitersEachWatchTheirPredecessor()
    {
        const QString lock = m_base + QStringLiteral("/orders");
        const QStringList ids = launchInOrder(
            {spec(SimKind::Fair, lock, 60000), spec(SimKind::Fair, lock, 60000), spec(SimKind::Fair, lock, 60000)});
        QCOMPARE(ids.size(), 3);
        Watcher w(m_runner->connectString(), {lock});
        QVERIFY(w.synced());
        QVERIFY(w.waitFor(lock, [](const LockQueue &q) { return q.entries.size() == 3; }));
        const LockQueue q = *w.queue(lock);
        QCOMPARE(q.recipe, Recipe::ZooKeeper);
        QCOMPARE(q.kind, LockKind::Mutex);
        QCOMPARE(q.holders(), 1);
        QCOMPARE(q.waiters(), 2);
        QVERIFY(q.unrecognized.isEmpty());
        for (int i = 0; i < 3; ++i) {
            const LockEntry &e = q.entries[size_t(i)];
            QVERIFY(e.isEphemeral());
            QCOMPARE(dataOf(e), ids[i]); // --id is the node's data
            QVERIFY(e.node->name.contains(QStringLiteral("-lock-")));
            if (i == 0) {
                QCOMPARE(e.state, EntryState::Holding);
                QVERIFY(waitForLine(ids[i], QStringLiteral("acquired ") + e.path()));
            } else {
                QCOMPARE(e.waitsFor(), q.entries[size_t(i - 1)].path());
                QVERIFY(waitForLine(ids[i], QStringLiteral("waiting for ") + e.waitsFor()));
            }
        }
        // Three sessions, one per process.
        QSet<qint64> sessions;
        for (const LockEntry &e : q.entries)
            sessions.insert(e.node->stat.ephemeralOwner);
        QCOMPARE(sessions.size(), 3);
    }

    void fairHandsOffAndNeverHasTwoHolders()
    {
        const QString lock = m_base + QStringLiteral("/busy");
        int maxHolders = 0;
        QSet<qint64> acquirers;
        Watcher w(m_runner->connectString(), {lock});
        connect(w.monitor.get(), &LockMonitor::lockUpdated, this,
                [&](const LockQueue &q) { maxHolders = qMax(maxHolders, q.holders()); });
        connect(w.monitor.get(), &LockMonitor::eventsOccurred, this, [&](const QList<LockEvent> &events) {
            for (const LockEvent &e : events) {
                if (e.type == LockEventType::Acquired)
                    acquirers.insert(e.session);
            }
        });
        QVERIFY(w.synced());
        for (int i = 0; i < 3; ++i)
            QVERIFY(!launch(spec(SimKind::Fair, lock, 150, 100)).isEmpty());
        QVERIFY2(waitUntil([&] { return acquirers.size() == 3; }, kClientLineMs), "every client gets the lock in turn");
        QCOMPARE(maxHolders, 1);
    }

    void herdHoldsOnePlainNodeAndEveryWaiterWatchesIt()
    {
        const QString parent = m_base + QStringLiteral("/herd");
        const QString node = parent + QStringLiteral("/Key1");
        QStringList ids;
        for (int i = 0; i < 3; ++i) {
            DemoClientSpec s = spec(SimKind::Herd, node, 60000);
            s.sessionTimeoutMs = kShortSessionMs;
            ids.append(launch(s));
            QVERIFY(!ids.last().isEmpty());
        }
        Watcher w(m_runner->connectString(), {parent});
        QVERIFY(w.synced());
        QVERIFY(w.waitFor(parent, [](const LockQueue &q) { return q.holders() == 1; }));
        const LockQueue q = *w.queue(parent);
        QCOMPARE(q.queue, QStringLiteral("Key1"));
        QCOMPARE(q.entries.size(), size_t(1));
        QCOMPARE(q.entries[0].path(), node);
        QCOMPARE(q.entries[0].sequence, qint64(0));
        QVERIFY(q.entries[0].isEphemeral());
        const QString holder = dataOf(q.entries[0]);
        QVERIFY(ids.contains(holder));
        // What each printed shows whether a client was slow or failed.
        for (const QString &id : ids) {
            if (id != holder)
                QVERIFY2(waitForLine(id, QStringLiteral("waiting for ") + node),
                         qPrintable(id + QStringLiteral(" never waited; the clients printed:\n") + outputOf(ids)));
        }
        // The holder dies: once its session expires, one of the others wins the race.
        QVERIFY(m_runner->kill(holder));
        QVERIFY2(w.waitFor(
                     parent, [&](const LockQueue &lq) { return lq.holders() == 1 && dataOf(lq.entries[0]) != holder; },
                     kShortSessionMs + 8000),
                 qPrintable(outputOf(ids)));
    }

    void readersShareAndWaitForTheNearestWriter()
    {
        const QString lock = m_base + QStringLiteral("/catalog");
        const QStringList ids = launchInOrder({spec(SimKind::Read, lock, 60000), spec(SimKind::Read, lock, 60000),
                                               spec(SimKind::Write, lock, 60000), spec(SimKind::Read, lock, 60000)});
        QCOMPARE(ids.size(), 4);
        Watcher w(m_runner->connectString(), {lock});
        QVERIFY(w.synced());
        QVERIFY(w.waitFor(lock, [](const LockQueue &q) { return q.entries.size() == 4; }));
        const LockQueue q = *w.queue(lock);
        QCOMPARE(q.recipe, Recipe::ZooKeeper);
        QCOMPARE(q.kind, LockKind::ReadWrite);
        QCOMPARE(q.holders(), 2);
        const std::vector<LockEntry> &e = q.entries;
        QCOMPARE(e[0].mode, EntryMode::Read);
        QCOMPARE(e[0].state, EntryState::Holding);
        QCOMPARE(e[1].mode, EntryMode::Read);
        QCOMPARE(e[1].state, EntryState::Holding);
        QCOMPARE(e[2].mode, EntryMode::Write);
        QCOMPARE(e[2].waitsFor(), e[1].path());
        QCOMPARE(e[3].mode, EntryMode::Read);
        QCOMPARE(e[3].waitsFor(), e[2].path());
        QCOMPARE(dataOf(e[2]), ids[2]);
        QVERIFY(waitForLine(ids[1], QStringLiteral("acquired ")));
        QVERIFY(waitForLine(ids[3], QStringLiteral("waiting for ") + e[2].path()));
    }

    void semaphoreGivesOutItsLeasesAndQueuesTheRest()
    {
        const QString pool = m_base + QStringLiteral("/pool");
        QStringList ids;
        for (int i = 0; i < 3; ++i) {
            DemoClientSpec s = spec(SimKind::Semaphore, pool, 60000);
            s.leases = 2;
            ids.append(launch(s));
            QVERIFY(!ids.last().isEmpty());
        }
        // The one left over says so once it holds kazoo's lock and finds no free lease. Until then
        // a queue that looks settled may be a passing one (a client with its lease that has not yet
        // left the lock while the last has not queued): the waiter must be the one that says so.
        QString leftOver;
        QVERIFY2(waitUntil(
                     [&] {
                         for (const QString &id : std::as_const(ids)) {
                             if (hasLine(id, QStringLiteral("waiting for ") + pool))
                                 leftOver = id;
                         }
                         return !leftOver.isEmpty();
                     },
                     kClientLineMs),
                 qPrintable(outputOf(ids)));
        Watcher w(m_runner->connectString(), {pool});
        QVERIFY(w.synced());
        QVERIFY(w.waitFor(pool, [&](const LockQueue &q) {
            return q.holders() == 2 && q.waiters() == 1 && dataOf(q.entries.back()) == leftOver;
        }));
        const LockQueue q = *w.queue(pool);
        QCOMPARE(q.recipe, Recipe::Kazoo);
        QCOMPARE(q.kind, LockKind::Semaphore);
        for (const LockEntry &e : q.entries) {
            QCOMPARE(e.mode, EntryMode::Lease);
            QVERIFY(ids.contains(dataOf(e)));
            if (e.state == EntryState::Holding) {
                QCOMPARE(e.parentPath, pool);
            } else {
                // The one left over holds kazoo's lock and watches the semaphore for a free lease.
                QCOMPARE(e.parentPath, pool + QStringLiteral("-__lock__"));
                QCOMPARE(e.waitsFor(), pool);
                QCOMPARE(dataOf(e), leftOver);
            }
        }
    }

    void revocableReleasesWhileStubbornKeepsHolding()
    {
        const QString config = m_base + QStringLiteral("/config");
        const QString schema = m_base + QStringLiteral("/schema");
        const QString revocable = launch(spec(SimKind::Revocable, config, 60000, 60000));
        const QString stubborn = launch(spec(SimKind::Stubborn, schema, 60000));
        Watcher w(m_runner->connectString(), {config, schema});
        QVERIFY(w.synced());
        QVERIFY(w.waitFor(config, [](const LockQueue &q) { return q.holders() == 1; }));
        QVERIFY(w.waitFor(schema, [](const LockQueue &q) { return q.holders() == 1; }));
        QVERIFY(waitForLine(revocable, QStringLiteral("acquired ")));
        QVERIFY(waitForLine(stubborn, QStringLiteral("acquired ")));
        const QString revocableNode = w.queue(config)->entries[0].path();
        const QString stubbornNode = w.queue(schema)->entries[0].path();

        QCOMPARE(setData(revocableNode, "unlock"), ZkError::Ok);
        QCOMPARE(setData(stubbornNode, "__REVOKE__"), ZkError::Ok);
        QVERIFY(waitForLine(revocable, QStringLiteral("revoked ") + revocableNode));
        QVERIFY(w.waitFor(config, [](const LockQueue &q) { return q.entries.empty(); }));
        QVERIFY(waitForLine(stubborn, QStringLiteral("ignoring revocation of ") + stubbornNode));
        // The monitor sees the request on the node the stubborn client keeps...
        QVERIFY(w.waitFor(schema, [&](const LockQueue &q) {
            return q.holders() == 1 && q.entries[0].path() == stubbornNode && q.entries[0].revocationRequested;
        }));
        // ...and a while later it still holds it.
        QTest::qWait(1000);
        const LockQueue held = *w.queue(schema);
        QCOMPARE(held.holders(), 1);
        QCOMPARE(held.entries[0].path(), stubbornNode);
        QVERIFY(held.entries[0].revocationRequested);
    }

    void crasherLeavesItsSessionToExpire()
    {
        const QString lock = m_base + QStringLiteral("/jobs");
        // A long session and hold: a slow start of the second client must not eat the window in
        // which the dead crasher's node is still there.
        constexpr int kCrasherSessionMs = 10000;
        DemoClientSpec crasherSpec = spec(SimKind::Crasher, lock, 2000);
        crasherSpec.sessionTimeoutMs = kCrasherSessionMs; // room to see it still holding
        DemoClientSpec fairSpec = spec(SimKind::Fair, lock, 60000);
        const QStringList ids = launchInOrder({crasherSpec, fairSpec});
        QCOMPARE(ids.size(), 2);
        Watcher w(m_runner->connectString(), {lock});
        QVERIFY(w.synced());
        QVERIFY(waitUntil([&] { return exitedWith(ids[0], kCrashExitCode); }, 10000));
        QVERIFY(waitForLine(ids[0], QStringLiteral("crashing while holding ")));
        // Dead, but its session lives on until the server times it out (at least two thirds of
        // its timeout after its last heartbeat): a while after its death the node still holds.
        QTest::qWait(700);
        const std::optional<LockQueue> right = w.queue(lock);
        QVERIFY(right && !right->entries.empty());
        QCOMPARE(dataOf(right->entries[0]), ids[0]);
        QVERIFY(w.waitFor(
            lock,
            [&](const LockQueue &q) {
                return q.holders() == 1 && q.entries.size() == 1 && dataOf(q.entries[0]) == ids[1];
            },
            kCrasherSessionMs + 8000));
        QVERIFY(waitForLine(ids[1], QStringLiteral("acquired ")));
    }

    void leakyLeavesPersistentNodesBehind()
    {
        const QString lock = m_base + QStringLiteral("/legacy");
        DemoClientSpec leaky = spec(SimKind::Leaky, lock, 300);
        leaky.sessionTimeoutMs = kShortSessionMs;
        const QStringList ids = launchInOrder({leaky, leaky});
        QCOMPARE(ids.size(), 2);
        QVERIFY(waitUntil([&] { return exitedWith(ids[0], kCrashExitCode); }, 10000));
        // Long past its session timeout, its node is still there and still first.
        QTest::qWait(kShortSessionMs + 1000);
        Watcher w(m_runner->connectString(), {lock});
        QVERIFY(w.synced());
        const LockQueue q = *w.queue(lock);
        QCOMPARE(q.entries.size(), size_t(2));
        QVERIFY(q.entries[0].node->name.startsWith(QStringLiteral("lock_")));
        QCOMPARE(q.entries[0].node->stat.ephemeralOwner, qint64(0));
        QCOMPARE(q.entries[1].node->stat.ephemeralOwner, qint64(0));
        QCOMPARE(q.entries[0].state, EntryState::Holding);
        QCOMPARE(q.entries[1].waitsFor(), q.entries[0].path());
        QVERIFY(m_runner->client(ids[1]).has_value()); // stuck behind a dead client's node
        QVERIFY(waitForLine(ids[1], QStringLiteral("waiting for ") + q.entries[0].path()));
    }

    void deadlockPairHoldsOneAndWaitsOnTheOther()
    {
        const QString first = m_base + QStringLiteral("/accounts");
        const QString second = m_base + QStringLiteral("/ledger");
        DemoClientSpec a = DemoClientSpec::of(SimKind::Deadlock, first, second);
        DemoClientSpec b = DemoClientSpec::of(SimKind::Deadlock, second, first);
        // Long enough that both take their first lock before either asks for its second, even when
        // one of them starts late on a busy machine.
        a.holdMs = b.holdMs = 5000;
        const QString idA = launch(a);
        const QString idB = launch(b);
        Watcher w(m_runner->connectString(), {first, second});
        QVERIFY(w.synced());
        const auto stuck = [](const LockQueue &q) { return q.holders() == 1 && q.waiters() == 1; };
        QVERIFY(w.waitFor(first, stuck, 20000));
        QVERIFY(w.waitFor(second, stuck, 20000));
        QTest::qWait(1500); // and nothing moves
        const LockQueue q1 = *w.queue(first);
        const LockQueue q2 = *w.queue(second);
        QVERIFY(stuck(q1) && stuck(q2));
        QCOMPARE(dataOf(q1.entries[0]), idA);
        QCOMPARE(dataOf(q1.entries[1]), idB);
        QCOMPARE(dataOf(q2.entries[0]), idB);
        QCOMPARE(dataOf(q2.entries[1]), idA);
        QCOMPARE(q1.entries[0].node->stat.ephemeralOwner, q2.entries[1].node->stat.ephemeralOwner);
        QCOMPARE(q2.entries[0].node->stat.ephemeralOwner, q1.entries[1].node->stat.ephemeralOwner);
        QVERIFY(q1.entries[0].node->stat.ephemeralOwner != q2.entries[0].node->stat.ephemeralOwner);
    }

    void killedClientFreesItsLockAfterTheSessionTimeout()
    {
        const QString lock = m_base + QStringLiteral("/kill");
        DemoClientSpec holderSpec = spec(SimKind::Fair, lock, 60000);
        holderSpec.sessionTimeoutMs = kShortSessionMs;
        holderSpec.restart = true; // kill() is final even so
        const QStringList ids = launchInOrder({holderSpec, spec(SimKind::Fair, lock, 60000)});
        QCOMPARE(ids.size(), 2);
        QVERIFY(waitForLine(ids[0], QStringLiteral("acquired ")));
        const qint64 pid = m_runner->client(ids[0])->pid;
        QVERIFY(processExists(pid));

        QVERIFY(m_runner->kill(ids[0]));
        QVERIFY(!processExists(pid));
        QVERIFY(!m_runner->client(ids[0]));
        Watcher w(m_runner->connectString(), {lock});
        QVERIFY(w.synced());
        QVERIFY(w.waitFor(
            lock,
            [&](const LockQueue &q) {
                return q.entries.size() == 1 && q.holders() == 1 && dataOf(q.entries[0]) == ids[1];
            },
            kShortSessionMs + 8000));
        QTest::qWait(2000); // longer than the restart delay: not started again
        QVERIFY(!m_runner->client(ids[0]));
        QVERIFY(!m_runner->kill(QStringLiteral("no-such-client")));
    }

    void wellBehavedClientIsStartedAgain()
    {
        DemoClientSpec s = spec(SimKind::Fair, m_base + QStringLiteral("/again"), 100);
        s.rounds = 1;
        s.restart = true;
        QList<DemoClient> started;
        QObject receiver; // ends the connection with this function
        connect(m_runner.get(), &DemoRunner::clientStarted, &receiver, [&](const DemoClient &c) { started.append(c); });
        const QString id = launch(s);
        QVERIFY(!id.isEmpty());
        QVERIFY(waitUntil([&] { return exitedWith(id, 0); }, 10000));
        QVERIFY(waitUntil([&] { return started.size() >= 2; }, 10000)); // more if it is quick
        QCOMPARE(started[1].id, id);
        QCOMPARE(started[1].restarts, 1);
        QVERIFY(started[1].pid != started[0].pid);
        QVERIFY(
            waitUntil([&] { return m_output[id].filter(QStringLiteral("done after 1 rounds")).size() >= 2; }, 10000));
    }

    void runnerUsesAnExistingEnsemble()
    {
        const QString connect = m_runner->connectString();
        // A persistent node an earlier leaky client left behind; the new run must not queue behind it.
        {
            ZkSession writer(ZkSession::Options{connect, 4000, {}});
            writer.open();
            QVERIFY(waitUntil([&] { return writer.isConnected(); }, 10000));
            int done = 0;
            for (const char *path : {"/demo", "/demo/legacy", "/demo/legacy/lock_0000000000"})
                writer.create(QString::fromLatin1(path), {}, CreateMode::Persistent,
                              [&](ZkError, const QString &) { ++done; });
            QVERIFY(waitUntil([&] { return done == 3; }, 10000));
        }
        DemoRunner runner(DemoRunner::Options{connect, {}, 1500});
        QVERIFY2(runner.startEnsemble(10000), qPrintable(runner.errorString()));
        QCOMPARE(runner.connectString(), connect);
        QVERIFY2(runner.startScenario(*demoScenario(QStringLiteral("leaky"))), qPrintable(runner.errorString()));
        QCOMPARE(runner.clients().size(), 3);
        Watcher w(connect, {QStringLiteral("/demo/legacy")});
        QVERIFY(w.synced());
        QVERIFY(w.waitFor(QStringLiteral("/demo/legacy"), [](const LockQueue &q) { return q.entries.size() == 3; }));
        const LockQueue legacy = *w.queue(QStringLiteral("/demo/legacy"));
        for (const LockEntry &e : legacy.entries)
            QVERIFY2(e.node->name != QStringLiteral("lock_0000000000"), "the old node was cleared");

        QList<qint64> pids;
        for (const DemoClient &c : runner.clients())
            pids.append(c.pid);
        runner.stop();
        QVERIFY(!runner.isRunning());
        for (qint64 pid : pids)
            QVERIFY(!processExists(pid));
        QVERIFY(m_runner->isRunning()); // someone else's ensemble is left running

        // Without lockscope-sim nothing starts, and the reason says where it was looked for.
        DemoRunner broken(DemoRunner::Options{connect, QStringLiteral("/nonexistent/lockscope-sim"), 1500});
        QVERIFY(broken.startEnsemble(10000));
        QVERIFY(broken.launch(SimKind::Fair, m_base + QStringLiteral("/x")).isEmpty());
        QVERIFY2(broken.errorString().contains(QStringLiteral("/nonexistent/lockscope-sim")),
                 qPrintable(broken.errorString()));
    }

    // --demo --tls: a TLS port asking for client certificates, with certificates made for the run.
    // The simulated clients and a monitor connect with them; a session without them gets nowhere;
    // the certificates go with the demo.
    void tlsDemoRunsOverItsSecurePort()
    {
        if (const QString problem = securitySupportProblem({u"ca.pem"_s, {}, {}}, {}); !problem.isEmpty())
            QSKIP(qPrintable(problem));
        DemoRunner::Options options;
        options.tls = true;
        DemoRunner runner(options);
        QVERIFY2(runner.startEnsemble(60000), qPrintable(runner.errorString()));
        const TlsSettings tls = runner.tls();
        for (const QString &file : {tls.caFile, tls.certFile, tls.keyFile})
            QVERIFY2(QFileInfo(file).isReadable(), qPrintable(file));
        // Clients that hold for a minute: the demo's pace (hold 1 s, think 0.75-1.25 s) leaves the
        // lock empty for up to a quarter second of some rounds, and the snapshot below must find
        // both of them there.
        const QString lock = m_base + u"/secure"_s;
        QVERIFY2(!runner.launch(spec(SimKind::Fair, lock, 60000)).isEmpty(), qPrintable(runner.errorString()));
        QVERIFY2(!runner.launch(spec(SimKind::Fair, lock, 60000)).isEmpty(), qPrintable(runner.errorString()));
        Watcher w(runner.connectString(), {lock}, tls);
        QVERIFY(w.synced());
        QVERIFY(w.waitFor(lock, [](const LockQueue &q) { return q.holders() == 1 && q.waiters() == 1; }));

        // Diagnostics over TLS: the AdminServer names the clients of the secure port too.
        QProcess cli;
        cli.start(kCliPath,
                  {u"snapshot"_s, u"--connect"_s, runner.connectString(), u"--tls-ca"_s, tls.caFile, u"--tls-cert"_s,
                   tls.certFile, u"--tls-key"_s, tls.keyFile, u"--admin-port"_s, QString::number(runner.adminPort()),
                   u"--root"_s, lock, u"--json"_s});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject snapshot = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(snapshot.value(u"errors"_s).toArray().size(), 0);
        const QJsonArray sessions = snapshot.value(u"sessions"_s).toArray();
        QCOMPARE(sessions.size(), 2);
        for (const QJsonValue &session : sessions)
            QVERIFY2(session[u"client"_s].toString().startsWith(u"127.0.0.1:"_s),
                     qPrintable(session[u"client"_s].toString()));

        ZkSession plain(ZkSession::Options(runner.connectString(), 4000));
        QVERIFY(plain.open());
        QTest::qWait(2500);
        QVERIFY(!plain.isConnected());

        const QString certificates = QFileInfo(tls.caFile).path();
        runner.stop();
        QVERIFY(!QFileInfo::exists(certificates));
    }

    // The systems scenario through the real demo ZooKeeper: the layouts lockscope-sim writes are
    // the systems' own, so the recognisers name them (system, role, owner) as in production.
    void systemsScenarioIsRecognised()
    {
        const auto scenario = demoScenario(QStringLiteral("systems"));
        QVERIFY(scenario);
        QVERIFY2(m_runner->startScenario(*scenario), qPrintable(m_runner->errorString()));
        ZkSession session(ZkSession::Options{m_runner->connectString(), 15000, {}});
        LockMonitor monitor(&session);
        for (const QString &root : scenario->discover)
            monitor.addDiscovery(root);
        session.open();
        const auto lock = [&](const QString &key) -> std::optional<LockQueue> {
            if (const LockQueue *q = monitor.lock(key))
                return *q;
            return std::nullopt;
        };
        const auto holder = [](const LockQueue &q) -> const LockEntry * {
            for (const LockEntry &e : q.entries) {
                if (e.state == EntryState::Holding)
                    return &e;
            }
            return nullptr;
        };

        // Kafka: one controller among brokers 1..3, its host from the broker's registration.
        // Each check reads the copy the wait saw: the controller may change hands right after.
        QString firstController;
        LockQueue kafka;
        QVERIFY(waitUntil(
            [&] {
                const std::optional<LockQueue> q = lock(QStringLiteral("/kafka#controller"));
                const LockEntry *e = q ? holder(*q) : nullptr;
                if (!e || !e->owner || !e->owner->fields.contains(QStringLiteral("host")))
                    return false;
                firstController = e->owner->text;
                kafka = *q;
                return true;
            },
            30000));
        QCOMPARE(kafka.system, QStringLiteral("kafka"));
        QCOMPARE(kafka.role, QStringLiteral("controller"));
        QCOMPARE(kafka.kind, LockKind::Election);
        const LockEntry &controller = *holder(kafka);
        QVERIFY(controller.isEphemeral());
        const QRegularExpressionMatch record =
            QRegularExpression(QStringLiteral("^\\{\"version\":1,\"brokerid\":([123]),\"timestamp\":\"\\d{13}\"\\}$"))
                .match(dataOf(controller));
        QVERIFY2(record.hasMatch(), qPrintable(dataOf(controller)));
        QCOMPARE(controller.owner->text, QStringLiteral("broker ") + record.captured(1));
        QCOMPARE(controller.owner->fields.value(QStringLiteral("host")).toString(),
                 QStringLiteral("kafka%1.example.com").arg(record.captured(1)));

        // HDFS: nn1 or nn2 active in mycluster, decoded from ActiveNodeInfo; analytics has none.
        LockQueue hdfs;
        QVERIFY(waitUntil(
            [&] {
                const std::optional<LockQueue> q = lock(QStringLiteral("/hadoop-ha/mycluster"));
                if (!q || !holder(*q) || !holder(*q)->owner)
                    return false;
                hdfs = *q;
                return true;
            },
            30000));
        QCOMPARE(hdfs.system, QStringLiteral("hadoop-hdfs"));
        QCOMPARE(hdfs.role, QStringLiteral("active-namenode"));
        const EntryOwner &active = *holder(hdfs)->owner;
        QVERIFY2(QRegularExpression(QStringLiteral("^nn[12] \\(nn[12]\\.example\\.com:8020\\)$"))
                     .match(active.text)
                     .hasMatch(),
                 qPrintable(active.text));
        QCOMPARE(active.fields.value(QStringLiteral("nameserviceId")).toString(), QStringLiteral("mycluster"));
        const std::optional<LockQueue> analytics = lock(QStringLiteral("/hadoop-ha/analytics"));
        QVERIFY(analytics);
        QCOMPARE(analytics->system, QStringLiteral("hadoop-hdfs"));
        QVERIFY(std::any_of(analytics->systemFindings.begin(), analytics->systemFindings.end(),
                            [](const Finding &f) { return f.kind == FindingKind::NoLeader; }));

        // The controller changes hands (each broker holds a few seconds, then steps down).
        QVERIFY(waitUntil(
            [&] {
                const std::optional<LockQueue> q = lock(QStringLiteral("/kafka#controller"));
                const LockEntry *e = q ? holder(*q) : nullptr;
                return e && e->owner && e->owner->text != firstController;
            },
            40000));

        // Hive's explicit lock and Solr's election, checked on the nodes themselves.
        const auto children = [&](const QString &path) {
            std::optional<QStringList> names;
            session.getChildren(path, false, [&](ZkError, const QStringList &n, const NodeStat &) { names = n; });
            waitUntil([&] { return names.has_value(); }, 10000);
            return names.value_or(QStringList());
        };
        const auto read = [&](const QString &path, NodeStat *stat = nullptr) {
            std::optional<QByteArray> data;
            session.getData(path, false, [&](ZkError, const QByteArray &d, const NodeStat &s) {
                data = d;
                if (stat)
                    *stat = s;
            });
            waitUntil([&] { return data.has_value(); }, 10000);
            return data.value_or(QByteArray());
        };
        const QStringList hive = children(QStringLiteral("/hive_zookeeper_namespace/default/sales"));
        QCOMPARE(hive.size(), 1);
        QVERIFY(QRegularExpression(QStringLiteral("^LOCK-EXCLUSIVE-\\d{10}$")).match(hive.first()).hasMatch());
        NodeStat hiveStat;
        const QString hiveData = QString::fromUtf8(
            read(QStringLiteral("/hive_zookeeper_namespace/default/sales/") + hive.first(), &hiveStat));
        QCOMPARE(hiveStat.ephemeralOwner, 0);
        QVERIFY2(
            QRegularExpression(
                QStringLiteral("^hive_\\d{14}_[0-9a-f-]+:\\d{13}:EXPLICIT:LOCK TABLE sales EXCLUSIVE:10\\.0\\.0\\.7$"))
                .match(hiveData)
                .hasMatch(),
            qPrintable(hiveData));
        QVERIFY(
            waitUntil([&] { return children(QStringLiteral("/solr/overseer_elect/election")).size() == 3; }, 20000));
        QStringList election = children(QStringLiteral("/solr/overseer_elect/election"));
        for (const QString &name : std::as_const(election)) {
            const QRegularExpressionMatch m =
                QRegularExpression(QStringLiteral("^(-?\\d+)-10\\.0\\.0\\.[123]:8983_solr-n_\\d{10}$")).match(name);
            QVERIFY2(m.hasMatch(), qPrintable(name));
            NodeStat stat;
            read(QStringLiteral("/solr/overseer_elect/election/") + name, &stat);
            QCOMPARE(m.captured(1), QString::number(stat.ephemeralOwner)); // the session, as Java prints a long
        }
        QVERIFY(waitUntil(
            [&] {
                const QStringList now = children(QStringLiteral("/solr/overseer_elect/election"));
                if (now.isEmpty())
                    return false;
                const QString lowest =
                    *std::min_element(now.begin(), now.end(), [](const QString &a, const QString &b) {
                        return a.section(QStringLiteral("n_"), -1) < b.section(QStringLiteral("n_"), -1);
                    });
                return read(QStringLiteral("/solr/overseer_elect/leader"))
                    == QStringLiteral("{\"id\":\"%1\"}").arg(lowest).toUtf8();
            },
            20000));

        // Accumulo: the managers' service lock (two candidates, the lowest holds), the GC's, and
        // FATE's table locks, persistent by design, in the bytes Accumulo writes.
        const auto accumulo = std::find_if(scenario->clients.begin(), scenario->clients.end(),
                                           [](const DemoClientSpec &c) { return c.kind == SimKind::AccumuloManager; });
        QVERIFY(accumulo != scenario->clients.end());
        const QString instance = accumulo->lock;
        QVERIFY(QRegularExpression(u"^/accumulo/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"_s)
                    .match(instance)
                    .hasMatch());
        // zlock#<uuid>#<seq>, its data naming the same uuid: ServiceLock's node and ServiceLockData.
        const auto serviceLock = [&](const QString &folder, const QString &service, const QString &host) {
            struct Candidate {
                qint64 sequence;
                QString address;
            };
            std::vector<Candidate> found;
            for (const QString &name : children(folder)) {
                const QRegularExpressionMatch m =
                    QRegularExpression(u"^zlock#([0-9a-f-]{36})#(\\d{10})$"_s).match(name);
                if (!m.hasMatch()) {
                    qWarning("not a ServiceLock node: %s", qPrintable(name));
                    return std::vector<Candidate>{};
                }
                NodeStat stat;
                const QString data = QString::fromUtf8(read(folder + u'/' + name, &stat));
                const QRegularExpressionMatch d =
                    QRegularExpression(
                        u"^\\{\"descriptors\":\\[\\{\"uuid\":\"%1\",\"service\":\"%2\",\"address\":\"(%3[12]\\.example\\.com:\\d+)\","
                        u"\"group\":\"default\"\\}\\]\\}$"_s.arg(m.captured(1), service, host))
                        .match(data);
                if (stat.czxid == 0)
                    return std::vector<Candidate>{}; // gone between the listing and the read: a handover
                if (!d.hasMatch() || stat.ephemeralOwner == 0) {
                    qWarning("unexpected service lock %s: %s", qPrintable(name), qPrintable(data));
                    return std::vector<Candidate>{};
                }
                found.push_back({m.captured(2).toLongLong(), d.captured(1)});
            }
            std::sort(found.begin(), found.end(),
                      [](const Candidate &a, const Candidate &b) { return a.sequence < b.sequence; });
            return found;
        };
        QString firstManager;
        QVERIFY(waitUntil(
            [&] {
                const auto managers = serviceLock(instance + u"/managers/lock"_s, u"MANAGER"_s, u"manager"_s);
                if (managers.size() != 2 || managers[0].address == managers[1].address)
                    return false;
                firstManager = managers[0].address;
                return true;
            },
            20000));
        QVERIFY(waitUntil([&] { return serviceLock(instance + u"/gc/lock"_s, u"GC"_s, u"gc"_s).size() == 1; }, 20000));
        for (const QString &table : {u"2"_s, u"3"_s}) {
            const QString folder = instance + u"/table_locks/"_s + table;
            QVERIFY2(waitUntil([&] { return !children(folder).isEmpty(); }, 20000), qPrintable(folder));
            for (const QString &name : children(folder)) {
                QVERIFY2(QRegularExpression(u"^flock#\\d{10}$"_s).match(name).hasMatch(), qPrintable(name));
                NodeStat stat;
                const QString data = QString::fromUtf8(read(folder + u'/' + name, &stat));
                if (stat.czxid == 0)
                    continue; // finished between the listing and the read
                QCOMPARE(stat.ephemeralOwner, 0); // FATE's locks outlive the manager's session
                const QString types = table == u"3"_s ? u"WRITE"_s : u"READ|WRITE"_s;
                QVERIFY2(QRegularExpression(u"^(%1):[0-9a-f]{16}$"_s.arg(types)).match(data).hasMatch(),
                         qPrintable(data));
            }
        }
        // What the built-in file makes of them: the managers' election, its leader's address, and FATE's
        // read-write table locks whose persistent entries are by design.
        QVERIFY(waitUntil(
            [&] {
                const std::optional<LockQueue> q = lock(instance + u"/managers/lock"_s);
                const LockEntry *e = q ? holder(*q) : nullptr;
                return e && e->owner && q->system == u"accumulo"_s && q->role == u"manager"_s
                    && q->kind == LockKind::Election
                    && QRegularExpression(u"^manager[12]\\.example\\.com:9999$"_s).match(e->owner->text).hasMatch();
            },
            20000));
        QVERIFY(waitUntil(
            [&] {
                const std::optional<LockQueue> q = lock(instance + u"/table_locks/3"_s);
                const LockEntry *e = q ? holder(*q) : nullptr;
                return e && e->owner && q->system == u"accumulo"_s && q->kind == LockKind::ReadWrite
                    && e->owner->text.startsWith(u"FATE["_s);
            },
            20000));
        // The standby takes over when the manager steps down.
        QVERIFY(waitUntil(
            [&] {
                const auto managers = serviceLock(instance + u"/managers/lock"_s, u"MANAGER"_s, u"manager"_s);
                return !managers.empty() && managers[0].address != firstManager;
            },
            30000));
    }

    void simExitsCleanlyOnSigterm()
    {
        // A long session timeout: only a clean close can make the node go away quickly.
        QProcess sim;
        sim.start(kSimPath,
                  {QStringLiteral("--connect"), m_runner->connectString(), QStringLiteral("--kind"),
                   QStringLiteral("fair"), QStringLiteral("--lock"), m_base + QStringLiteral("/term"),
                   QStringLiteral("--hold"), QStringLiteral("60000"), QStringLiteral("--session-timeout"),
                   QStringLiteral("30000"), QStringLiteral("--id"), QStringLiteral("term-1")});
        QVERIFY(sim.waitForStarted(5000));
        QByteArray out;
        QVERIFY(waitUntil(
            [&] {
                out += sim.readAllStandardOutput();
                return out.contains(" acquired ");
            },
            10000));
        QVERIFY(QRegularExpression(QStringLiteral("^\\S+Z term-1 connected session 0x[0-9a-f]{16}$"),
                                   QRegularExpression::MultilineOption)
                    .match(QString::fromUtf8(out))
                    .hasMatch());
        Watcher w(m_runner->connectString(), {m_base + QStringLiteral("/term")});
        QVERIFY(w.synced());
        QCOMPARE(w.queue(m_base + QStringLiteral("/term"))->holders(), 1);

        ::kill(pid_t(sim.processId()), SIGTERM);
        QVERIFY(sim.waitForFinished(20000));
        QCOMPARE(sim.exitStatus(), QProcess::NormalExit);
        QCOMPARE(sim.exitCode(), 0);
        // Well under the 30 s session timeout: only the clean close can have removed it.
        QVERIFY(w.waitFor(
            m_base + QStringLiteral("/term"), [](const LockQueue &q) { return q.entries.empty(); }, 10000));
    }

    void simRejectsBadArgumentsAndAnUnreachableEnsemble()
    {
        QProcess bad;
        bad.start(kSimPath,
                  {QStringLiteral("--connect"), m_runner->connectString(), QStringLiteral("--kind"),
                   QStringLiteral("sloppy"), QStringLiteral("--lock"), QStringLiteral("/x")});
        QVERIFY(bad.waitForFinished(5000));
        QCOMPARE(bad.exitCode(), 2);
        QVERIFY(bad.readAllStandardError().contains("unknown --kind"));

        QProcess noSecond;
        noSecond.start(kSimPath,
                       {QStringLiteral("--connect"), m_runner->connectString(), QStringLiteral("--kind"),
                        QStringLiteral("deadlock"), QStringLiteral("--lock"), QStringLiteral("/x")});
        QVERIFY(noSecond.waitForFinished(5000));
        QCOMPARE(noSecond.exitCode(), 2);

        // A loopback port nobody listens on: a bounded wait, then a clear error.
        quint16 closedPort = 0;
        {
            QTcpServer picker;
            QVERIFY(picker.listen(QHostAddress::LocalHost, 0));
            closedPort = picker.serverPort();
        }
        QProcess unreachable;
        QElapsedTimer timer;
        timer.start();
        unreachable.start(kSimPath,
                          {QStringLiteral("--connect"), QStringLiteral("127.0.0.1:%1").arg(closedPort),
                           QStringLiteral("--kind"), QStringLiteral("fair"), QStringLiteral("--lock"),
                           QStringLiteral("/x"), QStringLiteral("--timeout"), QStringLiteral("1500")});
        QVERIFY(unreachable.waitForFinished(10000));
        QCOMPARE(unreachable.exitCode(), 1);
        QVERIFY2(timer.elapsed() < 8000, qPrintable(QString::number(timer.elapsed()))); // not the 10 s default
        QVERIFY(unreachable.readAllStandardError().contains("cannot reach ZooKeeper"));
    }

    void cliDemoPrintsItsEnsembleAndCleansUpOnSigterm()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LOCKSCOPE_SIM")); // found next to lockscope-cli
        env.insert(QStringLiteral("TMPDIR"), tmp.path());
        cli.setProcessEnvironment(env);
        cli.start(kCliPath, {QStringLiteral("demo"), QStringLiteral("--scenario"), QStringLiteral("contention")});
        QVERIFY(cli.waitForStarted(5000));

        QByteArray out;
        const auto lines = [&] {
            out += cli.readAllStandardOutput();
            return QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        };
        // contention: 5 fair, 3 readers, 2 writers (and more lines if one of them is started again).
        QVERIFY2(waitUntil([&] { return lines().filter(QStringLiteral(" started: ")).size() >= 10; }, 60000),
                 out.constData());
        const QStringList printed = lines();
        const QRegularExpressionMatch ensemble =
            QRegularExpression(QStringLiteral("^demo ensemble: 127\\.0\\.0\\.1:(\\d+)$")).match(printed.first());
        QVERIFY2(ensemble.hasMatch(), qPrintable(printed.first()));

        // Its ensemble serves, and its clients queue on /demo/orders.
        Watcher w(QStringLiteral("127.0.0.1:") + ensemble.captured(1), {QStringLiteral("/demo/orders")});
        QVERIFY(w.synced());
        // Its ten clients have only just started: under ThreadSanitizer, on a machine running at
        // half speed, CI once saw no waiter within 10 s. If it fails, what the clients said shows why.
        QVERIFY2(w.waitFor(
                     QStringLiteral("/demo/orders"), [](const LockQueue &q) { return q.waiters() >= 1; }, 30000),
                 qPrintable(lines().join(QLatin1Char('\n'))));
        w.monitor.reset();
        w.session.reset();

        // Ten clients and java. A client that exited is started again after a short delay: wait
        // through such a gap rather than count in the middle of it.
        QList<qint64> children;
        QVERIFY2(waitUntil(
                     [&] {
                         children = descendants(cli.processId());
                         return children.size() >= 11;
                     },
                     15000),
                 qPrintable(QString::number(children.size()) + QLatin1Char('\n') + QString::fromUtf8(out)));
        ::kill(pid_t(cli.processId()), SIGTERM);
        QVERIFY(cli.waitForFinished(20000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 0);
        for (qint64 pid : children)
            QVERIFY2(!processExists(pid), qPrintable(QString::number(pid)));
        QVERIFY2(QDir(tmp.path()).isEmpty(),
                 qPrintable(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(u' ')));
    }

    void cliDemoRejectsAnUnknownScenario()
    {
        QProcess cli;
        cli.start(kCliPath, {QStringLiteral("demo"), QStringLiteral("--scenario"), QStringLiteral("nope")});
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("unknown scenario"));
    }
};

LOCKSCOPE_TEST(TestDemo)

} // namespace tst_demo

#include "tst_demo.moc"
