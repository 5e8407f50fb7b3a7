// SPDX-License-Identifier: Apache-2.0

#include "models/SessionModel.h"

#include "diagnostics/WaitForGraph.h"
#include "models/Formatting.h"
#include "zk/ZkTypes.h"

#include <QDateTime>
#include <QGuiApplication>
#include <QPalette>
#include <algorithm>

namespace lockscope::ui {

namespace {

constexpr int kAgeRefreshMs = 1000; // as the lock list's ages

bool bySession(const SessionInfo &a, const SessionInfo &b)
{
    return sessionIdLess(a.session, b.session);
}

QString pathsTip(const QString &title, const QStringList &paths)
{
    return paths.isEmpty() ? QString() : title + QLatin1Char('\n') + paths.join(QLatin1Char('\n'));
}

} // namespace

SessionModel::SessionModel(QObject *parent)
    : QAbstractTableModel(parent), m_nowMs([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    m_ageTimer.setInterval(kAgeRefreshMs);
    connect(&m_ageTimer, &QTimer::timeout, this, &SessionModel::refreshAges);
}

void SessionModel::setClock(std::function<qint64()> nowMs)
{
    m_nowMs = std::move(nowMs);
}

void SessionModel::refreshAges()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, SinceColumn), index(int(m_rows.size()) - 1, SinceColumn),
                           {Qt::DisplayRole, SortRole});
}

qint64 SessionModel::ageMs(const SessionInfo &session) const
{
    // A server clock a little ahead of ours must not make a fresh node's age negative.
    return session.oldestNodeCtimeMs ? std::max<qint64>(0, m_nowMs() - *session.oldestNodeCtimeMs) : -1;
}

void SessionModel::setSessions(std::vector<SessionInfo> sessions)
{
    std::sort(sessions.begin(), sessions.end(), bySession);
    // Rows gone first (from the back, so earlier rows keep their numbers)...
    for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
        if (!std::binary_search(sessions.begin(), sessions.end(), m_rows[size_t(row)], bySession)) {
            beginRemoveRows({}, row, row);
            m_rows.erase(m_rows.begin() + row);
            endRemoveRows();
        }
    }
    // ...then one walk over both sorted lists: what remains is either already there or new.
    size_t row = 0;
    for (SessionInfo &info : sessions) {
        if (row < m_rows.size() && m_rows[row].session == info.session) {
            if (!(m_rows[row] == info)) {
                m_rows[row] = std::move(info);
                Q_EMIT dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
            }
        } else {
            beginInsertRows({}, int(row), int(row));
            m_rows.insert(m_rows.begin() + qsizetype(row), std::move(info));
            endInsertRows();
        }
        ++row;
    }
    if (m_rows.empty())
        m_ageTimer.stop();
    else if (!m_ageTimer.isActive())
        m_ageTimer.start();
}

int SessionModel::rowOfSession(qint64 session) const
{
    SessionInfo probe;
    probe.session = session;
    const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), probe, bySession);
    return it != m_rows.end() && it->session == session ? int(it - m_rows.begin()) : -1;
}

int SessionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SessionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SessionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SessionInfo &s = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SessionColumn: return formatSessionId(s.session);
        case ClientColumn: return s.client.isEmpty() ? tr("unknown") : s.client;
        case ServerColumn: return s.server.isEmpty() ? tr("unknown") : s.server;
        case HoldingColumn: return int(s.holding.size());
        case WaitingColumn: return int(s.waiting.size());
        case SinceColumn: return formatAge(ageMs(s));
        }
        break;
    case SortRole:
        switch (index.column()) {
        case SessionColumn: return quint64(s.session); // the order ids print in, as sessionIdLess
        case ClientColumn: return s.client;
        case ServerColumn: return s.server;
        case HoldingColumn: return int(s.holding.size());
        case WaitingColumn: return int(s.waiting.size());
        case SinceColumn: return ageMs(s);
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case HoldingColumn: return pathsTip(tr("Holding:"), pathsOf(s.holding));
        case WaitingColumn: return pathsTip(tr("Waiting:"), pathsOf(s.waiting));
        case SinceColumn:
            if (s.oldestNodeCtimeMs)
                return tr("Its oldest monitored node was created at %1").arg(formatTimestamp(*s.oldestNodeCtimeMs));
            break;
        case SessionColumn:
            if (s.watches)
                return pathsTip(tr("Watching:"), *s.watches);
            break;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == HoldingColumn || index.column() == WaitingColumn || index.column() == SinceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ForegroundRole:
        // "unknown" is an answer to read past, not a value.
        if ((index.column() == ClientColumn && s.client.isEmpty())
            || (index.column() == ServerColumn && s.server.isEmpty()))
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        break;
    case SessionIdRole: return s.session;
    case NodesRole: return pathsOf(s.holding) + pathsOf(s.waiting);
    }
    return {};
}

QVariant SessionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    // Counts and ages are read largest first.
    if (role == Qt::InitialSortOrderRole)
        return section == HoldingColumn || section == WaitingColumn || section == SinceColumn ? Qt::DescendingOrder
                                                                                              : Qt::AscendingOrder;
    if (role == Qt::ToolTipRole && section == SinceColumn)
        return tr("Since the session's oldest monitored node was created: ZooKeeper does not publish when a "
                  "session began");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SessionColumn: return tr("Session");
    case ClientColumn: return tr("Client");
    case ServerColumn: return tr("Server");
    case HoldingColumn: return tr("Holding");
    case WaitingColumn: return tr("Waiting");
    case SinceColumn: return tr("Since", "column: how long ago the session's oldest node was created");
    }
    return {};
}

} // namespace lockscope::ui
