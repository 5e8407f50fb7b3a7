// SPDX-License-Identifier: Apache-2.0

#pragma once
// Where queue reconstruction finds the listings it reads: the one being built, then the
// monitor's lookup. Plus the path arithmetic it needs.

#include "recipes/LockQueueBuilder.h"

#include <algorithm>

namespace lockscope {

struct ListingSource {
    const NodeListing &current;
    const ListingLookup &lookup;

    // The listing being built answers for its own path even if the lookup does not know it yet.
    const NodeListing *find(const QString &path) const
    {
        if (path == current.path)
            return &current;
        return lookup ? lookup(path) : nullptr;
    }
};

inline QStringView nodeName(QStringView path)
{
    return path.sliced(path.lastIndexOf(u'/') + 1);
}

// Empty for the root (and for anything that is not an absolute path).
inline QString parentPathOf(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    if (slash < 0 || path.size() <= 1)
        return {};
    return slash == 0 ? QStringLiteral("/") : path.first(slash);
}

inline bool hasChild(const NodeListing &listing, QStringView name)
{
    return std::any_of(listing.children.begin(), listing.children.end(),
                       [name](const NodeInfo &child) { return child.name == name; });
}

} // namespace lockscope
