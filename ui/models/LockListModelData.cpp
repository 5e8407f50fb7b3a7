// SPDX-License-Identifier: Apache-2.0

#include "models/LockListModel.h"
// What the overview shows of each row: display text, sort keys, markers, tooltips, headers.

#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "models/SeverityIcon.h"

#include <QApplication>
#include <QDateTime>
#include <QStyle>

namespace lockscope::ui {

namespace {

QString systemText(const LockQueue &queue)
{
    if (queue.system.isEmpty())
        return {};
    return queue.role.isEmpty()
        ? displaySystem(queue.system)
        : displaySystem(queue.system) + QStringLiteral(" · ") + displayRole(queue.role, queue.system);
}

// Built when the filter asks, not per update: a churning 10,000-entry queue pays nothing.
QString filterText(const LockSummary &row)
{
    const LockQueue &queue = *row.queue;
    QStringList parts{row.key, queue.title(), systemText(queue)};
    for (const LockEntry &e : queue.entries) {
        if (e.owner)
            parts << e.owner->text;
        if (e.isEphemeral())
            parts << formatSessionId(e.node->stat.ephemeralOwner) << QString::number(e.node->stat.ephemeralOwner);
    }
    return parts.join(QLatin1Char('\n'));
}

} // namespace

QVariant LockListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LockSummary &row = m_rows[size_t(index.row())];
    const LockQueue &queue = *row.queue;
    // Ages only where shown: the clock is read for their columns, not for every sort comparison.
    const auto age = [](qint64 sinceMs) { return sinceMs > 0 ? QDateTime::currentMSecsSinceEpoch() - sinceMs : -1; };
    switch (role) {
    case SuffixRole:
        if (const qint64 unseen = m_unseen.value(row.key); unseen > 0 && index.column() == LockColumn)
            return tr("+%1 unseen").arg(unseen);
        return QString();
    case Qt::DisplayRole:
        switch (index.column()) {
        case LockColumn: {
            QString text = queue.title();
            if (const qint64 unseen = m_unseen.value(row.key); unseen > 0)
                text += QStringLiteral("  ") + tr("+%1 unseen").arg(unseen);
            return text;
        }
        case RecipeColumn: return displayRecipe(queue.recipe);
        case KindColumn: return displayLockKind(queue.kind);
        case SystemColumn: return systemText(queue);
        case HoldersColumn: return row.holders;
        case WaitersColumn: return row.waiters;
        case LongestWaitColumn: return formatAge(age(row.oldestWaiterMs));
        case HeldForColumn:
            // A holder promoted before lockscope looked: it has held at least this long.
            return row.holdSinceIsLowerBound && row.holdSinceMs > 0
                ? QString(QStringLiteral("≥ ") + formatAge(age(row.holdSinceMs)))
                : formatAge(age(row.holdSinceMs));
        case ProblemsColumn: return row.problemText();
        case HolderColumn: return row.holder;
        }
        break;
    case SortRole:
        switch (index.column()) {
        case LockColumn: return row.key;
        case RecipeColumn: return displayRecipe(queue.recipe);
        case KindColumn: return displayLockKind(queue.kind);
        case SystemColumn: return systemText(queue);
        case HoldersColumn: return row.holders;
        case WaitersColumn: return row.waiters;
        case LongestWaitColumn: return age(row.oldestWaiterMs);
        case HeldForColumn: return age(row.holdSinceMs);
        case ProblemsColumn: return row.severityRank();
        case HolderColumn: return row.holder;
        }
        break;
    case Qt::DecorationRole:
        // Also beside the path: the Problems column may be scrolled out of view.
        if (index.column() == ProblemsColumn || index.column() == LockColumn) {
            if (const std::optional<Severity> severity = row.severity())
                return severityIcon(*severity);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == HolderColumn && !row.holder.isEmpty())
            return row.holder;
        if ((index.column() == ProblemsColumn || index.column() == LockColumn) && row.hasProblem()) {
            QString tip = row.problemText();
            if (!queue.unrecognized.isEmpty())
                tip += QLatin1Char('\n') + tr("Unrecognized: %1").arg(queue.unrecognized.join(QStringLiteral(", ")));
            return index.column() == LockColumn ? QString(queue.title() + QLatin1Char('\n') + tip) : tip;
        }
        if (index.column() == LockColumn) {
            const qint64 unseen = m_unseen.value(row.key);
            return unseen == 0 ? queue.title()
                               : QString(queue.title() + QLatin1Char('\n')
                                         + tr("%1 entries joined and left between two reads, unseen").arg(unseen));
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() >= HoldersColumn && index.column() <= HeldForColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case KeyRole: return row.key;
    case PathRole: return queue.path;
    case HasProblemRole: return row.hasProblem();
    case FilterRole: return filterText(row);
    }
    return {};
}

QVariant LockListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    // Counts, ages and problems are read worst first: a first click sorts them descending.
    if (role == Qt::InitialSortOrderRole)
        return section >= HoldersColumn && section <= ProblemsColumn ? Qt::DescendingOrder : Qt::AscendingOrder;
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LockColumn: return tr("Lock");
    case RecipeColumn: return tr("Recipe");
    case KindColumn: return tr("Kind");
    case SystemColumn: return tr("System");
    case HoldersColumn: return tr("Holders");
    case WaitersColumn: return tr("Waiters");
    case LongestWaitColumn: return tr("Longest wait");
    case HeldForColumn: return tr("Held for");
    case ProblemsColumn: return tr("Problems");
    case HolderColumn: return tr("Holder");
    }
    return {};
}

} // namespace lockscope::ui
