// SPDX-License-Identifier: Apache-2.0

#include "history/HistoryReplay.h"

#include "history/DataDirectory.h"
#include "history/LockReplay.h"
#include "history/LogSequence.h"
#include "report/SnapshotJson.h"
#include "txnlog/SnapshotFile.h"
#include "txnlog/SnapshotPacking.h"

#include <QFileInfo>
#include <map>

namespace lockscope {

namespace {

struct LoadedSnapshot {
    const ZkDataFile *file = nullptr;
    SnapshotContents contents;
};

std::optional<SnapshotContents> readSnapshot(const ZkDataFile &file, QString *error, qint64 *offset)
{
    ReadOnlyFile input;
    if (!input.open(file.path, error))
        return std::nullopt;
    QByteArray unpacked;
    const std::optional<QByteArrayView> bytes = unpackSnapshot(file.name, input.bytes(), unpacked, error);
    if (!bytes)
        return std::nullopt;
    SnapshotProblem problem;
    std::optional<SnapshotContents> contents = decodeSnapshot(*bytes, &problem);
    if (!contents) {
        *error = problem.error;
        *offset = problem.offset;
    }
    return contents;
}

// When the snapshot's state held: its last transaction's time, else its file's time.
qint64 snapshotTimeMs(const DataDirectory &directory, const ZkDataFile &file)
{
    if (const std::optional<qint64> logged = transactionTimeAt(directory, file.zxid))
        return *logged;
    return QFileInfo(file.path).lastModified().toMSecsSinceEpoch();
}

// The newest snapshot at or before `fromMs` (every snapshot when unset: the oldest first),
// falling back to older ones, then newer ones, when one cannot be read.
std::optional<LoadedSnapshot> loadSnapshot(const DataDirectory &directory, std::optional<qint64> fromMs,
                                           std::vector<HistoryError> &errors)
{
    const auto &snapshots = directory.snapshots;
    std::size_t chosen = 0;
    if (fromMs) {
        for (std::size_t i = snapshots.size(); i-- > 0;) {
            if (snapshotTimeMs(directory, snapshots[i]) <= *fromMs) {
                chosen = i;
                break;
            }
        }
    }
    std::vector<std::size_t> order;
    for (std::size_t i = chosen + 1; i-- > 0;)
        order.push_back(i);
    for (std::size_t i = chosen + 1; i < snapshots.size(); ++i)
        order.push_back(i);
    for (const std::size_t i : order) {
        QString error;
        qint64 offset = -1;
        std::optional<SnapshotContents> contents = readSnapshot(snapshots[i], &error, &offset);
        if (contents)
            return LoadedSnapshot{&snapshots[i], std::move(*contents)};
        errors.push_back({snapshots[i].name, offset, error + QStringLiteral(": snapshot skipped")});
    }
    return std::nullopt;
}

bool overlaps(std::optional<qint64> startMs, std::optional<qint64> endMs, qint64 fromMs, qint64 toMs)
{
    return (!startMs || *startMs <= toMs) && (!endMs || *endMs >= fromMs);
}

std::vector<LockPast> locksWithin(std::vector<LockPast> locks, qint64 fromMs, qint64 toMs)
{
    std::vector<LockPast> kept;
    for (LockPast &lock : locks) {
        const bool hadEntries = !lock.entries.empty();
        std::erase_if(lock.entries, [fromMs, toMs](const EntrySpan &span) {
            return !overlaps(span.queuedAtMs, span.endedAtMs, fromMs, toMs);
        });
        if (!lock.entries.empty() || (!hadEntries && !lock.vanishedAtMs))
            kept.push_back(std::move(lock));
    }
    return kept;
}

class SessionBook {
public:
    void start(const std::vector<SnapshotSession> &sessions)
    {
        for (const SnapshotSession &session : sessions)
            m_sessions[session.session] = SessionSpan{session.session, std::nullopt, std::nullopt, session.timeoutMs};
    }
    void apply(const Txn &txn)
    {
        for (const TxnChange &change : txn.changes) {
            if (change.kind == TxnChange::Kind::CreateSession)
                m_sessions[txn.header.clientId] =
                    SessionSpan{txn.header.clientId, txn.header.timeMs, std::nullopt, change.timeoutMs};
            else if (change.kind == TxnChange::Kind::CloseSession)
                m_sessions[txn.header.clientId].closedAtMs = txn.header.timeMs;
        }
    }
    std::vector<SessionSpan> within(qint64 fromMs, qint64 toMs) const
    {
        std::vector<SessionSpan> kept;
        for (const auto &[id, span] : m_sessions) {
            if (overlaps(span.openedAtMs, span.closedAtMs, fromMs, toMs)) {
                kept.push_back(span);
                kept.back().session = id;
            }
        }
        return kept;
    }

private:
    std::map<qint64, SessionSpan> m_sessions;
};

} // namespace

HistoryResult readHistory(const HistoryOptions &options)
{
    HistoryResult result;
    result.source = options.dataDirs.join(QStringLiteral(", "));
    const std::optional<DataDirectory> directory = findDataDirectory(options.dataDirs, &result.failure);
    if (!directory)
        return result;
    result.source = directory->source();
    if (!directory->note.isEmpty())
        result.errors.push_back({directory->folders.constFirst(), -1, directory->note});
    std::optional<LoadedSnapshot> snapshot = loadSnapshot(*directory, options.fromMs, result.errors);
    if (!snapshot) {
        result.failure = QStringLiteral("%1: no readable snapshot (%2)").arg(result.source, result.errors.back().error);
        return result;
    }
    const qint64 snapshotZxid = snapshot->file->zxid;
    std::optional<qint64> startMs = transactionTimeAt(*directory, snapshotZxid);

    LogSequence logs(*directory, snapshotZxid, &result.errors);
    Txn txn;
    bool pending = logs.next(txn);
    // A first snapshot (zxid 0) has no transaction of its own: the record starts with the first.
    if (!startMs)
        startMs = pending ? txn.header.timeMs : QFileInfo(snapshot->file->path).lastModified().toMSecsSinceEpoch();
    result.recordStartMs = result.recordEndMs = *startMs;

    LockReplay replay(options.roots, options.discover);
    SessionBook sessions;
    sessions.start(snapshot->contents.sessions);
    replay.start(std::move(snapshot->contents.nodes), *startMs);
    for (; pending; pending = logs.next(txn)) {
        if (options.toMs && txn.header.timeMs > *options.toMs)
            break;
        replay.apply(txn);
        sessions.apply(txn);
        result.recordEndMs = qMax(result.recordEndMs, txn.header.timeMs);
    }
    if (options.fromMs && *options.fromMs < result.recordStartMs) {
        result.errors.insert(result.errors.begin(),
                             {snapshot->file->name, -1,
                              QStringLiteral("the record starts at %1 (the oldest snapshot's moment): what happened "
                                             "earlier is not known")
                                  .arg(isoUtcFromMs(result.recordStartMs))});
    }
    const qint64 fromMs = options.fromMs.value_or(result.recordStartMs);
    const qint64 toMs = options.toMs.value_or(result.recordEndMs);
    result.queuesAtEnd = replay.queues();
    result.locks = locksWithin(replay.recorder().takeLocks(), fromMs, toMs);
    result.sessions = sessions.within(fromMs, toMs);
    return result;
}

} // namespace lockscope
