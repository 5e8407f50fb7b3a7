// SPDX-License-Identifier: Apache-2.0

#pragma once
// A LockHistory written out for spreadsheets (CSV) and scripts (JSON). Times are ISO-8601 UTC
// with milliseconds (2026-11-21T23:41:00.123Z), durations whole milliseconds. The overall
// history comes first, then every lock in LockHistory::keys() order; samples oldest first.
//
// CSV: a header line, then one row per sample, RFC 4180 quoting, "\n" line ends.
//   lock     the lock's key (its path, or path#queue); empty for the overall rows
//   series   hold_ms                  a node's hold time; time = its release
//            wait_ms                  a node's wait time; time = its acquisition
//            acquisitions_per_minute  time = the minute's start; minutes without any are omitted
//            holders, waiters         the queue at time (one row each per queue-length sample)
//   time     ISO-8601 UTC, ms
//   value    integer
//   session  for hold_ms/wait_ms: the node's session as 0x + 16 hex digits, else empty
//
// JSON: {"format": "lockscope-history-1", "exported_at", "capacity": {...},
//        "overall": HISTORY, "locks": [HISTORY + "lock", "path", "queue", "present"]}
//   HISTORY: "holders", "waiters" (now), "acquisitions", "releases", "abandoned" (since tracked),
//            "first_seen", "last_change" (time or null),
//            "hold", "wait": {"count", "min_ms", "median_ms", "p95_ms", "max_ms"},
//            "hold_samples", "wait_samples": [{"at", "ms", "session", "session_decimal" (or null)}],
//            "acquisitions_per_minute": [{"minute", "count"}],
//            "queue_length": [{"at", "holders", "waiters", "periodic"}]

#include <QByteArray>
#include <QDateTime>

namespace lockscope {

class LockHistory;

QByteArray historyToCsv(const LockHistory &history);
QByteArray historyToJson(const LockHistory &history, const QDateTime &exportedAt = QDateTime::currentDateTimeUtc());

} // namespace lockscope
