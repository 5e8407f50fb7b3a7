// SPDX-License-Identifier: Apache-2.0

#include "admin/NodeGoneWatch.h"

#include "zk/ZkSession.h"

#include <QPointer>

namespace lockscope {

NodeGoneWatch::NodeGoneWatch(ZkSession *session, QString path, const NodeStat &lastStat, int timeoutMs, QObject *parent)
    : QObject(parent),
      m_session(session),
      m_path(std::move(path)),
      m_lastStat(lastStat),
      m_timeoutMs(qMax(0, timeoutMs))
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] { finish(false); });
    connect(m_session, &ZkSession::watchTriggered, this, &NodeGoneWatch::onWatch);
    // After a new session the watch is gone; after a reconnection an event may have been missed.
    connect(m_session, &ZkSession::sessionEstablished, this, [this] { check(); });
}

void NodeGoneWatch::start(Callback done)
{
    m_done = std::move(done);
    m_elapsed.start();
    m_deadline.start(m_timeoutMs);
    check();
}

void NodeGoneWatch::check()
{
    if (m_finished)
        return;
    QPointer<NodeGoneWatch> self(this);
    m_session->exists(m_path, true, [self](ZkError error, const NodeStat &stat) {
        if (!self || self->m_finished)
            return;
        if (error == ZkError::NoNode)
            self->finish(true);
        else if (error == ZkError::Ok)
            self->m_lastStat = stat;
        // Other errors are connection trouble: the next session event checks again.
    });
}

void NodeGoneWatch::onWatch(WatchEventType type, const QString &path)
{
    if (m_finished || path != m_path)
        return;
    if (type == WatchEventType::Deleted)
        finish(true);
    else
        check(); // a data change fired the one-shot watch: arm it again
}

void NodeGoneWatch::finish(bool gone)
{
    if (m_finished)
        return;
    m_finished = true;
    m_deadline.stop();
    if (m_done)
        m_done(gone, m_lastStat, m_elapsed.elapsed());
}

} // namespace lockscope
