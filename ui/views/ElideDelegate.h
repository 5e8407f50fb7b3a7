// SPDX-License-Identifier: Apache-2.0

#pragma once
// A column cut its own way where its view's one textElideMode does not suit it: a path or id,
// told apart by its ends, is cut in the middle.

#include <QStyledItemDelegate>

namespace lockscope::ui {

class ElideDelegate : public QStyledItemDelegate {
public:
    ElideDelegate(Qt::TextElideMode mode, QObject *parent) : QStyledItemDelegate(parent), m_mode(mode) { }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = m_mode;
    }

private:
    Qt::TextElideMode m_mode;
};

} // namespace lockscope::ui
