// SPDX-License-Identifier: Apache-2.0

#include "models/SeverityIcon.h"

#include "views/PaletteColors.h"

#include <QGuiApplication>
#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace lockscope::ui {

namespace {

QColor markOf(Severity severity, const QPalette &palette)
{
    switch (severity) {
    case Severity::Critical: return PaletteColors::criticalMark(palette);
    case Severity::Warning: return PaletteColors::warningMark(palette);
    case Severity::Info: return PaletteColors::infoMark(palette);
    }
    return {};
}

} // namespace

QIcon severityIcon(Severity severity)
{
    static QHash<QRgb, QIcon> cache; // keyed by colour: a palette change makes new ones
    const QPalette palette = QGuiApplication::palette();
    const QColor fill = markOf(severity, palette);
    const QRgb key = fill.rgb();
    if (const auto it = cache.constFind(key); it != cache.cend())
        return *it;
    const int size = 16;
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(PaletteColors::border(palette), 1));
    p.setBrush(fill);
    p.drawEllipse(QRectF(2.5, 2.5, size - 5, size - 5));
    p.end();
    return *cache.insert(key, QIcon(pixmap));
}

} // namespace lockscope::ui
