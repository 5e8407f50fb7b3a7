// SPDX-License-Identifier: Apache-2.0

// The timeline: lanes from spans recorded by a SpanRecorder, hit-testing, zoom around the mouse,
// the cursor driving the queue graph beside it, bounded painting, the live panel, the history
// window over a replayed record, and "+N unseen" on the lock list.
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "history/LiveSpans.h"
#include "history/SpanRecorder.h"
#include "mainwindow/MainWindow.h"
#include "models/DisplayNames.h"
#include "models/EventFeedModel.h"
#include "models/Formatting.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "report/SnapshotJson.h"
#include "timeline/HistoryReader.h"
#include "timeline/HistoryWindow.h"
#include "timeline/PastLocksModel.h"
#include "timeline/TimelinePanel.h"
#include "timeline/TimelineView.h"

#include <QAbstractItemModelTester>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QWheelEvent>

namespace tst_timeline {

using namespace lockscope;
using namespace lockscope::ui;
using namespace Qt::Literals::StringLiterals;

namespace {

const QString kLock = u"/app/locks/orders"_s;

// "lock-1:H:1 lock-2:W:2": node lock-1 holds for session 1, lock-2 waits for session 2.
LockQueue queueOf(const QString &spec)
{
    LockQueue queue;
    queue.path = kLock;
    for (const QString &word : spec.split(u' ', Qt::SkipEmptyParts)) {
        const QStringList parts = word.split(u':');
        LockEntry entry;
        entry.parentPath = kLock;
        entry.node.edit().name = parts[0];
        entry.sequence = parts[0].section(u'-', 1).toLongLong();
        entry.node.edit().stat.ephemeralOwner = parts[2].toLongLong();
        entry.state = parts[1] == u"H" ? EntryState::Holding : EntryState::Waiting;
        queue.entries.push_back(entry);
    }
    return queue;
}

// Steps "T|spec" through a recorder: the lock's past as the live monitor would record it.
std::shared_ptr<const LockPast> record(const QStringList &steps, const QList<QPair<qint64, qint64>> &unseen = {})
{
    SpanRecorder recorder;
    for (const QString &step : steps) {
        const qint64 at = step.section(u'|', 0, 0).toLongLong();
        recorder.record(queueOf(step.section(u'|', 1)), at);
    }
    for (const auto &[at, count] : unseen)
        recorder.recordUnseen(kLock, count, at);
    return std::make_shared<const LockPast>(*recorder.lock(kLock));
}

// lock-1 (session 1) holds 1000-5000; lock-2 (session 2) waits from 2000 and holds 5000-8000;
// lock-3 (session 3) waits 3000-4000 and gives up; 3 entries pass unseen at 6000.
std::shared_ptr<const LockPast> threeSessions()
{
    return record({u"1000|lock-1:H:1"_s, u"2000|lock-1:H:1 lock-2:W:2"_s, u"3000|lock-1:H:1 lock-2:W:2 lock-3:W:3"_s,
                   u"4000|lock-1:H:1 lock-2:W:2"_s, u"5000|lock-2:H:2"_s, u"8000|"_s},
                  {{6000, 3}});
}

// The three sessions over the first 10 s, in 900 × 400.
void showThreeSessions(TimelineView &view)
{
    view.resize(900, 400);
    view.setPast(threeSessions(), 10000);
    view.setVisibleRange(0, 10000);
}

QPoint pointAt(const TimelineView &view, qint64 atMs, int lane)
{
    return QPoint(int(std::lround(view.geometry().xOf(atMs))), view.geometry().laneRect(lane).center().y());
}

} // namespace

class TstTimeline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void lanesGroupEntriesBySession_data()
    {
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QStringList>("labels"); // per lane: the session, or ⋮ for a session's further lanes
        QTest::newRow("hand-off between two sessions")
            << QStringList{u"1000|lock-1:H:1 lock-2:W:2"_s, u"2000|lock-2:H:2"_s}
            << QStringList{formatOwner(1), formatOwner(2)};
        QTest::newRow("a session comes back: one lane")
            << QStringList{u"1000|lock-1:H:1"_s, u"2000|"_s, u"3000|lock-3:H:1 lock-4:W:2"_s}
            << QStringList{formatOwner(1), formatOwner(2)};
        QTest::newRow("overlapping entries of one session")
            << QStringList{u"1000|lock-1:H:1 lock-2:W:1 lock-3:W:2"_s, u"2000|lock-2:H:1 lock-3:W:2"_s}
            << QStringList{formatOwner(1), u"⋮"_s, formatOwner(2)};
        QTest::newRow("persistent nodes: a lane each")
            << QStringList{u"1000|lock-1:H:0 lock-2:W:0"_s} << QStringList{formatOwner(0), formatOwner(0)};
    }

