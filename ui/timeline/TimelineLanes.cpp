// SPDX-License-Identifier: Apache-2.0

#include "timeline/TimelineLanes.h"

#include <algorithm>
#include <deque>
#include <numeric>
#include <unordered_map>

namespace lockscope::ui {

void TimelineLanes::clear()
{
    m_past.reset();
    m_lanes.clear();
    m_firstMs = m_lastMs = 0;
}

void TimelineLanes::build(std::shared_ptr<const LockPast> past)
{
    clear();
    m_past = std::move(past);
    if (!m_past)
        return;
    const std::vector<EntrySpan> &entries = m_past->entries;
    std::vector<qsizetype> order(entries.size());
    std::iota(order.begin(), order.end(), qsizetype(0));
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return entries[std::size_t(a)].queuedAtMs < entries[std::size_t(b)].queuedAtMs;
    });
    // A session's lanes are contiguous; a persistent node (session 0) has no session to share.
    // Node-based containers: groupOrder points into them while they grow.
    std::unordered_map<qint64, std::vector<int>> lanesOfSession;
    std::deque<std::vector<int>> persistentGroups;
    std::vector<std::vector<int> *> groupOrder;
    m_firstMs = entries.empty() ? 0 : entries[std::size_t(order.front())].queuedAtMs;
    m_lastMs = m_firstMs;
    for (qsizetype index : order) {
        const EntrySpan &span = entries[std::size_t(index)];
        const qint64 end = span.endedAtMs.value_or(kOpenEnd);
        m_lastMs = std::max(m_lastMs, span.endedAtMs.value_or(span.acquiredAtMs.value_or(span.queuedAtMs)));
        std::vector<int> *group = nullptr;
        if (span.session != 0) {
            const auto [it, inserted] = lanesOfSession.try_emplace(span.session);
            if (inserted)
                groupOrder.push_back(&it->second);
            group = &it->second;
        } else {
            group = &persistentGroups.emplace_back();
            groupOrder.push_back(group);
        }
        int lane = -1;
        for (int candidate : *group) {
            if (m_lanes[std::size_t(candidate)].ends.back() <= span.queuedAtMs) {
                lane = candidate;
                break;
            }
        }
        if (lane < 0) {
            lane = int(m_lanes.size());
            TimelineLane &created = m_lanes.emplace_back();
            created.session = span.session;
            created.firstOfSession = group->empty();
            group->push_back(lane);
        }
        TimelineLane &target = m_lanes[std::size_t(lane)];
        target.spans.push_back(index);
        target.starts.push_back(span.queuedAtMs);
        target.acquired.push_back(span.acquiredAtMs.value_or(kNeverHeld));
        target.ends.push_back(end);
    }
    for (const UnseenMark &mark : m_past->unseen) {
        m_firstMs = m_lanes.empty() && m_firstMs == 0 ? mark.atMs : std::min(m_firstMs, mark.atMs);
        m_lastMs = std::max(m_lastMs, mark.atMs);
    }
    if (m_past->vanishedAtMs)
        m_lastMs = std::max(m_lastMs, *m_past->vanishedAtMs);
    // Lanes were created in order of need; show each session's lanes together, sessions in the
    // order they first queued.
    std::vector<TimelineLane> ordered;
    ordered.reserve(m_lanes.size());
    for (const std::vector<int> *group : groupOrder) {
        for (int lane : *group)
            ordered.push_back(std::move(m_lanes[std::size_t(lane)]));
    }
    m_lanes = std::move(ordered);
}

std::size_t TimelineLanes::firstEndingFrom(const TimelineLane &lane, qint64 atMs)
{
    return std::size_t(std::lower_bound(lane.ends.begin(), lane.ends.end(), atMs) - lane.ends.begin());
}

std::size_t TimelineLanes::nextEndingFrom(const TimelineLane &lane, std::size_t from, qint64 atMs)
{
    const std::size_t size = lane.ends.size();
    std::size_t step = 1;
    std::size_t bound = from;
    while (bound < size && lane.ends[bound] < atMs) {
        from = bound + 1;
        bound += step;
        step *= 2;
    }
    const auto last = lane.ends.begin() + std::ptrdiff_t(std::min(bound, size));
    return std::size_t(std::lower_bound(lane.ends.begin() + std::ptrdiff_t(std::min(from, size)), last, atMs)
                       - lane.ends.begin());
}

qsizetype TimelineLanes::entryIn(int lane, qint64 fromMs, qint64 toMs) const
{
    if (lane < 0 || lane >= laneCount())
        return -1;
    const TimelineLane &l = m_lanes[std::size_t(lane)];
    const qint64 middle = fromMs + (toMs - fromMs) / 2;
    qsizetype best = -1;
    qint64 bestDistance = kOpenEnd;
    for (std::size_t i = firstEndingFrom(l, fromMs); i < l.spans.size(); ++i) {
        const EntrySpan &s = span(l.spans[i]);
        if (s.queuedAtMs > toMs)
            break;
        const qint64 distance = middle < s.queuedAtMs ? s.queuedAtMs - middle
            : middle > l.ends[i]                      ? middle - l.ends[i]
                                                      : 0;
        if (distance < bestDistance) {
            best = l.spans[i];
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace lockscope::ui
