// SPDX-License-Identifier: Apache-2.0

// A real 3-member ensemble losing members while real kazoo clients keep handing locks over:
// the leader killed and restarted, the member lockscope talks to killed, a majority stopped (the
// members that answer say there is no quorum), lockscope cut off from its member while the
// members still reach each other (a network namespace of the test's own, where the machine allows
// one), and lockscope's own session expiring while it is stopped. Each ends with lockscope's view
// equal to the truth read directly from the ensemble, and no lock shown released that was only
// out of sight.
#include "EnsembleTruth.h"
#include "LockClientProcess.h"
#include "ServeProcess.h"
#include "TestNetwork.h"
#include "TestZooKeeper.h"

#include "diagnostics/QuorumCheck.h"
#include "report/ConnectionSummary.h"
#include "monitor/LockMonitor.h"
#include "server/LocalEnsemble.h"
#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QJsonDocument>
#include <QTest>

#include <csignal>

namespace tst_ensemble {

using namespace lockscope;
using namespace lockscope::test;
using Kind = LockClientProcess::Kind;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);
constexpr int kMonitorSessionMs = 8000;
constexpr int kSettleMs = 45000; // a member restarting and the view catching up, loaded

} // namespace

class TestEnsemble : public QObject {
    Q_OBJECT

    std::unique_ptr<TestNetwork> m_network; // lockscope's session opens inside it, when there is one
    QString m_noNetworkReason;
    std::unique_ptr<LocalEnsemble> m_ensemble;
    std::unique_ptr<ZkSession> m_session;
    std::unique_ptr<LockMonitor> m_monitor;
    std::vector<std::unique_ptr<LockClientProcess>> m_clients;
    QList<QPair<LockClientProcess *, QString>> m_churners; // who hands which lock over
    QList<LockEvent> m_events;
    // Each scenario's own locks: one held by a client and waited for by two all along, and two
    // handed over and over.
    QString m_held;
    QStringList m_churned;
    QStringList m_stable; // the nodes of m_held's holder and waiters: never released meanwhile

    LockClientProcess *client()
    {
        auto started = startLockClient(Kind::Kazoo, m_ensemble->connectString());
        if (!started)
            return nullptr;
        m_clients.push_back(std::move(started));
        return m_clients.back().get();
    }

    // m_held taken by one client and waited for by two; every m_churned lock handed over and over.
    bool startClients()
    {
        for (int i = 0; i < 3; ++i) {
            LockClientProcess *c = client();
            if (!c)
                return false;
            const QString line = c->request(QStringLiteral("lock ") + m_held,
                                            i == 0 ? QStringLiteral("acquired") : QStringLiteral("waiting"));
            if (line.isEmpty())
                return false;
            m_stable << m_held + QLatin1Char('/') + line.section(QLatin1Char(' '), 2, 2);
        }
        for (const QString &path : m_churned) {
            for (int i = 0; i < 2; ++i) {
                LockClientProcess *c = client();
                if (!c)
                    return false;
                c->send(QStringLiteral("churn %1 20").arg(path));
                m_churners.append({c, path});
            }
        }
        return true;
    }

    // Ends the churn; every churning client reports how often it got its lock.
    int stopChurn()
    {
        int acquisitions = 0;
        for (const auto &[c, path] : std::as_const(m_churners)) {
            const QString line =
                c->request(QStringLiteral("unchurn ") + path, QStringLiteral("churned ") + path, 40000);
            acquisitions += line.section(QLatin1Char(' '), 2, 2).toInt();
        }
        m_churners.clear();
        return acquisitions;
    }

    bool watch()
    {
        m_session = std::make_unique<ZkSession>(ZkSession::Options{m_ensemble->connectString(), kMonitorSessionMs});
        m_monitor = std::make_unique<LockMonitor>(m_session.get());
        m_monitor->addDiscovery(QStringLiteral("/ens"));
        connect(m_monitor.get(), &LockMonitor::eventsOccurred, this,
                [this](const QList<LockEvent> &events) { m_events += events; });
        // The client's threads start in the namespace and stay there; this thread goes back.
        if (m_network && !m_network->enter())
            return false;
        m_session->open();
        if (m_network && !m_network->leave())
            return false;
        return waitUntil([this] { return m_monitor->isSynced(); }, 20000);
    }

    // The member the monitor's session is connected to, -1 when none.
    int connectedMember() const { return m_ensemble->memberAt(m_session->server()); }

