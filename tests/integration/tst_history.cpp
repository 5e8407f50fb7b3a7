// SPDX-License-Identifier: Apache-2.0

// `lockscope-cli history` against the files of a real ZooKeeper that real kazoo and Curator clients
// used: they lock, queue, give up, release, crash (kill -9) and quit, across a server restart, with
// a snapCount small enough that the story spans several logs and snapshots. The server keeps its
// logs apart (dataLogDir) and packs its snapshots with snappy, as production ones may. Times are checked
// against this machine's clock, which is the server's: ZooKeeper stamps each transaction with
// its wall clock between the moment a client sends a request and the moment it answers.
#include "LockClientProcess.h"
#include "ProcessRun.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace tst_history {

using namespace lockscope;
using namespace Qt::Literals::StringLiterals;
using lockscope::test::LockClientProcess;
using lockscope::test::ProcessRun;
using Kind = LockClientProcess::Kind;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);
const QString kLock = u"/h/orders"_s;
const QString kCuratorLock = u"/h/curator"_s;
// Both clocks are CLOCK_REALTIME in ms; a transaction's stamp falls inside the client's request
// window, and 5 ms absorbs the truncation of either side to whole milliseconds.
constexpr qint64 kClockSlackMs = 5;
constexpr int kExpiryWaitMs = LockClientProcess::kShortSessionTimeoutMs + 12000;

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

qint64 msOf(const QJsonValue &iso)
{
    return iso.isString() ? QDateTime::fromString(iso.toString(), Qt::ISODateWithMs).toMSecsSinceEpoch() : -1;
}

QJsonObject jsonOf(const ProcessRun &run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

// The server's moments of the story: each action's window by this machine's clock.
struct Window {
    qint64 from = 0;
    qint64 to = 0;
};

} // namespace

class TestHistory : public QObject {
    Q_OBJECT

    QTemporaryDir m_logDir; // the server's dataLogDir
    std::unique_ptr<LocalZooKeeper> m_server;
    std::vector<std::unique_ptr<LockClientProcess>> m_clients;
    QMap<QString, Window> m_windows; // "A queued", "A ended", ...
    QMap<QString, QString> m_nodes; // client -> its lock node's full path
    QMap<QString, QString> m_sessions; // client -> "0x..."
    QJsonObject m_live; // a live `snapshot` during the story
    qint64 m_afterRestartMs = 0;
    QJsonObject m_history;

    static ProcessRun runCli(const QStringList &arguments) { return test::runProcess(kCliPath, arguments); }

    // `--txn-log` for both of the server's folders.
    QStringList files() const { return {u"--txn-log"_s, m_server->dataDirectory(), u"--txn-log"_s, m_logDir.path()}; }

    QStringList history(const QStringList &more) const { return QStringList{u"history"_s} + files() + more; }

    LockClientProcess *client(const QString &name, int sessionTimeoutMs = LockClientProcess::kDefaultSessionTimeoutMs,
                              Kind kind = Kind::Kazoo)
    {
        auto started = test::startLockClient(kind, m_server->connectString(), sessionTimeoutMs);
        if (!started)
            return nullptr;
        m_sessions.insert(name, u"0x%1"_s.arg(quint64(started->sessionId()), 16, 16, QLatin1Char('0')));
        m_clients.push_back(std::move(started));
        return m_clients.back().get();
    }

    // Sends `command` and waits for `reply`; records the window as `moment` (when not empty).
    QString act(LockClientProcess *c, const QString &command, const QString &reply, const QString &moment,
                int timeoutMs = 10000)
    {
        const qint64 before = nowMs();
        const QString line = c->request(command, reply, timeoutMs);
        if (!moment.isEmpty())
            m_windows.insert(moment, {before, nowMs()});
        return line;
    }

    // Waits for a line that an earlier action caused; the window runs from `since`.
    bool awaitLine(LockClientProcess *c, const QString &reply, const QString &moment, qint64 since,
                   int timeoutMs = 10000)
    {
        const bool seen = !c->waitForLine(reply, timeoutMs).isEmpty();
        m_windows.insert(moment, {since, nowMs()});
        return seen;
    }

