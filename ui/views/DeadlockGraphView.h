// SPDX-License-Identifier: Apache-2.0

#pragma once
// One deadlock drawn as a ring: each session of the cycle is a box (its id and client address),
// and an arrow goes from a waiting session to the session that holds what it waits for,
// labelled with the lock. Double-clicking a label asks to show that lock. Colours come from the
// palette so light and dark themes both read.

#include "diagnostics/WaitForGraph.h"

#include <QWidget>
#include <functional>
#include <optional>

namespace lockscope::ui {

class DeadlockGraphView : public QWidget {
    Q_OBJECT
public:
    explicit DeadlockGraphView(QWidget *parent = nullptr);

    void setCycle(const std::optional<DeadlockCycle> &cycle);
    const std::optional<DeadlockCycle> &cycle() const { return m_cycle; }
    // The client address of a session, shown under its id; empty when unknown.
    void setClientResolver(std::function<QString(qint64 session)> resolver);

    // One arrow per (waiting, blocking) pair of sessions, with every lock it stands for.
    struct Arrow {
        qint64 from = 0;
        qint64 to = 0;
        QStringList locks;
        QList<WaitEdge> edges;
    };
    QList<Arrow> arrows() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // The lock of a double-clicked arrow label, and the waiting node it concerns.
    void lockActivated(const QString &lockPath, const QString &waitingNode);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    int labelAt(const QPointF &pos) const;

    std::optional<DeadlockCycle> m_cycle;
    QList<Arrow> m_arrows;
    std::function<QString(qint64)> m_clientOf;
    QList<QRectF> m_labelRects; // as last painted, index-aligned with m_arrows
};

} // namespace lockscope::ui
