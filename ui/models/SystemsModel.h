// SPDX-License-Identifier: Apache-2.0

#pragma once
// What lockscope recognised of the systems on the ensemble (../shared/CLI.md "Systems"), as a
// tree: one top-level row per system (Kafka, HDFS, ...), under it one row per election or lock
// of that system, reading like an operator would say it: "Kafka · controller: broker 3 · held 4 h".
//
// Derived from the connection's LockListModel: its batches rebuild the tree, which changes shape
// only when a system's lock comes or goes (then a reset; the view re-selects by key), otherwise
// only its data. Owner (GUI) thread only.

#include <QAbstractItemModel>
#include <QPointer>
#include <QStringList>
#include <vector>

namespace lockscope::ui {

class LockListModel;
struct LockSummary;

class SystemsModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column {
        SummaryColumn,
        StandbyColumn,
        ProblemsColumn,
        LockColumn,
        ColumnCount
    };
    enum Role {
        KeyRole = Qt::UserRole, // the lock's key; empty on a system's row
        SystemRole, // the system's name as CLI.md spells it ("hadoop-hdfs")
    };

    explicit SystemsModel(LockListModel *locks, QObject *parent = nullptr);

    // The row of the lock with this key (invalid when it is no system's).
    QModelIndex indexOfKey(const QString &key) const;
    int lockCount() const;
    // The line shown for a lock (tests, and the view's tooltip).
    QString summaryText(const LockSummary &lock) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Group {
        QString system;
        QStringList keys; // sorted, as the lock list keeps them
        friend bool operator==(const Group &, const Group &) = default;
    };
    void rebuild();
    const LockSummary *lockAt(const QModelIndex &index) const;

    QPointer<LockListModel> m_locks;
    std::vector<Group> m_groups; // by system name
};

} // namespace lockscope::ui
