// SPDX-License-Identifier: Apache-2.0

#pragma once
// The time axis of a timeline: tick positions on round local times (1 ms to 1 day apart) and
// labels with just the precision their spacing needs ("03:12", "03:12:05", "03:12:05.250").

#include <QString>
#include <vector>

namespace lockscope::ui {

struct AxisTick {
    qint64 atMs = 0;
    QString label;
};

// Ticks within [fromMs, toMs], at least minSpacingPx apart at msPerPx.
std::vector<AxisTick> axisTicks(qint64 fromMs, qint64 toMs, double msPerPx, int minSpacingPx);
// The step axisTicks picks: the smallest round step at least minSpacingPx wide.
qint64 axisStepMs(double msPerPx, int minSpacingPx);
// A moment as the cursor's label shows it: local time with milliseconds, the date when it is
// not today's.
QString cursorLabel(qint64 atMs);

} // namespace lockscope::ui
