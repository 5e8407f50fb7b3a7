// SPDX-License-Identifier: Apache-2.0

#pragma once
// A TLS member that takes the connection and never answers the handshake, left for the next one.
// The C client waits for the server's hello without a deadline, on its I/O thread: a member that
// accepts and never answers (a stopped JVM, whose kernel still accepts; a balancer; another
// service) would hold the session there for ever while the ensemble's other members are up,
// whether the session was just opened or had lost its member. ZooKeeper's Java client gives each
// member the session timeout divided by the number of members to connect; so does this, then ends
// the handshake (endUnansweredHandshake), and the client goes on to the next member. Internal to
// core/zk: ZkSession runs one for a TLS handle while it is not connected.

#include <QObject>
#include <QTimer>
#include <functional>
#include <string>
#include <zookeeper/zookeeper.h>

namespace lockscope::detail {

class StalledHandshakeWatch final : public QObject {
    Q_OBJECT
public:
    // `currentServer` names the member the handle is on ("address:port"); `spared` is a socket of
    // this process's own to that member to leave alone, or -1.
    StalledHandshakeWatch(std::function<std::string()> currentServer, std::function<int()> spared,
                          QObject *parent = nullptr);

    // Not connected: a new handle, or one that lost its member. limitMs: handshakeLimitMs().
    void watch(zhandle_t *zh, int limitMs);
    void stop(); // connected, or the handle is closing

private:
    void check();

    std::function<std::string()> m_currentServer;
    std::function<int()> m_spared;
    QTimer m_timer;
    zhandle_t *m_zh = nullptr;
    int m_limitMs = 0;
};

} // namespace lockscope::detail
