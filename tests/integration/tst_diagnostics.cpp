// SPDX-License-Identifier: Apache-2.0

// LockDiagnostics against a real ZooKeeper and real kazoo and Curator clients: deadlocks across
// locks, herds of exists() watchers, client addresses as the sockets really use them, waiters
// that will never wake, stale locks that appear and clear, and an ensemble that will not say.

#include "LockClientProcess.h"
#include "TestSession.h"
#include "TestZooKeeper.h"

#include "diagnostics/LockDiagnostics.h"
#include "monitor/LockMonitor.h"
#include "report/SnapshotJson.h"
#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <algorithm>

Q_DECLARE_METATYPE(lockscope::test::LockClientProcess::Kind)

namespace tst_diagnostics {

using namespace lockscope;
using namespace Qt::StringLiterals;
using lockscope::test::LockClientProcess;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;
using Kind = LockClientProcess::Kind;

namespace {

constexpr int kWaitMs = 15000;
// A client's first request: a Curator client loads and compiles Curator in a fresh JVM first.
constexpr int kFirstRequestMs = LockClientProcess::kFirstCuratorRequestMs;

// lockscope's side: its own session, a monitor on the roots and the diagnostics beside it.
struct Scope {
    std::unique_ptr<ZkSession> session;
    std::unique_ptr<LockMonitor> monitor;
    std::unique_ptr<LockDiagnostics> diagnostics;

    // Starts all three; the diagnostics have not had the ensemble's answers yet.
    bool start(const QString &connect, const QStringList &roots, const DiagnosticsSettings &settings,
               bool readOnce = false)
    {
        session = std::make_unique<ZkSession>(ZkSession::Options{connect, 4000, {}});
        monitor = std::make_unique<LockMonitor>(session.get());
        monitor->setReadOnce(readOnce);
        for (const QString &root : roots)
            monitor->addRoot(root);
        session->open();
        if (!waitUntil([this] { return monitor->isSynced(); }, kWaitMs))
            return false;
        diagnostics = std::make_unique<LockDiagnostics>(monitor.get(), session.get(), settings);
        return true;
    }
    bool startSettled(const QString &connect, const QStringList &roots, const DiagnosticsSettings &settings)
    {
        return start(connect, roots, settings) && waitUntil([this] { return diagnostics->isSettled(); }, kWaitMs);
    }
    QList<Finding> findingsOf(FindingKind kind) const
    {
        QList<Finding> found;
        for (const Finding &finding : diagnostics->findings()) {
            if (finding.kind == kind)
                found.append(finding);
        }
        return found;
    }
    bool waitForFindings(FindingKind kind, qsizetype count, int timeoutMs = kWaitMs) const
    {
        return waitUntil([&] { return findingsOf(kind).size() == count; }, timeoutMs);
    }
    std::optional<SessionInfo> sessionInfo(qint64 id) const
    {
        for (const SessionInfo &info : diagnostics->sessions()) {
            if (info.session == id)
                return info;
        }
        return std::nullopt;
    }
};

// Settings for a test: the server's own AdminServer, quick rounds.
DiagnosticsSettings quickSettings(const LocalZooKeeper &server)
{
    DiagnosticsSettings settings;
    settings.adminPort = server.adminPort();
    settings.refreshIntervalMs = 300;
    settings.requestTimeoutMs = 2000;
    settings.brokenWaitGraceMs = 500;
    return settings;
}

// A loopback port nothing listens on (the AdminServer that is not there).
quint16 closedPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    return probe.serverPort();
}

// "acquired PATH NODE" -> PATH/NODE
QString acquiredNode(const QString &line)
{
    const QStringList words = line.split(QLatin1Char(' '));
    return words.size() == 3 ? words[1] + QLatin1Char('/') + words[2] : QString();
}

// `holder` takes `lock`, then `waiter` queues behind it.
bool holdAndWait(LockClientProcess &holder, LockClientProcess &waiter, const QString &lock)
{
    return !holder.request(u"lock "_s + lock, u"acquired "_s + lock).isEmpty()
        && !waiter.request(u"lock "_s + lock, u"waiting "_s + lock).isEmpty();
}

QList<qint64> sortedIds(QList<qint64> ids)
{
    std::sort(ids.begin(), ids.end(), [](qint64 a, qint64 b) { return quint64(a) < quint64(b); });
    return ids;
}

} // namespace

