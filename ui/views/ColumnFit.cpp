// SPDX-License-Identifier: Apache-2.0

#include "views/ColumnFit.h"

#include <QHeaderView>
#include <QTableView>

namespace lockscope::ui {

int columnWidthFor(const QFontMetrics &metrics, const QStringList &texts, int minimum)
{
    int widest = 0;
    for (const QString &text : texts)
        widest = qMax(widest, metrics.horizontalAdvance(text));
    return qMax(minimum, widest + metrics.averageCharWidth() * 3);
}

int latinCharWidth(const QFontMetrics &metrics)
{
    static const QString sample = QStringLiteral("abcdefghijklmnopqrstuvwxyz0123456789/_-");
    return (metrics.horizontalAdvance(sample) + int(sample.size()) - 1) / int(sample.size());
}

void setupRecordTable(QTableView *view)
{
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->setVisible(false);
    // Fixed row heights: the view never measures 10,000 rows.
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + view->fontMetrics().height() / 2);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setTabKeyNavigation(false); // Tab leaves the table; arrows move within it
}

} // namespace lockscope::ui
