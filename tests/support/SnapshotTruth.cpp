// SPDX-License-Identifier: Apache-2.0

#include "SnapshotTruth.h"

#include <QJsonDocument>

namespace lockscope::test {

QJsonObject lockAt(const QJsonObject &snapshot, const QString &path)
{
    for (const QJsonValue &lock : snapshot.value(u"locks").toArray()) {
        if (lock[u"path"].toString() == path)
            return lock.toObject();
    }
    return {};
}

QJsonArray findingsOf(const QJsonObject &snapshot, const QStringList &severities)
{
    QJsonArray found;
    for (const QJsonValue &f : snapshot.value(u"findings").toArray()) {
        if (severities.contains(f[u"severity"].toString()))
            found.append(f);
    }
    return found;
}

QJsonArray findingsOfKind(const QJsonObject &snapshot, const QString &kind)
{
    QJsonArray found;
    for (const QJsonValue &f : snapshot.value(u"findings").toArray()) {
        if (f[u"kind"].toString() == kind)
            found.append(f);
    }
    return found;
}

QString compact(const QJsonArray &array)
{
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString compareElections(const QJsonObject &snapshot, const QList<TreeNode> &nodes, const QStringList &parents)
{
    for (const QString &parent : parents) {
        QList<const TreeNode *> truth; // in path order: equal-length names, so sequence order
        for (const TreeNode &n : nodes) {
            if (n.path.startsWith(parent + QLatin1Char('/')) && n.path.indexOf(QLatin1Char('/'), parent.size() + 1) < 0)
                truth << &n;
        }
        const QJsonObject lock = lockAt(snapshot, parent);
        const QJsonArray entries = lock.value(u"entries").toArray();
        if (lock.value(u"kind").toString() != u"election" || entries.size() != truth.size()
            || lock.value(u"holders").toInt() != (truth.isEmpty() ? 0 : 1))
            return QStringLiteral("%1: %2 candidates in ZooKeeper, the snapshot shows %3")
                .arg(parent)
                .arg(truth.size())
                .arg(compact(lock));
        for (int i = 0; i < truth.size(); ++i) {
            const QJsonObject e = entries.at(i).toObject();
            const bool same = e[u"path"].toString() == truth[i]->path
                && e[u"session"].toString() == formatSessionId(truth[i]->stat.ephemeralOwner)
                && e[u"state"].toString() == (i == 0 ? u"holding" : u"waiting")
                && e[u"owner"].toString() == QString::fromUtf8(truth[i]->data)
                && e[u"waits_for"].toString() == (i == 0 ? QString() : truth[i - 1]->path);
            if (!same)
                return QStringLiteral("%1: ZooKeeper has %2 (%3) at %4, the snapshot %5")
                    .arg(parent, truth[i]->path, formatSessionId(truth[i]->stat.ephemeralOwner))
                    .arg(i)
                    .arg(compact(e));
        }
    }
    return {};
}

} // namespace lockscope::test
