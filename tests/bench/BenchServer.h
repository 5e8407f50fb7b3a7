// SPDX-License-Identifier: Apache-2.0

#pragma once
// What the benchmarks that start their own ZooKeeper share: the server, and waiting in its
// event loop for what they asked.

#include "platform/EventLoopWait.h"
#include "server/LocalZooKeeper.h"

#include <functional>
#include <memory>

namespace lockscope::bench {

// Started, or null after saying why on stderr.
std::unique_ptr<LocalZooKeeper> startServer(const LocalZooKeeper::Options &options);

// The event loop until done() or the timeout (core's one way of waiting).
using lockscope::spinUntil;

} // namespace lockscope::bench
