// SPDX-License-Identifier: Apache-2.0

#include "models/QueueModel.h"

#include "models/DisplayNames.h"

#include "models/Formatting.h"
#include "zk/ZkPaths.h"
#include "views/PaletteColors.h"

#include <QDateTime>
#include <QGuiApplication>
#include <algorithm>

namespace lockscope::ui {

namespace {

qint64 identity(const LockEntry &entry)
{
    return entry.node->stat.czxid;
}

// The owner may change without its node (Kafka's broker registration read later).
bool sameOwner(const LockEntry &a, const LockEntry &b)
{
    if (!a.owner || !b.owner)
        return !a.owner == !b.owner;
    return a.owner == b.owner || (a.owner->text == b.owner->text && a.owner->fields == b.owner->fields);
}

bool sameShown(const LockEntry &a, const LockEntry &b)
{
    return a.state == b.state && a.mode == b.mode && a.waitsForNode == b.waitsForNode
        && a.revocationRequested == b.revocationRequested && a.node->stat == b.node->stat
        && a.node->data == b.node->data && sameOwner(a, b);
}

} // namespace

QueueModel::QueueModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_ageTimer.setInterval(1000);
    connect(&m_ageTimer, &QTimer::timeout, this, &QueueModel::refreshAges);
    m_ageTimer.start();
    m_highlightTimer.setSingleShot(true);
    connect(&m_highlightTimer, &QTimer::timeout, this, &QueueModel::expireHighlights);
}

QueueModel::~QueueModel() = default;

void QueueModel::setClientResolver(std::function<QString(qint64)> resolver)
{
    m_clientResolver = std::move(resolver);
    refreshClients();
}

QString QueueModel::clientOf(qint64 session) const
{
    return (m_clientResolver && session != 0) ? m_clientResolver(session) : QString();
}

void QueueModel::refreshClients()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, ClientColumn), index(rowCount() - 1, ClientColumn), {Qt::DisplayRole});
}

void QueueModel::setAgeReference(std::optional<qint64> atMs)
{
    if (std::exchange(m_ageReferenceMs, atMs) != atMs)
        refreshAges();
}

void QueueModel::refreshAges()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, AgeColumn), index(rowCount() - 1, AgeColumn), {Qt::DisplayRole});
}

void QueueModel::clear()
{
    setQueue({}, nullptr);
}

void QueueModel::setQueue(const QString &key, std::shared_ptr<const LockQueue> queue,
                          QHash<QString, qint64> holdingSince)
{
    m_holdingSince = std::move(holdingSince);
    if (!queue || key != m_key || !m_queue) {
        m_key = queue ? key : QString();
        resetTo(std::move(queue));
        return;
    }
    applyDiff(queue);
}

void QueueModel::resetTo(std::shared_ptr<const LockQueue> queue)
{
    beginResetModel();
    m_queue = std::move(queue);
    m_rows.clear();
    m_highlightUntil.clear();
    if (m_queue) {
        m_rows.reserve(m_queue->entries.size());
        for (const LockEntry &entry : m_queue->entries)
            m_rows.push_back(&entry);
        m_highlightUntil.assign(m_rows.size(), 0);
    }
    countHolders();
    endResetModel();
}

void QueueModel::countHolders()
{
    m_holders = int(std::count_if(m_rows.begin(), m_rows.end(),
                                  [](const LockEntry *e) { return e->state == EntryState::Holding; }));
    m_hasOwners = std::any_of(m_rows.begin(), m_rows.end(), [](const LockEntry *e) { return e->owner != nullptr; });
}

