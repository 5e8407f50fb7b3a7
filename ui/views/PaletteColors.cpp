// SPDX-License-Identifier: Apache-2.0

#include "views/PaletteColors.h"

namespace lockscope::ui::PaletteColors {

namespace {
const QColor kGreen(46, 160, 67);
const QColor kAmber(230, 160, 0);
const QColor kRed(215, 58, 73);
const QColor kBlue(56, 132, 230);
} // namespace

QColor mix(const QColor &base, const QColor &tint, qreal amount)
{
    const qreal a = qBound<qreal>(0, amount, 1);
    return QColor::fromRgbF(float(base.redF() * (1 - a) + tint.redF() * a),
                            float(base.greenF() * (1 - a) + tint.greenF() * a),
                            float(base.blueF() * (1 - a) + tint.blueF() * a));
}

QColor holderFill(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), kGreen, 0.28);
}
QColor waiterFill(const QPalette &palette)
{
    return palette.color(QPalette::AlternateBase);
}

QColor handOff(const QPalette &palette, qreal strength)
{
    return mix(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.65 * strength);
}

QColor warningBackground(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), kAmber, 0.3);
}
QColor errorBackground(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), kRed, 0.35);
}
QColor okBackground(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), kGreen, 0.3);
}
QColor border(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.45);
}
QColor arrow(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.7);
}

QColor criticalMark(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), kRed, 0.9);
}
QColor warningMark(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), kAmber, 0.9);
}
QColor infoMark(const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), kBlue, 0.85);
}

} // namespace lockscope::ui::PaletteColors
