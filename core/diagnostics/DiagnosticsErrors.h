// SPDX-License-Identifier: Apache-2.0

#pragma once
// The report's errors: what the ensemble's members would not say, and what that leaves unjudged.

#include "diagnostics/DiagnosticsInput.h"

#include <vector>

namespace lockscope {

QList<DiagnosticsError> diagnosticsErrors(const DiagnosticsInput &in, const std::vector<SessionInfo> &sessions);

} // namespace lockscope
