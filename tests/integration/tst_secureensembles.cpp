// SPDX-License-Identifier: Apache-2.0

// Secure ensembles end to end: Debian's ZooKeeper with a TLS secureClientPort (with and without
// client certificates), one requiring SASL DIGEST-MD5 and one requiring Kerberos (a real MIT KDC);
// lockscope-sim clients, lockscope-cli snapshot, watch and revoke over them, and every refusal
// as one line within --timeout.
#include "ProcessRun.h"
#include "SilentPort.h"
#include "TestKerberos.h"
#include "TestSecurity.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"
#include "zk/ZkSession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

#include <csignal>
#include <unistd.h>

namespace tst_secureensembles {

using namespace lockscope;
using lockscope::test::ProcessRun;
using lockscope::test::runProcess;
using lockscope::test::waitUntil;

namespace {

QSet<QString> threadIds()
{
    const QStringList tasks = QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    return {tasks.begin(), tasks.end()};
}

// Whether the thread has SIGPIPE blocked, from its SigBlk line (a hexadecimal mask, bit n-1 for signal n).
bool blocksSigpipe(const QString &threadId)
{
    QFile status(QStringLiteral("/proc/self/task/%1/status").arg(threadId));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("SigBlk:"))
            return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (SIGPIPE - 1)) & 1U;
    }
    return false;
}

} // namespace

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);
const QString kSimPath = QStringLiteral(LOCKSCOPE_SIM_PATH);

// A lock client whose stdout is kept, to wait for what it says it did.
class Sim {
public:
    Sim(const QStringList &arguments)
    {
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(kSimPath, arguments);
    }
    ~Sim()
    {
        if (m_process.state() != QProcess::NotRunning) {
            ::kill(pid_t(m_process.processId()), SIGTERM);
            if (!m_process.waitForFinished(10000))
                m_process.kill();
        }
    }
    // The first logged line containing `text` (after `after` lines), waiting up to timeoutMs.
    QString waitFor(const QString &text, int timeoutMs = 20000)
    {
        QString found;
        waitUntil(
            [&] {
                m_output += QString::fromUtf8(m_process.readAll());
                for (const QString &line : m_output.split(QLatin1Char('\n'))) {
                    if (line.contains(text)) {
                        found = line;
                        return true;
                    }
                }
                return false;
            },
            timeoutMs);
        return found;
    }
    QString output() const { return m_output; }

private:
    QProcess m_process;
    QString m_output;
};

QString lastWord(const QString &line)
{
    return line.section(QLatin1Char(' '), -1);
}

} // namespace

