// SPDX-License-Identifier: Apache-2.0

// LocalZooKeeper against Debian's real server, and the kazoo / Curator lock client drivers
// that the other integration tests build on.

#include "HttpProbe.h"
#include "LockClientProcess.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include "server/ListeningPorts.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QSet>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

namespace tst_localzookeeper {

using namespace lockscope;
using namespace lockscope::test;
using Kind = LockClientProcess::Kind;

namespace {

// The holder that is killed expires quickly; every other client keeps the long default.
constexpr int kKilledSessionTimeoutMs = LockClientProcess::kShortSessionTimeoutMs;
constexpr int kExpiryWaitMs = 20000;
constexpr int kFirstRequestMs = LockClientProcess::kFirstCuratorRequestMs;
constexpr int kFourLetterWordMs = 10000;

// Sends a four-letter word and returns the whole answer (the server closes after it).
QByteArray askFourLetterWord(quint16 port, const char *word)
{
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy);
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    if (!socket.waitForConnected(kFourLetterWordMs))
        return {};
    socket.write(word);
    QByteArray answer;
    QElapsedTimer timer;
    timer.start();
    while (socket.state() == QAbstractSocket::ConnectedState && timer.elapsed() < kFourLetterWordMs) {
        socket.waitForReadyRead(100);
        answer += socket.readAll();
    }
    return answer + socket.readAll();
}

} // namespace

class TestLocalZooKeeper : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void startsAndServes();
    void startReportsServerExit();
    void startGivesUpInTime();
    void adminServer_data();
    void adminServer();
    void fourLetterWords_data();
    void fourLetterWords();
    void restartKeepsData();
    void twoServersGetDifferentPorts();
    void serverOnAnotherOnesPortDoesNotServe();
    void destructorStopsAndCleansUp();
    void holderKilledWaiterAcquires_data();
    void holderKilledWaiterAcquires();
    void revocation_data();
    void revocation();
};

void TestLocalZooKeeper::startsAndServes()
{
    QElapsedTimer timer;
    timer.start();
    LOCKSCOPE_START_ZOOKEEPER(server);
    qInfo("ZooKeeper served after %lld ms", timer.elapsed());

    QVERIFY(server->isRunning());
    QVERIFY(server->processId() > 0);
    QVERIFY(server->clientPort() > 0);
    QCOMPARE(server->connectString(), QStringLiteral("127.0.0.1:") + QString::number(server->clientPort()));
    QVERIFY(QFileInfo(server->dataDirectory()).isDir());
    QVERIFY(LocalZooKeeper::acceptsSessions(QStringLiteral("127.0.0.1"), server->clientPort(), 2000));
    QVERIFY2(!server->serverLog().contains(QLatin1String(" ERROR ")), qPrintable(server->serverLog()));
}

void TestLocalZooKeeper::startReportsServerExit()
{
    LocalZooKeeper::Options options;
    options.minSessionTimeoutMs = 5000; // above the maximum: ZooKeeper rejects the config
    options.maxSessionTimeoutMs = 1000;
    LocalZooKeeper server(options);
    if (!LocalZooKeeper::isAvailable())
        QSKIP("ZooKeeper is not installed");

    QVERIFY(!server.start(20000));
    QVERIFY(!server.isRunning());
    QVERIFY2(server.errorString().contains(QLatin1String("exited with code 2")), qPrintable(server.errorString()));
    QVERIFY(server.serverLog().contains(QLatin1String("minSessionTimeout")));
}

void TestLocalZooKeeper::startGivesUpInTime()
{
    LocalZooKeeper server;
    if (!LocalZooKeeper::isAvailable())
        QSKIP("ZooKeeper is not installed");

    QElapsedTimer timer;
    timer.start();
    QVERIFY(!server.start(200)); // far less than a JVM needs
    QVERIFY2(timer.elapsed() < 3000, QByteArray::number(timer.elapsed()).constData());
    QVERIFY(!server.isRunning());
    QVERIFY2(server.errorString().contains(QLatin1String("in time")), qPrintable(server.errorString()));
}

void TestLocalZooKeeper::adminServer_data()
{
    QTest::addColumn<bool>("enabled");
    QTest::newRow("on") << true;
    QTest::newRow("off") << false;
}

