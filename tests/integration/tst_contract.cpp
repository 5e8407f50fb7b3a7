// SPDX-License-Identifier: Apache-2.0

// The JSON lockscope-cli prints, held to the schemas in docs/schemas/ (../shared/CLI.md as files
// a script can check against): the real output of every command that prints JSON — snapshot,
// watch, history, history --at, serve's /snapshot, and the audit log that revoke, delete and reap
// write — from one real ZooKeeper with real kazoo clients holding and waiting for a mutex, a
// read-write lock and a semaphore; and the history of the repository's own ZooKeeper files.
// tests/support/validate_json.py checks them with Debian's python3-jsonschema, and is shown to
// reject documents broken by hand. docs/metrics.md and docs/json.md are held to what they describe.
#include "LockClientProcess.h"
#include "ProcessRun.h"
#include "ServeProcess.h"
#include "TestSession.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>

namespace tst_contract {

using namespace lockscope;
using namespace Qt::Literals::StringLiterals;
using lockscope::test::LockClientProcess;
using lockscope::test::ProcessRun;
using lockscope::test::ServeProcess;
using lockscope::test::TestSession;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);
const QString kDocsDir = QStringLiteral(LOCKSCOPE_DOCS_DIR);
const QString kHistoryFixture = QStringLiteral(LOCKSCOPE_HISTORY_FIXTURE);
const QString kValidator = QStringLiteral(LOCKSCOPE_TEST_SUPPORT_DIR "/validate_json.py");
// Debian's python3-jsonschema is installed for the system Python, not for one first on PATH.
const QString kPython = u"/usr/bin/python3"_s;
const QString kBase = u"/c"_s;

ProcessRun runCli(const QStringList &arguments)
{
    return test::runProcess(kCliPath, arguments);
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Every property name the schemas declare, at any depth.
void collectProperties(const QJsonValue &value, QSet<QString> *names)
{
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectProperties(item, names);
        return;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == u"properties"_s) {
            for (const QString &name : it.value().toObject().keys())
                names->insert(name);
        }
        collectProperties(it.value(), names);
    }
}

// Changes the first object of the array `key` of `parent` in place.
void editFirst(QJsonObject &parent, const QString &key, const std::function<void(QJsonObject &)> &change)
{
    QJsonArray array = parent.value(key).toArray();
    QJsonObject first = array.first().toObject();
    change(first);
    array.replace(0, first);
    parent.insert(key, array);
}

} // namespace

