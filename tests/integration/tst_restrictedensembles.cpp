// SPDX-License-Identifier: Apache-2.0

// Ensembles that withhold something, as field servers do, against real ZooKeeper servers:
// one that enforces SASL (enforce.auth.enabled), one whose nodes' ACLs deny READ, and a member
// locked down as Debian ships it (no AdminServer, no four-letter word but srvr). Each refusal
// must say what is missing and which option supplies it; nothing withheld may read as "no locks".
#include "ProcessRun.h"
#include "ServeProcess.h"
#include "TestSecurity.h"
#include "TestSession.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace tst_restrictedensembles {

using namespace lockscope;
using lockscope::test::ProcessRun;
using lockscope::test::runProcess;
using lockscope::test::waitUntil;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);
constexpr int kTimeoutMs = 8000;

ProcessRun runCli(const QStringList &arguments)
{
    return runProcess(kCliPath, arguments + QStringList{QStringLiteral("--timeout"), QString::number(kTimeoutMs)});
}

QJsonArray errorsOf(const ProcessRun &run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("errors")).toArray();
}

// A kazoo client (Debian's python3-kazoo) that runs `body` and then keeps its session, and so
// its ephemeral nodes, until it is destroyed; what the body prints is read back.
class KazooClient {
public:
    KazooClient(const QString &connect, const QString &body)
    {
        m_process.start(
            QStringLiteral("/usr/bin/python3"),
            {QStringLiteral("-c"),
             QStringLiteral(
                 "import sys\nfrom kazoo.client import KazooClient\nfrom kazoo.security import make_acl, make_digest_acl\n"
                 "zk = KazooClient(hosts='%1'); zk.start(timeout=10)\n%2\nprint('ready', flush=True)\nsys.stdin.read()\n")
                 .arg(connect, body)});
    }
    ~KazooClient()
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }
    // Its printed lines up to "ready"; empty when it failed or took longer than 20 s.
    QStringList waitReady()
    {
        waitUntil(
            [&] {
                m_output += QString::fromUtf8(m_process.readAllStandardOutput());
                return m_output.contains(QStringLiteral("ready\n")) || m_process.state() == QProcess::NotRunning;
            },
            20000);
        if (!m_output.contains(QStringLiteral("ready\n")))
            return {};
        return m_output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    QString errors() { return QString::fromUtf8(m_process.readAllStandardError()); }

private:
    QProcess m_process;
    QString m_output;
};

} // namespace

