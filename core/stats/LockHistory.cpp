// SPDX-License-Identifier: Apache-2.0

#include "stats/LockHistory.h"

#include "monitor/LockMonitor.h"
#include "recipes/LockTypes.h"
#include "stats/LockTracker.h"

#include <QPointer>
#include <QSet>
#include <QTimer>
#include <algorithm>

namespace lockscope {

namespace {

qint64 millis(const QDateTime &at)
{
    return at.isValid() ? at.toMSecsSinceEpoch() : QDateTime::currentMSecsSinceEpoch();
}

} // namespace

struct LockHistory::Private {
    explicit Private(const Capacity &capacity) : tracker(capacity) { }

    LockTracker tracker;
    QTimer notifyTimer;
    QTimer sampleTimer;
    QPointer<LockMonitor> monitor;
    QList<QMetaObject::Connection> connections;

    // Owner thread; cheap enough for every event: one timer check.
    void scheduleNotify()
    {
        if (!notifyTimer.isActive() && tracker.hasChanges())
            notifyTimer.start();
    }

    void applyTimers()
    {
        const Capacity &c = tracker.capacity();
        notifyTimer.setInterval(c.notifyIntervalMs);
        sampleTimer.setInterval(std::max(1, c.sampleIntervalMs));
        if (monitor && c.sampleIntervalMs > 0)
            sampleTimer.start();
        else
            sampleTimer.stop();
    }
};

LockHistory::LockHistory(QObject *parent) : LockHistory(Capacity{}, parent)
{
}

LockHistory::LockHistory(const Capacity &capacity, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(capacity))
{
    d->notifyTimer.setSingleShot(true);
    connect(&d->notifyTimer, &QTimer::timeout, this, [this] {
        const LockTracker::Changes changes = d->tracker.takeChanges();
        QSet<QString> emitted;
        for (const QString &key : changes.keys) {
            if (!emitted.contains(key)) {
                emitted.insert(key);
                Q_EMIT historyChanged(key);
            }
        }
        if (changes.overall)
            Q_EMIT historyChanged(QString());
        if (changes.lockSet)
            Q_EMIT locksChanged();
    });
    connect(&d->sampleTimer, &QTimer::timeout, this, [this] { samplePeriodically(QDateTime::currentDateTimeUtc()); });
    d->applyTimers();
}

LockHistory::~LockHistory() = default;

void LockHistory::attach(LockMonitor *monitor)
{
    for (const QMetaObject::Connection &c : std::as_const(d->connections))
        disconnect(c);
    d->connections.clear();
    d->monitor = monitor;
    if (monitor) {
        d->connections = {
            connect(monitor, &LockMonitor::lockUpdated, this,
                    [this](const LockQueue &queue) { recordQueue(queue, QDateTime::currentDateTimeUtc()); }),
            connect(monitor, &LockMonitor::lockRemoved, this,
                    [this](const QString &key) { recordRemoved(key, QDateTime::currentDateTimeUtc()); }),
            connect(monitor, &LockMonitor::lockRenamed, this, &LockHistory::recordRenamed),
            connect(monitor, &LockMonitor::eventsOccurred, this, &LockHistory::recordEvents),
            connect(monitor, &QObject::destroyed, this, [this] { attach(nullptr); }),
        };
        // What the monitor already shows counts as first seen now, as it would on its first sync.
        if (monitor->isSynced()) {
            const QDateTime now = QDateTime::currentDateTimeUtc();
            for (const LockQueue &queue : monitor->lockView()) {
                recordQueue(queue, now);
                recordEvents(diffLockQueues(nullptr, &queue, now));
            }
        }
    }
    d->applyTimers();
}

LockMonitor *LockHistory::monitor() const
{
    return d->monitor;
}

const Capacity &LockHistory::capacity() const
{
    return d->tracker.capacity();
}

void LockHistory::setCapacity(const Capacity &capacity)
{
    d->tracker.setCapacity(capacity);
    d->applyTimers();
    d->scheduleNotify();
}

void LockHistory::clear()
{
    d->tracker.clear();
    d->scheduleNotify();
}

void LockHistory::recordQueue(const LockQueue &queue, const QDateTime &at)
{
    // Holders come first in a queue, so counting them needs no pass over 10,000 waiters.
    const auto firstWaiter = std::partition_point(queue.entries.begin(), queue.entries.end(),
                                                  [](const LockEntry &e) { return e.state == EntryState::Holding; });
    const auto holders = qint32(firstWaiter - queue.entries.begin());
    d->tracker.recordQueue(queue.path, queue.queue, holders, qint32(queue.entries.size()) - holders, millis(at));
    d->scheduleNotify();
}

void LockHistory::recordEvents(const QList<LockEvent> &events)
{
    for (const LockEvent &event : events)
        d->tracker.recordEvent(event);
    d->scheduleNotify();
}

void LockHistory::recordRemoved(const QString &key, const QDateTime &at)
{
    d->tracker.recordRemoved(key, millis(at));
    d->scheduleNotify();
}

void LockHistory::recordRenamed(const QString &from, const QString &to)
{
    d->tracker.rename(from, to);
    d->scheduleNotify();
}

void LockHistory::samplePeriodically(const QDateTime &at)
{
    d->tracker.samplePeriodically(millis(at));
    d->scheduleNotify();
}

QStringList LockHistory::keys() const
{
    QStringList out;
    out.reserve(qsizetype(d->tracker.locks().size()));
    for (const TrackedLock &lock : d->tracker.locks())
        out.append(lock.key);
    return out;
}

bool LockHistory::contains(const QString &key) const
{
    return d->tracker.lock(key) != nullptr;
}

LockStats LockHistory::stats(const QString &key) const
{
    if (key.isEmpty()) {
        LockStats s = d->tracker.series(key)->stats();
        s.present = true;
        return s;
    }
    const TrackedLock *lock = d->tracker.lock(key);
    if (!lock)
        return {};
    LockStats s = lock->series.stats();
    s.path = lock->path;
    s.queue = lock->queue;
    s.present = lock->present;
    return s;
}

std::vector<DurationSample> LockHistory::holdSamples(const QString &key) const
{
    const LockSeries *s = d->tracker.series(key);
    return s ? s->hold.toVector() : std::vector<DurationSample>{};
}

std::vector<DurationSample> LockHistory::waitSamples(const QString &key) const
{
    const LockSeries *s = d->tracker.series(key);
    return s ? s->wait.toVector() : std::vector<DurationSample>{};
}

std::vector<QueueSample> LockHistory::queueSamples(const QString &key) const
{
    const LockSeries *s = d->tracker.series(key);
    return s ? s->queue.toVector() : std::vector<QueueSample>{};
}

std::vector<MinuteBucket> LockHistory::minuteBuckets(const QString &key) const
{
    const LockSeries *s = d->tracker.series(key);
    return s ? s->minutes.toVector() : std::vector<MinuteBucket>{};
}

qsizetype LockHistory::openNodes(const QString &key) const
{
    if (!key.isEmpty()) {
        const TrackedLock *lock = d->tracker.lock(key);
        return lock ? lock->open.size() : 0;
    }
    qsizetype total = 0;
    for (const TrackedLock &lock : d->tracker.locks())
        total += lock.open.size();
    return total;
}

} // namespace lockscope
