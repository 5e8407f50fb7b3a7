// SPDX-License-Identifier: Apache-2.0

#pragma once
// Conversions between the C client's codes and structs and lockscope's types. Internal to core/zk.

#include "zk/ZkTypes.h"

#include <zookeeper/zookeeper.h>

namespace lockscope::detail {

ZkError toZkError(int rc);
NodeStat toNodeStat(const struct Stat *stat);
ConnectionState toConnectionState(int zooState, bool everConnected);
WatchEventType toWatchEventType(int zooType);
int toZooCreateMode(CreateMode mode);

} // namespace lockscope::detail
