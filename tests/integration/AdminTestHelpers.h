#pragma once
// Shared by the admin action tests: a second session that plays a lock client or an operator's
// colleague, and a fresh look at a lock's queue. Every wait is bounded.

#include "TestZooKeeper.h"

#include "admin/ListingReader.h"
#include "recipes/LockQueueBuilder.h"
#include "zk/ZkSession.h"

#include <QProcess>
#include <optional>

namespace lockscope::test {

class Writer {
public:
    explicit Writer(const QString &connect, QList<QByteArray> digest = {})
        : session(ZkSession::Options{connect, 4000, std::move(digest)})
    {
        session.open();
        waitUntil([this] { return session.isConnected(); }, 10000);
    }
    ZkError create(const QString &path, const QByteArray &data = {}, CreateMode mode = CreateMode::Persistent,
                   QString *created = nullptr)
    {
        std::optional<ZkError> result;
        session.create(path, data, mode, [&](ZkError e, const QString &p) {
            result = e;
            if (created)
                *created = p;
        });
        waitUntil([&] { return result.has_value(); }, 10000);
        return result.value_or(ZkError::OperationTimeout);
    }
    QString lockNode(const QString &prefix, CreateMode mode = CreateMode::EphemeralSequential,
                     const QByteArray &data = {})
    {
        QString created;
        create(prefix, data, mode, &created);
        return created;
    }
    ZkError setData(const QString &path, const QByteArray &data)
    {
        std::optional<ZkError> result;
        session.setData(path, data, -1, [&](ZkError e, const NodeStat &) { result = e; });
        waitUntil([&] { return result.has_value(); }, 10000);
        return result.value_or(ZkError::OperationTimeout);
    }
    // nullopt when the node does not exist (or cannot be read).
    std::optional<std::pair<QByteArray, NodeStat>> get(const QString &path)
    {
        std::optional<std::optional<std::pair<QByteArray, NodeStat>>> result;
        session.getData(path, false, [&](ZkError e, const QByteArray &data, const NodeStat &stat) {
            result = e == ZkError::Ok ? std::optional(std::pair(data, stat)) : std::nullopt;
        });
        waitUntil([&] { return result.has_value(); }, 10000);
        return result.value_or(std::nullopt);
    }
    bool exists(const QString &path) { return get(path).has_value(); }
    QByteArray dataOf(const QString &path)
    {
        const auto node = get(path);
        return node ? node->first : QByteArrayLiteral("<no node>");
    }
    int versionOf(const QString &path)
    {
        const auto node = get(path);
        return node ? node->second.version : -1;
    }

    // The lock queues of `parent` as they are now (explicit root: reported even when empty).
    std::vector<LockQueue> queues(const QString &parent)
    {
        std::optional<ListingReadResult> read;
        readListings(&session, {parent}, [&](const ListingReadResult &r) { read = r; });
        if (!waitUntil([&] { return read.has_value(); }, 10000) || !read->listings.contains(parent))
            return {};
        const ListingMap &listings = read->listings;
        return buildLockQueues(listings.value(parent), [&](const QString &p) -> const NodeListing * {
            const auto it = listings.constFind(p);
            return it == listings.cend() ? nullptr : &*it;
        }, true);
    }
    // Full paths of the holders of the single queue under `parent`.
    QStringList holders(const QString &parent)
    {
        QStringList paths;
        for (const LockQueue &queue : queues(parent)) {
            for (const LockEntry &entry : queue.entries) {
                if (entry.state == EntryState::Holding)
                    paths.append(entry.path());
            }
        }
        return paths;
    }

    ZkSession session;
};

// Runs a kazoo snippet with Debian's python3-kazoo; `zk` is a started client.
inline bool runKazoo(const QString &connect, const QString &body)
{
    const QString script = QStringLiteral(
        "from kazoo.client import KazooClient\nfrom kazoo.security import make_digest_acl\n"
        "zk = KazooClient(hosts='%1'); zk.start(timeout=10)\n%2\nzk.stop()\n").arg(connect, body);
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script});
    return python.waitForFinished(30000) && python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0;
}

// A lock parent and one persistent lock entry only `ops:secret` may read or write.
inline bool createProtectedLock(const QString &connect, const QString &parent)
{
    return runKazoo(connect, QStringLiteral(
        "acl = [make_digest_acl('ops', 'secret', all=True)]\n"
        "zk.add_auth('digest', 'ops:secret')\n"
        "zk.create('%1', b'', acl=acl, makepath=True)\n"
        "zk.create('%1/lock-', b'', sequence=True, acl=acl)").arg(parent));
}

// The node name a lock client announced in "acquired PATH NODE" or "waiting PATH NODE".
inline QString announcedNode(const QString &lock, const QString &line)
{
    const QString name = line.section(QLatin1Char(' '), 2, 2);
    return name.isEmpty() ? QString() : lock + QLatin1Char('/') + name;
}

} // namespace lockscope::test
