// SPDX-License-Identifier: Apache-2.0

#pragma once
// The truth about kazoo mutexes, read straight from the ensemble with a session of its own:
// every entry's node, owning session and whether it holds (the lowest sequence holds). The
// fault tests compare lockscope's view (a monitor's, or a snapshot document's) with it.

#include "zk/ZkSession.h"

#include <QJsonObject>
#include <QMap>
#include <QStringList>
#include <optional>

namespace lockscope {
class LockMonitor;
}

namespace lockscope::test {

struct TruthEntry {
    qint64 session = 0;
    bool holding = false;
    friend bool operator==(const TruthEntry &, const TruthEntry &) = default;
};
// lock parent -> (entry path -> entry)
using LockTruth = QMap<QString, QMap<QString, TruthEntry>>;

class EnsembleTruth {
public:
    explicit EnsembleTruth(const QString &connect);
    // The parents' entries as they stand; nullopt when the ensemble does not answer in time.
    std::optional<LockTruth> read(const QStringList &parents, int timeoutMs = 10000);

private:
    ZkSession m_session;
};

// Empty when the view shows exactly the truth, else the first difference, for a message.
QString compareWithView(const LockTruth &truth, const LockMonitor &monitor);
QString compareWithSnapshot(const LockTruth &truth, const QJsonObject &snapshot);

} // namespace lockscope::test
