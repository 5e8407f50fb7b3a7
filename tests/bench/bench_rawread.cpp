// SPDX-License-Identifier: Apache-2.0

// The physical floor as a process: start, connect, read a subtree with the bare C client
// (pipelined, or one synchronous round trip at a time with --sync), print the count, exit.
// bench_cli runs it against lockscope-cli on the same data.
#include "RawZooKeeper.h"

#include <QString>
#include <cstdio>
#include <cstring>
#include <exception>

int main(int argc, char *argv[])
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_rawread HOSTS PATH [--sync]\n");
        return 2;
    }
    try {
        lockscope::bench::RawZooKeeper zk(QString::fromLocal8Bit(argv[1]));
        const QString root = QString::fromLocal8Bit(argv[2]);
        const bool sync = argc > 3 && std::strcmp(argv[3], "--sync") == 0;
        const auto nodes = sync ? zk.synchronousTree(root) : zk.pipelinedTree(root);
        std::printf("%lld\n", static_cast<long long>(nodes));
    } catch (const std::exception &error) {
        std::fprintf(stderr, "bench_rawread: %s\n", error.what());
        return 1;
    }
    return 0;
}
