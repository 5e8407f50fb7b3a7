// SPDX-License-Identifier: Apache-2.0

// Recognising lock nodes by name: every recipe shape of RECIPES.md, sequence wrap-around, and
// names that are no lock at all.

#include "recipes/LockNodeName.h"
#include "batch/TestBatch.h"

#include <QRandomGenerator>
#include <QTest>

namespace tst_locknodename {

using namespace lockscope;

namespace {

const QString kUuid = QStringLiteral("0b1c6e3a-4f2d-4c1e-9a7b-2f3e4d5c6b7a");
const QString kHex = QStringLiteral("9f8e7d6c5b4a39281706f5e4d3c2b1a0");

QString withUuid(const char *pattern)
{
    return QString::fromLatin1(pattern).replace(QStringLiteral("UUID"), kUuid);
}

QString withHex(const char *pattern)
{
    return QString::fromLatin1(pattern).replace(QStringLiteral("HEX"), kHex);
}

} // namespace

class TestLockNodeName : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parse_data();
    void parse();
    void notALock_data();
    void notALock();
    void sequenceSuffix_data();
    void sequenceSuffix();
    void revocationPayload_data();
    void revocationPayload();
    void veryLongNames();
    void arbitraryNamesKeepInvariants();
    void cliNames();
};

void TestLockNodeName::parse_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("recipe");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("groupKey");
    QTest::addColumn<QString>("token");
    QTest::addColumn<bool>("sequential");
    QTest::addColumn<qint64>("sequence");

    const QString curator = QStringLiteral("curator");
    const QString zk = QStringLiteral("zookeeper");
    const QString generic = QStringLiteral("generic");
    const QString exclusive = QStringLiteral("exclusive");
    const QString read = QStringLiteral("read");
    const QString write = QStringLiteral("write");
    const QString lease = QStringLiteral("lease");

    QTest::newRow("curator mutex") << withUuid("_c_UUID-lock-0000000007") << curator << exclusive
                                   << QStringLiteral("lock") << kUuid << true << qint64(7);
    QTest::newRow("curator read") << withUuid("_c_UUID-__READ__0000000004") << curator << read
                                  << QStringLiteral("__rw__") << kUuid << true << qint64(4);
    QTest::newRow("curator write shares the read group") << withUuid("_c_UUID-__WRIT__0000000005") << curator << write
                                                         << QStringLiteral("__rw__") << kUuid << true << qint64(5);
    QTest::newRow("curator lease") << withUuid("_c_UUID-lease-0000000011") << curator << lease
                                   << QStringLiteral("lease") << kUuid << true << qint64(11);
    QTest::newRow("curator leader latch") << withUuid("_c_UUID-latch-0000000002") << curator << exclusive
                                          << QStringLiteral("latch") << kUuid << true << qint64(2);
    QTest::newRow("curator upper-case uuid")
        << QStringLiteral("_c_0B1C6E3A-4F2D-4C1E-9A7B-2F3E4D5C6B7A-lock-0000000001") << curator << exclusive
        << QStringLiteral("lock") << QStringLiteral("0B1C6E3A-4F2D-4C1E-9A7B-2F3E4D5C6B7A") << true << qint64(1);
    QTest::newRow("curator wrapped to int min") << withUuid("_c_UUID-lock--2147483648") << curator << exclusive
                                                << QStringLiteral("lock") << kUuid << true << qint64(-2147483648LL);
    QTest::newRow("curator read at -1") << withUuid("_c_UUID-__READ__-000000001") << curator << read
                                        << QStringLiteral("__rw__") << kUuid << true << qint64(-1);
    QTest::newRow("curator uuid, unknown lock name") << withUuid("_c_UUID-job-0000000003") << generic << exclusive
                                                     << QStringLiteral("_c_-job-") << kUuid << true << qint64(3);

    QTest::newRow("go-zk 32 hex") << withHex("_c_HEX-lock-0000000003") << QStringLiteral("go-zk") << exclusive
                                  << QStringLiteral("lock") << kHex << true << qint64(3);
    QTest::newRow("go-zk hex with curator's read name is no recipe")
        << withHex("_c_HEX-__READ__0000000003") << generic << exclusive << QStringLiteral("_c_-__READ__") << kHex
        << true << qint64(3);

    const QString kazoo = QStringLiteral("kazoo");
    QTest::newRow("kazoo lock") << withHex("HEX__lock__0000000012") << kazoo << exclusive << QStringLiteral("__lock__")
                                << kHex << true << qint64(12);
    QTest::newRow("kazoo read lock shares the group") << withHex("HEX__rlock__0000000013") << kazoo << read
                                                      << QStringLiteral("__lock__") << kHex << true << qint64(13);
    QTest::newRow("kazoo lock at -5") << withHex("HEX__lock__-000000005") << kazoo << exclusive
                                      << QStringLiteral("__lock__") << kHex << true << qint64(-5);
    QTest::newRow("kazoo lock at int min") << withHex("HEX__lock__-2147483648") << kazoo << exclusive
                                           << QStringLiteral("__lock__") << kHex << true << qint64(-2147483648LL);
    QTest::newRow("kazoo semaphore lease")
        << kHex << kazoo << lease << QStringLiteral("lease") << kHex << false << qint64(0);
    QTest::newRow("kazoo lease that ends in ten digits")
        << QStringLiteral("0123456789abcdef0123456789012345") << kazoo << lease << QStringLiteral("lease")
        << QStringLiteral("0123456789abcdef0123456789012345") << false << qint64(0);

    QTest::newRow("zookeeper C recipe, hex session")
        << QStringLiteral("x-0100000a02b00003-0000000012") << zk << exclusive << QStringLiteral("x-")
        << QStringLiteral("0100000a02b00003") << true << qint64(12);
    QTest::newRow("zookeeper Java recipe, decimal session")
        << QStringLiteral("x-72057594037927939-0000000004") << zk << exclusive << QStringLiteral("x-")
        << QStringLiteral("72057594037927939") << true << qint64(4);
    QTest::newRow("zookeeper Java recipe, negative session")
        << QStringLiteral("x--72057594037927939-0000000004") << zk << exclusive << QStringLiteral("x-")
        << QStringLiteral("-72057594037927939") << true << qint64(4);
    QTest::newRow("zookeeper Java recipe, negative sequence")
        << QStringLiteral("x-72057594037927939--000000001") << zk << exclusive << QStringLiteral("x-")
        << QStringLiteral("72057594037927939") << true << qint64(-1);
    QTest::newRow("zookeeper document lock")
        << withUuid("UUID-lock-0000000001") << zk << exclusive << QStringLiteral("lock") << kUuid << true << qint64(1);
    QTest::newRow("zookeeper document read")
        << withUuid("UUID-read-0000000002") << zk << read << QStringLiteral("read-write") << kUuid << true << qint64(2);
    QTest::newRow("zookeeper document write, hex guid")
        << withHex("HEX-write-0000000003") << zk << write << QStringLiteral("read-write") << kHex << true << qint64(3);
    QTest::newRow("hbase read") << QStringLiteral("read-0000000002") << zk << read << QStringLiteral("read-write")
                                << QString() << true << qint64(2);
    QTest::newRow("hbase write") << QStringLiteral("write-0000000003") << zk << write << QStringLiteral("read-write")
                                 << QString() << true << qint64(3);
    QTest::newRow("hbase write at int min")
        << QStringLiteral("write--2147483648") << zk << write << QStringLiteral("read-write") << QString() << true
        << qint64(-2147483648LL);
    QTest::newRow("hbase read, '-' is the separator")
        << QStringLiteral("read-2000000000") << zk << read << QStringLiteral("read-write") << QString() << true
        << qint64(2000000000);

    QTest::newRow("seed 002 key") << QStringLiteral("orderA_NO_0000000001") << generic << exclusive
                                  << QStringLiteral("orderA_NO_") << QString() << true << qint64(1);
    QTest::newRow("seed 001 lock_") << QStringLiteral("lock_0000000003") << generic << exclusive
                                    << QStringLiteral("lock_") << QString() << true << qint64(3);
    QTest::newRow("bare sequence") << QStringLiteral("0000000001") << generic << exclusive << QString() << QString()
                                   << true << qint64(1);
    QTest::newRow("bare int min") << QStringLiteral("-2147483648") << generic << exclusive << QString() << QString()
                                  << true << qint64(-2147483648LL);
    QTest::newRow("bare -1") << QStringLiteral("-000000001") << generic << exclusive << QString() << QString() << true
                             << qint64(-1);
    QTest::newRow("int max") << QStringLiteral("lock-2147483647") << generic << exclusive << QStringLiteral("lock-")
                             << QString() << true << qint64(2147483647);
    QTest::newRow("prefix ending in a digit") << QStringLiteral("lock_10000000001") << generic << exclusive
                                              << QStringLiteral("lock_1") << QString() << true << qint64(1);
    QTest::newRow("generic with uuid token") << withUuid("job-UUID-0000000009") << generic << exclusive
                                             << QStringLiteral("job--") << kUuid << true << qint64(9);
    QTest::newRow("generic with hex token") << withHex("HEX_task_0000000001") << generic << exclusive
                                            << QStringLiteral("_task_") << kHex << true << qint64(1);
    QTest::newRow("generic with session token")
        << QStringLiteral("x-0100000a02b00003-job-0000000001") << generic << exclusive << QStringLiteral("job-")
        << QStringLiteral("0100000a02b00003") << true << qint64(1);
    QTest::newRow("31 hex digits stay in the key")
        << QStringLiteral("0123456789abcdef0123456789abcde_0000000001") << generic << exclusive
        << QStringLiteral("0123456789abcdef0123456789abcde_") << QString() << true << qint64(1);
    QTest::newRow("chinese key") << QStringLiteral("锁_0000000001") << generic << exclusive << QStringLiteral("锁_")
                                 << QString() << true << qint64(1);
    QTest::newRow("emoji key") << QStringLiteral("🔒0000000002") << generic << exclusive << QStringLiteral("🔒")
                               << QString() << true << qint64(2);
    const QChar nul(u'\0');
    QTest::newRow("nul in the key") << (QStringLiteral("a") + nul + QStringLiteral("b_0000000001")) << generic
                                    << exclusive << (QStringLiteral("a") + nul + QStringLiteral("b_")) << QString()
                                    << true << qint64(1);
    const QChar loneSurrogate(char16_t(0xd800));
    QTest::newRow("lone surrogate key") << (QString(loneSurrogate) + QStringLiteral("0000000005")) << generic
                                        << exclusive << QString(loneSurrogate) << QString() << true << qint64(5);
}

