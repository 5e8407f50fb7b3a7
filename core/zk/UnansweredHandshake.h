// SPDX-License-Identifier: Apache-2.0

#pragma once
// Ending a TLS handshake that a server never answers. Internal to core/zk.

#include <QString>
#include <zookeeper/zookeeper.h>
#include <atomic>
#include <string>
#include <thread>

namespace lockscope::detail {

// The C client's TLS handshake waits for the server's reply with no deadline, on its I/O thread,
// and zookeeper_close joins that thread: a port that accepts connections and never answers (a
// stopped member, a balancer, another service) would hold the close, and the process, for ever.
// While the handle is not connected, shuts down for reading this process's sockets to `server`
// (its current server, "address:port" as zoo_get_current_server prints it) that have received
// nothing yet, so that the handshake fails at once and the close goes on. A connected session's
// socket has received its server's answers, so another session to the same member is left alone;
// with `silentForMs`, so is a handshake that sent its hello less than that long ago, and the
// socket `spared` (the connect failure watch's own TLS probe). Returns how many were shut down.
int endUnansweredHandshake(zhandle_t *zh, const std::string &server, int silentForMs = 0, int spared = -1);

// For the time a TLS handle that is not connected takes to close: zookeeper_close joins the I/O
// thread, which may meanwhile have begun a handshake with the next member, after the one ended
// above. Until destroyed, every 50 ms, ends any handshake to a port of `connectString`'s that has
// been waiting 100 ms: the handle is closing, and another session's handshake, if it is the one
// cut, is retried.
class ClosingHandshakeGuard {
public:
    explicit ClosingHandshakeGuard(const QString &connectString);
    ~ClosingHandshakeGuard();
    ClosingHandshakeGuard(const ClosingHandshakeGuard &) = delete;
    ClosingHandshakeGuard &operator=(const ClosingHandshakeGuard &) = delete;

private:
    std::atomic<bool> m_done{false};
    std::thread m_thread;
};

} // namespace lockscope::detail
