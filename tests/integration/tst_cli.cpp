// SPDX-License-Identifier: Apache-2.0

// lockscope-cli as a script sees it: exit codes, one-line errors, the JSON contract, live watch.
#include "ProcessRun.h"
#include "TestSession.h"
#include "TestZooKeeper.h"

#include "zk/ZkSession.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <csignal>

namespace tst_cli {

using namespace lockscope;
using lockscope::test::ProcessRun;
using lockscope::test::runProcess;
using lockscope::test::waitUntil;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);

// timeoutMs only guards against a hang: a sanitizer build on a busy machine reads far slower.
ProcessRun runCli(const QStringList &arguments, int timeoutMs = 30000)
{
    return runProcess(kCliPath, arguments, QProcessEnvironment::systemEnvironment(), timeoutMs);
}

// Creates nodes with a real session, returned so that its ephemeral nodes live as long as it does
// (it closes them at its end). Its timeout is long: a loaded server can go seconds without hearing
// the client's pings, and a session of 4 s expired that way under TSan, taking 12,000 holders along.
std::unique_ptr<ZkSession> createNodes(const QString &connect, const QList<QPair<QString, CreateMode>> &nodes,
                                       int timeoutMs = 10000)
{
    auto session = std::make_unique<ZkSession>(ZkSession::Options{connect, 30000, {}});
    session->open();
    if (!waitUntil([&] { return session->isConnected(); }, 10000))
        return nullptr;
    int done = 0;
    ZkError firstError = ZkError::Ok;
    for (const auto &[path, mode] : nodes) {
        session->create(path, QByteArrayLiteral("10.0.0.5"), mode, [&](ZkError error, const QString &) {
            ++done;
            if (firstError == ZkError::Ok)
                firstError = error;
        });
    }
    if (!waitUntil([&] { return done == nodes.size(); }, timeoutMs)) {
        qWarning("%d of %lld nodes created within %d ms", done, qlonglong(nodes.size()), timeoutMs);
        return nullptr;
    }
    if (firstError != ZkError::Ok) {
        qWarning("creating the nodes failed: %s", qPrintable(errorMessage(firstError)));
        return nullptr;
    }
    return session;
}

