// SPDX-License-Identifier: Apache-2.0

#include "stats/HistoryTypes.h"

#include <algorithm>

namespace lockscope {

namespace {

// The k-th smallest (1-based) of values, reordering them.
qint64 nthSmallest(std::vector<qint64> &values, std::size_t k)
{
    const auto nth = values.begin() + std::ptrdiff_t(k - 1);
    std::nth_element(values.begin(), nth, values.end());
    return *nth;
}

// Nearest rank of percentile p/100 among n values, computed in integers to avoid rounding.
std::size_t nearestRank(std::size_t n, std::size_t percent)
{
    return std::max<std::size_t>(1, (n * percent + 99) / 100);
}

} // namespace

DurationSummary summarize(std::vector<qint64> durationsMs)
{
    DurationSummary summary;
    const std::size_t n = durationsMs.size();
    if (n == 0)
        return summary;
    summary.count = qint64(n);
    const auto [lo, hi] = std::minmax_element(durationsMs.begin(), durationsMs.end());
    summary.minMs = *lo;
    summary.maxMs = *hi;
    summary.medianMs = nthSmallest(durationsMs, nearestRank(n, 50));
    summary.p95Ms = nthSmallest(durationsMs, nearestRank(n, 95));
    return summary;
}

} // namespace lockscope
