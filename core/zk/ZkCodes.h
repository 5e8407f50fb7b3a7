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
// A reply the server gave: a result or its refusal, not a lost connection, a timeout or a closing
// handle, which a client that cannot reach any member also gets, over and over.
bool isServerAnswer(ZkError error);

} // namespace lockscope::detail
