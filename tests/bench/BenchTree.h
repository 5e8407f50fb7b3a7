// SPDX-License-Identifier: Apache-2.0

#pragma once
// The benchmarks' shared data: lock parents full of Curator-style ephemeral sequential nodes.

#include <QString>
#include <QStringList>
#include <vector>

namespace lockscope::bench {

class RawZooKeeper;

QString curatorPrefix(const QString &parent);
// Lock parents ROOT/lock-NNNNN, each with `perLock` ephemeral sequential Curator-style nodes
// owned by `zk`'s session, each waiter watching its predecessor. Returns the parents.
QStringList populate(RawZooKeeper &zk, const QString &root, int locks, int perLock);
qint64 median(std::vector<qint64> values);

} // namespace lockscope::bench
