// SPDX-License-Identifier: Apache-2.0

#pragma once
// lockscope-sim's command line: one simulated lock client per process.

#include "sim/SimKind.h"
#include "zk/ZkSecurity.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace lockscope {

struct SimOptions {
    QString connect; // ZooKeeper connect string
    SimKind kind = SimKind::Fair;
    QString lock; // lock parent; herd: the lock node itself; semaphore: its node
    QString secondLock; // deadlock only: the lock wanted while holding the first
    int holdMs = 1000;
    int thinkMs = 1000; // between rounds, varied by up to a quarter either way
    QString id; // stored as node data so that operators see who holds
    int rounds = 0; // 0: forever
    int sessionTimeoutMs = 4000;
    int timeoutMs = 10000; // bound on reaching the ensemble at start
    int leases = 2;
    TlsSettings tls;
    SaslSettings sasl; // semaphore: leases when the semaphore node does not say
};

struct SimParseResult {
    std::optional<SimOptions> options;
    QString error; // one line, for a usage error (exit 2)
    bool helpRequested = false;
    QString helpText;
};

// `arguments` includes the program name first, as QCoreApplication::arguments() gives it.
SimParseResult parseSimArguments(const QStringList &arguments);

// Command-line arguments that reproduce `options` (without the program name).
QStringList simArguments(const SimOptions &options);

} // namespace lockscope
