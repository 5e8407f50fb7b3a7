// SPDX-License-Identifier: Apache-2.0

#include "sim/RevocationWatch.h"

#include "recipes/LockNodeName.h"
#include "zk/ZkSession.h"

#include <QPointer>
#include <QTimer>

namespace lockscope {

RevocationWatch::RevocationWatch(ZkSession *session, QObject *parent) : QObject(parent), m_session(session)
{
    connect(session, &ZkSession::watchTriggered, this, [this](WatchEventType type, const QString &path) {
        if (m_node.isEmpty() || path != m_node)
            return;
        if (type == WatchEventType::Deleted) {
            const QString node = m_node;
            m_node.clear();
            Q_EMIT deleted(node);
        } else if (type == WatchEventType::DataChanged) {
            read();
        }
    });
}

void RevocationWatch::watch(const QString &node)
{
    m_node = node;
    read();
}

void RevocationWatch::stop()
{
    m_node.clear();
}

void RevocationWatch::read()
{
    QPointer<RevocationWatch> self(this);
    const QString node = m_node;
    m_session->getData(node, true, [self, node](ZkError error, const QByteArray &data, const NodeStat &) {
        if (!self || self->m_node != node)
            return;
        if (error == ZkError::NoNode) {
            self->m_node.clear();
            Q_EMIT self->deleted(node);
        } else if (error == ZkError::Ok && isRevocationPayload(data)) {
            Q_EMIT self->requested(node, data);
        } else if (isRetryable(error)) {
            QTimer::singleShot(500, self, [self] {
                if (self && !self->m_node.isEmpty())
                    self->read();
            });
        }
    });
}

} // namespace lockscope
