// SPDX-License-Identifier: Apache-2.0

#pragma once
// One line on where a monitor's view stands, as the CLI and serve print it: which member, whether
// it has lost its quorum, and how old the locks shown are while they are out of sight.

#include <QString>

namespace lockscope {

class LockMonitor;
class ZkSession;
struct QuorumStatus;

// "connected to 127.0.0.1:2181", "127.0.0.1:2182 lost, reconnecting (session kept); locks as of
// 12 s ago", "no quorum: 1 of 3 members answers, none serves writes; locks as of 3 s ago", ...
QString connectionSummary(const ZkSession &session, const LockMonitor &monitor, const QuorumStatus *quorum = nullptr);
// "no quorum: 1 of 3 members answers, none serves writes (1 serves reads only)"; empty unless lost.
QString quorumSummary(const QuorumStatus &quorum);

} // namespace lockscope
