// SPDX-License-Identifier: Apache-2.0

#pragma once
// What ZooKeeper's snapshot and transaction-log files share: the FileHeader (magic, version,
// dbid) that opens both, and their checksum (java.util.zip.Adler32). Pure.

#include <QByteArrayView>
#include <QString>

namespace lockscope {

constexpr qint32 kTxnLogMagic = 0x5a4b4c47; // "ZKLG" (FileTxnLog.TXNLOG_MAGIC)
constexpr qint32 kSnapshotMagic = 0x5a4b534e; // "ZKSN" (FileSnap.SNAP_MAGIC)
constexpr qint32 kZkFileVersion = 2; // FileTxnLog.VERSION, FileSnap.VERSION
constexpr qsizetype kZkFileHeaderSize = 16;

struct ZkFileHeader {
    qint32 magic = 0;
    qint32 version = 0;
    qint64 dbid = 0;
};

// Reads and checks the header; an empty string when it is the one `magic` names, else why not.
QString readZkFileHeader(QByteArrayView bytes, qint32 magic, ZkFileHeader *header = nullptr);

quint32 adler32Of(QByteArrayView bytes, quint32 running = 1);

// "log.1a2b" -> 0x1a2b; -1 when the name is not `prefix` + "." + a hexadecimal zxid (a
// compressed snapshot's suffix is allowed).
qint64 zxidFromFileName(const QString &name, QStringView prefix);

} // namespace lockscope
