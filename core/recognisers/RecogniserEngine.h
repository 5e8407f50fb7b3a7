// SPDX-License-Identifier: Apache-2.0

#pragma once
// The recognisers taught by files applied to listings: the registry's row for them
// (core/systems/SystemRegistry.cpp), so the monitor, admin checks, history and findings all see
// file systems exactly as compiled ones. Pure functions of the catalogue and the listings.

#include "recognisers/RecogniserCatalogue.h"
#include "systems/SystemRecogniser.h"

namespace lockscope {

// Claims `listing`'s children that a file's rule takes, skipping what earlier rows claimed.
void claimByFiles(const RecogniserCatalogue &catalogue, const NodeListing &listing, SystemClaim &claim);
// Makes a Curator latch or LeaderSelector the recipes built at a `curator-election` rule's
// parent that system's election. True when a rule did.
bool annotateByFiles(const RecogniserCatalogue &catalogue, LockQueue &queue);

// Why one child of `listing` was or was not taken, rule by rule (`recognisers explain`).
struct RuleVerdict {
    QString system;
    QString rule;
    SourcePlace place;
    bool claims = false;
    QString reason; // what matched, or the first thing that did not
};
QList<RuleVerdict> explainChild(const RecogniserCatalogue &catalogue, const NodeListing &listing,
                                const QString &childName);

} // namespace lockscope
