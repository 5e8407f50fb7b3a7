// SPDX-License-Identifier: Apache-2.0

// A system the binaries have never seen, taught by a recogniser file written here, on a real
// ZooKeeper: snapshot, watch, explain and delete's refusal all see it through --recognisers, with
// no rebuild; without the file it is nothing but generic nodes. A broken file beside it is one
// warning line and the others still load.
#include "ProcessRun.h"
#include "TestSession.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace tst_recogniserslive {

using namespace lockscope;
using lockscope::test::runProcess;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;

namespace {

const QString kCli = QStringLiteral(LOCKSCOPE_CLI_PATH);

// Workers take an invoice lock as `worker-<host>-<seq>` with `pid=<n>` lines as data, and
// register under /billing/workers: a layout no built-in recogniser knows.
const QByteArray kBillingFile = R"yaml(# SPDX-License-Identifier: Apache-2.0
id: billing
name: Billing
names: {zh_CN: 计费, ru: Биллинг}
rules:
  - name: invoice-lock
    parent: "billing/{tenant}/invoice-locks"
    children: "worker-{host}-{seq}"
    nodes: ephemeral
    meaning: lock
    role: invoice-lock
    owner: {format: key-value, key: pid, template: "{host} pid {pid}"}
  - name: workers
    parent: billing/workers
    nodes: ephemeral
    meaning: registration
)yaml";

QJsonObject lockAt(const QJsonObject &doc, const QString &path)
{
    for (const QJsonValue &lock : doc.value(u"locks").toArray()) {
        if (lock.toObject().value(u"path").toString() == path)
            return lock.toObject();
    }
    return {};
}

} // namespace

