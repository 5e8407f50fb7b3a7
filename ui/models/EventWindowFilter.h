// SPDX-License-Identifier: Apache-2.0

#pragma once
// The event feed through a time range selected in the timeline: rows outside it are hidden,
// none is dropped, and clearing the range shows them all again.

#include "models/TimeRange.h"

#include <QSortFilterProxyModel>
#include <optional>

namespace lockscope::ui {

class EventWindowFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit EventWindowFilter(QObject *parent = nullptr);

    void setRange(std::optional<TimeRange> range);
    std::optional<TimeRange> range() const { return m_range; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    std::optional<TimeRange> m_range;
};

} // namespace lockscope::ui