void TestLockNodeName::parse()
{
    QFETCH(QString, name);
    QFETCH(QString, recipe);
    QFETCH(QString, mode);
    QFETCH(QString, groupKey);
    QFETCH(QString, token);
    QFETCH(bool, sequential);
    QFETCH(qint64, sequence);

    const std::optional<ParsedLockName> parsed = parseLockNodeName(name);
    QVERIFY(parsed.has_value());
    QCOMPARE(recipeName(parsed->recipe), recipe);
    QCOMPARE(entryModeName(parsed->mode), mode);
    QCOMPARE(parsed->groupKey, groupKey);
    QCOMPARE(parsed->token, token);
    QCOMPARE(parsed->sequential, sequential);
    QCOMPARE(parsed->sequence, sequence);
}

void TestLockNodeName::notALock_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << QString();
    QTest::newRow("config") << QStringLiteral("config");
    QTest::newRow("curator leases folder") << QStringLiteral("leases");
    QTest::newRow("curator locks folder") << QStringLiteral("locks");
    QTest::newRow("plain key (a lock only when ephemeral)") << QStringLiteral("Key1");
    QTest::newRow("nine digits") << QStringLiteral("lock_000000001");
    QTest::newRow("short number") << QStringLiteral("release-2023");
    QTest::newRow("above int max") << QStringLiteral("lock_2147483648");
    QTest::newRow("ten nines") << QStringLiteral("lock_9999999999");
    QTest::newRow("below int min") << QStringLiteral("lock--2147483649");
    QTest::newRow("31 hex, not sequential") << QStringLiteral("9f8e7d6c5b4a39281706f5e4d3c2b1a");
    QTest::newRow("33 hex, not sequential") << QStringLiteral("9f8e7d6c5b4a39281706f5e4d3c2b1a0f");
    QTest::newRow("32 chars, not hex") << QStringLiteral("9f8e7d6c5b4a39281706f5e4d3c2b1ag");
    QTest::newRow("only a minus") << QStringLiteral("-");
    QTest::newRow("suffix without digits") << withUuid("_c_UUID-lock-");
    QTest::newRow("fullwidth digits") << QStringLiteral("lock_０００００００００１");
    QTest::newRow("arabic-indic digits") << QStringLiteral("lock_٠٠٠٠٠٠٠٠٠١");
    QTest::newRow("binary") << QString::fromLatin1("\x01\x02\xff\x7f", 4);
}

