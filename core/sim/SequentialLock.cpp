// SPDX-License-Identifier: Apache-2.0

#include "sim/SequentialLock.h"

#include "zk/ZkPaths.h"
#include "recipes/LockNodeName.h"
#include "zk/ZkSession.h"

#include <QPointer>
#include <QTimer>
#include <QUuid>
#include <algorithm>
#include <optional>

namespace lockscope {
SequentialLock::Shape SequentialLock::Shape::exclusive()
{
    return {QStringLiteral("-lock-"), {QStringLiteral("-lock-")}};
}

SequentialLock::Shape SequentialLock::Shape::reader()
{
    return {QStringLiteral("-read-"), {QStringLiteral("-write-")}};
}

SequentialLock::Shape SequentialLock::Shape::writer()
{
    return {QStringLiteral("-write-"), {QStringLiteral("-read-"), QStringLiteral("-write-")}};
}

SequentialLock::Shape SequentialLock::Shape::kazoo()
{
    return {QStringLiteral("__lock__"), {QStringLiteral("__lock__")}};
}

SequentialLock::Shape SequentialLock::Shape::leaky()
{
    return {QStringLiteral("lock_"), {QStringLiteral("lock_")}, false, CreateMode::PersistentSequential};
}

SequentialLock::Shape SequentialLock::Shape::accumuloService(const QString &uuid)
{
    // Every candidate's prefix is `zlock#<its uuid>#`: ending in '#' is what they share.
    return {QStringLiteral("zlock#%1#").arg(uuid), {QStringLiteral("#")}, false, CreateMode::EphemeralSequential, true};
}

SequentialLock::SequentialLock(ZkSession *session, QString parentPath, Shape shape, QByteArray data, QObject *parent)
    : SimLock(session, parent),
      m_parent(std::move(parentPath)),
      m_shape(std::move(shape)),
      m_data(std::move(data)),
      m_guid(QUuid::createUuid().toString(QUuid::Id128))
{
    connect(session, &ZkSession::watchTriggered, this, [this](WatchEventType, const QString &path) {
        if (m_state == State::Queued && !m_watched.isEmpty() && path == m_watched) {
            m_watched.clear();
            checkQueue();
        }
    });
}

QString SequentialLock::heldNode() const
{
    return m_state == State::Holding ? m_node : QString();
}

QString SequentialLock::namePrefix() const
{
    return m_shape.guidPrefix ? m_guid + m_shape.tail : m_shape.tail;
}

void SequentialLock::acquire()
{
    if (m_state != State::Idle)
        return;
    m_state = State::Creating;
    m_releaseRequested = false;
    m_reportedWait.clear();
    m_watched.clear();
    createNode();
}

void SequentialLock::release()
{
    switch (m_state) {
    case State::Idle:
        // Nothing to give up; still answer asynchronously like every other release.
        QTimer::singleShot(0, this, [this] { Q_EMIT released(QString()); });
        return;
    case State::Creating:
        m_releaseRequested = true; // removed as soon as its creation is confirmed
        return;
    case State::Queued:
    case State::Holding: removeNode(); return;
    case State::Releasing: return;
    }
}

void SequentialLock::createNode()
{
    QPointer<SequentialLock> self(this);
    session()->create(childPath(m_parent, namePrefix()), m_data, m_shape.mode,
                      [self](ZkError error, const QString &path) {
                          if (self)
                              self->onCreated(error, path);
                      });
}

void SequentialLock::onCreated(ZkError error, const QString &path)
{
    if (m_state != State::Creating)
        return;
    if (error == ZkError::Ok) {
        m_node = path;
        Q_EMIT created(path);
        if (m_releaseRequested) {
            removeNode();
            return;
        }
        m_state = State::Queued;
        checkQueue();
        return;
    }
    if (isRetryable(error)) {
        // The node may have been made even though the reply was lost.
        retryLater(&SequentialLock::recoverNode);
        return;
    }
    fail(QStringLiteral("cannot create a lock node under %1").arg(m_parent), error);
}

// The recipes document's recoverable-error rule: look for our guid before creating again. Names
// without a guid cannot be found, so such a client leaks one more node (as seed 001 does); a tail
// that names the client (Accumulo's uuid) serves as the guid.
void SequentialLock::recoverNode()
{
    if (!m_shape.guidPrefix && !m_shape.ownTail) {
        createNode();
        return;
    }
    QPointer<SequentialLock> self(this);
    session()->getChildren(m_parent, false, [self](ZkError error, const QStringList &children, const NodeStat &) {
        if (!self || self->m_state != State::Creating)
            return;
        if (isRetryable(error)) {
            self->retryLater(&SequentialLock::recoverNode);
            return;
        }
        if (error != ZkError::Ok) {
            self->fail(QStringLiteral("cannot list %1").arg(self->m_parent), error);
            return;
        }
        const QString prefix = self->namePrefix();
        for (const QString &child : children) {
            if (child.startsWith(prefix)) {
                self->onCreated(ZkError::Ok, childPath(self->m_parent, child));
                return;
            }
        }
        self->createNode();
    });
}

void SequentialLock::checkQueue()
{
    QPointer<SequentialLock> self(this);
    session()->getChildren(m_parent, false, [self](ZkError error, const QStringList &children, const NodeStat &) {
        if (!self || self->m_state != State::Queued)
            return;
        if (isRetryable(error)) {
            self->retryLater(&SequentialLock::checkQueue);
            return;
        }
        if (error != ZkError::Ok) {
            self->fail(QStringLiteral("cannot list %1").arg(self->m_parent), error);
            return;
        }
        self->onChildren(children);
    });
}

void SequentialLock::onChildren(const QStringList &children)
{
    const QString ownName = nodeName(m_node);
    if (!children.contains(ownName)) {
        fail(QStringLiteral("my lock node %1 was deleted by someone else").arg(m_node), ZkError::NoNode);
        return;
    }
    const std::optional<qint64> ownSequence = parseSequenceSuffix(ownName);
    QString predecessor;
    qint64 predecessorSequence = 0;
    for (const QString &child : children) {
        qsizetype suffixStart = 0;
        const std::optional<qint64> sequence = parseSequenceSuffix(child, &suffixStart);
        if (!sequence || !ownSequence || *sequence >= *ownSequence)
            continue;
        const QStringView prefix = QStringView(child).first(suffixStart);
        const bool blocks = std::any_of(m_shape.blockingTails.begin(), m_shape.blockingTails.end(),
                                        [prefix](const QString &tail) { return prefix.endsWith(tail); });
        if (blocks && (predecessor.isEmpty() || *sequence > predecessorSequence)) {
            predecessor = child;
            predecessorSequence = *sequence;
        }
    }
    if (predecessor.isEmpty()) {
        m_state = State::Holding;
        Q_EMIT acquired(m_node);
        return;
    }
    watchPredecessor(childPath(m_parent, predecessor));
}

void SequentialLock::watchPredecessor(const QString &path)
{
    m_watched = path;
    QPointer<SequentialLock> self(this);
    session()->exists(path, true, [self, path](ZkError error, const NodeStat &) {
        if (!self || self->m_state != State::Queued || self->m_watched != path)
            return;
        if (error == ZkError::NoNode) {
            // Gone between listing and watching: look again.
            self->m_watched.clear();
            self->checkQueue();
            return;
        }
        if (error != ZkError::Ok) {
            self->m_watched.clear();
            if (isRetryable(error))
                self->retryLater(&SequentialLock::checkQueue);
            else
                self->fail(QStringLiteral("cannot watch %1").arg(path), error);
            return;
        }
        if (self->m_reportedWait != path) {
            self->m_reportedWait = path;
            Q_EMIT self->waiting(path);
        }
    });
}

void SequentialLock::removeNode()
{
    m_state = State::Releasing;
    m_watched.clear();
    QPointer<SequentialLock> self(this);
    session()->remove(m_node, -1, [self](ZkError error) {
        if (!self || self->m_state != State::Releasing)
            return;
        if (isRetryable(error)) {
            QTimer::singleShot(kRetryMs, self, [self] {
                if (self)
                    self->removeNode();
            });
            return;
        }
        if (error != ZkError::Ok && error != ZkError::NoNode) {
            self->fail(QStringLiteral("cannot delete %1").arg(self->m_node), error);
            return;
        }
        const QString node = self->m_node;
        self->m_node.clear();
        self->m_state = State::Idle;
        Q_EMIT self->released(node);
    });
}

void SequentialLock::retryLater(void (SequentialLock::*step)())
{
    const State expected = m_state;
    QTimer::singleShot(kRetryMs, this, [this, step, expected] {
        if (m_state == expected)
            (this->*step)();
    });
}

void SequentialLock::fail(const QString &what, ZkError error)
{
    m_state = State::Idle;
    m_watched.clear();
    Q_EMIT failed(what + QStringLiteral(": ") + errorMessage(error));
}

} // namespace lockscope
