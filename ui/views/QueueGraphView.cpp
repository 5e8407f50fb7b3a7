// SPDX-License-Identifier: Apache-2.0

#include "views/QueueGraphView.h"

#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "models/QueueModel.h"
#include "zk/ZkPaths.h"
#include "views/PaletteColors.h"

#include <QContextMenuEvent>
#include <QDateTime>
#include <QItemSelectionModel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <cmath>

namespace lockscope::ui {

QueueGraphView::QueueGraphView(QWidget *parent) : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_animation.setInterval(80);
    connect(&m_animation, &QTimer::timeout, viewport(), qOverload<>(&QWidget::update));
    relayout();
}

void QueueGraphView::setModel(QueueModel *model, QItemSelectionModel *selection)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    if (m_selection)
        disconnect(m_selection, nullptr, this, nullptr);
    m_model = model;
    m_selection = selection;
    const auto changed = [this] { modelChanged(); };
    connect(model, &QAbstractItemModel::rowsInserted, this, changed);
    connect(model, &QAbstractItemModel::rowsRemoved, this, changed);
    connect(model, &QAbstractItemModel::modelReset, this, changed);
    connect(model, &QAbstractItemModel::dataChanged, this, changed);
    connect(selection, &QItemSelectionModel::selectionChanged, viewport(), qOverload<>(&QWidget::update));
    connect(selection, &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            scrollToRow(current.row());
    });
    modelChanged();
}

void QueueGraphView::modelChanged()
{
    m_rowOfPathStale = true;
    relayout();
    viewport()->update();
}

void QueueGraphView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        relayout();
}

void QueueGraphView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    relayout();
}

void QueueGraphView::relayout()
{
    // Everything follows the font, so the drawing scales with the desktop's DPI and font size.
    const QFontMetrics fm(font());
    Metrics m;
    m.line = fm.height();
    m.pad = qMax(3, m.line / 4);
    m.gap = qMax(6, m.line / 2);
    m.margin = m.gap;
    m.gutter = m.line * 2;
    // Boxes use the room there is (a node name, a session, a client and an age must fit), but
    // holders that share the lock stay narrow enough to sit side by side.
    const int ch = fm.horizontalAdvance(QLatin1Char('x'));
    const int room = viewport()->width() - 2 * m.margin - m.gutter;
    // A third line, under the node name, when the lock's system names its owners.
    m.boxH = ((m_model && m_model->hasOwners()) ? 3 : 2) * m.line + 2 * m.pad;
    m.rowH = m.boxH + m.gap;
    const int holders = m_model ? m_model->holderCount() : 0;
    const int rows = m_model ? m_model->rowCount() : 0;
    m.boxW = qBound(ch * 40, room, ch * 96);
    // A shared holder's facts (session · client · age) measured in the language shown.
    const int facts = fm.horizontalAdvance(QStringLiteral("0x0000000000000000 · 000.000.000.000:00000 · ")
                                           + tr("held %1").arg(formatAge(3599000)))
        + 4 * m.pad;
    m.holderBoxW = holders > 1 ? qMin(m.boxW, qMax(ch * 48, facts)) : m.boxW;
    m.perLine = qMax(1, (room + m.gap) / (m.holderBoxW + m.gap));
    m.holderLines = holders == 0 ? 0 : (holders + m.perLine - 1) / m.perLine;
    m.holdersTop = m.margin + m.line + m.pad;
    m.waitersTitleTop = m.holdersTop + qMax(1, m.holderLines) * m.rowH;
    m.waitersTop = m.waitersTitleTop + m.line + m.pad;
    m.contentH = m.waitersTop + (rows - holders) * m.rowH + m.margin;
    m_m = m;
    QScrollBar *bar = verticalScrollBar();
    bar->setRange(0, qMax(0, m.contentH - viewport()->height()));
    bar->setPageStep(viewport()->height());
    bar->setSingleStep(m.rowH);
}

QRect QueueGraphView::contentRect(int row) const
{
    const int holders = m_model ? m_model->holderCount() : 0;
    const int left = m_m.margin + m_m.gutter;
    if (row < holders) {
        const int line = row / m_m.perLine;
        const int col = row % m_m.perLine;
        return {left + col * (m_m.holderBoxW + m_m.gap), m_m.holdersTop + line * m_m.rowH, m_m.holderBoxW, m_m.boxH};
    }
    return {left, m_m.waitersTop + (row - holders) * m_m.rowH, m_m.boxW, m_m.boxH};
}

QRect QueueGraphView::rowRect(int row) const
{
    return contentRect(row).translated(0, -verticalScrollBar()->value());
}

