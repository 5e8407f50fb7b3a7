// SPDX-License-Identifier: Apache-2.0

#pragma once
// One simulated lock client: its own ZooKeeper session, one recipe per lock it takes (SimLock),
// and a round loop: acquire, hold, release, think. The kind decides the recipe and what happens
// at the end of the hold: a clean release, or a crash that leaves the session (crasher) or a
// persistent node (leaky) behind. Owner thread only.

#include "sim/SimOptions.h"

#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

namespace lockscope {

class RevocationWatch;
class SimLock;
class ZkSession;

class SimClient final : public QObject {
    Q_OBJECT
public:
    // Exit code of a client that dies on purpose (crasher, leaky) without closing its session.
    static constexpr int kCrashExitCode = 3;

    explicit SimClient(SimOptions options, QObject *parent = nullptr);
    ~SimClient() override;

    // Connects and starts the rounds; finished() reports the end.
    void start();
    // Closes the session cleanly (ephemeral nodes go at once) and finishes with 0.
    void stop();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void makeLocks();
    void onConnected();
    void prepareLock(size_t index);
    void beginRound();
    void acquireNext();
    void onAcquired(const QString &node);
    void endHold();
    void releaseAll();
    void onReleased(const QString &node);
    void onRevocation(const QString &node, const QByteArray &payload);
    [[noreturn]] void crash();
    void finish(int exitCode, const QString &error = {});
    void log(const QString &what) const;
    void after(int ms, void (SimClient::*step)());

    SimOptions m_options;
    std::unique_ptr<ZkSession> m_session;
    std::vector<SimLock *> m_locks; // owned as children; [1] only for deadlock
    RevocationWatch *m_revocation = nullptr;
    QTimer m_connectTimer;
    QTimer m_stepTimer; // hold, the pause before a deadlock's second lock, think
    void (SimClient::*m_step)() = nullptr; // what m_stepTimer runs
    size_t m_next = 0; // index of the lock being acquired
    int m_pendingReleases = 0;
    int m_roundsDone = 0;
    bool m_connected = false;
    bool m_releasing = false;
    bool m_finished = false;
};

} // namespace lockscope
