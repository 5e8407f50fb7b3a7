// SPDX-License-Identifier: Apache-2.0

// The readers of ZooKeeper's own files (core/txnlog), on files Debian's ZooKeeper 3.8 wrote
// (data/zookeeper-files: a kazoo client locked, wrote a multi and closed its session; the
// server was restarted once, then started on those files with gzip and with snappy snapshots)
// and on damaged copies of them.
#include "txnlog/SnapshotFile.h"
#include "txnlog/SnapshotPacking.h"
#include "txnlog/TxnLogFile.h"
#include "txnlog/TxnRecord.h"
#include "batch/TestBatch.h"

#include <QFile>
#include <QTest>

namespace tst_zookeeperfiles {

using namespace lockscope;
using namespace Qt::Literals::StringLiterals;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QFINDTESTDATA(u"data/zookeeper-files/"_s + name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

// "create /app/locks", "close 3 paths"...: one word per change, in log order.
QString describe(const TxnChange &change)
{
    switch (change.kind) {
    case TxnChange::Kind::CreateNode:
        return (change.ephemeralOwner ? u"create-ephemeral "_s : u"create "_s) + change.path;
    case TxnChange::Kind::DeleteNode: return u"delete "_s + change.path;
    case TxnChange::Kind::SetData: return u"set "_s + change.path + u'=' + QString::fromUtf8(change.data);
    case TxnChange::Kind::CreateSession: return u"session %1"_s.arg(change.timeoutMs);
    case TxnChange::Kind::CloseSession: return u"close "_s + change.pathsToDelete.join(u',');
    }
    return {};
}

struct LogRead {
    QStringList changes;
    QList<qint64> zxids;
    QString error;
    qint64 errorOffset = -1;
};

LogRead readLog(const QByteArray &bytes)
{
    LogRead read;
    TxnLogReader reader(bytes);
    TxnLogRecord record;
    while (reader.next(record)) {
        QString error;
        const std::optional<Txn> txn = decodeTxn(record.bytes, &error);
        if (!txn) {
            read.error = error;
            return read;
        }
        read.zxids.append(txn->header.zxid);
        for (const TxnChange &change : txn->changes)
            read.changes.append(describe(change));
    }
    read.error = reader.error();
    read.errorOffset = reader.errorOffset();
    return read;
}

// The n-th record (0-based) of the fixture log; its bytes point into `log`.
TxnLogRecord recordAt(const QByteArray &log, int n)
{
    TxnLogReader reader(log);
    TxnLogRecord record;
    for (int i = 0; i <= n; ++i) {
        if (!reader.next(record))
            return {-1, {}};
    }
    return record;
}

qint64 recordOffset(const QByteArray &log, int n)
{
    return recordAt(log, n).offset;
}

// Where the n-th record ends: checksum, length, bytes, end mark.
qint64 recordEnd(const QByteArray &log, int n)
{
    const TxnLogRecord record = recordAt(log, n);
    return record.offset + 12 + record.bytes.size() + 1;
}

QStringList nodePaths(const SnapshotContents &snapshot)
{
    QStringList paths;
    for (const SnapshotNode &node : snapshot.nodes)
        paths.append(node.path);
    paths.sort();
    return paths;
}

} // namespace

class TstZooKeeperFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void transactionLog()
    {
        const LogRead read = readLog(fixture(u"log.1"_s));
        QCOMPARE(read.error, QString());
        QCOMPARE(read.zxids.size(), 11);
        for (qsizetype i = 0; i < read.zxids.size(); ++i)
            QCOMPARE(read.zxids[i], i + 1);
        QCOMPARE(read.changes.first(), u"session 10000"_s);
        QVERIFY(read.changes.contains(u"create /app/locks/orders"_s));
        QVERIFY(read.changes.contains(u"set /app/locks=x"_s));
        // The multi's two creates, the second ephemeral; the session's close lists it.
        QVERIFY(read.changes.contains(u"create /app/m1"_s));
        QVERIFY(read.changes.contains(u"create-ephemeral /app/m2"_s));
        QCOMPARE(read.changes.last(), u"close /app/m2"_s);
        const QStringList lockNodes = read.changes.filter(u"/app/locks/orders/"_s);
        QCOMPARE(lockNodes.size(), 2);
        QVERIFY(lockNodes[0].startsWith(u"create-ephemeral /app/locks/orders/"_s));
        QVERIFY(lockNodes[0].endsWith(u"__lock__0000000000"_s));
        QVERIFY(lockNodes[1].startsWith(u"delete "_s));
    }

