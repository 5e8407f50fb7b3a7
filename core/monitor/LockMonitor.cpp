// SPDX-License-Identifier: Apache-2.0

#include "monitor/LockMonitorPrivate.h"

#include "zk/ZkPaths.h"

#include <algorithm>

namespace lockscope {

void LockMonitor::Private::setError(const QString &path, ZkError error)
{
    setErrorText(path, errorMessage(error));
}

void LockMonitor::Private::setErrorText(const QString &path, const QString &message)
{
    if (errors.value(path) == message)
        return;
    errors.insert(path, message);
    Q_EMIT q->errorsChanged();
}

void LockMonitor::Private::clearError(const QString &path)
{
    if (errors.remove(path) > 0)
        Q_EMIT q->errorsChanged();
}

void LockMonitor::Private::emitConnectionEvent(const QString &state)
{
    LockEvent event;
    event.at = QDateTime::currentDateTimeUtc();
    event.type = LockEventType::Connection;
    event.connection = state;
    event.server = session->server();
    Q_EMIT q->eventsOccurred({event});
}

LockMonitor::LockMonitor(ZkSession *session, QObject *parent) : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    d->session = session;
    d->rebuildTimer.setSingleShot(true);
    d->rebuildTimer.setInterval(0);
    connect(&d->rebuildTimer, &QTimer::timeout, this, [this] { d->rebuildDirty(); });
    // A one-shot snapshot is printed and gone by then; a monitor that stays lists them all.
    d->deferredTimer.setSingleShot(true);
    d->deferredTimer.setInterval(Private::kDeferredStartMs);
    connect(&d->deferredTimer, &QTimer::timeout, this, [this] { d->listDeferred(); });
    connect(session, &ZkSession::watchTriggered, this,
            [this](WatchEventType type, const QString &path) { d->onWatch(type, path); });
    connect(session, &ZkSession::sessionEstablished, this, [this](bool newSession) {
        d->emitConnectionEvent(std::exchange(d->everConnected, true) ? QStringLiteral("reconnected")
                                                                     : QStringLiteral("connected"));
        d->lostConnection = false;
        d->startSync(newSession);
    });
    connect(session, &ZkSession::stateChanged, this, [this](ConnectionState state) {
        const bool lost = state == ConnectionState::Disconnected || state == ConnectionState::Expired;
        if (lost && d->everConnected && d->outOfSightSince.isNull())
            d->outOfSightSince = QDateTime::currentDateTimeUtc();
        if (state == ConnectionState::Disconnected && !d->lostConnection) {
            d->lostConnection = true;
            d->emitConnectionEvent(QStringLiteral("disconnected"));
        } else if (state == ConnectionState::Expired) {
            d->lostConnection = true;
            d->emitConnectionEvent(QStringLiteral("expired"));
        }
    });
    if (session->isConnected()) {
        d->everConnected = true;
        QTimer::singleShot(0, this, [this] { d->startSync(true); });
    }
}

LockMonitor::~LockMonitor() = default;

void LockMonitor::setReadOnce(bool once)
{
    d->watching = !once;
}

void LockMonitor::setReadWindow(int reads)
{
    d->readWindow = std::max(reads, 2);
}

void LockMonitor::addRoot(const QString &path)
{
    const QString normalized = normalizePath(path);
    if (d->roots.contains(normalized))
        return;
    d->roots.append(normalized);
    if (d->session->isConnected() && !d->syncing)
        d->track(normalized, Private::Role::Root);
}

void LockMonitor::addDiscovery(const QString &path)
{
    const QString normalized = normalizePath(path);
    if (d->discoveries.contains(normalized))
        return;
    d->discoveries.append(normalized);
    if (d->session->isConnected() && !d->syncing)
        d->track(normalized, Private::Role::DiscoveryRoot);
}

bool LockMonitor::isSynced() const
{
    return d->synced;
}
QDateTime LockMonitor::outOfSightSince() const
{
    return d->outOfSightSince;
}

std::vector<LockQueue> LockMonitor::locks() const
{
    return lockView().toVector();
}

QueueView LockMonitor::lockView() const
{
    return QueueView::ordered(queueGroups());
}

std::vector<LockQueueGroup> LockMonitor::queueGroups() const
{
    return {d->published.cbegin(), d->published.cend()};
}

const LockQueue *LockMonitor::lock(const QString &key) const
{
    for (const LockQueueGroup &queues : std::as_const(d->published)) {
        for (const LockQueue &queue : *queues) {
            if (queue.key() == key)
                return &queue;
        }
    }
    return nullptr;
}

QList<MonitorError> LockMonitor::errors() const
{
    QList<MonitorError> list;
    for (auto it = d->errors.cbegin(); it != d->errors.cend(); ++it)
        list.append({it.key(), it.value()});
    return list;
}

void LockMonitor::setNodeWatchers(const QHash<QString, QList<qint64>> &watchersByPath)
{
    bool changed = false;
    for (const QString &path : d->evidence.update(watchersByPath)) {
        const QString parent = parentPath(path);
        if (d->nodes.contains(parent)) {
            d->markDirty(parent);
            changed = true;
        }
    }
    // At once: the diagnostics evaluate (and a snapshot is taken) right after the ensemble answers.
    if (changed)
        d->rebuildDirty();
}

void LockMonitor::rebuildAll()
{
    for (auto it = d->nodes.cbegin(); it != d->nodes.cend(); ++it)
        d->markDirty(it.key());
    // While a (re)sync is under way its end rebuilds what is marked.
    d->rebuildDirty();
}

qsizetype LockMonitor::nodeCount() const
{
    qsizetype count = 0;
    for (const Private::Tracked &t : std::as_const(d->nodes))
        count += 1 + qsizetype(t.listing.children.size());
    return count;
}

qsizetype LockMonitor::dataWatchCount() const
{
    return d->dataWatched.size();
}

} // namespace lockscope
