// SPDX-License-Identifier: Apache-2.0

#include "views/LocksOverview.h"

#include "models/DisplayNames.h"
#include "models/LockListModel.h"
#include "models/LockSortProxy.h"
#include "views/ColumnChooser.h"
#include "views/ColumnFit.h"
#include "views/ElideDelegate.h"

#include <QApplication>
#include <QDateTime>
#include <QHeaderView>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <iterator>

namespace lockscope::ui {

namespace {

constexpr qint64 kSettleMs = 20000; // the first screen: the first findings arrive within seconds

// The end of a lock path says the most ("…/orders"), and a suffix ("+12 unseen") must stay in
// sight after it: the path alone is elided on its left. Other columns elide as usual.
class PathDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideLeft;
        const QString suffix = index.data(LockListModel::SuffixRole).toString();
        if (suffix.isEmpty() || !option->text.endsWith(suffix))
            return;
        const QString head = option->text.chopped(suffix.size());
        const bool icon = option->features.testFlag(QStyleOptionViewItem::HasDecoration);
        const int width = option->rect.width() - (icon ? option->decorationSize.width() + 4 : 0) - 8; // margins
        // In a narrow column the path comes first: the suffix shrinks to its number ("+12"),
        // the tooltip says the rest.
        QString shown = suffix;
        if (option->fontMetrics.horizontalAdvance(suffix) > width / 3) {
            static const QRegularExpression number(QStringLiteral("^\\+\\d+"));
            const QRegularExpressionMatch match = number.match(suffix);
            if (match.hasMatch())
                shown = match.captured();
        }
        const int room = width - option->fontMetrics.horizontalAdvance(QStringLiteral("  ") + shown);
        option->text =
            option->fontMetrics.elidedText(head.trimmed(), Qt::ElideLeft, qMax(0, room)) + QStringLiteral("  ") + shown;
    }
};

} // namespace

LocksOverview::LocksOverview(LockListModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter locks by path, system, owner or session (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);

    m_proxy = new LockSortProxy(model, this);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);

    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(LockListModel::ProblemsColumn, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTabKeyNavigation(false); // Tab leaves the table; arrows move within it
    m_view->setItemDelegateForColumn(LockListModel::LockColumn, new PathDelegate(m_view));
    // A holder is told apart by the end of its session id or address: elided in the middle.
    m_view->setItemDelegateForColumn(LockListModel::HolderColumn, new ElideDelegate(Qt::ElideMiddle, m_view));
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height()
                                                    + m_view->fontMetrics().height() / 2);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    const int ch = latinCharWidth(m_view->fontMetrics());
    // Wide enough for the header (and its sort arrow) or the longest usual value, whichever is
    // wider; measured once rather than per row, which would cost dearly with 1,000 locks.
    const QFontMetrics headerMetrics(m_view->horizontalHeader()->font());
    const auto fit = [&](int column, int valueChars, const QStringList &values = {}) {
        const int header =
            headerMetrics.horizontalAdvance(model->headerData(column, Qt::Horizontal).toString()) + ch * 4;
        m_view->setColumnWidth(column, columnWidthFor(m_view->fontMetrics(), values, qMax(header, ch * valueChars)));
    };
    fit(LockListModel::LockColumn, 26);
    fit(LockListModel::RecipeColumn, 12);
    fit(LockListModel::KindColumn, 13,
        {displayLockKind(LockKind::Mutex), displayLockKind(LockKind::ReadWrite), displayLockKind(LockKind::Semaphore),
         displayLockKind(LockKind::Election)});
    fit(LockListModel::SystemColumn, 18,
        {displaySystem(QStringLiteral("hadoop-hdfs")) + QStringLiteral(" · ")
         + displayRole(QStringLiteral("active-namenode"), QStringLiteral("hadoop-hdfs")) + QStringLiteral("  ")});
    fit(LockListModel::HoldersColumn, 5);
    fit(LockListModel::WaitersColumn, 6);
    fit(LockListModel::LongestWaitColumn, 11);
    fit(LockListModel::HeldForColumn, 11);
    fit(LockListModel::HolderColumn, 18); // a session id elided in its middle: its start and end
    fit(LockListModel::ProblemsColumn, 22);
    QHeaderView *header = m_view->horizontalHeader();
    const int order[] = {LockListModel::LockColumn,    LockListModel::ProblemsColumn,    LockListModel::HolderColumn,
                         LockListModel::HeldForColumn, LockListModel::LongestWaitColumn, LockListModel::WaitersColumn,
                         LockListModel::HoldersColumn, LockListModel::SystemColumn,      LockListModel::KindColumn,
                         LockListModel::RecipeColumn};
    for (int visual = 0; visual < int(std::size(order)); ++visual)
        header->moveSection(header->visualIndex(order[visual]), visual);
    m_columns = new ColumnChooser(header, QStringLiteral("locksOverview/hiddenColumns"), {LockListModel::LockColumn});
    m_columns->setDefaultHidden(LockListModel::SystemColumn, true);
    connect(model, &LockListModel::lockChanged, this, [this](const QString &key) {
        if (const LockSummary *row = m_model->summary(key); row && !row->queue->system.isEmpty())
            m_columns->setDefaultHidden(LockListModel::SystemColumn, false);
    });
    connect(model, &LockListModel::batchApplied, this, &LocksOverview::selectWorst);
    connect(model, &LockListModel::findingsApplied, this, &LocksOverview::selectWorst);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this,
            [this](const QPoint &pos) { Q_EMIT contextMenuRequested(m_view->viewport()->mapToGlobal(pos)); });
    layout->addWidget(m_view, 1);

    // A selected lock that vanishes stays the one shown, as gone: Qt would move the current row
    // to a neighbour, and the queue (and an open dialog's context) would jump to another lock.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &, const QModelIndex &previous) {
                if (m_clearingGone)
                    return;
                const QString previousKey = previous.data(LockListModel::KeyRole).toString();
                if (!previousKey.isEmpty() && previousKey == m_model->removingKey()) {
                    m_goneKey = previousKey;
                    QMetaObject::invokeMethod(this, &LocksOverview::clearAfterGone, Qt::QueuedConnection);
                    return;
                }
                m_goneKey.clear();
                Q_EMIT currentKeyChanged(currentKey());
            });
    // The lock back (a new holder made its node again): selected again.
    connect(model, &LockListModel::lockChanged, this, [this](const QString &key) {
        if (!m_goneKey.isEmpty() && key == m_goneKey && !m_view->selectionModel()->currentIndex().isValid())
            selectKey(key);
    });
}

