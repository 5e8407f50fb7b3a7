// SPDX-License-Identifier: Apache-2.0

#pragma once
// lockscope-sim's step log: one line per step on stdout, flushed at once so that a parent
// process (the demo runner, a test) sees it as it happens: "<UTC time> <id> <what>".

#include <QString>

namespace lockscope {

void logSimStep(const QString &id, const QString &what);
// A failure: the same line, but on stderr.
void logSimError(const QString &id, const QString &what);

} // namespace lockscope
