// SPDX-License-Identifier: Apache-2.0

#pragma once
// Baselines for the monitor benchmark, straight on the C client: a pipelined read of every
// node and the synchronous walk tree browsers do. Also a fast pipelined populate.

#include <QString>
#include <QStringList>
#include <cstdint>

namespace lockscope::bench {

class RawZooKeeper {
public:
    explicit RawZooKeeper(const QString &connect); // blocks until connected (or throws)
    ~RawZooKeeper();
    RawZooKeeper(const RawZooKeeper &) = delete;
    RawZooKeeper &operator=(const RawZooKeeper &) = delete;

    // Creates every path, at most `window` requests in flight. Ephemeral nodes live with this object.
    void createAll(const QStringList &paths, bool ephemeralSequential, const QByteArray &data, int window = 4000);
    // Lock hand-offs for a transaction log: in round r every parent gets the ephemeral node
    // lock-<r, 10 digits> (a waiter), then lock-<r-1> is deleted (its holder leaves). Pipelined.
    void handOffs(const QStringList &parents, int firstRound, int rounds, const QByteArray &data, int window = 4000);
    // As real lock clients do: in each parent, every node but the first is watched (exists) by
    // this session, the owner of them all, as a waiter watches its predecessor.
    void watchPredecessors(const QStringList &parents);
    // Children of every parent, then data + stat of every child: all requests pipelined.
    // Returns the number of nodes read.
    std::int64_t pipelinedRead(const QStringList &parents);
    // The same, one synchronous round trip at a time.
    std::int64_t synchronousWalk(const QStringList &parents);
    // Every node of the subtree at `root`: data + stat of each node, the children of each node
    // that has any, all pipelined: each reply issues the next level's requests at once.
    // Returns the nodes read.
    std::int64_t pipelinedTree(const QString &root);
    // The same walk one synchronous round trip at a time, as tree browsers do.
    std::int64_t synchronousTree(const QString &root);

    struct Private; // shared with the C callbacks in the .cpp

private:
    Private *d;
};

} // namespace lockscope::bench
