// SPDX-License-Identifier: Apache-2.0

// The watch rules on hand-made inputs: herds (never an election's node, which every candidate
// watches by design), broken waits (a standby's is a warning; a gone session's is dead-holder's),
// and deadlocks (critical, first among the findings).

#include "FindingScenario.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_watchfindings {

using namespace lockscope;
using namespace lockscope::test;
using namespace Qt::StringLiterals;

class TestWatchFindings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void herd_data();
    void herd();
    void readersWaitingForAWriterAreNoHerd();
    void herdOnAPlainNodeThatDoesNotExist();
    void brokenWait_data();
    void brokenWait();
    void brokenWaitNeedsTwoRounds_data();
    void brokenWaitNeedsTwoRounds();
    void brokenWaitIsReadAgain_data();
    void brokenWaitIsReadAgain();
    void deadHolderIsReadAgain_data();
    void deadHolderIsReadAgain();
    void deadlockIsCritical();
    void deadHolderOfManyNodesNamesAFew();
    void deadHolderWaitsOutAMove_data();
    void deadHolderWaitsOutAMove();
};

void TestWatchFindings::herd_data()
{
    QTest::addColumn<QList<qint64>>("watching");
    QTest::addColumn<int>("threshold");
    QTest::addColumn<int>("expected"); // watchers reported, 0: no herd
    QTest::addColumn<bool>("election"); // the lock is an election

    QTest::newRow("three sessions") << sessions(u"CDE"_s) << 3 << 3 << false;
    QTest::newRow("four sessions") << sessions(u"CDEF"_s) << 3 << 4 << false;
    QTest::newRow("below the threshold") << sessions(u"CD"_s) << 3 << 0 << false;
    QTest::newRow("lockscope's own session is not counted") << (sessions(u"CD"_s) << kOwnSession) << 3 << 0 << false;
    QTest::newRow("the holder watching its own node is not counted") << sessions(u"ACD"_s) << 3 << 0 << false;
    QTest::newRow("the first waiter watching it rightly still counts") << sessions(u"BCD"_s) << 3 << 3 << false;
    QTest::newRow("a lower threshold") << sessions(u"CD"_s) << 2 << 2 << false;
    QTest::newRow("only the rightful waiter") << sessions(u"B"_s) << 1 << 0 << false;
    QTest::newRow("the rightful waiter and a stranger") << sessions(u"BC"_s) << 2 << 2 << false;
    // A healthy real shape: every Kafka broker (HBase backup master, Hadoop standby) watches the
    // election's single node, by design.
    QTest::newRow("every candidate watching an election's node") << sessions(u"CDEF"_s) << 3 << 0 << true;
}

void TestWatchFindings::herd()
{
    QFETCH(QList<qint64>, watching);
    QFETCH(int, threshold);
    QFETCH(int, expected);
    QFETCH(bool, election);

    Scenario s;
    s.locks = {mutexLock(u"/h"_s, u"A B"_s)};
    if (election)
        s.locks[0].kind = LockKind::Election;
    s.observeAll(kNow);
    const QString holder = nodePath(s.locks[0], 0);
    WatchesBySession watches;
    for (qint64 session : watching)
        watches[session].append(holder);
    s.ensemble = ensembleOf(watching, watches);
    s.settings.herdThreshold = threshold;

    const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::Herd);
    QCOMPARE(found.size(), expected > 0 ? 1 : 0);
    if (expected > 0) {
        QCOMPARE(found.first().watchers, expected);
        QCOMPARE(found.first().sessions.size(), expected);
        QCOMPARE(found.first().nodes.paths(), QStringList{holder});
        QCOMPARE(found.first().locks, QStringList{u"/h"_s});
        QVERIFY(found.first().detail.startsWith(QString::number(expected)));
    }
}

