// SPDX-License-Identifier: Apache-2.0

#pragma once
// The behaviours a simulated lock client (lockscope-sim) can play.

#include <QList>
#include <QString>
#include <optional>

namespace lockscope {

enum class SimKind {
    Fair, // exclusive lock: `<guid>-lock-` ephemeral sequential, waits for its predecessor
    Herd, // one plain ephemeral node per lock, every waiter watches it (seed 003 scheme 1)
    Read, // read-write lock, reader: `<guid>-read-`
    Write, // read-write lock, writer: `<guid>-write-`
    Semaphore, // kazoo-style semaphore: leases under the node, waiters in `<path>-__lock__`
    Revocable, // fair lock that releases when its node's data becomes a revocation payload
    Stubborn, // fair lock that sees revocation requests and ignores them
    Crasher, // fair lock that dies abruptly while holding: its session expires on the server
    Leaky, // seed 001's bug: PERSISTENT_SEQUENTIAL `lock_` nodes left behind when it dies
    Deadlock, // holds --lock, then wants --second-lock as well
    // Members of real systems (sim/SystemActors.h, SolrElector.h, AccumuloServer.h); --lock is the system's
    // root, the number ending --id says which member (broker 3, nn2, 10.0.0.2:8983_solr).
    KafkaBroker, // Kafka broker: registration and the race for /controller
    HdfsZkfc, // Hadoop HA failover controller of one NameNode: ActiveStandbyElectorLock
    SolrNode, // Solr node in an election such as the overseer's
    AccumuloManager, // Accumulo manager: the managers/lock service lock, FATE's table locks while it leads
    AccumuloGc, // Accumulo garbage collector: the gc/lock service lock
};

QString simKindName(SimKind kind);
std::optional<SimKind> simKindFromName(const QString &name);
QList<SimKind> allSimKinds();

// Members of real systems rather than lock recipes.
bool isSystemKind(SimKind kind);

// Kinds that leave when their rounds are done and may simply be started again.
bool isWellBehaved(SimKind kind);

} // namespace lockscope
