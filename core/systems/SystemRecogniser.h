#pragma once
// One system's coordination nodes (../shared/SYSTEMS.md), recognised by shape under any root or
// chroot: a row of the registry in SystemRegistry.cpp. Every hook is a pure function of the
// listings, so the live monitor, admin checks, history replay and findings agree.
//
// A system either claims children of a listing and builds their queues by its own rules (Hive's
// shared holders, Solr's one election across session prefixes, HBase's master with its backup
// masters), or annotates a queue the generic recipes built (a Curator LeaderLatch that Flink or
// Druid runs becomes their election, owners decoded from data).

#include "diagnostics/EnsembleView.h"
#include "recipes/ListingSource.h"
#include "recipes/LockTypes.h"

#include <QSet>
#include <span>

namespace lockscope {

struct SystemClaim {
    std::vector<LockQueue> queues;    // built by the system's own rules
    QSet<QString> children;           // names of the children they cover: the generic rules skip them
};

struct SystemRecogniser {
    const char *name;                 // for tests and messages
    // Builds this system's queues from `listing`'s children into `claim`. A child claimed with
    // no queue is a part of a lock built from another listing (HBase's backup-masters).
    void (*claim)(const NodeListing &listing, const ListingSource &source, SystemClaim &claim) = nullptr;
    // Recognises a queue the generic recipes built: sets system, role, kind and owners.
    // Returns true when it did (no later row is asked).
    bool (*annotate)(LockQueue &queue, const ListingSource &source) = nullptr;
    // Listings besides `listing` that claim/annotate read for it (may not exist).
    void (*related)(const NodeListing &listing, QStringList &paths) = nullptr;
    // The listings whose queues read the listing at `path` (the inverse of related): they are
    // rebuilt when it changes.
    void (*readers)(const QString &path, QStringList &paths) = nullptr;
    // Findings that need the ensemble's view of sessions (is a node's session still connected?),
    // judged with the other diagnostics for each queue, whichever system built it.
    void (*judge)(const LockQueue &queue, const EnsembleView &ensemble, QList<Finding> &findings) = nullptr;
};

std::span<const SystemRecogniser> systemRecognisers();

// The registry applied: what buildLockQueues and the monitor use.
SystemClaim claimSystemChildren(const NodeListing &listing, const ListingSource &source);
void annotateSystemQueue(LockQueue &queue, const ListingSource &source);
void addSystemRelatedPaths(const NodeListing &listing, QStringList &paths);
void addSystemReaders(const QString &path, QStringList &paths);
void addSystemSessionFindings(const LockQueue &queue, const EnsembleView &ensemble, QList<Finding> &findings);

} // namespace lockscope