class TestRestrictedEnsembles : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<LocalZooKeeper> m_enforcing; // every session must authenticate with SASL
    std::unique_ptr<LocalZooKeeper> m_acls; // SASL known but not enforced: ACLs decide
    std::unique_ptr<LocalZooKeeper> m_lockedDown; // no AdminServer, only srvr
    std::unique_ptr<KazooClient> m_aclNodes; // keeps the ephemeral entries of /guarded-entries
    QString m_aclSession; // its session, as the snapshot writes it

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_enforcing = test::startZooKeeper(
            test::digestSaslServerOptions(m_dir.path(), QStringLiteral("ops"), QStringLiteral("s3cret")));
        QVERIFY(m_enforcing);
        LocalZooKeeper::Options acls;
        acls.adminServer = false;
        acls.configLines = {
            QStringLiteral("authProvider.sasl=org.apache.zookeeper.server.auth.SASLAuthenticationProvider")};
        m_acls = test::startZooKeeper(acls);
        QVERIFY(m_acls);
        LocalZooKeeper::Options lockedDown;
        lockedDown.adminServer = false;
        lockedDown.fourLetterWords = {};
        m_lockedDown = test::startZooKeeper(lockedDown);
        QVERIFY(m_lockedDown);

        // Roots each readable by one kind of credential only: some whose ACL anyone may read
        // (world has ADMIN), one whose ACL only its parent's tells; and a lock whose parent anyone
        // may list but whose entries (ephemeral, of the client's session) only sasl:ops may read.
        m_aclNodes = std::make_unique<KazooClient>(
            m_acls->connectString(),
            QStringLiteral(
                "admin = make_acl('world', 'anyone', admin=True)\n"
                "saslApp = [make_acl('sasl', 'ops', all=True), make_acl('world', 'anyone', read=True, create=True)]\n"
                "zk.create('/acl-sasl', acl=[make_acl('sasl', 'ops', all=True), admin])\n"
                "zk.create('/acl-digest', acl=[make_digest_acl('ops', 'secret', all=True), admin])\n"
                "zk.create('/acl-ip', acl=[make_acl('ip', '10.1.2.3', all=True), admin])\n"
                "zk.create('/acl-none', acl=[make_acl('world', 'anyone', write=True, create=True, delete=True, admin=True)])\n"
                "zk.create('/sasl-app', acl=saslApp)\n"
                "zk.create('/sasl-app/locks', acl=[make_acl('sasl', 'ops', all=True)])\n"
                "zk.create('/guarded-entries')\n"
                "zk.create('/guarded-entries/lock', acl=saslApp)\n"
                "for _ in range(2): print(zk.create('/guarded-entries/lock/lock-', b'10.0.0.5', ephemeral=True, sequence=True, "
                "acl=[make_acl('sasl', 'ops', all=True)]))\n"
                "print(hex(zk.client_id[0]))"));
        const QStringList lines = m_aclNodes->waitReady();
        QVERIFY2(lines.size() == 4, qPrintable(lines.join(u'|') + m_aclNodes->errors()));
        m_aclSession = formatSessionId(qint64(lines.at(2).toULongLong(nullptr, 16)));
    }

    // --admin-port 0: four-letter words only, for every command that asks the members.
    void adminPortZeroIsAccepted_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("snapshot") << QStringLiteral("snapshot");
        QTest::newRow("watch") << QStringLiteral("watch");
        QTest::newRow("serve") << QStringLiteral("serve");
    }
    void adminPortZeroIsAccepted()
    {
        QFETCH(QString, command);
        const QStringList common{QStringLiteral("--connect"), m_lockedDown->connectString(),  QStringLiteral("--root"),
                                 QStringLiteral("/zero"),     QStringLiteral("--admin-port"), QStringLiteral("0")};
        if (command == QLatin1String("serve")) {
            test::ServeProcess serve(kCliPath);
            QVERIFY2(serve.start(m_lockedDown->connectString(), common.mid(2)), qPrintable(serve.output()));
            QTRY_COMPARE_WITH_TIMEOUT(serve.get(QStringLiteral("/healthz")).status, 200, 15000);
            return;
        }
        if (command == QLatin1String("watch")) {
            QProcess watch;
            watch.start(kCliPath, QStringList{command, QStringLiteral("--json")} + common);
            QVERIFY2(waitUntil([&] { return watch.canReadLine(); }, 15000), watch.readAllStandardError().constData());
            QVERIFY(watch.readLine().startsWith("{\"event\":\"snapshot\""));
            ::kill(pid_t(watch.processId()), SIGTERM);
            QVERIFY(watch.waitForFinished(10000));
            QCOMPARE(watch.exitCode(), 0);
            return;
        }
        const ProcessRun run = runCli(QStringList{command, QStringLiteral("--json")} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        // No AdminServer was tried: the member's reasons name the port left out, not a failed request.
        QStringList memberErrors;
        for (const QJsonValue &error : errorsOf(run)) {
            if (error[QStringLiteral("path")].toString() == m_lockedDown->connectString())
                memberErrors << error[QStringLiteral("error")].toString();
        }
        QVERIFY2(!memberErrors.isEmpty()
                     && memberErrors.filter(QStringLiteral("no AdminServer port given")) == memberErrors,
                 qPrintable(run.out));
    }

    // Neither the AdminServer nor the four-letter words: the errors say that watch lists are
    // unknown and what goes unjudged, once for the member, in the JSON and in the table.
    void lockedDownMemberSaysWatchListsAreUnknown_data()
    {
        QTest::addColumn<bool>("json");
        QTest::newRow("json") << true;
        QTest::newRow("table") << false;
    }
    void lockedDownMemberSaysWatchListsAreUnknown()
    {
        QFETCH(bool, json);
        const QString lock = json ? QStringLiteral("/down-json") : QStringLiteral("/down-table");
        test::TestSession holder(m_lockedDown->connectString());
        QCOMPARE(holder.create(lock), ZkError::Ok);
        QVERIFY(!holder.lockNode(lock + QStringLiteral("/lock-")).isEmpty());
        QVERIFY(!holder.lockNode(lock + QStringLiteral("/lock-")).isEmpty());
        QStringList arguments{QStringLiteral("snapshot"),
                              QStringLiteral("--connect"),
                              m_lockedDown->connectString(),
                              QStringLiteral("--root"),
                              lock,
                              QStringLiteral("--admin-port"),
                              QStringLiteral("0")};
        if (json)
            arguments << QStringLiteral("--json");
        const ProcessRun run = runCli(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString statement = QStringLiteral("watch lists unknown: herds and broken waits not judged, locks known "
                                                 "only by their watchers not shown");
        if (!json) {
            QCOMPARE(run.out.count(statement), 1);
            QVERIFY2(run.out.contains(QStringLiteral("error: %1: %2").arg(m_lockedDown->connectString(), statement)),
                     qPrintable(run.out));
            return;
        }
        QStringList texts;
        for (const QJsonValue &error : errorsOf(run)) {
            texts << error[QStringLiteral("error")].toString();
            if (texts.last().startsWith(statement)) {
                QCOMPARE(error[QStringLiteral("path")].toString(), m_lockedDown->connectString());
                QVERIFY2(texts.last().contains(QStringLiteral("wchp")), qPrintable(texts.last()));
            }
        }
        QCOMPARE(texts.filter(statement).size(), 1); // one session or two, one statement
        QCOMPARE(texts.filter(QStringLiteral("client addresses unknown")).size(), 1);
    }

    // enforce.auth.enabled: the server lets the session connect, answers its first request with
    // ZSESSIONCLOSEDREQUIRESASLAUTH and hangs up, again on every reconnection.
    void enforcedAuthenticationFailsWithTheFix_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("snapshot --json") << QStringList{QStringLiteral("snapshot"), QStringLiteral("--json")};
        QTest::newRow("snapshot table") << QStringList{QStringLiteral("snapshot")};
        QTest::newRow("watch") << QStringList{QStringLiteral("watch"), QStringLiteral("--json")};
        QTest::newRow("digest is not sasl")
            << QStringList{QStringLiteral("snapshot"), QStringLiteral("--auth"), QStringLiteral("digest:ops:s3cret")};
    }
    void enforcedAuthenticationFailsWithTheFix()
    {
        QFETCH(QStringList, arguments);
        const ProcessRun run = runCli(arguments
                                      + QStringList{QStringLiteral("--connect"), m_enforcing->connectString(),
                                                    QStringLiteral("--discover"), QStringLiteral("/")});
        QVERIFY2(run.exitCode == 1,
                 qPrintable(QStringLiteral("exit %1\nout: %2\nerr: %3").arg(run.exitCode).arg(run.out, run.err)));
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
        QVERIFY2(run.err.count(QLatin1Char('\n')) == 1, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("requires authentication"))
                     && run.err.contains(QStringLiteral("--sasl DIGEST-MD5:USER:PASSWORD or --sasl GSSAPI")),
                 qPrintable(run.err));
        QVERIFY2(run.elapsedMs < kTimeoutMs, qPrintable(QString::number(run.elapsedMs)));
    }

    void enforcedAuthenticationKeepsServeUnhealthy()
    {
        test::ServeProcess serve(kCliPath);
        QVERIFY2(serve.start(m_enforcing->connectString(), {QStringLiteral("--discover"), QStringLiteral("/")}),
                 qPrintable(serve.output()));
        test::HttpReply health;
        QVERIFY2(waitUntil(
                     [&] {
                         health = serve.get(QStringLiteral("/healthz"));
                         return health.body.contains("--sasl DIGEST-MD5:USER:PASSWORD");
                     },
                     15000),
                 health.body.constData());
        QCOMPARE(health.status, 503);
        QTest::qWait(1000); // refused for good: no reconnection makes it healthy
        QCOMPARE(serve.get(QStringLiteral("/healthz")).status, 503);
    }

    // NOAUTH names the options that fit the node's ACL, read with getACL (which needs no right).
    void noAuthNamesTheOptionsTheAclAdmits_data()
    {
        QTest::addColumn<QString>("root");
        QTest::addColumn<QString>("says");
        QTest::addColumn<QString>("doesNotSay");
        QTest::newRow("sasl")
            << QStringLiteral("/acl-sasl")
            << QStringLiteral(
                   "only sasl:ops may read it: authenticate with --sasl DIGEST-MD5:USER:PASSWORD or --sasl GSSAPI")
            << QStringLiteral("--auth");
        QTest::newRow("sasl, from the parent")
            << QStringLiteral("/sasl-app/locks")
            << QStringLiteral("/sasl-app is guarded for sasl:ops: authenticate with --sasl DIGEST-MD5")
            << QStringLiteral("--auth");
        QTest::newRow("digest") << QStringLiteral("/acl-digest")
                                << QStringLiteral(
                                       "only digest:ops may read it: authenticate with --auth digest:USER:PASSWORD")
                                << QStringLiteral("--sasl");
        QTest::newRow("ip") << QStringLiteral("/acl-ip")
                            << QStringLiteral("only ip:10.1.2.3 may read it: reachable only from 10.1.2.3")
                            << QStringLiteral("--");
        QTest::newRow("no one") << QStringLiteral("/acl-none") << QStringLiteral("its ACL lets no one read it")
                                << QStringLiteral("--");
    }
    void noAuthNamesTheOptionsTheAclAdmits()
    {
        QFETCH(QString, root);
        QFETCH(QString, says);
        QFETCH(QString, doesNotSay);
        const ProcessRun run = runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), m_acls->connectString(),
                                       QStringLiteral("--root"), root, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QJsonArray errors;
        for (const QJsonValue &error : errorsOf(run)) {
            if (error[QStringLiteral("path")].toString() == root)
                errors.append(error);
        }
        QCOMPARE(errors.size(), 1);
        const QString error = errors.first()[QStringLiteral("error")].toString();
        QVERIFY2(error.startsWith(QStringLiteral("not authorised (NOAUTH)")) && error.contains(says),
                 qPrintable(error));
        QVERIFY2(!error.contains(doesNotSay), qPrintable(error));
    }

    // The parent is readable, its entries are not: the lock is shown from exists() (name,
    // session, role), their data unknown, with one error for the lock.
    void unreadableEntriesAreShownWithoutData_data()
    {
        QTest::addColumn<bool>("live");
        QTest::newRow("snapshot") << false;
        QTest::newRow("watch") << true;
    }
    void unreadableEntriesAreShownWithoutData()
    {
        QFETCH(bool, live);
        const QStringList arguments{live ? QStringLiteral("watch") : QStringLiteral("snapshot"),
                                    QStringLiteral("--connect"),
                                    m_acls->connectString(),
                                    QStringLiteral("--discover"),
                                    QStringLiteral("/guarded-entries"),
                                    QStringLiteral("--json"),
                                    QStringLiteral("--admin-port"),
                                    QStringLiteral("0")};
        QJsonObject document;
        if (live) {
            QProcess watch;
            watch.start(kCliPath, arguments);
            QVERIFY2(waitUntil([&] { return watch.canReadLine(); }, 15000), watch.readAllStandardError().constData());
            document = QJsonDocument::fromJson(watch.readLine()).object();
            ::kill(pid_t(watch.processId()), SIGTERM);
            QVERIFY(watch.waitForFinished(10000));
        } else {
            const ProcessRun run = runCli(arguments);
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            document = QJsonDocument::fromJson(run.out.toUtf8()).object();
        }
        const QJsonArray locks = document.value(QStringLiteral("locks")).toArray();
        QCOMPARE(locks.size(), 1);
        const QJsonObject lock = locks.first().toObject();
        QCOMPARE(lock.value(QStringLiteral("path")).toString(), QStringLiteral("/guarded-entries/lock"));
        const QJsonArray entries = lock.value(QStringLiteral("entries")).toArray();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0][QStringLiteral("state")].toString(), QStringLiteral("holding"));
        QCOMPARE(entries[1][QStringLiteral("state")].toString(), QStringLiteral("waiting"));
        QCOMPARE(entries[1][QStringLiteral("waits_for")].toString(), entries[0][QStringLiteral("path")].toString());
        for (const QJsonValue &entry : entries) {
            QVERIFY(entry[QStringLiteral("data")].isNull());
            QCOMPARE(entry[QStringLiteral("data_length")].toInt(), 8);
            QCOMPARE(entry[QStringLiteral("session")].toString(), m_aclSession);
        }
        const QJsonArray errors = document.value(QStringLiteral("errors")).toArray();
        QStringList aboutTheLock;
        for (const QJsonValue &error : errors) {
            QVERIFY2(!error[QStringLiteral("path")].toString().startsWith(QStringLiteral("/guarded-entries/lock/")),
                     qPrintable(error[QStringLiteral("path")].toString()));
            if (error[QStringLiteral("path")].toString() == QLatin1String("/guarded-entries/lock"))
                aboutTheLock << error[QStringLiteral("error")].toString();
        }
        QCOMPARE(aboutTheLock.size(), 1);
        QVERIFY2(aboutTheLock.first().contains(QStringLiteral("entries shown without their data"))
                     && aboutTheLock.first().contains(QStringLiteral("/guarded-entries/lock is guarded for sasl:ops: "
                                                                     "authenticate with --sasl DIGEST-MD5")),
                 qPrintable(aboutTheLock.first()));
    }
};

LOCKSCOPE_TEST(TestRestrictedEnsembles)

} // namespace tst_restrictedensembles

#include "tst_restrictedensembles.moc"
