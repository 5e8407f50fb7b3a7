// SPDX-License-Identifier: Apache-2.0

// The registry: every kind's row, by kind, in the order the rules run.
#include "findings/FindingRules.h"

namespace lockscope {
namespace {

// In the order of LOCKSCOPE_FINDING_KINDS, so a kind's number is its row's index. A kind whose
// rule file defines no row fails to link ("undefined reference to lockscope::k<Kind>Row").
#define LOCKSCOPE_FINDING_ROW_ADDRESS(Kind) &k##Kind##Row,
constexpr const FindingRule *kRows[] = {LOCKSCOPE_FINDING_KINDS(LOCKSCOPE_FINDING_ROW_ADDRESS)};
#undef LOCKSCOPE_FINDING_ROW_ADDRESS

} // namespace

std::span<const FindingRule *const> findingRules()
{
    return kRows;
}

const FindingRule &findingRule(FindingKind kind)
{
    return *kRows[std::size_t(kind)];
}

} // namespace lockscope