class TestDiagnostics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void deadlockAcrossTwoLocks_data();
    void deadlockAcrossTwoLocks();
    void herdOfExistsWatchers_data();
    void herdOfExistsWatchers();
    void clientAddressIsTheSocketsAddress_data();
    void clientAddressIsTheSocketsAddress();
    void brokenWaitIsFlaggedAndACorrectWaitIsNot();
    void aWaiterTakingOverIsNoBrokenWait();
    void aSessionThatEndedIsNoDeadHolder();
    void longHeldAppearsAndClears();
    void persistentNodeAppearsAndClears();
    void withoutAdminServerOrFourLetterWords();
};

void TestDiagnostics::deadlockAcrossTwoLocks_data()
{
    // Clients of one recipe: recipes ignore each other's nodes, so only they can block each other.
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("take"); // the command that takes a lock
    QTest::addColumn<QString>("then"); // the command that then waits for the other's lock
    QTest::newRow("kazoo locks") << Kind::Kazoo << u"lock "_s << u"lock "_s;
    QTest::newRow("kazoo write, then read locks") << Kind::Kazoo << u"wlock "_s << u"rlock "_s;
    QTest::newRow("Curator mutexes") << Kind::Curator << u"mutex "_s << u"mutex "_s;
}

void TestDiagnostics::deadlockAcrossTwoLocks()
{
    QFETCH(Kind, kind);
    QFETCH(QString, take);
    QFETCH(QString, then);
    LOCKSCOPE_START_ZOOKEEPER(server);
    LOCKSCOPE_START_LOCK_CLIENT(first, kind, server->connectString());
    // Killed below, and its session must expire within kWaitMs: a short one.
    LOCKSCOPE_START_LOCK_CLIENT(other, kind, server->connectString(), LockClientProcess::kShortSessionTimeoutMs);

    const QString a = u"/dl/a"_s;
    const QString b = u"/dl/b"_s;
    QVERIFY2(!first->request(take + a, u"acquired "_s + a, kFirstRequestMs).isEmpty(),
             qPrintable(first->errorString()));
    QVERIFY2(!other->request(take + b, u"acquired "_s + b, kFirstRequestMs).isEmpty(),
             qPrintable(other->errorString()));
    QVERIFY2(!first->request(then + b, u"waiting "_s + b).isEmpty(), qPrintable(first->errorString()));
    QVERIFY2(!other->request(then + a, u"waiting "_s + a).isEmpty(), qPrintable(other->errorString()));

    Scope scope;
    QVERIFY(scope.startSettled(server->connectString(), {a, b}, quickSettings(*server)));
    QVERIFY(scope.waitForFindings(FindingKind::Deadlock, 1));
    const Finding deadlock = scope.findingsOf(FindingKind::Deadlock).first();
    QCOMPARE(deadlock.severity, Severity::Critical);
    QCOMPARE(deadlock.sessions, sortedIds({first->sessionId(), other->sessionId()}));
    QCOMPARE(deadlock.locks, (QStringList{a, b}));
    QCOMPARE(deadlock.nodes.size(), 4); // each session's held node and its waiting node

    // One client dies: its session expires, its nodes go, the cycle is broken.
    QSignalSpy changes(scope.diagnostics.get(), &LockDiagnostics::findingsChanged);
    other->kill();
    QVERIFY(scope.waitForFindings(FindingKind::Deadlock, 0));
    const auto cleared = [&] {
        for (const QList<QVariant> &signal : std::as_const(changes)) {
            for (const Finding &f : signal.at(0).value<FindingChanges>().cleared) {
                if (f.kind == FindingKind::Deadlock)
                    return true;
            }
        }
        return false;
    };
    QVERIFY(cleared());
}

void TestDiagnostics::herdOfExistsWatchers_data()
{
    QTest::addColumn<int>("watchers");
    QTest::newRow("three") << 3;
    QTest::newRow("five") << 5;
}

