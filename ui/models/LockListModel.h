// SPDX-License-Identifier: Apache-2.0

#pragma once
// Every lock of one connection as a row: the overview table's model.
//
// Updates arrive per lock (LockMonitor::lockUpdated/lockRemoved/lockRenamed) and are coalesced:
// only the latest queue per key is kept, and pending changes are applied together on a short
// timer as row moves (renames first), insertions, removals and dataChanged, so views keep their
// selection and scroll position.
// A reset happens only through resetLocks() (a resync after session expiry). Ages are refreshed
// by a 1 s timer that touches the age columns only. Owner (GUI) thread only.

#include "models/LockSummary.h"
#include "monitor/LockMonitor.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

namespace lockscope::ui {

class LockListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        LockColumn,
        RecipeColumn,
        KindColumn,
        SystemColumn, // "Kafka · controller"; empty for a plain recipe
        HoldersColumn,
        WaitersColumn,
        LongestWaitColumn,
        HeldForColumn,
        ProblemsColumn,
        HolderColumn, // who holds (owner or session); shown second (LocksOverview)
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // raw values: numbers sort as numbers, ages as milliseconds
        KeyRole, // LockQueue::key()
        PathRole, // the lock's parent path
        HasProblemRole,
        // What the overview's filter matches: the key, the system, owners and sessions (hex and
        // as Java prints a long, since Kafka and Solr log decimal ids), one per line.
        FilterRole,
        // The end of the lock column's text that must stay in sight ("+12 unseen"), empty for none.
        SuffixRole,
    };

    explicit LockListModel(QObject *parent = nullptr);
    ~LockListModel() override;

    // How long changes are collected before they are applied; 0 applies on the next loop turn.
    void setBatchIntervalMs(int ms);
    int batchIntervalMs() const;

    void updateLock(const LockQueue &queue);
    void removeLock(const QString &key);
    // The lock keeps its row (and a view's selection on it) under a new key.
    void renameLock(const QString &from, const QString &to);
    // Applies whatever is pending now (tests and benchmarks; the timer does it otherwise).
    void applyPending();
    // Paused, the rows hold still for the operator to read: changes and findings keep arriving
    // and are collected (the latest per lock), then applied together on resume.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    // Locks changed, gone or renamed since the pause, not yet shown.
    int heldChanges() const { return int(m_pending.size() + m_renames.size()); }
    // Replaces everything in one reset; what is pending is dropped.
    void resetLocks(const std::vector<LockQueue> &locks);
    void setErrors(const QList<MonitorError> &errors);
    // Diagnostics findings (the whole current list) join each lock's problems and marker.
    void setFindings(const QList<Finding> &findings);
    // The monitor's Unseen events: entries that joined and left a lock between two reads, added
    // up per lock key since the connection opened and shown beside its path ("+12 unseen"). A
    // lock that vanishes with its last entry and comes back keeps its count, as the timeline's
    // record does: a hot lock does exactly that.
    void addUnseen(const QList<LockEvent> &events);
    qint64 unseenCount(const QString &key) const { return m_unseen.value(key); }
    // Emits dataChanged for the age columns (the 1 s timer calls it).
    void refreshAges();

    int rowOfKey(const QString &key) const; // -1 when absent
    // The key of the row being removed, while its removal is signalled (a view's selection model
    // moves its current row away then): empty otherwise.
    const QString &removingKey() const { return m_removingKey; }
    const LockSummary *summary(const QString &key) const;
    const LockSummary &summaryAt(int row) const { return m_rows.at(size_t(row)); }
    // Every entry of every lock owned by `session`, with its lock's key.
    QList<QPair<QString, LockEntry>> entriesOfSession(qint64 session) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // After a batch: the lock with this key now has this summary (new or changed).
    void lockChanged(const QString &key);
    void lockGone(const QString &key);
    // After a batch, before its lockChanged: the row of `from` is now that of `to`.
    void lockRenamed(const QString &from, const QString &to);
    void batchApplied(int changes);
    // After setFindings: every row's problems are up to date.
    void findingsApplied();
    // While paused: the number of changes waiting (heldChanges()) changed; also on pause and resume.
    void heldChangesChanged(int changes);

private:
    struct Pending {
        std::shared_ptr<LockQueue> queue; // null: the lock was removed; owned here until applied
        qint64 atMs = 0;
    };
    void scheduleApply();
    void emitRowsChanged(std::vector<int> rows);
    void insertOrUpdate(std::shared_ptr<const LockQueue> queue, qint64 atMs);
    void removeRow(const QString &key);
    bool renameRow(const QString &from, const QString &to);
    QString errorFor(const QString &path) const;
    std::vector<LockSummary>::const_iterator lowerBound(const QString &key) const;

    std::vector<LockSummary> m_rows; // sorted by key
    QHash<QString, Pending> m_pending;
    QHash<QString, QString> m_renames; // from -> to, applied first in the next batch
    QStringList m_updatedInBatch; // existing rows changed by the batch being applied
    QList<MonitorError> m_errors;
    QHash<QString, LockFindings> m_findings; // by lock path
    QHash<QString, qint64> m_unseen; // by key
    QString m_removingKey;
    bool m_paused = false;
    std::optional<QList<Finding>> m_heldFindings; // the latest findings that came while paused
    QTimer m_applyTimer;
    QTimer m_ageTimer;
};

} // namespace lockscope::ui
