// SPDX-License-Identifier: Apache-2.0

#include "history/LogSequence.h"

namespace lockscope {

namespace {

QString zxidText(qint64 zxid)
{
    return QStringLiteral("0x%1").arg(quint64(zxid), 0, 16);
}

} // namespace

LogSequence::LogSequence(const DataDirectory &directory, qint64 afterZxid, std::vector<HistoryError> *errors)
    : m_directory(directory), m_lastZxid(afterZxid), m_errors(errors)
{
    // Start with the last file that begins at or before the first transaction wanted.
    const auto &logs = m_directory.logs;
    while (m_next + 1 < logs.size() && logs[m_next + 1].zxid <= afterZxid + 1)
        ++m_next;
}

void LogSequence::report(qint64 offset, const QString &error)
{
    if (m_errors)
        m_errors->push_back({m_fileName, offset, error});
}

bool LogSequence::openNext()
{
    m_reader.reset();
    if (m_next >= m_directory.logs.size())
        return false;
    const ZkDataFile &log = m_directory.logs[m_next++];
    m_fileName = log.name;
    QString error;
    if (!m_file.open(log.path, &error)) {
        report(-1, QStringLiteral("cannot read: %1").arg(error));
        return true;
    }
    m_reader.emplace(m_file.bytes());
    return true;
}

bool LogSequence::next(Txn &txn)
{
    for (;;) {
        if (!m_reader && !openNext())
            return false;
        if (!m_reader)
            continue;
        TxnLogRecord record;
        if (!m_reader->next(record)) {
            if (!m_reader->error().isEmpty())
                report(m_reader->errorOffset(),
                       m_reader->error() + QStringLiteral(": later transactions in this file skipped"));
            m_reader.reset();
            continue;
        }
        QString error;
        std::optional<Txn> decoded = decodeTxn(record.bytes, &error);
        if (!decoded) {
            report(record.offset,
                   QStringLiteral("%1 at offset %2: later transactions in this file skipped")
                       .arg(error)
                       .arg(record.offset));
            m_reader.reset();
            continue;
        }
        const qint64 zxid = decoded->header.zxid;
        if (zxid <= m_lastZxid)
            continue; // in the snapshot already, or logged twice across a restart
        // Within an epoch (the zxid's high word) zxids follow one another; a new epoch restarts.
        if ((zxid >> 32) == (m_lastZxid >> 32) && zxid != m_lastZxid + 1 && m_lastZxid > 0) {
            report(record.offset,
                   QStringLiteral("transactions %1 to %2 are missing: the record has a gap")
                       .arg(zxidText(m_lastZxid + 1), zxidText(zxid - 1)));
        }
        m_lastZxid = zxid;
        txn = std::move(*decoded);
        return true;
    }
}

std::optional<qint64> transactionTimeAt(const DataDirectory &directory, qint64 zxid)
{
    // The file that holds it starts at or before it: begin one transaction early.
    LogSequence logs(directory, qMax<qint64>(0, zxid - 1), nullptr);
    Txn txn;
    if (zxid > 0 && logs.next(txn) && txn.header.zxid == zxid)
        return txn.header.timeMs;
    return std::nullopt;
}

} // namespace lockscope
