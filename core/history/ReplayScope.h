// SPDX-License-Identifier: Apache-2.0

#pragma once
// Which nodes a replay lists, by the live monitor's rules for --root and --discover
// (LockMonitor): a root always, the listings a root's queues read (relatedListingPaths) once
// seen, a discovery root, and below it every node no session owns that mayContainLocks, through
// a chain of such nodes. Only these are built as locks or looked up by the queue rules.

#include "history/ReplayTree.h"

#include <QSet>
#include <QStringList>

namespace lockscope {

class ReplayScope {
public:
    enum class Role {
        None,
        Root,
        Related,
        DiscoveryRoot,
        Discovered
    };

    ReplayScope(const QStringList &roots, const QStringList &discoveries);

    Role roleOf(const QString &path, const ReplayTree &tree) const;
    bool isListed(const QString &path, const ReplayTree &tree) const { return roleOf(path, tree) != Role::None; }
    // A root's listing names these (LockMonitor tracks them from then on).
    void addRelated(const QStringList &paths);
    // Every listed node of the tree, for the first build after a snapshot.
    QStringList listedPaths(const ReplayTree &tree) const;

private:
    QStringList m_roots;
    QStringList m_discoveries;
    QSet<QString> m_related;
};

} // namespace lockscope
