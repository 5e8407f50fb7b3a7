// SPDX-License-Identifier: Apache-2.0

#include "models/EventWindowFilter.h"

#include "models/EventFeedModel.h"

namespace lockscope::ui {

EventWindowFilter::EventWindowFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
}

void EventWindowFilter::setRange(std::optional<TimeRange> range)
{
    if (range == m_range)
        return;
    m_range = range;
    invalidateRowsFilter();
}

bool EventWindowFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_range)
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return m_range->contains(index.data(EventFeedModel::EventTimeRole).toLongLong());
}

} // namespace lockscope::ui
