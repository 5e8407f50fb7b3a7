// SPDX-License-Identifier: Apache-2.0

#include "recipes/LockTypes.h"

#include <algorithm>

namespace lockscope {

QString recipeName(Recipe recipe)
{
    switch (recipe) {
    case Recipe::Curator: return QStringLiteral("curator");
    case Recipe::Kazoo: return QStringLiteral("kazoo");
    case Recipe::GoZk: return QStringLiteral("go-zk");
    case Recipe::ZooKeeper: return QStringLiteral("zookeeper");
    case Recipe::Generic: return QStringLiteral("generic");
    case Recipe::Hive: return QStringLiteral("hive");
    case Recipe::Solr: return QStringLiteral("solr");
    }
    return {};
}

QString lockKindName(LockKind kind)
{
    switch (kind) {
    case LockKind::Mutex: return QStringLiteral("mutex");
    case LockKind::ReadWrite: return QStringLiteral("read-write");
    case LockKind::Semaphore: return QStringLiteral("semaphore");
    case LockKind::Election: return QStringLiteral("election");
    }
    return {};
}

QString entryModeName(EntryMode mode)
{
    switch (mode) {
    case EntryMode::Exclusive: return QStringLiteral("exclusive");
    case EntryMode::Read: return QStringLiteral("read");
    case EntryMode::Write: return QStringLiteral("write");
    case EntryMode::Lease: return QStringLiteral("lease");
    }
    return {};
}

QString entryStateName(EntryState state)
{
    switch (state) {
    case EntryState::Holding: return QStringLiteral("holding");
    case EntryState::Waiting: return QStringLiteral("waiting");
    }
    return {};
}

QString recordKindName(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Registration: return QStringLiteral("registration");
    case RecordKind::WorkItem: return QStringLiteral("work item");
    case RecordKind::DedupRecord: return QStringLiteral("deduplication record");
    case RecordKind::ProgressMarker: return QStringLiteral("progress marker");
    case RecordKind::Pin: return QStringLiteral("reference pin");
    case RecordKind::LeaderRecord: return QStringLiteral("leader record");
    case RecordKind::Configuration: return QStringLiteral("configuration record");
    }
    return {};
}

int LockQueue::holders() const
{
    return int(std::count_if(entries.begin(), entries.end(),
                             [](const LockEntry &e) { return e.state == EntryState::Holding; }));
}

int LockQueue::waiters() const
{
    return int(entries.size()) - holders();
}

} // namespace lockscope