void TestDiagnostics::herdOfExistsWatchers()
{
    QFETCH(int, watchers);
    LOCKSCOPE_START_ZOOKEEPER(server);
    LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, server->connectString());
    const QString lock = u"/herd/L"_s;
    const QString node = acquiredNode(holder->request(u"lock "_s + lock, u"acquired "_s + lock));
    QVERIFY2(!node.isEmpty(), qPrintable(holder->errorString()));

    std::vector<std::unique_ptr<LockClientProcess>> herd;
    QList<qint64> herdSessions;
    for (int i = 0; i < watchers; ++i) {
        LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Kazoo, server->connectString());
        QVERIFY2(!waiter->request(u"exists-watch "_s + node, u"waiting "_s + node).isEmpty(),
                 qPrintable(waiter->errorString()));
        herdSessions.append(waiter->sessionId());
        herd.push_back(std::move(waiter));
    }

    Scope scope;
    QVERIFY(scope.startSettled(server->connectString(), {lock}, quickSettings(*server)));
    QVERIFY(scope.waitForFindings(FindingKind::Herd, 1));
    const Finding finding = scope.findingsOf(FindingKind::Herd).first();
    QCOMPARE(finding.watchers, watchers);
    QCOMPARE(finding.sessions, sortedIds(herdSessions)); // neither the holder nor lockscope
    QCOMPARE(finding.nodes.paths(), QStringList{node});
    QCOMPARE(finding.locks, QStringList{lock});
    // The herd's sessions are listed with what they watch.
    const std::optional<SessionInfo> one = scope.sessionInfo(herdSessions.first());
    QVERIFY(one);
    QCOMPARE(one->watches, std::optional<QStringList>(QStringList{node}));
    QVERIFY(!one->client.isEmpty());
}

void TestDiagnostics::clientAddressIsTheSocketsAddress_data()
{
    // Each way alone: the other one is switched off on the server.
    QTest::addColumn<bool>("adminServer");
    QTest::newRow("AdminServer only") << true;
    QTest::newRow("four-letter words only") << false;
}

void TestDiagnostics::clientAddressIsTheSocketsAddress()
{
    QFETCH(bool, adminServer);
    LocalZooKeeper::Options options;
    options.adminServer = adminServer;
    if (adminServer)
        options.fourLetterWords = {};
    LOCKSCOPE_START_ZOOKEEPER(server, options);
    LOCKSCOPE_START_LOCK_CLIENT(client, Kind::Kazoo, server->connectString());
    const QString lock = u"/addr/L"_s;
    QVERIFY2(!client->request(u"lock "_s + lock, u"acquired "_s + lock).isEmpty(), qPrintable(client->errorString()));
    const QString address = client->request(u"address"_s, u"address"_s).section(QLatin1Char(' '), 1);
    QVERIFY2(address.startsWith(u"127.0.0.1:"_s), qPrintable(client->errorString()));

    DiagnosticsSettings settings = quickSettings(*server);
    if (!adminServer)
        settings.adminPort = closedPort();
    Scope scope;
    QVERIFY(scope.startSettled(server->connectString(), {lock}, settings));
    const std::optional<SessionInfo> info = scope.sessionInfo(client->sessionId());
    QVERIFY(info);
    QCOMPARE(info->client, address);
    QCOMPARE(info->server, server->connectString());
    QCOMPARE(info->holding.size(), 1);
    QCOMPARE(info->watches, std::optional<QStringList>(QStringList{})); // watch lists came too
    QVERIFY(scope.diagnostics->errors().isEmpty());
    // lockscope's own session id (above 2^53) is read exactly from the server's answer.
    QVERIFY(quint64(scope.session->sessionId()) > (quint64(1) << 53));
    QVERIFY(scope.diagnostics->ensemble()->endpoints.contains(scope.session->sessionId()));
}

