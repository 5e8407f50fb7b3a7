// SPDX-License-Identifier: Apache-2.0

#pragma once
// The metrics sink of a LockMonitor (`lockscope-cli serve`): the monitor's queues, a LockHistory's
// counters and histograms, the diagnostics' findings, rendered in the Prometheus text format on
// each scrape. Nothing is recomputed per scrape beyond reading what those keep.
//
// Label cardinality is bounded: at most maxLocks locks have per-lock series. A lock keeps its
// place while it is in view (its series do not come and go between scrapes); free places go to
// the others in key order; the rest are counted in lockscope_locks_dropped. The history lives as
// long as this object, so counters go on across reconnects and new sessions. Owner thread only.

#include "metrics/PrometheusText.h"
#include "recipes/LockTypes.h"
#include "stats/LockHistory.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>

namespace lockscope {

class LockDiagnostics;
class QuorumCheck;
class LockMonitor;
class ZkSession;

class MetricsExporter final : public QObject {
    Q_OBJECT
public:
    // All three must outlive this object; diagnostics may be null (no findings then).
    MetricsExporter(LockMonitor *monitor, ZkSession *session, LockDiagnostics *diagnostics, int maxLocks,
                    QObject *parent = nullptr);
    ~MetricsExporter() override;

    // Connected and synced: what lockscope_up and /healthz report.
    bool isUp() const;
    // The whole scrape answer; selects which locks have series as of now.
    QByteArray render();

    const LockHistory &history() const { return m_history; }
    int droppedLocks() const { return m_dropped; }
    // What the members say while the session is away (lockscope_quorum_lost); may stay null.
    void setQuorumCheck(const QuorumCheck *quorum) { m_quorum = quorum; }

private:
    const QuorumCheck *m_quorum = nullptr;
    LockMonitor *m_monitor;
    ZkSession *m_session;
    LockDiagnostics *m_diagnostics;
    int m_maxLocks;
    LockHistory m_history;
    QSet<QString> m_exported; // lock keys with per-lock series
    // The recipe and kind last seen with entries: an emptied root reads as generic, and its
    // series must not change labels (and so become other series) each time it empties.
    QHash<QString, std::pair<Recipe, LockKind>> m_shapes;
    int m_dropped = 0;
};

// A lock's labels on its per-lock series: lock, queue, recipe and kind (its last shape with
// entries), and system (the id the snapshot document gives, empty when no system claims it).
MetricLabels lockMetricLabels(const LockQueue &queue, const std::pair<Recipe, LockKind> &shape);

// The locks that have per-lock series after this scrape: those in `exported` still present keep
// their place, free places (up to maxLocks) go to the other present keys in the order given.
QSet<QString> selectExportedLocks(const QSet<QString> &exported, const QStringList &presentKeys, int maxLocks);

} // namespace lockscope
