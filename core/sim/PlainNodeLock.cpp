// SPDX-License-Identifier: Apache-2.0

#include "sim/PlainNodeLock.h"

#include "zk/ZkPaths.h"
#include "sim/CreatePath.h"
#include "zk/ZkSession.h"

#include <QPointer>
#include <QTimer>

namespace lockscope {
PlainNodeLock::PlainNodeLock(ZkSession *session, QString nodePath, QByteArray data, QObject *parent)
    : SimLock(session, parent), m_path(std::move(nodePath)), m_data(std::move(data))
{
    // Any change of the node (deleted, or its data written) wakes every waiter: they all race.
    connect(session, &ZkSession::watchTriggered, this, [this](WatchEventType, const QString &path) {
        if (m_state == State::Racing && m_watching && path == m_path) {
            m_watching = false;
            tryCreate();
        }
    });
}

QString PlainNodeLock::heldNode() const
{
    return m_state == State::Holding ? m_path : QString();
}

void PlainNodeLock::prepare(std::function<void(ZkError)> done)
{
    createPath(session(), parentPath(m_path), {}, std::move(done));
}

void PlainNodeLock::acquire()
{
    if (m_state != State::Idle)
        return;
    m_state = State::Racing;
    m_waitReported = false;
    tryCreate();
}

void PlainNodeLock::release()
{
    switch (m_state) {
    case State::Idle: QTimer::singleShot(0, this, [this] { Q_EMIT released(QString()); }); return;
    case State::Racing:
        // Not holding: stop racing. The watch stays set but is ignored.
        m_state = State::Idle;
        m_watching = false;
        QTimer::singleShot(0, this, [this] { Q_EMIT released(QString()); });
        return;
    case State::Holding:
        m_state = State::Releasing;
        removeIfOurs();
        return;
    case State::Releasing: return;
    }
}

void PlainNodeLock::tryCreate()
{
    QPointer<PlainNodeLock> self(this);
    session()->create(m_path, m_data, CreateMode::Ephemeral, [self](ZkError error, const QString &) {
        if (!self || self->m_state != State::Racing)
            return;
        if (error == ZkError::Ok) {
            self->m_state = State::Holding;
            Q_EMIT self->created(self->m_path);
            Q_EMIT self->acquired(self->m_path);
        } else if (error == ZkError::NodeExists) {
            self->watchHolder();
        } else if (isRetryable(error)) {
            self->retryLater(&PlainNodeLock::tryCreate);
        } else {
            self->fail(QStringLiteral("cannot create %1").arg(self->m_path), error);
        }
    });
}

void PlainNodeLock::watchHolder()
{
    m_watching = true;
    QPointer<PlainNodeLock> self(this);
    session()->exists(m_path, true, [self](ZkError error, const NodeStat &stat) {
        if (!self || self->m_state != State::Racing)
            return;
        if (error == ZkError::NoNode) {
            // The holder left between our create and this watch: race right away.
            self->m_watching = false;
            self->tryCreate();
        } else if (error == ZkError::Ok && stat.ephemeralOwner == self->session()->sessionId()) {
            // Our own earlier create went through although its reply was lost.
            self->m_watching = false;
            self->m_state = State::Holding;
            Q_EMIT self->created(self->m_path);
            Q_EMIT self->acquired(self->m_path);
        } else if (error == ZkError::Ok) {
            if (!self->m_waitReported) {
                self->m_waitReported = true;
                Q_EMIT self->waiting(self->m_path);
            }
        } else if (isRetryable(error)) {
            self->m_watching = false;
            self->retryLater(&PlainNodeLock::tryCreate);
        } else {
            self->fail(QStringLiteral("cannot watch %1").arg(self->m_path), error);
        }
    });
}

// Deletes the node only while it is still ours: after a force delete another client may hold it.
void PlainNodeLock::removeIfOurs()
{
    QPointer<PlainNodeLock> self(this);
    session()->exists(m_path, false, [self](ZkError error, const NodeStat &stat) {
        if (!self || self->m_state != State::Releasing)
            return;
        if (error == ZkError::Ok && stat.ephemeralOwner == self->session()->sessionId()) {
            self->session()->remove(self->m_path, stat.version, [self](ZkError removeError) {
                if (!self || self->m_state != State::Releasing)
                    return;
                if (isRetryable(removeError) || removeError == ZkError::BadVersion)
                    self->retryLater(&PlainNodeLock::removeIfOurs);
                else if (removeError != ZkError::Ok && removeError != ZkError::NoNode)
                    self->fail(QStringLiteral("cannot delete %1").arg(self->m_path), removeError);
                else
                    self->finishRelease();
            });
        } else if (isRetryable(error)) {
            self->retryLater(&PlainNodeLock::removeIfOurs);
        } else {
            self->finishRelease();
        }
    });
}

void PlainNodeLock::finishRelease()
{
    m_state = State::Idle;
    Q_EMIT released(m_path);
}

void PlainNodeLock::retryLater(void (PlainNodeLock::*step)())
{
    const State expected = m_state;
    QTimer::singleShot(kRetryMs, this, [this, step, expected] {
        if (m_state == expected)
            (this->*step)();
    });
}

void PlainNodeLock::fail(const QString &what, ZkError error)
{
    m_state = State::Idle;
    m_watching = false;
    Q_EMIT failed(what + QStringLiteral(": ") + errorMessage(error));
}

} // namespace lockscope
