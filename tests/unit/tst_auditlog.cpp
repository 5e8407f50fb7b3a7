// SPDX-License-Identifier: Apache-2.0

// The audit log's line format, its tolerant reader and its append-only file.
#include "audit/AuditLog.h"
#include "batch/TestBatch.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace tst_auditlog {

using namespace lockscope;

namespace {

AuditRecord sampleRecord(const QString &action, const QString &result)
{
    AuditRecord r;
    r.time = QDateTime(QDate(2026, 11, 21), QTime(23, 41, 0, 123), Qt::UTC);
    r.ensemble = QStringLiteral("127.0.0.1:2181/chroot");
    r.user = QStringLiteral("ops");
    r.action = action;
    r.node = QStringLiteral("/app/locks/orders/_c_0b1c-lock-0000000007");
    r.version = 3;
    r.payload = QStringLiteral("__REVOKE__");
    r.reason = QStringLiteral("stuck since the deploy");
    r.result = result;
    r.message = QStringLiteral("wrote __REVOKE__ at version 3");
    r.session = QStringLiteral("0x0100000a02b00003");
    return r;
}

const QByteArray kGood = QByteArrayLiteral(
    R"({"time":"2026-11-21T23:41:00.123Z","ensemble":"h:1","user":"ops","action":"delete","node":"/l/n","version":4,"payload":null,"reason":"","result":"done","message":"deleted at version 4","session":null})");

QByteArray fileContents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void appendRaw(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::Append));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestAuditLog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parseLine_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("action");
        QTest::addColumn<qint64>("version"); // -1: none
        QTest::addColumn<QString>("payload"); // "<none>": absent
        QTest::addColumn<QString>("error"); // part of the error for invalid lines

        const QString none = QStringLiteral("<none>");
        QTest::newRow("full") << kGood << true << QStringLiteral("delete") << qint64(4) << none << QString();
        QTest::newRow("minimal") << QByteArray(
            R"({"time":"2026-01-02T03:04:05.006Z","action":"revoke","node":"/a","result":"refused"})")
                                 << true << QStringLiteral("revoke") << qint64(-1) << none << QString();
        QTest::newRow("payload and extra fields")
            << QByteArray(R"({"time":"2026-01-02T03:04:05.006Z","action":"revoke","node":"/a","result":"done",)"
                          R"("payload":"unlock","version":0,"future":{"x":1}})")
            << true << QStringLiteral("revoke") << qint64(0) << QStringLiteral("unlock") << QString();
        QTest::newRow("big version") << QByteArray(R"({"time":"2026-01-02T03:04:05.006Z","action":"delete",)"
                                                   R"("node":"/a","result":"done","version":2147483647})")
                                     << true << QStringLiteral("delete") << qint64(2147483647) << none << QString();
        QTest::newRow("no time") << QByteArray(R"({"action":"delete","node":"/a","result":"done"})") << false
                                 << QString() << qint64(-1) << none << QStringLiteral("time");
        QTest::newRow("bad time") << QByteArray(R"({"time":"yesterday","action":"delete","node":"/a","result":"done"})")
                                  << false << QString() << qint64(-1) << none << QStringLiteral("time");
        QTest::newRow("no action") << QByteArray(R"({"time":"2026-01-02T03:04:05.006Z","node":"/a","result":"done"})")
                                   << false << QString() << qint64(-1) << none << QStringLiteral("action");
        QTest::newRow("empty node") << QByteArray(
            R"({"time":"2026-01-02T03:04:05.006Z","action":"delete","node":"","result":"done"})")
                                    << false << QString() << qint64(-1) << none << QStringLiteral("node");
        QTest::newRow("no result") << QByteArray(R"({"time":"2026-01-02T03:04:05.006Z","action":"delete","node":"/a"})")
                                   << false << QString() << qint64(-1) << none << QStringLiteral("result");
        QTest::newRow("version as text") << QByteArray(
            R"({"time":"2026-01-02T03:04:05.006Z","action":"delete","node":"/a","result":"done","version":"3"})")
                                         << false << QString() << qint64(-1) << none << QStringLiteral("version");
        QTest::newRow("fractional version") << QByteArray(
            R"({"time":"2026-01-02T03:04:05.006Z","action":"delete","node":"/a","result":"done","version":1.5})")
                                            << false << QString() << qint64(-1) << none << QStringLiteral("version");
        // Found by fuzz_auditlog: a number beyond 64 bits was cast to an integer (undefined behaviour).
        QTest::newRow("version beyond 64 bits")
            << QByteArray(R"({"time":"2026-01-02T03:04:05.006Z","action":"delete","node":"/a","result":"done",)"
                          R"("version":2222222222222222222220})")
            << false << QString() << qint64(-1) << none << QStringLiteral("version");
        QTest::newRow("version beyond 32 bits") << QByteArray(
            R"({"time":"2026-01-02T03:04:05.006Z","action":"delete","node":"/a","result":"done","version":2147483648})")
                                                << false << QString() << qint64(-1) << none
                                                << QStringLiteral("version");
        QTest::newRow("wrapped version") // versions are signed 32-bit and wrap after 2^31 updates
            << QByteArray(
                   R"({"time":"2026-01-02T03:04:05.006Z","action":"delete","node":"/a","result":"done","version":-2147483648})")
            << true << QStringLiteral("delete") << qint64(-2147483648LL) << none << QString();
        QTest::newRow("payload not text") << QByteArray(
            R"({"time":"2026-01-02T03:04:05.006Z","action":"revoke","node":"/a","result":"done","payload":7})")
                                          << false << QString() << qint64(-1) << none << QStringLiteral("payload");
        QTest::newRow("reason not text") << QByteArray(
            R"({"time":"2026-01-02T03:04:05.006Z","action":"revoke","node":"/a","result":"done","reason":[]})")
                                         << false << QString() << qint64(-1) << none << QStringLiteral("reason");
        QTest::newRow("array") << QByteArray("[1,2]") << false << QString() << qint64(-1) << none
                               << QStringLiteral("object");
        QTest::newRow("torn") << kGood.left(kGood.size() / 2) << false << QString() << qint64(-1) << none
                              << QStringLiteral("JSON");
        QTest::newRow("empty") << QByteArray() << false << QString() << qint64(-1) << none << QStringLiteral("JSON");
    }
    void parseLine()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, valid);
        QFETCH(QString, action);
        QFETCH(qint64, version);
        QFETCH(QString, payload);
        QFETCH(QString, error);

        QString why;
        const std::optional<AuditRecord> record = parseAuditLine(line, &why);
        QCOMPARE(record.has_value(), valid);
        if (!valid) {
            QVERIFY2(why.contains(error), qPrintable(why));
            return;
        }
        QCOMPARE(record->action, action);
        QCOMPARE(record->version.value_or(-1), version);
        QCOMPARE(record->payload.value_or(QStringLiteral("<none>")), payload);
        QCOMPARE(record->time.timeSpec(), Qt::UTC);
    }

    void roundTrip_data()
    {
        QTest::addColumn<AuditRecord>("record");
        QTest::newRow("revoke") << sampleRecord(QStringLiteral("revoke"), QStringLiteral("done"));
        AuditRecord tricky = sampleRecord(QStringLiteral("delete"), QStringLiteral("refused"));
        tricky.reason = QStringLiteral("two\nlines, \"quotes\", tab\t and ünïcødé ✓");
        tricky.payload.reset();
        tricky.version.reset();
        tricky.session.clear();
        QTest::newRow("escapes, no payload or version") << tricky;
        AuditRecord sparse;
        sparse.time = QDateTime(QDate(2030, 1, 1), QTime(0, 0, 0, 1), Qt::UTC);
        sparse.action = QStringLiteral("revoke-wait");
        sparse.node = QStringLiteral("/x");
        sparse.result = QStringLiteral("still held");
        QTest::newRow("sparse") << sparse;
    }
    void roundTrip()
    {
        QFETCH(AuditRecord, record);
        const QByteArray line = toAuditLine(record);
        QVERIFY(line.endsWith('\n'));
        QCOMPARE(line.count('\n'), 1); // one record, one line, whatever the text holds
        const std::optional<AuditRecord> back = parseAuditLine(line.chopped(1));
        QVERIFY(back);
        QCOMPARE(*back, record);
    }

    void timeIsIsoUtcWithMilliseconds()
    {
        const QByteArray line = toAuditLine(sampleRecord(QStringLiteral("delete"), QStringLiteral("done")));
        QVERIFY(line.contains(R"("time":"2026-11-21T23:41:00.123Z")"));
    }

    void parseLog_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<int>("records");
        QTest::addColumn<QList<int>>("damaged");
        QTest::addColumn<bool>("torn");

        const QByteArray good = kGood + '\n';
        QTest::newRow("empty") << QByteArray() << 0 << QList<int>{} << false;
        QTest::newRow("one") << good << 1 << QList<int>{} << false;
        QTest::newRow("three") << good + good + good << 3 << QList<int>{} << false;
        QTest::newRow("torn last line") << good + good + kGood.left(40) << 2 << QList<int>{} << true;
        QTest::newRow("torn right before its newline") << good + kGood << 2 << QList<int>{} << false;
        QTest::newRow("damage in the middle") << good + QByteArray("garbage\n") + good << 2 << QList<int>{2} << false;
        QTest::newRow("torn then appended after") << good + kGood.left(30) + '\n' + good << 2 << QList<int>{2} << false;
        QTest::newRow("blank lines") << QByteArray("\n") + good + QByteArray("  \n") + good << 2 << QList<int>{}
                                     << false;
    }
    void parseLog()
    {
        QFETCH(QByteArray, contents);
        QFETCH(int, records);
        QFETCH(QList<int>, damaged);
        QFETCH(bool, torn);
        const AuditLogContents log = parseAuditLog(contents);
        QCOMPARE(log.records.size(), records);
        QCOMPARE(log.damagedLines, damaged);
        QCOMPARE(log.tornTail, torn);
        for (const AuditRecord &r : log.records)
            QCOMPARE(r.node, QStringLiteral("/l/n"));
    }

    void appendsLinesAndCreatesTheDirectory()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nested/deeper/audit.jsonl"));
        const AuditLog log(path);
        const AuditRecord first = sampleRecord(QStringLiteral("revoke"), QStringLiteral("done"));
        const AuditRecord second = sampleRecord(QStringLiteral("delete"), QStringLiteral("refused"));
        QVERIFY(log.append(first));
        QVERIFY(log.append(second));
        QCOMPARE(fileContents(path), toAuditLine(first) + toAuditLine(second));
        const AuditLogContents read = log.read();
        QVERIFY(read.error.isEmpty());
        QCOMPARE(read.records, (QList<AuditRecord>{first, second}));
    }

    void tornLastLineKeepsEarlierRecordsAndLaterAppends()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.jsonl"));
        const AuditLog log(path);
        const AuditRecord first = sampleRecord(QStringLiteral("revoke"), QStringLiteral("done"));
        QVERIFY(log.append(first));
        QVERIFY(log.append(first));
        // A crash in the middle of a write leaves part of a line and no newline.
        appendRaw(path, toAuditLine(first).left(25));
        AuditLogContents read = log.read();
        QCOMPARE(read.records.size(), 2);
        QVERIFY(read.tornTail);
        QVERIFY(read.damagedLines.isEmpty());

        // The next append starts on a line of its own, so it is not glued to the fragment.
        const AuditRecord third = sampleRecord(QStringLiteral("delete"), QStringLiteral("done"));
        QVERIFY(log.append(third));
        read = log.read();
        QCOMPARE(read.records.size(), 3);
        QCOMPARE(read.records.last(), third);
        QCOMPARE(read.damagedLines, QList<int>{3});
        QVERIFY(!read.tornTail);
    }

    void missingFileReadsEmpty()
    {
        QTemporaryDir dir;
        const AuditLogContents read = AuditLog(dir.filePath(QStringLiteral("none.jsonl"))).read();
        QVERIFY(read.records.isEmpty());
        QVERIFY(read.error.isEmpty());
    }

    void unwritableLocationIsReported()
    {
        const AuditLog log(QStringLiteral("/proc/lockscope-no-such-dir/audit.jsonl"));
        QString error;
        QVERIFY(!log.checkWritable(&error));
        QVERIFY2(error.contains(QStringLiteral("audit log")), qPrintable(error));
        error.clear();
        QVERIFY(!log.append(sampleRecord(QStringLiteral("delete"), QStringLiteral("done")), &error));
        QVERIFY(!error.isEmpty());
    }

    void defaultPathIsInTheAppDataDirectory()
    {
        QCoreApplication::setApplicationName(QStringLiteral("lockscope"));
        const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(!base.isEmpty());
        QCOMPARE(AuditLog::defaultPath(), base + QStringLiteral("/audit.jsonl"));
    }

    void newRecordNamesUserAndTime()
    {
        const QDateTime before = QDateTime::currentDateTimeUtc();
        const AuditRecord r = makeAuditRecord(QStringLiteral("delete"), QStringLiteral("h:1"), QStringLiteral("/a/b"));
        QCOMPARE(r.user, currentOsUser());
        QVERIFY(!r.user.isEmpty());
        QCOMPARE(r.time.timeSpec(), Qt::UTC);
        QVERIFY(r.time >= before.addMSecs(-1) && r.time <= QDateTime::currentDateTimeUtc());
        QCOMPARE(r.ensemble, QStringLiteral("h:1"));
        QCOMPARE(r.node, QStringLiteral("/a/b"));
    }
};

LOCKSCOPE_TEST(TestAuditLog)

} // namespace tst_auditlog

#include "tst_auditlog.moc"