void TestLockNodeName::notALock()
{
    QFETCH(QString, name);
    QVERIFY(!parseLockNodeName(name).has_value());
}

void TestLockNodeName::sequenceSuffix_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<qsizetype>("start");

    QTest::newRow("ten digits") << QStringLiteral("lock_0000000003") << true << qint64(3) << qsizetype(5);
    QTest::newRow("minus and nine digits") << QStringLiteral("x--000000001") << true << qint64(-1) << qsizetype(2);
    QTest::newRow("int min after underscores")
        << QStringLiteral("__lock__-2147483648") << true << qint64(-2147483648LL) << qsizetype(8);
    QTest::newRow("separator then ten digits")
        << QStringLiteral("read-2000000000") << true << qint64(2000000000) << qsizetype(5);
    QTest::newRow("separator then negative")
        << QStringLiteral("read--2000000000") << true << qint64(-2000000000) << qsizetype(5);
    QTest::newRow("whole name -1") << QStringLiteral("-000000001") << true << qint64(-1) << qsizetype(0);
    QTest::newRow("whole name int min") << QStringLiteral("-2147483648") << true << qint64(-2147483648LL)
                                        << qsizetype(0);
    QTest::newRow("leading zero is never negative")
        << QStringLiteral("lock--0000000001") << true << qint64(1) << qsizetype(6);
    QTest::newRow("int max") << QStringLiteral("2147483647") << true << qint64(2147483647) << qsizetype(0);
    QTest::newRow("beyond int min") << QStringLiteral("--2147483649") << false << qint64(0) << qsizetype(0);
    QTest::newRow("beyond int max") << QStringLiteral("2147483648") << false << qint64(0) << qsizetype(0);
    QTest::newRow("nine digits") << QStringLiteral("123456789") << false << qint64(0) << qsizetype(0);
    QTest::newRow("empty") << QString() << false << qint64(0) << qsizetype(0);
    QTest::newRow("no digits") << QStringLiteral("lock") << false << qint64(0) << qsizetype(0);
}

