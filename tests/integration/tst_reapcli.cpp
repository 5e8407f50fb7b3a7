// SPDX-License-Identifier: Apache-2.0

// lockscope-cli reap against a real ZooKeeper: only old empty lock parents are listed and, with
// --yes, deleted; live locks, container nodes, plain data nodes and a parent emptied a moment ago
// are not. The race between listing and deleting is driven in-process through LockAdmin, where
// the test can act between the two.
#include "AdminTestHelpers.h"
#include "ProcessRun.h"

#include "findings/Leftovers.h"
#include "admin/LockAdmin.h"
#include "audit/AuditLog.h"
#include "batch/TestBatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

namespace tst_reapcli {

using namespace lockscope;
using lockscope::test::ProcessRun;
using lockscope::test::runProcess;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;
using namespace Qt::StringLiterals;

namespace {

const QString kCliPath = QStringLiteral(LOCKSCOPE_CLI_PATH);

ProcessRun runCli(const QStringList &arguments)
{
    return runProcess(kCliPath, arguments, QProcessEnvironment::systemEnvironment(), 60000);
}

QStringList lines(const QString &text)
{
    QStringList all = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    all.sort();
    return all;
}

} // namespace

class TestReapCli : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<TestSession> m_writer;
    QString m_base;
    QString m_auditPath;
    int m_testNumber = 0;

    QString connect() const { return m_server->connectString(); }
    QString at(const QString &name) const { return m_base + QLatin1Char('/') + name; }

    ProcessRun reap(const QStringList &more = {})
    {
        return runCli(QStringList{QStringLiteral("reap"), QStringLiteral("--connect"), connect(),
                                  QStringLiteral("--root"), m_base, QStringLiteral("--older-than"),
                                  QStringLiteral("1s"), QStringLiteral("--audit-log"), m_auditPath}
                      + more);
    }
    QList<AuditRecord> auditRecords() const { return AuditLog(m_auditPath).read().records; }

    // A container node, made by ZooKeeper's own shell (the C client creates no containers).
    void createContainer(const QString &path)
    {
        const ProcessRun run = runProcess(QStringLiteral("/usr/share/zookeeper/bin/zkCli.sh"),
                                          {u"-server"_s, connect(), u"create"_s, u"-c"_s, path},
                                          QProcessEnvironment::systemEnvironment(), 60000);
        QVERIFY2(run.exitCode == 0 && m_writer->exists(path), qPrintable(run.out + run.err));
    }

    // A folder that held a lock entry and holds none now.
    void emptiedParent(const QString &path, bool container = false, const QByteArray &data = {})
    {
        if (container)
            createContainer(path);
        else
            QCOMPARE(m_writer->create(path, data), ZkError::Ok);
        const QString entry = m_writer->lockNode(path + QStringLiteral("/_c_1-lock-"));
        QVERIFY(!entry.isEmpty());
        QCOMPARE(m_writer->remove(entry), ZkError::Ok);
    }

