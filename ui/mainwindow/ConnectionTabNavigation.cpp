// SPDX-License-Identifier: Apache-2.0

// ConnectionTab's navigation: taking the operator to a lock, and to nodes in its queue, from a
// finding, a session, an event or the command line.
#include "mainwindow/ConnectionTab.h"

#include "mainwindow/Connection.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "views/LocksOverview.h"

#include <QItemSelectionModel>
#include <algorithm>

namespace lockscope::ui {

void ConnectionTab::jumpToNode(const QString &lockKey, const QString &nodePath)
{
    if (lockKey.isEmpty() || !selectLock(lockKey))
        return;
    if (!nodePath.isEmpty())
        selectNodes({nodePath});
}

bool ConnectionTab::showLockAt(const QString &lockPath, const QStringList &nodePaths)
{
    const LockListModel *locks = m_connection->locks();
    QString key = locks->rowOfKey(lockPath) >= 0 ? lockPath : QString();
    for (int row = 0; key.isEmpty() && row < locks->rowCount(); ++row) {
        const LockSummary &s = locks->summaryAt(row);
        if (s.queue->path != lockPath)
            continue;
        const bool hasNode = nodePaths.isEmpty()
            || std::any_of(s.queue->entries.begin(), s.queue->entries.end(),
                           [&](const LockEntry &e) { return nodePaths.contains(e.path()); });
        if (hasNode)
            key = s.key;
    }
    if (key.isEmpty() || !selectLock(key))
        return false;
    if (!nodePaths.isEmpty())
        selectNodes(nodePaths);
    return true;
}

bool ConnectionTab::selectLock(const QString &key)
{
    return m_overview->selectKey(key);
}

int ConnectionTab::selectNodes(const QStringList &paths)
{
    QueueModel *queue = m_connection->queue();
    QItemSelection selection;
    int found = 0;
    QModelIndex last;
    for (const QString &path : paths) {
        const int row = queue->rowOfPath(path);
        if (row < 0)
            continue;
        ++found;
        last = queue->index(row, 0);
        selection.select(last, queue->index(row, QueueModel::ColumnCount - 1));
    }
    m_queueSelection->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (last.isValid())
        m_queueSelection->setCurrentIndex(last, QItemSelectionModel::NoUpdate);
    return found;
}

} // namespace lockscope::ui
