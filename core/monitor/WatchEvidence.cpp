// SPDX-License-Identifier: Apache-2.0

#include "monitor/WatchEvidence.h"

#include "recipes/LockQueueBuilder.h"

namespace lockscope {

QStringList WatchEvidence::update(const QHash<QString, QList<qint64>> &watchersByPath)
{
    QHash<QString, QList<qint64>> next;
    for (auto it = watchersByPath.cbegin(); it != watchersByPath.cend(); ++it) {
        // The owner may be among them: one more than needed can still fall short.
        if (it.value().size() >= kMinEvidenceWatchers)
            next.insert(it.key(), it.value());
    }
    QStringList changed;
    for (auto it = next.cbegin(); it != next.cend(); ++it) {
        if (m_watchers.value(it.key()) != it.value())
            changed.append(it.key());
    }
    for (auto it = m_watchers.cbegin(); it != m_watchers.cend(); ++it) {
        if (!next.contains(it.key()))
            changed.append(it.key());
    }
    m_watchers = std::move(next);
    return changed;
}

int WatchEvidence::watchersOtherThan(const QString &path, qint64 owner) const
{
    const auto it = m_watchers.constFind(path);
    if (it == m_watchers.cend())
        return 0;
    return int(std::count_if(it->cbegin(), it->cend(), [owner](qint64 session) { return session != owner; }));
}

} // namespace lockscope