void TestLockNodeName::sequenceSuffix()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(qint64, value);
    QFETCH(qsizetype, start);

    qsizetype suffixStart = -1;
    const std::optional<qint64> parsed = parseSequenceSuffix(name, &suffixStart);
    QCOMPARE(parsed.has_value(), valid);
    if (!valid) {
        QCOMPARE(suffixStart, qsizetype(-1));
        return;
    }
    QCOMPARE(*parsed, value);
    QCOMPARE(suffixStart, start);
}

void TestLockNodeName::revocationPayload_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("revocation");
    QTest::newRow("zookeeper document") << QByteArrayLiteral("unlock") << true;
    QTest::newRow("curator") << QByteArrayLiteral("__REVOKE__") << true;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("ip address") << QByteArrayLiteral("10.0.0.5") << false;
    QTest::newRow("upper case") << QByteArrayLiteral("UNLOCK") << false;
    QTest::newRow("trailing newline") << QByteArrayLiteral("unlock\n") << false;
    QTest::newRow("trailing nul") << QByteArray("unlock\0", 7) << false;
    QTest::newRow("longer") << QByteArrayLiteral("__REVOKE__x") << false;
    QTest::newRow("prefix") << QByteArrayLiteral("__REVOKE") << false;
}

void TestLockNodeName::revocationPayload()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, revocation);
    QCOMPARE(isRevocationPayload(data), revocation);
}