void TestLocalZooKeeper::adminServer()
{
    QFETCH(bool, enabled);
    LocalZooKeeper::Options options;
    options.adminServer = enabled;
    LOCKSCOPE_START_ZOOKEEPER(server, options);

    QList<quint16> expectedPorts = {server->clientPort()};
    if (enabled) {
        QVERIFY(server->adminPort() > 0);
        QVERIFY(server->adminPort() != server->clientPort());
        expectedPorts << server->adminPort();
        std::sort(expectedPorts.begin(), expectedPorts.end());

        const HttpReply reply = httpGet(server->adminPort(), QStringLiteral("/commands/connections"), 20000);
        QVERIFY2(reply.status == 200, qPrintable(reply.error));
        const QByteArray &body = reply.body;
        const QJsonObject json = QJsonDocument::fromJson(body).object();
        QCOMPARE(json.value(QLatin1String("command")).toString(), QStringLiteral("connections"));
        QVERIFY2(json.value(QLatin1String("connections")).isArray(), body.constData());
    } else {
        QCOMPARE(server->adminPort(), quint16(0));
    }
    // Off means no HTTP listener anywhere, not just a port we were not told about.
    QCOMPARE(listeningTcpPorts(server->processId()), expectedPorts);
}

void TestLocalZooKeeper::fourLetterWords_data()
{
    QTest::addColumn<QStringList>("whitelist");
    QTest::addColumn<bool>("answersRuok");
    QTest::newRow("default list") << LocalZooKeeper::Options().fourLetterWords << true;
    QTest::newRow("empty list") << QStringList() << false;
}

void TestLocalZooKeeper::fourLetterWords()
{
    QFETCH(QStringList, whitelist);
    QFETCH(bool, answersRuok);
    LocalZooKeeper::Options options;
    options.fourLetterWords = whitelist;
    LOCKSCOPE_START_ZOOKEEPER(server, options);

    const QByteArray ruok = askFourLetterWord(server->clientPort(), "ruok");
    QCOMPARE(ruok == "imok", answersRuok);
    QCOMPARE(askFourLetterWord(server->clientPort(), "cons").contains("queued="), answersRuok);
    // ZooKeeper hard-wires srvr into every whitelist.
    QVERIFY(askFourLetterWord(server->clientPort(), "srvr").startsWith("Zookeeper version"));
}

void TestLocalZooKeeper::restartKeepsData()
{
    LOCKSCOPE_START_ZOOKEEPER(server);
    const quint16 port = server->clientPort();
    const quint16 adminPort = server->adminPort();
    {
        LOCKSCOPE_START_LOCK_CLIENT(writer, Kind::Kazoo, server->connectString());
        QVERIFY2(
            !writer->request(QStringLiteral("create /kept/node hello"), QStringLiteral("created /kept/node")).isEmpty(),
            qPrintable(writer->errorString()));
        QVERIFY(writer->quit());
    }

    QSignalSpy stopped(server.get(), &LocalZooKeeper::stopped);
    server->stop();
    QVERIFY(!server->isRunning());
    QCOMPARE(stopped.count(), 1);
    QVERIFY(!LocalZooKeeper::acceptsSessions(QStringLiteral("127.0.0.1"), port, 500));

    QElapsedTimer timer;
    timer.start();
    QVERIFY2(server->restart(), qPrintable(server->errorString()));
    qInfo("ZooKeeper restarted in %lld ms", timer.elapsed());
    QCOMPARE(server->clientPort(), port);
    QCOMPARE(server->adminPort(), adminPort);

    LOCKSCOPE_START_LOCK_CLIENT(reader, Kind::Kazoo, server->connectString());
    QCOMPARE(reader->request(QStringLiteral("get /kept/node"), QStringLiteral("data /kept/node")),
             QStringLiteral("data /kept/node hello"));
}

void TestLocalZooKeeper::twoServersGetDifferentPorts()
{
    LOCKSCOPE_START_ZOOKEEPER(first);
    LOCKSCOPE_START_ZOOKEEPER(second);
    const QList<quint16> ports = {first->clientPort(), first->adminPort(), second->clientPort(), second->adminPort()};
    QCOMPARE(QSet<quint16>(ports.begin(), ports.end()).size(), 4);
    QVERIFY(first->dataDirectory() != second->dataDirectory());
    QVERIFY(LocalZooKeeper::acceptsSessions(QStringLiteral("127.0.0.1"), first->clientPort(), 2000));
    QVERIFY(LocalZooKeeper::acceptsSessions(QStringLiteral("127.0.0.1"), second->clientPort(), 2000));
}

// Servers start side by side on ports picked free a moment before, so another may bind one first.
// The server that cannot bind its port must fail, not take the other one's answers for its own.
void TestLocalZooKeeper::serverOnAnotherOnesPortDoesNotServe()
{
    LOCKSCOPE_START_ZOOKEEPER(holder);
    LocalZooKeeper::Options options;
    options.clientPort = holder->clientPort(); // fixed: no other port is tried
    LocalZooKeeper late(options);
    QVERIFY(!late.start(30000));
    QVERIFY(!late.isRunning());
    QVERIFY2(late.serverLog().contains(QLatin1String("Address already in use")), qPrintable(late.serverLog()));
    QVERIFY(LocalZooKeeper::acceptsSessions(QStringLiteral("127.0.0.1"), holder->clientPort(), 2000));
}

