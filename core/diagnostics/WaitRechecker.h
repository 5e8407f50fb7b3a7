// SPDX-License-Identifier: Apache-2.0

#pragma once
// Reads broken-wait's suspects again (WaitRecheck.h): one sync, then each suspect's two nodes,
// pipelined behind it on the diagnostics' session, which answers them in order. One batch at a
// time. Owner thread only.

#include "diagnostics/WaitRecheck.h"

#include <QList>
#include <QObject>
#include <functional>

namespace lockscope {

class ZkSession;

class WaitRechecker final : public QObject {
    Q_OBJECT
public:
    // The session must outlive the rechecker.
    explicit WaitRechecker(ZkSession *session, QObject *parent = nullptr);

    bool isRunning() const { return m_running; }
    // Reads every request's nodes after the round asked at `roundAskedAtMs` has answered; `done`
    // runs once all have answered, with results() updated. Not while a batch runs.
    void start(const QList<WaitRecheckRequest> &requests, qint64 roundAskedAtMs, std::function<void()> done);
    const WaitRechecks &results() const { return m_results; }
    // Forgets the waiters no longer suspected (`suspects` keyed by waiter path).
    void keepOnly(const QHash<QString, qint64> &suspects);

private:
    ZkSession *m_session;
    WaitRechecks m_results;
    bool m_running = false;
};

} // namespace lockscope