void QueueModel::applyDiff(const std::shared_ptr<const LockQueue> &fresh)
{
    const std::shared_ptr<const LockQueue> old = std::exchange(m_queue, fresh); // rows point into it until the end
    const std::vector<LockEntry> &next = fresh->entries;
    QHash<qint64, int> nextRow;
    nextRow.reserve(qsizetype(next.size()));
    for (size_t i = 0; i < next.size(); ++i)
        nextRow.insert(identity(next[i]), int(i));
    if (nextRow.size() != qsizetype(next.size()))
        return resetTo(fresh); // no stable identity: do not guess

    bool moved = false;
    // Removals, bottom up, one signal per contiguous run.
    for (int row = int(m_rows.size()) - 1; row >= 0;) {
        if (nextRow.contains(identity(*m_rows[size_t(row)]))) {
            --row;
            continue;
        }
        const int last = row;
        while (row >= 0 && !nextRow.contains(identity(*m_rows[size_t(row)])))
            --row;
        const int first = row + 1;
        beginRemoveRows({}, first, last);
        m_rows.erase(m_rows.begin() + first, m_rows.begin() + last + 1);
        m_highlightUntil.erase(m_highlightUntil.begin() + first, m_highlightUntil.begin() + last + 1);
        endRemoveRows();
        moved = true;
    }
    // Entries that stay must keep their relative order; otherwise (semaphore reshuffles) reset.
    int previous = -1;
    for (const LockEntry *entry : m_rows) {
        const int at = nextRow.value(identity(*entry));
        if (at <= previous)
            return resetTo(fresh);
        previous = at;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QStringList newHolders;
    // Insertions, one signal per contiguous run of new entries.
    size_t row = 0;
    for (size_t i = 0; i < next.size();) {
        if (row < m_rows.size() && identity(*m_rows[row]) == identity(next[i])) {
            ++row;
            ++i;
            continue;
        }
        size_t end = i;
        while (end < next.size() && (row >= m_rows.size() || identity(next[end]) != identity(*m_rows[row])))
            ++end;
        const int count = int(end - i);
        beginInsertRows({}, int(row), int(row) + count - 1);
        std::vector<const LockEntry *> inserted;
        std::vector<qint64> highlights;
        for (size_t k = i; k < end; ++k) {
            inserted.push_back(&next[k]);
            const bool holds = next[k].state == EntryState::Holding;
            highlights.push_back(holds ? now + kHighlightMs : 0);
            if (holds)
                newHolders.append(next[k].path());
        }
        m_rows.insert(m_rows.begin() + qsizetype(row), inserted.begin(), inserted.end());
        m_highlightUntil.insert(m_highlightUntil.begin() + qsizetype(row), highlights.begin(), highlights.end());
        endInsertRows();
        row += size_t(count);
        i = end;
        moved = true;
    }
    // Changes in place: one dataChanged over the span that changed.
    int firstChanged = -1;
    int lastChanged = -1;
    for (size_t r = 0; r < m_rows.size(); ++r) {
        const LockEntry *was = m_rows[r];
        const LockEntry &now_ = next[r];
        if (was == &now_)
            continue;
        if (!sameShown(*was, now_)) {
            if (was->state == EntryState::Waiting && now_.state == EntryState::Holding) {
                m_highlightUntil[r] = now + kHighlightMs;
                newHolders.append(now_.path());
            }
            firstChanged = firstChanged < 0 ? int(r) : firstChanged;
            lastChanged = int(r);
        }
        m_rows[r] = &now_;
    }
    const int holdersBefore = m_holders;
    countHolders();
    if (firstChanged >= 0)
        Q_EMIT dataChanged(index(firstChanged, 0), index(lastChanged, ColumnCount - 1));
    if ((moved || holdersBefore != m_holders) && !m_rows.empty()) // places in the line shifted
        Q_EMIT dataChanged(index(0, PositionColumn), index(rowCount() - 1, PositionColumn), {Qt::DisplayRole});
    if (!newHolders.isEmpty()) {
        if (!m_highlightTimer.isActive())
            m_highlightTimer.start(kHighlightMs);
        Q_EMIT handedOff(newHolders);
    }
}

void QueueModel::expireHighlights()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    qint64 nextExpiry = 0;
    for (size_t r = 0; r < m_highlightUntil.size(); ++r) {
        qint64 &until = m_highlightUntil[r];
        if (until == 0)
            continue;
        if (until <= now) {
            until = 0;
            Q_EMIT dataChanged(index(int(r), 0), index(int(r), ColumnCount - 1), {Qt::BackgroundRole, HighlightRole});
        } else {
            nextExpiry = nextExpiry == 0 ? until : qMin(nextExpiry, until);
        }
    }
    if (nextExpiry > 0)
        m_highlightTimer.start(int(nextExpiry - now));
}

