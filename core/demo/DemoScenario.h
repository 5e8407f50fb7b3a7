// SPDX-License-Identifier: Apache-2.0

#pragma once
// What demo mode runs: simulated lock clients (lockscope-sim processes) on lock roots under /demo.

#include "sim/SimKind.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace lockscope {

struct DemoClientSpec {
    SimKind kind = SimKind::Fair;
    QString lock; // as lockscope-sim's --lock (herd: the node; semaphore: its node)
    QString secondLock; // deadlock only
    int holdMs = 1000;
    int thinkMs = 1000;
    int rounds = 0; // 0: forever
    int sessionTimeoutMs = 4000; // short, so that a crashed client's locks free up soon
    int leases = 2; // semaphore only
    bool restart = false; // started again when it exits on its own

    // Demo pace, restarted when it exits if it is a well-behaved kind.
    static DemoClientSpec of(SimKind kind, const QString &lock, const QString &secondLock = {});
};

// A persistent node a process that is gone left behind (a Hadoop breadcrumb, a Hive explicit
// lock), made once by the runner. `sequential`: `path` ends with the prefix, and the node is
// made only when its parent has no child with that prefix yet (an existing ensemble's rerun).
struct DemoLeftover {
    QString path;
    QByteArray data;
    bool sequential = false;
};

struct DemoScenario {
    QString name;
    QString description; // one line
    std::vector<DemoClientSpec> clients;
    std::vector<DemoLeftover> leftovers;
    QStringList discover = {QStringLiteral("/demo")}; // where a monitor finds every lock of it
};

// The scenarios `lockscope-cli demo --scenario NAME` knows; "default" first.
QStringList demoScenarioNames();
std::optional<DemoScenario> demoScenario(const QString &name);

// A persistent node a client's lock lives in, made before the client starts so that a monitor
// sees every lock at once; `data` is what the node holds (a kazoo semaphore's size).
struct DemoLockRoot {
    QString path;
    QByteArray data;
    friend bool operator==(const DemoLockRoot &, const DemoLockRoot &) = default;
};
QList<DemoLockRoot> lockRootsOf(const DemoClientSpec &spec);

} // namespace lockscope