    void lanesGroupEntriesBySession()
    {
        QFETCH(QStringList, steps);
        QFETCH(QStringList, labels);
        TimelineView view;
        view.setPast(record(steps), 10000);
        QStringList actual;
        for (const TimelineLane &lane : view.lanes().lanes())
            actual << (lane.firstOfSession ? formatOwner(lane.session) : u"⋮"_s);
        QCOMPARE(view.laneCount(), labels.size());
        QCOMPARE(actual, labels);
    }

    void hitTestFindsTheBarUnderThePoint_data()
    {
        QTest::addColumn<qint64>("atMs");
        QTest::addColumn<int>("lane");
        QTest::addColumn<QString>("node"); // empty: nothing there
        QTest::addColumn<int>("part");
        QTest::newRow("holding") << qint64(2500) << 0 << u"lock-1"_s << int(TimelineView::Part::Hold);
        QTest::newRow("waiting") << qint64(3000) << 1 << u"lock-2"_s << int(TimelineView::Part::Wait);
        QTest::newRow("holding after the hand-off")
            << qint64(6000) << 1 << u"lock-2"_s << int(TimelineView::Part::Hold);
        QTest::newRow("gave up later") << qint64(3500) << 2 << u"lock-3"_s << int(TimelineView::Part::Wait);
        QTest::newRow("after it gave up") << qint64(6000) << 2 << QString() << int(TimelineView::Part::None);
        QTest::newRow("below the last lane") << qint64(2500) << 5 << QString() << int(TimelineView::Part::None);
    }

    void hitTestFindsTheBarUnderThePoint()
    {
        QFETCH(qint64, atMs);
        QFETCH(int, lane);
        QFETCH(QString, node);
        QFETCH(int, part);
        TimelineView view;
        showThreeSessions(view);
        const TimelineView::Hit hit = view.hitAt(pointAt(view, atMs, lane));
        QCOMPARE(int(hit.part), part);
        QCOMPARE(hit.entry >= 0 ? view.lanes().span(hit.entry).node.section(u'/', -1) : QString(), node);
        if (!node.isEmpty()) {
            const QString tip = view.toolTipFor(hit);
            QVERIFY2(tip.contains(formatOwner(view.lanes().span(hit.entry).session)), qPrintable(tip));
            QVERIFY2(tip.contains(kLock + u'/' + node), qPrintable(tip));
        }
    }

    // A node another session deleted (a force delete) reads as a delete, not as a release.
    void anotherSessionsDeleteIsShownAsADelete()
    {
        SpanRecorder recorder;
        recorder.record(queueOf(u"lock-1:H:1 lock-2:W:2"_s), 1000);
        EndCauses causes;
        causes.deletedBy.insert(kLock + u"/lock-1"_s, 0x77);
        recorder.record(queueOf(u"lock-2:H:2"_s), 3000, causes);
        TimelineView view;
        view.resize(900, 400);
        view.setPast(std::make_shared<const LockPast>(*recorder.lock(kLock)), 5000);
        view.setVisibleRange(0, 5000);
        const TimelineView::Hit hit = view.hitAt(pointAt(view, 2000, 0));
        QCOMPARE(view.lanes().span(hit.entry).node, kLock + u"/lock-1"_s);
        const QString tip = view.toolTipFor(hit);
        QVERIFY2(tip.contains(u"deleted by session %1"_s.arg(formatSessionId(0x77))), qPrintable(tip));
        QVERIFY2(!tip.contains(displayEntryEnd(EntryEnd::Released)), qPrintable(tip));
    }

