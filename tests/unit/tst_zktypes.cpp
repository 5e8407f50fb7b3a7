// SPDX-License-Identifier: Apache-2.0

// The small value rules of core/zk: --auth arguments, session id text, which owners are sessions.
#include "zk/ZkTypes.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_zktypes {

using namespace lockscope;

class TestZkTypes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void digestAuth_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QByteArray>("credentials");
        QTest::newRow("user and password") << QStringLiteral("digest:ops:secret") << true << QByteArray("ops:secret");
        QTest::newRow("colon in password") << QStringLiteral("digest:ops:a:b") << true << QByteArray("ops:a:b");
        QTest::newRow("empty password") << QStringLiteral("digest:ops:") << true << QByteArray("ops:");
        QTest::newRow("utf-8 user") << QStringLiteral("digest:\u00e9quipe:x") << true << QByteArray("\xc3\xa9quipe:x");
        QTest::newRow("empty user") << QStringLiteral("digest::secret") << false << QByteArray();
        QTest::newRow("no password part") << QStringLiteral("digest:ops") << false << QByteArray();
        QTest::newRow("other scheme") << QStringLiteral("sasl:ops:secret") << false << QByteArray();
        QTest::newRow("scheme only") << QStringLiteral("digest:") << false << QByteArray();
        QTest::newRow("empty") << QString() << false << QByteArray();
    }
    void digestAuth()
    {
        QFETCH(QString, argument);
        QFETCH(bool, accepted);
        QFETCH(QByteArray, credentials);
        const std::optional<QByteArray> parsed = parseDigestAuth(argument);
        QCOMPARE(parsed.has_value(), accepted);
        if (accepted)
            QCOMPARE(*parsed, credentials);
    }

    void sessionIds_data()
    {
        QTest::addColumn<qint64>("owner");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("decimal"); // as Java prints a long
        QTest::addColumn<bool>("isSession");
        QTest::newRow("session") << qint64(0x0100000a02b00003) << QStringLiteral("0x0100000a02b00003")
                                 << QStringLiteral("72057637032689667") << true;
        QTest::newRow("persistent") << qint64(0) << QStringLiteral("0x0000000000000000") << QStringLiteral("0")
                                    << false;
        QTest::newRow("container") << qint64(0x8000000000000000ULL) << QStringLiteral("0x8000000000000000")
                                   << QStringLiteral("-9223372036854775808") << false;
        QTest::newRow("ttl") << qint64(0xff00000000000123ULL) << QStringLiteral("0xff00000000000123")
                             << QStringLiteral("-72057594037927645") << false;
        QTest::newRow("high bit session") << qint64(0x8000000000000001ULL) << QStringLiteral("0x8000000000000001")
                                          << QStringLiteral("-9223372036854775807") << true;
    }
    void sessionIds()
    {
        QFETCH(qint64, owner);
        QFETCH(QString, text);
        QFETCH(QString, decimal);
        QFETCH(bool, isSession);
        QCOMPARE(formatSessionId(owner), text);
        QCOMPARE(formatSessionDecimal(owner), decimal);
        QCOMPARE(isSessionOwner(owner), isSession);
    }
};

LOCKSCOPE_TEST(TestZkTypes)

} // namespace tst_zktypes

#include "tst_zktypes.moc"
