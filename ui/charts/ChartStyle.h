// SPDX-License-Identifier: Apache-2.0

#pragma once
// Chart colours that follow the widget palette: Qt Charts' light or dark theme by the palette's
// lightness, then the palette's own background and text, so that a chart sits in its window
// like any other widget. Series colours are picked per theme to keep contrast.

#include <QColor>
#include <QPalette>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace lockscope::ui {

struct ChartColors {
    bool dark = false;
    QColor background;
    QColor text;
    QColor grid;
    QColor axisLine;
    QColor waiting;
    QColor holding;
    QColor rate;
    QColor hold;
    QColor wait;
};

ChartColors chartColors(const QPalette &palette);
// Theme, background, title, legend and every axis attached so far.
void styleChart(QChart *chart, const ChartColors &colors);

} // namespace lockscope::ui