    // Enough writes that the server rolls its log and writes a snapshot (snapCount below).
    bool churn(LockClientProcess *c)
    {
        for (int i = 0; i < 12; ++i) {
            if (act(c, u"set /h/filler %1"_s.arg(i), u"set"_s, QString()).isEmpty())
                return false;
        }
        return true;
    }

    QJsonObject entryOf(const QJsonObject &document, const QString &client) const
    {
        for (const QJsonValue &lock : document.value(u"locks"_s).toArray()) {
            for (const QJsonValue &entry : lock.toObject().value(u"entries"_s).toArray()) {
                if (entry.toObject().value(u"path"_s).toString() == m_nodes.value(client))
                    return entry.toObject();
            }
        }
        return {};
    }

    // Curator's InterProcessMutex (`_c_<uuid>-lock-<seq>` nodes): F holds, G waits, F releases.
    void curatorStory(LockClientProcess *admin)
    {
        LockClientProcess *f = client(u"F"_s, LockClientProcess::kDefaultSessionTimeoutMs, Kind::Curator);
        LockClientProcess *g = client(u"G"_s, LockClientProcess::kDefaultSessionTimeoutMs, Kind::Curator);
        QVERIFY(f && g);
        const auto node = [](const QString &line) -> QString { return kCuratorLock + u'/' + line.section(u' ', 2, 2); };
        m_nodes[u"F"_s] = node(act(f, u"mutex "_s + kCuratorLock, u"acquired"_s, u"F queued"_s,
                                   LockClientProcess::kFirstCuratorRequestMs));
        m_nodes[u"G"_s] = node(
            act(g, u"mutex "_s + kCuratorLock, u"waiting"_s, u"G queued"_s, LockClientProcess::kFirstCuratorRequestMs));
        QVERIFY(churn(admin));
        QVERIFY(!act(f, u"release "_s + kCuratorLock, u"released"_s, u"F ended"_s).isEmpty());
        QVERIFY(awaitLine(g, u"acquired"_s, u"G acquired"_s, m_windows[u"F ended"_s].from));
        QVERIFY(!act(g, u"release "_s + kCuratorLock, u"released"_s, u"G ended"_s).isEmpty());
    }

    void lockStory()
    {
        LockClientProcess *admin = client(u"admin"_s);
        LockClientProcess *a = client(u"A"_s);
        LockClientProcess *b = client(u"B"_s, LockClientProcess::kShortSessionTimeoutMs);
        LockClientProcess *c = client(u"C"_s);
        LockClientProcess *d = client(u"D"_s);
        QVERIFY(admin && a && b && c && d);
        QVERIFY(!act(admin, u"create /h/filler"_s, u"created"_s, QString()).isEmpty());
        const auto node = [](const QString &line) -> QString { return kLock + u'/' + line.section(u' ', 2, 2); };

        m_nodes[u"A"_s] = node(act(a, u"lock "_s + kLock, u"acquired"_s, u"A queued"_s));
        m_nodes[u"B"_s] = node(act(b, u"lock "_s + kLock, u"waiting"_s, u"B queued"_s));
        m_nodes[u"C"_s] = node(act(c, u"lock "_s + kLock, u"waiting"_s, u"C queued"_s));
        QVERIFY(churn(admin));
        // C gives up waiting: kazoo deletes its node once its acquire sees the cancel.
        QVERIFY(!act(c, u"release "_s + kLock, u"released"_s, u"C ended"_s).isEmpty());
        QVERIFY(!act(a, u"release "_s + kLock, u"released"_s, u"A ended"_s).isEmpty());
        QVERIFY(awaitLine(b, u"acquired"_s, u"B acquired"_s, m_windows[u"A ended"_s].from));
        m_nodes[u"D"_s] = node(act(d, u"lock "_s + kLock, u"waiting"_s, u"D queued"_s));
        QVERIFY(churn(admin));
        curatorStory(admin);
        if (QTest::currentTestFailed())
            return;

        const ProcessRun live = runCli({u"snapshot"_s, u"--connect"_s, m_server->connectString(), u"--root"_s, kLock,
                                        u"--json"_s, u"--timeout"_s, u"5000"_s});
        QCOMPARE(live.exitCode, 0);
        m_live = jsonOf(live);

        const qint64 killed = nowMs();
        m_clients[2]->kill(); // B, the holder, crashes: its session expires, then D holds
        QVERIFY(awaitLine(d, u"acquired"_s, u"B ended"_s, killed, kExpiryWaitMs));
        m_windows[u"D acquired"_s] = m_windows[u"B ended"_s];

        m_server->stop();
        QVERIFY2(m_server->restart(), qPrintable(m_server->errorString()));
        m_afterRestartMs = nowMs();
        LockClientProcess *e = client(u"E"_s);
        QVERIFY(e);
        m_nodes[u"E"_s] = node(act(e, u"lock "_s + kLock, u"waiting"_s, u"E queued"_s, 20000));
        // D's client reconnects to the restarted server on its own; only then can it close its session.
        QVERIFY(test::waitUntil([d] { return d->request(u"get /h/filler"_s, u"data"_s, 2000).startsWith(u"data"_s); },
                                20000));
        QVERIFY(d->quit()); // closes its session: the server deletes its node with it
        // On a slow machine D's session may instead expire while its client reconnects to the
        // restarted server: either way D's node goes after E queued behind it, and before E hears.
        QVERIFY(awaitLine(e, u"acquired"_s, u"E acquired"_s, m_windows[u"E queued"_s].from));
        m_windows[u"D ended"_s] = m_windows[u"E acquired"_s];
        QVERIFY(churn(admin));
        QVERIFY(!act(e, u"release "_s + kLock, u"released"_s, u"E ended"_s).isEmpty());
        forceDeleteStory();
    }

