// SPDX-License-Identifier: Apache-2.0

#include "views/DeadlockGraphView.h"

#include "views/PaletteColors.h"
#include "zk/ZkTypes.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <QtMath>

namespace lockscope::ui {

namespace {

QPointF quadAt(const QPointF &a, const QPointF &c, const QPointF &b, qreal t)
{
    const qreal u = 1 - t;
    return u * u * a + 2 * u * t * c + t * t * b;
}

} // namespace

DeadlockGraphView::DeadlockGraphView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(false);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
}

void DeadlockGraphView::setCycle(const std::optional<DeadlockCycle> &cycle)
{
    m_cycle = cycle;
    m_arrows.clear();
    if (m_cycle) {
        for (const WaitEdge &edge : std::as_const(m_cycle->edges)) {
            auto it = std::find_if(m_arrows.begin(), m_arrows.end(),
                                   [&](const Arrow &a) { return a.from == edge.from && a.to == edge.to; });
            if (it == m_arrows.end())
                it = m_arrows.insert(m_arrows.end(), Arrow{edge.from, edge.to, {}, {}});
            if (!it->locks.contains(edge.lock))
                it->locks.append(edge.lock);
            it->edges.append(edge);
        }
    }
    m_labelRects.clear();
    update();
}

void DeadlockGraphView::setClientResolver(std::function<QString(qint64)> resolver)
{
    m_clientOf = std::move(resolver);
    update();
}

QList<DeadlockGraphView::Arrow> DeadlockGraphView::arrows() const
{
    return m_arrows;
}

QSize DeadlockGraphView::sizeHint() const
{
    const int h = fontMetrics().height();
    return {h * 26, h * 12};
}

QSize DeadlockGraphView::minimumSizeHint() const
{
    const int h = fontMetrics().height();
    return {h * 18, h * 9};
}

