// SPDX-License-Identifier: Apache-2.0

// lockscope-cli revoke and delete as a script sees them: exit codes, one line per outcome,
// refusals with their reason, read-only mode, NOAUTH, and the audit log file.
#include "AdminTestHelpers.h"
#include "LockClientProcess.h"
#include "ProcessRun.h"

#include "audit/AuditLog.h"
#include "batch/TestBatch.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

namespace tst_admincli {

using namespace lockscope;
using lockscope::test::announcedNode;
using lockscope::test::ProcessRun;
using lockscope::test::runProcess;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;
using Kind = lockscope::test::LockClientProcess::Kind;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);

ProcessRun runCli(const QStringList &arguments,
                  const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    return runProcess(kCliPath, arguments, env, 60000);
}

QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestAdminCli : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<TestSession> m_writer;
    QString m_base;
    QString m_auditPath;
    int m_testNumber = 0;

    QString connect() const { return m_server->connectString(); }

    // revoke/delete against the test server, recording into this test's audit log.
    ProcessRun admin(const QString &command, const QString &node, const QStringList &more = {})
    {
        return runCli(QStringList{command, QStringLiteral("--connect"), connect(), node, QStringLiteral("--audit-log"),
                                  m_auditPath}
                      + more);
    }
    QList<AuditRecord> auditRecords() const { return AuditLog(m_auditPath).read().records; }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }
    void init()
    {
        m_base = QStringLiteral("/cliadmin%1").arg(++m_testNumber);
        m_dir = std::make_unique<QTemporaryDir>();
        m_auditPath = m_dir->filePath(QStringLiteral("audit.jsonl"));
        m_writer = std::make_unique<TestSession>(connect());
        QVERIFY(m_writer->session.isConnected());
        QCOMPARE(m_writer->create(m_base), ZkError::Ok);
    }
    void cleanup() { m_writer.reset(); }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString c = QStringLiteral("--connect");
        const QString h = QStringLiteral("127.0.0.1:1");
        QTest::newRow("revoke without node")
            << QStringList{QStringLiteral("revoke"), c, h} << QStringLiteral("NODE_PATH");
        QTest::newRow("delete two nodes")
            << QStringList{QStringLiteral("delete"), c, h, QStringLiteral("/a"), QStringLiteral("/b")}
            << QStringLiteral("NODE_PATH");
        QTest::newRow("bad payload")
            << QStringList{QStringLiteral("revoke"), c, h, QStringLiteral("/a"), QStringLiteral("--payload"),
                           QStringLiteral("please")}
            << QStringLiteral("--payload");
        QTest::newRow("bad version")
            << QStringList{QStringLiteral("delete"), c, h, QStringLiteral("/a"), QStringLiteral("--version"),
                           QStringLiteral("-1")}
            << QStringLiteral("--version");
        QTest::newRow("relative node") << QStringList{QStringLiteral("delete"), c, h, QStringLiteral("a/b")}
                                       << QStringLiteral("bad path");
    }
    void badUsage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const ProcessRun run = runCli(arguments + QStringList{QStringLiteral("--audit-log"), m_auditPath});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(lines(run.err).size(), 1);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(m_auditPath)); // not an attempt: nothing to record
    }

    void revokeWaitReportsReleased()
    {
        const QString lock = m_base + QStringLiteral("/kazoo");
        LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, connect());
        const QString node = announcedNode(
            lock, holder->request(QStringLiteral("watch-revoke ") + lock, QStringLiteral("acquired ") + lock));
        QVERIFY(!node.isEmpty());
        const ProcessRun run = admin(QStringLiteral("revoke"), node,
                                     {QStringLiteral("--wait"), QStringLiteral("10000"), QStringLiteral("--reason"),
                                      QStringLiteral("deploy blocked")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const QStringList out = lines(run.out);
        QCOMPARE(out.size(), 2);
        QVERIFY2(out[0].startsWith(QStringLiteral("revoke %1: done: wrote unlock at version 0").arg(node)),
                 qPrintable(out[0]));
        QVERIFY2(out[0].contains(QStringLiteral("kazoo locks do not watch for revocation")), qPrintable(out[0]));
        QVERIFY2(out[1].startsWith(QStringLiteral("revoke %1: released after ").arg(node)), qPrintable(out[1]));
        QVERIFY(!holder->waitForLine(QStringLiteral("revoked ") + lock).isEmpty());

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[0].reason, QStringLiteral("deploy blocked"));
        QCOMPARE(records[0].result, QStringLiteral("done"));
        QCOMPARE(records[1].result, QStringLiteral("released"));
    }

    void stillHeldThenDeleteAtTheVersionSeen()
    {
        const QString lock = m_base + QStringLiteral("/stubborn");
        LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, connect());
        LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Kazoo, connect());
        const QString node =
            announcedNode(lock, holder->request(QStringLiteral("lock ") + lock, QStringLiteral("acquired ") + lock));
        QVERIFY(!node.isEmpty());
        waiter->send(QStringLiteral("lock ") + lock);
        const QString waiting = announcedNode(lock, waiter->waitForLine(QStringLiteral("waiting ") + lock));
        QVERIFY(!waiting.isEmpty());

        ProcessRun run = admin(QStringLiteral("revoke"), node, {QStringLiteral("--wait"), QStringLiteral("1000")});
        QCOMPARE(run.exitCode, 1);
        QStringList out = lines(run.out);
        QCOMPARE(out.size(), 2);
        QVERIFY2(out[1].startsWith(QStringLiteral("revoke %1: still held after ").arg(node)), qPrintable(out[1]));
        QVERIFY2(out[1].contains(QStringLiteral("at version 1")), qPrintable(out[1]));
        QVERIFY2(
            out[1].contains(QStringLiteral("lockscope-cli delete --connect %1 %2 --version 1").arg(connect(), node)),
            qPrintable(out[1]));

        // The version shown before the revocation is stale now: nothing is deleted.
        run = admin(QStringLiteral("delete"), node, {QStringLiteral("--version"), QStringLiteral("0")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(lines(run.err).size(), 1);
        QVERIFY2(run.err.contains(QStringLiteral("refused"))
                     && run.err.contains(QStringLiteral("changed since it was shown")),
                 qPrintable(run.err));
        QVERIFY(m_writer->exists(node));

        run = admin(QStringLiteral("delete"), node,
                    {QStringLiteral("--version"), QStringLiteral("1"), QStringLiteral("--reason"),
                     QStringLiteral("ignored revocation")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("delete %1: done: deleted at version 1\n").arg(node));
        QVERIFY(!m_writer->exists(node));
        QCOMPARE(announcedNode(lock, waiter->waitForLine(QStringLiteral("acquired ") + lock)), waiting);

        const QList<AuditRecord> records = auditRecords();
        QStringList results;
        for (const AuditRecord &r : records)
            results.append(r.action + QLatin1Char(' ') + r.result);
        QCOMPARE(results,
                 (QStringList{QStringLiteral("revoke done"), QStringLiteral("revoke-wait still held"),
                              QStringLiteral("delete refused"), QStringLiteral("delete done")}));
    }

    void deleteWithoutVersionUsesTheOneJustRead()
    {
        const QString node = m_writer->lockNode(m_base + QStringLiteral("/lock-"), CreateMode::PersistentSequential);
        QCOMPARE(m_writer->setData(node, "x"), ZkError::Ok);
        const ProcessRun run = admin(QStringLiteral("delete"), node);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("delete %1: done: deleted at version 1\n").arg(node));
        QVERIFY(!m_writer->exists(node));
    }

    void refusalsSayWhy_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("nodeKind");
        QTest::addColumn<QString>("reason");
        QTest::newRow("revoke a waiter") << QStringLiteral("revoke") << QStringLiteral("waiter")
                                         << QStringLiteral("only a holder");
        QTest::newRow("revoke a non-lock node") << QStringLiteral("revoke") << QStringLiteral("config")
                                                << QStringLiteral("not an entry of a recognised lock");
        QTest::newRow("delete a non-lock node") << QStringLiteral("delete") << QStringLiteral("config")
                                                << QStringLiteral("not an entry of a recognised lock");
        QTest::newRow("delete a node with children")
            << QStringLiteral("delete") << QStringLiteral("parent") << QStringLiteral("child");
    }
    void refusalsSayWhy()
    {
        QFETCH(QString, command);
        QFETCH(QString, nodeKind);
        QFETCH(QString, reason);
        const QString holder = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        QString node = m_writer->lockNode(m_base + QStringLiteral("/lock-")); // a waiter
        if (nodeKind == QLatin1String("config")) {
            node = m_base + QStringLiteral("/settings");
            QCOMPARE(m_writer->create(node, "x=1"), ZkError::Ok);
        } else if (nodeKind == QLatin1String("parent")) {
            node = m_base;
        }
        const int versionBefore = m_writer->versionOf(node);
        const ProcessRun run = admin(command, node);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(lines(run.err).size(), 1);
        QVERIFY2(run.err.startsWith(QStringLiteral("lockscope-cli: %1 %2: refused: ").arg(command, node)),
                 qPrintable(run.err));
        QVERIFY2(run.err.contains(reason), qPrintable(run.err));
        QCOMPARE(m_writer->versionOf(node), versionBefore);
        QVERIFY(m_writer->exists(holder));

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 1);
        QCOMPARE(records[0].action, command);
        QCOMPARE(records[0].node, node);
        QCOMPARE(records[0].result, QStringLiteral("refused"));
        QVERIFY(records[0].message.contains(reason));
    }

    void readOnlyRefusesWithoutContactingTheEnsemble()
    {
        const QString holder = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        ProcessRun run = admin(QStringLiteral("revoke"), holder, {QStringLiteral("--read-only")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("read-only mode")), qPrintable(run.err));
        QCOMPARE(m_writer->versionOf(holder), 0);

        // An unreachable ensemble answers at once too: nothing is sent, not even a connect.
        run = runCli({QStringLiteral("delete"), QStringLiteral("--connect"), QStringLiteral("127.0.0.1:1"), holder,
                      QStringLiteral("--read-only"), QStringLiteral("--audit-log"), m_auditPath});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(lines(run.err).size(), 1);
        QVERIFY2(run.err.contains(QStringLiteral("refused: read-only mode")), qPrintable(run.err));
        QVERIFY2(run.elapsedMs < 8000, qPrintable(QString::number(run.elapsedMs))); // not the 10 s default
        QVERIFY(m_writer->exists(holder));

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[0].action, QStringLiteral("revoke"));
        QCOMPARE(records[1].action, QStringLiteral("delete"));
        QCOMPARE(records[1].ensemble, QStringLiteral("127.0.0.1:1"));
        for (const AuditRecord &r : records)
            QCOMPARE(r.result, QStringLiteral("refused"));
    }

    void unreachableEnsembleIsAuditedAsFailed()
    {
        const ProcessRun run =
            runCli({QStringLiteral("delete"), QStringLiteral("--connect"), QStringLiteral("127.0.0.1:1"),
                    QStringLiteral("/x/lock-0000000001"), QStringLiteral("--timeout"), QStringLiteral("1500"),
                    QStringLiteral("--audit-log"), m_auditPath});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(lines(run.err).size(), 1);
        QVERIFY2(run.err.contains(QStringLiteral("cannot reach")), qPrintable(run.err));
        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 1);
        QCOMPARE(records[0].result, QStringLiteral("failed"));
    }

    void noAuthIsClearAndAuthOpensIt()
    {
        const QString parent = QStringLiteral("/guarded-cli");
        QVERIFY(test::createProtectedLock(connect(), parent));
        const QString node = parent + QStringLiteral("/lock-0000000000");
        ProcessRun run = admin(QStringLiteral("revoke"), node);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(lines(run.err).size(), 1);
        QVERIFY2(run.err.contains(QStringLiteral("failed")) && run.err.contains(QStringLiteral("NOAUTH"))
                     && run.err.contains(QStringLiteral("--auth")),
                 qPrintable(run.err));

        const QStringList auth{QStringLiteral("--auth"), QStringLiteral("digest:ops:secret")};
        run = admin(QStringLiteral("revoke"), node, auth);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("revoke %1: done: wrote unlock at version 0").arg(node)),
                 qPrintable(run.out));
        run =
            admin(QStringLiteral("delete"), node, auth + QStringList{QStringLiteral("--version"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(auditRecords().size(), 3);
    }

    void defaultAuditLogIsInTheDataDirectory()
    {
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
        const QString node = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        const ProcessRun run = runCli({QStringLiteral("revoke"), QStringLiteral("--connect"), connect(), node}, env);
        QCOMPARE(run.exitCode, 0);
        QStringList found;
        QDirIterator it(home.path(), {QStringLiteral("audit.jsonl")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            found.append(it.next());
        QCOMPARE(found.size(), 1);
        const AuditLogContents contents = AuditLog(found.first()).read();
        QCOMPARE(contents.records.size(), 1);
        QCOMPARE(contents.records[0].node, node);
        QCOMPARE(contents.records[0].result, QStringLiteral("done"));
    }
};

LOCKSCOPE_TEST(TestAdminCli)

} // namespace tst_admincli

#include "tst_admincli.moc"
