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

LockSortProxy::LockSortProxy(LockListModel *source, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_source(source)
{
    setSourceModel(source);
    setSortRole(LockListModel::SortRole);
    setFilterRole(LockListModel::FilterRole);
    setFilterKeyColumn(LockListModel::LockColumn);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

bool LockSortProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const LockSummary &a = m_source->summaryAt(left.row());
    const LockSummary &b = m_source->summaryAt(right.row());
    switch (left.column()) {
    case LockListModel::LockColumn: return a.key < b.key;
    case LockListModel::HoldersColumn: return a.holders < b.holders;
    case LockListModel::WaitersColumn: return a.waiters < b.waiters;
    case LockListModel::LongestWaitColumn: return ageLess(a.oldestWaiterMs, b.oldestWaiterMs);
    case LockListModel::HeldForColumn: return ageLess(a.holdSinceMs, b.holdSinceMs);
    case LockListModel::ProblemsColumn: return !a.hasProblem() && b.hasProblem();
    default: return QSortFilterProxyModel::lessThan(left, right);   // names, as shown
    }
}

} // namespace lockscope::ui
