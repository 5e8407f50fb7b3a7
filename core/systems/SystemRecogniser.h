// SPDX-License-Identifier: Apache-2.0

#pragma once
// One system's coordination nodes (../shared/SYSTEMS.md), recognised by shape under any root or
// chroot: a row of the registry in SystemRegistry.cpp. Every hook is a pure function of the
// listings, so the live monitor, admin checks, history replay and findings agree.
//
// A system either claims children of a listing and builds their queues by its own rules (Hive's
// shared holders, Solr's one election across session prefixes, HBase's master with its backup
// masters), or annotates a queue the generic recipes built (a Curator LeaderLatch that Flink or
// Druid runs becomes their election, owners decoded from data).

#include "recipes/ListingSource.h"
#include "recipes/LockTypes.h"

#include <QHash>
#include <QSet>
#include <QtGlobal>
#include <optional>
#include <span>

namespace lockscope {

struct SystemClaim {
    std::vector<LockQueue> queues; // built by the system's own rules
    QSet<QString> children; // names of the children they cover: the generic rules skip them
    // Children claimed as the system's own records, with what each is (a part of `children`): never
    // a lock, an unrecognized child or an unseen count, and never offered for deletion.
    QHash<QString, RecordKind> records;
    // The system of a record, when the row that claimed it speaks for several (the files' row).
    QHash<QString, QString> recordSystems;

    void addRecord(const QString &name, RecordKind kind, const QString &system = {})
    {
        children.insert(name);
        records.insert(name, kind);
        if (!system.isEmpty())
            recordSystems.insert(name, system);
    }
};

// A role a row sets and its English text, marked QT_TRANSLATE_NOOP("DisplayNames", ...) so the
// GUI's catalogues carry it (ui/models/DisplayNames.cpp translates it).
struct SystemRoleName {
    const char *role;
    const char *text;
};

// A system id a row produces, its product name as the project spells it (never translated) and the
// roles the row gives its queues: the GUI keeps no list of its own.
struct SystemNames {
    const char *system;
    const char *product;
    std::span<const SystemRoleName> roles;
};

struct SystemRecogniser {
    const char *name; // for tests and messages
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
    // The system ids claim/annotate set, with their roles; a system another row names may be left to
    // it. The files' row has none: a file names its own.
    std::span<const SystemNames> names = {};
};

std::span<const SystemRecogniser> systemRecognisers();
// The names of `system` as the first compiled row producing it gives them; nullptr: none does.
const SystemNames *compiledSystemNames(QStringView system);
// The English text (to translate in context "DisplayNames") of `role` as a compiled row producing
// `system` names it; nullptr when none does.
const char *compiledRoleText(QStringView system, QStringView role);

// The registry applied: what buildLockQueues and the monitor use.
SystemClaim claimSystemChildren(const NodeListing &listing, const ListingSource &source);
void annotateSystemQueue(LockQueue &queue, const ListingSource &source);
void addSystemRelatedPaths(const NodeListing &listing, QStringList &paths);
void addSystemReaders(const QString &path, QStringList &paths);
// What a system says the child `name` of `listing` is, when it claims it as a record: the system's
// recogniser name and the record's kind.
struct SystemRecord {
    QString system;
    RecordKind kind;
};
std::optional<SystemRecord> systemRecordOf(const NodeListing &listing, const ListingSource &source,
                                           const QString &name);

} // namespace lockscope
