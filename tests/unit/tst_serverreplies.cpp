// SPDX-License-Identifier: Apache-2.0

// Reading what ZooKeeper 3.8 servers answer: AdminServer JSON (session ids above 2^53 kept
// exact), the four-letter words cons/wchp/wchc, refusals.
// The sample answers were captured from a real server.

#include "diagnostics/EnsembleView.h"
#include "diagnostics/QuorumCheck.h"
#include "diagnostics/ServerExchange.h"
#include "diagnostics/ServerReplies.h"
#include "diagnostics/SessionDump.h"
#include "zk/EnsembleMembers.h"
#include "batch/TestBatch.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

namespace tst_serverreplies {

using namespace lockscope;
using namespace Qt::StringLiterals;

namespace {

// Above 2^53: a double would turn it into ...824 or ...826.
constexpr qint64 kFirst = 72057670845005824; // 0x01000011e20f0000
constexpr qint64 kSecond = 72057670845005825; // 0x01000011e20f0001

const QByteArray kConnections = R"({
  "connections" : [ {
    "remote_socket_address" : "127.0.0.1:56486",
    "interest_ops" : 1,
    "session_id" : 72057670845005824,
    "last_operation" : "PING"
  }, {
    "remote_socket_address" : "127.0.0.1:56496",
    "session_id" : 72057670845005825
  }, {
    "remote_socket_address" : "127.0.0.1:35310",
    "session_id" : 0
  } ],
  "secure_connections" : [ ],
  "command" : "connections",
  "error" : null
})";

const QByteArray kWatchesByPath = R"({
  "path_to_session_ids" : {
    "/locks/a" : [ 72057670845005825 ],
    "/locks/herd" : [ 72057670845005825, 72057670845005824 ]
  },
  "command" : "watches_by_path",
  "error" : null
})";

const QByteArray kWatches = R"({
  "session_id_to_watched_paths" : {
    "72057670845005825" : [ "/locks/a", "/locks/herd" ]
  },
  "command" : "watches",
  "error" : null
})";

const QByteArray kCons =
    " /127.0.0.1:56496[1](queued=0,recved=7,sent=7,sid=0x1000011e20f0001,lop=PING,est=1795306308993,to=4000,"
    "lcxid=0x3,lzxid=0xc,lresp=1191437,llat=1,minlat=0,avglat=1,maxlat=3)\n"
    " /127.0.0.1:35310[0](queued=0,recved=1,sent=0)\n"
    " /127.0.0.1:56486[1](queued=0,recved=13,sent=13,sid=0x1000011e20f0000,lop=PING,est=1795306308867,to=4000,"
    "lcxid=0x9,lzxid=0xc,lresp=1190764,llat=0,minlat=0,avglat=2,maxlat=14)\n\n";

const QByteArray kWchp = "/locks/a\n\t0x1000011e20f0001\n/locks/herd\n\t0x1000011e20f0001\n\t0x1000011e20f0000\n\n";
const QByteArray kWchc = "0x1000011e20f0001\n\t/locks/a\n\t/locks/herd\n\n";

} // namespace

class TestServerReplies : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void adminConnectionsKeepLargeSessionIdsExact();
    void consLinesGiveTheSameConnections();
    void watchListsAgree();
    void refusals_data();
    void refusals();
    void negativeSessionIds();
    void hexSessionIds_data();
    void hexSessionIds();
    void watchListsWithCrLfAndGarbage();
    void mergedViewKnowsWhereEachSessionIs();
    void watchedPathsUnderAChroot_data();
    void watchedPathsUnderAChroot();
    void httpResponses_data();
    void httpResponses();
    void srvrSaysWhetherAMemberServes_data();
    void srvrSaysWhetherAMemberServes();
    void dumpSaysWhenSessionsExpire_data();
    void dumpSaysWhenSessionsExpire();
    void cutAnswersAreNoAnswer_data();
    void cutAnswersAreNoAnswer();
};

// An answer counts only when the server closed the connection after it. A server that stops
// halfway (a four-letter word's list outgrowing the timeout) or sends more than the cap leaves no
// answer at all: half a watch list would read as waiters that watch nothing (broken-wait).
void TestServerReplies::cutAnswersAreNoAnswer_data()
{
    QTest::addColumn<QByteArray>("sent");
    QTest::addColumn<bool>("closes");
    QTest::addColumn<int>("timeoutMs");
    QTest::addColumn<QString>("error");
    const QByteArray part = "0x1000433458c0001\n\t/live/lock-00000/_c_a-lock-0000000000\n";
    QTest::newRow("whole, then closed") << part << true << 60000 << QString();
    QTest::newRow("stops halfway") << part << false << 500 << u"no answer within 500 ms"_s;
    // Only the cap can end it: a minute is far more than 65 MB takes over loopback, sanitized.
    QTest::newRow("more than the cap") << QByteArray(65 * 1024 * 1024, 'x') << false << 60000
                                       << u"answer larger than 64 MB"_s;
}