    // The monitor's picture of every lock under /ens equals the ensemble's, read afresh.
    void verifyViewEqualsTruth(const char *when)
    {
        EnsembleTruth truth(m_ensemble->connectString());
        QString difference;
        const bool equal = waitUntil(
            [&] {
                if (!m_monitor->isSynced())
                    return false;
                const auto read = truth.read(QStringList{m_held} + m_churned);
                if (!read)
                    return false;
                difference = compareWithView(*read, *m_monitor);
                return difference.isEmpty();
            },
            kSettleMs);
        QVERIFY2(equal, qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(when), difference)));
    }

    void verifyNothingStableWasReleased()
    {
        for (const LockEvent &e : std::as_const(m_events)) {
            const bool ended = e.type == LockEventType::Released || e.type == LockEventType::Abandoned;
            QVERIFY2(!(ended && m_stable.contains(e.node)),
                     qPrintable(QStringLiteral("%1 shown %2 while it was only out of sight")
                                    .arg(e.node, lockEventTypeName(e.type))));
        }
    }

    void finish(const char *scenario)
    {
        QVERIFY2(stopChurn() > 0, "the churning clients never got their locks");
        verifyViewEqualsTruth(scenario);
        verifyNothingStableWasReleased();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString whyNot;
        if (!LocalZooKeeper::isAvailable(&whyNot))
            QSKIP(qPrintable(whyNot));
        LocalZooKeeper::Options options;
        // A member cut off from its quorum goes on serving reads (to clients that accept that).
        options.jvmArguments << QStringLiteral("-Dreadonlymode.enabled=true");
        options.fourLetterWords << QStringLiteral("isro");
        options.jvmArguments
            << QStringLiteral("-Dorg.slf4j.simpleLogger.log.org.apache.zookeeper.server.ZooKeeperServer=info")
            << QStringLiteral(
                   "-Dorg.slf4j.simpleLogger.log.org.apache.zookeeper.server.NIOServerCnxn=info"); // how a read-only client finds a member that writes
        m_network = TestNetwork::create(3, &m_noNetworkReason);
        m_ensemble =
            std::make_unique<LocalEnsemble>(3, options, m_network ? m_network->hostAddresses() : QStringList());
        QVERIFY2(m_ensemble->start(90000), qPrintable(m_ensemble->errorString()));
    }

    void init()
    {
        const QString root = QStringLiteral("/ens/") + QLatin1String(QTest::currentTestFunction());
        m_held = root + QStringLiteral("/held");
        m_churned = QStringList{root + QStringLiteral("/c0"), root + QStringLiteral("/c1")};
        for (int i = 0; i < m_ensemble->size(); ++i)
            QVERIFY2(m_ensemble->member(i)->isRunning() || m_ensemble->member(i)->restart(60000),
                     qPrintable(m_ensemble->member(i)->errorString()));
        QVERIFY(m_ensemble->leaderIndex(30000) >= 0);
        QVERIFY(watch());
        QVERIFY(startClients());
        QVERIFY(waitUntil([this] {
            const LockQueue *q = m_monitor->lock(m_held);
            return q && q->waiters() == 2;
        }));
    }

    void cleanup()
    {
        m_churners.clear();
        for (const auto &c : m_clients)
            c->quit(); // their sessions end now, not at their timeout
        m_clients.clear();
        m_monitor.reset();
        m_session.reset();
        m_events.clear();
        m_stable.clear();
    }

    void killedLeaderIsReplaced()
    {
        const int leader = m_ensemble->leaderIndex();
        QVERIFY(leader >= 0);
        m_ensemble->member(leader)->kill();
        QVERIFY(waitUntil(
            [&] {
                const int now = m_ensemble->leaderIndex(1000);
                return now >= 0 && now != leader;
            },
            30000));
        QTest::qWait(2000); // hand-offs under the new leader
        QVERIFY2(m_ensemble->member(leader)->restart(60000), qPrintable(m_ensemble->member(leader)->errorString()));
        finish("leader killed and restarted");
    }

    void connectedMemberKilled()
    {
        const int member = connectedMember();
        QVERIFY2(member >= 0, qPrintable(m_session->server()));
        bool sawOutOfSight = false;
        connect(m_session.get(), &ZkSession::stateChanged, this,
                [&] { sawOutOfSight |= !m_monitor->outOfSightSince().isNull(); });
        m_ensemble->member(member)->kill();
        QVERIFY(waitUntil(
            [&] { return m_session->isConnected() && connectedMember() != member && connectedMember() >= 0; }, 30000));
        QVERIFY2(sawOutOfSight, "the view was not marked out of sight while the member was lost");
        QVERIFY(waitUntil([&] { return m_monitor->isSynced() && m_monitor->outOfSightSince().isNull(); }, 30000));
        QVERIFY2(m_ensemble->member(member)->restart(60000), qPrintable(m_ensemble->member(member)->errorString()));
        finish("connected member killed");
    }

    void majorityLostThenBack()
    {
        // The two members lockscope is not connected to go: its own loses its quorum.
        const int kept = connectedMember();
        QVERIFY(kept >= 0);
        QuorumCheck quorum(m_session.get(), 2000);
        QList<int> stopped;
        for (int i = 0; i < m_ensemble->size(); ++i) {
            if (i != kept) {
                m_ensemble->member(i)->stop();
                stopped << i;
            }
        }
        // ZooKeeper will not move an established session onto a read-only member: the view
        // stays as it was, out of sight, and the members say why.
        QVERIFY2(waitUntil([&] { return quorum.status().lost() && quorum.status().readOnly == 1; }, 40000),
                 qPrintable(QStringLiteral("%1 of %2 members answer, %3 writable, %4 read-only; session %5")
                                .arg(quorum.status().answering)
                                .arg(quorum.status().members)
                                .arg(quorum.status().writable)
                                .arg(quorum.status().readOnly)
                                .arg(connectionStateName(m_session->state()))));
        QVERIFY(!m_session->isConnected());
        QVERIFY(!m_monitor->outOfSightSince().isNull());
        QCOMPARE(connectionSummary(*m_session, *m_monitor, &quorum.status()).section(QLatin1Char(';'), 0, 0),
                 QStringLiteral("no quorum: 1 of 3 members answers, none serves writes (1 serves reads only)"));
        const LockQueue *held = m_monitor->lock(m_held);
        QVERIFY2(held && held->holders() == 1 && held->waiters() == 2, "the held lock is not shown as it stood");

        for (int i : std::as_const(stopped))
            m_ensemble->member(i)->launch();
        for (int i : std::as_const(stopped))
            QVERIFY2(m_ensemble->member(i)->waitUntilServing(60000), qPrintable(m_ensemble->member(i)->errorString()));
        QVERIFY2(waitUntil([&] { return m_session->isConnected() && m_monitor->isSynced(); }, 60000),
                 "lockscope does not come back with the quorum");
        QVERIFY(!quorum.status().known);
        finish("majority stopped and back");
    }

    void partitionedFromItsMember()
    {
        if (!m_network)
            QSKIP(qPrintable(m_noNetworkReason));
        const int member = connectedMember();
        QVERIFY2(member >= 0, qPrintable(m_session->server()));
        const QString address = m_ensemble->member(member)->clientAddress();
        bool sawOutOfSight = false;
        connect(m_session.get(), &ZkSession::stateChanged, this,
                [&] { sawOutOfSight |= !m_monitor->outOfSightSince().isNull(); });
        QVERIFY(m_network->cutOff(address));
        // The member still serves the others; lockscope alone cannot reach it and moves on.
        const bool moved = waitUntil(
            [&] { return m_session->isConnected() && connectedMember() >= 0 && connectedMember() != member; }, 40000);
        QVERIFY(m_network->reconnect(address));
        QVERIFY2(moved, qPrintable(QStringLiteral("still on %1").arg(m_session->server())));
        QVERIFY2(sawOutOfSight, "the view was not marked out of sight while cut off");
        QVERIFY(m_ensemble->member(member)->isRunning());
        finish("partitioned from its member");
    }

    void ownSessionExpiresWhileStopped()
    {
        // serve: a monitor in its own process, so that stopping it stops its session's pings.
        ServeProcess serve(kCliPath);
        QVERIFY2(serve.start(m_ensemble->connectString(),
                             {QStringLiteral("--discover"), QStringLiteral("/ens"), QStringLiteral("--timeout"),
                              QStringLiteral("4000")}),
                 qPrintable(serve.output()));
        QVERIFY(waitUntil([&] { return serve.get(QStringLiteral("/healthz")).status == 200; }, 20000));
        const qint64 pid = serve.process().processId();
        ::kill(pid_t(pid), SIGSTOP);
        QTest::qWait(12000); // three times its session timeout: the ensemble ends the session
        ::kill(pid_t(pid), SIGCONT);
        QVERIFY(stopChurn() > 0);
        EnsembleTruth truth(m_ensemble->connectString());
        QString difference;
        const bool equal = waitUntil(
            [&] {
                const HttpReply reply = serve.get(QStringLiteral("/snapshot"));
                const auto read = truth.read(QStringList{m_held} + m_churned);
                if (reply.status != 200 || !read)
                    return false;
                difference = compareWithSnapshot(*read, QJsonDocument::fromJson(reply.body).object());
                return difference.isEmpty();
            },
            kSettleMs);
        QVERIFY2(equal, qPrintable(difference));
        QVERIFY2(serve.metric(QStringLiteral("lockscope_up")) == 1.0, qPrintable(serve.output()));
        // It said so in its log: the session expired and a new one read everything again.
        QVERIFY2(serve.output().contains(QStringLiteral("serve: expired: session expired, reconnecting; locks as of")),
                 qPrintable(serve.output()));
        QCOMPARE(serve.metric(QStringLiteral("lockscope_out_of_sight_seconds")), 0.0);
        verifyViewEqualsTruth("serve's session expired");
    }
};

LOCKSCOPE_TEST(TestEnsemble)

} // namespace tst_ensemble

#include "tst_ensemble.moc"
