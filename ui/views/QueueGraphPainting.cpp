// SPDX-License-Identifier: Apache-2.0

// QueueGraphView's painting: a box per entry, an arrow from each waiter to what it waits for.
#include "views/QueueGraphView.h"

#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "models/QueueModel.h"
#include "views/PaletteColors.h"

#include <QDateTime>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <cmath>

namespace lockscope::ui {

void QueueGraphView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.setPen(pal.color(QPalette::Text));
    m_lastPainted = 0;
    if (!m_model || m_model->lockKey().isEmpty()) {
        p.drawText(viewport()->rect(), Qt::AlignCenter, tr("Select a lock to see its queue"));
        return;
    }
    const int scroll = verticalScrollBar()->value();
    const int viewH = viewport()->height();
    const int holders = m_model->holderCount();
    const int waiters = m_model->rowCount() - holders;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    p.translate(0, -scroll);

    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    // Titles line up with the boxes, clear of the arrows' lane on the left.
    const int titleLeft = m_m.margin + m_m.gutter;
    const QRect holdTitle(titleLeft, m_m.margin, viewport()->width() - titleLeft - m_m.margin, m_m.line);
    const bool election = m_model->kind() == LockKind::Election;
    p.drawText(holdTitle, Qt::AlignLeft | Qt::AlignVCenter,
               holders == 0 ? (election ? tr("No leader") : tr("Nobody holds this lock"))
                            : (election ? tr("Leader") : tr("Holding: %1").arg(holders)));
    const QRect waitTitle(titleLeft, m_m.waitersTitleTop, viewport()->width() - titleLeft - m_m.margin, m_m.line);
    p.drawText(waitTitle, Qt::AlignLeft | Qt::AlignVCenter,
               waiters == 0
                   ? (election ? tr("No standby") : tr("Nobody waits"))
                   : (election ? tr("Standby: %1, in order").arg(waiters) : tr("Waiting: %1, in order").arg(waiters)));
    p.setFont(font());

    // Holder lines that intersect the viewport.
    if (holders > 0) {
        const int firstLine = qMax(0, (scroll - m_m.holdersTop) / m_m.rowH);
        const int lastLine = qMin(m_m.holderLines - 1, (scroll + viewH - m_m.holdersTop) / m_m.rowH);
        for (int line = firstLine; line <= lastLine; ++line) {
            for (int row = line * m_m.perLine; row < qMin(holders, (line + 1) * m_m.perLine); ++row)
                paintBox(p, row, contentRect(row), now);
        }
    }
    // Waiter rows that intersect the viewport; arrows first so boxes sit on top of them.
    if (waiters > 0) {
        const int first = holders + qMax(0, (scroll - m_m.waitersTop) / m_m.rowH);
        const int last = qMin(m_model->rowCount() - 1, holders + (scroll + viewH - m_m.waitersTop) / m_m.rowH);
        for (int row = first; row <= last; ++row)
            paintArrow(p, row, contentRect(row));
        for (int row = first; row <= last; ++row)
            paintBox(p, row, contentRect(row), now);
    }
    if (m_model->hasActiveHighlights(now)) {
        if (!m_animation.isActive())
            m_animation.start();
    } else {
        m_animation.stop();
    }
}