void TestLockNodeName::veryLongNames()
{
    const QString key(200000, u'a');
    const std::optional<ParsedLockName> parsed = parseLockNodeName(QString(key + QStringLiteral("_0000000042")));
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->sequence, qint64(42));
    QCOMPARE(parsed->groupKey, key + QStringLiteral("_"));

    const QString digits(200000, u'7');
    QVERIFY(!parseLockNodeName(digits).has_value()); // last ten digits exceed the 32-bit range
    QVERIFY(!parseLockNodeName(QString(200000, u'-')).has_value());
    QVERIFY(!parseLockNodeName(QString(200000, u'f')).has_value());
}

// Whatever the name, parsing neither crashes nor yields a queue key or token that the name
// does not contain, nor a sequence outside the 32-bit range.
void TestLockNodeName::arbitraryNamesKeepInvariants()
{
    const QString alphabet =
        QStringLiteral("0123456789-_xcafXLK_") + QChar(char16_t(0xd800)) + QChar(u'\0') + QStringLiteral("é锁");
    QRandomGenerator random(20251121);
    for (int round = 0; round < 20000; ++round) {
        QString name;
        const int length = random.bounded(64);
        for (int i = 0; i < length; ++i)
            name.append(alphabet.at(random.bounded(int(alphabet.size()))));
        if (round % 3 == 0)
            name.append(QString::number(random.bounded(1000000000)).rightJustified(10, u'0'));

        const std::optional<ParsedLockName> parsed = parseLockNodeName(name);
        if (!parsed)
            continue;
        QVERIFY2(name.contains(parsed->token), qPrintable(name));
        QVERIFY2(parsed->groupKey.size() <= name.size(), qPrintable(name));
        QVERIFY2(parsed->sequence >= -2147483648LL && parsed->sequence <= 2147483647LL, qPrintable(name));
        if (parsed->sequential) {
            const std::optional<qint64> suffix = parseSequenceSuffix(name);
            QVERIFY2(suffix.has_value(), qPrintable(name));
            QCOMPARE(*suffix, parsed->sequence);
        }
    }
}

void TestLockNodeName::cliNames()
{
    QCOMPARE(recipeName(Recipe::Curator), QStringLiteral("curator"));
    QCOMPARE(recipeName(Recipe::Kazoo), QStringLiteral("kazoo"));
    QCOMPARE(recipeName(Recipe::GoZk), QStringLiteral("go-zk"));
    QCOMPARE(recipeName(Recipe::ZooKeeper), QStringLiteral("zookeeper"));
    QCOMPARE(recipeName(Recipe::Generic), QStringLiteral("generic"));
    QCOMPARE(lockKindName(LockKind::Mutex), QStringLiteral("mutex"));
    QCOMPARE(lockKindName(LockKind::ReadWrite), QStringLiteral("read-write"));
    QCOMPARE(lockKindName(LockKind::Semaphore), QStringLiteral("semaphore"));
    QCOMPARE(entryModeName(EntryMode::Exclusive), QStringLiteral("exclusive"));
    QCOMPARE(entryModeName(EntryMode::Read), QStringLiteral("read"));
    QCOMPARE(entryModeName(EntryMode::Write), QStringLiteral("write"));
    QCOMPARE(entryModeName(EntryMode::Lease), QStringLiteral("lease"));
    QCOMPARE(entryStateName(EntryState::Holding), QStringLiteral("holding"));
    QCOMPARE(entryStateName(EntryState::Waiting), QStringLiteral("waiting"));
}

LOCKSCOPE_TEST(TestLockNodeName)

} // namespace tst_locknodename

#include "tst_locknodename.moc"
