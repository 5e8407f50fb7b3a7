// SPDX-License-Identifier: Apache-2.0

#include "charts/ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

namespace lockscope::ui {

namespace {

QColor blend(const QColor &a, const QColor &b, qreal amountOfB)
{
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * amountOfB,
                            a.greenF() + (b.greenF() - a.greenF()) * amountOfB,
                            a.blueF() + (b.blueF() - a.blueF()) * amountOfB);
}

} // namespace

ChartColors chartColors(const QPalette &palette)
{
    ChartColors c;
    c.background = palette.color(QPalette::Base);
    c.text = palette.color(QPalette::Text);
    c.dark = c.background.lightness() < 128;
    c.grid = blend(c.background, c.text, 0.12);
    c.axisLine = blend(c.background, c.text, 0.35);
    // Orange for waiting and blue for holding read apart for most colour vision deficiencies.
    c.waiting = c.dark ? QColor(0xff, 0xa9, 0x4d) : QColor(0xd9, 0x48, 0x0f);
    c.holding = c.dark ? QColor(0x74, 0xc0, 0xfc) : QColor(0x1c, 0x6e, 0xc9);
    c.rate = c.dark ? QColor(0x8c, 0xe9, 0x9a) : QColor(0x2b, 0x8a, 0x3e);
    c.hold = c.holding;
    c.wait = c.waiting;
    return c;
}

void styleChart(QChart *chart, const ChartColors &colors)
{
    chart->setTheme(colors.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(colors.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(colors.text);
    chart->legend()->setLabelColor(colors.text);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(colors.text);
        axis->setTitleBrush(colors.text);
        axis->setGridLineColor(colors.grid);
        axis->setMinorGridLineColor(colors.grid);
        axis->setLinePenColor(colors.axisLine);
    }
}

} // namespace lockscope::ui
