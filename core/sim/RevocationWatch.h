// SPDX-License-Identifier: Apache-2.0

#pragma once
// The holder's side of cooperative revocation (ZooKeeper recipes, "Revocable Shared Locks";
// Curator's `__REVOKE__`): keeps a data watch on the client's own node and reports when its data
// becomes a revocation payload, or when the node is deleted under it (a force delete).

#include "zk/ZkTypes.h"

#include <QByteArray>
#include <QObject>
#include <QString>

namespace lockscope {

class ZkSession;

class RevocationWatch final : public QObject {
    Q_OBJECT
public:
    explicit RevocationWatch(ZkSession *session, QObject *parent = nullptr);

    void watch(const QString &node);
    void stop();

Q_SIGNALS:
    void requested(const QString &node, const QByteArray &payload);
    void deleted(const QString &node);

private:
    void read();

    ZkSession *m_session;
    QString m_node;
};

} // namespace lockscope
