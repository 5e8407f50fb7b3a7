// SPDX-License-Identifier: Apache-2.0

#include "history/SpanRecorder.h"

#include "monitor/LockEvent.h"

#include <QDateTime>
#include <algorithm>

namespace lockscope {

namespace {

const LockEntry *findEntry(const LockQueue &queue, const QString &node)
{
    for (const LockEntry &entry : queue.entries) {
        if (entry.path() == node)
            return &entry;
    }
    return nullptr;
}

void endSpan(EntrySpan &span, qint64 atMs, EntryEnd byRule, const EndCauses &causes)
{
    span.endedAtMs = atMs;
    span.end = causes.endedSessions.contains(span.session) ? EntryEnd::SessionEnded : byRule;
    const auto deleter = causes.deletedBy.constFind(span.node);
    if (deleter != causes.deletedBy.cend())
        span.deletedBy = *deleter;
}

} // namespace

void SpanRecorder::record(const LockQueue &queue, qint64 atMs, const EndCauses &causes)
{
    const QString key = queue.key();
    auto it = m_locks.find(key);
    const bool first = it == m_locks.end();
    if (first)
        it = m_locks.insert(key, Recorded{});
    Recorded &lock = *it;
    const LockQueue *before = lock.present ? &lock.last : nullptr;
    LockPast &past = lock.past;
    past.path = queue.path;
    past.queue = queue.queue;
    // An emptied root reads as a generic mutex: the lock keeps the recipe its entries had. A
    // read-write lock with only writers in it reads as a mutex: it stays a read-write lock.
    if (first || !queue.entries.empty()) {
        const bool writersOnly =
            past.kind == LockKind::ReadWrite && queue.kind == LockKind::Mutex && past.recipe == queue.recipe;
        past.recipe = queue.recipe;
        if (!writersOnly)
            past.kind = queue.kind;
        past.system = queue.system;
        past.role = queue.role;
    }
    past.vanishedAtMs.reset();

    const QList<LockEvent> events = diffLockQueues(before, &queue, QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC));
    for (const LockEvent &event : events) {
        if (event.type == LockEventType::Released || event.type == LockEventType::Abandoned) {
            const auto open = lock.openSpans.constFind(event.node);
            if (open == lock.openSpans.cend())
                continue;
            endSpan(past.entries[std::size_t(*open)], atMs,
                    event.type == LockEventType::Released ? EntryEnd::Released : EntryEnd::Abandoned, causes);
            lock.openSpans.erase(open);
            continue;
        }
        if (event.type != LockEventType::Queued && event.type != LockEventType::Acquired)
            continue;
        const auto open = lock.openSpans.constFind(event.node);
        if (open != lock.openSpans.cend()) {
            if (event.type == LockEventType::Acquired)
                past.entries[std::size_t(*open)].acquiredAtMs = atMs;
            continue;
        }
        const LockEntry *entry = findEntry(queue, event.node);
        if (!entry)
            continue;
        EntrySpan span;
        span.node = event.node;
        span.sequence = entry->sequence;
        span.mode = entry->mode;
        span.session = entry->node->stat.ephemeralOwner;
        span.ephemeral = entry->isEphemeral();
        const qint64 created = entry->node->stat.ctimeMs;
        // The server's creation time when it is known and sane; a live monitor sees a node later.
        span.queuedAtMs = created > 0 && created <= atMs ? created : atMs;
        span.beforeRecord = created > 0 && created < m_recordStartMs;
        if (event.type == LockEventType::Acquired)
            span.acquiredAtMs = span.beforeRecord ? std::max(m_recordStartMs, span.queuedAtMs) : atMs;
        lock.openSpans.insert(span.node, qsizetype(past.entries.size()));
        past.entries.push_back(std::move(span));
    }
    endGone(lock, &queue, atMs, causes);
    lock.last = queue;
    lock.present = true;
}

void SpanRecorder::endGone(Recorded &lock, const LockQueue *after, qint64 atMs, const EndCauses &causes)
{
    // Entries that left without an event of their own: a semaphore's queue node given up for a
    // lease (diffLockQueues counts that as the lease's acquisition), or every entry of a lock
    // that vanished. Each still ends, so no span stays open past its node.
    for (auto open = lock.openSpans.begin(); open != lock.openSpans.end();) {
        if (after && findEntry(*after, open.key())) {
            ++open;
            continue;
        }
        EntrySpan &span = lock.past.entries[std::size_t(*open)];
        const bool held = span.acquiredAtMs || lock.past.kind == LockKind::Semaphore;
        endSpan(span, atMs, held ? EntryEnd::Released : EntryEnd::Abandoned, causes);
        open = lock.openSpans.erase(open);
    }
}

