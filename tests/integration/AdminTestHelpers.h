// SPDX-License-Identifier: Apache-2.0

#pragma once
// Shared by the admin action tests: a fresh look at a lock's queue through a TestSession, and
// nodes only an authenticated operator may touch. Every wait is bounded.

#include "TestSession.h"
#include "TestZooKeeper.h"

#include "admin/ListingReader.h"
#include "recipes/LockQueueBuilder.h"

#include <QProcess>
#include <optional>

namespace lockscope::test {

// The lock queues of `parent` as they are now (explicit root: reported even when empty).
inline std::vector<LockQueue> queues(TestSession &client, const QString &parent)
{
    std::optional<ListingReadResult> read;
    readListings(&client.session, {parent}, [&](const ListingReadResult &r) { read = r; });
    if (!waitUntil([&] { return read.has_value(); }, 10000) || !read->listings.contains(parent))
        return {};
    const ListingMap &listings = read->listings;
    return buildLockQueues(
        listings.value(parent),
        [&](const QString &p) -> const NodeListing * {
            const auto it = listings.constFind(p);
            return it == listings.cend() ? nullptr : &*it;
        },
        true);
}

// Full paths of the holders of the single queue under `parent`.
inline QStringList holders(TestSession &client, const QString &parent)
{
    QStringList paths;
    for (const LockQueue &queue : queues(client, parent)) {
        for (const LockEntry &entry : queue.entries) {
            if (entry.state == EntryState::Holding)
                paths.append(entry.path());
        }
    }
    return paths;
}

// Runs a kazoo snippet with Debian's python3-kazoo; `zk` is a started client.
inline bool runKazoo(const QString &connect, const QString &body)
{
    const QString script =
        QStringLiteral("from kazoo.client import KazooClient\nfrom kazoo.security import make_digest_acl\n"
                       "zk = KazooClient(hosts='%1'); zk.start(timeout=10)\n%2\nzk.stop()\n")
            .arg(connect, body);
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script});
    return python.waitForFinished(30000) && python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0;
}

// A lock parent and one persistent lock entry only `ops:secret` may read or write.
inline bool createProtectedLock(const QString &connect, const QString &parent)
{
    return runKazoo(connect,
                    QStringLiteral("acl = [make_digest_acl('ops', 'secret', all=True)]\n"
                                   "zk.add_auth('digest', 'ops:secret')\n"
                                   "zk.create('%1', b'', acl=acl, makepath=True)\n"
                                   "zk.create('%1/lock-', b'', sequence=True, acl=acl)")
                        .arg(parent));
}

// The node name a lock client announced in "acquired PATH NODE" or "waiting PATH NODE".
inline QString announcedNode(const QString &lock, const QString &line)
{
    const QString name = line.section(QLatin1Char(' '), 2, 2);
    return name.isEmpty() ? QString() : lock + QLatin1Char('/') + name;
}

} // namespace lockscope::test
