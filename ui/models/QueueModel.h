// SPDX-License-Identifier: Apache-2.0

#pragma once
// The queue of one selected lock, entry by entry: holders first, then waiters in order.
//
// A new queue for the same lock is applied as a diff (entries are identified by their node's
// czxid): removed rows, inserted rows, dataChanged for entries whose role or data changed, so
// that a table over 10,000 waiters keeps its selection and position. Entries that just became
// holders are flagged for a short highlight (a hand-off). Owner (GUI) thread only.

#include "recipes/LockTypes.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace lockscope::ui {

class QueueModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The node comes first: it is the row's identity, stable while places in the line shift.
    enum Column {
        NodeColumn,
        PositionColumn,
        StateColumn,
        ModeColumn,
        OwnerColumn, // who the entry's system says it is ("broker 3"); empty for plain recipes
        SessionColumn,
        ClientColumn,
        AgeColumn,
        WaitsForColumn,
        RevocationColumn,
        VersionColumn,
        ColumnCount
    };
    enum Role {
        PathRole = Qt::UserRole, // full path of the entry's node
        SessionRole, // ephemeralOwner as qint64
        HighlightRole, // bool: just became a holder
    };
    static constexpr int kHighlightMs = 2000;

    explicit QueueModel(QObject *parent = nullptr);
    ~QueueModel() override;

    // Shows `queue` (null: nothing). The same key as before is applied incrementally; another key
    // resets. `holdingSince` maps holder paths to when they started holding.
    void setQueue(const QString &key, std::shared_ptr<const LockQueue> queue, QHash<QString, qint64> holdingSince = {});
    void clear();
    // The client address of a session, when something can tell (diagnostics); empty otherwise.
    void setClientResolver(std::function<QString(qint64 session)> resolver);
    // The client column may have changed for every row (new diagnostics results).
    void refreshClients();
    void refreshAges();
    // Ages measured to this moment rather than the present: a queue as it stood in the past.
    void setAgeReference(std::optional<qint64> atMs);
    // The moment ages are measured to: the reference when set, else nowMs.
    qint64 ageReference(qint64 nowMs) const { return m_ageReferenceMs.value_or(nowMs); }

    QString lockKey() const { return m_key; }
    std::shared_ptr<const LockQueue> queue() const { return m_queue; }
    const LockEntry &entryAt(int row) const { return *m_rows.at(size_t(row)); }
    int rowOfPath(const QString &path) const;
    int holderCount() const { return m_holders; }
    // Some entry names its owner: the graph gives its boxes a line for it.
    bool hasOwners() const { return m_hasOwners; }
    LockKind kind() const { return m_queue ? m_queue->kind : LockKind::Mutex; }
    qint64 holdingSince(const QString &path) const { return m_holdingSince.value(path, 0); }
    // 0..1: how strongly the row is highlighted now (1 just after a hand-off, 0 when not).
    qreal highlightStrength(int row, qint64 nowMs) const;
    bool hasActiveHighlights(qint64 nowMs) const;
    QString clientOf(qint64 session) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // Nodes that became holders in the latest update (a hand-off or a fresh acquisition).
    void handedOff(const QStringList &newHolderPaths);

private:
    void applyDiff(const std::shared_ptr<const LockQueue> &queue);
    void resetTo(std::shared_ptr<const LockQueue> queue);
    void countHolders();
    void expireHighlights();

    QString m_key;
    std::shared_ptr<const LockQueue> m_queue;
    std::vector<const LockEntry *> m_rows; // into m_queue once an update is complete
    std::vector<qint64> m_highlightUntil; // per row, ms since epoch; 0 none
    QHash<QString, qint64> m_holdingSince;
    std::function<QString(qint64)> m_clientResolver;
    std::optional<qint64> m_ageReferenceMs;
    int m_holders = 0;
    bool m_hasOwners = false;
    QTimer m_ageTimer;
    QTimer m_highlightTimer;
};

} // namespace lockscope::ui