void TestServerReplies::cutAnswersAreNoAnswer()
{
    QFETCH(QByteArray, sent);
    QFETCH(bool, closes);
    QFETCH(int, timeoutMs);
    QFETCH(QString, error);
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost));
    QTcpSocket *peer = nullptr;
    connect(&server, &QTcpServer::newConnection, &server, [&] {
        peer = server.nextPendingConnection();
        connect(peer, &QTcpSocket::readyRead, peer, [&] {
            peer->readAll();
            peer->write(sent);
            if (closes)
                peer->disconnectFromHost(); // after the buffered answer is written
        });
    });
    ServerExchange exchange(u"127.0.0.1"_s, server.serverPort(), "wchc", timeoutMs);
    exchange.start();
    QTRY_VERIFY_WITH_TIMEOUT(exchange.isFinished(), timeoutMs + 10000);
    QCOMPARE(exchange.error(), error);
    QCOMPARE(exchange.reply(), error.isEmpty() ? sent : QByteArray());
}

void TestServerReplies::srvrSaysWhetherAMemberServes_data()
{
    QTest::addColumn<QByteArray>("reply");
    QTest::addColumn<int>("serves");
    QTest::addColumn<bool>("readOnly");
    const QByteArray head =
        "Zookeeper version: 3.8.0-5a02a05eddb59aee6ac762f7ea82e92a68eb9c0f, built on 2022-02-25 08:49 UTC\n"
        "Latency min/avg/max: 0/0.0/0\nReceived: 3\nSent: 2\nConnections: 1\nOutstanding: 0\n"
        "Zxid: 0x100000000\n";
    QTest::newRow("leader") << head + "Mode: leader\nNode count: 5\n" << 1 << false;
    QTest::newRow("follower") << head + "Mode: follower\nNode count: 5\n" << 1 << false;
    QTest::newRow("observer") << head + "Mode: observer\nNode count: 5\n" << 1 << false;
    QTest::newRow("standalone") << head + "Mode: standalone\nNode count: 5\n" << 1 << false;
    QTest::newRow("read-only (quorum lost)") << head + "Mode: read-only\nNode count: 5\n" << 0 << true;
    QTest::newRow("looking (quorum lost)")
        << QByteArray("This ZooKeeper instance is not currently serving requests\n") << 0 << false;
    QTest::newRow("mode last, no newline") << head + "Mode: follower" << 1 << false;
    QTest::newRow("empty mode") << head + "Mode: \n" << -1 << false;
    QTest::newRow("not whitelisted") << QByteArray("srvr is not executed because it is not in the whitelist.\n") << -1
                                     << false;
    QTest::newRow("nothing") << QByteArray() << -1 << false;
    QTest::newRow("binary") << QByteArray("\x00\xff\x15\x03\x01\x00\x02\x02\x28", 9) << -1 << false;
}

void TestServerReplies::srvrSaysWhetherAMemberServes()
{
    QFETCH(QByteArray, reply);
    QFETCH(int, serves);
    QFETCH(bool, readOnly);
    bool saysReadOnly = !readOnly;
    QCOMPARE(srvrServes(reply, &saysReadOnly), serves);
    QCOMPARE(saysReadOnly, readOnly);
}

void TestServerReplies::adminConnectionsKeepLargeSessionIdsExact()
{
    QString error;
    const auto connections = parseAdminConnections(kConnections, &error);
    QVERIFY2(connections, qPrintable(error));
    // The handshake connection without a session is left out.
    const QList<ClientConnection> expected{{kFirst, u"127.0.0.1:56486"_s}, {kSecond, u"127.0.0.1:56496"_s}};
    QCOMPARE(*connections, expected);
}

void TestServerReplies::consLinesGiveTheSameConnections()
{
    QString error;
    const auto connections = parseConsReply(kCons, &error);
    QVERIFY2(connections, qPrintable(error));
    const QList<ClientConnection> expected{{kSecond, u"127.0.0.1:56496"_s}, {kFirst, u"127.0.0.1:56486"_s}};
    QCOMPARE(*connections, expected);
}

