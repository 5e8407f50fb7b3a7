// SPDX-License-Identifier: Apache-2.0

#include "history/ReplayScope.h"

#include "recipes/ListingSource.h"
#include "recipes/LockQueueBuilder.h"
#include "zk/ZkPaths.h"

namespace lockscope {

namespace {

bool isUnder(const QString &path, const QString &ancestor)
{
    if (ancestor == QLatin1String("/"))
        return path.size() > 1;
    return path.size() > ancestor.size() && path.startsWith(ancestor) && path.at(ancestor.size()) == u'/';
}

// LockMonitor::onChildRead's rule for following a discovered child.
bool followsDiscovery(const ReplayTree &tree, const QString &path)
{
    const std::optional<NodeInfo> info = tree.info(path);
    return info && mayContainLocks(*info);
}

} // namespace

ReplayScope::ReplayScope(const QStringList &roots, const QStringList &discoveries)
{
    for (const QString &root : roots)
        m_roots.append(normalizePath(root));
    for (const QString &root : discoveries)
        m_discoveries.append(normalizePath(root));
}

ReplayScope::Role ReplayScope::roleOf(const QString &path, const ReplayTree &tree) const
{
    if (m_roots.contains(path))
        return Role::Root;
    if (m_discoveries.contains(path))
        return Role::DiscoveryRoot;
    if (m_related.contains(path))
        return Role::Related;
    for (const QString &discovery : m_discoveries) {
        if (!isUnder(path, discovery))
            continue;
        QString step = path;
        while (step != discovery && followsDiscovery(tree, step))
            step = parentPathOf(step);
        if (step == discovery)
            return Role::Discovered;
    }
    return Role::None;
}

void ReplayScope::addRelated(const QStringList &paths)
{
    for (const QString &path : paths)
        m_related.insert(path);
}

QStringList ReplayScope::listedPaths(const ReplayTree &tree) const
{
    QStringList listed = m_roots;
    QSet<QString> seen(m_roots.cbegin(), m_roots.cend());
    QStringList pending = m_discoveries;
    while (!pending.isEmpty()) {
        const QString path = pending.takeLast();
        if (!tree.exists(path))
            continue;
        if (!seen.contains(path)) {
            seen.insert(path);
            listed.append(path);
        }
        for (const QString &child : tree.childPaths(path)) {
            if (followsDiscovery(tree, child))
                pending.append(child);
        }
    }
    return listed;
}

} // namespace lockscope
