// SPDX-License-Identifier: Apache-2.0

// The system decoders (core/systems) on arbitrary node data: each input picks a system's layout
// and puts its bytes into the nodes whose data that system decodes (JSON, protobuf, HBase's
// preamble, Java serialization, Hive's colon record, BookKeeper's text format), truncated or not.

#include "FuzzInput.h"

#include "recipes/LockQueueBuilder.h"
#include "zk/ZkPaths.h"

#include <QMap>
#include <algorithm>

using namespace lockscope;

namespace {

struct Layout {
    const char *parent; // the listing that is built
    std::vector<const char *> nodes; // its children: "name" ephemeral, "+name" persistent
    const char *relatedParent; // a listing read beside it, or nullptr
    std::vector<const char *> relatedNodes;
};

const Layout kLayouts[] = {
    {"/kafka", {"controller", "+controller_epoch", "+brokers"}, "/kafka/brokers/ids", {"3"}},
    {"/hadoop-ha/ns", {"ActiveStandbyElectorLock", "+ActiveBreadCrumb"}, nullptr, {}},
    {"/hbase", {"master", "+backup-masters", "+rs"}, "/hbase/backup-masters", {"h1,16000,1700000000000"}},
    {"/hive_zookeeper_namespace/db/t", {"+LOCK-EXCLUSIVE-0000000001", "LOCK-SHARED-0000000002"}, nullptr, {}},
    {"/solr/overseer_elect/election",
     {"72057594037927936-10.0.0.5:8983_solr-n_0000000001"},
     "/solr/overseer_elect",
     {"leader", "+election"}},
    {"/flink/c/leader/latch",
     {"_c_0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0-latch-0000000001"},
     "/flink/c/leader/rest_server",
     {"connection_info"}},
    {"/c/CONTROLLER", {"LEADER"}, nullptr, {}},
    {"/loadbalance", {"leader", "+brokers"}, nullptr, {}},
    {"/ledgers/underreplication/auditorelection", {"V_0000000001"}, nullptr, {}},
    {"/clickhouse/tables/t/replicas/r1", {"is_active", "+host", "+log_pointer"}, nullptr, {}},
    {"/clickhouse/tables/t/leader_election", {"leader_election-0000000001", "+leader_election-0"}, nullptr, {}},
};

NodeListing listingOf(const char *path, const std::vector<const char *> &names, const QByteArray &data, bool truncated)
{
    NodeListing listing;
    listing.path = QString::fromLatin1(path);
    qint64 zxid = 10;
    for (const char *raw : names) {
        const bool persistent = raw[0] == '+';
        NodeInfo node;
        node.name = QString::fromLatin1(persistent ? raw + 1 : raw);
        node.stat.czxid = ++zxid;
        node.stat.ephemeralOwner = persistent ? 0 : 0x0100000a02b00001LL;
        node.data = data.left(kMaxStoredData);
        node.stat.dataLength = qint32(truncated ? std::max(data.size(), kMaxStoredData + 1) : data.size());
        listing.children.push_back(node);
    }
    ChildNodes::Nodes &children = listing.children.edit();
    std::sort(children.begin(), children.end(), [](const NodeInfo &a, const NodeInfo &b) { return a.name < b.name; });
    return listing;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const uint8_t choice = input.integer<uint8_t>();
    const Layout &layout = kLayouts[choice % std::size(kLayouts)];
    const bool truncated = (choice & 0x80) != 0;
    const QByteArray bytes = input.rest();

    QMap<QString, NodeListing> listings;
    listings.insert(QString::fromLatin1(layout.parent), listingOf(layout.parent, layout.nodes, bytes, truncated));
    if (layout.relatedParent) {
        listings.insert(QString::fromLatin1(layout.relatedParent),
                        listingOf(layout.relatedParent, layout.relatedNodes, bytes, truncated));
    }
    const ListingLookup lookup = [&listings](const QString &path) -> const NodeListing * {
        const auto it = listings.constFind(path);
        return it == listings.cend() ? nullptr : &*it;
    };
    for (const NodeListing &listing : listings) {
        for (bool explicitRoot : {false, true}) {
            for (const LockQueue &queue : buildLockQueues(listing, lookup, explicitRoot)) {
                for (const LockEntry &entry : queue.entries) {
                    if (entry.owner)
                        (void)entry.owner->text.size();
                }
            }
        }
    }
    return 0;
}
