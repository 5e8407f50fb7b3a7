#pragma once
// Baselines for the monitor benchmark, straight on the C client: a pipelined read of every
// node and the synchronous walk tree browsers do. Also a fast pipelined populate.

#include <QString>
#include <QStringList>
#include <cstdint>

namespace lockscope::bench {

class RawZooKeeper {
public:
    explicit RawZooKeeper(const QString &connect);  // blocks until connected (or throws)
    ~RawZooKeeper();
    RawZooKeeper(const RawZooKeeper &) = delete;
    RawZooKeeper &operator=(const RawZooKeeper &) = delete;

    // Creates every path, at most `window` requests in flight. Ephemeral nodes live with this object.
    void createAll(const QStringList &paths, bool ephemeralSequential, const QByteArray &data, int window = 4000);
    // Children of every parent, then data + stat of every child: all requests pipelined.
    // Returns the number of nodes read.
    std::int64_t pipelinedRead(const QStringList &parents);
    // The same, one synchronous round trip at a time.
    std::int64_t synchronousWalk(const QStringList &parents);

    struct Private;  // shared with the C callbacks in the .cpp

private:
    Private *d;
};

} // namespace lockscope::bench
