// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/BackgroundEvaluation.h"

#include "findings/FindingRule.h"

namespace lockscope {
namespace {

// Each session with ephemeral entries, first seen when it was seen before, else now: a
// session newer than the ensemble's latest answers is worth asking about.
QHash<qint64, qint64> sessionsSeen(const QueueView &locks, const QHash<qint64, qint64> &before, qint64 now)
{
    QHash<qint64, qint64> seen;
    for (const LockQueue &queue : locks) {
        for (const LockEntry &entry : queue.entries) {
            if (entry.isEphemeral())
                seen.insert(entry.node->stat.ephemeralOwner, before.value(entry.node->stat.ephemeralOwner, now));
        }
    }
    return seen;
}

} // namespace

BackgroundEvaluation::BackgroundEvaluation(QObject *parent)
    : QObject(parent), m_handOver(std::make_unique<detail::CompletionQueue>(this))
{
}

BackgroundEvaluation::~BackgroundEvaluation()
{
    {
        const std::lock_guard lock(m_mailbox->mutex);
        m_mailbox->closed = true; // nothing is posted to this object from now on
    }
    m_mailbox->cancelled = true;
    if (m_thread.joinable())
        m_thread.join();
}

BackgroundEvaluation::Result BackgroundEvaluation::evaluate(const Job &job, const std::atomic<bool> *cancelled)
{
    const QueueView locks = QueueView::ordered(job.locks);
    if (cancelled && cancelled->load(std::memory_order_relaxed))
        return {};
    DiagnosticsInput in;
    in.locks = locks;
    in.timeline = &job.timeline;
    in.ensemble = job.ensemble.get();
    in.ownSession = job.ownSession;
    in.ensembleName = job.ensembleName;
    in.settings = job.settings;
    in.nowMs = job.nowMs;
    in.listings = &job.listings;
    in.monitoredPaths = job.monitoredPaths;
    in.cancelled = cancelled;
    // A session missed by this round counts from the first round that missed it.
    QHash<qint64, qint64> missing;
    const QSet<qint64> deadHolders = deadSessionsOf(in);
    for (qint64 session : deadHolders | missingCreatorsOf(in))
        missing.insert(session, job.sessionMissingSinceMs.value(session, in.ensemble->askedAtMs));
    in.missingSinceMs = &missing;
    in.unwatchedSinceMs = &job.waitersUnwatchedSinceMs;
    in.rechecks = &job.rechecks;
    Evaluation evaluation = evaluateDiagnostics(in);
    return {std::move(evaluation), sessionsSeen(locks, job.sessionFirstSeenMs, job.nowMs), std::move(missing),
            !deadHolders.isEmpty(), job.nowMs};
}

void BackgroundEvaluation::start(Job job)
{
    Q_ASSERT(!isRunning());
    m_thread = std::thread([this, mailbox = m_mailbox, job = std::move(job)] {
        Result result = evaluate(job, &mailbox->cancelled);
        const std::lock_guard lock(mailbox->mutex);
        if (mailbox->closed)
            return;
        mailbox->result = std::move(result);
        // Posted under the lock: the destructor cannot pass `closed` meanwhile, and the queue
        // (destroyed with this object) drops a task not yet run. No Qt call on this thread: the
        // hand-over is a mutex and an eventfd, steps ThreadSanitizer can follow.
        m_handOver->post([this] { deliver(); });
    });
}

void BackgroundEvaluation::deliver()
{
    m_thread.join(); // it has posted this as its last act
    Q_EMIT finished();
}

BackgroundEvaluation::Result BackgroundEvaluation::take()
{
    const std::lock_guard lock(m_mailbox->mutex);
    return std::move(m_mailbox->result);
}

} // namespace lockscope
