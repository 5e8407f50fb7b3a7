// SPDX-License-Identifier: Apache-2.0

// ZooKeeper's transaction logs and snapshots are read from disks that fill up, servers that
// crash mid-write and copies made by hand: any bytes decode without crashing or hanging, as a
// log (records and their transactions), as one transaction, as a snapshot, and as a packed one.
#include "txnlog/SnapshotFile.h"
#include "txnlog/SnapshotPacking.h"
#include "txnlog/TxnLogFile.h"
#include "txnlog/TxnRecord.h"

#include <cstdlib>

using namespace lockscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    TxnLogReader log(bytes);
    TxnLogRecord record;
    qint64 lastOffset = -1;
    while (log.next(record)) {
        if (record.offset <= lastOffset || record.bytes.isEmpty())
            std::abort(); // the reader must move forward on every record
        lastOffset = record.offset;
        decodeTxn(record.bytes);
    }
    if (!log.error().isEmpty() && log.errorOffset() > qint64(size))
        std::abort();
    decodeTxn(bytes);
    SnapshotProblem problem;
    if (!decodeSnapshot(bytes, &problem) && problem.error.isEmpty())
        std::abort(); // a refusal always says why
    for (const QString &name : {QStringLiteral("snapshot.1.gz"), QStringLiteral("snapshot.1.snappy")}) {
        QByteArray storage;
        QString error;
        const std::optional<QByteArrayView> unpacked = unpackSnapshot(name, bytes, storage, &error);
        if (!unpacked && error.isEmpty())
            std::abort();
        if (unpacked)
            decodeSnapshot(*unpacked);
    }
    return 0;
}