void TestLocalZooKeeper::destructorStopsAndCleansUp()
{
    LOCKSCOPE_START_ZOOKEEPER(server);
    const QString directory = QFileInfo(server->dataDirectory()).path();
    const qint64 pid = server->processId();
    QVERIFY(QFileInfo(directory).isDir());
    QVERIFY(processExists(pid));

    server.reset();
    QVERIFY(!QFileInfo::exists(directory));
    QVERIFY(!processExists(pid));
}

void TestLocalZooKeeper::holderKilledWaiterAcquires_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("lockCommand");
    QTest::newRow("kazoo Lock") << Kind::Kazoo << QStringLiteral("lock");
    QTest::newRow("Curator InterProcessMutex") << Kind::Curator << QStringLiteral("mutex");
}

void TestLocalZooKeeper::holderKilledWaiterAcquires()
{
    QFETCH(Kind, kind);
    QFETCH(QString, lockCommand);
    LOCKSCOPE_START_ZOOKEEPER(server);
    LOCKSCOPE_START_LOCK_CLIENT(holder, kind, server->connectString(), kKilledSessionTimeoutMs);
    LOCKSCOPE_START_LOCK_CLIENT(waiter, kind, server->connectString());
    QVERIFY(holder->sessionId(kFirstRequestMs) != 0);
    QVERIFY(holder->sessionId() != waiter->sessionId(kFirstRequestMs));

    const QString lock = lockCommand + QStringLiteral(" /locks/job");
    const QString acquired = QStringLiteral("acquired /locks/job");
    QVERIFY2(!holder->request(lock, acquired, kFirstRequestMs).isEmpty(), qPrintable(holder->errorString()));
    QVERIFY2(!holder->request(QStringLiteral("release /locks/job"), QStringLiteral("released /locks/job")).isEmpty(),
             qPrintable(holder->errorString()));

    QVERIFY2(!holder->request(lock, acquired).isEmpty(), qPrintable(holder->errorString()));
    QVERIFY2(!waiter->request(lock, QStringLiteral("waiting /locks/job"), kFirstRequestMs).isEmpty(),
             qPrintable(waiter->errorString()));
    QCOMPARE(waiter->unreadLines().filter(QStringLiteral("acquired")), QStringList());

    QElapsedTimer timer;
    timer.start();
    holder->kill();
    QVERIFY2(!waiter->waitForLine(acquired, kExpiryWaitMs).isEmpty(), qPrintable(waiter->errorString()));
    qInfo("waiter acquired %lld ms after the holder was killed", timer.elapsed());
}

void TestLocalZooKeeper::revocation_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("lockCommand");
    QTest::addColumn<QString>("payload");
    QTest::newRow("Curator makeRevocable")
        << Kind::Curator << QStringLiteral("revocable-mutex") << QStringLiteral("__REVOKE__");
    QTest::newRow("recipe document") << Kind::Kazoo << QStringLiteral("watch-revoke") << QStringLiteral("unlock");
}

void TestLocalZooKeeper::revocation()
{
    QFETCH(Kind, kind);
    QFETCH(QString, lockCommand);
    QFETCH(QString, payload);
    LOCKSCOPE_START_ZOOKEEPER(server);
    LOCKSCOPE_START_LOCK_CLIENT(holder, kind, server->connectString());
    LOCKSCOPE_START_LOCK_CLIENT(revoker, Kind::Kazoo, server->connectString());

    const QString acquired = holder->request(lockCommand + QStringLiteral(" /locks/rev"),
                                             QStringLiteral("acquired /locks/rev"), kFirstRequestMs);
    QVERIFY2(!acquired.isEmpty(), qPrintable(holder->errorString()));
    const QString node = acquired.section(QLatin1Char(' '), 2);
    QVERIFY2(
        !revoker->request(QStringLiteral("set /locks/rev/%1 %2").arg(node, payload), QStringLiteral("set")).isEmpty(),
        qPrintable(revoker->errorString()));
    QVERIFY2(!holder->waitForLine(QStringLiteral("revoked /locks/rev")).isEmpty(), qPrintable(holder->errorString()));
    QVERIFY2(!holder->waitForLine(QStringLiteral("released /locks/rev")).isEmpty(), qPrintable(holder->errorString()));
    QVERIFY(!revoker->request(QStringLiteral("get /locks/rev/") + node, QStringLiteral("error")).isEmpty());
}

LOCKSCOPE_TEST(TestLocalZooKeeper)

} // namespace tst_localzookeeper

#include "tst_localzookeeper.moc"
