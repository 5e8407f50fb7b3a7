// SPDX-License-Identifier: Apache-2.0

#pragma once
// Ending a TLS handshake that a server never answers. Internal to core/zk.

#include <zookeeper/zookeeper.h>
#include <string>

namespace lockscope::detail {

// The C client's TLS handshake waits for the server's reply with no deadline, on its I/O thread,
// and zookeeper_close joins that thread: a port that accepts connections and never answers (a
// stopped member, a balancer, another service) would hold the close, and the process, for ever.
// While the handle is not connected, shuts down for reading this process's sockets to `server`
// (its current server, "address:port" as zoo_get_current_server prints it) that have received
// nothing yet, so that the handshake fails at once and the close goes on. A connected session's
// socket has received its server's answers, so another session to the same member is left alone.
// Returns how many sockets were shut down.
int endUnansweredHandshake(zhandle_t *zh, const std::string &server);

} // namespace lockscope::detail
