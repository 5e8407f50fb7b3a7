// SPDX-License-Identifier: Apache-2.0

// A lock holder killed with kill -9, seen through `lockscope-cli snapshot --json` against a real
// ZooKeeper whose `dump` is allowed: while its session lingers, one dead-holder finding names the
// session and its node, says since when it is missing and when the leader expires it, and no rule
// cries wolf about the live waiter; once the session expires the waiter holds and nothing is said.
#include "LockClientProcess.h"
#include "ProcessRun.h"
#include "TestZooKeeper.h"
#include "batch/TestBatch.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace tst_deadholder {

using namespace lockscope;
using namespace Qt::StringLiterals;
using lockscope::test::LockClientProcess;
using lockscope::test::waitUntil;
using Kind = LockClientProcess::Kind;

namespace {

const QString kLock = QStringLiteral("/dh/orders");

QJsonObject snapshot(const LocalZooKeeper &server)
{
    const test::ProcessRun run = test::runProcess(
        QStringLiteral(LOCKSCOPE_CLI_PATH),
        {QStringLiteral("snapshot"), QStringLiteral("--connect"), server.connectString(), QStringLiteral("--root"),
         kLock, QStringLiteral("--admin-port"), QString::number(server.adminPort()), QStringLiteral("--json")});
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

QList<QJsonObject> findingsOf(const QJsonObject &document, const QString &kind = {})
{
    QList<QJsonObject> found;
    for (const QJsonValue &finding : document.value(u"findings").toArray()) {
        if (kind.isEmpty() || finding.toObject().value(u"kind").toString() == kind)
            found.append(finding.toObject());
    }
    return found;
}

QString compact(const QList<QJsonObject> &findings)
{
    QStringList lines;
    for (const QJsonObject &finding : findings)
        lines.append(QString::fromUtf8(QJsonDocument(finding).toJson(QJsonDocument::Compact)));
    return lines.join(u'\n');
}

} // namespace

class TestDeadHolder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void killedHolderIsNamedOnceUntilItsSessionExpires()
    {
        LOCKSCOPE_START_ZOOKEEPER(server); // `dump` allowed, as the test servers allow it
        // The holder's session outlives the snapshots below (the one after the kill asks twice,
        // 5 s apart, before it calls the session gone); the waiter's is the usual one.
        constexpr int kHolderSessionMs = 16000;
        LOCKSCOPE_START_LOCK_CLIENT(holder, Kind::Kazoo, server->connectString(), kHolderSessionMs);
        LOCKSCOPE_START_LOCK_CLIENT(waiter, Kind::Kazoo, server->connectString());
        QVERIFY(!holder->request(u"lock "_s + kLock, u"acquired "_s + kLock).isEmpty());
        QVERIFY(!waiter->request(u"lock "_s + kLock, u"waiting "_s + kLock).isEmpty());
        const qint64 dead = holder->sessionId();
        QVERIFY(dead != 0);

        QVERIFY2(findingsOf(snapshot(*server)).isEmpty(), qPrintable(compact(findingsOf(snapshot(*server)))));
        const qint64 killedAtMs = QDateTime::currentMSecsSinceEpoch();
        holder->kill();

        const QJsonObject during = snapshot(*server);
        const QList<QJsonObject> findings = findingsOf(during);
        QCOMPARE(findingsOf(during, u"dead-holder"_s).size(), 1);
        QVERIFY2(findings.size() == 1, qPrintable(compact(findings)));
        const QJsonObject finding = findings.first();
        QCOMPARE(finding.value(u"severity").toString(), u"warning"_s);
        QCOMPARE(finding.value(u"sessions_decimal").toArray().first().toString(), QString::number(dead));
        QCOMPARE(finding.value(u"nodes").toArray().size(), 1);
        // The leader's session tracker says when: within the session timeout of the kill.
        const qint64 expires =
            QDateTime::fromString(finding.value(u"expires").toString(), Qt::ISODateWithMs).toMSecsSinceEpoch();
        QVERIFY2(expires >= killedAtMs - 1000 && expires <= killedAtMs + kHolderSessionMs + 2000,
                 qPrintable(compact(findings)));
        QVERIFY2(finding.value(u"detail").toString().contains(u"the leader expires it at"),
                 qPrintable(compact(findings)));
        // Its node holds the waiter up: the version-checked delete is offered for it alone.
        const QString node = finding.value(u"nodes").toArray().first().toString();
        QVERIFY2(finding.value(u"detail").toString().contains(u"lockscope-cli delete "_s + node + u" --version 0"),
                 qPrintable(compact(findings)));

        // The session expires by itself: the waiter takes over and nothing is left to say.
        QVERIFY(!waiter->waitForLine(u"acquired "_s + kLock, kHolderSessionMs + 10000).isEmpty());
        QJsonObject after;
        QVERIFY(waitUntil([&] { return findingsOf(after = snapshot(*server)).isEmpty(); }, 10000));
        // A one-shot snapshot did not see the waiter promoted: when it acquired is not known (null),
        // never its node's age nor the dead holder's time.
        const QJsonObject promoted = after.value(u"locks").toArray().first()[u"entries"].toArray().first().toObject();
        QCOMPARE(promoted.value(u"state").toString(), u"holding"_s);
        QVERIFY2(promoted.value(u"acquired").isNull() && promoted.value(u"held_ms").isNull(),
                 qPrintable(QString::fromUtf8(QJsonDocument(promoted).toJson(QJsonDocument::Compact))));
    }
};

LOCKSCOPE_TEST(TestDeadHolder)

} // namespace tst_deadholder

#include "tst_deadholder.moc"
