// SPDX-License-Identifier: Apache-2.0

#pragma once
// Judges the findings on a thread of its own, one evaluation at a time, so that a pass over a
// million lock nodes never holds up the owner's event loop. What it judges is handed over as
// shared immutable values (the monitor's queue groups, the timeline, the ensemble's answers):
// starting an evaluation costs the owner a pointer per lock parent, not a copy of every queue.
// Owner thread only, apart from the evaluation itself.

#include "diagnostics/DiagnosticsEvaluation.h"
#include "diagnostics/EntryTimeline.h"
#include "diagnostics/EnsembleView.h"
#include "monitor/LockMonitor.h"
#include "zk/CompletionQueue.h"

#include <QHash>
#include <QObject>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace lockscope {

class BackgroundEvaluation final : public QObject {
    Q_OBJECT
public:
    struct Job {
        std::vector<LockQueueGroup> locks;
        EntryTimeline timeline;
        std::shared_ptr<const EnsembleView> ensemble; // nullptr until the ensemble answered once
        qint64 ownSession = 0;
        QString ensembleName;
        DiagnosticsSettings settings;
        qint64 nowMs = 0;
        QHash<qint64, qint64> sessionFirstSeenMs; // the previous evaluation's
        QHash<qint64, qint64> sessionMissingSinceMs; // the previous evaluation's
        QHash<QString, qint64> waitersUnwatchedSinceMs; // the previous evaluation's
        NodeRechecks rechecks; // suspected nodes read again (NodeRechecker)
        QHash<QString, NodeListing> listings; // LockMonitor::leftoverListings
        QStringList monitoredPaths;
    };
    struct Result {
        Evaluation evaluation;
        QHash<qint64, qint64> sessionFirstSeenMs; // each session with entries -> first seen
        QHash<qint64, qint64> sessionMissingSinceMs; // each session no member serves -> since
        bool holdersMissing = false; // some of them own entries: the leader is asked when they expire
        qint64 nowMs = 0;
    };

    explicit BackgroundEvaluation(QObject *parent = nullptr);
    // Cancels an evaluation under way and waits for it to stop at its next pass.
    ~BackgroundEvaluation() override;

    bool isRunning() const { return m_thread.joinable(); }
    // Starts evaluating `job`; finished() follows on the owner thread. Not while one is running.
    void start(Job job);
    // The evaluation finished() announced.
    Result take();

    // The same evaluation, here and now: for one-off reports. `cancelled`, when set, stops it
    // early with an empty result.
    static Result evaluate(const Job &job, const std::atomic<bool> *cancelled = nullptr);

Q_SIGNALS:
    void finished();

private:
    void deliver();

    // Shared with the evaluation thread: what it left, and whether anyone is still there.
    struct Mailbox {
        std::mutex mutex;
        Result result;
        bool closed = false;
        std::atomic<bool> cancelled = false;
    };
    std::shared_ptr<Mailbox> m_mailbox = std::make_shared<Mailbox>();
    std::unique_ptr<detail::CompletionQueue> m_handOver; // the finished evaluation, to this thread
    std::thread m_thread;
};

} // namespace lockscope
