// SPDX-License-Identifier: Apache-2.0

#pragma once
// The sequential-node queue of the ZooKeeper recipes: create `<guid><tail><seq>` under the lock
// parent, list the parent without a watch, and while a blocking node precedes ours, set an exists
// watch on the nearest one only (no herd effect). Covers the exclusive lock, the read-write lock's
// readers and writers, kazoo's lock names, and seed 001's PERSISTENT_SEQUENTIAL `lock_` nodes.

#include "sim/SimLock.h"
#include "zk/ZkTypes.h"

#include <QByteArray>
#include <QStringList>
#include <functional>

namespace lockscope {

class SequentialLock : public SimLock {
    Q_OBJECT
public:
    struct Shape {
        QString tail; // what follows the guid: "-lock-", "-read-", "__lock__", ...
        QStringList blockingTails; // earlier nodes with these tails must be gone before we hold
        bool guidPrefix = true; // a per-client guid first, to find our node after a lost reply
        CreateMode mode = CreateMode::EphemeralSequential;
        bool ownTail = false; // the tail alone names this client: found again after a lost reply

        static Shape exclusive(); // `<guid>-lock-`: waits for its immediate predecessor
        static Shape reader(); // `<guid>-read-`: waits for the nearest preceding writer
        static Shape writer(); // `<guid>-write-`: waits for its immediate predecessor
        static Shape kazoo(); // `<guid>__lock__`: kazoo Lock, as its Semaphore uses it
        static Shape leaky(); // `lock_`, persistent: outlives its client (seed 001's bug)
        // Accumulo's ServiceLock: `zlock#<uuid>#`, the uuid the process's own; every `zlock#` blocks.
        static Shape accumuloService(const QString &uuid);
    };

    SequentialLock(ZkSession *session, QString parentPath, Shape shape, QByteArray data, QObject *parent = nullptr);

    void acquire() override;
    void release() override;
    QString lockPath() const override { return m_parent; }
    QString heldNode() const override;

private:
    enum class State {
        Idle,
        Creating,
        Queued,
        Holding,
        Releasing
    };

    QString namePrefix() const;
    void createNode();
    void onCreated(ZkError error, const QString &path);
    void recoverNode();
    void checkQueue();
    void onChildren(const QStringList &children);
    void watchPredecessor(const QString &path);
    void removeNode();
    void retryLater(void (SequentialLock::*step)());
    void fail(const QString &what, ZkError error);

    QString m_parent;
    Shape m_shape;
    QByteArray m_data;
    QString m_guid;
    State m_state = State::Idle;
    QString m_node; // full path of our node once created
    QString m_watched; // the predecessor our exists watch is on
    QString m_reportedWait; // the last "waiting for", so each wait is reported once
    bool m_releaseRequested = false;
};

} // namespace lockscope
