// SPDX-License-Identifier: Apache-2.0

#pragma once
// Reads the nodes the rules suspect again (NodeRecheck.h): one sync, then each node, pipelined
// behind it on the diagnostics' session, which answers them in order. One batch at a time.
// Owner thread only.

#include "diagnostics/NodeRecheck.h"

#include <QObject>
#include <QSet>
#include <QStringList>
#include <functional>

namespace lockscope {

class ZkSession;

class NodeRechecker final : public QObject {
    Q_OBJECT
public:
    // The session must outlive the rechecker.
    explicit NodeRechecker(ZkSession *session, QObject *parent = nullptr);

    bool isRunning() const { return m_running; }
    // Reads `paths` after the round asked at `roundAskedAtMs` has answered; `done` runs once all
    // have answered, with results() updated. Not while a batch runs.
    void start(const QStringList &paths, qint64 roundAskedAtMs, std::function<void()> done);
    const NodeRechecks &results() const { return m_results; }
    // Forgets the reads of nodes the rules no longer look at.
    void keepOnly(const QSet<QString> &paths);

private:
    ZkSession *m_session;
    NodeRechecks m_results;
    bool m_running = false;
};

} // namespace lockscope
