// SPDX-License-Identifier: Apache-2.0

#include "txnlog/TxnLogFile.h"

#include "txnlog/JuteInput.h"

#include <algorithm>

namespace lockscope {

namespace {

bool allZero(QByteArrayView bytes)
{
    return std::all_of(bytes.begin(), bytes.end(), [](char c) { return c == 0; });
}

} // namespace

TxnLogReader::TxnLogReader(QByteArrayView file) : m_file(file)
{
    const QString problem = readZkFileHeader(file, kTxnLogMagic, &m_header);
    if (!problem.isEmpty())
        stop(problem, file.isEmpty() ? -1 : 0);
}

bool TxnLogReader::stop(const QString &error, qint64 offset)
{
    m_done = true;
    m_error = error;
    m_errorOffset = error.isEmpty() ? -1 : offset;
    return false;
}

bool TxnLogReader::next(TxnLogRecord &record)
{
    if (m_done)
        return false;
    const QByteArrayView rest = m_file.sliced(m_offset);
    // Preallocated space: the records end where the zeros begin (a length of 0, Util.readTxnBytes).
    if (allZero(rest.first(qMin<qsizetype>(rest.size(), 12))) && allZero(rest))
        return stop({}, m_offset);
    JuteInput in(rest);
    const qint64 checksum = in.readLong();
    const qint32 length = in.readInt();
    if (!in.ok() || length <= 0 || length > in.remaining() - 1)
        return stop(QStringLiteral("truncated record at offset %1").arg(m_offset), m_offset);
    const QByteArrayView bytes = rest.sliced(in.offset(), length);
    if (rest.at(in.offset() + length) != 'B')
        return stop(QStringLiteral("partial record at offset %1 (no end-of-record mark)").arg(m_offset), m_offset);
    if (qint64(adler32Of(bytes)) != checksum)
        return stop(QStringLiteral("CRC mismatch at offset %1").arg(m_offset), m_offset);
    record.offset = m_offset;
    record.bytes = bytes;
    m_offset += in.offset() + length + 1;
    if (m_offset >= m_file.size())
        m_done = true;
    return true;
}

} // namespace lockscope