    // Old leftovers, a Curator semaphore's empty folders, and every shape that is no leftover;
    // then a parent emptied after the last change the scan can date, which is not old enough.
    void buildTree()
    {
        emptiedParent(at(QStringLiteral("old1")));
        emptiedParent(at(QStringLiteral("old2")));
        QCOMPARE(m_writer->create(at(QStringLiteral("sem"))), ZkError::Ok);
        emptiedParent(at(QStringLiteral("sem/leases")));
        emptiedParent(at(QStringLiteral("sem/locks")));
        QCOMPARE(m_writer->create(at(QStringLiteral("held"))), ZkError::Ok);
        QVERIFY(!m_writer->lockNode(at(QStringLiteral("held/_c_2-lock-"))).isEmpty());
        emptiedParent(at(QStringLiteral("container")), true);
        emptiedParent(at(QStringLiteral("config")), false, "max=5");
        QCOMPARE(m_writer->create(at(QStringLiteral("plain"))), ZkError::Ok);
        QCOMPARE(m_writer->create(at(QStringLiteral("marker"))), ZkError::Ok);
        QThread::msleep(1500);
        emptiedParent(at(QStringLiteral("recent")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // A client's stat shows a container as a plain persistent node (the server hides its
        // marker): the server's own reaper, run often here, is what keeps containers off the list.
        LocalZooKeeper::Options options;
        options.jvmArguments << QStringLiteral("-Dznode.container.checkIntervalMs=300");
        m_server = test::startZooKeeper(options);
        QVERIFY(m_server);
    }
    void init()
    {
        m_base = QStringLiteral("/reap%1").arg(++m_testNumber);
        m_dir = std::make_unique<QTemporaryDir>();
        m_auditPath = m_dir->filePath(QStringLiteral("audit.jsonl"));
        m_writer = std::make_unique<TestSession>(connect());
        QVERIFY(m_writer->session.isConnected());
        QCOMPARE(m_writer->create(m_base), ZkError::Ok);
    }
    void cleanup() { m_writer.reset(); }

    void dryRunListsAndDeletesNothing()
    {
        buildTree();
        const ProcessRun run = reap();
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList expected{at(u"old1"_s) + u" leftover"_s, at(u"old2"_s) + u" leftover"_s,
                                   at(u"sem/leases"_s) + u" leftover"_s, at(u"sem/locks"_s) + u" leftover"_s};
        QVERIFY2(lines(run.out) == expected, qPrintable(run.out));
        QVERIFY2(run.err.contains(u"dry run"_s) && run.err.contains(u"1 empty lock parent(s) not shown idle"_s),
                 qPrintable(run.err));
        for (const QString &name : {u"old1"_s, u"old2"_s, u"sem/leases"_s, u"recent"_s})
            QVERIFY2(m_writer->exists(at(name)), qPrintable(name));
        QVERIFY2(!m_writer->exists(at(u"container"_s)), "the server reaps its empty containers itself");
        QVERIFY(auditRecords().isEmpty());
    }

    void yesDeletesOnlyOldEmptyParents()
    {
        buildTree();
        const ProcessRun run = reap({QStringLiteral("--yes"), QStringLiteral("--reason"), QStringLiteral("cleanup")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(lines(run.out),
                 (QStringList{at(u"old1"_s) + u" deleted"_s, at(u"old2"_s) + u" deleted"_s,
                              at(u"sem/leases"_s) + u" deleted"_s, at(u"sem/locks"_s) + u" deleted"_s}));
        for (const QString &name : {u"old1"_s, u"old2"_s, u"sem/leases"_s, u"sem/locks"_s})
            QVERIFY2(!m_writer->exists(at(name)), qPrintable(name));
        // Never recursively: the semaphore's base was not empty when listed.
        for (const QString &name : {u"sem"_s, u"held"_s, u"recent"_s, u"config"_s, u"plain"_s, u"marker"_s})
            QVERIFY2(m_writer->exists(at(name)), qPrintable(name));
        QVERIFY(m_writer->exists(m_base));

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 4);
        for (const AuditRecord &record : records) {
            QCOMPARE(record.action, u"reap"_s);
            QCOMPARE(record.result, u"done"_s);
            QCOMPARE(record.reason, u"cleanup"_s);
            QCOMPARE(record.version, std::optional<qint64>(0));
        }
    }

    void readOnlyRefuses()
    {
        buildTree();
        const ProcessRun run = reap({QStringLiteral("--yes"), QStringLiteral("--read-only")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"read-only"_s), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY(m_writer->exists(at(u"old1"_s)));
        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().result, u"refused"_s);
        // Listing writes nothing, so a read-only dry run still lists.
        QCOMPARE(reap({QStringLiteral("--read-only")}).exitCode, 0);
    }

    // Between the listing and the delete a client takes one parent again and another's data
    // changes: ZooKeeper refuses both deletes, and both attempts are audited.
    void changedBetweenListingAndDeleteIsKept()
    {
        buildTree();
        std::optional<ListingReadResult> read;
        readSubtree(&m_writer->session, m_base, [&read](const ListingReadResult &r) { read = r; });
        QVERIFY(waitUntil([&read] { return read.has_value(); }, 10000));
        const LeftoverScan scan = findLeftovers(read->listings, m_base, QDateTime::currentMSecsSinceEpoch() - 1000);
        QCOMPARE(scan.leftovers.size(), 4);

        QVERIFY(!m_writer->lockNode(at(u"old1/_c_3-lock-"_s)).isEmpty());
        QCOMPARE(m_writer->setData(at(u"old2"_s), "touched"), ZkError::Ok);
        AuditLog audit(m_auditPath);
        LockAdmin admin(&m_writer->session, &audit);
        std::optional<QList<ReapResult>> results;
        admin.reapLeftovers(scan.leftovers, QString(), [&results](const QList<ReapResult> &r) { results = r; });
        QVERIFY(waitUntil([&results] { return results.has_value(); }, 20000));
        QCOMPARE(results->size(), 4);
        QCOMPARE(results->at(0).path, at(u"old1"_s));
        QCOMPARE(reapStateName(results->at(0).state), u"kept (not empty)"_s);
        QCOMPARE(reapStateName(results->at(1).state), u"kept (changed)"_s);
        QCOMPARE(reapStateName(results->at(2).state), u"deleted"_s);
        QVERIFY(m_writer->exists(at(u"old1"_s)) && m_writer->exists(at(u"old2"_s)));
        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 4);
        QCOMPARE(records.at(0).result, u"refused"_s);
        QVERIFY2(records.at(0).message.contains(u"not empty"_s), qPrintable(records.at(0).message));
        QVERIFY2(records.at(1).message.contains(u"changed"_s), qPrintable(records.at(1).message));
    }

    // The same leftovers as the leftover finding of a snapshot, which names what reap would delete.
    void snapshotReportsThem()
    {
        buildTree();
        const ProcessRun run = runCli({u"snapshot"_s, u"--connect"_s, connect(), u"--discover"_s, m_base, u"--json"_s,
                                       u"--leftover-age"_s, u"1s"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray findings = QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"findings"_s).toArray();
        QJsonObject leftover;
        for (const QJsonValue &finding : findings) {
            if (finding[u"kind"_s] == u"leftover"_s)
                leftover = finding.toObject();
        }
        QVERIFY2(!leftover.isEmpty(), qPrintable(run.out));
        QCOMPARE(leftover[u"severity"_s].toString(), u"info"_s);
        QCOMPARE(leftover[u"locks"_s].toArray(), QJsonArray{m_base});
        QCOMPARE(leftover[u"nodes"_s].toArray(),
                 (QJsonArray{at(u"old1"_s), at(u"old2"_s), at(u"sem/leases"_s), at(u"sem/locks"_s)}));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString c = QStringLiteral("--connect");
        const QString r = QStringLiteral("--root");
        QTest::newRow("no root") << QStringList{u"reap"_s, c, u"@"_s} << 2 << u"exactly one --root"_s;
        QTest::newRow("two roots") << QStringList{u"reap"_s, c, u"@"_s, r, u"/a"_s, r, u"/b"_s} << 2
                                   << u"exactly one --root"_s;
        QTest::newRow("bad duration") << QStringList{u"reap"_s, c, u"@"_s, r, u"/a"_s, u"--older-than"_s, u"1w"_s} << 2
                                      << u"--older-than takes a duration"_s;
        QTest::newRow("bare number") << QStringList{u"reap"_s, c, u"@"_s, r, u"/a"_s, u"--older-than"_s, u"60"_s} << 2
                                     << u"--older-than takes a duration"_s;
        QTest::newRow("root missing") << QStringList{u"reap"_s, c, u"@"_s, r, u"/no/such/root"_s, u"--yes"_s} << 1
                                      << u"no such node"_s;
        QTest::newRow("unreachable") << QStringList{u"reap"_s,      c,        u"127.0.0.1:1"_s, r, u"/a"_s,
                                                    u"--timeout"_s, u"1000"_s}
                                     << 1 << u"cannot reach ZooKeeper"_s;
        QTest::newRow("--yes elsewhere") << QStringList{u"snapshot"_s, c, u"@"_s, r, u"/a"_s, u"--yes"_s} << 2
                                         << u"--yes is an option of reap"_s;
    }
    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        arguments.replaceInStrings(QStringLiteral("@"), connect());
        const ProcessRun run = runCli(arguments + QStringList{QStringLiteral("--audit-log"), m_auditPath});
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY(run.out.isEmpty());
    }

    void noAuthIsOneLine()
    {
        const QString parent = at(u"protected"_s);
        QVERIFY(test::createProtectedLock(connect(), parent));
        const ProcessRun run = runCli(
            {u"reap"_s, u"--connect"_s, connect(), u"--root"_s, parent, u"--yes"_s, u"--audit-log"_s, m_auditPath});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"NOAUTH"_s) && run.err.contains(u"nothing was deleted"_s), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }
};

LOCKSCOPE_TEST(TestReapCli)

} // namespace tst_reapcli

#include "tst_reapcli.moc"
