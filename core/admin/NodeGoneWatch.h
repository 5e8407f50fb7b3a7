// SPDX-License-Identifier: Apache-2.0

#pragma once
// Follows one node until it is deleted or a deadline passes, with one-shot exists watches that
// are re-armed after every other event and after a reconnection. Owner thread only.

#include "zk/ZkTypes.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>

namespace lockscope {

class ZkSession;

class NodeGoneWatch final : public QObject {
    Q_OBJECT
public:
    // gone: the node was deleted in time. lastStat: the node as last seen (gone == false).
    using Callback = std::function<void(bool gone, const NodeStat &lastStat, qint64 elapsedMs)>;

    // `lastStat` is what the caller last knew of the node. The session must outlive this object.
    NodeGoneWatch(ZkSession *session, QString path, const NodeStat &lastStat, int timeoutMs, QObject *parent = nullptr);

    // Starts following the node. `done` runs once, on the owner thread, never from inside this
    // call, unless this object is destroyed first; it may deleteLater() the watch.
    void start(Callback done);

private:
    void check();
    void onWatch(WatchEventType type, const QString &path);
    void finish(bool gone);

    ZkSession *m_session;
    QString m_path;
    NodeStat m_lastStat;
    int m_timeoutMs;
    Callback m_done;
    QTimer m_deadline;
    QElapsedTimer m_elapsed;
    bool m_finished = false;
};

} // namespace lockscope
