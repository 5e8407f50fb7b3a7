// SPDX-License-Identifier: Apache-2.0

#pragma once
// A severity's mark, the same wherever it is shown (findings, the lock list, the systems): a
// filled disc in the severity's colour, outlined so it also stands out on a selected row.

#include "types/DiagnosticsTypes.h"

#include <QIcon>

namespace lockscope::ui {

QIcon severityIcon(Severity severity);

} // namespace lockscope::ui
