// SPDX-License-Identifier: Apache-2.0

// The GUI under churn: 1,000 locks plus one queue of 10,000 waiters, changing continuously,
// shown in the overview (sorted, filtered proxy), the queue graph and the queue table.
//
// Changes are replayed as LockQueue updates into the same models and views the app uses, at a
// fixed rate, because a local ZooKeeper cannot produce thousands of hand-offs per second on a
// 10,000-node queue; what the models receive is what LockMonitor::lockUpdated delivers.
// For each mode it prints the GUI thread's CPU time per 1,000 changes and the longest event-loop
// stall (a 1 ms heartbeat timer's worst lateness), next to baselines measured in the same run:
// the same incremental models without coalescing, and a model reset per change.
// Prints figures; it is not a pass/fail test (shared machines are noisy).
// With many locks it also times what an operator does to the overview: a filter typed, a sort.
// Run: build/tests/bench/bench_gui [seconds] [changes-per-second] [all|batched|unbatched|reset] [locks, 1000]
#include "models/LockListModel.h"
#include "platform/EventLoopWait.h"
#include "models/QueueModel.h"
#include "views/LocksOverview.h"
#include "views/QueueGraphView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <random>

using namespace lockscope;
using namespace lockscope::ui;

namespace {

int g_locks = 1000; // set from the command line
constexpr int kLongQueue = 10000;
constexpr int kFeedIntervalMs = 5; // the monitor delivers its rebuilds in small batches
constexpr int kLongQueueShare = 10; // one change in ten hits the long queue

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

// The lock world being replayed: mutexes whose holders release and whose waiters join.
class Churn {
public:
    Churn()
    {
        for (int i = 0; i < g_locks; ++i) {
            LockQueue q = makeLock(QStringLiteral("/bench/app/locks/lock-%1").arg(i, 4, 10, QLatin1Char('0')));
            const int waiters = i % 5;
            for (int w = 0; w <= waiters; ++w)
                join(q);
            m_locks.push_back(std::move(q));
        }
        m_long = makeLock(QStringLiteral("/bench/app/locks/batch-jobs"));
        for (int w = 0; w <= kLongQueue; ++w)
            join(m_long);
    }

    // Applies the next change and returns the lock's queue as the monitor would report it.
    const LockQueue &next()
    {
        ++m_changes;
        if (m_changes % kLongQueueShare == 0) {
            release(m_long); // a hand-off at the head, and a newcomer at the tail
            join(m_long);
            return m_long;
        }
        LockQueue &q = m_locks[size_t(m_pick(m_rng))];
        if (q.entries.size() > 4 || (q.entries.size() > 1 && (m_rng() & 1)))
            release(q);
        else
            join(q);
        return q;
    }

    std::vector<LockQueue> all() const
    {
        std::vector<LockQueue> everything = m_locks;
        everything.push_back(m_long);
        return everything;
    }
    const LockQueue &longQueue() const { return m_long; }

private:
    static LockQueue makeLock(const QString &path)
    {
        LockQueue q;
        q.path = path;
        q.recipe = Recipe::Curator;
        q.kind = LockKind::Mutex;
        return q;
    }

    void join(LockQueue &q)
    {
        LockEntry e;
        e.parentPath = q.path;
        const qint64 seq = ++m_sequence;
        NodeInfo &node = e.node.edit();
        node.name = QStringLiteral("_c_8a1f0c52-3d7e-4c1b-9a55-%1-lock-%2")
                        .arg(seq % 1000000000000LL, 12, 10, QLatin1Char('0'))
                        .arg(seq % 2147483647, 10, 10, QLatin1Char('0'));
        node.stat.czxid = seq;
        node.stat.mzxid = seq;
        node.stat.ctimeMs = QDateTime::currentMSecsSinceEpoch();
        node.stat.mtimeMs = node.stat.ctimeMs;
        node.stat.ephemeralOwner = 0x0100000a02b00000LL + (seq % 4096);
        node.data = "10.0.0.5";
        e.sequence = seq;
        e.mode = EntryMode::Exclusive;
        e.state = q.entries.empty() ? EntryState::Holding : EntryState::Waiting;
        if (!q.entries.empty())
            e.waitsForNode = q.entries.back().ref();
        q.entries.push_back(std::move(e));
    }

    static void release(LockQueue &q)
    {
        if (q.entries.empty())
            return;
        q.entries.erase(q.entries.begin());
        if (!q.entries.empty()) {
            q.entries.front().state = EntryState::Holding;
            q.entries.front().waitsForNode = {};
        }
    }

    std::vector<LockQueue> m_locks;
    LockQueue m_long;
    qint64 m_sequence = 0;
    qint64 m_changes = 0;
    std::mt19937 m_rng{42};
    std::uniform_int_distribution<int> m_pick{0, g_locks - 1};
};

// The models and views of one connection tab, wired as Connection and ConnectionTab wire them.
struct Gui {
    LockListModel locks;
    QueueModel queue;
    QItemSelectionModel selection{&queue};
    QSplitter window;
    LocksOverview *overview = nullptr;
    QueueGraphView *graph = nullptr;
    QTableView *table = nullptr;
    QString selectedKey;

