// SPDX-License-Identifier: Apache-2.0

#include "sim/KazooSemaphore.h"

#include "zk/ZkPaths.h"
#include "sim/CreatePath.h"
#include "sim/SequentialLock.h"
#include "zk/ZkSession.h"

#include <QPointer>
#include <QTimer>
#include <QUuid>

namespace lockscope {
KazooSemaphore::KazooSemaphore(ZkSession *session, QString path, int defaultLeases, QByteArray data, QObject *parent)
    : SimLock(session, parent),
      m_path(std::move(path)),
      m_lease(childPath(m_path, QUuid::createUuid().toString(QUuid::Id128))),
      m_defaultLeases(defaultLeases),
      m_maxLeases(defaultLeases),
      m_data(std::move(data)),
      m_lock(new SequentialLock(session, m_path + QStringLiteral("-__lock__"), SequentialLock::Shape::kazoo(), m_data,
                                this))
{
    connect(m_lock, &SimLock::created, this, &SimLock::created);
    connect(m_lock, &SimLock::waiting, this, &SimLock::waiting);
    connect(m_lock, &SimLock::failed, this, &SimLock::failed);
    connect(m_lock, &SimLock::acquired, this, [this] {
        if (m_state != State::Queued)
            return;
        if (m_releaseRequested) {
            m_state = State::Releasing;
            m_lock->release();
            return;
        }
        m_state = State::Counting;
        m_waitReported = false;
        countLeases();
    });
    connect(m_lock, &SimLock::released, this, &KazooSemaphore::onLockReleased);
    connect(session, &ZkSession::watchTriggered, this, [this](WatchEventType type, const QString &watchedPath) {
        if (type == WatchEventType::ChildrenChanged && watchedPath == m_path && m_state == State::Counting
            && m_watchingLeases) {
            m_watchingLeases = false;
            countLeases();
        }
    });
}

QString KazooSemaphore::heldNode() const
{
    return m_state == State::Holding ? m_lease : QString();
}

void KazooSemaphore::prepare(std::function<void(ZkError)> done)
{
    QPointer<KazooSemaphore> self(this);
    createPath(session(), m_path, QByteArray::number(m_defaultLeases), [self, done](ZkError error) {
        if (!self)
            return;
        if (error != ZkError::Ok) {
            done(error);
            return;
        }
        self->m_lock->prepare(done);
    });
}

void KazooSemaphore::acquire()
{
    if (m_state != State::Idle)
        return;
    m_state = State::Queued;
    m_releaseRequested = false;
    readMaxLeases();
    m_lock->acquire();
}

void KazooSemaphore::release()
{
    switch (m_state) {
    case State::Idle: QTimer::singleShot(0, this, [this] { Q_EMIT released(QString()); }); return;
    case State::Queued:
    case State::Counting:
        m_state = State::Releasing;
        m_lock->release();
        return;
    case State::HandingBack:
        m_releaseRequested = true; // the lease goes once the lock is handed back
        return;
    case State::Holding: removeLease(); return;
    case State::Releasing: return;
    }
}

// The semaphore node says how many leases there are (kazoo writes max_leases there).
void KazooSemaphore::readMaxLeases()
{
    QPointer<KazooSemaphore> self(this);
    session()->getData(m_path, false, [self](ZkError error, const QByteArray &data, const NodeStat &) {
        if (!self || error != ZkError::Ok)
            return;
        bool ok = false;
        const int value = data.trimmed().toInt(&ok);
        self->m_maxLeases = ok && value > 0 ? value : self->m_defaultLeases;
    });
}

void KazooSemaphore::countLeases()
{
    m_watchingLeases = true;
    QPointer<KazooSemaphore> self(this);
    session()->getChildren(m_path, true, [self](ZkError error, const QStringList &children, const NodeStat &) {
        if (!self || self->m_state != State::Counting)
            return;
        if (error != ZkError::Ok) {
            self->m_watchingLeases = false;
            if (isRetryable(error))
                QTimer::singleShot(kRetryMs, self, [self] {
                    if (self && self->m_state == State::Counting)
                        self->countLeases();
                });
            else
                self->fail(QStringLiteral("cannot list %1").arg(self->m_path), error);
            return;
        }
        if (children.contains(nodeName(self->m_lease)) || children.size() < self->m_maxLeases) {
            self->m_watchingLeases = false;
            self->takeLease();
        } else if (!self->m_waitReported) {
            self->m_waitReported = true;
            Q_EMIT self->waiting(self->m_path);
        }
    });
}

void KazooSemaphore::takeLease()
{
    QPointer<KazooSemaphore> self(this);
    session()->create(m_lease, m_data, CreateMode::Ephemeral, [self](ZkError error, const QString &) {
        if (!self || self->m_state != State::Counting)
            return;
        if (error == ZkError::Ok || error == ZkError::NodeExists) {
            Q_EMIT self->created(self->m_lease);
            // kazoo gives its lock back as soon as the lease is taken.
            self->m_state = State::HandingBack;
            self->m_lock->release();
        } else if (isRetryable(error)) {
            QTimer::singleShot(kRetryMs, self, [self] {
                if (self && self->m_state == State::Counting)
                    self->countLeases();
            });
        } else {
            self->fail(QStringLiteral("cannot create the lease %1").arg(self->m_lease), error);
        }
    });
}

void KazooSemaphore::onLockReleased()
{
    if (m_state == State::HandingBack) {
        m_state = State::Holding;
        Q_EMIT acquired(m_lease);
        if (m_releaseRequested)
            removeLease();
    } else if (m_state == State::Releasing) {
        m_state = State::Idle;
        Q_EMIT released(QString());
    }
}

void KazooSemaphore::removeLease()
{
    m_state = State::Releasing;
    QPointer<KazooSemaphore> self(this);
    session()->remove(m_lease, -1, [self](ZkError error) {
        if (!self || self->m_state != State::Releasing)
            return;
        if (isRetryable(error)) {
            QTimer::singleShot(kRetryMs, self, [self] {
                if (self && self->m_state == State::Releasing)
                    self->removeLease();
            });
            return;
        }
        if (error != ZkError::Ok && error != ZkError::NoNode) {
            self->fail(QStringLiteral("cannot delete %1").arg(self->m_lease), error);
            return;
        }
        self->m_state = State::Idle;
        Q_EMIT self->released(self->m_lease);
    });
}

void KazooSemaphore::fail(const QString &what, ZkError error)
{
    m_state = State::Idle;
    m_watchingLeases = false;
    Q_EMIT failed(what + QStringLiteral(": ") + errorMessage(error));
}

} // namespace lockscope