class TestSecureEnsembles : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::optional<TlsMaterial> m_tls;
    std::unique_ptr<LocalZooKeeper> m_tlsServer; // secureClientPort, no client certificates asked
    test::SilentPort m_silent;
    std::unique_ptr<LocalZooKeeper> m_mutualServer; // secureClientPort, client certificates required
    std::unique_ptr<LocalZooKeeper> m_saslServer; // SASL DIGEST-MD5 required
    std::unique_ptr<test::LocalKdc> m_kdc;
    std::unique_ptr<LocalZooKeeper> m_kerberosServer; // SASL GSSAPI required
    std::unique_ptr<LocalZooKeeper> m_httpsAdminServer; // secureClientPort, AdminServer over HTTPS only

    QString connectOf(const QString &server) const
    {
        if (server == QLatin1String("tls"))
            return m_tlsServer->secureConnectString();
        if (server == QLatin1String("mutual"))
            return m_mutualServer->secureConnectString();
        if (server == QLatin1String("sasl"))
            return m_saslServer->connectString();
        if (server.startsWith(QLatin1String("kerberos")))
            return m_kerberosServer->connectString();
        if (server == QLatin1String("silent"))
            return m_silent.address();
        if (server == QLatin1String("closed"))
            return QStringLiteral("127.0.0.1:1"); // nothing listens
        return m_tlsServer->connectString(); // its plain port
    }

    QStringList tlsArguments(const QString &ca, const QString &cert, const QString &key) const
    {
        return {QStringLiteral("--tls-ca"), ca, QStringLiteral("--tls-cert"), cert, QStringLiteral("--tls-key"), key};
    }
    QStringList clientTls() const { return tlsArguments(m_tls->caPem, m_tls->clientCert, m_tls->clientKey); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        m_tls = makeTlsMaterial(m_dir.path(), &error, TlsStrangers::Yes);
        QVERIFY2(m_tls, qPrintable(error));
        m_tlsServer = test::startZooKeeper(tlsServerOptions(*m_tls, false));
        QVERIFY(m_tlsServer);
        QVERIFY(m_silent.listen());
        m_mutualServer = test::startZooKeeper(tlsServerOptions(*m_tls, true));
        QVERIFY(m_mutualServer);
        // No four-letter word but `srvr`: client addresses can come from the AdminServer only.
        LocalZooKeeper::Options httpsAdmin = tlsServerOptions(*m_tls, false);
        httpsAdmin.adminServer = true;
        httpsAdmin.adminHttps = true;
        httpsAdmin.fourLetterWords = {QStringLiteral("srvr")};
        m_httpsAdminServer = test::startZooKeeper(httpsAdmin);
        QVERIFY(m_httpsAdminServer);
        m_saslServer = test::startZooKeeper(
            test::digestSaslServerOptions(m_dir.path(), QStringLiteral("ops"), QStringLiteral("s3cret")));
        QVERIFY(m_saslServer);

        // Kerberos: a realm with a user holding a ticket in the cache every child inherits.
        m_kdc = std::make_unique<test::LocalKdc>(m_dir.path());
        QVERIFY2(m_kdc->start(), qPrintable(m_kdc->errorString()));
        const QString keytab = m_dir.filePath(QStringLiteral("zookeeper.keytab"));
        const QString cache = m_dir.filePath(QStringLiteral("ops.ccache"));
        QVERIFY2(m_kdc->addUser(QStringLiteral("ops"), QStringLiteral("ops-password"))
                     && m_kdc->addService(QStringLiteral("zookeeper/127.0.0.1"), keytab)
                     && m_kdc->kinit(QStringLiteral("ops"), QStringLiteral("ops-password"), cache),
                 qPrintable(m_kdc->errorString()));
        const QProcessEnvironment kerberos = m_kdc->clientEnvironment(cache);
        for (const char *name : {"KRB5_CONFIG", "KRB5CCNAME"})
            qputenv(name, kerberos.value(QString::fromLatin1(name)).toLocal8Bit());
        m_kerberosServer = test::startZooKeeper(m_kdc->zooKeeperOptions(QStringLiteral("zookeeper/127.0.0.1"), keytab));
        QVERIFY(m_kerberosServer);
    }

    void snapshotWatchAndRevoke_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<QStringList>("security");
        QTest::newRow("tls") << QStringLiteral("tls") << clientTls();
        QTest::newRow("tls with client certificates") << QStringLiteral("mutual") << clientTls();
        QTest::newRow("sasl digest-md5") << QStringLiteral(
            "sasl") << QStringList{QStringLiteral("--sasl"), QStringLiteral("DIGEST-MD5:ops:s3cret")};
        QTest::newRow("kerberos") << QStringLiteral("kerberos")
                                  << QStringList{QStringLiteral("--sasl"), QStringLiteral("GSSAPI")};
    }
    void snapshotWatchAndRevoke()
    {
        QFETCH(QString, server);
        QFETCH(QStringList, security);
        const QString connect = connectOf(server);
        const QString lock = QStringLiteral("/secure/") + server;
        const QStringList common = QStringList{QStringLiteral("--connect"), connect} + security;

        Sim holder(common
                   + QStringList{QStringLiteral("--kind"), QStringLiteral("revocable"), QStringLiteral("--lock"), lock,
                                 QStringLiteral("--hold"), QStringLiteral("600000"), QStringLiteral("--id"),
                                 QStringLiteral("holder")});
        const QString held = lastWord(holder.waitFor(QStringLiteral("acquired ")));
        QVERIFY2(!held.isEmpty(), qPrintable(holder.output()));
        Sim waiter(common
                   + QStringList{QStringLiteral("--kind"), QStringLiteral("fair"), QStringLiteral("--lock"), lock,
                                 QStringLiteral("--hold"), QStringLiteral("600000"), QStringLiteral("--id"),
                                 QStringLiteral("waiter")});
        QVERIFY2(!waiter.waitFor(QStringLiteral("waiting for ")).isEmpty(), qPrintable(waiter.output()));

        const ProcessRun snapshot = runProcess(
            kCliPath,
            QStringList{QStringLiteral("snapshot"), QStringLiteral("--root"), lock, QStringLiteral("--json")} + common);
        QVERIFY2(snapshot.exitCode == 0, qPrintable(snapshot.err));
        const QJsonObject document = QJsonDocument::fromJson(snapshot.out.toUtf8()).object();
        const QJsonArray locks = document.value(QStringLiteral("locks")).toArray();
        QCOMPARE(locks.size(), 1);
        const QJsonArray entries = locks.first().toObject().value(QStringLiteral("entries")).toArray();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.first().toObject().value(QStringLiteral("path")).toString(), held);
        QCOMPARE(entries.first().toObject().value(QStringLiteral("state")).toString(), QStringLiteral("holding"));
        // Client addresses from the members' own answers: on a TLS port, four-letter words inside TLS.
        const QJsonArray sessions = document.value(QStringLiteral("sessions")).toArray();
        QCOMPARE(sessions.size(), 2);
        for (const QJsonValue &session : sessions) {
            QVERIFY2(session[QStringLiteral("client")].toString().startsWith(QStringLiteral("127.0.0.1:")),
                     qPrintable(snapshot.out));
        }

        QProcess watch;
        watch.start(kCliPath,
                    QStringList{QStringLiteral("watch"), QStringLiteral("--root"), lock, QStringLiteral("--json")}
                        + common);
        QList<QJsonObject> lines;
        auto seen = [&](const QString &event, const QString &node) {
            while (watch.canReadLine())
                lines.append(QJsonDocument::fromJson(watch.readLine()).object());
            return std::any_of(lines.begin(), lines.end(), [&](const QJsonObject &o) {
                return o.value(QStringLiteral("event")).toString() == event
                    && (node.isEmpty() || o.value(QStringLiteral("node")).toString() == node);
            });
        };
        QVERIFY2(waitUntil([&] { return seen(QStringLiteral("snapshot"), {}); }, 20000),
                 qPrintable(QString::fromUtf8(watch.readAllStandardError())));

        const ProcessRun revoke = runProcess(
            kCliPath,
            QStringList{QStringLiteral("revoke"), held, QStringLiteral("--wait"), QStringLiteral("15000")} + common);
        QVERIFY2(revoke.exitCode == 0, qPrintable(revoke.err + revoke.out));
        QVERIFY2(revoke.out.contains(QStringLiteral("released")), qPrintable(revoke.out));
        QVERIFY(!holder.waitFor(QStringLiteral("revoked ")).isEmpty());
        // The hand-off: the holder's node goes, the waiter's becomes the holder.
        const QString promoted = lastWord(waiter.waitFor(QStringLiteral("acquired ")));
        QVERIFY2(!promoted.isEmpty(), qPrintable(waiter.output()));
        QVERIFY(waitUntil(
            [&] { return seen(QStringLiteral("released"), held) && seen(QStringLiteral("acquired"), promoted); },
            20000));
        ::kill(pid_t(watch.processId()), SIGTERM);
        QVERIFY(watch.waitForFinished(10000));
        QCOMPARE(watch.exitCode(), 0);
    }

    void refusalsAreOneLineWithinTimeout_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<QStringList>("security");
        QTest::addColumn<QString>("message");
        QTest::newRow("untrusted server certificate")
            << QStringLiteral("tls") << tlsArguments(m_tls->otherCaPem, m_tls->clientCert, m_tls->clientKey)
            << QStringLiteral("server's TLS certificate is not trusted by --tls-ca");
        QTest::newRow("client certificate of another CA")
            << QStringLiteral("mutual") << tlsArguments(m_tls->caPem, m_tls->strangerCert, m_tls->strangerKey)
            << QStringLiteral("server refused this client's TLS certificate");
        // The C client's handshake waits for the server without a deadline, and closing the session
        // waited for it: the CLI said "cannot reach" and then hung.
        QTest::newRow("TLS port that never answers")
            << QStringLiteral("silent") << clientTls() << QStringLiteral("cannot reach ZooKeeper at 127.0.0.1:");
        // Its first tries are logged before the handle has a log callback (the TLS init takes none):
        // they went to stderr, beside the one line.
        QTest::newRow("TLS client, nothing listening")
            << QStringLiteral("closed") << clientTls() << QStringLiteral("cannot reach ZooKeeper at 127.0.0.1:1 ");
        QTest::newRow("plain client on a TLS port")
            << QStringLiteral("tls") << QStringList{} << QStringLiteral("the server speaks TLS on this port");
        QTest::newRow("TLS client on a plain port")
            << QStringLiteral("tls-plain-port") << clientTls() << QStringLiteral("is it a TLS secureClientPort?");
        QTest::newRow("wrong SASL password")
            << QStringLiteral("sasl") << QStringList{QStringLiteral("--sasl"), QStringLiteral("DIGEST-MD5:ops:wrong")}
            << QStringLiteral("wrong user or password");
        QTest::newRow("no Kerberos ticket")
            << QStringLiteral("kerberos-no-ticket") << QStringList{QStringLiteral("--sasl"), QStringLiteral("GSSAPI")}
            << QStringLiteral("no valid ticket for this user (run kinit)");
        QTest::newRow("Kerberos service unknown to the realm")
            << QStringLiteral("kerberos")
            << QStringList{QStringLiteral("--sasl"), QStringLiteral("GSSAPI"), QStringLiteral("--sasl-service"),
                           QStringLiteral("zk")}
            << QStringLiteral("Kerberos (GSSAPI) authentication failed");
    }
    void refusalsAreOneLineWithinTimeout()
    {
        QFETCH(QString, server);
        QFETCH(QStringList, security);
        QFETCH(QString, message);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        if (server == QLatin1String("kerberos-no-ticket"))
            environment.insert(QStringLiteral("KRB5CCNAME"),
                               QStringLiteral("FILE:") + m_dir.filePath(QStringLiteral("empty.ccache")));
        constexpr int timeoutMs = 8000;
        const ProcessRun run = runProcess(kCliPath,
                                          QStringList{QStringLiteral("snapshot"), QStringLiteral("--connect"),
                                                      connectOf(server), QStringLiteral("--root"), QStringLiteral("/a"),
                                                      QStringLiteral("--timeout"), QString::number(timeoutMs)}
                                              + security,
                                          environment);
        QVERIFY2(run.exitCode == 1, qPrintable(run.ended + QStringLiteral(": ") + run.err));
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY2(run.elapsedMs < timeoutMs + 3000, qPrintable(QString::number(run.elapsedMs)));
    }

    // An AdminServer serving HTTPS only (zookeeper.admin.forceHttps, as secure ensembles run it)
    // is found out and asked over TLS with the session's CA; the errors name no failed try.
    void clientAddressesFromAnHttpsAdminServer()
    {
        const QString lock = QStringLiteral("/secure/https-admin");
        const QStringList common =
            QStringList{QStringLiteral("--connect"), m_httpsAdminServer->secureConnectString()} + clientTls();
        Sim holder(common
                   + QStringList{QStringLiteral("--kind"), QStringLiteral("fair"), QStringLiteral("--lock"), lock,
                                 QStringLiteral("--hold"), QStringLiteral("600000"), QStringLiteral("--id"),
                                 QStringLiteral("holder")});
        QVERIFY2(!holder.waitFor(QStringLiteral("acquired ")).isEmpty(), qPrintable(holder.output()));

        const QString adminPort = QString::number(m_httpsAdminServer->adminPort());
        const ProcessRun snapshot =
            runProcess(kCliPath,
                       QStringList{QStringLiteral("snapshot"), QStringLiteral("--root"), lock, QStringLiteral("--json"),
                                   QStringLiteral("--admin-port"), adminPort}
                           + common);
        QVERIFY2(snapshot.exitCode == 0, qPrintable(snapshot.err));
        const QJsonObject document = QJsonDocument::fromJson(snapshot.out.toUtf8()).object();
        const QJsonArray sessions = document.value(QStringLiteral("sessions")).toArray();
        QCOMPARE(sessions.size(), 1);
        // What the admin server's answer gave, first: the whole document is cut at 1,024 characters.
        const QByteArray said =
            QJsonDocument(QJsonObject{{QStringLiteral("errors"), document.value(QStringLiteral("errors"))},
                                      {QStringLiteral("sessions"), sessions}})
                .toJson(QJsonDocument::Compact);
        QVERIFY2(sessions.first()[QStringLiteral("client")].toString().startsWith(QStringLiteral("127.0.0.1:")),
                 said.constData());
        QVERIFY2(document.value(QStringLiteral("errors")).toArray().isEmpty(), qPrintable(snapshot.out));
    }

    // The C client's TLS writes do not ask for MSG_NOSIGNAL: its threads block SIGPIPE, so that a
    // write on a connection the server has closed fails with EPIPE and does not end the process.
    void clientThreadsBlockSigpipe()
    {
        const QSet<QString> before = threadIds();
        ZkSession session([&] { // made in place: GCC's TSan build warns of a copied std::optional
            ZkSession::Options options(connectOf(QStringLiteral("silent")));
            options.tls = TlsSettings{m_tls->caPem, m_tls->clientCert, m_tls->clientKey};
            return options;
        }());
        QVERIFY(session.open());
        const QSet<QString> started = threadIds() - before;
        QVERIFY2(started.size() >= 2,
                 qPrintable(QStringList(started.begin(), started.end()).join(u' '))); // I/O, completion
        for (const QString &thread : started)
            QVERIFY2(blocksSigpipe(thread), qPrintable(thread));
        QVERIFY(!blocksSigpipe(QString::number(gettid()))); // this thread's mask is given back
    }

    void simulatedClientsSayWhyToo()
    {
        const ProcessRun run = runProcess(kSimPath,
                                          {QStringLiteral("--connect"), m_saslServer->connectString(),
                                           QStringLiteral("--sasl"), QStringLiteral("DIGEST-MD5:ops:wrong"),
                                           QStringLiteral("--kind"), QStringLiteral("fair"), QStringLiteral("--lock"),
                                           QStringLiteral("/a"), QStringLiteral("--timeout"), QStringLiteral("8000")});
        QCOMPARE(run.exitCode, 1);
        const QString said = run.out + run.err;
        QVERIFY2(said.contains(QStringLiteral("wrong user or password")), qPrintable(said));
    }
};

LOCKSCOPE_TEST(TestSecureEnsembles)

} // namespace tst_secureensembles

#include "tst_secureensembles.moc"
