// SPDX-License-Identifier: Apache-2.0

#include "models/FindingModel.h"

#include "findings/FindingIdentity.h"
#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "models/SeverityIcon.h"

#include "views/PaletteColors.h"
#include "zk/ZkTypes.h"

#include <QDateTime>
#include <QGuiApplication>
#include <QTimer>
#include <QHash>
#include <QIcon>
#include <algorithm>

namespace lockscope::ui {

namespace {

QString sessionsText(const QList<qint64> &sessions)
{
    QStringList ids;
    for (qint64 session : sessions)
        ids << formatSessionId(session);
    return ids.join(QStringLiteral(", "));
}

} // namespace

FindingModel::FindingModel(QObject *parent)
    : QAbstractTableModel(parent),
      m_nowMs([] { return QDateTime::currentMSecsSinceEpoch(); }),
      m_countdown(new QTimer(this))
{
    m_countdown->setInterval(1000);
    connect(m_countdown, &QTimer::timeout, this, &FindingModel::tick);
}

void FindingModel::setClock(std::function<qint64()> nowMs)
{
    m_nowMs = std::move(nowMs);
}

void FindingModel::updateCountdown()
{
    const bool counting =
        std::any_of(m_rows.begin(), m_rows.end(), [](const Row &r) { return r.finding.expiresAtMs > 0; });
    if (counting && !m_countdown->isActive())
        m_countdown->start();
    else if (!counting)
        m_countdown->stop();
}

// Only the details that count down change: a selection and the other rows stay as they are.
void FindingModel::tick()
{
    for (size_t row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].finding.expiresAtMs > 0)
            Q_EMIT dataChanged(index(int(row), DetailColumn), index(int(row), DetailColumn), {Qt::DisplayRole});
    }
}

bool FindingModel::before(const Row &a, const Row &b)
{
    if (a.finding.severity != b.finding.severity)
        return a.finding.severity < b.finding.severity; // Critical is the enum's first
    if (a.finding.kind != b.finding.kind)
        return a.finding.kind < b.finding.kind;
    return a.id < b.id;
}

void FindingModel::applyChanges(const FindingChanges &changes)
{
    for (const Finding &f : changes.cleared)
        remove(findingId(f));
    for (const Finding &f : changes.updated)
        update(f);
    for (const Finding &f : changes.appeared) {
        const QString id = findingId(f);
        if (rowOfId(id) >= 0)
            update(f); // already shown (a reset raced the change): keep one row per id
        else
            insertSorted({id, f});
    }
    updateCountdown();
}

void FindingModel::resetFindings(const QList<Finding> &findings)
{
    beginResetModel();
    m_rows.clear();
    for (const Finding &f : findings)
        m_rows.push_back({findingId(f), f});
    std::sort(m_rows.begin(), m_rows.end(), before);
    endResetModel();
    updateCountdown();
}

int FindingModel::rowOfId(const QString &id) const
{
    // Few findings, sorted by severity first: a linear search by id is enough.
    for (size_t row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].id == id)
            return int(row);
    }
    return -1;
}

int FindingModel::criticalCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(),
                             [](const Row &r) { return r.finding.severity == Severity::Critical; }));
}

void FindingModel::insertSorted(Row row)
{
    const int at = int(std::upper_bound(m_rows.begin(), m_rows.end(), row, before) - m_rows.begin());
    beginInsertRows({}, at, at);
    m_rows.insert(m_rows.begin() + at, std::move(row));
    endInsertRows();
}

void FindingModel::remove(const QString &id)
{
    const int row = rowOfId(id);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_rows.erase(m_rows.begin() + row);
    endRemoveRows();
}

void FindingModel::update(const Finding &finding)
{
    const QString id = findingId(finding);
    const int row = rowOfId(id);
    if (row < 0) {
        insertSorted({id, finding});
        return;
    }
    Row changed{id, finding};
    const bool stays = (row == 0 || !before(changed, m_rows[size_t(row) - 1]))
        && (row + 1 == int(m_rows.size()) || !before(m_rows[size_t(row) + 1], changed));
    if (stays) {
        m_rows[size_t(row)] = std::move(changed);
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    // Its severity changed: it moves to its new place (as a move, so a selection follows it).
    std::vector<Row> others = m_rows;
    others.erase(others.begin() + row);
    const int to = int(std::upper_bound(others.begin(), others.end(), changed, before) - others.begin());
    beginMoveRows({}, row, row, {}, to > row ? to + 1 : to);
    m_rows = std::move(others);
    m_rows.insert(m_rows.begin() + to, std::move(changed));
    endMoveRows();
    Q_EMIT dataChanged(index(to, 0), index(to, ColumnCount - 1));
}

int FindingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FindingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Finding &f = m_rows[size_t(index.row())].finding;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn: return displaySeverity(f.severity);
        case KindColumn: return displayFindingKind(f.kind);
        case LocksColumn: return f.locks.join(QStringLiteral(", "));
        case SessionsColumn: return sessionsText(f.sessions);
        case DetailColumn:
            if (f.expiresAtMs > 0) {
                const qint64 left = f.expiresAtMs - m_nowMs();
                const QString when = left > 0 ? tr("expires in %1").arg(formatAge((left + 999) / 1000 * 1000))
                                              : tr("expiry overdue by %1").arg(formatAge(-left));
                return QString(when + QStringLiteral(" · ") + f.detail);
            }
            return f.detail;
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case LocksColumn:
        case DetailColumn: {
            QString tip = f.detail;
            if (!f.nodes.isEmpty())
                tip +=
                    QLatin1String("\n\n") + tr("Nodes:") + QLatin1Char('\n') + f.nodes.paths().join(QLatin1Char('\n'));
            return tip;
        }
        case SessionsColumn: return sessionsText(f.sessions).replace(QStringLiteral(", "), QStringLiteral("\n"));
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn)
            return severityIcon(f.severity);
        break;
    case Qt::BackgroundRole:
        if (f.severity == Severity::Critical)
            return PaletteColors::errorBackground(QGuiApplication::palette());
        break;
    case FindingIdRole: return m_rows[size_t(index.row())].id;
    case SeverityRole: return int(f.severity);
    case KindRole: return int(f.kind);
    case LocksRole: return f.locks;
    case NodesRole: return f.nodes.paths();
    case SessionsRole: return QVariant::fromValue(f.sessions);
    }
    return {};
}

QVariant FindingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case KindColumn: return tr("Finding");
    case LocksColumn: return tr("Locks");
    case SessionsColumn: return tr("Sessions");
    case DetailColumn: return tr("Detail");
    }
    return {};
}

} // namespace lockscope::ui
