// SPDX-License-Identifier: Apache-2.0

#pragma once
// A table header's column chooser: a right click on the header lists the columns with check
// boxes; what the user shows or hides is kept in QSettings under a key of the table's own.
// A view's own defaults (an empty column hidden) apply to the columns the user never chose.

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

class QHeaderView;

namespace lockscope::ui {

class ColumnChooser : public QObject {
    Q_OBJECT
public:
    // `alwaysShown`: logical columns the menu does not offer (the row's name).
    ColumnChooser(QHeaderView *header, QString settingsKey, QSet<int> alwaysShown);

    // A view's own choice, applied unless the user has chosen for this column.
    void setDefaultHidden(int column, bool hidden);
    // Shows the menu at `pos` in the header's coordinates (the header's context menu).
    void showMenu(const QPoint &pos);

private:
    void choose(int column, bool shown);

    QHeaderView *m_header;
    QString m_settingsKey;
    QSet<int> m_alwaysShown;
    QHash<int, bool> m_chosen; // column -> shown, as the user set it (now or in an earlier run)
};

} // namespace lockscope::ui