void SpanRecorder::recordVanished(const QString &key, qint64 atMs, const EndCauses &causes)
{
    const auto it = m_locks.find(key);
    if (it == m_locks.end() || !it->present)
        return;
    endGone(*it, nullptr, atMs, causes);
    it->present = false;
    it->past.vanishedAtMs = atMs;
}

void SpanRecorder::recordUnseen(const QString &key, qint64 count, qint64 atMs)
{
    const auto it = m_locks.find(key);
    if (it != m_locks.end() && count > 0)
        it->past.unseen.push_back({atMs, count});
}

void SpanRecorder::rename(const QString &fromKey, const QString &toKey)
{
    if (fromKey == toKey || !m_locks.contains(fromKey))
        return;
    Recorded moved = m_locks.take(fromKey);
    // The queue key is derived from path and queue prefix: the renamed lock carries the new one.
    const qsizetype hash = toKey.indexOf(QLatin1Char('#'));
    moved.past.queue = hash < 0 ? QString() : toKey.mid(hash + 1);
    moved.last.queue = moved.past.queue;
    m_locks.emplace(toKey, std::move(moved));
}

void SpanRecorder::clear()
{
    m_locks.clear();
}

void SpanRecorder::trim(const QString &key, const SpanLimits &limits)
{
    const auto slack = [](qsizetype limit) { return limit + limit / 4; };
    const auto it = m_locks.find(key);
    if (it != m_locks.end()) {
        const qsizetype ended = qsizetype(it->past.entries.size()) - it->openSpans.size();
        if (ended > slack(limits.maxEndedSpansPerLock))
            dropOldestEnded(*it, limits.maxEndedSpansPerLock);
        std::vector<UnseenMark> &unseen = it->past.unseen;
        if (qsizetype(unseen.size()) > slack(limits.maxUnseenMarksPerLock))
            unseen.erase(unseen.begin(), unseen.end() - limits.maxUnseenMarksPerLock);
    }
    if (m_locks.size() > slack(limits.maxLocks))
        dropVanishedLocks(limits.maxLocks);
}

void SpanRecorder::dropOldestEnded(Recorded &lock, qsizetype keep)
{
    std::vector<EntrySpan> &entries = lock.past.entries;
    qsizetype toDrop = qsizetype(entries.size()) - lock.openSpans.size() - keep;
    std::vector<EntrySpan> kept;
    kept.reserve(entries.size() - std::size_t(std::max<qsizetype>(toDrop, 0)));
    lock.openSpans.clear();
    for (EntrySpan &span : entries) {
        if (span.endedAtMs && toDrop > 0) {
            --toDrop;
            continue;
        }
        if (!span.endedAtMs)
            lock.openSpans.insert(span.node, qsizetype(kept.size()));
        kept.push_back(std::move(span));
    }
    entries = std::move(kept);
}

void SpanRecorder::dropVanishedLocks(qsizetype keep)
{
    std::vector<std::pair<qint64, QString>> gone;
    for (auto it = m_locks.cbegin(); it != m_locks.cend(); ++it) {
        if (!it->present)
            gone.emplace_back(it->past.vanishedAtMs.value_or(0), it.key());
    }
    std::sort(gone.begin(), gone.end());
    for (const auto &[vanishedAt, key] : gone) {
        if (m_locks.size() <= keep)
            break;
        m_locks.remove(key);
    }
}
namespace {

std::vector<LockPast> sortedByPathAndQueue(std::vector<LockPast> locks)
{
    std::sort(locks.begin(), locks.end(), [](const LockPast &a, const LockPast &b) {
        return a.path != b.path ? a.path < b.path : a.queue < b.queue;
    });
    return locks;
}

} // namespace

std::vector<LockPast> SpanRecorder::locks() const
{
    std::vector<LockPast> result;
    result.reserve(std::size_t(m_locks.size()));
    for (const Recorded &lock : m_locks)
        result.push_back(lock.past);
    return sortedByPathAndQueue(std::move(result));
}

std::vector<LockPast> SpanRecorder::takeLocks()
{
    std::vector<LockPast> result;
    result.reserve(std::size_t(m_locks.size()));
    for (Recorded &lock : m_locks)
        result.push_back(std::move(lock.past));
    m_locks.clear();
    return sortedByPathAndQueue(std::move(result));
}

const LockPast *SpanRecorder::lock(const QString &key) const
{
    const auto it = m_locks.constFind(key);
    return it == m_locks.cend() ? nullptr : &it->past;
}

const LockQueue *SpanRecorder::lastQueue(const QString &key) const
{
    const auto it = m_locks.constFind(key);
    return it == m_locks.cend() || !it->present ? nullptr : &it->last;
}

} // namespace lockscope