// Runs a kazoo snippet (Debian's python3-kazoo lives with /usr/bin/python3).
bool runKazoo(const QString &connect, const QString &body)
{
    const QString script =
        QStringLiteral("from kazoo.client import KazooClient\nfrom kazoo.security import make_digest_acl\n"
                       "zk = KazooClient(hosts='%1'); zk.start(timeout=10)\n%2\nzk.stop()\n")
            .arg(connect, body);
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script});
    return python.waitForFinished(30000) && python.exitCode() == 0;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList{} << QStringLiteral("no command");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                         << QStringLiteral("unknown command");
        QTest::newRow("no connect") << QStringList{QStringLiteral("snapshot"), QStringLiteral("--root"),
                                                   QStringLiteral("/a")}
                                    << QStringLiteral("--connect");
        QTest::newRow("no root") << QStringList{QStringLiteral("snapshot"), QStringLiteral("--connect"),
                                                QStringLiteral("h:1")}
                                 << QStringLiteral("--root");
        QTest::newRow("bad timeout") << QStringList{QStringLiteral("snapshot"), QStringLiteral("--connect"),
                                                    QStringLiteral("h:1"),      QStringLiteral("--root"),
                                                    QStringLiteral("/a"),       QStringLiteral("--timeout"),
                                                    QStringLiteral("soon")}
                                     << QStringLiteral("--timeout");
        QTest::newRow("relative path") << QStringList{
            QStringLiteral("snapshot"), QStringLiteral("--connect"), QStringLiteral("h:1"), QStringLiteral("--root"),
            QStringLiteral("locks")} << QStringLiteral("bad path");
        QTest::newRow("watch without json")
            << QStringList{QStringLiteral("watch"), QStringLiteral("--connect"), QStringLiteral("h:1"),
                           QStringLiteral("--root"), QStringLiteral("/a")}
            << QStringLiteral("--json");
        QTest::newRow("sasl auth") << QStringList{QStringLiteral("snapshot"), QStringLiteral("--connect"),
                                                  QStringLiteral("h:1"),      QStringLiteral("--root"),
                                                  QStringLiteral("/a"),       QStringLiteral("--auth"),
                                                  QStringLiteral("sasl:x")}
                                   << QStringLiteral("digest");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("snapshot"), QStringLiteral("--bogus")}
                                        << QStringLiteral("bogus");
        QTest::newRow("--tls outside demo")
            << QStringList{QStringLiteral("snapshot"), QStringLiteral("--connect"), QStringLiteral("h:1"),
                           QStringLiteral("--root"),   QStringLiteral("/a"),        QStringLiteral("--tls")}
            << QStringLiteral("--tls is an option of demo");
        for (const char *bad : {"3", "3:0", "x:10", "3:2000", "-1:5"}) {
            QTest::addRow("--leader-flapping %s", bad) << QStringList{
                QStringLiteral("snapshot"), QStringLiteral("--connect"), QStringLiteral("h:1"),
                QStringLiteral("--root"),   QStringLiteral("/a"),        QStringLiteral("--leader-flapping"),
                QString::fromLatin1(bad)} << QStringLiteral("--leader-flapping takes N:MINUTES");
        }
        for (const char *bad : {"60", "1w", "-1h", "h"}) {
            QTest::addRow("--leftover-age %s", bad) << QStringList{
                QStringLiteral("snapshot"), QStringLiteral("--connect"), QStringLiteral("h:1"),
                QStringLiteral("--root"),   QStringLiteral("/a"),        QStringLiteral("--leftover-age"),
                QString::fromLatin1(bad)} << QStringLiteral("--leftover-age takes a duration");
        }
        QTest::newRow("demo --tls elsewhere") << QStringList{QStringLiteral("demo"), QStringLiteral("--tls"),
                                                             QStringLiteral("--demo-connect"), QStringLiteral("h:1")}
                                              << QStringLiteral("leave out --demo-connect");
    }
    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const ProcessRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QString &err = run.err;
        QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
        QVERIFY2(err.contains(message), qPrintable(err));
    }

    void unreachableEnsembleFailsWithinTimeout()
    {
        const ProcessRun run = runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"),
                                       QStringLiteral("127.0.0.1:1"), QStringLiteral("--root"), QStringLiteral("/a"),
                                       QStringLiteral("--timeout"), QStringLiteral("1500")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("cannot reach")), qPrintable(run.err));
        QVERIFY2(run.elapsedMs < 8000, qPrintable(QString::number(run.elapsedMs)));
    }

    // --timeout bounds silence, not size: a tree that takes several times the timeout to read is
    // read whole while the server answers (the old bound cut it off with "did not finish").
    void largeReadOutlastsTheTimeout()
    {
        const QString connect = m_server->connectString();
        // A holder in each lock and no waiter: 24,001 nodes to read, and nothing for the judge to
        // confirm (waiters of this session would watch nothing: thousands of broken waits, each
        // settled by a second round, which is the diagnostics' time, not the read's).
        constexpr int kParents = 12000;
        QList<QPair<QString, CreateMode>> nodes{{QStringLiteral("/big"), CreateMode::Persistent}};
        for (int i = 0; i < kParents; ++i) {
            const QString parent = QStringLiteral("/big/lock-%1").arg(i);
            nodes.append({parent, CreateMode::Persistent});
            nodes.append({parent + QStringLiteral("/lock-"), CreateMode::EphemeralSequential});
        }
        const auto client = createNodes(connect, nodes, 120000);
        QVERIFY(client);
        constexpr int kTimeoutMs = 400;
        const ProcessRun run = runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), connect,
                                       QStringLiteral("--discover"), QStringLiteral("/big"), QStringLiteral("--json"),
                                       QStringLiteral("--timeout"), QString::number(kTimeoutMs)},
                                      180000); // under TSan, beside the suite's other tests, over 30 s
        QVERIFY2(
            run.exitCode == 0,
            qPrintable(QStringLiteral("exit %1 after %2 ms: %3").arg(run.exitCode).arg(run.elapsedMs).arg(run.err)));
        const qsizetype locks = QJsonDocument::fromJson(run.out.toUtf8())[QLatin1String("locks")].toArray().size();
        QVERIFY2(locks == kParents,
                 qPrintable(QStringLiteral("%1 locks after %2 ms; the holders' session is %3")
                                .arg(locks)
                                .arg(run.elapsedMs)
                                .arg(connectionStateName(client->state()))));
        // Else the tree no longer outlasts the timeout, and this test proves nothing.
        QVERIFY2(run.elapsedMs > 2 * kTimeoutMs, qPrintable(QString::number(run.elapsedMs)));
    }

    // A waiter that watches nothing is reported only when a round asked a second later agrees:
    // that round is the judge's own wait, which a shorter --timeout must not cut short.
    void aSuspicionIsConfirmedPastTheTimeout()
    {
        const QString connect = m_server->connectString();
        test::TestSession holder(connect);
        test::TestSession broken(connect);
        QCOMPARE(holder.create(QStringLiteral("/suspect")), ZkError::Ok);
        const QString prefix = QStringLiteral("/suspect/0123456789abcdef0123456789abcdef__lock__");
        QVERIFY(!holder.lockNode(prefix).isEmpty());
        const QString waiter = broken.lockNode(prefix); // and never watches its predecessor
        QVERIFY(!waiter.isEmpty());
        // Shorter than the second between the rounds, as the case needs; 400 ms was shorter than a
        // pause of the test's server on a machine running at half speed (CI saw one end the read).
        const ProcessRun run = runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), connect,
                                       QStringLiteral("--root"), QStringLiteral("/suspect"), QStringLiteral("--json"),
                                       QStringLiteral("--timeout"), QStringLiteral("800")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QStringList kinds;
        for (const QJsonValue finding :
             QJsonDocument::fromJson(run.out.toUtf8())[QLatin1String("findings")].toArray()) {
            if (finding[QLatin1String("nodes")].toArray().contains(waiter))
                kinds << finding[QLatin1String("kind")].toString();
        }
        QCOMPARE(kinds, QStringList{QStringLiteral("broken-wait")});
    }

    void snapshotJsonFollowsTheContract()
    {
        const QString connect = m_server->connectString();
        const auto client = createNodes(connect,
                                        {{QStringLiteral("/cli"), CreateMode::Persistent},
                                         {QStringLiteral("/cli/orders"), CreateMode::Persistent},
                                         {QStringLiteral("/cli/orders/lock-"), CreateMode::EphemeralSequential},
                                         {QStringLiteral("/cli/orders/lock-"), CreateMode::PersistentSequential}});
        QVERIFY(client);
        const ProcessRun run =
            runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), connect, QStringLiteral("--root"),
                    QStringLiteral("/cli/orders"), QStringLiteral("--root"), QStringLiteral("/cli/missing"),
                    QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("lockscope-snapshot-1"));
        QCOMPARE(doc.value(QStringLiteral("ensemble")).toString(), connect);
        QVERIFY(doc.value(QStringLiteral("taken_at")).toString().endsWith(QLatin1Char('Z')));
        const QJsonArray locks = doc.value(QStringLiteral("locks")).toArray();
        QCOMPARE(locks.size(), 1);
        const QJsonObject lock = locks.first().toObject();
        QCOMPARE(lock.value(QStringLiteral("path")).toString(), QStringLiteral("/cli/orders"));
        QVERIFY(lock.value(QStringLiteral("queue")).isNull());
        QCOMPARE(lock.value(QStringLiteral("kind")).toString(), QStringLiteral("mutex"));
        QCOMPARE(lock.value(QStringLiteral("holders")).toInt(), 1);
        QCOMPARE(lock.value(QStringLiteral("waiters")).toInt(), 1);
        const QJsonArray entries = lock.value(QStringLiteral("entries")).toArray();
        QCOMPARE(entries.size(), 2);
        const QJsonObject holder = entries.at(0).toObject();
        const QJsonObject waiter = entries.at(1).toObject();
        QCOMPARE(holder.value(QStringLiteral("state")).toString(), QStringLiteral("holding"));
        QCOMPARE(holder.value(QStringLiteral("mode")).toString(), QStringLiteral("exclusive"));
        QVERIFY(holder.value(QStringLiteral("waits_for")).isNull());
        QCOMPARE(holder.value(QStringLiteral("data")).toString(), QStringLiteral("10.0.0.5"));
        QVERIFY(holder.value(QStringLiteral("revocation")).isNull());
        QCOMPARE(waiter.value(QStringLiteral("waits_for")).toString(), holder.value(QStringLiteral("path")).toString());
        QCOMPARE(holder.value(QStringLiteral("ephemeral")).toBool(), true);
        QCOMPARE(holder.value(QStringLiteral("session")).toString(), formatSessionId(client->sessionId()));
        QCOMPARE(waiter.value(QStringLiteral("ephemeral")).toBool(), false);
        QVERIFY(waiter.value(QStringLiteral("session")).isNull());
        QVERIFY(holder.value(QStringLiteral("sequence")).toInteger()
                < waiter.value(QStringLiteral("sequence")).toInteger());
        const QJsonArray errors = doc.value(QStringLiteral("errors")).toArray();
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().toObject().value(QStringLiteral("path")).toString(), QStringLiteral("/cli/missing"));
        QCOMPARE(errors.first().toObject().value(QStringLiteral("error")).toString(), QStringLiteral("no such node"));
        // Into a pipe: one compact line, the contract's order; --pretty indents the same document.
        QCOMPARE(run.out.count(QLatin1Char('\n')), 1);
        QVERIFY(run.out.startsWith(QStringLiteral("{\"format\":\"lockscope-snapshot-1\",")));
        const ProcessRun pretty =
            runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), connect, QStringLiteral("--root"),
                    QStringLiteral("/cli/orders"), QStringLiteral("--json"), QStringLiteral("--pretty")});
        QCOMPARE(pretty.exitCode, 0);
        QVERIFY(pretty.out.startsWith(QStringLiteral("{\n  \"format\": \"lockscope-snapshot-1\",\n")));
        const QJsonObject prettyLock = QJsonDocument::fromJson(pretty.out.toUtf8())
                                           .object()
                                           .value(QStringLiteral("locks"))
                                           .toArray()
                                           .first()
                                           .toObject();
        QCOMPARE(prettyLock.value(QStringLiteral("entries")).toArray().size(), 2);
        QCOMPARE(prettyLock.value(QStringLiteral("entries")).toArray().first().toObject().value(QStringLiteral("path")),
                 lock.value(QStringLiteral("entries")).toArray().first().toObject().value(QStringLiteral("path")));
    }

    void snapshotTableIsReadable()
    {
        const QString connect = m_server->connectString();
        QVERIFY(createNodes(connect,
                            {{QStringLiteral("/table"), CreateMode::Persistent},
                             {QStringLiteral("/table/lock-"), CreateMode::PersistentSequential}}));
        const ProcessRun run = runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), connect,
                                       QStringLiteral("--root"), QStringLiteral("/table")});
        QCOMPARE(run.exitCode, 0);
        const QString &out = run.out;
        QVERIFY2(out.contains(QStringLiteral("/table  generic mutex  holders 1  waiters 0")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("holding")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("outlives its client")), qPrintable(out));

        // A session in both notations: Kafka and Solr print the decimal one in names and logs.
        test::TestSession holder(connect);
        QCOMPARE(holder.create(QStringLiteral("/table-held")), ZkError::Ok);
        const QString node = holder.lockNode(QStringLiteral("/table-held/lock-"));
        const std::optional<std::pair<QByteArray, NodeStat>> held = holder.get(node);
        QVERIFY(held);
        const qint64 session = held->second.ephemeralOwner;
        const ProcessRun owned = runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), connect,
                                         QStringLiteral("--root"), QStringLiteral("/table-held")});
        QCOMPARE(owned.exitCode, 0);
        const QString both = QStringLiteral("%1 (%2)").arg(formatSessionId(session)).arg(session);
        QVERIFY2(owned.out.contains(QStringLiteral("sessions:\n    ") + both), qPrintable(owned.out));
    }

    void noAuthRootIsReportedAndAuthOpensIt()
    {
        const QString connect = m_server->connectString();
        QVERIFY(runKazoo(
            connect,
            QStringLiteral(
                "zk.add_auth('digest', 'ops:secret')\n"
                "zk.create('/guarded', b'', acl=[make_digest_acl('ops', 'secret', all=True)])\n"
                "zk.create('/guarded/lock-', b'', sequence=True, acl=[make_digest_acl('ops', 'secret', all=True)])")));
        ProcessRun run = runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), connect,
                                 QStringLiteral("--root"), QStringLiteral("/guarded"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("locks")).toArray().size(), 0);
        const QString error =
            doc.value(QStringLiteral("errors")).toArray().first().toObject().value(QStringLiteral("error")).toString();
        QVERIFY2(error.contains(QStringLiteral("NOAUTH")), qPrintable(error));

        run = runCli({QStringLiteral("snapshot"), QStringLiteral("--connect"), connect, QStringLiteral("--root"),
                      QStringLiteral("/guarded"), QStringLiteral("--json"), QStringLiteral("--auth"),
                      QStringLiteral("digest:ops:secret")});
        QCOMPARE(run.exitCode, 0);
        doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("errors")).toArray().size(), 0);
        QCOMPARE(
            doc.value(QStringLiteral("locks")).toArray().first().toObject().value(QStringLiteral("holders")).toInt(),
            1);
    }

    void watchStreamsEventsAndStopsOnSigterm()
    {
        const QString connect = m_server->connectString();
        QVERIFY(createNodes(connect, {{QStringLiteral("/live"), CreateMode::Persistent}}));
        QProcess watch;
        watch.start(QStringLiteral(LOCKSCOPE_CLI_PATH),
                    {QStringLiteral("watch"), QStringLiteral("--connect"), connect, QStringLiteral("--root"),
                     QStringLiteral("/live"), QStringLiteral("--json")});
        QVERIFY(watch.waitForStarted());
        QList<QJsonObject> lines;
        auto readLines = [&] {
            while (watch.canReadLine())
                lines.append(QJsonDocument::fromJson(watch.readLine()).object());
        };
        QVERIFY(waitUntil(
            [&] {
                readLines();
                return !lines.isEmpty();
            },
            15000));
        QCOMPARE(lines.first().value(QStringLiteral("event")).toString(), QStringLiteral("snapshot"));
        QCOMPARE(lines.first().value(QStringLiteral("format")).toString(), QStringLiteral("lockscope-snapshot-1"));

        QVERIFY(createNodes(connect, {{QStringLiteral("/live/lock-"), CreateMode::PersistentSequential}}));
        QVERIFY(waitUntil(
            [&] {
                readLines();
                return std::any_of(lines.begin(), lines.end(), [](const QJsonObject &o) {
                    return o.value(QStringLiteral("event")).toString() == QLatin1String("acquired");
                });
            },
            10000));
        const auto acquired = *std::find_if(lines.begin(), lines.end(), [](const QJsonObject &o) {
            return o.value(QStringLiteral("event")).toString() == QLatin1String("acquired");
        });
        QCOMPARE(acquired.value(QStringLiteral("lock")).toString(), QStringLiteral("/live"));
        QVERIFY(acquired.value(QStringLiteral("node")).toString().startsWith(QStringLiteral("/live/lock-")));
        QVERIFY(acquired.value(QStringLiteral("at")).toString().endsWith(QLatin1Char('Z')));
        QVERIFY(acquired.contains(QStringLiteral("session")));

        ::kill(pid_t(watch.processId()), SIGTERM);
        QVERIFY(watch.waitForFinished(10000));
        QCOMPARE(watch.exitStatus(), QProcess::NormalExit);
        QCOMPARE(watch.exitCode(), 0);
    }
};

LOCKSCOPE_TEST(TestCli)

} // namespace tst_cli

#include "tst_cli.moc"
