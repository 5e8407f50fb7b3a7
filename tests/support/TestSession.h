// SPDX-License-Identifier: Apache-2.0

#pragma once
// A second, independent ZooKeeper session that the tests drive to play lock clients (or an
// operator's colleague): every node it makes is a real one, owned by its own session. Each call
// waits for ZooKeeper's answer, bounded; an unanswered request reads as OperationTimeout.

#include "zk/ZkSession.h"

#include <optional>
#include <utility>

namespace lockscope::test {

class TestSession {
public:
    // Opens the session and waits (bounded by waitMs) until it is connected; `digest` holds
    // "user:password" credentials to add.
    explicit TestSession(const QString &connect, QList<QByteArray> digest = {}, int waitMs = 10000);

    // `created` receives the created path (with its sequence number), empty on failure.
    ZkError create(const QString &path, const QByteArray &data = {}, CreateMode mode = CreateMode::Persistent,
                   QString *created = nullptr);
    // A lock entry under `prefix`: the created path, empty on failure.
    QString lockNode(const QString &prefix, CreateMode mode = CreateMode::EphemeralSequential,
                     const QByteArray &data = {});
    ZkError remove(const QString &path);
    ZkError setData(const QString &path, const QByteArray &data);

    // nullopt when the node does not exist (or cannot be read).
    std::optional<std::pair<QByteArray, NodeStat>> get(const QString &path);
    bool exists(const QString &path);
    // The node's data, "<no node>" when there is none.
    QByteArray dataOf(const QString &path);
    // The node's data version, -1 when there is none.
    int versionOf(const QString &path);

    ZkSession session;

private:
    int m_waitMs;
};

} // namespace lockscope::test