    void unseenTicksAreHitWithTheirCount()
    {
        TimelineView view;
        showThreeSessions(view);
        const QPoint tick(int(std::lround(view.geometry().xOf(6000))), view.geometry().unseenStrip().center().y());
        const TimelineView::Hit hit = view.hitAt(tick);
        QCOMPARE(hit.part, TimelineView::Part::Unseen);
        QCOMPARE(hit.unseenCount, qint64(3));
        QCOMPARE(view.hitAt(tick + QPoint(60, 0)).part, TimelineView::Part::None);
    }

    void zoomKeepsTheTimeUnderTheMouse_data()
    {
        QTest::addColumn<double>("xShare"); // where the mouse is, as a share of the plot's width
        QTest::addColumn<int>("wheelSteps"); // > 0 closer
        QTest::newRow("closer, left") << 0.1 << 3;
        QTest::newRow("closer, middle") << 0.5 << 1;
        QTest::newRow("farther, right") << 0.9 << -2;
        QTest::newRow("much closer") << 0.3 << 20;
    }

    void zoomKeepsTheTimeUnderTheMouse()
    {
        QFETCH(double, xShare);
        QFETCH(int, wheelSteps);
        TimelineView view;
        showThreeSessions(view);
        const QPointF mouse(view.geometry().plotLeft() + xShare * view.geometry().plotWidth(), 200);
        const qint64 before = view.geometry().timeAt(mouse.x());
        const double msPerPxBefore = view.msPerPixel();
        QWheelEvent wheel(mouse, view.mapToGlobal(mouse), {}, QPoint(0, 120 * wheelSteps), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&view, &wheel);
        QCOMPARE(view.geometry().timeAt(mouse.x()), before);
        QVERIFY(wheelSteps > 0 ? view.msPerPixel() < msPerPxBefore : view.msPerPixel() > msPerPxBefore);
    }

    void cursorShowsTheQueueOfThatMoment_data()
    {
        QTest::addColumn<qint64>("atMs");
        QTest::addColumn<QStringList>("queue"); // node names, holders first
        QTest::addColumn<int>("holders");
        QTest::addColumn<qint64>("heldSinceMs"); // the first holder's, for its age at the cursor
        QTest::newRow("one holder") << qint64(1500) << QStringList{u"lock-1"_s} << 1 << qint64(1000);
        QTest::newRow("two waiting") << qint64(3500) << QStringList{u"lock-1"_s, u"lock-2"_s, u"lock-3"_s} << 1
                                     << qint64(1000);
        QTest::newRow("handed off") << qint64(6000) << QStringList{u"lock-2"_s} << 1 << qint64(5000);
        QTest::newRow("gone") << qint64(9000) << QStringList{} << 0 << qint64(0);
    }

