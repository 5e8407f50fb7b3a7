// SPDX-License-Identifier: Apache-2.0

#pragma once
// A transaction log file (FileTxnLog): the FileHeader, then records of an Adler32 checksum
// (long), the transaction's bytes (int length + bytes) and an end-of-record byte 'B'. The server
// preallocates the file with zeros, so zeros after the last record are its clean end. Pure: it
// walks bytes in memory (a read-only mapping of the file).

#include "txnlog/ZkFileFormat.h"

#include <QByteArrayView>
#include <QString>

namespace lockscope {

struct TxnLogRecord {
    qint64 offset = 0; // where the record starts in the file
    QByteArrayView bytes; // the transaction, for decodeTxn
};

class TxnLogReader {
public:
    explicit TxnLogReader(QByteArrayView file);

    // The next record. False at the end: clean when error() is empty, else the file is damaged
    // at errorOffset() and nothing after it is read.
    bool next(TxnLogRecord &record);

    const ZkFileHeader &header() const { return m_header; }
    const QString &error() const { return m_error; }
    qint64 errorOffset() const { return m_errorOffset; }

private:
    bool stop(const QString &error, qint64 offset);

    QByteArrayView m_file;
    ZkFileHeader m_header;
    qint64 m_offset = kZkFileHeaderSize;
    QString m_error;
    qint64 m_errorOffset = -1;
    bool m_done = false;
};

} // namespace lockscope