void TestServerReplies::watchListsAgree()
{
    QString error;
    const auto byPathJson = parseAdminWatchesByPath(kWatchesByPath, &error);
    const auto byPathWord = parseWchpReply(kWchp, &error);
    QVERIFY(byPathJson && byPathWord);
    QCOMPARE(*byPathJson, *byPathWord);
    QCOMPARE(byPathJson->value(u"/locks/herd"_s), (QList<qint64>{kSecond, kFirst}));

    const auto bySessionJson = parseAdminWatches(kWatches, &error);
    const auto bySessionWord = parseWchcReply(kWchc, &error);
    QVERIFY(bySessionJson && bySessionWord);
    QCOMPARE(*bySessionJson, *bySessionWord);
    QCOMPARE(bySessionJson->value(kSecond), (QStringList{u"/locks/a"_s, u"/locks/herd"_s}));

    // Nobody watching is an answer too, not a failure.
    QVERIFY(parseWchpReply("\n\n", &error).has_value());
    QVERIFY(parseWchcReply("", &error).has_value());
}

void TestServerReplies::refusals_data()
{
    QTest::addColumn<QByteArray>("reply");
    QTest::addColumn<QString>("expected");
    QTest::newRow("cons not whitelisted")
        << QByteArray("cons is not executed because it is not in the whitelist.\n") << u"4lw.commands.whitelist"_s;
    QTest::newRow("not serving") << QByteArray("This ZooKeeper instance is not currently serving requests\n")
                                 << u"not serving"_s;
    QTest::newRow("something else") << QByteArray("Zookeeper version: 3.8.0\n") << u"no connections"_s;
}

void TestServerReplies::refusals()
{
    QFETCH(QByteArray, reply);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!parseConsReply(reply, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));

    // An AdminServer error document, or another command's, is no answer either.
    QVERIFY(!parseAdminConnections(R"({"command":"connections","error":"Unknown command"})", &error));
    QVERIFY(error.contains(u"Unknown command"_s));
    QVERIFY(!parseAdminConnections(kWatches, &error));
    QVERIFY(!parseAdminWatches("<html></html>", &error));
}

void TestServerReplies::negativeSessionIds()
{
    // Servers with an id of 128 and above give ids with the top bit set: negative as a Java long.
    constexpr qint64 id = qint64(0x8100000a02b00003ULL);
    QString error;
    const QByteArray json = R"({"connections":[{"remote_socket_address":"10.0.0.5:53422","session_id":)"
        + QByteArray::number(id) + R"(}],"command":"connections","error":null})";
    const auto fromJson = parseAdminConnections(json, &error);
    QVERIFY2(fromJson, qPrintable(error));
    QCOMPARE(fromJson->first().session, id);
    QCOMPARE(parseHexSessionId(u"0x8100000a02b00003"), std::optional<qint64>(id));
    QCOMPARE(parseHexSessionId(u"8100000a02b00003"), std::nullopt);
}

void TestServerReplies::hexSessionIds_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("id");
    QTest::newRow("wchc line") << QByteArray("0x1000011e20f0001") << true << qint64(0x1000011e20f0001);
    QTest::newRow("indented, CR") << QByteArray("\t0x1000011e20f0001\r") << true << qint64(0x1000011e20f0001);
    QTest::newRow("upper case") << QByteArray("0X1000011E20F0001") << true << qint64(0x1000011e20f0001);
    QTest::newRow("top bit set") << QByteArray("0xffffffffffffffff") << true << qint64(-1);
    QTest::newRow("leading zeros") << QByteArray("0x00000000000000001") << true << qint64(1);
    QTest::newRow("65 bits") << QByteArray("0x10000000000000000") << false << qint64(0);
    QTest::newRow("no digits") << QByteArray("0x") << false << qint64(0);
    QTest::newRow("no prefix") << QByteArray("1000011e20f0001") << false << qint64(0);
    QTest::newRow("not hex") << QByteArray("0x10g0") << false << qint64(0);
    QTest::newRow("a path") << QByteArray("/locks/a") << false << qint64(0);
    QTest::newRow("empty") << QByteArray() << false << qint64(0);
}

void TestServerReplies::hexSessionIds()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, valid);
    QFETCH(qint64, id);
    const std::optional<qint64> expected = valid ? std::optional<qint64>(id) : std::nullopt;
    QCOMPARE(parseHexSessionId(QByteArrayView(text)), expected);
    QCOMPARE(parseHexSessionId(QStringView(QString::fromLatin1(text))), expected);
}

