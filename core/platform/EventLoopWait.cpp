// SPDX-License-Identifier: Apache-2.0

#include "platform/EventLoopWait.h"

#include <QAbstractEventDispatcher>
#include <QEventLoop>
#include <QTimer>

namespace lockscope {
namespace {
constexpr int kWaitTickMs = 50;
}

bool spinUntil(const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    if (timeoutMs <= 0)
        return false;
    QEventLoop loop;
    const auto check = [&] {
        if (done())
            loop.quit();
    };
    QObject::connect(QAbstractEventDispatcher::instance(), &QAbstractEventDispatcher::aboutToBlock, &loop, check);
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &loop, check);
    tick.start(kWaitTickMs);
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    deadline.start(timeoutMs);
    loop.exec();
    return done();
}

bool spinWhileProgressing(const std::function<bool()> &done, const std::function<quint64()> &progress, int quietMs)
{
    quint64 seen = progress();
    QDeadlineTimer quiet(quietMs);
    const auto stalled = [&] {
        if (const quint64 now = progress(); now != seen) {
            seen = now;
            quiet.setRemainingTime(quietMs);
        }
        return quiet.hasExpired();
    };
    while (!done() && !stalled())
        spinUntil([&] { return done() || stalled(); }, remainingMs(quiet) + kWaitTickMs);
    return done();
}

void spinFor(int ms)
{
    if (ms <= 0)
        return;
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace lockscope
