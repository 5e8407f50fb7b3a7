// SPDX-License-Identifier: Apache-2.0

#pragma once
// The rows of the registry (FindingRegistry.cpp), one per LOCKSCOPE_FINDING_KINDS entry, each
// defined with its rule in the file named after it: kDeadlockRow in DeadlockRule.cpp, and so on.

#include "findings/FindingRule.h"

namespace lockscope {

#define LOCKSCOPE_FINDING_ROW_DECLARATION(Kind) extern const FindingRule k##Kind##Row;
LOCKSCOPE_FINDING_KINDS(LOCKSCOPE_FINDING_ROW_DECLARATION)
#undef LOCKSCOPE_FINDING_ROW_DECLARATION

} // namespace lockscope
