// SPDX-License-Identifier: Apache-2.0

#pragma once
// The selected lock's queue drawn as boxes: holders in front (several side by side when they
// share the lock), then waiters one per row in queue order, each with an arrow to the node it
// waits for. Only what is visible is laid out and painted, so a queue of 10,000 waiters scrolls
// like a short one. Shares its selection with the queue table.

#include <QAbstractScrollArea>
#include <QHash>
#include <QPointer>
#include <QTimer>

class QItemSelectionModel;

namespace lockscope::ui {

class QueueModel;

class QueueGraphView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit QueueGraphView(QWidget *parent = nullptr);

    void setModel(QueueModel *model, QItemSelectionModel *selection);
    // Row under a point of the viewport, -1 for none.
    int rowAt(const QPoint &viewportPos) const;
    // The row's box in viewport coordinates (may lie outside the viewport).
    QRect rowRect(int row) const;
    void scrollToRow(int row);
    // Rows painted by the last paint: a check that drawing stays bounded with long queues.
    int lastPaintedRows() const { return m_lastPainted; }

Q_SIGNALS:
    void contextMenuRequested(const QPoint &globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Metrics {
        int line = 0, pad = 0, boxW = 0, holderBoxW = 0, boxH = 0, rowH = 0, gap = 0, gutter = 0, margin = 0;
        int perLine = 1, holderLines = 0, holdersTop = 0, waitersTitleTop = 0, waitersTop = 0, contentH = 0;
    };
    void relayout();
    void modelChanged();
    int targetRow(int row) const;
    QRect contentRect(int row) const;
    void paintBox(QPainter &p, int row, const QRect &box, qint64 now);
    void paintArrow(QPainter &p, int row, const QRect &box);
    void selectRow(int row, Qt::KeyboardModifiers modifiers);

    QPointer<QueueModel> m_model;
    QPointer<QItemSelectionModel> m_selection;
    Metrics m_m;
    mutable QHash<QString, int> m_rowOfPath; // built lazily for arrows that skip rows
    mutable bool m_rowOfPathStale = true;
    QTimer m_animation;
    int m_lastPainted = 0;
};

} // namespace lockscope::ui
