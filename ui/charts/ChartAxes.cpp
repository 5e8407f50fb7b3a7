// SPDX-License-Identifier: Apache-2.0

#include "charts/ChartAxes.h"

#include <QDateTime>
#include <QDateTimeAxis>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace lockscope::ui {

void setCountRange(QValueAxis *axis, qreal max)
{
    const qreal top = std::max<qreal>(1, std::ceil(max));
    qreal step = 1;
    for (qreal magnitude = 1;; magnitude *= 10) {
        if (top / magnitude <= 5) {
            step = magnitude;
            break;
        }
        if (top / (2 * magnitude) <= 5) {
            step = 2 * magnitude;
            break;
        }
        if (top / (5 * magnitude) <= 5) {
            step = 5 * magnitude;
            break;
        }
    }
    const qreal rounded = std::ceil(top / step) * step;
    axis->setRange(0, rounded);
    axis->setTickCount(int(rounded / step) + 1);
}

void setTimeRange(QDateTimeAxis *axis, qint64 fromMs, qint64 toMs, int plotWidth)
{
    const qint64 span = toMs - fromMs;
    axis->setFormat(span <= 15 * 60000     ? QStringLiteral("HH:mm:ss")
                        : span <= 86400000 ? QStringLiteral("HH:mm")
                                           : QStringLiteral("d MMM HH:mm"));
    axis->setTickCount(std::clamp(plotWidth / 90, 3, 8));
    axis->setRange(QDateTime::fromMSecsSinceEpoch(fromMs), QDateTime::fromMSecsSinceEpoch(toMs));
}

} // namespace lockscope::ui
