// SPDX-License-Identifier: Apache-2.0

// The diagnostics' rules on hand-made inputs: long-held, revocation-ignored and
// unrecognized findings; the sessions list; errors once per cause; and how findings appear, change
// and clear between evaluations. The watch rules (herd, broken-wait, deadlock): tst_watchfindings.

#include "FindingScenario.h"

#include "findings/FindingIdentity.h"
#include "findings/FindingRule.h"
#include "batch/TestBatch.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

namespace tst_findings {

using namespace lockscope;
using namespace lockscope::test;
using namespace Qt::StringLiterals;

class TestFindings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void longHeld_data();
    void longHeld();
    void promotedWaiterCountsFromPromotion();
    void timelineCopyKeepsItsMoment();
    void revocationIgnored_data();
    void revocationIgnored();
    void unrecognizedOncePerParent();
    void sessionsNameAddressesAndWatches();
    void sessionAgeIsItsOldestNode();
    void errorsOncePerCause_data();
    void errorsOncePerCause();
    void changesBetweenEvaluations();
    void registryHasOneRowPerKind();
};

void TestFindings::longHeld_data()
{
    QTest::addColumn<qint64>("heldMs");
    QTest::addColumn<qint64>("limitMs");
    QTest::addColumn<qint64>("lockLimitMs"); // -1: no per-lock override
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("shape"); // "mutex", "election", "lifetime" (a liveness lock)

    QTest::newRow("under the limit") << qint64(1000) << qint64(5000) << qint64(-1) << false << u"mutex"_s;
    QTest::newRow("over the limit") << qint64(6000) << qint64(5000) << qint64(-1) << true << u"mutex"_s;
    QTest::newRow("lock's own lower limit") << qint64(1000) << qint64(5000) << qint64(500) << true << u"mutex"_s;
    QTest::newRow("lock's own higher limit") << qint64(6000) << qint64(5000) << qint64(10000) << false << u"mutex"_s;
    QTest::newRow("turned off") << qint64(600'000) << qint64(0) << qint64(-1) << false << u"mutex"_s;
    // Healthy real shapes: a leader leads for its process's life (Kafka's controller, Patroni's
    // leader key, ClickHouse's table leader), and so does a replica hold its is_active.
    QTest::newRow("an election's leader for a day")
        << qint64(86'400'000) << qint64(5000) << qint64(-1) << false << u"election"_s;
    QTest::newRow("a replica's liveness lock for a day")
        << qint64(86'400'000) << qint64(5000) << qint64(-1) << false << u"lifetime"_s;
}

void TestFindings::longHeld()
{
    QFETCH(qint64, heldMs);
    QFETCH(qint64, limitMs);
    QFETCH(qint64, lockLimitMs);
    QFETCH(bool, expected);
    QFETCH(QString, shape);

    Scenario s;
    s.locks = {mutexLock(u"/a"_s, u"A B"_s), mutexLock(u"/other"_s, u"C"_s)};
    s.locks[0].kind = shape == u"election" ? LockKind::Election : LockKind::Mutex;
    s.locks[0].lifetimeHold = shape == u"lifetime";
    setCreated(s.locks[0], kNow - heldMs);
    setCreated(s.locks[1], kNow);
    s.observeAll(kNow);
    s.settings.longHeldMs = limitMs;
    if (lockLimitMs >= 0)
        s.settings.longHeldMsByLock = {{u"/a"_s, lockLimitMs}};

    const Evaluation evaluation = s.evaluate();
    const QList<Finding> found = ofKind(evaluation.report.findings, FindingKind::LongHeld);
    QCOMPARE(found.size(), expected ? 1 : 0);
    if (expected) {
        QCOMPARE(found.first().severity, Severity::Warning);
        QCOMPARE(found.first().sessions, sessions(u"A"_s));
        QCOMPARE(found.first().nodes.paths(), QStringList{nodePath(s.locks[0], 0)});
        QCOMPARE(found.first().durationMs, heldMs);
    } else if (limitMs > 0 && shape == u"mutex") {
        // The next evaluation is due when the holder crosses its limit.
        const qint64 limit = lockLimitMs >= 0 ? lockLimitMs : limitMs;
        QCOMPARE(evaluation.nextDueMs, qMin(kNow - heldMs + limit, kNow + limitMs));
    }
}

void TestFindings::promotedWaiterCountsFromPromotion()
{
    Scenario s;
    s.settings.longHeldMs = 1000;
    LockQueue before = mutexLock(u"/a"_s, u"A B"_s);
    setCreated(before, kNow - 60'000);
    s.timeline.observe(before, kNow - 60'000);
    // A released after a minute; B, queued all that time, holds from now on.
    LockQueue after = before;
    after.entries.erase(after.entries.begin());
    assignExclusiveRoles(after.entries);
    s.timeline.observe(after, kNow);
    s.locks = {after};

    QVERIFY(ofKind(s.evaluate(kNow + 500).report.findings, FindingKind::LongHeld).isEmpty());
    const QList<Finding> found = ofKind(s.evaluate(kNow + 1500).report.findings, FindingKind::LongHeld);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().durationMs, qint64(1500));
}

// An evaluation on the diagnostics' thread holds a copy of the timeline while the live one
// moves on: the copy must keep the times as they were.
void TestFindings::timelineCopyKeepsItsMoment()
{
    EntryTimeline live;
    LockQueue before = mutexLock(u"/a"_s, u"A B"_s);
    setCreated(before, kNow - 60'000);
    live.observe(before, kNow - 60'000);
    const EntryTimeline copy = live;
    LockQueue after = before;
    after.entries.erase(after.entries.begin());
    assignExclusiveRoles(after.entries);
    live.observe(after, kNow);

    const QString a = nodePath(before, 0);
    const QString b = nodePath(before, 1);
    QCOMPARE(live.times(after.key(), b)->holdingSinceMs, kNow);
    QVERIFY(!live.times(after.key(), a));
    QCOMPARE(copy.times(before.key(), b)->holdingSinceMs, qint64(0));
    QCOMPARE(copy.times(before.key(), b)->waitsFor, waitTarget(before.entries[0].ref()));
    QCOMPARE(copy.times(before.key(), a)->holdingSinceMs, kNow - 60'000);
    live.forget(after.key());
    QVERIFY(!live.times(after.key(), b));
    QVERIFY(copy.times(before.key(), b));
}

void TestFindings::revocationIgnored_data()
{
    QTest::addColumn<qint64>("requestedAgoMs");
    QTest::addColumn<bool>("expected");
    QTest::newRow("within the deadline") << qint64(1000) << false;
    QTest::newRow("past the deadline") << qint64(31'000) << true;
}

void TestFindings::revocationIgnored()
{
    QFETCH(qint64, requestedAgoMs);
    QFETCH(bool, expected);

    Scenario s;
    LockQueue lock = mutexLock(u"/r"_s, u"A B"_s);
    setCreated(lock, kNow - 600'000);
    lock.entries[0].revocationRequested = true;
    lock.entries[0].node.edit().stat.mtimeMs = kNow - requestedAgoMs; // when the payload was written
    s.locks = {lock};
    s.observeAll(kNow);
    s.settings.revocationDeadlineMs = 30'000;

    const Evaluation evaluation = s.evaluate();
    const QList<Finding> found = ofKind(evaluation.report.findings, FindingKind::RevocationIgnored);
    QCOMPARE(found.size(), expected ? 1 : 0);
    if (expected) {
        QCOMPARE(found.first().durationMs, requestedAgoMs);
        QCOMPARE(found.first().sessions, sessions(u"A"_s));
    } else {
        QCOMPARE(evaluation.nextDueMs, kNow - requestedAgoMs + 30'000);
    }
}

void TestFindings::unrecognizedOncePerParent()
{
    Scenario s;
    LockQueue first = mutexLock(u"/u"_s, u"A"_s);
    first.queue = u"orderA_NO_"_s;
    first.unrecognized = {u"/u/config"_s, u"/u/junk"_s};
    LockQueue second = mutexLock(u"/u"_s, u"B"_s);
    second.queue = u"orderB_NO_"_s;
    second.unrecognized = first.unrecognized;
    s.locks = {first, second, mutexLock(u"/clean"_s, u"C"_s)};
    s.observeAll(kNow);

    const QList<Finding> found = ofKind(s.evaluate().report.findings, FindingKind::Unrecognized);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().severity, Severity::Info);
    QCOMPARE(found.first().locks, QStringList{u"/u"_s});
    QCOMPARE(found.first().nodes.paths(), (QStringList{u"/u/config"_s, u"/u/junk"_s}));
}

void TestFindings::sessionsNameAddressesAndWatches()
{
    Scenario s;
    s.locks = {mutexLock(u"/s"_s, u"A B"_s)};
    s.observeAll(kNow);
    const QString holder = nodePath(s.locks[0], 0);
    WatchesBySession watches{{session(u'B'), {holder, u"/config/unrelated"_s}}};
    s.ensemble = ensembleOf(sessions(u"A"_s) << kOwnSession, watches);

    const std::vector<SessionInfo> infos = s.evaluate().report.sessions;
    QCOMPARE(infos.size(), size_t(2)); // lockscope's own session is not listed
    QCOMPARE(infos[0].session, session(u'A'));
    QCOMPARE(pathsOf(infos[0].holding), QStringList{holder});
    QCOMPARE(infos[0].client, u"127.0.0.1:%1"_s.arg(40000 + (session(u'A') & 0xff)));
    QCOMPARE(infos[0].server, kMember);
    QCOMPARE(infos[1].session, session(u'B'));
    QCOMPARE(pathsOf(infos[1].waiting), QStringList{nodePath(s.locks[0], 1)});
    QVERIFY(infos[1].client.isEmpty());
    QCOMPARE(infos[1].watches, std::optional<QStringList>(QStringList{holder}));
}

// ZooKeeper tells no client when a session began: its oldest holding or waiting node is the age.
void TestFindings::sessionAgeIsItsOldestNode()
{
    Scenario s;
    LockQueue recent = mutexLock(u"/recent"_s, u"A B"_s);
    setCreated(recent, kNow - 60'000);
    LockQueue older = mutexLock(u"/older"_s, u"B"_s);
    setCreated(older, kNow - 120'000);
    s.locks = {recent, older};
    s.observeAll(kNow);

    const std::vector<SessionInfo> infos = s.evaluate().report.sessions;
    QCOMPARE(infos.size(), size_t(2));
    QCOMPARE(infos[0].session, session(u'A'));
    QCOMPARE(infos[0].oldestNodeCtimeMs, std::optional<qint64>(kNow - 60'000));
    QCOMPARE(infos[1].session, session(u'B'));
    QCOMPARE(infos[1].oldestNodeCtimeMs, std::optional<qint64>(kNow - 120'000));
}

void TestFindings::errorsOncePerCause_data()
{
    QTest::addColumn<int>("ensembleState"); // 0 not answered, 1 member refused, 2 session unknown
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("text");

    QTest::newRow("no answer yet") << 0 << kMember << u"no member of the ensemble has answered"_s;
    QTest::newRow("member refused") << 1 << kMember << u"cons is not allowed"_s;
    QTest::newRow("not connected to any member") << 2 << kMember << u"connected to no member"_s;
}

void TestFindings::errorsOncePerCause()
{
    QFETCH(int, ensembleState);
    QFETCH(QString, source);
    QFETCH(QString, text);

    Scenario s;
    s.locks = {mutexLock(u"/e"_s, u"A B C"_s)};
    s.observeAll(kNow);
    if (ensembleState == 1) {
        MemberReport refused;
        refused.member = EnsembleMember{u"127.0.0.1"_s, 2181, {}};
        refused.connectionsError = u"AdminServer http://127.0.0.1:8080: Connection refused; "
                                   "four-letter word cons is not allowed (4lw.commands.whitelist)"_s;
        refused.watchesError = refused.connectionsError;
        s.ensemble = mergeMemberReports({refused}, kNow);
    } else if (ensembleState == 2) {
        s.ensemble = ensembleOf(sessions(u"A"_s), WatchesBySession{});
    }

    const DiagnosticsReport report = s.evaluate().report;
    // Where no member told its watch lists, that is a cause of its own: said once, for no session.
    const bool watchListsUnknown = ensembleState != 2;
    QCOMPARE(report.errors.size(), watchListsUnknown ? 2 : 1);
    if (watchListsUnknown) {
        QCOMPARE(report.errors.last().source, source);
        QVERIFY2(report.errors.last().error.startsWith(u"watch lists unknown: herds and broken waits not judged, locks "
                                                       "known only by their watchers not shown: "_s),
                 qPrintable(report.errors.last().error));
        QVERIFY(report.errors.last().sessions.isEmpty());
    }
    QCOMPARE(report.errors.first().source, source);
    QVERIFY2(report.errors.first().error.contains(text), qPrintable(report.errors.first().error));
    QCOMPARE(report.errors.first().sessions, ensembleState == 2 ? sessions(u"BC"_s) : sessions(u"ABC"_s));
    // Sessions are listed all the same, without an address.
    QCOMPARE(report.sessions.size(), size_t(3));
    QVERIFY(report.sessions[2].client.isEmpty());
}

void TestFindings::changesBetweenEvaluations()
{
    Scenario s;
    s.settings.longHeldMs = 1000;
    s.locks = {mutexLock(u"/a"_s, u"A B"_s), mutexLock(u"/b"_s, u"B"_s)};
    setCreated(s.locks[0], kNow);
    setCreated(s.locks[1], kNow);
    s.observeAll(kNow);

    const QList<Finding> first = s.evaluate(kNow + 500).report.findings;
    QVERIFY(first.isEmpty());

    // Time passes: both holders become long-held; durations grow without being a change.
    const QList<Finding> second = s.evaluate(kNow + 1500).report.findings;
    FindingChanges changes = diffFindings(first, second);
    QCOMPARE(changes.appeared.size(), 2);
    QVERIFY(diffFindings(second, s.evaluate(kNow + 2500).report.findings).isEmpty());

    // A deadlock forms: it appears; the long-held ones stay.
    s.locks[1] = mutexLock(u"/b"_s, u"B A"_s);
    setCreated(s.locks[1], kNow);
    s.timeline.observe(s.locks[1], kNow + 2600);
    const QList<Finding> third = s.evaluate(kNow + 2600).report.findings;
    changes = diffFindings(second, third);
    QCOMPARE(changes.appeared.size(), 1);
    QCOMPARE(changes.appeared.first().kind, FindingKind::Deadlock);
    QVERIFY(changes.cleared.isEmpty());

    // Everyone releases: every finding clears.
    s.locks = {};
    s.timeline.clear();
    changes = diffFindings(third, s.evaluate(kNow + 2700).report.findings);
    QCOMPARE(changes.cleared.size(), 3);
    QVERIFY(changes.appeared.isEmpty());

    // Same id, other facts: an update, not a new finding.
    Finding herd;
    herd.kind = FindingKind::Herd;
    herd.nodes = {u"/h/n"_s};
    herd.watchers = 3;
    Finding bigger = herd;
    bigger.watchers = 4;
    changes = diffFindings({herd}, {bigger});
    QCOMPARE(changes.updated.size(), 1);
    QVERIFY(changes.appeared.isEmpty() && changes.cleared.isEmpty());
}

// Each finding kind is one row of the registry (core/findings); the link already refuses a kind
// without its row. Here: each row stands at its own kind's place (a row copied from another file
// and left with the other's kind would not), every row that runs says what it means and what to do, only
// stale-registration is retired (dead-holder reports it), and the rows' names are exactly the
// contract's (docs/schemas/common.schema.json, read from the source tree).
void TestFindings::registryHasOneRowPerKind()
{
    QStringList names;
    QCOMPARE(findingRules().size(), std::size_t(kFindingKindCount));
    for (const FindingRule *row : findingRules()) {
        const FindingRule &rule = *row;
        QCOMPARE(int(rule.kind), int(names.size()));
        names << QString::fromLatin1(rule.name);
        QCOMPARE(findingKindName(rule.kind), names.last());
        QCOMPARE(&findingRule(rule.kind), &rule);
        QVERIFY2(rule.displayName && *rule.displayName, rule.name);
        QCOMPARE(!rule.evaluate, rule.kind == FindingKind::StaleRegistration);
        if (rule.evaluate)
            QVERIFY2(rule.summary && *rule.summary && rule.remedy && *rule.remedy, rule.name);
    }
    QFile schema(qEnvironmentVariable("LOCKSCOPE_SOURCE_DIR") + u"/docs/schemas/common.schema.json"_s);
    QVERIFY2(schema.open(QIODevice::ReadOnly), qPrintable(schema.fileName()));
    QStringList contract;
    const QJsonArray kinds =
        QJsonDocument::fromJson(schema.readAll())["$defs"_L1]["findingKind"_L1]["enum"_L1].toArray();
    for (const QJsonValue &kind : kinds)
        contract << kind.toString();
    QVERIFY(!contract.isEmpty());
    names.sort();
    contract.sort();
    QCOMPARE(names, contract);
}

LOCKSCOPE_TEST(TestFindings)

} // namespace tst_findings

#include "tst_findings.moc"