void TestServerReplies::watchListsWithCrLfAndGarbage()
{
    QString error;
    const auto byPath = parseWchpReply("/locks/a\r\n\t0x1\r\n\tnot-a-session\r\n/locks/b\r\n\t0x2", &error);
    QVERIFY2(byPath, qPrintable(error));
    QCOMPARE(byPath->value(u"/locks/a"_s), QList<qint64>{1});
    QCOMPARE(byPath->value(u"/locks/b"_s), QList<qint64>{2}); // the last line has no line end
    const auto bySession = parseWchcReply("0x1\r\n\t/locks/a\r\n\t/locks/b\r\n", &error);
    QVERIFY2(bySession, qPrintable(error));
    QCOMPARE(bySession->value(1), (QStringList{u"/locks/a"_s, u"/locks/b"_s}));

    QVERIFY(!parseWchpReply("0x1\n\t/locks/a\n", &error)); // wchc's answer to wchp
    QVERIFY2(error.contains(u"unexpected answer to wchp"_s), qPrintable(error));
    QVERIFY(!parseWchcReply("/locks/a\n\t0x1\n", &error));
    QVERIFY2(error.contains(u"unexpected answer to wchc"_s), qPrintable(error));
}

// Servers report full paths; a client connected with a chroot sees them below it.
void TestServerReplies::watchedPathsUnderAChroot_data()
{
    QTest::addColumn<QString>("connect");
    QTest::addColumn<QStringList>("watched");
    QTest::newRow("no chroot") << u"zk1:2181"_s << QStringList{u"/locks/a"_s, u"/locks/herd"_s};
    QTest::newRow("chroot /locks") << u"zk1:2181/locks"_s << QStringList{u"/a"_s, u"/herd"_s};
    QTest::newRow("chroot with a trailing slash") << u"zk1:2181/locks/"_s << QStringList{u"/a"_s, u"/herd"_s};
    QTest::newRow("chroot naming a node") << u"zk1:2181/locks/herd"_s << QStringList{u"/"_s};
    QTest::newRow("a prefix that is no ancestor") << u"zk1:2181/lock"_s << QStringList{};
    QTest::newRow("elsewhere") << u"zk1:2181/kafka"_s << QStringList{};
}

void TestServerReplies::watchedPathsUnderAChroot()
{
    QFETCH(QString, connect);
    QFETCH(QStringList, watched);
    QString error;
    MemberReport report;
    report.member = EnsembleMember{u"zk1"_s, 2181, {}};
    report.watchersByPath = parseAdminWatchesByPath(kWatchesByPath, &error);
    const EnsembleView view = mergeMemberReports({report}, 1000, connectChroot(connect));
    QStringList paths = view.watchers.keys();
    paths.sort();
    QCOMPARE(paths, watched);
}

void TestServerReplies::mergedViewKnowsWhereEachSessionIs()
{
    QString error;
    MemberReport first;
    first.member = EnsembleMember{u"zk1"_s, 2181, {}};
    first.connections = parseAdminConnections(kConnections, &error);
    first.watchersByPath = parseAdminWatchesByPath(kWatchesByPath, &error);
    MemberReport second;
    second.member = EnsembleMember{u"zk2"_s, 2181, {}};
    second.connectionsError = u"refused"_s;
    second.watchesError = u"refused"_s;
    MemberReport third; // told its connections, not its watches
    third.member = EnsembleMember{u"zk3"_s, 2181, {}};
    third.connections = QList<ClientConnection>{{77, u"10.0.0.9:40000"_s}};
    third.watchesError = u"refused"_s;

    const EnsembleView view = mergeMemberReports({first, second, third}, 1000);
    QCOMPARE(view.endpoints.value(kFirst).client, u"127.0.0.1:56486"_s);
    QCOMPARE(view.endpoints.value(kFirst).server, u"zk1:2181"_s);
    QCOMPARE(view.isConnected(kFirst), std::optional<bool>(true));
    QCOMPARE(view.isConnected(42), std::nullopt); // zk2 did not say
    QVERIFY(view.watchesKnownFor(kSecond)); // its server, zk1, told its watches
    QVERIFY(!view.watchesKnownFor(42));
    QCOMPARE(view.endpoints.value(77).server, u"zk3:2181"_s);
    QVERIFY(!view.watchesKnownFor(77)); // zk3 would not say
    // Derived from the per-path list: per session.
    QCOMPARE(view.watchesOf(kSecond), (QStringList{u"/locks/a"_s, u"/locks/herd"_s}));
    QCOMPARE(view.watchersOf(u"/locks/herd"_s), (QList<qint64>{kFirst, kSecond}));
}