    void damagedLog_data()
    {
        const QByteArray log = fixture(u"log.1"_s);
        const qint64 third = recordOffset(log, 2);
        const qint64 fourth = recordOffset(log, 3);
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("records"); // read before the damage
        QTest::addColumn<QString>("error"); // the start of the error; empty: a clean end
        QTest::addColumn<qint64>("errorOffset");

        QByteArray flipped = log;
        flipped[third + 12 + 20] = char(flipped[third + 12 + 20] ^ 0x01); // inside the third record's header
        QTest::newRow("flipped byte") << flipped << 2 << u"CRC mismatch at offset %1"_s.arg(third) << third;
        QByteArray highBits = log; // the checksum is a long: Adler32 leaves its high word zero
        highBits[third + 1] = char(highBits[third + 1] ^ 0x01);
        QTest::newRow("checksum high word") << highBits << 2 << u"CRC mismatch at offset %1"_s.arg(third) << third;
        QTest::newRow("cut mid-record") << log.left(fourth + 20) << 3 << u"truncated record at offset %1"_s.arg(fourth)
                                        << fourth;
        QByteArray torn = log; // a record's bytes written, then zeros: its end mark is missing
        const qint64 fifth = recordOffset(log, 4);
        torn.replace(fifth - 1, 1, QByteArray(1, '\0'));
        torn.replace(fourth + 20, log.size() - fourth - 20, QByteArray(log.size() - fourth - 20, '\0'));
        QTest::newRow("torn last record") << torn << 3 << u"partial record at offset %1"_s.arg(fourth) << fourth;
        QTest::newRow("no padding") << log.left(recordEnd(log, 10)) << 11 << QString() << qint64(-1);
        QTest::newRow("cut in the checksum")
            << log.left(recordOffset(log, 10) + 5) << 10
            << u"truncated record at offset %1"_s.arg(recordOffset(log, 10)) << recordOffset(log, 10);
        QTest::newRow("header only") << log.left(16) << 0 << QString() << qint64(-1);
        QTest::newRow("zero padding only") << log.left(16) + QByteArray(4096, '\0') << 0 << QString() << qint64(-1);
        QByteArray magic = log;
        magic[3] = 'X';
        QTest::newRow("wrong magic") << magic << 0 << u"not a ZooKeeper transaction log"_s << qint64(0);
        QTest::newRow("empty file") << QByteArray() << 0 << u"empty file"_s << qint64(-1);
        QTest::newRow("snapshot, not a log")
            << fixture(u"snapshot.0"_s) << 0 << u"not a ZooKeeper transaction log"_s << qint64(0);
        QByteArray version = log;
        version[7] = 3;
        QTest::newRow("version 3") << version << 0 << u"unsupported file version 3"_s << qint64(0);
    }