void TestWatchFindings::readersWaitingForAWriterAreNoHerd()
{
    Scenario s;
    s.locks = {readWriteLock(u"/rw"_s, u"wA rB rC rD"_s)};
    s.observeAll(kNow);
    const QString writer = nodePath(s.locks[0], 0);
    WatchesBySession watches;
    for (qint64 reader : sessions(u"BCD"_s))
        watches[reader] = {writer};
    s.ensemble = ensembleOf(sessions(u"ABCD"_s), watches);
    QVERIFY(ofKind(s.evaluate().report.findings, FindingKind::Herd).isEmpty());

    // A stranger joining the readers makes it a herd.
    watches[session(u'E')] = {writer};
    s.ensemble = ensembleOf(sessions(u"ABCDE"_s), watches);
    QCOMPARE(ofKind(s.evaluate().report.findings, FindingKind::Herd).size(), 1);
}

void TestWatchFindings::herdOnAPlainNodeThatDoesNotExist()
{
    // Seed 003 scheme 1: while nobody holds /locks/Key1 its waiters watch for it to appear.
    Scenario s;
    s.locks = {mutexLock(u"/locks"_s, u"A"_s)};
    s.observeAll(kNow);
    WatchesBySession watches;
    for (qint64 waiter : sessions(u"CDE"_s))
        watches[waiter] = {u"/locks/Key1"_s};
    watches[session(u'F')] = {u"/elsewhere/Key1"_s};
    s.ensemble = ensembleOf(sessions(u"ACDEF"_s), watches);

    const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::Herd);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().nodes.paths(), QStringList{u"/locks/Key1"_s});
    QCOMPARE(found.first().sessions, sessions(u"CDE"_s));
}

void TestWatchFindings::brokenWait_data()
{
    QTest::addColumn<QStringList>("watches"); // "pred" stands for the node it waits for
    QTest::addColumn<bool>("watchesKnown");
    QTest::addColumn<qint64>("waitedMs"); // waiting for that node when the ensemble was asked
    QTest::addColumn<QString>("expected"); // text in the detail; empty: no finding
    QTest::addColumn<bool>("confirmLater");
    QTest::addColumn<QString>("shape"); // "mutex", "election", or "gone" (no member serves the waiter)

    QTest::newRow("watches its predecessor")
        << QStringList{u"pred"_s} << true << qint64(5000) << QString() << false << u"mutex"_s;
    QTest::newRow("watches nothing") << QStringList{} << true << qint64(5000) << u"watches nothing"_s << false
                                     << u"mutex"_s;
    QTest::newRow("watches another node") << QStringList{u"/elsewhere"_s} << true << qint64(5000)
                                          << u"watches /elsewhere but not"_s << false << u"mutex"_s;
    QTest::newRow("watches unknown") << QStringList{} << false << qint64(5000) << QString() << false << u"mutex"_s;
    QTest::newRow("too recent to judge") << QStringList{} << true << qint64(100) << QString() << true << u"mutex"_s;
    // A standby that watches nothing blocks nobody: a warning that it will not take over.
    QTest::newRow("an election's standby watches nothing")
        << QStringList{} << true << qint64(5000) << u"will not take over"_s << false << u"election"_s;
    // The healthy shape after a kill -9: the dead session's standby watches nothing because its
    // process is gone; dead-holder names it, and no broken wait is raised for it.
    QTest::newRow("a gone session's waiter")
        << QStringList{} << true << qint64(5000) << QString() << false << u"gone"_s;
}

void TestWatchFindings::brokenWait()
{
    QFETCH(QStringList, watches);
    QFETCH(bool, watchesKnown);
    QFETCH(qint64, waitedMs);
    QFETCH(QString, expected);
    QFETCH(bool, confirmLater);
    QFETCH(QString, shape);

    Scenario s;
    s.locks = {mutexLock(u"/w"_s, u"A B"_s)};
    if (shape == u"election")
        s.locks[0].kind = LockKind::Election;
    s.timeline.observe(s.locks[0], kNow - waitedMs);
    const QString predecessor = nodePath(s.locks[0], 0);
    watches.replaceInStrings(u"pred"_s, predecessor);
    s.ensemble = ensembleOf(shape == u"gone" ? sessions(u"A"_s) : sessions(u"AB"_s),
                            watchesKnown ? std::optional<WatchesBySession>(WatchesBySession{{session(u'B'), watches}})
                                         : std::nullopt);
    s.settings.brokenWaitGraceMs = 2000;

    const Evaluation evaluation = s.evaluate();
    const QList<Finding> found = ofKind(evaluation.report.findings, FindingKind::BrokenWait);
    QCOMPARE(found.size(), expected.isEmpty() ? 0 : 1);
    if (!expected.isEmpty()) {
        QCOMPARE(found.first().severity, shape == u"election" ? Severity::Warning : Severity::Critical);
        QCOMPARE(found.first().sessions, sessions(u"B"_s));
        QCOMPARE(found.first().nodes.paths(), QStringList{nodePath(s.locks[0], 1)});
        QVERIFY2(found.first().detail.contains(expected), qPrintable(found.first().detail));
    }
    // (A gone session's finding asks the leader at once when it expires.)
    QCOMPARE(evaluation.confirmWatchesAtMs, confirmLater ? kNow - waitedMs + 2000 : shape == u"gone" ? kNow : 0);
    if (shape == u"gone")
        QCOMPARE(ofKind(evaluation.report.findings, FindingKind::DeadHolder).size(), 1);
}

