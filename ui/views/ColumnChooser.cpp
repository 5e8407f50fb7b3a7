// SPDX-License-Identifier: Apache-2.0

#include "views/ColumnChooser.h"

#include <QHeaderView>
#include <QMenu>
#include <QSettings>

namespace lockscope::ui {

ColumnChooser::ColumnChooser(QHeaderView *header, QString settingsKey, QSet<int> alwaysShown)
    : QObject(header), m_header(header), m_settingsKey(std::move(settingsKey)), m_alwaysShown(std::move(alwaysShown))
{
    const QVariantMap saved = QSettings().value(m_settingsKey).toMap();
    for (auto it = saved.cbegin(); it != saved.cend(); ++it) {
        bool isNumber = false;
        const int column = it.key().toInt(&isNumber);
        if (!isNumber || column < 0 || column >= m_header->count() || m_alwaysShown.contains(column))
            continue; // a column of another version, or one that cannot be hidden
        m_chosen.insert(column, it.value().toBool());
        m_header->setSectionHidden(column, !it.value().toBool());
    }
    m_header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_header, &QWidget::customContextMenuRequested, this, &ColumnChooser::showMenu);
}

void ColumnChooser::setDefaultHidden(int column, bool hidden)
{
    if (!m_chosen.contains(column) && m_header->isSectionHidden(column) != hidden)
        m_header->setSectionHidden(column, hidden);
}

void ColumnChooser::showMenu(const QPoint &pos)
{
    QMenu menu(m_header);
    for (int visual = 0; visual < m_header->count(); ++visual) {
        const int column = m_header->logicalIndex(visual);
        if (m_alwaysShown.contains(column))
            continue;
        QAction *action = menu.addAction(m_header->model()->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!m_header->isSectionHidden(column));
        connect(action, &QAction::toggled, this, [this, column](bool shown) { choose(column, shown); });
    }
    menu.exec(m_header->mapToGlobal(pos));
}

void ColumnChooser::choose(int column, bool shown)
{
    m_header->setSectionHidden(column, !shown);
    m_chosen.insert(column, shown);
    QVariantMap saved;
    for (auto it = m_chosen.cbegin(); it != m_chosen.cend(); ++it)
        saved.insert(QString::number(it.key()), it.value());
    QSettings().setValue(m_settingsKey, saved);
}

} // namespace lockscope::ui
