// SPDX-License-Identifier: Apache-2.0

// lockscope-cli serve against a real ZooKeeper and real kazoo clients: /healthz and lockscope_up
// follow the connection, counters go on across a new session, --max-locks bounds the series
// and counts the rest, /snapshot is the snapshot document, SIGTERM exits 0, bad input exits 2.
#include "LockClientProcess.h"
#include "ProcessRun.h"
#include "ServeProcess.h"
#include "TestZooKeeper.h"

#include "diagnostics/ServerExchange.h"
#include "diagnostics/ServerReplies.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTest>

#include <csignal>

namespace tst_serve {

using namespace lockscope;
using namespace lockscope::test;
using Kind = LockClientProcess::Kind;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);
constexpr int kServeTimeoutMs = 4000; // serve's --timeout, and so its session timeout

QString lockLabel(const QString &path)
{
    return QStringLiteral("lock=\"%1\"").arg(path);
}

// The sessions the server holds connections for, by its `cons` four-letter word.
QList<qint64> serverSessions(const LocalZooKeeper &server)
{
    ServerExchange cons(QStringLiteral("127.0.0.1"), server.clientPort(), QByteArrayLiteral("cons"), 5000);
    cons.start();
    waitUntil([&] { return cons.isFinished(); }, 10000);
    QString error;
    QList<qint64> sessions;
    for (const ClientConnection &c : parseConsReply(cons.reply(), &error).value_or(QList<ClientConnection>{}))
        if (c.session != 0)
            sessions.append(c.session);
    return sessions;
}

} // namespace

