// SPDX-License-Identifier: Apache-2.0

#pragma once
// Plain-text renderings shared by every front end.

#include <QString>
#include <optional>

namespace lockscope {

// "850 ms", "12.4 s", "3 min 5 s", "2 h 10 min"
QString formatDuration(qint64 ms);
// A duration as an operator types it: a whole number and s, m, h or d (30m, 1h, 2d), in ms;
// nullopt for anything else (a bare number says no unit).
std::optional<qint64> parseDuration(const QString &text);

} // namespace lockscope
