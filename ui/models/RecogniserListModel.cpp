// SPDX-License-Identifier: Apache-2.0

#include "models/RecogniserListModel.h"

#include "models/DisplayNames.h"

namespace lockscope::ui {

RecogniserListModel::RecogniserListModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void RecogniserListModel::setCatalogue(std::shared_ptr<const RecogniserCatalogue> catalogue)
{
    beginResetModel();
    m_catalogue = std::move(catalogue);
    endResetModel();
}

int RecogniserListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_catalogue ? 0 : int(m_catalogue->systems.size());
}

int RecogniserListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RecogniserListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_catalogue)
        return {};
    const RecogniserDefinition &system = m_catalogue->systems.at(size_t(index.row()));
    if (role == Qt::DisplayRole) {
        switch (Column(index.column())) {
        case IdColumn: return system.id;
        case NameColumn: return displaySystem(system.id);
        case RulesColumn: return int(system.rules.size());
        case OriginColumn: return system.builtIn ? tr("built in") : tr("user");
        case SourceColumn: return system.place.file;
        case ColumnCount: break;
        }
    } else if (role == Qt::ToolTipRole && index.column() == SourceColumn) {
        return system.place.file;
    } else if (role == Qt::TextAlignmentRole && index.column() == RulesColumn) {
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant RecogniserListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case IdColumn: return tr("System");
    case NameColumn: return tr("Name");
    case RulesColumn: return tr("Rules");
    case OriginColumn: return tr("From");
    case SourceColumn: return tr("File");
    case ColumnCount: break;
    }
    return {};
}

} // namespace lockscope::ui
