// SPDX-License-Identifier: Apache-2.0

#pragma once
// DemoRunner's state, shared by its files: DemoRunner.cpp (the processes) and DemoTree.cpp (the
// ensemble reached and the tree prepared before the clients start).

#include "demo/DemoRunner.h"
#include "demo/DemoServer.h"
#include "demo/SimProcess.h"
#include "zk/ZkSession.h"

#include <QDeadlineTimer>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace lockscope {

struct DemoRunner::Private {
    struct Slot {
        DemoClientSpec spec;
        DemoClient info;
        std::unique_ptr<SimProcess> process;
        bool killed = false;
    };

    Private(DemoRunner *runner, Options opts) : q(runner), options(std::move(opts)) { }

    DemoRunner *q;
    Options options;
    std::optional<DemoServer> privateServer;
    std::unique_ptr<ZkSession> session;
    QString connectString;
    TlsSettings tls;
    QString error;
    std::vector<std::unique_ptr<Slot>> slots; // in launch order
    std::map<SimKind, int> launchedPerKind; // for ids: fair-1, fair-2, ...
    bool running = false;
    bool stopping = false;

    Slot *find(const QString &id) const;
    void erase(const QString &id);
    bool reachEnsemble(const QDeadlineTimer &deadline);
    bool createRoots(const QList<DemoLockRoot> &roots, const QDeadlineTimer &deadline);
    bool clearLeftovers(const QString &lockPath, const QDeadlineTimer &deadline);
    bool createLeftover(const DemoLeftover &leftover, const QDeadlineTimer &deadline);
    bool startProcess(Slot &slot);
    void onFinished(const QString &id, int exitCode);
    void restart(const QString &id);
};

// Runs the event loop until done() or the deadline; returns done().
bool waitForDemo(const std::function<bool()> &done, const QDeadlineTimer &deadline);

} // namespace lockscope