    // H holds and an operator force-deletes its node with `lockscope-cli delete`: another
    // session's delete, which history names (deleted_by) instead of calling it a release.
    void forceDeleteStory()
    {
        LockClientProcess *h = client(u"H"_s);
        QVERIFY(h);
        const auto node = [](const QString &line) -> QString { return kLock + u'/' + line.section(u' ', 2, 2); };
        m_nodes[u"H"_s] = node(act(h, u"lock "_s + kLock, u"acquired"_s, u"H queued"_s));
        const qint64 before = nowMs();
        const ProcessRun run = runCli({u"delete"_s, u"--connect"_s, m_server->connectString(), m_nodes[u"H"_s],
                                       u"--audit-log"_s, m_logDir.filePath(u"audit.jsonl"_s)});
        m_windows.insert(u"H ended"_s, {before, nowMs()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    }

private Q_SLOTS:
    void initTestCase()
    {
        LocalZooKeeper::Options options;
        options.jvmArguments = {u"-Dzookeeper.snapCount=10"_s, u"-Dzookeeper.preAllocSize=64"_s,
                                u"-Dzookeeper.snapshot.compression.method=snappy"_s};
        options.configLines = {u"dataLogDir="_s + m_logDir.path()};
        m_server = test::startZooKeeper(options);
        QVERIFY(m_server);
        lockStory();
        if (QTest::currentTestFailed())
            return;
        const ProcessRun run = runCli(history({u"--root"_s, kLock, u"--root"_s, kCuratorLock, u"--json"_s}));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        m_history = jsonOf(run);
        QCOMPARE(m_history.value(u"format"_s).toString(), u"lockscope-history-1"_s);
    }

    void cleanupTestCase() { m_clients.clear(); }

    void severalFilesAndARestart()
    {
        const QDir snapshots(m_server->dataDirectory() + u"/version-2"_s);
        const QDir logs(m_logDir.path() + u"/version-2"_s);
        QVERIFY(logs.entryList({u"log.*"_s}).size() >= 3);
        QVERIFY(snapshots.entryList({u"log.*"_s}).isEmpty());
        QVERIFY(snapshots.entryList({u"snapshot.*.snappy"_s}).size() >= 3);
        QCOMPARE(snapshots.entryList({u"snapshot.*"_s}), snapshots.entryList({u"snapshot.*.snappy"_s}));
        QCOMPARE(m_history.value(u"errors"_s).toArray().size(), 0);
        QCOMPARE(m_history.value(u"source"_s).toString(), snapshots.path() + u", "_s + logs.path());
    }

    // The replay recognises each client library's nodes by the live monitor's rules.
    void recipes()
    {
        QMap<QString, QString> recipeOf;
        for (const QJsonValue &lock : m_history.value(u"locks"_s).toArray())
            recipeOf.insert(lock[u"path"_s].toString(),
                            lock[u"recipe"_s].toString() + u' ' + lock[u"kind"_s].toString());
        QCOMPARE(recipeOf.value(kLock), u"kazoo mutex"_s);
        QCOMPARE(recipeOf.value(kCuratorLock), u"curator mutex"_s);
    }

    void entryTimes_data()
    {
        QTest::addColumn<QString>("client");
        QTest::addColumn<QString>("acquired"); // moment of acquisition; empty: never held
        QTest::addColumn<QString>("ended"); // empty: still there
        QTest::addColumn<QString>("end");
        QTest::newRow("holder releases") << u"A"_s << u"A queued"_s << u"A ended"_s << u"released"_s;
        QTest::newRow("waiter gives up") << u"C"_s << QString() << u"C ended"_s << u"abandoned"_s;
        QTest::newRow("holder killed") << u"B"_s << u"B acquired"_s << u"B ended"_s << u"session-ended"_s;
        QTest::newRow("waiter's session closes") << u"D"_s << u"D acquired"_s << u"D ended"_s << u"session-ended"_s;
        QTest::newRow("after the restart") << u"E"_s << u"E acquired"_s << u"E ended"_s << u"released"_s;
        QTest::newRow("holder force-deleted") << u"H"_s << u"H queued"_s << u"H ended"_s << u"released"_s;
        QTest::newRow("Curator holder releases") << u"F"_s << u"F queued"_s << u"F ended"_s << u"released"_s;
        QTest::newRow("Curator waiter takes over") << u"G"_s << u"G acquired"_s << u"G ended"_s << u"released"_s;
    }

    void entryTimes()
    {
        QFETCH(QString, client);
        QFETCH(QString, acquired);
        QFETCH(QString, ended);
        QFETCH(QString, end);
        const QJsonObject entry = entryOf(m_history, client);
        QVERIFY2(!entry.isEmpty(), qPrintable(m_nodes.value(client)));
        QCOMPARE(entry.value(u"session"_s).toString(), m_sessions.value(client));
        const auto within = [this](const QJsonValue &time, const QString &moment) {
            const Window w = m_windows.value(moment);
            const qint64 at = msOf(time);
            return at >= w.from - kClockSlackMs && at <= w.to + kClockSlackMs;
        };
        QVERIFY(within(entry.value(u"queued_at"_s), client + u" queued"_s));
        if (acquired.isEmpty())
            QVERIFY(entry.value(u"acquired_at"_s).isNull());
        else
            QVERIFY2(within(entry.value(u"acquired_at"_s), acquired),
                     qPrintable(entry.value(u"acquired_at"_s).toString()));
        QVERIFY2(within(entry.value(u"ended_at"_s), ended), qPrintable(entry.value(u"ended_at"_s).toString()));
        QCOMPARE(entry.value(u"end"_s).toString(), end);
        if (client != u"H"_s)
            QVERIFY(entry.value(u"deleted_by"_s).isNull());
    }

    // The delete's session is the CLI's own: opened and closed within the delete's window.
    void forceDeleteNamesTheDeletingSession()
    {
        const QJsonObject entry = entryOf(m_history, u"H"_s);
        const QString deleter = entry.value(u"deleted_by"_s).toString();
        QVERIFY2(!deleter.isEmpty() && deleter != m_sessions.value(u"H"_s), qPrintable(deleter));
        const Window w = m_windows.value(u"H ended"_s);
        bool found = false;
        for (const QJsonValue &session : m_history.value(u"sessions"_s).toArray()) {
            if (session[u"session"_s].toString() != deleter)
                continue;
            found = true;
            QVERIFY(msOf(session[u"opened_at"_s]) >= w.from - kClockSlackMs);
            QVERIFY(msOf(session[u"closed_at"_s]) <= w.to + kClockSlackMs);
        }
        QVERIFY2(found, qPrintable(deleter));
    }

    void sessions()
    {
        QMap<QString, QJsonObject> byId;
        for (const QJsonValue &session : m_history.value(u"sessions"_s).toArray())
            byId.insert(session.toObject().value(u"session"_s).toString(), session.toObject());
        const QJsonObject b = byId.value(m_sessions.value(u"B"_s));
        QCOMPARE(b.value(u"timeout_ms"_s).toInt(), LockClientProcess::kShortSessionTimeoutMs);
        QCOMPARE(b.value(u"closed_at"_s), entryOf(m_history, u"B"_s).value(u"ended_at"_s));
        QCOMPARE(byId.value(m_sessions.value(u"D"_s)).value(u"closed_at"_s),
                 entryOf(m_history, u"D"_s).value(u"ended_at"_s));
        QVERIFY(msOf(byId.value(m_sessions.value(u"A"_s)).value(u"opened_at"_s)) <= m_windows[u"A queued"_s].from);
        QVERIFY(byId.value(m_sessions.value(u"E"_s)).value(u"closed_at"_s).isNull());
    }

    void atEqualsLiveSnapshot()
    {
        const QString takenAt = m_live.value(u"taken_at"_s).toString();
        const ProcessRun run = runCli(history({u"--root"_s, kLock, u"--at"_s, takenAt, u"--json"_s}));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject past = jsonOf(run);
        QCOMPARE(past.value(u"format"_s), m_live.value(u"format"_s));
        QCOMPARE(past.value(u"taken_at"_s).toString(), takenAt);
        const auto essentials = [](const QJsonObject &snapshot) {
            QStringList lines;
            for (const QJsonValue &lock : snapshot.value(u"locks"_s).toArray()) {
                const QJsonObject o = lock.toObject();
                lines << u"%1 %2 %3 holders %4 waiters %5"_s
                             .arg(o[u"path"_s].toString(), o[u"recipe"_s].toString(), o[u"kind"_s].toString())
                             .arg(o[u"holders"_s].toInt())
                             .arg(o[u"waiters"_s].toInt());
                for (const QJsonValue &entry : o[u"entries"_s].toArray()) {
                    const QJsonObject e = entry.toObject();
                    lines << e[u"path"_s].toString() + u' ' + e[u"state"_s].toString() + u' '
                            + e[u"session"_s].toString() + u' ' + e[u"created"_s].toString() + u' '
                            + e[u"waits_for"_s].toString();
                }
            }
            for (const QJsonValue &session : snapshot.value(u"sessions"_s).toArray()) {
                const QJsonObject s = session.toObject();
                const auto list = [](const QJsonValue &paths) {
                    return QString::fromUtf8(QJsonDocument(paths.toArray()).toJson(QJsonDocument::Compact));
                };
                lines << s[u"session"_s].toString() + u" holding "_s + list(s[u"holding"_s]) + u" waiting "_s
                        + list(s[u"waiting"_s]);
            }
            return lines;
        };
        const QStringList expected = essentials(m_live);
        QCOMPARE(expected.size(), 5); // the lock, B holding, D waiting, and their two sessions
        const QStringList replayed = essentials(past);
        QVERIFY2(
            replayed == expected,
            qPrintable(u"at %1\nreplayed:\n%2\nlive:\n%3"_s.arg(takenAt, replayed.join(u'\n'), expected.join(u'\n'))));
    }

    void fromStartsAtALaterSnapshot()
    {
        const ProcessRun run =
            runCli(history({u"--root"_s, kLock, u"--from"_s, QString::number(m_afterRestartMs), u"--json"_s}));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject later = jsonOf(run);
        QCOMPARE(later.value(u"errors"_s).toArray().size(), 0);
        QVERIFY(entryOf(later, u"A"_s).isEmpty()); // over before the window
        QCOMPARE(entryOf(later, u"E"_s), entryOf(m_history, u"E"_s));
        const QJsonObject d = entryOf(later, u"D"_s); // in the snapshot it starts from: not invented
        QCOMPARE(d.value(u"queued_at"_s), entryOf(m_history, u"D"_s).value(u"queued_at"_s));
        QCOMPARE(d.value(u"ended_at"_s), entryOf(m_history, u"D"_s).value(u"ended_at"_s));
        // It held when that snapshot was taken (the last transaction before the restart).
        QVERIFY(msOf(d.value(u"acquired_at"_s)) >= msOf(entryOf(m_history, u"D"_s).value(u"acquired_at"_s)));

        const ProcessRun early =
            runCli(history({u"--root"_s, kLock, u"--from"_s, u"2000-01-01T00:00:00Z"_s, u"--json"_s}));
        QVERIFY2(early.exitCode == 0, qPrintable(early.err));
        const QJsonArray errors = jsonOf(early).value(u"errors"_s).toArray();
        QVERIFY(!errors.isEmpty());
        QVERIFY(errors[0].toObject().value(u"error"_s).toString().startsWith(u"the record starts at "_s));
        QCOMPARE(entryOf(jsonOf(early), u"A"_s), entryOf(m_history, u"A"_s));
    }

    void badDirectories_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message"); // in stderr for a failure, in "errors" otherwise
        QTest::newRow("no such directory") << u"missing"_s << 1 << u"no such directory"_s;
        QTest::newRow("empty") << u"empty"_s << 1 << u"no ZooKeeper snapshots or transaction logs"_s;
        QTest::newRow("not ZooKeeper's") << u"foreign"_s << 1 << u"no readable snapshot"_s;
        QTest::newRow("flipped byte") << u"flip"_s << 0 << u"CRC mismatch at offset"_s;
        QTest::newRow("cut mid-record") << u"cut"_s << 0 << u"truncated record at offset"_s;
        QTest::newRow("bad time") << u"time"_s << 2 << u"--to takes an ISO-8601 time"_s;
        // The server keeps its logs apart (dataLogDir): either folder alone says what is missing.
        QTest::newRow("dataDir alone") << u"data"_s << 0 << u"no transaction logs (log.*) beside the snapshots"_s;
        QTest::newRow("dataLogDir alone")
            << u"logs"_s << 1 << u"no snapshot to start from (if the server sets dataLogDir"_s;
    }

    void badDirectories()
    {
        QFETCH(QString, damage);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString copy = dir.filePath(u"version-2"_s);
        QDir().mkpath(copy);
        QString damaged; // the log the damage is done to
        // Both of the server's folders copied into one, which reads like a server's own.
        const QStringList sources = damage == u"data"_s ? QStringList{m_server->dataDirectory()}
            : damage == u"logs"_s                       ? QStringList{m_logDir.path()}
                                                        : QStringList{m_server->dataDirectory(), m_logDir.path()};
        const bool copied = damage == u"flip"_s || damage == u"cut"_s || damage == u"time"_s || damage == u"data"_s
            || damage == u"logs"_s;
        for (const QString &folder : sources) {
            const QDir source(folder + u"/version-2"_s);
            for (const QString &name : source.entryList(QDir::Files, QDir::Name)) {
                if (copied)
                    QVERIFY(QFile::copy(source.filePath(name), copy + u'/' + name));
                if (name.startsWith(u"log."_s) && damaged.isEmpty() && QFileInfo(source.filePath(name)).size() > 600)
                    damaged = copy + u'/' + name;
            }
        }
        if (damage == u"foreign"_s) {
            for (const QString &name : {u"snapshot.0"_s, u"log.1"_s}) {
                QFile file(copy + u'/' + name);
                QVERIFY(file.open(QIODevice::WriteOnly) && file.write("these are not ZooKeeper's bytes\n") > 0);
            }
        }
        if (damage == u"flip"_s || damage == u"cut"_s) {
            QFile file(damaged);
            QVERIFY(file.open(QIODevice::ReadWrite));
            if (damage == u"flip"_s) {
                file.seek(300);
                const char byte = file.read(1).at(0);
                file.seek(300);
                file.write(QByteArray(1, char(byte ^ 0x20)));
            } else {
                file.resize(300);
            }
        }
        QStringList arguments = {
            u"history"_s, u"--txn-log"_s, damage == u"missing"_s ? dir.filePath(u"nope"_s) : dir.path(),
            u"--root"_s,  kLock,          u"--json"_s};
        if (damage == u"time"_s)
            arguments << u"--to"_s << u"yesterday"_s;
        const ProcessRun run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        if (exitCode != 0) {
            QVERIFY2(run.err.contains(message), qPrintable(run.err));
            QCOMPARE(run.err.count(u'\n'), 1);
            return;
        }
        const QJsonArray errors = jsonOf(run).value(u"errors"_s).toArray();
        QVERIFY2(!errors.isEmpty() && errors[0].toObject().value(u"error"_s).toString().contains(message),
                 qPrintable(run.out));
        QCOMPARE(errors[0].toObject().value(u"file"_s).toString(),
                 damage == u"data"_s ? copy : QFileInfo(damaged).fileName());
    }
};

LOCKSCOPE_TEST(TestHistory)

} // namespace tst_history

#include "tst_history.moc"
