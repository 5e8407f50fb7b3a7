// SPDX-License-Identifier: Apache-2.0

#pragma once
// One lock recipe as a simulated client plays it, through its own ZkSession. Subclasses are the
// recipes (sequential queue, plain node, semaphore); SimClient decides when to acquire and release.
// Owner thread only; every signal is emitted on it.

#include "sim/CreatePath.h"

#include <QObject>
#include <QString>
#include <functional>

namespace lockscope {

class ZkSession;

class SimLock : public QObject {
    Q_OBJECT
public:
    // How long a client waits before it tries a failed step again.
    static constexpr int kRetryMs = 500;

    explicit SimLock(ZkSession *session, QObject *parent = nullptr) : QObject(parent), m_session(session) { }

    // Makes the persistent nodes this recipe needs (the lock parent, by default); done(Ok) after.
    virtual void prepare(std::function<void(ZkError)> done) { createPath(m_session, lockPath(), {}, std::move(done)); }
    // Starts acquiring; acquired() follows once held.
    virtual void acquire() = 0;
    // Gives the lock up, held or still queued; released() follows once this client's node is gone.
    virtual void release() = 0;
    // The lock as operators name it (the parent, the plain node, the semaphore).
    virtual QString lockPath() const = 0;
    // The node that stands for this client while it holds; empty when it holds nothing.
    virtual QString heldNode() const = 0;

Q_SIGNALS:
    void created(const QString &node);
    void waiting(const QString &forWhat);
    void acquired(const QString &node);
    void released(const QString &node);
    void failed(const QString &error);

protected:
    ZkSession *session() const { return m_session; }

private:
    ZkSession *m_session;
};

} // namespace lockscope