void LocksOverview::clearAfterGone()
{
    if (m_goneKey.isEmpty())
        return;
    m_clearingGone = true;
    m_view->selectionModel()->clear();
    m_clearingGone = false;
}

int LocksOverview::fittedWidth() const
{
    const QHeaderView *header = m_view->horizontalHeader();
    const int last = header->logicalIndex(header->count() - 1); // stretched: its header's width
    const QString lastTitle = header->model()->headerData(last, Qt::Horizontal).toString();
    int width =
        QFontMetrics(header->font()).horizontalAdvance(lastTitle) + 4 * m_view->fontMetrics().averageCharWidth();
    for (int column = 0; column < header->count(); ++column) {
        if (column != last && !header->isSectionHidden(column))
            width += header->sectionSize(column);
    }
    return width + m_view->verticalScrollBar()->sizeHint().width() + 2 * m_view->frameWidth();
}

void LocksOverview::selectWorst()
{
    if (m_proxy->rowCount() == 0)
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_firstRowsAtMs == 0)
        m_firstRowsAtMs = now;
    if (now - m_firstRowsAtMs > kSettleMs || QApplication::activeModalWidget() || !m_goneKey.isEmpty())
        return;
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (current.isValid() && current.data(LockListModel::KeyRole).toString() != m_autoSelectedKey)
        return; // the user has chosen
    const QModelIndex worst = m_proxy->index(0, LockListModel::LockColumn);
    if (current.isValid() && current.row() == 0)
        return; // already the worst
    m_autoSelectedKey = worst.data(LockListModel::KeyRole).toString();
    m_view->selectionModel()->setCurrentIndex(worst, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(worst);
}

QString LocksOverview::currentKey() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? current.data(LockListModel::KeyRole).toString() : m_goneKey;
}

bool LocksOverview::selectKey(const QString &key)
{
    const int sourceRow = m_model->rowOfKey(key);
    if (sourceRow < 0)
        return false;
    QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid()) {
        m_filter->clear();
        index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    }
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
    return true;
}

} // namespace lockscope::ui
