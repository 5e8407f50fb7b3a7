// SPDX-License-Identifier: Apache-2.0

#pragma once
// Log-ish bins (1-3-10 steps from 10 ms to an hour) for hold and wait time histograms: lock
// durations span milliseconds to minutes, so equal-width bins would put everything in one bar.

#include "stats/HistoryTypes.h"

#include <QString>
#include <vector>

namespace lockscope {

struct DurationBin {
    qint64 lowerMs = 0; // exclusive (the first bin holds 0 and below)
    qint64 upperMs = -1; // inclusive, as a Prometheus `le` bound; -1 for the last, open bin
    QString label; // short, for an axis: "10–30 ms", "1–3 s", ">1 h"
};

const std::vector<DurationBin> &durationBins();
// Index into durationBins() of the bin holding this duration (negative durations go to the first).
int durationBinIndex(qint64 durationMs);
// Samples per bin, one count per entry of durationBins().
std::vector<qint64> durationHistogram(const std::vector<DurationSample> &samples);

} // namespace lockscope
