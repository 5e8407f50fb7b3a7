// SPDX-License-Identifier: Apache-2.0

#pragma once
// The live feed of lock events, newest first, bounded: the oldest rows go once the limit is
// reached, so a long session under churn does not grow without end. Owner (GUI) thread only.

#include "monitor/LockEvent.h"

#include <QAbstractTableModel>
#include <deque>

namespace lockscope::ui {

class EventFeedModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        EventColumn,
        LockColumn,
        NodeColumn,
        SessionColumn,
        ColumnCount
    };
    enum Role {
        LockKeyRole = Qt::UserRole,
        NodePathRole,
        EventTypeRole,
        EventTimeRole /* ms since epoch */
    };

    explicit EventFeedModel(int capacity = 2000, QObject *parent = nullptr);

    int capacity() const { return m_capacity; }
    void addEvents(const QList<LockEvent> &events);
    void clear();
    const LockEvent &eventAt(int row) const { return m_events.at(size_t(row)); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    int m_capacity;
    std::deque<LockEvent> m_events; // newest first
};

} // namespace lockscope::ui