// A waiter re-arms its watch each time it fires (a revocation request changes its predecessor's
// data): a round that falls in that moment finds it watching nothing. Only a second round asked
// a second later that finds the same makes it a critical.
void TestWatchFindings::brokenWaitNeedsTwoRounds_data()
{
    QTest::addColumn<qint64>("earlierByMs"); // an earlier round found it watching nothing (0: none)
    QTest::addColumn<bool>("reported");
    QTest::addColumn<qint64>("confirmAtMs");

    QTest::newRow("first found now") << qint64(0) << false << kNow + 1000;
    QTest::newRow("found by a round just before") << qint64(300) << false << kNow + 700;
    QTest::newRow("found by a round a second before") << qint64(1000) << true << qint64(0);
}

void TestWatchFindings::brokenWaitNeedsTwoRounds()
{
    QFETCH(qint64, earlierByMs);
    QFETCH(bool, reported);
    QFETCH(qint64, confirmAtMs);

    Scenario s;
    s.locks = {mutexLock(u"/w"_s, u"A B"_s)};
    s.timeline.observe(s.locks[0], kNow - 5000);
    s.ensemble = ensembleOf(sessions(u"AB"_s), WatchesBySession{{session(u'B'), {}}});
    s.settings.brokenWaitConfirmMs = 1000;
    s.earlierUnwatchedRoundMs = earlierByMs;
    const Evaluation evaluation = s.evaluate();
    // Since the first round that found it so, for the next evaluation to go on from.
    QCOMPARE(evaluation.unwatchedSinceMs, (QHash<QString, qint64>{{nodePath(s.locks[0], 1), kNow - earlierByMs}}));
    QCOMPARE(ofKind(evaluation.report.findings, FindingKind::BrokenWait).size(), reported ? 1 : 0);
    QCOMPARE(evaluation.confirmWatchesAtMs, confirmAtMs);
}

// The watch lists are newer than the tree: a standby whose leader's session has just expired had
// its watch fire and is taking over, while the tree still shows the leader (a real ClickHouse
// replica's, seen by a snapshot that straddled the expiry). Only a read sent after the confirming
// round, finding the waiter there and its leader unchanged, makes the finding.
void TestWatchFindings::brokenWaitIsReadAgain_data()
{
    QTest::addColumn<int>("recheck"); // Scenario::Recheck
    QTest::addColumn<QString>("differs"); // which node the read finds otherwise: W (waiter), P (its leader)
    QTest::addColumn<qint64>("readEarlierByMs"); // the read followed a round this long before this one
    QTest::addColumn<bool>("reported");
    QTest::addColumn<QString>("readAgain"); // the nodes it asks to read again

    using R = Scenario::Recheck;
    QTest::newRow("not read yet") << int(R::NotRead) << u""_s << qint64(0) << false << u"WP"_s;
    QTest::newRow("both as in the tree") << int(R::AsInTree) << u""_s << qint64(0) << true << u""_s;
    QTest::newRow("as in the tree, after the previous confirming round")
        << int(R::AsInTree) << u""_s << qint64(500) << true << u""_s;
    QTest::newRow("as in the tree, but before the confirming round")
        << int(R::AsInTree) << u""_s << qint64(1500) << false << u"WP"_s;
    QTest::newRow("its leader gone: taking over") << int(R::Gone) << u"P"_s << qint64(0) << false << u""_s;
    QTest::newRow("its leader changed: re-arming") << int(R::Changed) << u"P"_s << qint64(0) << false << u""_s;
    QTest::newRow("the waiter changed its data") << int(R::Changed) << u"W"_s << qint64(0) << true << u""_s;
    QTest::newRow("the waiter gone") << int(R::Gone) << u"W"_s << qint64(0) << false << u""_s;
    QTest::newRow("the read failed") << int(R::ReadFailed) << u""_s << qint64(0) << false << u""_s;
    QTest::newRow("its leader gone, read after an earlier round")
        << int(R::Gone) << u"P"_s << qint64(500) << false << u"P"_s;
}

