// SPDX-License-Identifier: Apache-2.0

#include "views/ElidedLabel.h"

#include <QEvent>

namespace lockscope::ui {

ElidedLabel::ElidedLabel(QWidget *parent, Qt::TextElideMode mode) : QLabel(parent), m_mode(mode)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ElidedLabel::setFullText(const QString &text, const QString &detail)
{
    m_detail = detail;
    if (text == m_full) {
        elide();
        return;
    }
    m_full = text;
    elide();
    updateGeometry();
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for a few characters and the ellipsis: the layout decides the rest.
    return {fontMetrics().averageCharWidth() * 8, QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    // A few pixels over the advance: elidedText() rounds differently and would cut a text that fits.
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(m_full) + m.left() + m.right() + 2 * margin() + 4,
            QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        elide();
}

void ElidedLabel::elide()
{
    const QString shown = fontMetrics().elidedText(m_full, m_mode, contentsRect().width() - 2 * margin());
    if (shown != text())
        setText(shown);
    setToolTip(!m_detail.isEmpty() ? m_detail : shown == m_full ? QString() : m_full);
}

} // namespace lockscope::ui
