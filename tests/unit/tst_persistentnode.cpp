// SPDX-License-Identifier: Apache-2.0

// persistent-node on hand-made inputs: each reason and severity of one entry, the entries of a
// lock that read the same as one finding, and a creator's move waited out.

#include "FindingScenario.h"

#include "zk/ZkPaths.h"
#include "batch/TestBatch.h"

#include <QTest>
#include <algorithm>

namespace tst_persistentnode {

using namespace lockscope;
using namespace lockscope::test;
using namespace Qt::StringLiterals;

class TestPersistentNode : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void oneEntry_data();
    void oneEntry();
    void entriesOfALockAreOneFinding_data();
    void entriesOfALockAreOneFinding();
    void waitsOutItsCreatorsMove_data();
    void waitsOutItsCreatorsMove();
};

void TestPersistentNode::oneEntry_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("persistent");
    QTest::addColumn<int>("creator"); // 1 connected, 0 gone, -1 the ensemble did not say
    QTest::addColumn<QString>("queue"); // "holder" or "blocking" (a waiter behind it)
    QTest::addColumn<QString>("severity"); // empty: no finding

    const QString named = u"x-%1-0000000001"_s.arg(quint64(session(u'C')), 16, 16, QLatin1Char('0'));
    QTest::newRow("no session in its name") << u"lock_0000000001"_s << true << 1 << u"holder"_s << u"warning"_s;
    QTest::newRow("blocking a waiter") << u"lock_0000000001"_s << true << 1 << u"blocking"_s << u"critical"_s;
    QTest::newRow("creator still connected") << named << true << 1 << u"holder"_s << u"info"_s;
    QTest::newRow("creator gone") << named << true << 0 << u"holder"_s << u"warning"_s;
    QTest::newRow("creator gone, blocking") << named << true << 0 << u"blocking"_s << u"critical"_s;
    QTest::newRow("ensemble did not say") << named << true << -1 << u"holder"_s << u"warning"_s;
    QTest::newRow("ephemeral node") << u"lock_0000000001"_s << false << 1 << u"blocking"_s << QString();
}

void TestPersistentNode::oneEntry()
{
    QFETCH(QString, name);
    QFETCH(bool, persistent);
    QFETCH(int, creator);
    QFETCH(QString, queue);
    QFETCH(QString, severity);

    Scenario s;
    LockQueue lock = mutexLock(u"/p"_s, queue == u"blocking" ? u"A B"_s : u"A"_s);
    lock.entries[0].node.edit().name = name;
    if (persistent)
        lock.entries[0].node.edit().stat.ephemeralOwner = 0;
    if (lock.entries.size() > 1)
        lock.entries[1].waitsForNode = lock.entries[0].ref();
    s.locks = {lock};
    s.observeAll(kNow);
    if (creator >= 0)
        s.ensemble = ensembleOf(creator == 1 ? sessions(u"BC"_s) : sessions(u"B"_s), WatchesBySession{});

    const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::PersistentNode);
    if (severity.isEmpty()) {
        QVERIFY(found.isEmpty());
        return;
    }
    QCOMPARE(found.size(), 1);
    QCOMPARE(severityName(found.first().severity), severity);
    QCOMPARE(found.first().nodes.paths(), QStringList{lock.entries[0].path()});
    QCOMPARE(found.first().sessions, name.startsWith(u"x-") ? sessions(u"C"_s) : QList<qint64>());
    QVERIFY(found.first().detail.contains(lock.entries[0].path()));
}

void TestPersistentNode::entriesOfALockAreOneFinding_data()
{
    // Queue order. P: persistent, no session in its name; C, G: persistent, named after a session
    // that is connected (C) or gone (G); A, B: ephemeral, owned by a connected session.
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QStringList>("expected"); // "severity entries" per finding, as reported
    QTest::newRow("a persistent queue") << u"P P P"_s << QStringList{u"critical 1"_s, u"warning 2"_s};
    QTest::newRow("persistent waiters behind a live holder") << u"A P P"_s << QStringList{u"warning 2"_s};
    QTest::newRow("two reasons, two findings")
        << u"P G P"_s << QStringList{u"critical 1"_s, u"warning 1"_s, u"warning 1"_s};
    QTest::newRow("one creator's nodes, still connected") << u"C C A"_s << QStringList{u"info 2"_s};
    QTest::newRow("healthy: every entry ephemeral") << u"A B A"_s << QStringList{};
}

