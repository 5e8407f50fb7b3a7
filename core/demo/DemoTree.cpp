// SPDX-License-Identifier: Apache-2.0

// Before the simulated clients start: the ensemble reached, the scenario's lock roots created,
// earlier runs' leftovers cleared and the scenario's planted leftovers made.
#include "demo/DemoRunnerPrivate.h"

#include "platform/EventLoopWait.h"
#include "sim/CreatePath.h"
#include "zk/ZkPaths.h"

#include <algorithm>
#include <limits>

namespace lockscope {
namespace {
constexpr int kMinSessionWaitMs = 5000; // a session to a just-started server needs a moment
}

bool waitForDemo(const std::function<bool()> &done, const QDeadlineTimer &deadline)
{
    return spinUntil(done, int(std::clamp<qint64>(deadline.remainingTime(), 0, std::numeric_limits<int>::max())));
}

bool DemoRunner::Private::reachEnsemble(const QDeadlineTimer &deadline)
{
    ZkSession::Options sessionOptions(connectString, 10000);
    sessionOptions.tls = tls;
    session = std::make_unique<ZkSession>(sessionOptions);
    if (!session->open()) {
        error = session->lastError();
        return false;
    }
    const QDeadlineTimer sessionDeadline(qMax<qint64>(deadline.remainingTime(), kMinSessionWaitMs));
    waitForDemo(
        [this] {
            const ConnectionState s = session->state();
            return s == ConnectionState::Connected || s == ConnectionState::AuthFailed || s == ConnectionState::Closed;
        },
        sessionDeadline);
    if (!session->isConnected()) {
        error = QStringLiteral("cannot reach ZooKeeper at %1").arg(connectString);
        return false;
    }
    return true;
}

bool DemoRunner::Private::createRoots(const QList<DemoLockRoot> &roots, const QDeadlineTimer &deadline)
{
    // Shared with the callbacks: one that answers after the deadline must not write to this frame.
    struct Progress {
        qsizetype answered = 0;
        QString failure;
    };
    const auto progress = std::make_shared<Progress>();
    for (const DemoLockRoot &root : roots) {
        createPath(session.get(), root.path, root.data, [progress, path = root.path](ZkError e) {
            ++progress->answered;
            if (e != ZkError::Ok && progress->failure.isEmpty())
                progress->failure = QStringLiteral("cannot create %1: %2").arg(path, errorMessage(e));
        });
    }
    if (!waitForDemo([&] { return progress->answered == roots.size(); }, deadline)) {
        error = QStringLiteral("creating the lock roots did not finish in time");
        return false;
    }
    error = progress->failure;
    return error.isEmpty();
}

// Persistent `lock_` nodes are what leaky clients of an earlier run left in an existing ensemble;
// without clearing them, the new leaky clients would queue behind them from the start.
bool DemoRunner::Private::clearLeftovers(const QString &lockPath, const QDeadlineTimer &deadline)
{
    // Shared with the callbacks: one that answers after the deadline must not write to this frame.
    const auto children = std::make_shared<std::optional<QStringList>>();
    session->getChildren(lockPath, false, [children](ZkError e, const QStringList &names, const NodeStat &) {
        *children = e == ZkError::Ok ? names : QStringList();
    });
    if (!waitForDemo([&] { return children->has_value(); }, deadline))
        return false;
    const auto pending = std::make_shared<qsizetype>(0);
    for (const QString &name : **children) {
        if (!name.startsWith(QLatin1String("lock_")))
            continue;
        ++*pending;
        const QString path = childPath(lockPath, name);
        session->exists(path, false, [this, path, pending](ZkError e, const NodeStat &stat) {
            if (e != ZkError::Ok || stat.ephemeralOwner != 0) {
                --*pending;
                return;
            }
            session->remove(path, stat.version, [pending](ZkError) { --*pending; });
        });
    }
    return waitForDemo([&] { return *pending == 0; }, deadline);
}

bool DemoRunner::Private::createLeftover(const DemoLeftover &leftover, const QDeadlineTimer &deadline)
{
    // Shared with the callbacks: one that answers after the deadline must not write to this frame.
    const auto result = std::make_shared<std::optional<ZkError>>();
    if (!leftover.sequential) {
        createPath(session.get(), leftover.path, leftover.data, [result](ZkError e) { *result = e; });
    } else {
        const QString parent = parentPath(leftover.path);
        const QString prefix = nodeName(leftover.path);
        createPath(session.get(), parent, {}, [this, result, parent, prefix, leftover](ZkError e) {
            if (e != ZkError::Ok) {
                *result = e;
                return;
            }
            session->getChildren(
                parent, false,
                [this, result, prefix, leftover](ZkError listed, const QStringList &names, const NodeStat &) {
                    const bool made =
                        std::any_of(names.begin(), names.end(), [&](const QString &n) { return n.startsWith(prefix); });
                    if (listed != ZkError::Ok || made) {
                        *result = listed;
                        return;
                    }
                    session->create(leftover.path, leftover.data, CreateMode::PersistentSequential,
                                    [result](ZkError created, const QString &) { *result = created; });
                });
        });
    }
    if (!waitForDemo([&] { return result->has_value(); }, deadline) || **result != ZkError::Ok) {
        error = QStringLiteral("cannot create %1: %2")
                    .arg(leftover.path, *result ? errorMessage(**result) : QStringLiteral("timed out"));
        return false;
    }
    return true;
}

} // namespace lockscope
