// SPDX-License-Identifier: Apache-2.0

#include "models/LockSortProxy.h"

#include "models/LockListModel.h"

namespace lockscope::ui {
namespace {

// Ages are now - since, so a longer age is an earlier start; none (0) sorts as the least, as
// the model's SortRole gives it as -1.
bool ageLess(qint64 sinceA, qint64 sinceB)
{
    if (sinceA <= 0 || sinceB <= 0)
        return sinceA <= 0 && sinceB > 0;
    return sinceA > sinceB;
}

} // namespace

LockSortProxy::LockSortProxy(LockListModel *source, QObject *parent) : QSortFilterProxyModel(parent), m_source(source)
{
    setSourceModel(source);
    setSortRole(LockListModel::SortRole);
    setFilterRole(LockListModel::FilterRole);
    setFilterKeyColumn(LockListModel::LockColumn);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

// Equal values are ordered by path, ascending whichever way the column sorts: rows with equal
// values never swap places under the pointer as the view updates.
bool LockSortProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const LockSummary &a = m_source->summaryAt(left.row());
    const LockSummary &b = m_source->summaryAt(right.row());
    const auto byPath = [&] { return sortOrder() == Qt::DescendingOrder ? b.key < a.key : a.key < b.key; };
    const auto compare = [&](const auto &x, const auto &y) { return x < y || (!(y < x) && byPath()); };
    switch (left.column()) {
    case LockListModel::LockColumn: return a.key < b.key;
    case LockListModel::HoldersColumn: return compare(a.holders, b.holders);
    case LockListModel::WaitersColumn: return compare(a.waiters, b.waiters);
    case LockListModel::LongestWaitColumn:
        return ageLess(a.oldestWaiterMs, b.oldestWaiterMs)
            || (!ageLess(b.oldestWaiterMs, a.oldestWaiterMs) && byPath());
    case LockListModel::HeldForColumn:
        return ageLess(a.holdSinceMs, b.holdSinceMs) || (!ageLess(b.holdSinceMs, a.holdSinceMs) && byPath());
    case LockListModel::ProblemsColumn: return compare(a.severityRank(), b.severityRank());
    default: { // names, as shown
        const QString x = left.data(sortRole()).toString();
        const QString y = right.data(sortRole()).toString();
        const int order = QString::localeAwareCompare(x, y);
        return order < 0 || (order == 0 && byPath());
    }
    }
}

} // namespace lockscope::ui