void TestPersistentNode::entriesOfALockAreOneFinding()
{
    QFETCH(QString, spec);
    QFETCH(QStringList, expected);

    Scenario s;
    LockQueue lock = mutexLock(u"/p"_s, spec);
    for (LockEntry &entry : lock.entries) {
        const QChar letter = entry.node->name.at(0);
        if (letter != u'C' && letter != u'G')
            continue;
        NodeInfo &node = entry.node.edit();
        node.name = u"x-%1-%2"_s.arg(quint64(session(letter)), 16, 16, QLatin1Char('0'))
                        .arg(entry.sequence, 10, 10, QLatin1Char('0'));
        node.stat.ephemeralOwner = 0;
    }
    s.locks = {lock};
    s.observeAll(kNow);
    s.ensemble = ensembleOf(sessions(u"ABC"_s), WatchesBySession{});

    const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::PersistentNode);
    QStringList shapes;
    QStringList named;
    for (const Finding &finding : found) {
        shapes << u"%1 %2"_s.arg(severityName(finding.severity)).arg(finding.nodes.size());
        QVERIFY(std::is_sorted(finding.nodes.cbegin(), finding.nodes.cend()));
        for (const QString &node : finding.nodes)
            QVERIFY2(finding.detail.contains(nodeName(node)), qPrintable(finding.detail));
        named += finding.nodes.paths();
        if (finding.nodes.size() > 1)
            QVERIFY2(finding.detail.startsWith(u"%1 persistent lock nodes in /p ("_s.arg(finding.nodes.size())),
                     qPrintable(finding.detail));
        // The creators named in the nodes, each once.
        QList<qint64> creators;
        for (const QString &node : finding.nodes) {
            if (const QString name = nodeName(node); name.startsWith(u"x-"_s))
                creators << (name.startsWith(u"x-%1"_s.arg(quint64(session(u'C')), 16, 16, QLatin1Char('0')))
                                 ? session(u'C')
                                 : session(u'G'));
        }
        std::sort(creators.begin(), creators.end());
        creators.erase(std::unique(creators.begin(), creators.end()), creators.end());
        QCOMPARE(finding.sessions, creators);
    }
    QCOMPARE(shapes, expected);
    // Every persistent entry is named by exactly one finding.
    QCOMPARE(named.size(), qsizetype(spec.count(u'P') + spec.count(u'C') + spec.count(u'G')));
    named.removeDuplicates();
    QCOMPARE(named.size(), qsizetype(spec.count(u'P') + spec.count(u'C') + spec.count(u'G')));
}

void TestPersistentNode::waitsOutItsCreatorsMove_data()
{
    QTest::addColumn<qint64>("missingForMs"); // how long no member has served the creator
    QTest::addColumn<QString>("severity");
    QTest::addColumn<qint64>("confirmAtMs"); // another round asked then (0: none)

    // A creator moving to another member is served by none for a moment: as still there (info),
    // until a round asked after dead-holder's grace misses it too.
    QTest::newRow("first missed by this round") << qint64(0) << u"info"_s << kNow + 5000;
    QTest::newRow("missed for a second") << qint64(1000) << u"info"_s << kNow + 4000;
    QTest::newRow("missed for the grace") << qint64(5000) << u"critical"_s << qint64(0);
    QTest::newRow("missed for a minute") << qint64(60'000) << u"critical"_s << qint64(0);
}

void TestPersistentNode::waitsOutItsCreatorsMove()
{
    QFETCH(qint64, missingForMs);
    QFETCH(QString, severity);
    QFETCH(qint64, confirmAtMs);

    Scenario s;
    LockQueue lock = mutexLock(u"/moving"_s, u"G B"_s); // G's persistent node blocks B
    NodeInfo &node = lock.entries[0].node.edit();
    node.name = u"x-%1-0000000000"_s.arg(quint64(session(u'G')), 16, 16, QLatin1Char('0'));
    node.stat.ephemeralOwner = 0;
    s.locks = {lock};
    s.observeAll(kNow - 60'000);
    s.ensemble = ensembleOf(sessions(u"B"_s), WatchesBySession{{session(u'B'), {lock.entries[0].path()}}});
    s.settings.deadHolderGraceMs = 5000;
    s.missingSinceMs = kNow - missingForMs;
    const Evaluation evaluation = s.evaluate();
    const QList<Finding> found = ofKind(evaluation.report.findings, FindingKind::PersistentNode);
    QCOMPARE(found.size(), 1);
    QCOMPARE(severityName(found.first().severity), severity);
    QCOMPARE(found.first().sessions, sessions(u"G"_s));
    QCOMPARE(evaluation.confirmWatchesAtMs, confirmAtMs);
}

LOCKSCOPE_TEST(TestPersistentNode)

} // namespace tst_persistentnode

#include "tst_persistentnode.moc"