class TestServe : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;

    // A kazoo client that takes `path` and lets it go once; with `serve`, only after serve has
    // seen it holding (an entry that comes and goes between two reads is only counted unseen).
    bool handOnce(const QString &path, const ServeProcess *serve = nullptr)
    {
        const auto client = startLockClient(Kind::Kazoo, m_server->connectString());
        if (!client || client->request(QStringLiteral("lock ") + path, QStringLiteral("acquired")).isEmpty())
            return false;
        if (serve && !waitUntil([&] {
                return serve->metric(QStringLiteral("lockscope_lock_holders"), {lockLabel(path)})
                    == std::optional<double>(1);
            }))
            return false;
        return !client->request(QStringLiteral("release ") + path, QStringLiteral("released")).isEmpty();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = startZooKeeper();
        QVERIFY(m_server);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QStringList base{QStringLiteral("serve"), QStringLiteral("--connect"), QStringLiteral("h:1"),
                               QStringLiteral("--root"), QStringLiteral("/a")};
        QTest::newRow("no listen") << base << QStringLiteral("--listen");
        QTest::newRow("port too big") << base
                + QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:70000")}
                                      << QStringLiteral("--listen");
        QTest::newRow("port not a number")
            << base + QStringList{QStringLiteral("--listen"), QStringLiteral("web")} << QStringLiteral("--listen");
        QTest::newRow("negative max locks") << base
                + QStringList{QStringLiteral("--listen"), QStringLiteral("0"), QStringLiteral("--max-locks"),
                              QStringLiteral("-1")}
                                            << QStringLiteral("--max-locks");
        QTest::newRow("no root") << QStringList{QStringLiteral("serve"), QStringLiteral("--connect"),
                                                QStringLiteral("h:1"), QStringLiteral("--listen"), QStringLiteral("0")}
                                 << QStringLiteral("--root");
    }
    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const ProcessRun run = runProcess(kCliPath, arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    void takenPortFailsWithOneLine()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost));
        const ProcessRun run = runProcess(
            kCliPath,
            {QStringLiteral("serve"), QStringLiteral("--connect"), m_server->connectString(), QStringLiteral("--root"),
             QStringLiteral("/a"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(taken.serverPort())});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(run.err.contains(QStringLiteral("cannot listen")), qPrintable(run.err));
    }

    void unreachableEnsembleExitsWithinTimeout()
    {
        const ProcessRun run =
            runProcess(kCliPath,
                       {QStringLiteral("serve"), QStringLiteral("--connect"), QStringLiteral("127.0.0.1:1"),
                        QStringLiteral("--root"), QStringLiteral("/a"), QStringLiteral("--listen"), QStringLiteral("0"),
                        QStringLiteral("--timeout"), QStringLiteral("1500")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("cannot reach")), qPrintable(run.err));
    }

    void healthFollowsTheConnectionAndSigtermExitsZero()
    {
        const QString lock = QStringLiteral("/serve/health");
        QVERIFY(handOnce(lock));
        ServeProcess serve(kCliPath);
        QVERIFY2(serve.start(m_server->connectString(), {QStringLiteral("--root"), lock}), qPrintable(serve.output()));
        QTRY_COMPARE_WITH_TIMEOUT(serve.get(QStringLiteral("/healthz")).status, 200, 15000);
        QCOMPARE(serve.metric(QStringLiteral("lockscope_up")), std::optional<double>(1));
        const HttpReply snapshot = serve.get(QStringLiteral("/snapshot"));
        QCOMPARE(snapshot.status, 200);
        const QJsonObject doc = QJsonDocument::fromJson(snapshot.body).object();
        QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("lockscope-snapshot-1"));
        QCOMPARE(
            doc.value(QStringLiteral("locks")).toArray().first().toObject().value(QStringLiteral("path")).toString(),
            lock);
        QCOMPARE(serve.get(QStringLiteral("/nothing")).status, 404);

        m_server->stop();
        QTRY_COMPARE_WITH_TIMEOUT(serve.get(QStringLiteral("/healthz")).status, 503, 20000);
        QCOMPARE(serve.metric(QStringLiteral("lockscope_up")), std::optional<double>(0));
        QVERIFY2(m_server->restart(), qPrintable(m_server->errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(serve.get(QStringLiteral("/healthz")).status, 200, 30000);
        QCOMPARE(serve.metric(QStringLiteral("lockscope_up")), std::optional<double>(1));

        ::kill(pid_t(serve.process().processId()), SIGTERM);
        QVERIFY(serve.process().waitForFinished(10000));
        QCOMPARE(serve.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(serve.process().exitCode(), 0);
    }

    // A pause longer than the session timeout (SIGSTOP) lets the server expire serve's session;
    // serve then works on a new one, and its counters go on from where they were.
    void countersSurviveANewSession()
    {
        const QString lock = QStringLiteral("/serve/session");
        QVERIFY(handOnce(lock));
        const QList<qint64> before = serverSessions(*m_server);
        ServeProcess serve(kCliPath);
        QVERIFY2(serve.start(
                     m_server->connectString(),
                     {QStringLiteral("--root"), lock, QStringLiteral("--timeout"), QString::number(kServeTimeoutMs)}),
                 qPrintable(serve.output()));
        QTRY_COMPARE_WITH_TIMEOUT(serve.get(QStringLiteral("/healthz")).status, 200, 15000);
        qint64 serveSession = 0;
        QVERIFY(waitUntil([&] {
            const QList<qint64> now = serverSessions(*m_server);
            for (const qint64 s : now)
                if (!before.contains(s))
                    serveSession = s;
            return serveSession != 0;
        }));
        QVERIFY(handOnce(lock, &serve));
        QVERIFY(handOnce(lock, &serve));
        const QStringList labels{lockLabel(lock)};
        const QList<qint64> beforePause = serverSessions(*m_server);
        QTRY_COMPARE_WITH_TIMEOUT(serve.metric(QStringLiteral("lockscope_lock_acquisitions_total"), labels),
                                  std::optional<double>(2), 15000);
        QCOMPARE(serve.metric(QStringLiteral("lockscope_lock_hold_seconds_count"), labels), std::optional<double>(2));

        ::kill(pid_t(serve.process().processId()), SIGSTOP);
        const bool expired = waitUntil([&] { return !serverSessions(*m_server).contains(serveSession); }, 30000);
        ::kill(pid_t(serve.process().processId()), SIGCONT);
        QVERIFY2(expired, "the server did not expire the paused session");
        QTRY_COMPARE_WITH_TIMEOUT(serve.get(QStringLiteral("/healthz")).status, 200, 30000);
        QVERIFY(waitUntil([&] {
            const QList<qint64> now = serverSessions(*m_server);
            return std::any_of(now.begin(), now.end(), [&](qint64 s) { return !beforePause.contains(s); });
        }));
        QCOMPARE(serve.metric(QStringLiteral("lockscope_lock_acquisitions_total"), labels), std::optional<double>(2));
        QVERIFY(handOnce(lock, &serve));
        QTRY_COMPARE_WITH_TIMEOUT(serve.metric(QStringLiteral("lockscope_lock_acquisitions_total"), labels),
                                  std::optional<double>(3), 15000);
        QCOMPARE(serve.metric(QStringLiteral("lockscope_lock_hold_seconds_count"), labels), std::optional<double>(3));
    }

    void maxLocksBoundsTheSeriesAndCountsTheRest()
    {
        LOCKSCOPE_START_LOCK_CLIENT(client, Kind::Kazoo, m_server->connectString());
        const QStringList locks{QStringLiteral("/serve/many/a"), QStringLiteral("/serve/many/b"),
                                QStringLiteral("/serve/many/c")};
        for (const QString &lock : locks)
            QVERIFY(!client->request(QStringLiteral("lock ") + lock, QStringLiteral("acquired")).isEmpty());
        ServeProcess serve(kCliPath);
        QVERIFY2(serve.start(m_server->connectString(),
                             {QStringLiteral("--discover"), QStringLiteral("/serve/many"),
                              QStringLiteral("--max-locks"), QStringLiteral("2")}),
                 qPrintable(serve.output()));
        QTRY_COMPARE_WITH_TIMEOUT(serve.metric(QStringLiteral("lockscope_locks_dropped")), std::optional<double>(1),
                                  15000);
        const QByteArray text = serve.get(QStringLiteral("/metrics")).body;
        QCOMPARE(metricValue(text, QStringLiteral("lockscope_lock_holders"), {lockLabel(locks[0])}),
                 std::optional<double>(1));
        QCOMPARE(metricValue(text, QStringLiteral("lockscope_lock_holders"), {lockLabel(locks[1])}),
                 std::optional<double>(1));
        QCOMPARE(metricValue(text, QStringLiteral("lockscope_lock_holders"), {lockLabel(locks[2])}), std::nullopt);
        QCOMPARE(text.count("lockscope_lock_holders{"), 2);

        // The first lock leaves view: its place goes to the one left out, nothing is dropped then.
        QVERIFY(!client->request(QStringLiteral("release ") + locks[0], QStringLiteral("released")).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(serve.metric(QStringLiteral("lockscope_lock_holders"), {lockLabel(locks[2])}),
                                  std::optional<double>(1), 15000);
        QCOMPARE(serve.metric(QStringLiteral("lockscope_locks_dropped")), std::optional<double>(0));
    }
};

LOCKSCOPE_TEST(TestServe)

} // namespace tst_serve

#include "tst_serve.moc"
