// SPDX-License-Identifier: Apache-2.0

#include "BenchTree.h"

#include "RawZooKeeper.h"

#include <QUuid>
#include <algorithm>

namespace lockscope::bench {

QString curatorPrefix(const QString &parent)
{
    return parent + QStringLiteral("/_c_") + QUuid::createUuid().toString(QUuid::WithoutBraces)
        + QStringLiteral("-lock-");
}

QStringList populate(RawZooKeeper &zk, const QString &root, int locks, int perLock)
{
    QStringList parents;
    for (int i = 0; i < locks; ++i)
        parents.append(QStringLiteral("%1/lock-%2").arg(root).arg(i, 5, 10, QLatin1Char('0')));
    zk.createAll(QStringList{root} + parents, false, {});
    QStringList nodes;
    nodes.reserve(qsizetype(locks) * perLock);
    for (const QString &parent : parents) {
        for (int j = 0; j < perLock; ++j)
            nodes.append(curatorPrefix(parent));
    }
    zk.createAll(nodes, true, QByteArrayLiteral("10.0.0.5"));
    zk.watchPredecessors(parents);
    return parents;
}

qint64 median(std::vector<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? -1 : values[values.size() / 2];
}

} // namespace lockscope::bench
