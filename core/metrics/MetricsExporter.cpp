// SPDX-License-Identifier: Apache-2.0

#include "metrics/MetricsExporter.h"

#include "diagnostics/LockDiagnostics.h"
#include "diagnostics/QuorumCheck.h"
#include "findings/FindingIdentity.h"
#include "metrics/PrometheusText.h"
#include "monitor/LockMonitor.h"
#include "zk/ZkSession.h"

#include <QDateTime>
#include <algorithm>
#include <map>

namespace lockscope {

namespace {

// The history behind the counters: the per-lock sample buffers (charts' business) stay small;
// locks beyond the exported ones still keep their counters a while, so that a lock that gets a
// free place later does not start from zero.
Capacity exporterCapacity(int maxLocks)
{
    Capacity c;
    c.samplesPerSeries = 16;
    c.overallSamplesPerSeries = 256;
    c.minuteBuckets = 2;
    c.maxLocks = std::max(100, 2 * maxLocks);
    c.sampleIntervalMs = 0;
    return c;
}

// One exported lock as a scrape reads it.
struct LockRow {
    MetricLabels labels;
    int holders = 0;
    int waiters = 0;
    double oldestHoldSeconds = 0;
    double longestWaitSeconds = 0;
    LockStats stats;
};

// A holder counts from when the diagnostics' timeline saw it start holding (its node's creation
// when it already held at first sight); a waiter from its node's creation, when it queued.
LockRow rowOf(const LockQueue &queue, const std::pair<Recipe, LockKind> &shape, const EntryTimeline *timeline,
              const LockStats &stats, qint64 nowMs)
{
    LockRow row{lockMetricLabels(queue, shape), queue.holders(), queue.waiters(), 0, 0, stats};
    qint64 oldestHold = nowMs;
    qint64 oldestWait = nowMs;
    for (const LockEntry &entry : queue.entries) {
        if (entry.state == EntryState::Holding) {
            const EntryTimes *times = timeline ? timeline->times(queue.key(), entry.ref()) : nullptr;
            const qint64 since = times && times->holdingSinceMs > 0 ? times->holdingSinceMs : entry.node->stat.ctimeMs;
            oldestHold = std::min(oldestHold, since);
        } else {
            oldestWait = std::min(oldestWait, entry.node->stat.ctimeMs);
        }
    }
    // The server's clock (ctime) may run a little ahead of ours.
    row.oldestHoldSeconds = double(std::max<qint64>(0, nowMs - oldestHold)) / 1000.0;
    row.longestWaitSeconds = double(std::max<qint64>(0, nowMs - oldestWait)) / 1000.0;
    return row;
}

void gaugePerLock(PrometheusText &out, const std::vector<LockRow> &rows, const QString &name, const QString &help,
                  double (*value)(const LockRow &), const char *type = "gauge")
{
    out.family(name, type, help);
    for (const LockRow &row : rows)
        out.sample(name, row.labels, value(row));
}

void findingGauges(PrometheusText &out, const QList<Finding> &findings)
{
    std::map<std::pair<int, int>, int> counts;
    for (int kind = int(FindingKind::Deadlock); kind <= int(kLastFindingKind); ++kind) {
        for (int severity = int(Severity::Critical); severity <= int(Severity::Info); ++severity)
            counts[{kind, severity}] = 0;
    }
    for (const Finding &finding : findings)
        ++counts[{int(finding.kind), int(finding.severity)}];
    out.family(QStringLiteral("lockscope_findings"), "gauge",
               QStringLiteral("Findings present now, by kind and severity."));
    for (const auto &[key, count] : counts) {
        out.sample(QStringLiteral("lockscope_findings"),
                   {{QStringLiteral("kind"), findingKindName(FindingKind(key.first))},
                    {QStringLiteral("severity"), severityName(Severity(key.second))}},
                   count);
    }
}

} // namespace

MetricLabels lockMetricLabels(const LockQueue &queue, const std::pair<Recipe, LockKind> &shape)
{
    return {{QStringLiteral("lock"), queue.path},
            {QStringLiteral("queue"), queue.queue},
            {QStringLiteral("recipe"), recipeName(shape.first)},
            {QStringLiteral("kind"), lockKindName(shape.second)},
            {QStringLiteral("system"), queue.system}};
}

QSet<QString> selectExportedLocks(const QSet<QString> &exported, const QStringList &presentKeys, int maxLocks)
{
    QSet<QString> kept;
    for (const QString &key : presentKeys) {
        if (exported.contains(key) && kept.size() < maxLocks)
            kept.insert(key);
    }
    for (const QString &key : presentKeys) {
        if (kept.size() >= maxLocks)
            break;
        kept.insert(key);
    }
    return kept;
}

MetricsExporter::MetricsExporter(LockMonitor *monitor, ZkSession *session, LockDiagnostics *diagnostics, int maxLocks,
                                 QObject *parent)
    : QObject(parent),
      m_monitor(monitor),
      m_session(session),
      m_diagnostics(diagnostics),
      m_maxLocks(std::max(0, maxLocks)),
      m_history(exporterCapacity(maxLocks))
{
    m_history.attach(monitor);
    // A renamed queue is the same lock: it keeps its place and its series' history.
    connect(monitor, &LockMonitor::lockRenamed, this, [this](const QString &from, const QString &to) {
        if (m_exported.remove(from))
            m_exported.insert(to);
        if (m_shapes.contains(from))
            m_shapes.insert(to, m_shapes.take(from));
    });
}

MetricsExporter::~MetricsExporter() = default;

bool MetricsExporter::isUp() const
{
    return m_session->isConnected() && m_monitor->isSynced();
}

QByteArray MetricsExporter::render()
{
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    const QueueView locks = m_monitor->lockView(); // read in place, not copied per scrape
    QStringList keys;
    keys.reserve(qsizetype(locks.size()));
    for (const LockQueue &queue : locks)
        keys.append(queue.key());
    m_exported = selectExportedLocks(m_exported, keys, m_maxLocks);
    m_dropped = int(locks.size()) - int(m_exported.size());

    const EntryTimeline *timeline = m_diagnostics ? &m_diagnostics->timeline() : nullptr;
    std::vector<LockRow> rows;
    rows.reserve(std::size_t(m_exported.size()));
    QHash<QString, std::pair<Recipe, LockKind>> shapes;
    for (const LockQueue &queue : locks) {
        const QString key = queue.key();
        if (!m_exported.contains(key))
            continue;
        const auto shape = queue.entries.empty() ? m_shapes.value(key, {queue.recipe, queue.kind})
                                                 : std::pair{queue.recipe, queue.kind};
        shapes.insert(key, shape);
        rows.push_back(rowOf(queue, shape, timeline, m_history.stats(key), nowMs));
    }
    m_shapes = std::move(shapes);

    PrometheusText out;
    out.family(QStringLiteral("lockscope_up"), "gauge", QStringLiteral("1 while connected to ZooKeeper and synced."));
    out.sample(QStringLiteral("lockscope_up"), {}, isUp() ? 1 : 0);
    // What the per-lock series say is as of this long ago (0: current); they keep their last
    // values while out of sight rather than dropping to zero as if every lock were released.
    const QDateTime outOfSight = m_monitor->outOfSightSince();
    out.family(QStringLiteral("lockscope_out_of_sight_seconds"), "gauge",
               QStringLiteral("Seconds since the locks shown were last current (0 while connected and synced)."));
    out.sample(QStringLiteral("lockscope_out_of_sight_seconds"), {},
               outOfSight.isNull() ? 0.0 : double(outOfSight.msecsTo(QDateTime::currentDateTimeUtc())) / 1000.0);
    out.family(
        QStringLiteral("lockscope_quorum_lost"), "gauge",
        QStringLiteral("1 while the session is away and the members that answer say none of them serves writes."));
    out.sample(QStringLiteral("lockscope_quorum_lost"), {}, m_quorum && m_quorum->status().lost() ? 1 : 0);
    out.family(QStringLiteral("lockscope_locks_dropped"), "gauge",
               QStringLiteral("Locks in view left out of the per-lock series by --max-locks."));
    out.sample(QStringLiteral("lockscope_locks_dropped"), {}, m_dropped);
    gaugePerLock(out, rows, QStringLiteral("lockscope_lock_holders"), QStringLiteral("Entries holding the lock."),
                 [](const LockRow &r) { return double(r.holders); });
    gaugePerLock(out, rows, QStringLiteral("lockscope_lock_waiters"), QStringLiteral("Entries waiting for the lock."),
                 [](const LockRow &r) { return double(r.waiters); });
    gaugePerLock(out, rows, QStringLiteral("lockscope_lock_oldest_hold_seconds"),
                 QStringLiteral("How long the longest current holder has held the lock (0: none holds)."),
                 [](const LockRow &r) { return r.oldestHoldSeconds; });
    gaugePerLock(out, rows, QStringLiteral("lockscope_lock_longest_wait_seconds"),
                 QStringLiteral("How long the longest current waiter has waited (0: none waits)."),
                 [](const LockRow &r) { return r.longestWaitSeconds; });
    gaugePerLock(
        out, rows, QStringLiteral("lockscope_lock_acquisitions_total"),
        QStringLiteral("Entries seen becoming holders since the exporter started."),
        [](const LockRow &r) { return double(r.stats.acquisitions); }, "counter");
    gaugePerLock(
        out, rows, QStringLiteral("lockscope_lock_unseen_entries_total"),
        QStringLiteral("Entries that joined and left between two reads, known from the parent's cversion."),
        [](const LockRow &r) { return double(r.stats.unseen); }, "counter");
    out.family(QStringLiteral("lockscope_lock_hold_seconds"), "histogram", QStringLiteral("Completed holds."));
    for (const LockRow &row : rows)
        out.histogram(QStringLiteral("lockscope_lock_hold_seconds"), row.labels, row.stats.holdTotals);
    out.family(QStringLiteral("lockscope_lock_wait_seconds"), "histogram",
               QStringLiteral("Completed waits (queued until acquired)."));
    for (const LockRow &row : rows)
        out.histogram(QStringLiteral("lockscope_lock_wait_seconds"), row.labels, row.stats.waitTotals);
    findingGauges(out, m_diagnostics ? m_diagnostics->findings() : QList<Finding>{});
    return out.text();
}

} // namespace lockscope
