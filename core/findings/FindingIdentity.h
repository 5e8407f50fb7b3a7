// SPDX-License-Identifier: Apache-2.0

#pragma once
// What names a finding, by its kind's row (FindingRule.h): the kind's name, the id that stays the
// same while one problem lasts, the order reports list findings in, and what changed between two
// evaluations.

#include "types/DiagnosticsTypes.h"

namespace lockscope {

// Exactly as ../shared/CLI.md spells it.
QString findingKindName(FindingKind kind);

// "kind:subject", the subject being the node, lock, session or circle of sessions it is about.
QString findingId(const Finding &finding);

// Critical first, then by kind and id.
void sortFindings(QList<Finding> &findings);

FindingChanges diffFindings(const QList<Finding> &before, const QList<Finding> &after);

} // namespace lockscope
