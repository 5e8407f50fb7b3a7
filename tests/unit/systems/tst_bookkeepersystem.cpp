// SPDX-License-Identifier: Apache-2.0

// Apache BookKeeper: the auditor election's votes (AuditorVoteFormat in protobuf's text format,
// as ZkLedgerAuditorManager writes it); bookie registrations stay out of locks.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// AuditorVoteFormat.toString(): protobuf-java's TextFormat, one field per line.
QByteArray vote(const char *bookie)
{
    return QByteArray("bookieId: \"") + bookie + "\"\n";
}

Tree bookkeeper(const QString &ledgers, const QByteArray &first, const QByteArray &second)
{
    const QString election = ledgers + u"/underreplication/auditorelection";
    return {{election + u"/V_0000000004", kSessionA, first},
            {election + u"/V_0000000007", kSessionB, second},
            {ledgers + u"/available/bookie-1.example.com:3181", kSessionA, {}},
            {ledgers + u"/available/readonly/bookie-3.example.com:3181", kSessionC, {}}};
}

} // namespace

class TstBookKeeperSystem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void auditor_data()
    {
        QTest::addColumn<Tree>("tree");
        QTest::addColumn<QString>("ledgers");
        QTest::addColumn<QStringList>("owners");

        const QByteArray b1 = vote("bookie-1.example.com:3181");
        const QByteArray b2 = vote("bookie-2.example.com:3181");
        const QStringList both{QStringLiteral("bookie-1.example.com:3181"),
                               QStringLiteral("bookie-2.example.com:3181")};
        QTest::newRow("default ledgers root")
            << bookkeeper(QStringLiteral("/ledgers"), b1, b2) << QStringLiteral("/ledgers") << both;
        QTest::newRow("custom root under a chroot")
            << bookkeeper(QStringLiteral("/bk/prod/ledgers"), b1, b2) << QStringLiteral("/bk/prod/ledgers") << both;
        QTest::newRow("garbage and cut votes: no owner")
            << bookkeeper(QStringLiteral("/ledgers"), QByteArray("\x0a\x05\xff", 3), b2.left(15))
            << QStringLiteral("/ledgers") << QStringList{QString(), QString()};
        Tree cut = bookkeeper(QStringLiteral("/ledgers"), b1, b2);
        cut[1].truncated = true;
        QTest::newRow("vote cut by the monitor")
            << cut << QStringLiteral("/ledgers") << QStringList{both[0], QString()};
    }
    void auditor()
    {
        QFETCH(Tree, tree);
        QFETCH(QString, ledgers);
        QFETCH(QStringList, owners);

        const FixtureTree fixture(tree);
        const QString election = ledgers + u"/underreplication/auditorelection";
        for (const bool explicitRoot : {false, true}) {
            const std::vector<LockQueue> queues = fixture.build(election, explicitRoot);
            QCOMPARE(queues.size(), size_t(1));
            const LockQueue &queue = queues.front();
            QCOMPARE(queue.system, QStringLiteral("bookkeeper"));
            QCOMPARE(queue.role, QStringLiteral("auditor"));
            QCOMPARE(queue.kind, LockKind::Election);
            QCOMPARE(entryStates(queue),
                     (QStringList{QStringLiteral("V_0000000004=holding"), QStringLiteral("V_0000000007=waiting")}));
            QStringList got;
            for (const LockEntry &entry : queue.entries)
                got.append(entry.owner ? entry.owner->text : QString());
            QCOMPARE(got, owners);
        }
        QVERIFY(fixture.build(ledgers + u"/available", true).empty());
        QVERIFY(fixture.build(ledgers + u"/available/readonly", true).empty());
    }

    void lookAlike()
    {
        const FixtureTree fixture(Tree{{QStringLiteral("/app/auditorelection/V_0000000001"), kSessionA, vote("x:1")}});
        QVERIFY(!hasSystemQueue(fixture.build(QStringLiteral("/app/auditorelection")), QStringLiteral("bookkeeper")));
    }
};

LOCKSCOPE_TEST(TstBookKeeperSystem)
#include "tst_bookkeepersystem.moc"
