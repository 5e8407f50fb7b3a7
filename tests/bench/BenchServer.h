// SPDX-License-Identifier: Apache-2.0

#pragma once
// What the benchmarks that start their own ZooKeeper share: the server, and waiting in its
// event loop for what they asked.

#include "server/LocalZooKeeper.h"

#include <functional>
#include <memory>

namespace lockscope::bench {

// Started, or null after saying why on stderr.
std::unique_ptr<LocalZooKeeper> startServer(const LocalZooKeeper::Options &options);

// Runs the event loop (blocking in it, not spinning: a busy loop would steal a core from the
// ZooKeeper client's threads and the server) until done() holds or timeoutMs passes.
bool spinUntil(const std::function<bool()> &done, int timeoutMs);

} // namespace lockscope::bench
