// SPDX-License-Identifier: Apache-2.0

#include "history/LockReplay.h"

#include "monitor/QueueContinuity.h"
#include "recipes/LockQueueBuilder.h"

#include <algorithm>
#include <map>

namespace lockscope {

LockReplay::LockReplay(const QStringList &roots, const QStringList &discoveries) : m_scope(roots, discoveries)
{
}

void LockReplay::start(std::vector<SnapshotNode> &&nodes, qint64 atMs)
{
    m_tree.load(std::move(nodes));
    m_recorder = SpanRecorder(atMs);
    m_published.clear();
    const QStringList listed = m_scope.listedPaths(m_tree);
    publish(QSet<QString>(listed.cbegin(), listed.cend()), atMs, {});
}

void LockReplay::apply(const Txn &txn)
{
    QSet<QString> touched;
    EndCauses causes;
    for (const TxnChange &change : txn.changes) {
        if (change.kind == TxnChange::Kind::DeleteNode) {
            if (const std::optional<qint64> deleter = m_tree.foreignDeleter(txn.header, change.path))
                causes.deletedBy.insert(change.path, *deleter);
        }
        m_tree.apply(txn.header, change, touched);
        if (change.kind == TxnChange::Kind::CloseSession)
            causes.endedSessions.insert(txn.header.clientId);
    }
    if (touched.isEmpty())
        return;
    // Each changed listing, and the locks beside or above it that read it (LockMonitor::markDirty).
    QSet<QString> owners;
    for (const QString &path : std::as_const(touched)) {
        for (const QString &reader : listingReaders(path))
            owners.insert(reader);
    }
    publish(owners, txn.header.timeMs, causes);
}

// LockMonitor::Private::rebuild on a tree where every child is read.
std::vector<LockQueue> LockReplay::build(const QString &owner)
{
    const ReplayScope::Role role = m_scope.roleOf(owner, m_tree);
    if (role == ReplayScope::Role::None || !m_tree.exists(owner))
        return {};
    std::map<QString, NodeListing> listings; // by path; its nodes stay put as it grows
    const ListingLookup lookup = [this, &listings](const QString &path) -> const NodeListing * {
        if (!m_tree.exists(path) || !m_scope.isListed(path, m_tree))
            return nullptr;
        auto [it, added] = listings.try_emplace(path);
        if (added)
            it->second = m_tree.listing(path);
        return &it->second;
    };
    const NodeListing *listing = lookup(owner);
    if (role == ReplayScope::Role::Root)
        m_scope.addRelated(relatedListingPaths(*listing));
    // No watch lists are logged: a plain ephemeral node counts as a lock by its name only.
    return buildLockQueues(*listing, lookup, role == ReplayScope::Role::Root);
}

// LockMonitor::Private::rebuildDirty, with spans as the sink.
void LockReplay::publish(const QSet<QString> &owners, qint64 atMs, const EndCauses &causes)
{
    for (const QString &owner : owners) {
        std::vector<LockQueue> fresh = build(owner);
        const std::vector<LockQueue> previous = m_published.take(owner);
        const QueueMatch match = matchQueues(previous, fresh);
        for (const auto &[was, queue] : match.continued) {
            if (was && was->key() != queue->key())
                m_recorder.rename(was->key(), queue->key());
            m_recorder.record(*queue, atMs, causes);
        }
        for (const LockQueue *gone : match.gone)
            m_recorder.recordVanished(gone->key(), atMs, causes);
        if (!fresh.empty())
            m_published.emplace(owner, std::move(fresh));
    }
}

std::vector<LockQueue> LockReplay::queues() const
{
    std::vector<LockQueue> all;
    for (const auto &queues : std::as_const(m_published))
        all.insert(all.end(), queues.begin(), queues.end());
    std::sort(all.begin(), all.end(), [](const LockQueue &a, const LockQueue &b) {
        return a.path != b.path ? a.path < b.path : a.queue < b.queue;
    });
    return all;
}

} // namespace lockscope
