// SPDX-License-Identifier: Apache-2.0

#include "models/LockListModel.h"
// The rows' bookkeeping: batched updates, renames, findings, errors; LockListModelData.cpp
// presents them.

#include <QDateTime>
#include <algorithm>

namespace lockscope::ui {

namespace {

constexpr int kDefaultBatchMs = 100;
constexpr int kAgeRefreshMs = 1000;

bool keyLess(const LockSummary &row, const QString &key)
{
    return row.key < key;
}

} // namespace

LockListModel::LockListModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_applyTimer.setSingleShot(true);
    m_applyTimer.setInterval(kDefaultBatchMs);
    connect(&m_applyTimer, &QTimer::timeout, this, &LockListModel::applyPending);
    m_ageTimer.setInterval(kAgeRefreshMs);
    connect(&m_ageTimer, &QTimer::timeout, this, &LockListModel::refreshAges);
    m_ageTimer.start();
}

LockListModel::~LockListModel() = default;

void LockListModel::setBatchIntervalMs(int ms)
{
    m_applyTimer.setInterval(ms);
}
int LockListModel::batchIntervalMs() const
{
    return m_applyTimer.interval();
}

void LockListModel::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (!paused) {
        if (m_heldFindings)
            setFindings(*std::exchange(m_heldFindings, std::nullopt));
        applyPending();
        refreshAges();
    }
    Q_EMIT heldChangesChanged(heldChanges());
}

void LockListModel::scheduleApply()
{
    if (m_paused) {
        Q_EMIT heldChangesChanged(heldChanges());
        return;
    }
    // Not restarted by later changes: a steady stream must still be shown every interval.
    if (!m_applyTimer.isActive())
        m_applyTimer.start();
}

void LockListModel::updateLock(const LockQueue &queue)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    Pending &pending = m_pending[queue.key()];
    // A burst on one long queue: overwrite the copy already waiting, reusing its storage,
    // rather than allocating a new 10,000-entry copy and freeing the old one each time.
    if (pending.queue)
        *pending.queue = queue;
    else
        pending.queue = std::make_shared<LockQueue>(queue);
    pending.atMs = now;
    scheduleApply();
}

void LockListModel::removeLock(const QString &key)
{
    m_pending.insert(key, Pending{nullptr, QDateTime::currentMSecsSinceEpoch()});
    scheduleApply();
}

void LockListModel::renameLock(const QString &from, const QString &to)
{
    m_renames.insert(from, to);
    scheduleApply();
}

std::vector<LockSummary>::const_iterator LockListModel::lowerBound(const QString &key) const
{
    return std::lower_bound(m_rows.cbegin(), m_rows.cend(), key, keyLess);
}

int LockListModel::rowOfKey(const QString &key) const
{
    const auto it = lowerBound(key);
    return (it != m_rows.cend() && it->key == key) ? int(it - m_rows.cbegin()) : -1;
}

const LockSummary *LockListModel::summary(const QString &key) const
{
    const int row = rowOfKey(key);
    return row < 0 ? nullptr : &m_rows[size_t(row)];
}

