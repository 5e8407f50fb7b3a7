// SPDX-License-Identifier: Apache-2.0

#include "models/EventFeedModel.h"

#include "models/DisplayNames.h"

#include "models/Formatting.h"
#include "zk/ZkPaths.h"
#include "views/PaletteColors.h"

#include <QGuiApplication>

namespace lockscope::ui {

EventFeedModel::EventFeedModel(int capacity, QObject *parent)
    : QAbstractTableModel(parent), m_capacity(qMax(1, capacity))
{
}

void EventFeedModel::addEvents(const QList<LockEvent> &events)
{
    if (events.isEmpty())
        return;
    // Only the newest `capacity` of a huge burst could ever be shown.
    const qsizetype take = qMin<qsizetype>(events.size(), m_capacity);
    const qsizetype overflow = qsizetype(m_events.size()) + take - m_capacity;
    if (overflow > 0) {
        const int first = int(m_events.size() - size_t(overflow));
        beginRemoveRows({}, first, int(m_events.size()) - 1);
        m_events.erase(m_events.end() - overflow, m_events.end());
        endRemoveRows();
    }
    beginInsertRows({}, 0, int(take) - 1);
    // `events` is oldest first; the feed shows the newest on top.
    for (qsizetype i = events.size() - take; i < events.size(); ++i)
        m_events.push_front(events.at(i));
    endInsertRows();
}

void EventFeedModel::clear()
{
    beginResetModel();
    m_events.clear();
    endResetModel();
}

int EventFeedModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

int EventFeedModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventFeedModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LockEvent &e = m_events[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn: return e.at.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"));
        case EventColumn: return displayEvent(e);
        case LockColumn: return lockTitle(e.lock, e.queue);
        case NodeColumn: return e.node.isEmpty() ? QString() : nodeName(e.node);
        case SessionColumn: return e.session == 0 ? QString() : formatOwner(e.session);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == NodeColumn)
            return e.node;
        if (index.column() == TimeColumn)
            return e.at.toLocalTime().toString(Qt::ISODateWithMs);
        break;
    case Qt::BackgroundRole:
        if (e.type == LockEventType::RevocationRequested)
            return PaletteColors::warningBackground(QGuiApplication::palette());
        if (e.type == LockEventType::Connection && e.connection != QLatin1String("connected")
            && e.connection != QLatin1String("reconnected"))
            return PaletteColors::errorBackground(QGuiApplication::palette());
        break;
    case LockKeyRole: return e.lockKey();
    case NodePathRole: return e.node;
    case EventTypeRole: return int(e.type);
    case EventTimeRole: return e.at.toMSecsSinceEpoch();
    }
    return {};
}

QVariant EventFeedModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("Time");
    case EventColumn: return tr("Event");
    case LockColumn: return tr("Lock");
    case NodeColumn: return tr("Node");
    case SessionColumn: return tr("Session");
    }
    return {};
}

} // namespace lockscope::ui