void QueueGraphView::paintBox(QPainter &p, int row, const QRect &box, qint64 now)
{
    ++m_lastPainted;
    const QPalette pal = palette();
    const LockEntry &e = m_model->entryAt(row);
    const bool holds = e.state == EntryState::Holding;
    const bool selected = m_selection && m_selection->isRowSelected(row, {});
    QColor fill = holds ? PaletteColors::holderFill(pal) : PaletteColors::waiterFill(pal);
    if (e.revocationRequested || !e.isEphemeral())
        fill = PaletteColors::warningBackground(pal);
    if (const qreal strength = m_model->highlightStrength(row, now); strength > 0)
        fill = PaletteColors::mix(fill, pal.color(QPalette::Highlight), 0.7 * strength);
    if (selected)
        fill = PaletteColors::mix(fill, pal.color(QPalette::Highlight), 0.35);
    p.setPen(QPen(selected ? pal.color(QPalette::Highlight) : PaletteColors::border(pal), selected ? 2.5 : 1));
    p.setBrush(fill);
    p.drawRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), m_m.pad, m_m.pad);

    const QFontMetrics fm(font());
    const QRect inner = box.adjusted(m_m.pad * 2, m_m.pad, -m_m.pad * 2, -m_m.pad);
    const QRect line1(inner.left(), inner.top(), inner.width(), m_m.line);
    const bool ownerLine = m_model->hasOwners();
    const QRect ownerRect(inner.left(), inner.top() + m_m.line, inner.width(), m_m.line);
    const QRect line2(inner.left(), inner.top() + (ownerLine ? 2 : 1) * m_m.line, inner.width(), m_m.line);
    p.setPen(pal.color(QPalette::Text));
    const bool election = m_model->kind() == LockKind::Election;
    const QString place = holds ? (election ? displayEntryState(e.state, LockKind::Election) : tr("holds"))
                                : QStringLiteral("#%1").arg(row - m_model->holderCount() + 1);
    const QString mode = displayEntryMode(e.mode);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const int placeW = QFontMetrics(bold).horizontalAdvance(place) + m_m.pad * 2;
    p.drawText(line1, Qt::AlignLeft | Qt::AlignVCenter, place);
    p.setFont(font());
    const int modeW = fm.horizontalAdvance(mode) + m_m.pad;
    p.drawText(line1, Qt::AlignRight | Qt::AlignVCenter, mode);
    const QRect nameRect = line1.adjusted(placeW, 0, -modeW, 0);
    p.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(shortNodeName(e.node->name), Qt::ElideMiddle, nameRect.width()));

    if (ownerLine && e.owner)
        p.drawText(ownerRect, Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(e.owner->text, Qt::ElideMiddle, ownerRect.width()));
    const qint64 since = holds ? m_model->holdingSince(e.path()) : e.node->stat.ctimeMs;
    QStringList facts;
    if (e.revocationRequested)
        facts << tr("revocation requested");
    facts << formatOwner(e.node->stat.ephemeralOwner);
    if (const QString client = m_model->clientOf(e.node->stat.ephemeralOwner); !client.isEmpty())
        facts << client;
    facts << (holds          ? tr("held %1")
                  : election ? tr("standing by %1")
                             : tr("waiting %1"))
                 .arg(formatAge(m_model->ageReference(now) - (since > 0 ? since : e.node->stat.ctimeMs)));
    p.drawText(line2, Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(facts.join(QStringLiteral(" · ")), Qt::ElideRight, line2.width()));
}

void QueueGraphView::paintArrow(QPainter &p, int row, const QRect &box)
{
    const QPalette pal = palette();
    const int target = targetRow(row);
    const LockEntry &e = m_model->entryAt(row);
    p.setPen(QPen(PaletteColors::arrow(pal), 1.5));
    p.setBrush(PaletteColors::arrow(pal));
    const auto head = [&p, this](QPointF tip, QPointF from) {
        const QPointF dir = tip - from;
        const qreal len = std::hypot(dir.x(), dir.y());
        if (len < 1)
            return;
        const QPointF u = dir / len;
        const QPointF n(-u.y(), u.x());
        const qreal s = m_m.pad * 1.6;
        p.drawPolygon(QPolygonF{tip, tip - u * s * 1.6 + n * s, tip - u * s * 1.6 - n * s});
    };
    if (target < 0) {
        if (!e.waitsForNode.isEmpty()) { // waits on something outside the queue (a semaphore's folder)
            const QRect label(box.right() + m_m.gap, box.top(), viewport()->width() - box.right() - 2 * m_m.gap,
                              box.height());
            p.setPen(pal.color(QPalette::Text));
            p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetrics(font()).elidedText(tr("waits for %1").arg(e.waitsForNode.name), Qt::ElideRight,
                                                       label.width()));
        }
        return;
    }
    const QRect t = contentRect(target);
    const bool targetHolds = m_model->entryAt(target).state == EntryState::Holding;
    if (target == row - 1 && !targetHolds) {
        const QPointF from(box.left() + m_m.line * 1.5, box.top());
        const QPointF tip(from.x(), t.bottom() + 1);
        p.drawLine(from, tip);
        head(tip, from);
        return;
    }
    const qreal laneX = m_m.margin + m_m.gutter * 0.45;
    const qreal y = box.center().y();
    QPainterPath path(QPointF(box.left(), y));
    path.lineTo(laneX, y);
    if (targetHolds) {
        const qreal below = t.bottom() + m_m.gap / 2.0;
        path.lineTo(laneX, below);
        path.lineTo(t.center().x(), below);
        const QPointF tip(t.center().x(), t.bottom() + 1);
        path.lineTo(tip);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(PaletteColors::arrow(pal));
        head(tip, QPointF(tip.x(), below));
    } else {
        path.lineTo(laneX, t.center().y());
        const QPointF tip(t.left(), t.center().y());
        path.lineTo(tip);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(PaletteColors::arrow(pal));
        head(tip, QPointF(laneX, tip.y()));
    }
}

} // namespace lockscope::ui
