// SPDX-License-Identifier: Apache-2.0

#pragma once
// seed 003 scheme 1: the lock is one plain ephemeral node (`/locks/Key1`). Whoever creates it
// holds; everyone else sets an exists watch on that same node and, when it goes, all race to
// create it again: the herd effect this demo is meant to show.

#include "sim/SimLock.h"
#include "zk/ZkTypes.h"

#include <QByteArray>

namespace lockscope {

class PlainNodeLock : public SimLock {
    Q_OBJECT
public:
    PlainNodeLock(ZkSession *session, QString nodePath, QByteArray data, QObject *parent = nullptr);

    void prepare(std::function<void(ZkError)> done) override;
    void acquire() override;
    void release() override;
    QString lockPath() const override { return m_path; }
    QString heldNode() const override;
    // What the next create writes (a system stamps its record with the time it takes over).
    void setData(QByteArray data) { m_data = std::move(data); }

private:
    enum class State {
        Idle,
        Racing,
        Holding,
        Releasing
    };

    void tryCreate();
    void watchHolder();
    void removeIfOurs();
    void finishRelease();
    void retryLater(void (PlainNodeLock::*step)());
    void fail(const QString &what, ZkError error);

    QString m_path;
    QByteArray m_data;
    State m_state = State::Idle;
    bool m_watching = false;
    bool m_waitReported = false;
};

} // namespace lockscope
