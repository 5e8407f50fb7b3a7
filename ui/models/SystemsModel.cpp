// SPDX-License-Identifier: Apache-2.0

#include "models/SystemsModel.h"

#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "models/SeverityIcon.h"
#include "models/LockListModel.h"
#include "zk/ZkPaths.h"

#include <QApplication>
#include <QDateTime>
#include <QStyle>
#include <algorithm>
#include <map>

namespace lockscope::ui {

namespace {

// Top-level rows carry no parent row; a lock's row carries its group's row + 1.
constexpr quintptr kGroupId = 0;

bool hasFinding(const LockQueue &queue, FindingKind kind)
{
    return std::any_of(queue.systemFindings.cbegin(), queue.systemFindings.cend(),
                       [kind](const Finding &f) { return f.kind == kind; });
}

} // namespace

SystemsModel::SystemsModel(LockListModel *locks, QObject *parent) : QAbstractItemModel(parent), m_locks(locks)
{
    // Structure follows the list's rows; its 1 s age refresh re-reads the "held" in each line.
    connect(locks, &QAbstractItemModel::rowsInserted, this, &SystemsModel::rebuild);
    connect(locks, &QAbstractItemModel::rowsRemoved, this, &SystemsModel::rebuild);
    connect(locks, &QAbstractItemModel::rowsMoved, this, &SystemsModel::rebuild);
    connect(locks, &QAbstractItemModel::modelReset, this, &SystemsModel::rebuild);
    connect(locks, &QAbstractItemModel::dataChanged, this, &SystemsModel::rebuild);
    rebuild();
}

void SystemsModel::rebuild()
{
    std::map<QString, QStringList> bySystem;
    for (int row = 0; m_locks && row < m_locks->rowCount(); ++row) {
        const LockSummary &s = m_locks->summaryAt(row);
        if (!s.queue->system.isEmpty())
            bySystem[s.queue->system].append(s.key);
    }
    std::vector<Group> groups;
    groups.reserve(bySystem.size());
    for (auto &[system, keys] : bySystem)
        groups.push_back({system, std::move(keys)});
    if (groups != m_groups) {
        beginResetModel();
        m_groups = std::move(groups);
        endResetModel();
        return;
    }
    for (int g = 0; g < int(m_groups.size()); ++g) {
        const int last = int(m_groups[size_t(g)].keys.size()) - 1;
        if (last >= 0)
            Q_EMIT dataChanged(index(0, 0, index(g, 0)), index(last, ColumnCount - 1, index(g, 0)));
    }
}

int SystemsModel::lockCount() const
{
    int count = 0;
    for (const Group &g : m_groups)
        count += int(g.keys.size());
    return count;
}

QModelIndex SystemsModel::indexOfKey(const QString &key) const
{
    for (int g = 0; g < int(m_groups.size()); ++g) {
        const qsizetype at = m_groups[size_t(g)].keys.indexOf(key);
        if (at >= 0)
            return index(int(at), 0, index(g, 0));
    }
    return {};
}

const LockSummary *SystemsModel::lockAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kGroupId || !m_locks)
        return nullptr;
    const Group &g = m_groups.at(size_t(index.internalId() - 1));
    return m_locks->summary(g.keys.at(index.row()));
}

QString SystemsModel::summaryText(const LockSummary &lock) const
{
    const LockQueue &q = *lock.queue;
    QString head = displaySystem(q.system);
    // Hadoop names its elections by nameservice or cluster: the scope is the parent's name.
    if (q.system.startsWith(u"hadoop-"))
        head += QLatin1Char(' ') + nodeName(q.path);
    const QString role = q.role.isEmpty() ? displayLockKind(q.kind) : displayRole(q.role, q.system);
    if (lock.holders == 0 || hasFinding(q, FindingKind::NoLeader))
        return tr("%1 · no %2", "system, role: e.g. HDFS mycluster · no active NameNode").arg(head, role);
    QStringList owners;
    for (const LockEntry &e : q.entries) {
        if (e.state != EntryState::Holding)
            continue;
        owners << (e.owner ? e.owner->text : formatOwner(e.node->stat.ephemeralOwner));
    }
    const qint64 heldMs = lock.holdSinceMs > 0 ? QDateTime::currentMSecsSinceEpoch() - lock.holdSinceMs : -1;
    QString text = tr("%1 · %2: %3", "system, role, holder").arg(head, role, owners.join(QStringLiteral(", ")));
    if (heldMs >= 0)
        text += QStringLiteral(" · ") + tr("held %1").arg(formatAge(heldMs));
    return text;
}

QModelIndex SystemsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_groups.size()) ? createIndex(row, column, kGroupId) : QModelIndex();
    if (parent.internalId() != kGroupId || parent.row() >= int(m_groups.size()))
        return {};
    if (row >= int(m_groups[size_t(parent.row())].keys.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex SystemsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kGroupId);
}

int SystemsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() != kGroupId || parent.column() != 0)
        return 0;
    return int(m_groups[size_t(parent.row())].keys.size());
}

int SystemsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SystemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kGroupId) {
        const Group &g = m_groups[size_t(index.row())];
        if (role == SystemRole)
            return g.system;
        if (role == Qt::DisplayRole && index.column() == SummaryColumn)
            return displaySystem(g.system);
        if (role == Qt::DisplayRole && index.column() == StandbyColumn)
            return tr("%n locks", nullptr, int(g.keys.size()));
        return {};
    }
    const LockSummary *lock = lockAt(index);
    if (!lock)
        return {};
    const LockQueue &q = *lock->queue;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SummaryColumn: return summaryText(*lock);
        case StandbyColumn:
            return q.kind == LockKind::Election ? tr("%n standby", nullptr, lock->waiters)
                                                : tr("%n waiting", nullptr, lock->waiters);
        case ProblemsColumn: return lock->problemText();
        case LockColumn: return lock->key;
        }
        break;
    case Qt::ToolTipRole:
        return index.column() == ProblemsColumn ? lock->problemText()
                                                : summaryText(*lock) + QLatin1Char('\n') + lock->key;
    case Qt::DecorationRole:
        if (index.column() == SummaryColumn) {
            if (const std::optional<Severity> severity = lock->severity())
                return severityIcon(*severity);
        }
        break;
    case KeyRole: return lock->key;
    case SystemRole: return q.system;
    }
    return {};
}

QVariant SystemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SummaryColumn: return tr("System");
    case StandbyColumn: return tr("Standby");
    case ProblemsColumn: return tr("Problems");
    case LockColumn: return tr("Lock");
    }
    return {};
}

} // namespace lockscope::ui