qreal QueueModel::highlightStrength(int row, qint64 nowMs) const
{
    const qint64 until = m_highlightUntil.at(size_t(row));
    if (until <= nowMs)
        return 0;
    return qreal(until - nowMs) / kHighlightMs;
}

bool QueueModel::hasActiveHighlights(qint64 nowMs) const
{
    return std::any_of(m_highlightUntil.begin(), m_highlightUntil.end(), [nowMs](qint64 u) { return u > nowMs; });
}

int QueueModel::rowOfPath(const QString &path) const
{
    for (size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r]->path() == path)
            return int(r);
    }
    return -1;
}

int QueueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int QueueModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant QueueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const LockEntry &e = *m_rows[size_t(row)];
    const bool holds = e.state == EntryState::Holding;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PositionColumn:
            if (holds)
                return m_queue->kind == LockKind::Election ? displayEntryState(e.state, LockKind::Election)
                                                           : tr("holder");
            return QString::number(row - m_holders + 1);
        case StateColumn: return displayEntryState(e.state, m_queue->kind);
        case OwnerColumn: return e.owner ? e.owner->text : QString();
        case ModeColumn: return displayEntryMode(e.mode);
        case NodeColumn: return e.node->name;
        case SessionColumn: return formatOwner(e.node->stat.ephemeralOwner);
        case ClientColumn: return clientOf(e.node->stat.ephemeralOwner);
        case AgeColumn: {
            const qint64 now = ageReference(QDateTime::currentMSecsSinceEpoch());
            const qint64 since = holds ? m_holdingSince.value(e.path(), e.node->stat.ctimeMs) : e.node->stat.ctimeMs;
            return (holds ? tr("held %1") : tr("waiting %1")).arg(formatAge(now - since));
        }
        case WaitsForColumn: return e.waitsForNode.name; // empty for holders
        case RevocationColumn: return e.revocationRequested ? tr("requested") : QString();
        case VersionColumn: return e.node->stat.version;
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == WaitsForColumn)
            return e.waitsFor();
        if (index.column() == NodeColumn)
            return e.path();
        if (index.column() == OwnerColumn && e.owner)
            return e.owner->text;
        break;
    case Qt::BackgroundRole:
    case HighlightRole: {
        const qreal strength = highlightStrength(row, QDateTime::currentMSecsSinceEpoch());
        if (role == HighlightRole)
            return strength > 0;
        if (strength > 0)
            return PaletteColors::handOff(QGuiApplication::palette(), strength);
        if (e.revocationRequested || !e.isEphemeral())
            return PaletteColors::warningBackground(QGuiApplication::palette());
        break;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == PositionColumn || index.column() == VersionColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case PathRole: return e.path();
    case SessionRole: return e.node->stat.ephemeralOwner;
    }
    return {};
}

QVariant QueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PositionColumn: return tr("Place");
    case StateColumn: return tr("State");
    case ModeColumn: return tr("Mode");
    case OwnerColumn: return tr("Owner");
    case NodeColumn: return tr("Node");
    case SessionColumn: return tr("Session");
    case ClientColumn: return tr("Client");
    case AgeColumn: return tr("Age");
    case WaitsForColumn: return tr("Waits for");
    case RevocationColumn: return tr("Revocation");
    case VersionColumn: return tr("Version");
    }
    return {};
}

} // namespace lockscope::ui
