// SPDX-License-Identifier: Apache-2.0

#pragma once
// Colours derived from the current palette, so that light and dark themes both read well: a
// hue is only ever mixed into the palette's own background, and text keeps the palette's colour.

#include <QColor>
#include <QPalette>

namespace lockscope::ui::PaletteColors {

// `amount` (0..1) of `tint` mixed into `base`.
QColor mix(const QColor &base, const QColor &tint, qreal amount);

QColor holderFill(const QPalette &palette);
QColor waiterFill(const QPalette &palette);
QColor handOff(const QPalette &palette, qreal strength);
QColor warningBackground(const QPalette &palette);
QColor errorBackground(const QPalette &palette);
QColor okBackground(const QPalette &palette);
QColor border(const QPalette &palette);
QColor arrow(const QPalette &palette);
// Marks of a finding's severity: saturated enough to tell apart on light and dark bases alike.
QColor criticalMark(const QPalette &palette);
QColor warningMark(const QPalette &palette);
QColor infoMark(const QPalette &palette);

} // namespace lockscope::ui::PaletteColors
