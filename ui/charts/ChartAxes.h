// SPDX-License-Identifier: Apache-2.0

#pragma once
// Axis ranges for the contention charts: counts from zero to a round number with whole-number
// ticks (queues and acquisitions have no fractions), and a time range labelled for its span.

#include <QtGlobal>

QT_BEGIN_NAMESPACE
class QDateTimeAxis;
class QValueAxis;
QT_END_NAMESPACE

namespace lockscope::ui {

// 0 .. a round number at or above `max`, ticks at 1-2-5 steps.
void setCountRange(QValueAxis *axis, qreal max);
// fromMs .. toMs (ms since the epoch), as many ticks as fit the plot width.
void setTimeRange(QDateTimeAxis *axis, qint64 fromMs, qint64 toMs, int plotWidth);

} // namespace lockscope::ui
