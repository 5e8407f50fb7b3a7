// SPDX-License-Identifier: Apache-2.0

#pragma once
// Which nodes other sessions wait on, from the ensemble's watch lists: the evidence that makes a
// plain ephemeral node a lock whatever its name (buildLockQueues' NodeWatchers).

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace lockscope {

class WatchEvidence {
public:
    // Replaces the evidence; returns the nodes whose evidence changed (their parents need a rebuild).
    QStringList update(const QHash<QString, QList<qint64>> &watchersByPath);
    // Sessions other than `owner` that watch `path`.
    int watchersOtherThan(const QString &path, qint64 owner) const;

private:
    QHash<QString, QList<qint64>> m_watchers; // only nodes with enough watchers to count
};

} // namespace lockscope
