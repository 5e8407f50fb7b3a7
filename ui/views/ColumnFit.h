// SPDX-License-Identifier: Apache-2.0

#pragma once
// Tables of records, sized for translated values: a fixed number of average characters clips
// Cyrillic (wider) or longer translations, so columns of known values are measured.

#include <QFontMetrics>
#include <QStringList>

class QTableView;

namespace lockscope::ui {

// Rows selected whole, alternating colours, fixed row heights (the view never measures 10,000
// rows), no row numbers, the last column stretched, Tab leaving the table.
void setupRecordTable(QTableView *view);

// The widest text plus a cell's padding, or `minimum`, whichever is wider.
int columnWidthFor(const QFontMetrics &metrics, const QStringList &texts, int minimum);
// The width of an average character of paths, ids and numbers (Latin letters and digits): a CJK
// font's averageCharWidth() is that of its wide glyphs, a third more than such text needs.
int latinCharWidth(const QFontMetrics &metrics);

} // namespace lockscope::ui
