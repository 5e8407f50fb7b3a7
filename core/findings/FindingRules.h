// SPDX-License-Identifier: Apache-2.0

#pragma once
// The rules of the registry (FindingRegistry.cpp), each defined in the file named after it.

#include "findings/FindingRule.h"

namespace lockscope {

void evaluateDeadlock(const RuleInput &input, RuleOutput &out);
void evaluateHerd(const RuleInput &input, RuleOutput &out);
void evaluateBrokenWait(const RuleInput &input, RuleOutput &out);
void evaluateDeadHolder(const RuleInput &input, RuleOutput &out);
void evaluateLongHeld(const RuleInput &input, RuleOutput &out);
void evaluateLeaderFlapping(const RuleInput &input, RuleOutput &out);
void evaluateRevocationIgnored(const RuleInput &input, RuleOutput &out);
void evaluatePersistentNode(const RuleInput &input, RuleOutput &out);
void evaluateUnrecognized(const RuleInput &input, RuleOutput &out);
void evaluateLeftover(const RuleInput &input, RuleOutput &out);
// What the systems' own records say (SystemRecordRules.cpp): read with their queues, reported here.
void evaluateNoLeader(const RuleInput &input, RuleOutput &out);
void evaluateLeaderMismatch(const RuleInput &input, RuleOutput &out);

} // namespace lockscope
