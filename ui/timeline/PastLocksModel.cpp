// SPDX-License-Identifier: Apache-2.0

#include "timeline/PastLocksModel.h"

#include "models/DisplayNames.h"

namespace lockscope::ui {

PastLocksModel::PastLocksModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void PastLocksModel::setResult(std::shared_ptr<const HistoryResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

int PastLocksModel::rowOfKey(const QString &key) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (lockAt(row).key() == key)
            return row;
    }
    return -1;
}

int PastLocksModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_result ? 0 : int(m_result->locks.size());
}

int PastLocksModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PastLocksModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LockPast &lock = lockAt(index.row());
    if (role == KeyRole)
        return lock.key();
    if (role == Qt::ToolTipRole && index.column() == LockColumn)
        return lock.key();
    if (role == Qt::TextAlignmentRole && index.column() >= EntriesColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case LockColumn: return lock.title();
    case RecipeColumn: return displayRecipe(lock.recipe);
    case EntriesColumn: return qlonglong(lock.entries.size());
    case UnseenColumn: return lock.unseenCount();
    }
    return {};
}

QVariant PastLocksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LockColumn: return tr("Lock");
    case RecipeColumn: return tr("Recipe");
    case EntriesColumn: return tr("Entries");
    case UnseenColumn: return tr("Unseen");
    }
    return {};
}

} // namespace lockscope::ui