void TestDiagnostics::brokenWaitIsFlaggedAndACorrectWaitIsNot()
{
    LOCKSCOPE_START_ZOOKEEPER(server);
    LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, server->connectString());
    LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Kazoo, server->connectString());
    const QString lock = u"/bw/L"_s;
    QVERIFY2(holdAndWait(*holder, *waiter, lock), qPrintable(holder->errorString() + waiter->errorString()));
    // A client that queued a kazoo-shaped node and then watches nothing: it will never wake.
    TestSession broken(server->connectString(), {}, kWaitMs);
    const QString brokenNode =
        broken.lockNode(lock + u"/0123456789abcdef0123456789abcdef__lock__"_s, CreateMode::EphemeralSequential);
    QVERIFY(!brokenNode.isEmpty());

    Scope scope;
    QVERIFY(scope.startSettled(server->connectString(), {lock}, quickSettings(*server)));
    QVERIFY(scope.waitForFindings(FindingKind::BrokenWait, 1));
    const Finding finding = scope.findingsOf(FindingKind::BrokenWait).first();
    QCOMPARE(finding.sessions, QList<qint64>{broken.session.sessionId()});
    QCOMPARE(finding.nodes.paths(), QStringList{brokenNode});
    QVERIFY2(finding.detail.contains(u"watches nothing"_s), qPrintable(finding.detail));
    // The kazoo waiter watches the node it waits for.
    const std::optional<SessionInfo> correct = scope.sessionInfo(waiter->sessionId());
    QVERIFY(correct && correct->watches && correct->watches->size() == 1);
    QCOMPARE(correct->waiting.size(), 1);

    // The broken client gives up: the finding clears.
    QCOMPARE(broken.remove(brokenNode), ZkError::Ok);
    QVERIFY(scope.waitForFindings(FindingKind::BrokenWait, 0));
}

// A snapshot's tree is read once; its watch lists come later. The holder lets go after the read:
// the waiter's watch fired and it holds now, watching nothing, while the tree still shows it
// waiting behind the holder. A read after the rounds sees the holder gone: no broken wait.
void TestDiagnostics::aWaiterTakingOverIsNoBrokenWait()
{
    LOCKSCOPE_START_ZOOKEEPER(server);
    LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, server->connectString());
    LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Kazoo, server->connectString());
    const QString lock = u"/bw/T"_s;
    QVERIFY2(holdAndWait(*holder, *waiter, lock), qPrintable(holder->errorString() + waiter->errorString()));

    Scope scope;
    QVERIFY(scope.start(server->connectString(), {lock}, quickSettings(*server), true));
    QVERIFY(!holder->request(u"release "_s + lock, u"released"_s).isEmpty());
    QVERIFY2(!waiter->waitForLine(u"acquired "_s + lock).isEmpty(), qPrintable(waiter->errorString()));
    const std::vector<LockQueue> read = scope.monitor->locks();
    QCOMPARE(read.size(), size_t(1));
    QCOMPARE(read.front().entries.size(), size_t(2)); // the tree read before the release

    // Past the grace and the confirmation, several rounds that find the waiter watching nothing.
    const int rounds = scope.diagnostics->roundsCompleted();
    QVERIFY(waitUntil([&] { return scope.diagnostics->roundsCompleted() >= rounds + 6; }, kWaitMs));
    QVERIFY(waitUntil([&] { return scope.diagnostics->isSettled() && !scope.diagnostics->isJudging(); }, kWaitMs));
    const std::optional<EnsembleView> view = scope.diagnostics->ensemble();
    QVERIFY(view && view->watchesKnownFor(waiter->sessionId()));
    QCOMPARE(view->watchesOf(waiter->sessionId()), QStringList{});
    QCOMPARE(scope.findingsOf(FindingKind::BrokenWait).size(), 0);
}

// The same for a session: the holder dies after the read and its session expires. Every round
// then finds it served by no member while the tree still shows its node; a read after them finds
// the node gone with the session: no dead holder, and no delete offered for a node that is gone.
void TestDiagnostics::aSessionThatEndedIsNoDeadHolder()
{
    LOCKSCOPE_START_ZOOKEEPER(server);
    LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, server->connectString(),
                                LockClientProcess::kShortSessionTimeoutMs);
    LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Kazoo, server->connectString());
    const QString lock = u"/dh/T"_s;
    QVERIFY2(holdAndWait(*holder, *waiter, lock), qPrintable(holder->errorString() + waiter->errorString()));
    const qint64 dead = holder->sessionId();

    DiagnosticsSettings settings = quickSettings(*server);
    settings.deadHolderGraceMs = 500;
    Scope scope;
    QVERIFY(scope.start(server->connectString(), {lock}, settings, true));
    holder->kill();
    QVERIFY2(!waiter->waitForLine(u"acquired "_s + lock, kWaitMs).isEmpty(), qPrintable(waiter->errorString()));

    const int rounds = scope.diagnostics->roundsCompleted();
    QVERIFY(waitUntil([&] { return scope.diagnostics->roundsCompleted() >= rounds + 6; }, kWaitMs));
    QVERIFY(waitUntil([&] { return scope.diagnostics->isSettled() && !scope.diagnostics->isJudging(); }, kWaitMs));
    QCOMPARE(scope.diagnostics->ensemble()->isConnected(dead), std::optional<bool>(false));
    QCOMPARE(scope.monitor->locks().front().entries.front().node->stat.ephemeralOwner, dead); // as read
    QCOMPARE(scope.findingsOf(FindingKind::DeadHolder).size(), 0);
    QCOMPARE(scope.findingsOf(FindingKind::BrokenWait).size(), 0);
}