class TestRecognisersLive : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<TestSession> m_h1;
    std::unique_ptr<TestSession> m_h2;
    QTemporaryDir m_dir;
    QString m_first;
    QString m_second;
    const QString m_lock = QStringLiteral("/billing/acme/invoice-locks");

    QStringList withFiles(QStringList arguments) const
    {
        return arguments << QStringLiteral("--recognisers") << m_dir.path();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile file(m_dir.filePath(QStringLiteral("billing.yaml")));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(kBillingFile) == kBillingFile.size());
        file.close();
        QFile broken(m_dir.filePath(QStringLiteral("broken.yaml")));
        QVERIFY(broken.open(QIODevice::WriteOnly) && broken.write("id: x\nname: y\nrules: [{name: r}]\n") > 0);
        broken.close();

        m_server = test::startZooKeeper();
        QVERIFY(m_server);
        m_h1 = std::make_unique<TestSession>(m_server->connectString());
        m_h2 = std::make_unique<TestSession>(m_server->connectString());
        for (const char *path : {"/billing", "/billing/acme", "/billing/acme/invoice-locks", "/billing/workers"})
            QCOMPARE(m_h1->create(QString::fromLatin1(path)), ZkError::Ok);
        QCOMPARE(m_h1->create(QStringLiteral("/billing/workers/h1"), "h1", CreateMode::Ephemeral), ZkError::Ok);
        m_first = m_h1->lockNode(m_lock + u"/worker-h1-", CreateMode::EphemeralSequential, "pid=4711\n");
        m_second = m_h2->lockNode(m_lock + u"/worker-h2-", CreateMode::EphemeralSequential, "pid=99\n");
        QVERIFY(!m_first.isEmpty() && !m_second.isEmpty());
    }

    void withoutTheFileItIsUnknown()
    {
        const auto run =
            runProcess(kCli,
                       {QStringLiteral("snapshot"), QStringLiteral("--connect"), m_server->connectString(),
                        QStringLiteral("--discover"), QStringLiteral("/billing"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        for (const QJsonValue &lock : QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"locks").toArray())
            QVERIFY(lock.toObject().value(u"system").isNull());
    }

    void snapshotSeesTheSystem()
    {
        const auto run =
            runProcess(kCli,
                       withFiles({QStringLiteral("snapshot"), QStringLiteral("--connect"), m_server->connectString(),
                                  QStringLiteral("--discover"), QStringLiteral("/billing"), QStringLiteral("--json")}));
        QCOMPARE(run.exitCode, 0);
        // The broken file is named with its place, once; billing's still loads.
        QVERIFY2(run.err.contains(u"broken.yaml:3:9: 'parent' is missing"), qPrintable(run.err));
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        const QJsonObject lock = lockAt(doc, m_lock);
        QCOMPARE(lock.value(u"system").toString(), QStringLiteral("billing"));
        QCOMPARE(lock.value(u"role").toString(), QStringLiteral("invoice-lock"));
        QCOMPARE(lock.value(u"kind").toString(), QStringLiteral("mutex"));
        const QJsonArray entries = lock.value(u"entries").toArray();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0].toObject().value(u"path").toString(), m_first);
        QCOMPARE(entries[0].toObject().value(u"state").toString(), QStringLiteral("holding"));
        QCOMPARE(entries[0].toObject().value(u"owner").toString(), QStringLiteral("h1 pid 4711"));
        QCOMPARE(entries[0].toObject().value(u"owner_fields").toObject().value(u"tenant").toString(),
                 QStringLiteral("acme"));
        QCOMPARE(entries[1].toObject().value(u"state").toString(), QStringLiteral("waiting"));
        QCOMPARE(entries[1].toObject().value(u"waits_for").toString(), m_first);
        // The registration is no lock.
        QVERIFY(lockAt(doc, QStringLiteral("/billing/workers")).isEmpty());
    }

    void explainNamesTheRule()
    {
        const auto run = runProcess(kCli,
                                    withFiles({QStringLiteral("recognisers"), QStringLiteral("explain"),
                                               QStringLiteral("--connect"), m_server->connectString(), m_second}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"billing invoice-lock (") && run.out.contains(u"CLAIMS: taken as lock"),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(u"system billing, role invoice-lock; the entry is waiting, owner h2 pid 99"),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(u"helix controller-leader (built-in:helix.yaml"), qPrintable(run.out));
    }

    void deleteRefusesTheRegistration()
    {
        const auto run =
            runProcess(kCli,
                       withFiles({QStringLiteral("delete"), QStringLiteral("--connect"), m_server->connectString(),
                                  QStringLiteral("/billing/workers/h1"), QStringLiteral("--audit-log"),
                                  m_dir.filePath(QStringLiteral("audit.jsonl"))}));
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(u"a billing registration"), qPrintable(run.err));
        QVERIFY(m_h1->exists(QStringLiteral("/billing/workers/h1")));
    }

    void watchFollowsTheHandOff()
    {
        QProcess watch;
        watch.start(kCli,
                    withFiles({QStringLiteral("watch"), QStringLiteral("--connect"), m_server->connectString(),
                               QStringLiteral("--root"), m_lock, QStringLiteral("--json")}));
        QVERIFY(watch.waitForStarted());
        QList<QJsonObject> lines;
        const auto seen = [&](const QString &event) -> const QJsonObject * {
            while (watch.canReadLine())
                lines.append(QJsonDocument::fromJson(watch.readLine()).object());
            for (const QJsonObject &line : lines) {
                if (line.value(u"event").toString() == event)
                    return &line;
            }
            return nullptr;
        };
        QVERIFY(waitUntil([&] { return seen(QStringLiteral("snapshot")) != nullptr; }, 15000));
        const QJsonObject snapshot = *seen(QStringLiteral("snapshot"));
        QCOMPARE(lockAt(snapshot, m_lock).value(u"system").toString(), QStringLiteral("billing"));
        QCOMPARE(m_h1->remove(m_first), ZkError::Ok);
        QVERIFY(waitUntil([&] { return seen(QStringLiteral("acquired")) != nullptr; }, 10000));
        QCOMPARE(seen(QStringLiteral("acquired"))->value(u"node").toString(), m_second);
        ::kill(pid_t(watch.processId()), SIGTERM);
        QVERIFY(watch.waitForFinished(10000));
    }
};

LOCKSCOPE_TEST(TestRecognisersLive)

} // namespace tst_recogniserslive

#include "tst_recogniserslive.moc"
