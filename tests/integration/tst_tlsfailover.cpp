// SPDX-License-Identifier: Apache-2.0

// A TLS session goes on past a member that takes connections and never answers the handshake (a
// stopped JVM's port, whose kernel still accepts): the C client's handshake has no deadline of its
// own, and would hold the session there for ever while another member is up. Both when the session
// is opened and when it has lost its member.
#include "SilentPort.h"
#include "TcpRelay.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"
#include "server/TlsMaterial.h"
#include "zk/ZkSession.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <zookeeper/zookeeper.h>

namespace tst_tlsfailover {

using namespace lockscope;
using lockscope::test::waitUntil;

class TestTlsFailover : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::optional<TlsMaterial> m_tls;
    std::unique_ptr<LocalZooKeeper> m_server;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        m_tls = makeTlsMaterial(m_dir.path(), &error);
        QVERIFY2(m_tls, qPrintable(error));
        m_server = test::startZooKeeper(tlsServerOptions(*m_tls, false));
        QVERIFY(m_server);
        zoo_deterministic_conn_order(1); // members tried in the connect string's order
    }
    void cleanupTestCase() { zoo_deterministic_conn_order(0); }

    void leavesAMemberThatNeverAnswers()
    {
        // Opened, the session tries `first`; it lost its member, the C client goes on two members
        // at a time (its error handling and its next attempt each move on one), so to `last`.
        test::SilentPort first;
        test::SilentPort last;
        QVERIFY(first.listen() && last.listen());
        const quint16 tlsPort = m_server->secureConnectString().section(u':', -1).toUShort();
        test::TcpRelay member(tlsPort); // the member that answers, through a relay the test can cut
        QVERIFY(member.listen());
        constexpr int kSessionMs = 12000;
        ZkSession session([&] { // made in place: GCC's TSan build warns of a copied std::optional
            ZkSession::Options options(first.address() + u',' + member.address() + u',' + last.address(), kSessionMs);
            options.tls = TlsSettings{m_tls->caPem, m_tls->clientCert, m_tls->clientKey};
            return options;
        }());
        QList<bool> established; // newSession, each time
        connect(&session, &ZkSession::sessionEstablished, this, [&](bool newSession) { established << newSession; });
        const auto said = [&](const char *what, qint64 elapsed) {
            return QStringLiteral(
                       "%1 after %2 ms; connections: %3 to the member, %4 to the first silent one, %5 to the "
                       "last")
                .arg(QLatin1String(what))
                .arg(elapsed)
                .arg(member.connections())
                .arg(first.connections())
                .arg(last.connections());
        };
        const int limitMs = kSessionMs / 3; // the session timeout shared among the members
        const int withinMs = limitMs * 5 / 4 + 5000;

        QElapsedTimer clock;
        clock.start();
        QVERIFY(session.open());
        QVERIFY2(waitUntil([&] { return !established.isEmpty(); }, withinMs),
                 qPrintable(said("not connected", clock.elapsed())));
        QVERIFY2(clock.elapsed() >= limitMs - 500 && first.connections() >= 1 && member.connections() == 1,
                 qPrintable(said("connected", clock.elapsed())));
        const qint64 sessionId = session.sessionId();

        clock.restart();
        member.cutAll();
        QVERIFY2(waitUntil([&] { return established.size() == 2; }, withinMs),
                 qPrintable(said("not reconnected", clock.elapsed())));
        QVERIFY2(clock.elapsed() >= limitMs - 500 && last.connections() == 1 && member.connections() == 2,
                 qPrintable(said("reconnected", clock.elapsed())));
        QCOMPARE(established.last(), false); // the same session, back before it expired
        QCOMPARE(session.sessionId(), sessionId);
    }
};

LOCKSCOPE_TEST(TestTlsFailover)

} // namespace tst_tlsfailover

#include "tst_tlsfailover.moc"
