// SPDX-License-Identifier: Apache-2.0

#pragma once
// A lock's spans arranged in lanes: one lane per session, in the order sessions first queued;
// a session whose entries overlap (a read and a write entry, two leases) gets a lane for each
// at once. Within a lane spans never overlap and are sorted by start, so their ends are sorted
// too: the spans in a time range, or under a point, are found by binary search, whatever the
// number of spans.

#include "history/EntrySpan.h"

#include <limits>
#include <memory>
#include <vector>

namespace lockscope::ui {

struct TimelineLane {
    qint64 session = 0;
    bool firstOfSession = true; // the lane that carries the session's label
    // Per span, side by side: painting a frame reads these compact arrays, not the spans.
    std::vector<qsizetype> spans; // indices into LockPast::entries
    std::vector<qint64> starts; // queued at
    std::vector<qint64> acquired; // acquired at; kNeverHeld when it never held
    std::vector<qint64> ends; // each span's end; kOpenEnd while it is open
};

class TimelineLanes {
public:
    static constexpr qint64 kOpenEnd = std::numeric_limits<qint64>::max();
    static constexpr qint64 kNeverHeld = std::numeric_limits<qint64>::min();

    void build(std::shared_ptr<const LockPast> past);
    void clear();

    const LockPast *past() const { return m_past.get(); }
    std::shared_ptr<const LockPast> sharedPast() const { return m_past; }
    const std::vector<TimelineLane> &lanes() const { return m_lanes; }
    int laneCount() const { return int(m_lanes.size()); }
    const EntrySpan &span(qsizetype entry) const { return m_past->entries[std::size_t(entry)]; }
    // The earliest and latest moments the record mentions (0 when it is empty).
    qint64 firstMs() const { return m_firstMs; }
    qint64 lastMs() const { return m_lastMs; }

    // Position in `lane` of its first span ending at or after atMs (spans().size() when none).
    static std::size_t firstEndingFrom(const TimelineLane &lane, qint64 atMs);
    // The same, searching from position `from` onwards by galloping: cheap when the answer is
    // near, as it is for the next pixel column of a frame.
    static std::size_t nextEndingFrom(const TimelineLane &lane, std::size_t from, qint64 atMs);
    // The entry whose span in `lane` covers [fromMs, toMs] best: the one covering the middle,
    // else the nearest that touches the range; -1 for none.
    qsizetype entryIn(int lane, qint64 fromMs, qint64 toMs) const;

private:
    std::shared_ptr<const LockPast> m_past;
    std::vector<TimelineLane> m_lanes;
    qint64 m_firstMs = 0;
    qint64 m_lastMs = 0;
};

} // namespace lockscope::ui
