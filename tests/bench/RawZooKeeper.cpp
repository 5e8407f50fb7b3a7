// SPDX-License-Identifier: Apache-2.0

#include "RawZooKeeper.h"

#include <zookeeper/zookeeper.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace lockscope::bench {

struct RawZooKeeper::Private {
    zhandle_t *zh = nullptr;
    std::mutex mutex;
    std::condition_variable cv;
    bool connected = false;
    std::int64_t inFlight = 0;
    std::int64_t nodesRead = 0;
    std::vector<std::string> pendingChildren; // children to read after a listing

    void begin()
    {
        std::unique_lock lock(mutex);
        ++inFlight;
    }
    void end()
    {
        std::lock_guard lock(mutex);
        --inFlight;
        cv.notify_all();
    }
    void waitBelow(std::int64_t limit)
    {
        std::unique_lock lock(mutex);
        cv.wait(lock, [&] { return inFlight < limit; });
    }
};

namespace {

void onSession(zhandle_t *, int type, int state, const char *, void *ctx)
{
    auto *d = static_cast<RawZooKeeper::Private *>(ctx);
    if (type == ZOO_SESSION_EVENT && state == ZOO_CONNECTED_STATE) {
        std::lock_guard lock(d->mutex);
        d->connected = true;
        d->cv.notify_all();
    }
}

void onCreated(int, const char *, const void *data)
{
    static_cast<RawZooKeeper::Private *>(const_cast<void *>(data))->end();
}

void onDeleted(int, const void *data)
{
    static_cast<RawZooKeeper::Private *>(const_cast<void *>(data))->end();
}

void onData(int rc, const char *, int, const Stat *, const void *data)
{
    auto *d = static_cast<RawZooKeeper::Private *>(const_cast<void *>(data));
    if (rc == ZOK) {
        std::lock_guard lock(d->mutex);
        ++d->nodesRead;
    }
    d->end();
}

void onStat(int, const Stat *, const void *data)
{
    static_cast<RawZooKeeper::Private *>(const_cast<void *>(data))->end();
}

struct ListingContext {
    RawZooKeeper::Private *d;
    std::string parent;
};

void onChildren(int rc, const String_vector *children, const Stat *, const void *data)
{
    auto *ctx = static_cast<ListingContext *>(const_cast<void *>(data));
    RawZooKeeper::Private *d = ctx->d;
    if (rc == ZOK) {
        // Issue the data reads from here, as a pipelined reader would, without waiting.
        for (int i = 0; i < children->count; ++i) {
            const std::string path = ctx->parent + "/" + children->data[i];
            d->begin();
            if (zoo_aget(d->zh, path.c_str(), 0, &onData, d) != ZOK)
                d->end();
        }
    }
    delete ctx;
    d->end();
}

struct TreeContext {
    RawZooKeeper::Private *d;
    std::string path;
};

void readTreeNode(RawZooKeeper::Private *d, const std::string &path);

void onTreeChildren(int rc, const String_vector *children, const void *data)
{
    std::unique_ptr<TreeContext> ctx(static_cast<TreeContext *>(const_cast<void *>(data)));
    if (rc == ZOK) {
        const std::string prefix = ctx->path == "/" ? std::string() : ctx->path;
        for (int i = 0; i < children->count; ++i)
            readTreeNode(ctx->d, prefix + "/" + children->data[i]);
    }
    ctx->d->end();
}

void onTreeData(int rc, const char *, int, const Stat *stat, const void *data)
{
    std::unique_ptr<TreeContext> ctx(static_cast<TreeContext *>(const_cast<void *>(data)));
    RawZooKeeper::Private *d = ctx->d;
    if (rc == ZOK) {
        {
            std::lock_guard lock(d->mutex);
            ++d->nodesRead;
        }
        if (stat->numChildren > 0) {
            d->begin();
            auto *list = ctx.release();
            if (zoo_aget_children(d->zh, list->path.c_str(), 0, &onTreeChildren, list) != ZOK) {
                delete list;
                d->end();
            }
        }
    }
    d->end();
}

void readTreeNode(RawZooKeeper::Private *d, const std::string &path)
{
    d->begin();
    auto *ctx = new TreeContext{d, path};
    if (zoo_aget(d->zh, path.c_str(), 0, &onTreeData, ctx) != ZOK) {
        delete ctx;
        d->end();
    }
}

} // namespace

RawZooKeeper::RawZooKeeper(const QString &connect) : d(new Private)
{
    zoo_set_debug_level(ZOO_LOG_LEVEL_ERROR);
    d->zh = zookeeper_init(connect.toUtf8().constData(), &onSession, 30000, nullptr, d, 0);
    // As lockscope does: without it the client resolves the hosts on every I/O loop turn.
    if (d->zh)
        zoo_set_servers_resolution_delay(d->zh, 60000);
    std::unique_lock lock(d->mutex);
    if (!d->zh || !d->cv.wait_for(lock, std::chrono::seconds(20), [this] { return d->connected; }))
        throw std::runtime_error("cannot connect to ZooKeeper");
}

