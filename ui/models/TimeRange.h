// SPDX-License-Identifier: Apache-2.0

#pragma once
// A span of time the operator selected in the timeline (ms since epoch, both ends included):
// the event feed and the charts show only what happened within it.

#include <QtGlobal>

namespace lockscope::ui {

struct TimeRange {
    qint64 fromMs = 0;
    qint64 toMs = 0;

    bool contains(qint64 atMs) const { return fromMs <= atMs && atMs <= toMs; }
    bool overlaps(qint64 startMs, qint64 endMs) const { return startMs <= toMs && endMs >= fromMs; }
    friend bool operator==(const TimeRange &, const TimeRange &) = default;
};

} // namespace lockscope::ui