    void damagedLog()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, records);
        QFETCH(QString, error);
        QFETCH(qint64, errorOffset);
        const LogRead read = readLog(bytes);
        QCOMPARE(read.zxids.size(), records);
        QVERIFY2(error.isEmpty() ? read.error.isEmpty() : read.error.startsWith(error), qPrintable(read.error));
        QCOMPARE(read.errorOffset, errorOffset);
    }

    void snapshots_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<int>("sessions");
        const QStringList empty = {u"/"_s, u"/zookeeper"_s, u"/zookeeper/config"_s, u"/zookeeper/quota"_s};
        QTest::newRow("first start") << u"snapshot.0"_s << empty << 0;
        const QStringList later = empty + QStringList{u"/app"_s, u"/app/c"_s, u"/app/locks"_s, u"/app/locks/orders"_s};
        QTest::newRow("after restart") << u"snapshot.b"_s << later << 0;
        QTest::newRow("gzip") << u"snapshot.b.gz"_s << later << 0;
        QTest::newRow("snappy") << u"snapshot.b.snappy"_s << later << 0;
    }

    void snapshots()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, paths);
        QFETCH(int, sessions);
        const QByteArray packed = fixture(file);
        QByteArray storage;
        QString error;
        const std::optional<QByteArrayView> bytes = unpackSnapshot(file, packed, storage, &error);
        QVERIFY2(bytes, qPrintable(error));
        SnapshotProblem problem;
        const std::optional<SnapshotContents> snapshot = decodeSnapshot(*bytes, &problem);
        QVERIFY2(snapshot, qPrintable(problem.error));
        QStringList expected = paths;
        expected.sort();
        QCOMPARE(nodePaths(*snapshot), expected);
        QCOMPARE(int(snapshot->sessions.size()), sessions);
        for (const SnapshotNode &node : snapshot->nodes) {
            if (node.path == u"/app/locks"_s) {
                QCOMPARE(node.data, QByteArray("x"));
                QCOMPARE(node.stat.version, 1);
                QVERIFY(node.stat.ctimeMs > 1700000000000);
            }
        }
    }

    void damagedSnapshot_data()
    {
        const QByteArray snapshot = fixture(u"snapshot.b"_s);
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QByteArray flipped = snapshot;
        flipped[200] = char(flipped[200] ^ 0x10);
        QTest::newRow("flipped byte") << flipped << u"checksum mismatch"_s;
        QByteArray sealHighBits = snapshot; // the first seal's checksum sits before "/" and the digest
        const qsizetype seal = snapshot.lastIndexOf(QByteArray("\0\0\0\x01/", 5), snapshot.size() - 30) - 8;
        sealHighBits[seal] = char(sealHighBits[seal] ^ 0x01);
        QTest::newRow("seal high word") << sealHighBits << u"checksum mismatch"_s;
        QTest::newRow("truncated") << snapshot.left(400) << u"truncated or damaged node data"_s;
        QTest::newRow("no seal") << snapshot.left(snapshot.size() - 40) << u"checksum mismatch or truncated seal"_s;
        QByteArray magic = snapshot;
        magic[0] = 'Y';
        QTest::newRow("wrong magic") << magic << u"not a ZooKeeper snapshot"_s;
        QTest::newRow("a log") << fixture(u"log.1"_s) << u"not a ZooKeeper snapshot"_s;
        QTest::newRow("empty") << QByteArray() << u"empty file"_s;
        QTest::newRow("gzip bytes unpacked") << fixture(u"snapshot.b.gz"_s) << u"not a ZooKeeper snapshot"_s;
    }

    void damagedSnapshot()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        SnapshotProblem problem;
        QVERIFY(!decodeSnapshot(bytes, &problem));
        QVERIFY2(problem.error.startsWith(error), qPrintable(problem.error));
    }

    void damagedGzip()
    {
        const QByteArray gz = fixture(u"snapshot.b.gz"_s);
        QString error;
        QVERIFY(!gunzip(gz.left(gz.size() / 2), &error));
        QCOMPARE(error, u"damaged or truncated gzip data"_s);
        QVERIFY(!gunzip(fixture(u"snapshot.b"_s), &error));
    }

    void damagedSnappy_data()
    {
        const QByteArray packed = fixture(u"snapshot.b.snappy"_s);
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("plain bytes") << fixture(u"snapshot.b"_s) << u"no snappy stream header at offset 0"_s;
        QTest::newRow("gzip bytes") << fixture(u"snapshot.b.gz"_s) << u"no snappy stream header at offset 0"_s;
        QTest::newRow("header only, torn length") << packed.left(18) << u"truncated snappy chunk length at offset 16"_s;
        QTest::newRow("cut in the chunk")
            << packed.left(packed.size() - 10) << u"damaged or truncated snappy chunk at offset 16"_s;
        QByteArray huge = packed;
        huge[16] = '\x7f'; // a length far beyond the file
        QTest::newRow("length beyond the file") << huge << u"damaged or truncated snappy chunk at offset 16"_s;
        QByteArray flipped = packed; // the chunk's own uncompressed length, a varint, now lies
        flipped[20] = char(flipped[20] ^ 0x04);
        QTest::newRow("damaged block") << flipped << u"damaged snappy chunk at offset 16"_s;
    }

    void damagedSnappy()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!unsnappy(bytes, &why));
        QCOMPARE(why, error);
    }

    // Two streams one after the other read as one (SnappyInputStream allows it); a name's
    // suffix picks the packing, and one ZooKeeper never writes is named.
    void snappyStreamsAndNames()
    {
        const QByteArray packed = fixture(u"snapshot.b.snappy"_s);
        const std::optional<QByteArray> once = unsnappy(packed);
        QVERIFY(once && decodeSnapshot(*once));
        const std::optional<QByteArray> twice = unsnappy(QByteArray(packed + packed));
        QVERIFY(twice);
        QCOMPARE(*twice, QByteArray(*once + *once));

        QByteArray storage;
        QString error;
        const QByteArray plain = fixture(u"snapshot.b"_s);
        const std::optional<QByteArrayView> same = unpackSnapshot(u"snapshot.b", plain, storage, &error);
        QVERIFY(same && same->data() == plain.data()); // not copied
        QVERIFY(!unpackSnapshot(u"snapshot.b.lz4", plain, storage, &error));
        QCOMPARE(error, u"packed as lz4, which ZooKeeper does not write (gz and snappy only)"_s);
    }
};

LOCKSCOPE_TEST(TstZooKeeperFiles)

} // namespace tst_zookeeperfiles

#include "tst_zookeeperfiles.moc"
