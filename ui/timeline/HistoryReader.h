// SPDX-License-Identifier: Apache-2.0

#pragma once
// What reads a ZooKeeper data directory for the GUI: core's readHistory (HistoryReplay.h), or
// anything of its shape (tests give a HistoryResult made with a SpanRecorder).

#include "history/HistoryReplay.h"

#include <functional>

namespace lockscope::ui {

using HistoryReader = std::function<HistoryResult(const HistoryOptions &)>;

// core's readHistory.
HistoryReader defaultHistoryReader();

} // namespace lockscope::ui
