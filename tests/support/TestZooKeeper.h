// SPDX-License-Identifier: Apache-2.0

#pragma once
// Test helpers around a real ZooKeeper: start one or skip/fail the test with its log, bounded
// waits that keep the event loop running, and whether a process still exists.

#include "CallSite.h"
#include "server/LocalZooKeeper.h"

#include <functional>
#include <memory>

namespace lockscope::test {

// Starts a server. When ZooKeeper is not installed the current test is skipped, when it does
// not start the test fails with the server log; both return nullptr, and the caller returns.
std::unique_ptr<LocalZooKeeper> startZooKeeper(const LocalZooKeeper::Options &options = {}, int timeoutMs = 30000,
                                               CallSite where = {});

// Spins the event loop until predicate() holds or timeoutMs passes; returns the last result.
bool waitUntil(const std::function<bool()> &predicate, int timeoutMs = 15000);

// True while a process with this id exists (zombies included).
bool processExists(qint64 pid);

} // namespace lockscope::test

// Declares `server` and returns from the test function when it could not be started.
#define LOCKSCOPE_START_ZOOKEEPER(server, ...)                                                                         \
    auto server = ::lockscope::test::startZooKeeper(__VA_ARGS__);                                                      \
    if (!server)                                                                                                       \
    return
