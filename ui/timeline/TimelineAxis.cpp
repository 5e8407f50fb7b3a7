// SPDX-License-Identifier: Apache-2.0

#include "timeline/TimelineAxis.h"

#include <QDateTime>
#include <array>

namespace lockscope::ui {

namespace {

constexpr qint64 kSecond = 1000;
constexpr qint64 kMinute = 60 * kSecond;
constexpr qint64 kHour = 60 * kMinute;
constexpr qint64 kDay = 24 * kHour;
constexpr std::array<qint64, 28> kSteps{1,
                                        2,
                                        5,
                                        10,
                                        20,
                                        50,
                                        100,
                                        200,
                                        500,
                                        kSecond,
                                        2 * kSecond,
                                        5 * kSecond,
                                        10 * kSecond,
                                        15 * kSecond,
                                        30 * kSecond,
                                        kMinute,
                                        2 * kMinute,
                                        5 * kMinute,
                                        10 * kMinute,
                                        15 * kMinute,
                                        30 * kMinute,
                                        kHour,
                                        2 * kHour,
                                        3 * kHour,
                                        6 * kHour,
                                        12 * kHour,
                                        kDay,
                                        7 * kDay};

QString formatFor(qint64 stepMs)
{
    if (stepMs < kSecond)
        return QStringLiteral("HH:mm:ss.zzz");
    if (stepMs < kMinute)
        return QStringLiteral("HH:mm:ss");
    if (stepMs < kDay)
        return QStringLiteral("HH:mm");
    return QStringLiteral("yyyy-MM-dd");
}

} // namespace

qint64 axisStepMs(double msPerPx, int minSpacingPx)
{
    const double wanted = msPerPx * minSpacingPx;
    for (qint64 step : kSteps) {
        if (double(step) >= wanted)
            return step;
    }
    return kSteps.back();
}

std::vector<AxisTick> axisTicks(qint64 fromMs, qint64 toMs, double msPerPx, int minSpacingPx)
{
    std::vector<AxisTick> ticks;
    if (toMs <= fromMs || msPerPx <= 0)
        return ticks;
    const qint64 step = axisStepMs(msPerPx, minSpacingPx);
    // Round in local time, so that hour ticks fall on the operator's hours.
    const qint64 offset = qint64(QDateTime::fromMSecsSinceEpoch(fromMs).offsetFromUtc()) * kSecond;
    const qint64 local = fromMs + offset;
    qint64 at = (local / step + (local % step > 0 ? 1 : 0)) * step - offset;
    const QString format = formatFor(step);
    int previousDay = -1;
    for (; at <= toMs; at += step) {
        const QDateTime when = QDateTime::fromMSecsSinceEpoch(at);
        QString label = when.toString(format);
        // The date where the day changes, for ticks a minute to hours apart.
        const int day = int(when.date().toJulianDay());
        if (step < kDay && step >= kMinute && day != previousDay && previousDay >= 0)
            label = when.toString(QStringLiteral("MM-dd ")) + label;
        previousDay = day;
        ticks.push_back({at, label});
    }
    return ticks;
}

QString cursorLabel(qint64 atMs)
{
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(atMs);
    if (when.date() == QDate::currentDate())
        return when.toString(QStringLiteral("HH:mm:ss.zzz"));
    return when.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

} // namespace lockscope::ui