void TestWatchFindings::brokenWaitIsReadAgain()
{
    QFETCH(int, recheck);
    QFETCH(QString, differs);
    QFETCH(qint64, readEarlierByMs);
    QFETCH(bool, reported);
    QFETCH(QString, readAgain);

    Scenario s;
    s.locks = {mutexLock(u"/clickhouse/tables/01/default/t1/leader_election"_s, u"A B"_s)};
    s.locks[0].kind = LockKind::Election;
    s.timeline.observe(s.locks[0], kNow - 5000);
    s.ensemble = ensembleOf(sessions(u"AB"_s), WatchesBySession{{session(u'B'), {u"/elsewhere"_s}}});
    s.settings.brokenWaitConfirmMs = 1000;
    s.earlierUnwatchedRoundMs = 2000; // confirmed by any round from a second before this one
    const auto pathOf = [&](QChar node) { return nodePath(s.locks[0], node == u'W' ? 1 : 0); };
    s.recheck = Scenario::Recheck(recheck);
    for (QChar node : differs)
        s.recheckDiffers << pathOf(node);
    s.recheckEarlierByMs = readEarlierByMs;

    const Evaluation evaluation = s.evaluate();
    QCOMPARE(ofKind(evaluation.report.findings, FindingKind::BrokenWait).size(), reported ? 1 : 0);
    QStringList expected;
    for (QChar node : readAgain)
        expected << pathOf(node);
    QCOMPARE(evaluation.rechecks, expected);
    // Still a suspect while unread or unconfirmed: the next round goes on from the same start.
    QCOMPARE(evaluation.unwatchedSinceMs.value(pathOf(u'W')), kNow - 2000);
}

// A session served by no member may have ended since the tree was read (closed, or expired after
// its timeout), and its nodes with it: the finding, and its delete, only while a read after the
// round still finds its node.
void TestWatchFindings::deadHolderIsReadAgain_data()
{
    QTest::addColumn<int>("recheck"); // Scenario::Recheck
    QTest::addColumn<bool>("reported");
    QTest::addColumn<bool>("readAgain");

    using R = Scenario::Recheck;
    QTest::newRow("not read yet") << int(R::NotRead) << false << true;
    QTest::newRow("its node still there") << int(R::AsInTree) << true << false;
    QTest::newRow("its node changed, still its own") << int(R::Changed) << true << false;
    QTest::newRow("its session ended meanwhile") << int(R::Gone) << false << false;
    QTest::newRow("the read failed") << int(R::ReadFailed) << false << false;
}

