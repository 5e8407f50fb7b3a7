// SPDX-License-Identifier: Apache-2.0

// What the monitor hands the leftover finding. Copying every listing for each evaluation would
// copy every entry of every queue (a million waiters, again and again): a listing with a
// persistent child is handed over as its shared, frozen block of children. The finding needs the
// folders' persistent children and, to date a parent's last child change, recent zxids. A listing
// with no persistent child (a lock parent full of ephemeral entries) is handed over with its own
// stat and its newest child only.
#include "monitor/LockMonitorPrivate.h"

#include <algorithm>

namespace lockscope {

QHash<QString, NodeListing> LockMonitor::leftoverListings() const
{
    QHash<QString, NodeListing> listings;
    for (auto it = d->nodes.cbegin(); it != d->nodes.cend(); ++it) {
        if (!it->exists)
            continue;
        const ChildNodes &children = it->listing.children;
        const bool anyPersistent = std::any_of(children.begin(), children.end(), [](const NodeInfo &child) {
            return Private::isLoaded(child) && child.stat.ephemeralOwner == 0;
        });
        if (anyPersistent) {
            const NodeListing &listing = it->listing;
            listings.emplace(it.key(), NodeListing{listing.path, listing.stat, listing.data, children.sharedBlock()});
            continue;
        }
        NodeListing cut{it->listing.path, it->listing.stat, it->listing.data, {}};
        const auto newest =
            std::max_element(children.begin(), children.end(),
                             [](const NodeInfo &a, const NodeInfo &b) { return a.stat.czxid < b.stat.czxid; });
        if (newest != children.end() && Private::isLoaded(*newest))
            cut.children.push_back(*newest);
        listings.emplace(it.key(), std::move(cut));
    }
    return listings;
}

QStringList LockMonitor::monitoredPaths() const
{
    return d->roots + d->discoveries;
}

} // namespace lockscope