    Gui()
    {
        overview = new LocksOverview(&locks, &window);
        graph = new QueueGraphView(&window);
        graph->setModel(&queue, &selection);
        table = new QTableView(&window);
        table->setModel(&queue);
        table->setSelectionModel(&selection);
        table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        window.addWidget(overview);
        window.addWidget(graph);
        window.addWidget(table);
        window.resize(1800, 1000);
        QObject::connect(&locks, &LockListModel::lockChanged, &window, [this](const QString &key) {
            if (key == selectedKey) {
                const LockSummary *s = locks.summary(key);
                queue.setQueue(key, s->queue, s->holdingSince);
            }
        });
        // Sorted by waiters: every change can move rows, the proxy's hardest case.
        overview->view()->sortByColumn(LockListModel::WaitersColumn, Qt::DescendingOrder);
    }
};

struct Result {
    qint64 changes = 0;
    double cpuMs = 0;
    double wallMs = 0;
    double worstStallMs = 0;
    double p99StallMs = 0;
};

// Runs the event loop for `ms`, blocking between events rather than spinning.
void waitIdle(int ms)
{
    spinFor(ms);
}

struct OperatorTimes {
    qint64 filterMs = 0, clearMs = 0, sortByLockMs = 0, sortByWaitersMs = 0;
    int shown = 0;
};

// A filter typed and cleared, then a sort by path and one by waiters, each timed until the
// event loop has nothing left of it.
OperatorTimes timeOperations(QSortFilterProxyModel *proxy, QTableView *view)
{
    OperatorTimes t;
    QElapsedTimer op;
    op.start();
    proxy->setFilterFixedString(QStringLiteral("lock-1"));
    QApplication::processEvents();
    t.filterMs = op.restart();
    t.shown = proxy->rowCount();
    proxy->setFilterFixedString(QString());
    QApplication::processEvents();
    t.clearMs = op.restart();
    view->sortByColumn(LockListModel::LockColumn, Qt::AscendingOrder);
    QApplication::processEvents();
    t.sortByLockMs = op.restart();
    view->sortByColumn(LockListModel::WaitersColumn, Qt::DescendingOrder);
    QApplication::processEvents();
    t.sortByWaitersMs = op.elapsed();
    return t;
}

void printOperatorTimes(const char *name, const OperatorTimes &t)
{
    std::printf("  %-38s %12lld %8lld %13lld %11lld   (%d rows filtered)\n", name, static_cast<long long>(t.filterMs),
                static_cast<long long>(t.clearMs), static_cast<long long>(t.sortByLockMs),
                static_cast<long long>(t.sortByWaitersMs), t.shown);
}

enum class Mode {
    Batched,
    Unbatched,
    ResetPerChange,
    SourceOnly
};

Result run(Mode mode, int seconds, int rate)
{
    Churn churn;
    Gui gui;
    Result result;
    if (mode != Mode::SourceOnly) {
        gui.locks.setBatchIntervalMs(mode == Mode::Batched ? 100 : 0);
        gui.locks.resetLocks(churn.all());
        gui.selectedKey = churn.longQueue().key();
        const LockSummary *s = gui.locks.summary(gui.selectedKey);
        gui.queue.setQueue(gui.selectedKey, s->queue, s->holdingSince);
        gui.overview->selectKey(gui.selectedKey);
        gui.selection.setCurrentIndex(gui.queue.index(5000, 0),
                                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        gui.window.show();
        waitIdle(300);
        if (mode == Mode::Batched) {
            // An operator's filter and sort over every lock, each timed to its rows being ready;
            // the baseline is Qt's stock proxy, set up as the overview once was, on the same model.
            const OperatorTimes ours = timeOperations(gui.overview->proxy(), gui.overview->view());
            QSortFilterProxyModel stock;
            stock.setSourceModel(&gui.locks);
            stock.setSortRole(LockListModel::SortRole);
            stock.setFilterRole(LockListModel::FilterRole);
            stock.setFilterKeyColumn(LockListModel::LockColumn);
            stock.setFilterCaseSensitivity(Qt::CaseInsensitive);
            stock.setDynamicSortFilter(true);
            QTableView stockView;
            stockView.setModel(&stock);
            stockView.setSortingEnabled(true);
            stockView.resize(900, 1000);
            stockView.show();
            waitIdle(300);
            const OperatorTimes baseline = timeOperations(&stock, &stockView);
            std::printf("%d locks, ms until the rows are ready   filter typed  cleared  sort by lock  by waiters\n",
                        g_locks + 1);
            printOperatorTimes("overview (LockSortProxy)", ours);
            printOperatorTimes("baseline: stock QSortFilterProxyModel", baseline);
            std::printf("\n");
            waitIdle(300);
        }
    }
    std::vector<double> gaps;
    gaps.reserve(size_t(seconds) * 1100);
    QElapsedTimer clock;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(1);
    qint64 lastBeatNs = 0;
    QObject::connect(&heartbeat, &QTimer::timeout, &heartbeat, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (lastBeatNs > 0)
            gaps.push_back((now - lastBeatNs) / 1e6 - 1.0);
        lastBeatNs = now;
    });
    // Feeds what is due by the clock, so late ticks catch up and the offered rate is applied;
    // except the reset baseline, which could never catch up and gets a fixed share per tick.
    qint64 fed = 0;
    const bool catchUp = mode != Mode::ResetPerChange;
    QTimer feeder;
    feeder.setTimerType(Qt::PreciseTimer);
    feeder.setInterval(kFeedIntervalMs);
    QObject::connect(&feeder, &QTimer::timeout, &feeder, [&] {
        const qint64 due = catchUp ? clock.elapsed() * rate / 1000 : fed + qMax(1, rate * kFeedIntervalMs / 1000);
        for (; fed < due; ++fed) {
            const LockQueue &changed = churn.next();
            ++result.changes;
            switch (mode) {
            case Mode::Batched:
            case Mode::Unbatched: gui.locks.updateLock(changed); break;
            case Mode::ResetPerChange: {
                gui.locks.resetLocks(churn.all());
                const LockSummary *s = gui.locks.summary(gui.selectedKey);
                gui.queue.setQueue({}, nullptr);
                gui.queue.setQueue(gui.selectedKey, s->queue, s->holdingSince);
                break;
            }
            case Mode::SourceOnly: break;
            }
        }
    });
    clock.start();
    const double cpuStart = threadCpuMs();
    heartbeat.start();
    feeder.start();
    waitIdle(seconds * 1000); // a real event loop: it sleeps between events, as the app's does
    feeder.stop();
    gui.locks.applyPending();
    QApplication::processEvents();
    result.cpuMs = threadCpuMs() - cpuStart;
    result.wallMs = double(clock.elapsed());
    heartbeat.stop();
    std::sort(gaps.begin(), gaps.end());
    if (!gaps.empty()) {
        result.worstStallMs = qMax(0.0, gaps.back());
        result.p99StallMs = qMax(0.0, gaps[size_t(double(gaps.size() - 1) * 0.99)]);
    }
    return result;
}

void print(const char *name, const Result &r, double sourceCpuPerThousand)
{
    const double perThousand = r.changes > 0 ? r.cpuMs / (double(r.changes) / 1000.0) : 0;
    std::printf("%-34s %9lld %10.0f %14.1f %14.1f %12.1f %10.1f\n", name, static_cast<long long>(r.changes),
                r.changes / (r.wallMs / 1000.0), perThousand, qMax(0.0, perThousand - sourceCpuPerThousand),
                r.worstStallMs, r.p99StallMs);
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const int rate = argc > 2 ? std::max(10, std::atoi(argv[2])) : 2000;
    const QString only = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QStringLiteral("all");
    g_locks = argc > 4 ? std::max(1, std::atoi(argv[4])) : 1000;
    const auto wanted = [&only](const char *name) {
        return only == QLatin1String("all") || only == QLatin1String(name);
    };

    std::printf("GUI under churn: %d locks + 1 queue of %d waiters (selected, graph and table shown),\n"
                "%d changes/s offered (1 in %d on the long queue), %d s per mode, platform %s.\n"
                "Changes are replayed LockQueue updates (what LockMonitor::lockUpdated delivers).\n\n",
                g_locks, kLongQueue, rate, kLongQueueShare, seconds, qPrintable(QApplication::platformName()));
    std::printf("%-34s %9s %10s %14s %14s %12s %10s\n", "mode", "changes", "applied/s", "CPU ms/1000", "GUI ms/1000",
                "worst stall", "p99 stall");
    const Result source = run(Mode::SourceOnly, seconds, rate);
    const double sourcePerThousand = source.cpuMs / (double(source.changes) / 1000.0);
    print("replay source alone (subtracted)", source, 0);
    if (wanted("batched"))
        print("incremental, coalesced 100 ms", run(Mode::Batched, seconds, rate), sourcePerThousand);
    if (wanted("unbatched"))
        print("baseline: incremental, no batching", run(Mode::Unbatched, seconds, rate), sourcePerThousand);
    // A reset per change cannot keep up: offer it a tenth of the rate so the run stays bounded.
    if (wanted("reset"))
        print("baseline: model reset per change", run(Mode::ResetPerChange, seconds, qMax(10, rate / 10)),
              sourcePerThousand);
    std::printf("\nCPU ms/1000: the GUI thread's CPU time per 1,000 changes, replay included; GUI ms/1000: the\n"
                "same less the replay's own cost. Stalls: how late a 1 ms heartbeat timer fired, in ms.\n");
    return 0;
}