void TestWatchFindings::deadHolderIsReadAgain()
{
    QFETCH(int, recheck);
    QFETCH(bool, reported);
    QFETCH(bool, readAgain);

    Scenario s;
    s.locks = {mutexLock(u"/d"_s, u"A B"_s)};
    s.observeAll(kNow - 60'000);
    s.ensemble = ensembleOf(sessions(u"B"_s), WatchesBySession{{session(u'B'), {nodePath(s.locks[0], 0)}}});
    s.recheck = Scenario::Recheck(recheck);

    const Evaluation evaluation = s.evaluate();
    QCOMPARE(ofKind(evaluation.report.findings, FindingKind::DeadHolder).size(), reported ? 1 : 0);
    QCOMPARE(evaluation.rechecks, readAgain ? QStringList{nodePath(s.locks[0], 0)} : QStringList{});
    QCOMPARE(evaluation.report.findings.size(), reported ? 1 : 0); // nothing else said of A meanwhile
}

void TestWatchFindings::deadlockIsCritical()
{
    Scenario s;
    s.locks = {mutexLock(u"/a"_s, u"A B"_s), mutexLock(u"/b"_s, u"B A"_s)};
    s.observeAll(kNow);
    s.ensemble = ensembleOf(sessions(u"AB"_s), WatchesBySession{});

    const QList<Finding> findings = s.evaluate().report.findings;
    const QList<Finding> found = ofKind(findings, FindingKind::Deadlock);
    QCOMPARE(found.size(), 1);
    QCOMPARE(findings.first().kind, FindingKind::Deadlock); // critical findings come first
    QCOMPARE(found.first().severity, Severity::Critical);
    QCOMPARE(found.first().sessions, sessions(u"AB"_s));
    QCOMPARE(found.first().locks, (QStringList{u"/a"_s, u"/b"_s}));
    QVERIFY(found.first().detail.contains(nodePath(s.locks[0], 0)));
    QVERIFY(found.first().detail.contains(u"127.0.0.1:"_s)); // who to look at, by address
}

// A client may own a million lock nodes: its one finding lists every node, and its detail names
// ten and counts the rest (the whole list made a 50 MB line).
void TestWatchFindings::deadHolderOfManyNodesNamesAFew()
{
    Scenario s;
    for (int i = 0; i < 30; ++i)
        s.locks.push_back(mutexLock(u"/many/l%1"_s.arg(i, 2, 10, QLatin1Char('0')), u"A B"_s));
    s.observeAll(kNow);
    s.ensemble = ensembleOf(sessions(u"B"_s), std::nullopt);
    const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::DeadHolder);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().nodes.size(), 30);
    const QString &detail = found.first().detail;
    QVERIFY2(detail.contains(u"holds "_s + nodePath(s.locks[9], 0)), qPrintable(detail));
    QVERIFY2(!detail.contains(nodePath(s.locks[10], 0)), qPrintable(detail));
    QVERIFY2(detail.contains(u" and 20 more"_s), qPrintable(detail));
    QVERIFY2(detail.size() < 2000, qPrintable(detail));
}

// A client moving to another member (a member restarting) is listed by none for a moment: one
// round that misses it is a suspicion, judged by a round asked after the grace.
void TestWatchFindings::deadHolderWaitsOutAMove_data()
{
    QTest::addColumn<qint64>("missingForMs");
    QTest::addColumn<bool>("reported");
    QTest::addColumn<qint64>("confirmAtMs"); // another round asked then (0: none)

    QTest::newRow("first missed by this round") << qint64(0) << false << kNow + 5000;
    QTest::newRow("missed for a second") << qint64(1000) << false << kNow + 4000;
    // Reported; its expiry is then the leader's to say, asked at once.
    QTest::newRow("missed for the grace") << qint64(5000) << true << kNow;
    QTest::newRow("missed for a minute") << qint64(60'000) << true << kNow;
}

void TestWatchFindings::deadHolderWaitsOutAMove()
{
    QFETCH(qint64, missingForMs);
    QFETCH(bool, reported);
    QFETCH(qint64, confirmAtMs);

    Scenario s;
    s.locks = {mutexLock(u"/moving"_s, u"A B"_s)};
    s.observeAll(kNow - 60'000);
    s.ensemble = ensembleOf(sessions(u"B"_s), std::nullopt);
    s.settings.deadHolderGraceMs = 5000;
    s.missingSinceMs = kNow - missingForMs;
    const Evaluation evaluation = s.evaluate();
    const QList<Finding> found = ofKind(evaluation.report.findings, FindingKind::DeadHolder);
    QCOMPARE(found.size(), reported ? 1 : 0);
    if (reported)
        QCOMPARE(found.first().durationMs, missingForMs);
    QCOMPARE(evaluation.confirmWatchesAtMs, confirmAtMs);
    // Meanwhile nothing else speaks for it: its waiters are not broken waits, its lock no problem.
    QVERIFY2(evaluation.report.findings.size() == found.size(), qPrintable(evaluation.report.findings.value(0).detail));
}

LOCKSCOPE_TEST(TestWatchFindings)

} // namespace tst_watchfindings

#include "tst_watchfindings.moc"
