// SPDX-License-Identifier: Apache-2.0

#pragma once
// kazoo's Semaphore, the shape lockscope recognises as a kazoo semaphore: each holder has a plain
// ephemeral lease `<path>/<32 hex>`; a client first takes kazoo's lock `<path>-__lock__`
// (`<32 hex>__lock__<seq>` nodes), then, holding it, waits with a child watch on `<path>` until
// fewer than max_leases leases exist, creates its lease and gives the lock back. The semaphore
// node's data holds max_leases as text.

#include "sim/SimLock.h"
#include "zk/ZkTypes.h"

#include <QByteArray>

namespace lockscope {

class SequentialLock;

class KazooSemaphore : public SimLock {
    Q_OBJECT
public:
    // `defaultLeases` is used when the semaphore node holds no number.
    KazooSemaphore(ZkSession *session, QString path, int defaultLeases, QByteArray data, QObject *parent = nullptr);

    void prepare(std::function<void(ZkError)> done) override;
    void acquire() override;
    void release() override;
    QString lockPath() const override { return m_path; }
    QString heldNode() const override;

private:
    enum class State {
        Idle,
        Queued,
        Counting,
        HandingBack,
        Holding,
        Releasing
    };

    void readMaxLeases();
    void countLeases();
    void takeLease();
    void onLockReleased();
    void removeLease();
    void fail(const QString &what, ZkError error);

    QString m_path;
    QString m_lease; // our lease node, `<path>/<guid>`
    int m_defaultLeases;
    int m_maxLeases;
    QByteArray m_data;
    SequentialLock *m_lock; // kazoo's lock in `<path>-__lock__`
    State m_state = State::Idle;
    bool m_releaseRequested = false;
    bool m_watchingLeases = false;
    bool m_waitReported = false;
};

} // namespace lockscope
