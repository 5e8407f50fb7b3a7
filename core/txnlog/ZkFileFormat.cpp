// SPDX-License-Identifier: Apache-2.0

#include "txnlog/ZkFileFormat.h"

#include "txnlog/JuteInput.h"

#include <zlib.h>

namespace lockscope {

QString readZkFileHeader(QByteArrayView bytes, qint32 magic, ZkFileHeader *header)
{
    if (bytes.isEmpty())
        return QStringLiteral("empty file");
    JuteInput in(bytes);
    ZkFileHeader read;
    read.magic = in.readInt();
    read.version = in.readInt();
    read.dbid = in.readLong();
    if (!in.ok())
        return QStringLiteral("too short for a ZooKeeper file header");
    if (read.magic != magic) {
        return QStringLiteral("not a ZooKeeper %1 (magic 0x%2)")
            .arg(magic == kTxnLogMagic ? QStringLiteral("transaction log") : QStringLiteral("snapshot"))
            .arg(quint32(read.magic), 8, 16, QLatin1Char('0'));
    }
    if (read.version != kZkFileVersion)
        return QStringLiteral("unsupported file version %1").arg(read.version);
    if (header)
        *header = read;
    return {};
}

quint32 adler32Of(QByteArrayView bytes, quint32 running)
{
    uLong value = running;
    qsizetype offset = 0;
    // zlib takes a uInt length: feed very large inputs in pieces.
    while (offset < bytes.size()) {
        const qsizetype chunk = qMin<qsizetype>(bytes.size() - offset, 1 << 30);
        value = adler32(value, reinterpret_cast<const Bytef *>(bytes.data() + offset), uInt(chunk));
        offset += chunk;
    }
    return quint32(value);
}

qint64 zxidFromFileName(const QString &name, QStringView prefix)
{
    if (!name.startsWith(prefix) || name.size() <= prefix.size() + 1 || name.at(prefix.size()) != u'.')
        return -1;
    QStringView hex = QStringView(name).sliced(prefix.size() + 1);
    const qsizetype dot = hex.indexOf(u'.');
    if (dot >= 0)
        hex = hex.first(dot);
    bool ok = false;
    const qint64 zxid = hex.toLongLong(&ok, 16);
    return ok && zxid >= 0 ? zxid : -1;
}

} // namespace lockscope
