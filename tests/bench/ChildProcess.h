// SPDX-License-Identifier: Apache-2.0

#pragma once
// A benchmark's child process, timed: wall clock, CPU (user + system) and peak RSS as the
// kernel accounts them (wait4), so figures are the process's own, not the harness's; and what a
// process still running uses so far.

#include <QString>
#include <string>
#include <vector>

namespace lockscope::bench {

struct ChildRun {
    qint64 wallMs = -1;
    qint64 cpuMs = 0;
    qint64 maxRssKb = 0;
    qint64 outputBytes = 0;
    int exitCode = -1;
};

qint64 monotonicMs();

// A running process's resident set and CPU so far (user + system), from /proc.
struct ProcessUse {
    qint64 rssKb = 0;
    qint64 cpuMs = 0;
};
ProcessUse useOf(qint64 pid);

// Runs argv[0] (a path) with stdout into `output` (truncated first), stderr inherited.
ChildRun runChild(const std::vector<std::string> &argv, const QString &output);

} // namespace lockscope::bench
