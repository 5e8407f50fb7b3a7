// SPDX-License-Identifier: Apache-2.0

#include "mainwindow/PaneCycle.h"

#include <QApplication>
#include <QShortcut>
#include <QWidget>

namespace lockscope::ui {

namespace {

// The widget that takes the focus for a pane: itself, or its first focusable descendant (a
// panel of a table and buttons gives it to the table).
QWidget *focusTarget(QWidget *pane)
{
    if (!pane || !pane->isVisible())
        return nullptr;
    if ((pane->focusPolicy() & Qt::TabFocus) && pane->isEnabled())
        return pane;
    for (QWidget *child : pane->findChildren<QWidget *>()) {
        if ((child->focusPolicy() & Qt::TabFocus) && child->isVisible() && child->isEnabled())
            return child;
    }
    return nullptr;
}

} // namespace

PaneCycle::PaneCycle(QWidget *scope, std::function<QList<QWidget *>()> panes)
    : QObject(scope), m_scope(scope), m_panes(std::move(panes))
{
    auto *forward = new QShortcut(QKeySequence(Qt::Key_F6), scope, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    auto *backward =
        new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6), scope, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(forward, &QShortcut::activated, this, [this] { move(1); });
    connect(backward, &QShortcut::activated, this, [this] { move(-1); });
}

void PaneCycle::move(int step)
{
    const QList<QWidget *> panes = m_panes();
    if (panes.isEmpty())
        return;
    const QWidget *focus = QApplication::focusWidget();
    qsizetype at = -1;
    for (qsizetype i = 0; i < panes.size() && focus; ++i) {
        if (panes[i] && (panes[i] == focus || panes[i]->isAncestorOf(focus)))
            at = i;
    }
    const qsizetype count = panes.size();
    qsizetype next = at < 0 ? (step > 0 ? 0 : count - 1) : at;
    for (qsizetype tried = 0; tried < count; ++tried) {
        if (at >= 0 || tried > 0)
            next = ((next + step) % count + count) % count;
        if (QWidget *target = focusTarget(panes[next])) {
            target->setFocus(Qt::ShortcutFocusReason);
            return;
        }
    }
}

} // namespace lockscope::ui
