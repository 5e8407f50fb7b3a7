// SPDX-License-Identifier: Apache-2.0

// Queue reconstruction over any listing: children with arbitrary names, stats and data, related
// listings included. It never crashes, and its queues keep their rules: holders first, every
// entry a child of a listing it was given, waiters waiting on something.
#include "FuzzInput.h"
#include "recipes/LockQueueBuilder.h"

#include <cstdlib>
#include <map>

using namespace lockscope;

namespace {

NodeListing readListing(fuzz::FuzzInput &in, const QString &path)
{
    NodeListing listing;
    listing.path = path;
    listing.data = in.bytes(64);
    const int children = in.integer<uint8_t>() % 24;
    for (int i = 0; i < children && !in.empty(); ++i) {
        NodeInfo child;
        child.name = in.text(80);
        child.stat.ephemeralOwner = in.integer<uint8_t>() % 4 == 0 ? 0 : in.integer<int64_t>();
        child.stat.czxid = in.integer<int32_t>();
        child.stat.ctimeMs = in.integer<int32_t>();
        child.stat.version = in.integer<int8_t>();
        child.stat.numChildren = in.integer<uint8_t>() % 3;
        child.data = in.bytes(48);
        listing.children.push_back(child);
    }
    return listing;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::FuzzInput in(data, size);
    const bool explicitRoot = in.integer<uint8_t>() & 1;
    const NodeListing listing = readListing(in, QStringLiteral("/app/locks/x"));
    // The related listings it may ask for (semaphore parts, kazoo's sibling queue) come from the input too.
    std::map<QString, NodeListing> related;
    for (const QString &path : relatedListingPaths(listing)) {
        if (in.integer<uint8_t>() & 1)
            related.emplace(path, readListing(in, path));
    }
    const ListingLookup lookup = [&related](const QString &path) -> const NodeListing * {
        const auto it = related.find(path);
        return it == related.end() ? nullptr : &it->second;
    };
    for (const LockQueue &queue : buildLockQueues(listing, lookup, explicitRoot)) {
        bool waiterSeen = false;
        for (const LockEntry &entry : queue.entries) {
            if (entry.state == EntryState::Holding && waiterSeen)
                std::abort(); // holders come first
            if (entry.state == EntryState::Waiting)
                waiterSeen = true;
            if (entry.parentPath != listing.path && !related.count(entry.parentPath))
                std::abort(); // an entry nobody listed
            const NodeListing &from = entry.parentPath == listing.path ? listing : related.at(entry.parentPath);
            if (!from.children.empty()
                && (entry.node.get() < &from.children.front() || entry.node.get() > &from.children.back()))
                std::abort(); // a copy of its node, not the listing's own (twice the memory)
        }
    }
    for (const NodeInfo &child : listing.children)
        mayContainLocks(child);
    return 0;
}