int QueueGraphView::rowAt(const QPoint &pos) const
{
    if (!m_model)
        return -1;
    const QPoint c = pos + QPoint(0, verticalScrollBar()->value());
    const int holders = m_model->holderCount();
    const int rows = m_model->rowCount();
    int candidate = -1;
    if (c.y() >= m_m.waitersTop) {
        candidate = holders + (c.y() - m_m.waitersTop) / m_m.rowH;
    } else if (c.y() >= m_m.holdersTop && holders > 0) {
        const int line = (c.y() - m_m.holdersTop) / m_m.rowH;
        const int col = (c.x() - m_m.margin - m_m.gutter) / (m_m.holderBoxW + m_m.gap);
        if (col >= 0 && col < m_m.perLine)
            candidate = qMin(line * m_m.perLine + col, holders);
        if (candidate >= holders)
            candidate = -1;
    }
    if (candidate < 0 || candidate >= rows || !contentRect(candidate).contains(c))
        return -1;
    return candidate;
}

void QueueGraphView::scrollToRow(int row)
{
    const QRect r = contentRect(row);
    QScrollBar *bar = verticalScrollBar();
    if (r.top() - m_m.gap < bar->value())
        bar->setValue(r.top() - m_m.gap - (row < (m_model ? m_model->holderCount() : 0) ? m_m.line + m_m.pad : 0));
    else if (r.bottom() + m_m.gap > bar->value() + viewport()->height())
        bar->setValue(r.bottom() + m_m.gap - viewport()->height());
    viewport()->update();
}

int QueueGraphView::targetRow(int row) const
{
    const NodeRef &targetNode = m_model->entryAt(row).waitsForNode;
    if (targetNode.isEmpty())
        return -1;
    // Most waiters wait for the node right before them: no lookup needed.
    if (row > 0 && m_model->entryAt(row - 1).ref() == targetNode)
        return row - 1;
    const QString target = targetNode.path();
    if (m_rowOfPathStale) {
        m_rowOfPath.clear();
        m_rowOfPath.reserve(m_model->rowCount());
        for (int r = 0; r < m_model->rowCount(); ++r)
            m_rowOfPath.insert(m_model->entryAt(r).path(), r);
        m_rowOfPathStale = false;
    }
    return m_rowOfPath.value(target, -1);
}

void QueueGraphView::selectRow(int row, Qt::KeyboardModifiers modifiers)
{
    if (!m_selection || !m_model)
        return;
    const QModelIndex index = m_model->index(row, 0);
    QItemSelectionModel::SelectionFlags flags = QItemSelectionModel::Rows;
    if (modifiers & Qt::ControlModifier) {
        flags |= QItemSelectionModel::Toggle;
    } else if ((modifiers & Qt::ShiftModifier) && m_selection->currentIndex().isValid()) {
        const int from = m_selection->currentIndex().row();
        const QItemSelection range(m_model->index(qMin(from, row), 0),
                                   m_model->index(qMax(from, row), QueueModel::ColumnCount - 1));
        m_selection->select(range, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_selection->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
        return;
    } else {
        flags |= QItemSelectionModel::ClearAndSelect;
    }
    m_selection->setCurrentIndex(index, flags);
}

void QueueGraphView::mousePressEvent(QMouseEvent *event)
{
    const int row = rowAt(event->position().toPoint());
    if (row >= 0) {
        if (event->button() == Qt::LeftButton || !m_selection->isRowSelected(row, {}))
            selectRow(row, event->modifiers());
    } else if (event->button() == Qt::LeftButton && m_selection) {
        m_selection->clearSelection();
    }
    setFocus(Qt::MouseFocusReason);
    event->accept();
}

void QueueGraphView::keyPressEvent(QKeyEvent *event)
{
    if (!m_model || m_model->rowCount() == 0 || !m_selection)
        return QAbstractScrollArea::keyPressEvent(event);
    const int current = m_selection->currentIndex().isValid() ? m_selection->currentIndex().row() : -1;
    const int pageRows = qMax(1, viewport()->height() / m_m.rowH);
    int next = current;
    switch (event->key()) {
    case Qt::Key_Up: next = current - 1; break;
    case Qt::Key_Down: next = current + 1; break;
    case Qt::Key_PageUp: next = current - pageRows; break;
    case Qt::Key_PageDown: next = current + pageRows; break;
    case Qt::Key_Home: next = 0; break;
    case Qt::Key_End: next = m_model->rowCount() - 1; break;
    default: return QAbstractScrollArea::keyPressEvent(event);
    }
    selectRow(qBound(0, next, m_model->rowCount() - 1), event->modifiers() & Qt::ShiftModifier);
}

void QueueGraphView::contextMenuEvent(QContextMenuEvent *event)
{
    Q_EMIT contextMenuRequested(event->globalPos());
}

} // namespace lockscope::ui
