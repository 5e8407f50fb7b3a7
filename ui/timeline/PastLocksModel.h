// SPDX-License-Identifier: Apache-2.0

#pragma once
// The locks of a replayed transaction log, one row each, to pick the one the timeline shows.

#include "history/HistoryReplay.h"

#include <QAbstractTableModel>
#include <memory>

namespace lockscope::ui {

class PastLocksModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        LockColumn,
        RecipeColumn,
        EntriesColumn,
        UnseenColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole,
        KeyRole
    };

    explicit PastLocksModel(QObject *parent = nullptr);

    void setResult(std::shared_ptr<const HistoryResult> result);
    std::shared_ptr<const HistoryResult> result() const { return m_result; }
    const LockPast &lockAt(int row) const { return m_result->locks[std::size_t(row)]; }
    int rowOfKey(const QString &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const HistoryResult> m_result;
};

} // namespace lockscope::ui
