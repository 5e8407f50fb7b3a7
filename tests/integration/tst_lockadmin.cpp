// SPDX-License-Identifier: Apache-2.0

// LockAdmin against a real ZooKeeper and real lock clients: revocation that is honoured and
// ignored, force delete, version checks, refusals, read-only mode, NOAUTH, and the audit log.
#include "AdminTestHelpers.h"
#include "LockClientProcess.h"

#include "admin/LockAdmin.h"
#include "audit/AuditLog.h"
#include "monitor/LockMonitor.h"
#include "batch/TestBatch.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_lockadmin {

using namespace lockscope;
using lockscope::test::announcedNode;
using lockscope::test::holders;
using lockscope::test::TestSession;
using lockscope::test::waitUntil;
using Kind = lockscope::test::LockClientProcess::Kind;

class TestLockAdmin : public QObject {
    Q_OBJECT

    std::unique_ptr<LocalZooKeeper> m_server;
    std::unique_ptr<ZkSession> m_session;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AuditLog> m_audit;
    std::unique_ptr<LockAdmin> m_admin;
    std::unique_ptr<TestSession> m_writer;
    QString m_base;
    int m_testNumber = 0;

    QString connect() const { return m_server->connectString(); }

    std::optional<RevokeResult> revoke(LockAdmin &admin, const RevokeRequest &request)
    {
        std::optional<RevokeResult> result;
        admin.revoke(request, [&](const RevokeResult &r) { result = r; });
        waitUntil([&] { return result.has_value(); }, 20000 + request.waitMs.value_or(0));
        return result;
    }
    std::optional<RevokeResult> revoke(const QString &path, std::optional<int> waitMs = std::nullopt)
    {
        RevokeRequest request;
        request.path = path;
        request.reason = QStringLiteral("test");
        request.waitMs = waitMs;
        return revoke(*m_admin, request);
    }
    std::optional<QList<DeleteResult>> forceDelete(LockAdmin &admin, const QList<DeleteTarget> &targets)
    {
        std::optional<QList<DeleteResult>> results;
        admin.forceDelete(targets, QStringLiteral("stuck"), [&](const QList<DeleteResult> &r) { results = r; });
        waitUntil([&] { return results.has_value(); }, 20000);
        return results;
    }
    std::optional<DeleteResult> forceDelete(const QString &path, std::optional<int> version = std::nullopt)
    {
        const auto results = forceDelete(*m_admin, {DeleteTarget{path, version}});
        if (!results || results->size() != 1)
            return std::nullopt;
        return results->first();
    }
    QList<AuditRecord> auditRecords() const { return m_audit->read().records; }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }
    void init()
    {
        m_base = QStringLiteral("/admin%1").arg(++m_testNumber);
        m_dir = std::make_unique<QTemporaryDir>();
        m_audit = std::make_unique<AuditLog>(m_dir->filePath(QStringLiteral("audit.jsonl")));
        m_session = std::make_unique<ZkSession>(ZkSession::Options{connect(), 4000, {}});
        m_session->open();
        QVERIFY(waitUntil([this] { return m_session->isConnected(); }, 10000));
        m_admin = std::make_unique<LockAdmin>(m_session.get(), m_audit.get());
        m_writer = std::make_unique<TestSession>(connect());
        QVERIFY(m_writer->session.isConnected());
        QCOMPARE(m_writer->create(m_base), ZkError::Ok);
    }
    void cleanup()
    {
        m_admin.reset();
        m_writer.reset();
        m_session.reset();
    }

    void curatorRevocableMutexReleasesAndNextWaiterHolds()
    {
        const QString lock = m_base + QStringLiteral("/curator");
        LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Curator, connect());
        LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Curator, connect());
        const QString holderNode = announcedNode(
            lock,
            holder->request(QStringLiteral("revocable-mutex ") + lock, QStringLiteral("acquired ") + lock, 20000));
        QVERIFY2(!holderNode.isEmpty(), qPrintable(holder->errorString()));
        waiter->send(QStringLiteral("mutex ") + lock);
        const QString waiterNode = announcedNode(lock, waiter->waitForLine(QStringLiteral("waiting ") + lock, 20000));
        QVERIFY2(!waiterNode.isEmpty(), qPrintable(waiter->errorString()));

        LockMonitor monitor(m_session.get());
        monitor.addRoot(lock);
        QVERIFY(waitUntil([&] { return monitor.isSynced(); }, 10000));
        QVERIFY(monitor.lock(lock));
        QCOMPARE(monitor.lock(lock)->entries.front().path(), holderNode);

        const auto result = revoke(holderNode, 15000);
        QVERIFY(result);
        QCOMPARE(adminOutcomeName(result->outcome), QStringLiteral("released"));
        QCOMPARE(result->payload, QByteArrayLiteral("__REVOKE__"));
        QVERIFY(result->recipeCanHonour);
        QVERIFY(!holder->waitForLine(QStringLiteral("revoked ") + lock).isEmpty());
        QCOMPARE(announcedNode(lock, waiter->waitForLine(QStringLiteral("acquired ") + lock, 15000)), waiterNode);
        QVERIFY(waitUntil(
            [&] {
                const LockQueue *q = monitor.lock(lock);
                return q && q->entries.size() == 1 && q->entries.front().path() == waiterNode
                    && q->entries.front().state == EntryState::Holding;
            },
            10000));

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[0].action, QStringLiteral("revoke"));
        QCOMPARE(records[0].result, QStringLiteral("done"));
        QCOMPARE(records[0].payload.value_or(QString()), QStringLiteral("__REVOKE__"));
        QCOMPARE(records[0].version.value_or(-1), 0);
        QCOMPARE(records[1].action, QStringLiteral("revoke-wait"));
        QCOMPARE(records[1].result, QStringLiteral("released"));
    }

    void kazooClientHonouringUnlockReleases()
    {
        const QString lock = m_base + QStringLiteral("/kazoo");
        LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, connect());
        LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Kazoo, connect());
        const QString holderNode = announcedNode(
            lock, holder->request(QStringLiteral("watch-revoke ") + lock, QStringLiteral("acquired ") + lock));
        QVERIFY2(!holderNode.isEmpty(), qPrintable(holder->errorString()));
        waiter->send(QStringLiteral("lock ") + lock);
        const QString waiterNode = announcedNode(lock, waiter->waitForLine(QStringLiteral("waiting ") + lock));
        QVERIFY2(!waiterNode.isEmpty(), qPrintable(waiter->errorString()));
        QCOMPARE(holders(*m_writer, lock), QStringList{holderNode});

        const auto result = revoke(holderNode, 15000);
        QVERIFY(result);
        QCOMPARE(adminOutcomeName(result->outcome), QStringLiteral("released"));
        QCOMPARE(result->payload, QByteArrayLiteral("unlock"));
        // Said plainly: stock kazoo does not honour it, but this client does.
        QVERIFY(!result->recipeCanHonour);
        QVERIFY2(result->revocationNote.contains(QStringLiteral("only a force delete")),
                 qPrintable(result->revocationNote));
        QVERIFY(!holder->waitForLine(QStringLiteral("revoked ") + lock).isEmpty());
        QCOMPARE(announcedNode(lock, waiter->waitForLine(QStringLiteral("acquired ") + lock)), waiterNode);
        QCOMPARE(holders(*m_writer, lock), QStringList{waiterNode});
    }

    void ignoredRevocationIsStillHeldAndForceDeleteFreesTheLock()
    {
        const QString lock = m_base + QStringLiteral("/stubborn");
        LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, connect());
        LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Kazoo, connect());
        const QString holderNode =
            announcedNode(lock, holder->request(QStringLiteral("lock ") + lock, QStringLiteral("acquired ") + lock));
        QVERIFY(!holderNode.isEmpty());
        waiter->send(QStringLiteral("lock ") + lock);
        const QString waiterNode = announcedNode(lock, waiter->waitForLine(QStringLiteral("waiting ") + lock));
        QVERIFY(!waiterNode.isEmpty());

        const auto revoked = revoke(holderNode, 1500);
        QVERIFY(revoked);
        QCOMPARE(adminOutcomeName(revoked->outcome), QStringLiteral("still held"));
        QVERIFY(revoked->written);
        QCOMPARE(revoked->versionWritten.value_or(-1), 0);
        QCOMPARE(revoked->versionSeen.value_or(-1), 1);
        QVERIFY(revoked->waitedMs >= 1400);
        QCOMPARE(m_writer->dataOf(holderNode), QByteArrayLiteral("unlock"));
        QCOMPARE(holders(*m_writer, lock), QStringList{holderNode});

        const DeleteTarget escalation = revoked->escalation();
        QCOMPARE(escalation.path, holderNode);
        QCOMPARE(escalation.version.value_or(-1), 1);
        const auto deleted = forceDelete(escalation.path, escalation.version);
        QVERIFY(deleted);
        QCOMPARE(adminOutcomeName(deleted->outcome), QStringLiteral("done"));
        QVERIFY(!m_writer->exists(holderNode));
        QCOMPARE(announcedNode(lock, waiter->waitForLine(QStringLiteral("acquired ") + lock)), waiterNode);
        QCOMPARE(holders(*m_writer, lock), QStringList{waiterNode});

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 3);
        QCOMPARE(records[1].result, QStringLiteral("still held"));
        QCOMPARE(records[2].action, QStringLiteral("delete"));
        QCOMPARE(records[2].result, QStringLiteral("done"));
        QCOMPARE(records[2].version.value_or(-1), 1);
        QCOMPARE(records[2].reason, QStringLiteral("stuck"));
    }

    void curatorSemaphoreLeaseIsWrittenButSaidUnrevocable()
    {
        const QString sem = m_base + QStringLiteral("/sem");
        LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Curator, connect());
        const QString line = holder->request(QStringLiteral("semaphore ") + sem + QStringLiteral(" 1"),
                                             QStringLiteral("acquired ") + sem, 20000);
        const QString lease = announcedNode(sem + QStringLiteral("/leases"), line);
        QVERIFY2(!lease.isEmpty(), qPrintable(holder->errorString()));

        const auto result = revoke(lease);
        QVERIFY(result);
        QCOMPARE(adminOutcomeName(result->outcome), QStringLiteral("done"));
        QCOMPARE(result->payload, QByteArrayLiteral("__REVOKE__"));
        QVERIFY(!result->recipeCanHonour);
        QVERIFY2(result->revocationNote.contains(QStringLiteral("semaphores cannot be revoked")),
                 qPrintable(result->revocationNote));
        QCOMPARE(m_writer->dataOf(lease), QByteArrayLiteral("__REVOKE__"));
        QVERIFY(auditRecords().last().message.contains(QStringLiteral("cannot be revoked")));
    }

    void kazooSemaphoreLeaseCanBeForceDeleted()
    {
        const QString sem = m_base + QStringLiteral("/ksem");
        LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, connect());
        const QString lease = announcedNode(sem,
                                            holder->request(QStringLiteral("semaphore ") + sem + QStringLiteral(" 1"),
                                                            QStringLiteral("acquired ") + sem));
        QVERIFY2(!lease.isEmpty(), qPrintable(holder->errorString()));
        const auto deleted = forceDelete(lease);
        QVERIFY(deleted);
        QCOMPARE(adminOutcomeName(deleted->outcome), QStringLiteral("done"));
        QVERIFY(!m_writer->exists(lease));
    }

    void nodeChangedSinceShownIsNotTouched()
    {
        const QString node = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        const int shown = m_writer->versionOf(node);
        QCOMPARE(m_writer->setData(node, "moved on"), ZkError::Ok);

        const auto deleted = forceDelete(node, shown);
        QVERIFY(deleted);
        QCOMPARE(adminOutcomeName(deleted->outcome), QStringLiteral("refused"));
        QVERIFY2(deleted->message.contains(QStringLiteral("changed since it was shown")), qPrintable(deleted->message));
        QVERIFY(m_writer->exists(node));

        RevokeRequest request;
        request.path = node;
        request.expectedVersion = shown;
        const auto revoked = revoke(*m_admin, request);
        QVERIFY(revoked);
        QCOMPARE(adminOutcomeName(revoked->outcome), QStringLiteral("refused"));
        QVERIFY(!revoked->written);
        QCOMPARE(m_writer->dataOf(node), QByteArrayLiteral("moved on"));

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 2);
        for (const AuditRecord &r : records) {
            QCOMPARE(r.result, QStringLiteral("refused"));
            QCOMPARE(r.version.value_or(-1), 1); // the version found, which differed from the one shown
        }
    }

    void waiterIsNotRevoked()
    {
        const QString holder = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        const QString waiter = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        const auto result = revoke(waiter);
        QVERIFY(result);
        QCOMPARE(adminOutcomeName(result->outcome), QStringLiteral("refused"));
        QVERIFY2(result->message.contains(QStringLiteral("waiting (for ") + holder), qPrintable(result->message));
        QCOMPARE(m_writer->versionOf(waiter), 0);
        const AuditRecord record = auditRecords().value(0);
        QCOMPARE(record.action, QStringLiteral("revoke"));
        QCOMPARE(record.node, waiter);
        QCOMPARE(record.result, QStringLiteral("refused"));
        QCOMPARE(record.session, formatSessionId(m_writer->session.sessionId()));
    }

    void nonLockNodeIsRefused()
    {
        const QString config = m_base + QStringLiteral("/app");
        QCOMPARE(m_writer->create(config), ZkError::Ok);
        const QString settings = config + QStringLiteral("/settings");
        QCOMPARE(m_writer->create(settings, "x=1"), ZkError::Ok);

        const auto revoked = revoke(settings);
        QVERIFY(revoked);
        QCOMPARE(adminOutcomeName(revoked->outcome), QStringLiteral("refused"));
        QVERIFY2(revoked->message.contains(QStringLiteral("not an entry of a recognised lock")),
                 qPrintable(revoked->message));
        const auto deleted = forceDelete(settings);
        QVERIFY(deleted);
        QCOMPARE(adminOutcomeName(deleted->outcome), QStringLiteral("refused"));
        QVERIFY(deleted->message.contains(QStringLiteral("not an entry of a recognised lock")));
        QCOMPARE(m_writer->dataOf(settings), QByteArrayLiteral("x=1"));

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[0].action, QStringLiteral("revoke"));
        QCOMPARE(records[1].action, QStringLiteral("delete"));
        QCOMPARE(records[1].result, QStringLiteral("refused"));
    }

    void nodeWithChildrenIsRefused()
    {
        const QString node = m_writer->lockNode(m_base + QStringLiteral("/lock-"), CreateMode::PersistentSequential);
        QCOMPARE(m_writer->create(node + QStringLiteral("/inner")), ZkError::Ok);
        const auto deleted = forceDelete(node);
        QVERIFY(deleted);
        QCOMPARE(adminOutcomeName(deleted->outcome), QStringLiteral("refused"));
        QVERIFY2(deleted->message.contains(QStringLiteral("child")), qPrintable(deleted->message));
        QVERIFY(m_writer->exists(node));
        const auto revoked = revoke(node);
        QVERIFY(revoked);
        QCOMPARE(adminOutcomeName(revoked->outcome), QStringLiteral("refused"));
        QCOMPARE(auditRecords().size(), 2);
    }

    void missingNodeFails()
    {
        const auto deleted = forceDelete(m_base + QStringLiteral("/lock-0000000042"));
        QVERIFY(deleted);
        QCOMPARE(adminOutcomeName(deleted->outcome), QStringLiteral("failed"));
        QVERIFY2(deleted->message.contains(QStringLiteral("no such node")), qPrintable(deleted->message));
        QCOMPARE(auditRecords().value(0).result, QStringLiteral("failed"));
    }

    void readOnlyRefusesBeforeAnythingIsSent()
    {
        const QString holder = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        m_admin->setReadOnly(true);
        const auto revoked = revoke(holder);
        const auto deleted = forceDelete(holder);
        QVERIFY(revoked && deleted);
        QCOMPARE(adminOutcomeName(revoked->outcome), QStringLiteral("refused"));
        QCOMPARE(adminOutcomeName(deleted->outcome), QStringLiteral("refused"));
        QVERIFY2(revoked->message.contains(QStringLiteral("read-only")), qPrintable(revoked->message));
        QVERIFY(deleted->message.contains(QStringLiteral("read-only")));
        QCOMPARE(m_writer->versionOf(holder), 0);

        // A session that was never opened: any request would fail ("not connected"), so a
        // refusal proves the gate answered before ZooKeeper was asked anything.
        ZkSession offline(ZkSession::Options{connect(), 4000, {}});
        LockAdmin gated(&offline, m_audit.get());
        gated.setReadOnly(true);
        const auto offlineResults =
            forceDelete(gated, {DeleteTarget{holder, 0}, DeleteTarget{holder + QStringLiteral("x"), 3}});
        QVERIFY(offlineResults);
        QCOMPARE(offlineResults->size(), 2);
        for (const DeleteResult &r : *offlineResults)
            QCOMPARE(adminOutcomeName(r.outcome), QStringLiteral("refused"));
        gated.setReadOnly(false);
        const auto notConnected = forceDelete(gated, {DeleteTarget{holder, 0}});
        QCOMPARE(adminOutcomeName(notConnected->first().outcome), QStringLiteral("failed"));
        QVERIFY(m_writer->exists(holder));

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 5); // every attempt, each delete target on its own line
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(records[i].result, QStringLiteral("refused"));
            QVERIFY(records[i].message.contains(QStringLiteral("read-only")));
        }
        QCOMPARE(records[3].node, holder + QStringLiteral("x"));
        QCOMPARE(records[3].version.value_or(-1), 3);
        QCOMPARE(records[4].result, QStringLiteral("failed"));
    }

    void multiNodeDeleteChecksEachNode()
    {
        const QString first = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        const QString second = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        const QString third = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        QCOMPARE(m_writer->setData(second, "changed"), ZkError::Ok);
        QCOMPARE(m_writer->create(m_base + QStringLiteral("/notes")), ZkError::Ok);

        const auto results =
            forceDelete(*m_admin,
                        {DeleteTarget{first, 0}, DeleteTarget{second, 0},
                         DeleteTarget{m_base + QStringLiteral("/notes"), {}}, DeleteTarget{third, {}}});
        QVERIFY(results);
        QCOMPARE(results->size(), 4);
        QStringList outcomes;
        for (const DeleteResult &r : *results)
            outcomes.append(adminOutcomeName(r.outcome));
        QCOMPARE(outcomes,
                 (QStringList{QStringLiteral("done"), QStringLiteral("refused"), QStringLiteral("refused"),
                              QStringLiteral("done")}));
        QVERIFY(!m_writer->exists(first));
        QVERIFY(m_writer->exists(second));
        QVERIFY(!m_writer->exists(third));

        const QList<AuditRecord> records = auditRecords();
        QCOMPARE(records.size(), 4);
        QCOMPARE(records[0].node, first);
        QCOMPARE(records[1].node, second);
        QCOMPARE(records[1].result, QStringLiteral("refused"));
        QCOMPARE(records[3].node, third);
        QCOMPARE(records[3].version.value_or(-1), 0);
    }

    void noAuthIsClearAndDigestAuthWorks()
    {
        const QString parent = QStringLiteral("/guarded-admin");
        QVERIFY(test::createProtectedLock(connect(), parent));
        const QString node = parent + QStringLiteral("/lock-0000000000");

        const auto revoked = revoke(node);
        QVERIFY(revoked);
        QCOMPARE(adminOutcomeName(revoked->outcome), QStringLiteral("failed"));
        QVERIFY2(revoked->message.contains(QStringLiteral("NOAUTH")), qPrintable(revoked->message));
        const auto deleted = forceDelete(node);
        QVERIFY(deleted);
        QCOMPARE(adminOutcomeName(deleted->outcome), QStringLiteral("failed"));
        QVERIFY(deleted->message.contains(QStringLiteral("NOAUTH")));
        QCOMPARE(auditRecords().size(), 2);

        ZkSession authed(ZkSession::Options{connect(), 4000, {QByteArrayLiteral("ops:secret")}});
        authed.open();
        QVERIFY(waitUntil([&] { return authed.isConnected(); }, 10000));
        LockAdmin admin(&authed, m_audit.get());
        RevokeRequest request;
        request.path = node;
        const auto authedRevoke = revoke(admin, request);
        QVERIFY(authedRevoke);
        QCOMPARE(adminOutcomeName(authedRevoke->outcome), QStringLiteral("done"));
        const auto authedDelete = forceDelete(admin, {DeleteTarget{node, authedRevoke->versionSeen}});
        QVERIFY(authedDelete);
        QCOMPARE(adminOutcomeName(authedDelete->first().outcome), QStringLiteral("done"));
    }

    void auditLogHasOneCompleteLinePerAttempt()
    {
        const QString holder = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        QVERIFY(revoke(holder)); // done
        QVERIFY(forceDelete(m_base)); // refused: has children
        QVERIFY(forceDelete(m_base + QStringLiteral("/gone"))); // failed: no such node

        QFile file(m_audit->filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 4); // three lines, each ended by '\n'
        QVERIFY(lines.last().isEmpty());
        const QRegularExpression isoMs(QStringLiteral(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$)"));
        const QStringList expected[] = {
            {QStringLiteral("revoke"), holder, QStringLiteral("done"), QStringLiteral("unlock")},
            {QStringLiteral("delete"), m_base, QStringLiteral("refused"), QString()},
            {QStringLiteral("delete"), m_base + QStringLiteral("/gone"), QStringLiteral("failed"), QString()},
        };
        for (int i = 0; i < 3; ++i) {
            QJsonParseError error;
            const QJsonObject o = QJsonDocument::fromJson(lines[i], &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            for (const char *key :
                 {"time", "ensemble", "user", "action", "node", "version", "payload", "reason", "result", "message"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            QVERIFY2(isoMs.match(o.value(QStringLiteral("time")).toString()).hasMatch(), lines[i].constData());
            QCOMPARE(o.value(QStringLiteral("ensemble")).toString(), connect());
            QCOMPARE(o.value(QStringLiteral("user")).toString(), currentOsUser());
            QCOMPARE(o.value(QStringLiteral("action")).toString(), expected[i][0]);
            QCOMPARE(o.value(QStringLiteral("node")).toString(), expected[i][1]);
            QCOMPARE(o.value(QStringLiteral("result")).toString(), expected[i][2]);
            QCOMPARE(o.value(QStringLiteral("payload")).toString(), expected[i][3]);
            QVERIFY(!o.value(QStringLiteral("message")).toString().isEmpty());
        }
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object().value(QStringLiteral("version")).toInt(-1), 0);
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("test"));

        // A crash mid-append leaves a torn line: earlier records stay readable, later ones too.
        {
            QFile append(m_audit->filePath());
            QVERIFY(append.open(QIODevice::Append));
            append.write(lines[0].left(lines[0].size() / 2));
        }
        AuditLogContents contents = m_audit->read();
        QCOMPARE(contents.records.size(), 3);
        QVERIFY(contents.tornTail);
        QVERIFY(forceDelete(m_base + QStringLiteral("/gone-too")));
        contents = m_audit->read();
        QCOMPARE(contents.records.size(), 4);
        QCOMPARE(contents.records.last().node, m_base + QStringLiteral("/gone-too"));
        QCOMPARE(contents.damagedLines, QList<int>{4});
    }

    void unwritableAuditLogStopsTheAction()
    {
        const QString holder = m_writer->lockNode(m_base + QStringLiteral("/lock-"));
        AuditLog broken(QStringLiteral("/proc/lockscope-no-such-dir/audit.jsonl"));
        LockAdmin admin(m_session.get(), &broken);
        QSignalSpy failures(&admin, &LockAdmin::auditFailed);
        const auto deleted = forceDelete(admin, {DeleteTarget{holder, {}}});
        QVERIFY(deleted);
        QCOMPARE(adminOutcomeName(deleted->first().outcome), QStringLiteral("failed"));
        QVERIFY2(deleted->first().message.contains(QStringLiteral("nothing was done")),
                 qPrintable(deleted->first().message));
        QVERIFY(!deleted->first().auditError.isEmpty());
        QCOMPARE(failures.size(), 1);
        QVERIFY(m_writer->exists(holder));
    }
};

LOCKSCOPE_TEST(TestLockAdmin)

} // namespace tst_lockadmin

#include "tst_lockadmin.moc"