RawZooKeeper::~RawZooKeeper()
{
    if (d->zh)
        zookeeper_close(d->zh);
    delete d;
}

void RawZooKeeper::createAll(const QStringList &paths, bool ephemeralSequential, const QByteArray &data, int window)
{
    const int mode = ephemeralSequential ? ZOO_EPHEMERAL_SEQUENTIAL : ZOO_PERSISTENT;
    for (const QString &path : paths) {
        d->waitBelow(window);
        d->begin();
        if (zoo_acreate(d->zh, path.toUtf8().constData(), data.constData(), int(data.size()), &ZOO_OPEN_ACL_UNSAFE,
                        mode, &onCreated, d)
            != ZOK)
            d->end();
    }
    d->waitBelow(1);
}

void RawZooKeeper::handOffs(const QStringList &parents, int firstRound, int rounds, const QByteArray &data, int window)
{
    const auto node = [](const QString &parent, int round) {
        return QStringLiteral("%1/lock-%2").arg(parent).arg(round, 10, 10, QLatin1Char('0')).toUtf8();
    };
    for (int round = firstRound; round < firstRound + rounds; ++round) {
        for (const QString &parent : parents) {
            d->waitBelow(window);
            d->begin();
            if (zoo_acreate(d->zh, node(parent, round).constData(), data.constData(), int(data.size()),
                            &ZOO_OPEN_ACL_UNSAFE, ZOO_EPHEMERAL, &onCreated, d)
                != ZOK)
                d->end();
            if (round == 0)
                continue;
            d->begin();
            if (zoo_adelete(d->zh, node(parent, round - 1).constData(), -1, &onDeleted, d) != ZOK)
                d->end();
        }
    }
    d->waitBelow(1);
}

void RawZooKeeper::watchPredecessors(const QStringList &parents)
{
    const auto sequence = [](const std::string &name) {
        return name.substr(name.size() - std::min<size_t>(10, name.size()));
    };
    for (const QString &parent : parents) {
        const std::string p = parent.toStdString();
        String_vector children{};
        if (zoo_get_children(d->zh, p.c_str(), 0, &children) != ZOK)
            continue;
        std::vector<std::string> names(children.data, children.data + children.count);
        deallocate_String_vector(&children);
        std::sort(names.begin(), names.end(),
                  [&](const std::string &a, const std::string &b) { return sequence(a) < sequence(b); });
        for (std::size_t i = 0; i + 1 < names.size(); ++i) {
            const std::string path = p + "/" + names[i];
            d->begin();
            if (zoo_aexists(d->zh, path.c_str(), 1, &onStat, d) != ZOK)
                d->end();
        }
    }
    d->waitBelow(1);
}

std::int64_t RawZooKeeper::pipelinedRead(const QStringList &parents)
{
    d->nodesRead = 0;
    for (const QString &parent : parents) {
        d->begin();
        auto *ctx = new ListingContext{d, parent.toStdString()};
        if (zoo_aget_children2(d->zh, ctx->parent.c_str(), 0, &onChildren, ctx) != ZOK) {
            delete ctx;
            d->end();
        }
    }
    d->waitBelow(1);
    return d->nodesRead;
}

std::int64_t RawZooKeeper::synchronousWalk(const QStringList &parents)
{
    std::int64_t read = 0;
    std::vector<char> buffer(1 << 20);
    for (const QString &parent : parents) {
        const std::string p = parent.toStdString();
        String_vector children{};
        Stat stat{};
        if (zoo_get_children2(d->zh, p.c_str(), 0, &children, &stat) != ZOK)
            continue;
        for (int i = 0; i < children.count; ++i) {
            const std::string path = p + "/" + children.data[i];
            int length = int(buffer.size());
            if (zoo_get(d->zh, path.c_str(), 0, buffer.data(), &length, &stat) == ZOK)
                ++read;
        }
        deallocate_String_vector(&children);
    }
    return read;
}

std::int64_t RawZooKeeper::pipelinedTree(const QString &root)
{
    d->nodesRead = 0;
    readTreeNode(d, root.toStdString());
    d->waitBelow(1);
    return d->nodesRead;
}

std::int64_t RawZooKeeper::synchronousTree(const QString &root)
{
    std::int64_t read = 0;
    std::vector<char> buffer(1 << 20);
    std::vector<std::string> pending{root.toStdString()};
    while (!pending.empty()) {
        const std::string path = pending.back();
        pending.pop_back();
        Stat stat{};
        int length = int(buffer.size());
        if (zoo_get(d->zh, path.c_str(), 0, buffer.data(), &length, &stat) != ZOK)
            continue;
        ++read;
        if (stat.numChildren == 0)
            continue;
        String_vector children{};
        if (zoo_get_children(d->zh, path.c_str(), 0, &children) != ZOK)
            continue;
        const std::string prefix = path == "/" ? std::string() : path;
        for (int i = 0; i < children.count; ++i)
            pending.push_back(prefix + "/" + children.data[i]);
        deallocate_String_vector(&children);
    }
    return read;
}

} // namespace lockscope::bench