void TestDiagnostics::longHeldAppearsAndClears()
{
    LOCKSCOPE_START_ZOOKEEPER(server);
    LOCKSCOPE_START_LOCK_CLIENT(client, Kind::Kazoo, server->connectString());
    const QString strict = u"/lh/strict"_s;
    const QString lenient = u"/lh/lenient"_s;
    QVERIFY2(!client->request(u"lock "_s + lenient, u"acquired "_s + lenient).isEmpty(),
             qPrintable(client->errorString()));
    QVERIFY(!client->request(u"lock "_s + strict, u"acquired "_s + strict).isEmpty());

    DiagnosticsSettings settings = quickSettings(*server);
    settings.longHeldMsByLock = {{strict, 800}}; // the default, 5 min, for the other one
    Scope scope;
    QVERIFY(scope.startSettled(server->connectString(), {strict, lenient}, settings));
    QVERIFY(scope.waitForFindings(FindingKind::LongHeld, 1));
    const Finding finding = scope.findingsOf(FindingKind::LongHeld).first();
    QCOMPARE(finding.locks, QStringList{strict});
    QCOMPARE(finding.sessions, QList<qint64>{client->sessionId()});
    QVERIFY(finding.durationMs >= 800);

    QVERIFY(!client->request(u"release "_s + strict, u"released "_s + strict).isEmpty());
    QVERIFY(scope.waitForFindings(FindingKind::LongHeld, 0));
    QTest::qWait(1000); // the lenient lock stays within its limit
    QVERIFY(scope.findingsOf(FindingKind::LongHeld).isEmpty());
}

void TestDiagnostics::persistentNodeAppearsAndClears()
{
    LOCKSCOPE_START_ZOOKEEPER(server);
    const QString lock = u"/pn/L"_s;
    auto creator = std::make_unique<TestSession>(server->connectString(), QList<QByteArray>{}, kWaitMs);
    QCOMPARE(creator->create(u"/pn"_s), ZkError::Ok);
    QCOMPARE(creator->create(lock), ZkError::Ok);
    // ZooKeeper's C recipe names its nodes after the session, which makes the creator known.
    const QString node =
        creator->lockNode(lock + u"/x-"_s + formatSessionId(creator->session.sessionId()).mid(2) + u"-"_s,
                          CreateMode::PersistentSequential);
    QVERIFY(!node.isEmpty());
    const qint64 creatorSession = creator->session.sessionId();

    Scope scope;
    QVERIFY(scope.startSettled(server->connectString(), {lock}, quickSettings(*server)));
    QVERIFY(scope.waitForFindings(FindingKind::PersistentNode, 1));
    Finding finding = scope.findingsOf(FindingKind::PersistentNode).first();
    QCOMPARE(finding.nodes.paths(), QStringList{node});
    QCOMPARE(finding.sessions, QList<qint64>{creatorSession});
    QCOMPARE(finding.severity, Severity::Info); // its creator is still there

    creator.reset(); // the creator's session ends; its persistent node stays
    QVERIFY(waitUntil(
        [&] {
            const QList<Finding> found = scope.findingsOf(FindingKind::PersistentNode);
            return found.size() == 1 && found.first().severity == Severity::Warning;
        },
        kWaitMs));
    finding = scope.findingsOf(FindingKind::PersistentNode).first();
    QVERIFY2(finding.detail.contains(u"is gone"_s), qPrintable(finding.detail));

    TestSession cleaner(server->connectString(), {}, kWaitMs);
    QCOMPARE(cleaner.remove(node), ZkError::Ok);
    QVERIFY(scope.waitForFindings(FindingKind::PersistentNode, 0));
}