void LockListModel::emitRowsChanged(std::vector<int> rows)
{
    if (rows.empty())
        return;
    std::sort(rows.begin(), rows.end());
    // A sorted proxy re-sorts every row a dataChanged spans. Rows changed close together go as
    // one span; a few changes scattered over 50,000 locks go each as its own (one spanning them
    // all would re-sort the whole table); very many go as one.
    constexpr size_t kMostSpans = 64;
    std::vector<std::pair<int, int>> spans;
    for (int row : rows) {
        if (!spans.empty() && row <= spans.back().second + 1)
            spans.back().second = row;
        else
            spans.emplace_back(row, row);
    }
    if (spans.size() > kMostSpans)
        spans = {{rows.front(), rows.back()}};
    for (const auto &[first, last] : spans)
        Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

void LockListModel::applyPending()
{
    m_applyTimer.stop();
    if (m_paused)
        return;
    QList<QPair<QString, QString>> renamed;
    const QHash<QString, QString> renames = std::exchange(m_renames, {});
    for (auto it = renames.cbegin(); it != renames.cend(); ++it) {
        if (renameRow(it.key(), it.value()))
            renamed.append({it.key(), it.value()});
    }
    for (const auto &[from, to] : std::as_const(renamed))
        Q_EMIT lockRenamed(from, to);
    if (m_pending.isEmpty() && renamed.isEmpty())
        return;
    const QHash<QString, Pending> pending = std::exchange(m_pending, {});
    QStringList changed;
    QStringList gone;
    for (auto it = pending.cbegin(); it != pending.cend(); ++it) {
        if (it->queue) {
            insertOrUpdate(it->queue, it->atMs);
            changed.append(it.key());
        } else if (rowOfKey(it.key()) >= 0) {
            removeRow(it.key());
            gone.append(it.key());
        }
    }
    std::vector<int> rows;
    for (const QString &key : std::as_const(m_updatedInBatch)) {
        if (const int row = rowOfKey(key); row >= 0)
            rows.push_back(row);
    }
    m_updatedInBatch.clear();
    emitRowsChanged(std::move(rows));
    for (const QString &key : std::as_const(gone))
        Q_EMIT lockGone(key);
    for (const QString &key : std::as_const(changed))
        Q_EMIT lockChanged(key);
    Q_EMIT batchApplied(int(pending.size()));
}

void LockListModel::insertOrUpdate(std::shared_ptr<const LockQueue> queue, qint64 atMs)
{
    const QString key = queue->key();
    const auto it = lowerBound(key);
    const int row = int(it - m_rows.cbegin());
    if (it != m_rows.cend() && it->key == key) {
        LockSummary &current = m_rows[size_t(row)];
        current = summarizeLock(std::move(queue), &current, atMs);
        m_updatedInBatch.append(key);
        return;
    }
    LockSummary fresh = summarizeLock(std::move(queue), nullptr, atMs);
    fresh.error = errorFor(fresh.queue->path);
    fresh.findings = m_findings.value(fresh.queue->path);
    beginInsertRows({}, row, row);
    m_rows.insert(m_rows.begin() + row, std::move(fresh));
    endInsertRows();
}

// Moves the row of `from` to where `to` sorts, as one move: persistent indexes (a view's
// selection and current row) follow it.
bool LockListModel::renameRow(const QString &from, const QString &to)
{
    const int row = rowOfKey(from);
    if (row < 0 || rowOfKey(to) >= 0)
        return false;
    const int destination = int(lowerBound(to) - m_rows.cbegin()); // before the move
    const auto at = m_rows.begin();
    if (destination == row || destination == row + 1) {
        at[row].key = to;
    } else {
        beginMoveRows({}, row, row, {}, destination);
        if (destination > row)
            std::rotate(at + row, at + row + 1, at + destination);
        else
            std::rotate(at + destination, at + row, at + row + 1);
        m_rows[size_t(destination > row ? destination - 1 : destination)].key = to;
        endMoveRows();
    }
    if (m_unseen.contains(from))
        m_unseen.insert(to, m_unseen.take(from));
    m_updatedInBatch.append(to);
    return true;
}

void LockListModel::removeRow(const QString &key)
{
    const int row = rowOfKey(key);
    m_removingKey = key;
    beginRemoveRows({}, row, row);
    m_rows.erase(m_rows.begin() + row);
    endRemoveRows();
    m_removingKey.clear();
}

void LockListModel::addUnseen(const QList<LockEvent> &events)
{
    for (const LockEvent &event : events) {
        if (event.type != LockEventType::Unseen || event.count <= 0)
            continue;
        const QString key = event.lockKey();
        m_unseen[key] += event.count;
        if (const int row = rowOfKey(key); row >= 0)
            Q_EMIT dataChanged(index(row, LockColumn), index(row, LockColumn), {Qt::DisplayRole});
    }
}

void LockListModel::resetLocks(const std::vector<LockQueue> &locks)
{
    m_applyTimer.stop();
    m_pending.clear();
    m_renames.clear();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    std::vector<LockSummary> rows;
    rows.reserve(locks.size());
    for (const LockQueue &queue : locks) {
        const LockSummary *previous = summary(queue.key());
        rows.push_back(summarizeLock(std::make_shared<const LockQueue>(queue), previous, now));
        rows.back().error = errorFor(queue.path);
        rows.back().findings = m_findings.value(queue.path);
    }
    std::sort(rows.begin(), rows.end(), [](const LockSummary &a, const LockSummary &b) { return a.key < b.key; });
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

QString LockListModel::errorFor(const QString &path) const
{
    const QString prefix = path.endsWith(QLatin1Char('/')) ? path : path + QLatin1Char('/');
    for (const MonitorError &error : m_errors) {
        if (error.path == path || error.path.startsWith(prefix))
            return error.path == path ? error.error : error.path + QStringLiteral(": ") + error.error;
    }
    return {};
}

void LockListModel::setErrors(const QList<MonitorError> &errors)
{
    m_errors = errors;
    for (size_t row = 0; row < m_rows.size(); ++row) {
        const QString error = errorFor(m_rows[row].queue->path);
        if (error != m_rows[row].error) {
            m_rows[row].error = error;
            Q_EMIT dataChanged(index(int(row), ProblemsColumn), index(int(row), ProblemsColumn));
        }
    }
}

void LockListModel::setFindings(const QList<Finding> &findings)
{
    if (m_paused) {
        m_heldFindings = findings;
        return;
    }
    m_findings = findingsByLock(findings);
    for (size_t row = 0; row < m_rows.size(); ++row) {
        LockFindings now = m_findings.value(m_rows[row].queue->path);
        if (now == m_rows[row].findings)
            continue;
        m_rows[row].findings = std::move(now);
        // The marker sits beside the path as well as in the Problems column.
        Q_EMIT dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
    }
    Q_EMIT findingsApplied();
}

void LockListModel::refreshAges()
{
    if (m_rows.empty() || m_paused)
        return;
    static_assert(HeldForColumn == LongestWaitColumn + 1, "the age columns are adjacent");
    Q_EMIT dataChanged(index(0, LongestWaitColumn), index(int(m_rows.size()) - 1, HeldForColumn),
                       {Qt::DisplayRole, SortRole});
}

QList<QPair<QString, LockEntry>> LockListModel::entriesOfSession(qint64 session) const
{
    QList<QPair<QString, LockEntry>> found;
    if (session == 0)
        return found;
    for (const LockSummary &row : m_rows) {
        for (const LockEntry &entry : row.queue->entries) {
            if (entry.node->stat.ephemeralOwner == session)
                found.append({row.key, entry});
        }
    }
    return found;
}

int LockListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LockListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

} // namespace lockscope::ui
