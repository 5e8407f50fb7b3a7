// SPDX-License-Identifier: Apache-2.0

#include "recipes/QueueRoles.h"

#include "recipes/LockNodeName.h"

#include <algorithm>

namespace lockscope {

LockEntry makeEntry(const QString &parentPath, SharedNode node, qint64 sequence, EntryMode mode)
{
    LockEntry entry;
    entry.parentPath = parentPath;
    entry.revocationRequested = isRevocationPayload(node->data);
    entry.node = std::move(node);
    entry.sequence = sequence;
    entry.mode = mode;
    return entry;
}

void setRole(LockEntry &entry, NodeRef waitsFor)
{
    entry.state = waitsFor.isEmpty() ? EntryState::Holding : EntryState::Waiting;
    entry.waitsForNode = std::move(waitsFor);
}

void markCreatedHolding(LockEntry &entry)
{
    entry.createdHolding = true;
    if (entry.state == EntryState::Holding)
        entry.acquiredMs = entry.node->stat.ctimeMs;
}

void sortBySequence(std::vector<LockEntry> &entries)
{
    std::sort(entries.begin(), entries.end(), [](const LockEntry &a, const LockEntry &b) {
        if (a.sequence != b.sequence)
            return a.sequence < b.sequence;
        return a.node->name < b.node->name;
    });
}

void assignExclusiveRoles(std::vector<LockEntry> &entries)
{
    for (size_t i = 0; i < entries.size(); ++i)
        setRole(entries[i], i == 0 ? NodeRef() : entries[i - 1].ref());
}

void assignReadWriteRoles(std::vector<LockEntry> &entries, ReaderBlocker blocker)
{
    NodeRef firstWriter;
    NodeRef nearestWriter;
    for (size_t i = 0; i < entries.size(); ++i) {
        LockEntry &entry = entries[i];
        if (entry.mode == EntryMode::Read) {
            setRole(entry, blocker == ReaderBlocker::FirstWriter ? firstWriter : nearestWriter);
            continue;
        }
        setRole(entry, i == 0 ? NodeRef() : entries[i - 1].ref());
        nearestWriter = entry.ref();
        if (firstWriter.isEmpty())
            firstWriter = nearestWriter;
    }
}

} // namespace lockscope