void DeadlockGraphView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QFontMetricsF fm(font());
    const qreal lineH = fm.height();
    m_labelRects = QList<QRectF>(m_arrows.size());

    if (!m_cycle || m_cycle->sessions.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Select a deadlock finding to see who waits for whom."));
        return;
    }

    // A caption says how to read the picture; the ring fills what is left.
    p.setPen(pal.color(QPalette::Text));
    const QString caption = tr("%n sessions wait for each other in a circle: an arrow points from a "
                               "waiting session to the one holding the lock it waits for.",
                               nullptr, int(m_cycle->sessions.size()));
    const QRectF captionRect(lineH / 2, lineH / 4, width() - lineH, lineH * 2.2);
    QRectF captionUsed;
    p.drawText(captionRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption, &captionUsed);
    const QRectF area = QRectF(rect()).adjusted(lineH / 2, captionUsed.bottom() + lineH / 2, -lineH / 2, -lineH / 2);

    // Session boxes on an ellipse, the first on the left, the rest clockwise.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF boldFm(bold);
    const qsizetype n = m_cycle->sessions.size();
    QHash<qint64, QRectF> boxes;
    QHash<qint64, QPointF> centres;
    QHash<qint64, QString> clients;
    qreal boxW = 0;
    for (qint64 s : std::as_const(m_cycle->sessions)) {
        QString client = m_clientOf ? m_clientOf(s) : QString();
        if (client.isEmpty())
            client = tr("client unknown");
        clients.insert(s, client);
        boxW = qMax(boxW, qMax(boldFm.horizontalAdvance(formatSessionId(s)), fm.horizontalAdvance(client)));
    }
    boxW += lineH;
    const qreal boxH = lineH * 2.6;
    const qreal rx = qMax<qreal>(0, area.width() / 2 - boxW / 2);
    const qreal ry = qMax<qreal>(0, area.height() / 2 - boxH / 2);
    for (qsizetype i = 0; i < n; ++i) {
        const qreal angle = M_PI + 2 * M_PI * qreal(i) / qreal(n);
        const QPointF c(area.center().x() + rx * qCos(angle), area.center().y() + ry * qSin(angle));
        const qint64 s = m_cycle->sessions.at(i);
        centres.insert(s, c);
        boxes.insert(s, QRectF(c.x() - boxW / 2, c.y() - boxH / 2, boxW, boxH));
    }

    // Arrows first, so boxes and labels sit on top of them.
    const QColor arrowColor = PaletteColors::criticalMark(pal);
    struct PendingLabel {
        QPointF at;
        QString text;
        qsizetype arrow = 0;
    };
    QList<PendingLabel> labels;
    for (qsizetype index = 0; index < m_arrows.size(); ++index) {
        const Arrow &arrow = m_arrows.at(index);
        if (!centres.contains(arrow.from) || !centres.contains(arrow.to))
            continue;
        const QPointF a = centres.value(arrow.from);
        const QPointF b = centres.value(arrow.to);
        const QPointF d = b - a;
        const qreal len = qMax<qreal>(1, qSqrt(d.x() * d.x() + d.y() * d.y()));
        // Bent to the left of its direction: the two arrows between a pair never overlap.
        const QPointF normal(d.y() / len, -d.x() / len);
        const QPointF control = (a + b) / 2 + normal * qMin(len * 0.3, area.height() * 0.45);
        const QRectF fromBox = boxes.value(arrow.from).adjusted(-3, -3, 3, 3);
        const QRectF toBox = boxes.value(arrow.to).adjusted(-6, -6, 6, 6);
        QPolygonF line;
        for (int step = 0; step <= 100; ++step) {
            const QPointF pt = quadAt(a, control, b, step / 100.0);
            if (!fromBox.contains(pt) && !toBox.contains(pt))
                line << pt;
        }
        if (line.size() < 2)
            continue;
        p.setPen(QPen(arrowColor, 2));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(line);
        const QPointF tip = line.last();
        const QPointF dir = tip - line.at(line.size() - 2);
        const qreal angle = qAtan2(dir.y(), dir.x());
        const qreal head = lineH * 0.6;
        QPolygonF arrowHead;
        arrowHead << tip << tip - QPointF(head * qCos(angle - 0.45), head * qSin(angle - 0.45))
                  << tip - QPointF(head * qCos(angle + 0.45), head * qSin(angle + 0.45));
        p.setBrush(arrowColor);
        p.drawPolygon(arrowHead);
        labels.append(
            {quadAt(a, control, b, 0.5), tr("waits for %1").arg(arrow.locks.join(QStringLiteral(", "))), index});
    }

    const QColor border = PaletteColors::border(pal);
    for (qint64 s : std::as_const(m_cycle->sessions)) {
        const QRectF box = boxes.value(s);
        p.setPen(QPen(arrowColor, 1.5));
        p.setBrush(PaletteColors::errorBackground(pal));
        p.drawRoundedRect(box, 6, 6);
        p.setPen(pal.color(QPalette::Text));
        p.setFont(bold);
        p.drawText(QRectF(box.left(), box.top() + lineH * 0.3, box.width(), lineH), Qt::AlignCenter,
                   formatSessionId(s));
        p.setFont(font());
        p.drawText(QRectF(box.left(), box.top() + lineH * 1.3, box.width(), lineH), Qt::AlignCenter, clients.value(s));
    }

    // Labels last, on an opaque plate, elided from the left: the end of a lock path says most.
    const qreal maxLabelW = qMax<qreal>(lineH * 8, width() * 0.45);
    for (const PendingLabel &label : std::as_const(labels)) {
        const QString text = fm.elidedText(label.text, Qt::ElideLeft, maxLabelW);
        const qreal w = fm.horizontalAdvance(text) + lineH * 0.6;
        QRectF plate(label.at.x() - w / 2, label.at.y() - lineH * 0.65, w, lineH * 1.3);
        plate.moveLeft(qBound<qreal>(2, plate.left(), width() - plate.width() - 2));
        p.setPen(QPen(border, 1));
        p.setBrush(pal.color(QPalette::Base));
        p.drawRoundedRect(plate, 4, 4);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(plate, Qt::AlignCenter, text);
        m_labelRects[label.arrow] = plate;
    }
}

int DeadlockGraphView::labelAt(const QPointF &pos) const
{
    for (qsizetype i = 0; i < m_labelRects.size() && i < m_arrows.size(); ++i) {
        if (!m_labelRects.at(i).isNull() && m_labelRects.at(i).contains(pos))
            return int(i);
    }
    return -1;
}

bool DeadlockGraphView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = labelAt(help->pos());
        if (i < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        QStringList lines;
        for (const WaitEdge &e : std::as_const(m_arrows.at(i).edges))
            lines << tr("%1\n  %2 waits behind %3").arg(e.lock, e.waitingNode.path(), e.blockingNode.path());
        lines << tr("Double-click to show the lock.");
        QToolTip::showText(help->globalPos(), lines.join(QLatin1Char('\n')), this);
        return true;
    }
    return QWidget::event(event);
}

void DeadlockGraphView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const int i = labelAt(event->position());
    if (i < 0 || m_arrows.at(i).edges.isEmpty()) {
        QWidget::mouseDoubleClickEvent(event);
        return;
    }
    const WaitEdge &edge = m_arrows.at(i).edges.constFirst();
    Q_EMIT lockActivated(edge.lock, edge.waitingNode.path());
}

} // namespace lockscope::ui