LOCKSCOPE_TEST(TestServerReplies)
void TestServerReplies::httpResponses_data()
{
    QTest::addColumn<QByteArray>("response");
    QTest::addColumn<QByteArray>("body"); // expected body; empty with an error
    QTest::addColumn<QString>("error"); // expected error, empty when the body is read

    const QByteArray json = R"({"command":"connections"})";
    QTest::newRow("HTTP/1.0 until close")
        << QByteArray("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n" + json) << json << QString();
    QTest::newRow("content length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 25\r\n\r\n" + json + "trailing")
                                    << json << QString();
    QTest::newRow("chunked, with an extension")
        << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: Chunked\r\n\r\n"
                      "a\r\n{\"command\"\r\nf;x=1\r\n:\"connections\"}\r\n0\r\n\r\n")
        << json << QString();
    QTest::newRow("chunked, cut short") << QByteArray(
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n{\"comm")
                                        << QByteArray() << u"the answer was cut short"_s;
    QTest::newRow("content length, cut short") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n" + json)
                                               << QByteArray() << u"the answer was cut short"_s;
    QTest::newRow("not found") << QByteArray("HTTP/1.1 404 Not Found\r\n\r\nnope") << QByteArray()
                               << u"HTTP 404 Not Found"_s;
    QTest::newRow("closed at once") << QByteArray() << QByteArray() << u"the connection closed without an answer"_s;
    QTest::newRow("a ZooKeeper client port") << QByteArray("imok") << QByteArray() << u"not an HTTP answer"_s;
    QTest::newRow("garbage before the headers end")
        << QByteArray("SSH-2.0-OpenSSH\r\n\r\n") << QByteArray() << u"not an HTTP answer"_s;
}

void TestServerReplies::httpResponses()
{
    QFETCH(QByteArray, response);
    QFETCH(QByteArray, body);
    QFETCH(QString, error);
    QString why;
    const std::optional<QByteArray> parsed = parseHttpResponse(response, &why);
    QCOMPARE(parsed.has_value(), error.isEmpty());
    if (parsed)
        QCOMPARE(*parsed, body);
    QCOMPARE(why, error);
}

void TestServerReplies::dumpSaysWhenSessionsExpire_data()
{
    QTest::addColumn<QByteArray>("reply");
    QTest::addColumn<SessionDump>("dump");
    QTest::addColumn<QString>("error"); // part of it; empty: parsed

    // As ZooKeeper 3.8.0's leader answers, with a Java Date per bucket of sessions.
    const QByteArray leader = "SessionTracker dump:\nSession Sets (3)/(2):\n0 expire at Thu Nov 26 11:51:56 UTC 2026:\n"
                              "1 expire at Thu Nov 26 11:51:56 UTC 2026:\n\t0x100000e488c0000\n"
                              "1 expire at Thu Nov 26 11:52:10 UTC 2026:\n\t0x100000e488c0001\n"
                              "ephemeral nodes dump:\nSessions with Ephemerals (2):\n0x100000e488c0000:\n\t/x/leader\n";
    const qint64 at = QDateTime(QDate(2026, 11, 26), QTime(11, 51, 56), Qt::UTC).toMSecsSinceEpoch();
    QTest::newRow("leader") << leader
                            << SessionDump{{{0x100000e488c0000LL, at}, {0x100000e488c0001LL, at + 14'000}},
                                           {{0x100000e488c0000LL, {QStringLiteral("/x/leader")}}}}
                            << QString();
    QTest::newRow("a zone that is not UTC: left out, not guessed")
        << QByteArray("SessionTracker dump:\nSession Sets (1)/(1):\n1 expire at Thu Nov 26 12:51:56 CET 2026:\n"
                      "\t0x100000e488c0000\n")
        << SessionDump{} << QString();
    QTest::newRow("refused") << QByteArray("dump is not executed because it is not in the whitelist.\n")
                             << SessionDump{} << QStringLiteral("not allowed");
    QTest::newRow("another answer") << QByteArray("Zookeeper version: 3.8.0\n") << SessionDump{}
                                    << QStringLiteral("unexpected answer to dump");
}

void TestServerReplies::dumpSaysWhenSessionsExpire()
{
    QFETCH(QByteArray, reply);
    QFETCH(SessionDump, dump);
    QFETCH(QString, error);
    QString why;
    const std::optional<SessionDump> parsed = parseDumpReply(reply, &why);
    QCOMPARE(parsed.has_value(), error.isEmpty());
    if (parsed) {
        QCOMPARE(parsed->expiresAtMs, dump.expiresAtMs);
        QCOMPARE(parsed->ephemerals, dump.ephemerals);
    } else
        QVERIFY2(why.contains(error), qPrintable(why));
}

} // namespace tst_serverreplies

#include "tst_serverreplies.moc"