    void cursorShowsTheQueueOfThatMoment()
    {
        QFETCH(qint64, atMs);
        QFETCH(QStringList, queue);
        QFETCH(int, holders);
        QFETCH(qint64, heldSinceMs);
        TimelinePanel panel;
        panel.resize(1200, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showPast(threeSessions(), 10000);
        TimelineView *view = panel.timeline();
        view->setVisibleRange(0, 10000);
        // Pressed on the axis: the cursor jumps there.
        const QPoint onAxis(int(std::lround(view->geometry().xOf(atMs))), view->geometry().axisHeight / 2);
        QTest::mouseClick(view, Qt::LeftButton, {}, onAxis);
        QVERIFY(view->cursorMs());
        QVERIFY(std::abs(*view->cursorMs() - atMs) <= qint64(view->msPerPixel()));
        QueueModel *model = panel.queueAtCursor();
        QStringList shown;
        for (int row = 0; row < model->rowCount(); ++row)
            shown << model->entryAt(row).node->name;
        QCOMPARE(shown, queue);
        QCOMPARE(model->holderCount(), holders);
        // Ages as they were at the cursor, not as they would be now.
        if (heldSinceMs > 0)
            QCOMPARE(model->index(0, QueueModel::AgeColumn).data().toString(),
                     u"held "_s + formatAge(*view->cursorMs() - heldSinceMs));
    }

    void paintingIsBoundedByWhatIsVisible_data()
    {
        QTest::addColumn<qint64>("fromMs");
        QTest::addColumn<qint64>("visibleMs");
        QTest::addColumn<int>("maxPainted");
        // 10,000 spans of 1 s over 10,000 s in one lane, 800 px of plot: at most one span per
        // pixel column however many fall into it, and only those in view.
        QTest::newRow("everything") << qint64(0) << qint64(10'000'000) << 801;
        QTest::newRow("a minute") << qint64(5'000'000) << qint64(60'000) << 62;
        QTest::newRow("ten seconds") << qint64(5'000'000) << qint64(10'000) << 12;
    }

    void paintingIsBoundedByWhatIsVisible()
    {
        QFETCH(qint64, fromMs);
        QFETCH(qint64, visibleMs);
        QFETCH(int, maxPainted);
        auto past = std::make_shared<LockPast>();
        past->path = kLock;
        for (qint64 i = 0; i < 10000; ++i) {
            EntrySpan span;
            span.node = kLock + u"/lock-%1"_s.arg(i);
            span.session = 7;
            span.queuedAtMs = i * 1000;
            span.acquiredAtMs = i * 1000 + 200;
            span.endedAtMs = i * 1000 + 1000;
            span.end = EntryEnd::Released;
            past->entries.push_back(span);
        }
        TimelineView view;
        view.setPast(past, 10'000'000);
        view.resize(view.geometry().labelWidth + 800, 200);
        view.setVisibleRange(fromMs, fromMs + visibleMs);
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        view.render(&image);
        QVERIFY2(view.lastPaintedSpans() <= maxPainted, qPrintable(QString::number(view.lastPaintedSpans())));
        QVERIFY(view.lastPaintedSpans() >= std::min<qint64>(maxPainted - 2, visibleMs / 1000));
    }

    void livePanelFollowsTheRecord()
    {
        LiveSpans spans;
        qint64 now = 100'000;
        TimelinePanel panel;
        panel.timeline()->setClock([&now] { return now; });
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        spans.recordQueue(queueOf(u"lock-1:H:1"_s), now);
        panel.showLive(&spans, kLock);
        QCOMPARE(panel.timeline()->laneCount(), 1);
        QVERIFY(panel.timeline()->isFollowing());
        now += 1000;
        spans.recordQueue(queueOf(u"lock-1:H:1 lock-2:W:2"_s), now);
        QTRY_COMPARE(panel.timeline()->laneCount(), 2);
        // Following the present, the queue beside it is the monitor's own last one.
        QTRY_COMPARE(panel.queueAtCursor()->rowCount(), 2);
        spans.recordEvents({LockEvent{QDateTime::fromMSecsSinceEpoch(now),
                                      LockEventType::Unseen,
                                      kLock,
                                      {},
                                      {},
                                      0,
                                      EntryMode::Exclusive,
                                      {},
                                      4,
                                      {}}});
        QTRY_VERIFY2(panel.title().contains(u"+4"_s), qPrintable(panel.title()));
    }

    void historyWindowShowsAReplayedRecord()
    {
        HistoryResult fake;
        fake.source = u"/data/zk/version-2"_s;
        fake.recordStartMs = 1000;
        fake.recordEndMs = 10000;
        fake.locks.push_back(*threeSessions());
        LockPast other = *threeSessions();
        other.path = u"/app/locks/audit"_s;
        fake.locks.push_back(other);
        fake.errors.push_back({u"log.2a"_s, 123456, u"CRC mismatch: later transactions skipped"_s});
        HistoryOptions asked;
        HistoryWindow window;
        QAbstractItemModelTester tester(window.locks(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&window, &HistoryWindow::loaded);
        HistoryOptions options;
        options.dataDirs = {u"/data/zk"_s};
        options.discover = {u"/app"_s};
        window.load(options, [&](const HistoryOptions &o) {
            asked = o;
            return fake;
        });
        QVERIFY(loaded.wait(5000));
        QCOMPARE(asked.dataDirs, options.dataDirs);
        QCOMPARE(window.locks()->rowCount(), 2);
        QVERIFY(!window.errorsLabel()->isHidden());
        QVERIFY2(window.errorsLabel()->text().contains(u"log.2a @ 123456"_s), qPrintable(window.errorsLabel()->text()));
        QVERIFY(window.selectLock(kLock));
        QCOMPARE(window.panel()->timeline()->laneCount(), 3);
        QCOMPARE(
            window.locks()->index(window.locks()->rowOfKey(kLock), PastLocksModel::UnseenColumn).data().toLongLong(),
            qint64(3));

        // Pictures for a person: light, then dark.
        window.resize(1400, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.panel()->timeline()->setCursorMs(3500);
        const QString light = test::screenshotDirectory() + u"/history-window.png"_s;
        QVERIFY(window.grab().save(light));
        qInfo("screenshot: %s", qPrintable(light));
        const QPalette previous = QApplication::palette();
        QApplication::setPalette(test::darkPalette());
        QTest::qWait(50);
        const QString dark = test::screenshotDirectory() + u"/history-window-dark.png"_s;
        QVERIFY(window.grab().save(dark));
        qInfo("screenshot: %s", qPrintable(dark));
        QApplication::setPalette(previous);
    }

    void openTransactionLogsReadsWithTheReplay()
    {
        MainWindow window;
        QVERIFY(window.openHistoryAction());
        QTemporaryDir empty;
        HistoryOptions options;
        options.dataDirs = {empty.path()};
        options.discover = {u"/"_s};
        HistoryWindow *history = window.openHistory(options);
        QVERIFY(history);
        QSignalSpy loaded(history, &HistoryWindow::loaded);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(history->locks()->rowCount(), 0);
    }

    // The GUI's timeline of opened transaction logs and `lockscope-cli history` on the same files
    // (ones Debian's ZooKeeper wrote while kazoo clients used a mutex, a read-write lock and a
    // semaphore): the same locks, and every entry with the same times, session and end.
    void historyWindowAgreesWithTheCli()
    {
        const QString files = QStringLiteral(LOCKSCOPE_ZOOKEEPER_HISTORY);
        QProcess cli;
        cli.start(QStringLiteral(LOCKSCOPE_CLI),
                  {u"history"_s, u"--txn-log"_s, files, u"--discover"_s, u"/"_s, u"--json"_s});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonArray cliLocks =
            QJsonDocument::fromJson(cli.readAllStandardOutput()).object().value(u"locks"_s).toArray();
        // The record holds every way an entry ends, and one still open.
        QCOMPARE(cliLocks.size(), 3);
        QSet<QString> ends;
        for (const QJsonValue &lock : cliLocks) {
            for (const QJsonValue &entry : lock.toObject().value(u"entries"_s).toArray())
                ends.insert(entry.toObject().value(u"end"_s).isNull() ? u"open"_s
                                                                      : entry.toObject().value(u"end"_s).toString());
        }
        QCOMPARE(ends, (QSet<QString>{u"released"_s, u"abandoned"_s, u"session-ended"_s, u"open"_s}));

        HistoryWindow window;
        QSignalSpy loaded(&window, &HistoryWindow::loaded);
        HistoryOptions options;
        options.dataDirs = {files};
        options.discover = {u"/"_s};
        window.load(options, defaultHistoryReader());
        QVERIFY(loaded.wait(30000));
        QCOMPARE(window.locks()->rowCount(), cliLocks.size());
        const auto timeText = [](const std::optional<qint64> &ms) {
            return ms ? QJsonValue(isoUtcFromMs(*ms)) : QJsonValue();
        };
        for (const QJsonValue &value : cliLocks) {
            const QJsonObject lock = value.toObject();
            const QString key = lock.value(u"queue"_s).isNull()
                ? lock.value(u"path"_s).toString()
                : lock.value(u"path"_s).toString() + u'#' + lock.value(u"queue"_s).toString();
            QVERIFY2(window.selectLock(key), qPrintable(key));
            const TimelineLanes &lanes = window.panel()->timeline()->lanes();
            QVERIFY(lanes.past());
            const QJsonArray entries = lock.value(u"entries"_s).toArray();
            QCOMPARE(qsizetype(lanes.past()->entries.size()), entries.size());
            qsizetype drawn = 0;
            for (const TimelineLane &lane : lanes.lanes())
                drawn += qsizetype(lane.spans.size());
            QCOMPARE(drawn, entries.size()); // every entry has its bar
            for (qsizetype i = 0; i < entries.size(); ++i) {
                const QJsonObject entry = entries.at(i).toObject();
                const EntrySpan &span = lanes.past()->entries[std::size_t(i)];
                QCOMPARE(span.node, entry.value(u"path"_s).toString());
                QCOMPARE(QJsonValue(isoUtcFromMs(span.queuedAtMs)), entry.value(u"queued_at"_s));
                QCOMPARE(timeText(span.acquiredAtMs).toString(), entry.value(u"acquired_at"_s).toString());
                QCOMPARE(timeText(span.endedAtMs).toString(), entry.value(u"ended_at"_s).toString());
                QCOMPARE(entryEndName(span.end), entry.value(u"end"_s).toString());
                QCOMPARE(span.session, entry.value(u"session"_s).toString().mid(2).toLongLong(nullptr, 16));
            }
        }
    }

    // A lock one parent shares with other queues reads the same in the list, the event feed, the
    // past locks and the timeline's title: "/kafka [controller]", never its key "/kafka#controller".
    void oneSpellingOfALockEverywhere()
    {
        LockQueue queue = queueOf(u"lock-1:H:1"_s);
        queue.queue = u"controller"_s;
        for (LockEntry &entry : queue.entries)
            entry.node.edit().name = u"controller"_s + entry.node->name;
        const QString title = kLock + u" [controller]"_s;
        QCOMPARE(queue.title(), title);

        LockListModel locks;
        locks.setBatchIntervalMs(0);
        locks.updateLock(queue);
        locks.applyPending();
        QCOMPARE(locks.index(0, LockListModel::LockColumn).data().toString(), title);
        QVERIFY(locks.index(0, LockListModel::LockColumn).data(Qt::ToolTipRole).toString().startsWith(title));

        EventFeedModel feed;
        feed.addEvents({LockEvent{QDateTime::currentDateTimeUtc(),
                                  LockEventType::Acquired,
                                  kLock,
                                  u"controller"_s,
                                  queue.entries.front().path(),
                                  1,
                                  EntryMode::Exclusive,
                                  {},
                                  0,
                                  {}}});
        QCOMPARE(feed.index(0, EventFeedModel::LockColumn).data().toString(), title);

        SpanRecorder recorder;
        recorder.record(queue, 1000);
        TimelinePanel panel;
        panel.showPast(std::make_shared<const LockPast>(*recorder.lock(queue.key())), 2000);
        QVERIFY2(panel.title().contains(title.toHtmlEscaped()), qPrintable(panel.title()));
        QVERIFY(!panel.title().contains(queue.key()));
    }

    void lockListShowsUnseenEntries()
    {
        LockListModel model;
        model.setBatchIntervalMs(0);
        model.updateLock(queueOf(u"lock-1:H:1"_s));
        model.applyPending();
        LockEvent unseen{
            QDateTime::currentDateTimeUtc(), LockEventType::Unseen, kLock, {}, {}, 0, EntryMode::Exclusive, {}, 5, {}};
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.addUnseen({unseen, unseen});
        QCOMPARE(model.unseenCount(kLock), qint64(10));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(model.index(0, LockListModel::LockColumn).data().toString(), kLock + u"  +10 unseen"_s);
        // The part a narrow column keeps in sight while the path is elided.
        QCOMPARE(model.index(0, LockListModel::LockColumn).data(LockListModel::SuffixRole).toString(), u"+10 unseen"_s);
        QVERIFY(model.index(0, LockListModel::KindColumn).data(LockListModel::SuffixRole).toString().isEmpty());
        QVERIFY(model.index(0, LockListModel::LockColumn).data(Qt::ToolTipRole).toString().contains(u"10"_s));
        // A hot lock vanishes with its last entry and comes back: its count stays.
        model.removeLock(kLock);
        model.applyPending();
        model.updateLock(queueOf(u"lock-2:H:2"_s));
        model.applyPending();
        QCOMPARE(model.unseenCount(kLock), qint64(10));
        model.renameLock(kLock, kLock + u"#read"_s);
        model.applyPending();
        QCOMPARE(model.unseenCount(kLock + u"#read"_s), qint64(10));
    }
};

LOCKSCOPE_TEST(TstTimeline)

} // namespace tst_timeline
#include "tst_timeline.moc"
