// SPDX-License-Identifier: Apache-2.0

#include "views/StateBadge.h"

#include "views/PaletteColors.h"

#include <QEvent>
#include <QGuiApplication>

namespace lockscope::ui {

StateBadge::StateBadge(QWidget *parent) : QLabel(parent)
{
    setAutoFillBackground(true);
    setMargin(fontMetrics().height() / 5);
    QFont f = font();
    f.setBold(true);
    setFont(f);
    applyTone();
}

void StateBadge::setState(const QString &text, Tone tone)
{
    setText(text);
    if (m_tone != tone) {
        m_tone = tone;
        applyTone();
    }
}

void StateBadge::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::ApplicationPaletteChange)
        applyTone();
}

void StateBadge::applyTone()
{
    QPalette pal = QGuiApplication::palette();
    QColor background = pal.color(QPalette::Button);
    switch (m_tone) {
    case Tone::Neutral: break;
    case Tone::Good: background = PaletteColors::okBackground(pal); break;
    case Tone::Warning: background = PaletteColors::warningBackground(pal); break;
    case Tone::Bad: background = PaletteColors::errorBackground(pal); break;
    }
    pal.setColor(QPalette::Window, background);
    pal.setColor(QPalette::WindowText, pal.color(QPalette::Text));
    setPalette(pal);
}

} // namespace lockscope::ui
