// SPDX-License-Identifier: Apache-2.0

#pragma once
// Waiting on the owner thread while its event loop runs: the one way every layer, front end and
// harness waits for an answer (a ZooKeeper reply, a process's line, a server starting).

#include <QDeadlineTimer>
#include <QtGlobal>
#include <functional>

namespace lockscope {

// Runs the event loop until `done` is true or `timeoutMs` passes; returns done(). `done` is asked
// each time the loop has handled what came in, before it sleeps, so the answer that completes it
// ends the wait at once, and on a slow tick for a loop that never idles.
bool spinUntil(const std::function<bool()> &done, int timeoutMs);

// Runs the event loop until `done` is true or `progress()` has stayed the same for `quietMs`;
// returns done(). For work that may rightly take long (reading a million nodes) but must not hang
// on a server that stopped answering: what bounds it is silence, not the work's size.
bool spinWhileProgressing(const std::function<bool()> &done, const std::function<quint64()> &progress, int quietMs);

// Runs the event loop for `ms` (a pause that keeps answering timers, sockets and processes).
void spinFor(int ms);

// What is left of `deadline` in ms, never negative: the argument a blocking wait takes.
inline int remainingMs(const QDeadlineTimer &deadline)
{
    return int(qMax<qint64>(0, deadline.remainingTime()));
}

} // namespace lockscope
