// SPDX-License-Identifier: Apache-2.0

#include "stats/DurationBins.h"

#include <algorithm>

namespace lockscope {

const std::vector<DurationBin> &durationBins()
{
    static const std::vector<DurationBin> bins = [] {
        struct Edge {
            qint64 ms;
            const char16_t *label;
        };
        // Each edge starts a bin (exclusive: a duration on an edge belongs to the bin below, as
        // Prometheus' `le` buckets count it); the label names the bin from this edge to the next.
        static const Edge edges[] = {
            {0, u"≤10 ms"},          {10, u"10–30 ms"},   {30, u"30–100 ms"},    {100, u"0.1–0.3 s"},
            {300, u"0.3–1 s"},       {1000, u"1–3 s"},    {3000, u"3–10 s"},     {10000, u"10–30 s"},
            {30000, u"30–60 s"},     {60000, u"1–3 min"}, {180000, u"3–10 min"}, {600000, u"10–30 min"},
            {1800000, u"30–60 min"}, {3600000, u">1 h"},
        };
        std::vector<DurationBin> out;
        const std::size_t n = std::size(edges);
        for (std::size_t i = 0; i < n; ++i) {
            const qint64 upper = i + 1 < n ? edges[i + 1].ms : -1;
            out.push_back({edges[i].ms, upper, QString::fromUtf16(edges[i].label)});
        }
        return out;
    }();
    return bins;
}

int durationBinIndex(qint64 durationMs)
{
    const auto &bins = durationBins();
    // The first bin whose lower edge is at or above the duration, minus one.
    const auto atOrAbove = std::lower_bound(bins.begin(), bins.end(), durationMs,
                                            [](const DurationBin &bin, qint64 ms) { return bin.lowerMs < ms; });
    return std::max(0, int(atOrAbove - bins.begin()) - 1);
}

void DurationTotals::add(qint64 durationMs)
{
    if (perBin.empty())
        perBin.assign(durationBins().size(), 0);
    ++perBin[std::size_t(durationBinIndex(durationMs))];
    ++count;
    sumMs += std::max<qint64>(0, durationMs);
}

std::vector<qint64> durationHistogram(const std::vector<DurationSample> &samples)
{
    std::vector<qint64> counts(durationBins().size(), 0);
    for (const DurationSample &s : samples)
        ++counts[std::size_t(durationBinIndex(s.durationMs))];
    return counts;
}

} // namespace lockscope