void TestDiagnostics::withoutAdminServerOrFourLetterWords()
{
    LocalZooKeeper::Options options;
    options.adminServer = false;
    options.fourLetterWords = {};
    LOCKSCOPE_START_ZOOKEEPER(server, options);
    LOCKSCOPE_START_LOCK_CLIENT(first, Kind::Kazoo, server->connectString());
    LOCKSCOPE_START_LOCK_CLIENT(second, Kind::Kazoo, server->connectString());
    LOCKSCOPE_START_LOCK_CLIENT(watcherOne, Kind::Kazoo, server->connectString());
    LOCKSCOPE_START_LOCK_CLIENT(watcherTwo, Kind::Kazoo, server->connectString());
    const QString a = u"/off/a"_s;
    const QString b = u"/off/b"_s;
    const QString held = acquiredNode(first->request(u"lock "_s + a, u"acquired "_s + a));
    QVERIFY2(!held.isEmpty(), qPrintable(first->errorString()));
    QVERIFY(!second->request(u"lock "_s + b, u"acquired "_s + b).isEmpty());
    QVERIFY(!first->request(u"lock "_s + b, u"waiting "_s + b).isEmpty());
    QVERIFY(!second->request(u"lock "_s + a, u"waiting "_s + a).isEmpty());
    // A herd that would be flagged if the servers told their watches.
    QVERIFY(!watcherOne->request(u"exists-watch "_s + held, u"waiting "_s + held).isEmpty());
    QVERIFY(!watcherTwo->request(u"exists-watch "_s + held, u"waiting "_s + held).isEmpty());

    DiagnosticsSettings settings = quickSettings(*server);
    settings.adminPort = closedPort();
    settings.refreshIntervalMs = 200;
    settings.herdThreshold = 2;
    Scope scope;
    QVERIFY(scope.start(server->connectString(), {a, b}, settings));
    QSignalSpy errorsChanged(scope.diagnostics.get(), &LockDiagnostics::errorsChanged);
    QVERIFY(waitUntil([&] { return scope.diagnostics->isSettled(); }, kWaitMs));
    QVERIFY(scope.waitForFindings(FindingKind::Deadlock, 1));
    QTest::qWait(1500); // several more rounds of asking

    // Each cause once, for the one member, whatever the number of rounds: client addresses, for
    // both sessions, and watch lists, for none in particular.
    const QList<DiagnosticsError> errors = scope.diagnostics->errors();
    QCOMPARE(errors.size(), 2);
    QCOMPARE(errors.first().source, server->connectString());
    QVERIFY2(errors.first().error.contains(u"AdminServer"_s) && errors.first().error.contains(u"not allowed"_s),
             qPrintable(errors.first().error));
    QCOMPARE(errors.first().sessions.size(), 2);
    QCOMPARE(errors.last().source, server->connectString());
    QVERIFY2(errors.last().error.startsWith(u"watch lists unknown: herds and broken waits not judged"_s),
             qPrintable(errors.last().error));
    QVERIFY(errors.last().sessions.isEmpty());
    QCOMPARE(errorsChanged.count(), 1);
    QVERIFY(scope.findingsOf(FindingKind::Herd).isEmpty());
    QVERIFY(scope.findingsOf(FindingKind::BrokenWait).isEmpty());
    QCOMPARE(scope.findingsOf(FindingKind::Deadlock).first().sessions,
             sortedIds({first->sessionId(), second->sessionId()}));

    // The snapshot document says so: client null, the reason in errors.
    const SnapshotInput input{server->connectString(), QDateTime::currentDateTimeUtc(), scope.monitor->lockView(),
                              scope.monitor->errors(), scope.diagnostics->report()};
    const QJsonObject document = snapshotToJson(input);
    const QJsonArray sessions = document.value(u"sessions"_s).toArray();
    QCOMPARE(sessions.size(), 2);
    QVERIFY(sessions.first().toObject().value(u"client"_s).isNull());
    QVERIFY(sessions.first().toObject().value(u"watches"_s).isNull());
    const QJsonArray documentErrors = document.value(u"errors"_s).toArray();
    QCOMPARE(documentErrors.size(), 2);
    QCOMPARE(documentErrors.first().toObject().value(u"path"_s).toString(), server->connectString());
    QCOMPARE(document.value(u"findings"_s).toArray().first().toObject().value(u"kind"_s).toString(), u"deadlock"_s);
}

LOCKSCOPE_TEST(TestDiagnostics)

} // namespace tst_diagnostics

#include "tst_diagnostics.moc"
