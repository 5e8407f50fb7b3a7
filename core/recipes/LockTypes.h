// SPDX-License-Identifier: Apache-2.0

#pragma once
// What a lock looks like once its nodes are understood: recipes, roles and queues.

#include "types/DiagnosticsTypes.h"
#include "recipes/NodeInfo.h"
#include "zk/ZkPaths.h"
#include "zk/ZkTypes.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <memory>
#include <optional>
#include <vector>

namespace lockscope {

enum class Recipe {
    Curator,
    Kazoo,
    GoZk,
    ZooKeeper,
    Generic,
    Hive,
    Solr
};
// Election: one candidate leads (holds), the others stand by (wait).
enum class LockKind {
    Mutex,
    ReadWrite,
    Semaphore,
    Election
};
enum class EntryMode : quint8 {
    Exclusive,
    Read,
    Write,
    Lease
};
enum class EntryState : quint8 {
    Holding,
    Waiting
};

// What waiting means in a queue (../shared/CLI.md, findings): a waiter of a mutex, read-write lock or
// semaphore is blocked until the holders leave; an election's candidates stand by and do other
// work meanwhile (a ClickHouse server leads one table and stands by in another). Every rule that
// reasons about waits (deadlocks above all) asks this, never the kind directly.
constexpr bool waitersAreBlocked(LockKind kind)
{
    return kind != LockKind::Election;
}

// Nodes a recogniser knows are no queue at all: a system's own records. They never become a lock,
// an `unrecognized` child or an `unseen` count, and no admin action is offered on them.
enum class RecordKind : quint8 {
    Registration, // a process's presence (Kafka's /brokers/ids/0, Patroni's members/)
    WorkItem, // a queued task or log entry (ClickHouse's log-<seq>, DDL query-<seq>)
    DedupRecord, // proof that something was done once (ClickHouse's insert blocks/)
    ProgressMarker, // who has done or is doing a task (DDL active/, finished/)
    Pin, // a reference that keeps data from deletion (Flink's checkpoint locks)
    LeaderRecord, // who leads, written beside the election (Solr's /overseer_elect/leader)
    Configuration, // the system's settings and state (Patroni's config, ClickHouse's replica host)
};
QString recordKindName(RecordKind kind);

// Names exactly as ../shared/CLI.md spells them.
QString recipeName(Recipe recipe);
QString lockKindName(LockKind kind);
QString entryModeName(EntryMode mode);
QString entryStateName(EntryState state);

// A node and its children, as the monitor last read them.
struct NodeListing {
    QString path; // absolute path of the parent
    NodeStat stat; // the parent's own stat
    QByteArray data; // the parent's own data (kazoo semaphores keep max_leases here)
    ChildNodes children; // shared with the entries built from them
};

// Who an entry belongs to, decoded from its data or name the way its system names it.
struct EntryOwner {
    QString text; // "broker 3", "nn1 (nn1.example.com:8020)"
    QJsonObject fields; // decoded fields, keys as the system names them
};

// One node of a lock queue, with its role by its recipe's rule.
struct LockEntry {
    QString parentPath; // the folder that holds the node (leases/, locks/, -__lock__ ...)
    SharedNode node; // usually the listing's own child, not a copy
    qint64 sequence = 0; // numeric sequence suffix; 0 for non-sequential nodes
    // The three small fields side by side: a queue of a million entries holds each once.
    EntryMode mode = EntryMode::Exclusive;
    EntryState state = EntryState::Waiting;
    bool revocationRequested = false;
    // Its node exists only while it holds (a single-node lock or election, Hive's locks): creating
    // the node was acquiring it, so its creation time is when it acquired.
    bool createdHolding = false;
    NodeRef waitsForNode; // the node (or folder) it waits on; empty for holders
    // Shared and immutable: null for most entries (plain recipes name no owner).
    std::shared_ptr<const EntryOwner> owner;
    // When this entry (this node, not an earlier one at the same path) became a holder, ms since
    // the epoch; 0 when not known (it held before lockscope looked) and for waiters. Builders set
    // it for createdHolding entries; the live monitor for what it saw promoted (stampAcquisitions).
    qint64 acquiredMs = 0;

    QString path() const { return childPath(parentPath, node->name); }
    NodeRef ref() const { return {parentPath, node->name}; }
    // Full path of what it waits on; empty for holders.
    QString waitsFor() const { return waitsForNode.path(); }
    // Owned by a live session: container and TTL markers are not sessions.
    bool isEphemeral() const { return isSessionOwner(node->stat.ephemeralOwner); }
};

// One reconstructed queue: holders first, then waiters in sequence order.
// A lock's name as shown to a person: the path, and the queue in brackets when one parent holds
// several ("/kafka [controller]"). Keys (path#queue) are for matching, never for display.
inline QString lockTitle(const QString &path, const QString &queue)
{
    return queue.isEmpty() ? path : path + QStringLiteral(" [") + queue + QLatin1Char(']');
}

struct LockQueue {
    QString path; // the lock's parent (semaphore: the base node)
    QString queue; // empty when the parent holds one queue, else the separating prefix
    // What this queue is within its parent whatever else the parent holds ("curator:lock",
    // "node:Key1"; empty for a semaphore or an empty root): it follows a queue whose key changes
    // as siblings come and go.
    QString id;
    Recipe recipe = Recipe::Generic;
    LockKind kind = LockKind::Mutex;
    std::vector<LockEntry> entries;
    QStringList unrecognized; // full paths of children that match no lock shape
    // Set by a system recogniser (../shared/CLI.md "Systems"); empty for a plain recipe.
    QString system; // "kafka", "hadoop-hdfs", ...
    QString role; // "controller", "active-namenode", ...
    // Held for the holder's process's life by design (a replica's liveness lock), as an election's
    // leader is: how long it has been held says nothing about a stuck client.
    bool lifetimeHold = false;
    // What the system does while a gone holder's session lasts, and when a manual delete is safe:
    // dead-holder (core/findings) adds it to its finding. Empty for most queues.
    QString holderGoneNote;
    // What the system's own records say is wrong (no-leader, leader-mismatch, an explicit Hive
    // lock): the diagnostics report them with the lock's other findings.
    QList<Finding> systemFindings;

    int holders() const;
    int waiters() const;
    bool heldForLife() const { return lifetimeHold || kind == LockKind::Election; }
    // A stable identity across snapshots: path, plus queue when one parent holds several.
    QString key() const { return queue.isEmpty() ? path : path + QLatin1Char('#') + queue; }
    // How a person reads it, the same in the CLI's table and everywhere in the GUI.
    QString title() const { return lockTitle(path, queue); }
};

} // namespace lockscope