class TestContract : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<TestSession> m_writer;
    std::unique_ptr<ServeProcess> m_serve;
    std::unique_ptr<LockClientProcess> m_a;
    std::unique_ptr<LockClientProcess> m_b;
    qint64 m_queuedAtMs = 0; // holders and waiters in every lock, for history --at
    qint64 m_lastChangeMs = 0; // the story's last write, for reap's cutoff
    QByteArray m_snapshot; // the real documents, broken by hand below
    QStringList m_watchLines;

    QString connect() const { return m_server->connectString(); }
    QString audit() const { return m_dir.filePath(u"audit.jsonl"_s); }

    QString save(const QString &name, const QByteArray &text) const
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(file.fileName()));
        return file.fileName();
    }

    // The checker's verdict on `files`: its exit code and what it said.
    static ProcessRun check(const QString &schema, const QStringList &files, bool lines = false)
    {
        QStringList arguments{kValidator};
        if (lines)
            arguments << u"--lines"_s;
        return test::runProcess(kPython, arguments << kDocsDir + u"/schemas/"_s + schema << files);
    }

    static void expectValid(const QString &schema, const QString &file, bool lines = false)
    {
        const ProcessRun run = check(schema, {file}, lines);
        QVERIFY2(
            run.exitCode == 0,
            qPrintable(u"%1 against %2 (exit %3):\n%4%5"_s.arg(file, schema).arg(run.exitCode).arg(run.out, run.err)));
    }

    static void expectSuccess(const QStringList &command, const ProcessRun &run)
    {
        QVERIFY2(run.exitCode == 0,
                 qPrintable(u"%1: exit %2: %3"_s.arg(command.join(u' ')).arg(run.exitCode).arg(run.err)));
    }

    // `command` prints one document (exit 0): saved as `name` and checked against `schema`.
    QJsonObject document(const QString &name, const QStringList &command, const QString &schema)
    {
        const ProcessRun run = runCli(command);
        expectSuccess(command, run);
        expectValid(schema, save(name, run.out.toUtf8()));
        return QJsonDocument::fromJson(run.out.toUtf8()).object();
    }

    // The node a client's reply names ("acquired PATH NODE", "waiting PATH NODE"), in full.
    static QString nodeOf(const QString &reply) { return reply.section(u' ', 1, 1) + u'/' + reply.section(u' ', 2, 2); }

    QString request(LockClientProcess *client, const QString &command, const QString &reply)
    {
        const QString line = client->request(command, reply);
        if (line.isEmpty())
            qWarning("%s: no \"%s\": %s", qPrintable(command), qPrintable(reply), qPrintable(client->errorString()));
        return line;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (test::runProcess(kPython, {u"-c"_s, u"import jsonschema"_s}).exitCode != 0)
            QSKIP("no jsonschema for /usr/bin/python3 (install python3-jsonschema)");
        QVERIFY(m_dir.isValid());
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
        m_writer = std::make_unique<TestSession>(connect());
        QCOMPARE(m_writer->create(kBase), ZkError::Ok);
        m_serve = std::make_unique<ServeProcess>(kCliPath);
        QVERIFY2(m_serve->start(connect(), {u"--discover"_s, kBase, u"--timeout"_s, u"4000"_s}),
                 qPrintable(m_serve->output()));

        // A persistent entry whose data is not UTF-8 (data "base64:…", no session) ...
        QCOMPARE(m_writer->create(kBase + u"/legacy"_s), ZkError::Ok);
        QVERIFY(!m_writer->lockNode(kBase + u"/legacy/lock-"_s, CreateMode::PersistentSequential, "\xff\xfe host-7")
                     .isEmpty());
        // ... and a holder and a waiter in a mutex, a read-write lock and a semaphore.
        m_a = test::startLockClient(LockClientProcess::Kind::Kazoo, connect());
        m_b = m_a ? test::startLockClient(LockClientProcess::Kind::Kazoo, connect()) : nullptr;
        if (!m_b)
            return; // skipped (no kazoo) or failed, with the reason
        for (const QString &acquire : {u"lock /c/orders"_s, u"rlock /c/catalog"_s, u"semaphore /c/pool 1"_s})
            QVERIFY(!request(m_a.get(), acquire, u"acquired"_s).isEmpty());
        for (const QString &wait : {u"lock /c/orders"_s, u"wlock /c/catalog"_s, u"semaphore /c/pool 1"_s})
            QVERIFY(!request(m_b.get(), wait, u"waiting"_s).isEmpty());
        m_queuedAtMs = QDateTime::currentMSecsSinceEpoch();
    }

    void snapshotDocument()
    {
        const QJsonObject doc = document(
            u"snapshot.json"_s, {u"snapshot"_s, u"--connect"_s, connect(), u"--discover"_s, kBase, u"--json"_s},
            u"snapshot.schema.json"_s);
        m_snapshot = QJsonDocument(doc).toJson(QJsonDocument::Compact);
        // What was checked has every shape the story made.
        QSet<QString> shapes;
        for (const QJsonValue &lock : doc.value(u"locks"_s).toArray()) {
            const QJsonObject o = lock.toObject();
            if (o.value(u"holders"_s).toInt() > 0 && o.value(u"waiters"_s).toInt() > 0)
                shapes.insert(o.value(u"kind"_s).toString());
        }
        QCOMPARE(shapes, (QSet<QString>{u"mutex"_s, u"read-write"_s, u"semaphore"_s}));
        QVERIFY(!doc.value(u"sessions"_s).toArray().isEmpty());
        QVERIFY(!doc.value(u"findings"_s).toArray().isEmpty()); // the persistent entry
    }

    // A few seconds of changes: released, acquired, revocation-requested (revoke), abandoned,
    // lock-appeared, queued, a finding (--finding-events), then the server's stop and restart.
    void watchEvents()
    {
        QProcess watch;
        watch.start(
            kCliPath,
            {u"watch"_s, u"--connect"_s, connect(), u"--discover"_s, kBase, u"--json"_s, u"--finding-events"_s});
        QVERIFY(watch.waitForStarted());
        QSet<QString> seen;
        const auto readLines = [&] {
            while (watch.canReadLine()) {
                const QByteArray line = watch.readLine().trimmed();
                m_watchLines.append(QString::fromUtf8(line));
                seen.insert(QJsonDocument::fromJson(line).object().value(u"event"_s).toString());
            }
        };
        const auto await = [&](const QSet<QString> &events) {
            return test::waitUntil(
                [&] {
                    readLines();
                    return seen.contains(events);
                },
                10000);
        };
        QVERIFY2(await({u"snapshot"_s}), watch.readAllStandardError().constData());

        QVERIFY(!request(m_a.get(), u"release /c/orders"_s, u"released"_s).isEmpty());
        const QString holder = m_b->waitForLine(u"acquired"_s);
        QVERIFY(!holder.isEmpty());
        const QStringList revoke{u"revoke"_s,      u"--connect"_s, connect(),     nodeOf(holder),
                                 u"--audit-log"_s, audit(),        u"--reason"_s, u"stuck holder"_s};
        expectSuccess(revoke, runCli(revoke));
        QVERIFY(!request(m_b.get(), u"release /c/catalog"_s, u"released"_s).isEmpty()); // gives up waiting
        const QString fresh = request(m_a.get(), u"lock /c/fresh"_s, u"acquired"_s);
        QVERIFY(!fresh.isEmpty());
        QVERIFY(!request(m_b.get(), u"lock /c/fresh"_s, u"waiting"_s).isEmpty());
        QVERIFY(!m_writer->lockNode(kBase + u"/legacy/lock-"_s, CreateMode::PersistentSequential).isEmpty());
        const QStringList remove{u"delete"_s, u"--connect"_s, connect(), nodeOf(fresh), u"--audit-log"_s, audit()};
        expectSuccess(remove, runCli(remove));
        QVERIFY(!m_b->waitForLine(u"acquired"_s).isEmpty());
        QVERIFY(!request(m_b.get(), u"release /c/fresh"_s, u"released"_s).isEmpty());
        m_lastChangeMs = QDateTime::currentMSecsSinceEpoch();
        QVERIFY2(await({u"queued"_s, u"acquired"_s, u"released"_s, u"abandoned"_s, u"revocation-requested"_s,
                        u"lock-appeared"_s, u"finding"_s}),
                 qPrintable(QStringList(seen.begin(), seen.end()).join(u", "_s)));

        m_server->stop();
        QVERIFY(await({u"connection"_s}));
        QVERIFY2(m_server->restart(), qPrintable(m_server->errorString()));
        QVERIFY(test::waitUntil(
            [&] {
                readLines();
                return !m_watchLines.filter(u"\"state\":\"reconnected\""_s).isEmpty();
            },
            15000));

        ::kill(pid_t(watch.processId()), SIGTERM);
        QVERIFY(watch.waitForFinished(10000));
        QCOMPARE(watch.exitCode(), 0);
        readLines();
        expectValid(u"watch-event.schema.json"_s, save(u"watch.jsonl"_s, m_watchLines.join(u'\n').toUtf8() + '\n'),
                    true);
    }

    void serveSnapshot()
    {
        QVERIFY(test::waitUntil([&] { return m_serve->get(u"/healthz"_s).status == 200; }, 15000));
        const test::HttpReply reply = m_serve->get(u"/snapshot"_s);
        QCOMPARE(reply.status, 200);
        expectValid(u"snapshot.schema.json"_s, save(u"serve-snapshot.json"_s, reply.body));
    }

    // docs/metrics.md names every family a real scrape has, with its type, and no other.
    void metricsAsDocumented()
    {
        const test::HttpReply reply = m_serve->get(u"/metrics"_s);
        QCOMPARE(reply.status, 200);
        QMap<QString, QString> scraped;
        static const QRegularExpression type(uR"(^# TYPE (\S+) (\S+)$)"_s, QRegularExpression::MultilineOption);
        for (const QRegularExpressionMatch &m : type.globalMatch(QString::fromUtf8(reply.body)))
            scraped.insert(m.captured(1), m.captured(2));
        QMap<QString, QString> documented;
        static const QRegularExpression row(uR"(^\| `(lockscope_\w+)` \| (gauge|counter|histogram) \|)"_s,
                                            QRegularExpression::MultilineOption);
        for (const QRegularExpressionMatch &m : row.globalMatch(readText(kDocsDir + u"/metrics.md"_s)))
            documented.insert(m.captured(1), m.captured(2));
        QCOMPARE(documented, scraped);
    }

    void historyDocument()
    {
        const QJsonObject doc =
            document(u"history.json"_s,
                     {u"history"_s, u"--txn-log"_s, m_server->dataDirectory(), u"--discover"_s, kBase, u"--json"_s},
                     u"history.schema.json"_s);
        QSet<QString> ends;
        for (const QJsonValue &lock : doc.value(u"locks"_s).toArray()) {
            for (const QJsonValue &entry : lock.toObject().value(u"entries"_s).toArray())
                ends.insert(entry.toObject().value(u"end"_s).toString(u"(open)"_s));
        }
        QVERIFY2(ends.contains(QSet<QString>{u"released"_s, u"abandoned"_s, u"(open)"_s}),
                 qPrintable(QStringList(ends.begin(), ends.end()).join(u", "_s)));
    }

    void historyAtDocument()
    {
        const QJsonObject doc = document(u"history-at.json"_s,
                                         {u"history"_s, u"--txn-log"_s, m_server->dataDirectory(), u"--discover"_s,
                                          kBase, u"--at"_s, QString::number(m_queuedAtMs), u"--json"_s},
                                         u"snapshot.schema.json"_s);
        QCOMPARE(doc.value(u"locks"_s).toArray().size(), 4); // legacy, orders, catalog, pool
    }

    // The repository's own ZooKeeper files (a mutex, a read-write lock and a semaphore over time).
    void historyOfFixtures()
    {
        const QStringList files{u"history"_s, u"--txn-log"_s, kHistoryFixture, u"--discover"_s, u"/app"_s};
        const QJsonObject doc =
            document(u"fixture-history.json"_s, files + QStringList{u"--json"_s}, u"history.schema.json"_s);
        QCOMPARE(doc.value(u"locks"_s).toArray().size(), 3);
        const auto ms = [&doc](const QString &key) {
            return QDateTime::fromString(doc.value(key).toString(), Qt::ISODateWithMs).toMSecsSinceEpoch();
        };
        const QString middle = QString::number((ms(u"from"_s) + ms(u"to"_s)) / 2);
        document(u"fixture-at.json"_s, files + QStringList{u"--at"_s, middle, u"--json"_s}, u"snapshot.schema.json"_s);
    }

    // revoke and delete (above) and reap print lines of text; their JSON is the audit log.
    void auditLines()
    {
        // Reap dates /c/fresh's emptying by the writes after it, which must be over a second old.
        QTest::qWait(int(qMax<qint64>(0, m_lastChangeMs + 1200 - QDateTime::currentMSecsSinceEpoch())));
        // Retried while the session still finds its way back to the restarted server.
        QVERIFY(test::waitUntil(
            [&] {
                const ZkError made = m_writer->create(kBase + u"/marker"_s);
                return made == ZkError::Ok || made == ZkError::NodeExists;
            },
            15000));
        QTest::qWait(1200);
        const ProcessRun reap = runCli({u"reap"_s, u"--connect"_s, connect(), u"--root"_s, kBase, u"--older-than"_s,
                                        u"1s"_s, u"--yes"_s, u"--audit-log"_s, audit()});
        QVERIFY2(reap.exitCode == 0, qPrintable(reap.err));
        QVERIFY2(reap.out.contains(u"/c/fresh deleted"_s), qPrintable(reap.out + reap.err));
        const QString lines = readText(audit());
        for (const QString &action : {u"revoke"_s, u"delete"_s, u"reap"_s})
            QVERIFY2(lines.contains(u"\"action\":\"%1\""_s.arg(action)), qPrintable(lines));
        expectValid(u"audit-line.schema.json"_s, audit(), true);
    }

    // The checker fails on each way a real document can break the contract, and says where.
    void brokenDocumentsRejected()
    {
        QVERIFY(!m_snapshot.isEmpty() && m_watchLines.size() > 2);
        struct Breakage {
            const char *name;
            std::function<void(QJsonObject &)> breakIt;
            QString said;
        };
        const auto entry = [](QJsonObject &doc, const std::function<void(QJsonObject &)> &change) {
            editFirst(doc, u"locks"_s, [&change](QJsonObject &lock) { editFirst(lock, u"entries"_s, change); });
        };
        const std::vector<Breakage> breakages = {
            {"no format", [](QJsonObject &d) { d.remove(u"format"_s); },
             u"(top level): 'format' is a required property"_s},
            {"other format", [](QJsonObject &d) { d.insert(u"format"_s, u"lockscope-snapshot-2"_s); }, u"/format:"_s},
            {"time without ms", [](QJsonObject &d) { d.insert(u"taken_at"_s, u"2026-11-21T23:41:00Z"_s); },
             u"/taken_at:"_s},
            {"unknown kind",
             [](QJsonObject &d) {
                 editFirst(d, u"locks"_s, [](QJsonObject &l) { l.insert(u"kind"_s, u"spinlock"_s); });
             },
             u"/locks/0/kind: 'spinlock' is not one of"_s},
            {"entry without state", [&](QJsonObject &d) { entry(d, [](QJsonObject &e) { e.remove(u"state"_s); }); },
             u"/locks/0/entries/0: 'state' is a required property"_s},
            {"session in capitals",
             [&](QJsonObject &d) { entry(d, [](QJsonObject &e) { e.insert(u"session"_s, u"0x0100000A02B00003"_s); }); },
             u"/locks/0/entries/0/session:"_s},
            {"finding of no known kind",
             [](QJsonObject &d) {
                 editFirst(d, u"findings"_s, [](QJsonObject &f) { f.insert(u"kind"_s, u"gremlins"_s); });
             },
             u"/findings/0/kind:"_s},
        };
        QStringList files;
        for (const Breakage &b : breakages) {
            QJsonObject doc = QJsonDocument::fromJson(m_snapshot).object();
            b.breakIt(doc);
            files.append(save(u"broken-%1.json"_s.arg(files.size()), QJsonDocument(doc).toJson()));
        }
        files.append(save(u"empty.json"_s, {})); // a command that printed nothing
        const ProcessRun run = check(u"snapshot.schema.json"_s, files);
        QCOMPARE(run.exitCode, 1);
        for (std::size_t i = 0; i < breakages.size(); ++i) {
            QVERIFY2(run.out.contains(files[qsizetype(i)] + u":1: "_s + breakages[i].said),
                     qPrintable(u"%1: %2"_s.arg(QLatin1String(breakages[i].name), run.out)));
        }
        QVERIFY2(run.out.contains(files.last() + u":1: not JSON"_s), qPrintable(run.out));

        // A watch line of an event no schema knows, and an entry event without its node.
        QJsonObject change = QJsonDocument::fromJson(m_watchLines.at(1).toUtf8()).object();
        QJsonObject unknown = change;
        unknown.insert(u"event"_s, u"frobnicated"_s);
        change.remove(u"node"_s);
        const QByteArray lines = QJsonDocument(unknown).toJson(QJsonDocument::Compact) + '\n'
            + QJsonDocument(change).toJson(QJsonDocument::Compact) + '\n';
        const ProcessRun watch = check(u"watch-event.schema.json"_s, {save(u"broken.jsonl"_s, lines)}, true);
        QCOMPARE(watch.exitCode, 1);
        QVERIFY2(watch.out.contains(u"broken.jsonl:1: (top level): event 'frobnicated'"_s), qPrintable(watch.out));
        QVERIFY2(watch.out.contains(u"broken.jsonl:2: (top level): 'node' is a required property"_s),
                 qPrintable(watch.out));
    }

    // docs/json.md describes every field the schemas declare.
    void jsonReferenceNamesEveryField()
    {
        QSet<QString> names;
        for (const QString &schema : {u"common"_s, u"snapshot"_s, u"watch-event"_s, u"history"_s, u"audit-line"_s})
            collectProperties(
                QJsonDocument::fromJson(readText(kDocsDir + u"/schemas/%1.schema.json"_s.arg(schema)).toUtf8())
                    .object(),
                &names);
        QVERIFY(names.contains(u"waits_for"_s));
        const QString reference = readText(kDocsDir + u"/json.md"_s);
        QStringList missing;
        for (const QString &name : std::as_const(names)) {
            if (!reference.contains(u'`' + name + u'`'))
                missing.append(name);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u", "_s)));
    }

    void cleanupTestCase()
    {
        m_serve.reset();
        m_a.reset();
        m_b.reset();
    }
};

LOCKSCOPE_TEST(TestContract)

} // namespace tst_contract

#include "tst_contract.moc"
