// SPDX-License-Identifier: Apache-2.0

// What a connect string names: its members (each asked about its own connections, each given its
// share of the session timeout to answer a TLS handshake) and its chroot.
#include "zk/EnsembleMembers.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_connectstring {

using namespace lockscope;
using namespace Qt::StringLiterals;

class TestConnectString : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void members_data()
    {
        QTest::addColumn<QString>("connect");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("one") << u"127.0.0.1:2181"_s << QStringList{u"127.0.0.1:2181"_s};
        QTest::newRow("chroot is no member's")
            << u"zk1:2181,zk2:2182/app/locks"_s << QStringList{u"zk1:2181"_s, u"zk2:2182"_s};
        QTest::newRow("default port") << u"zk1,zk2:2888"_s << QStringList{u"zk1:2181"_s, u"zk2:2888"_s};
        QTest::newRow("IPv6") << u"[::1]:2182,[fe80::1]"_s << QStringList{u"[::1]:2182"_s, u"[fe80::1]:2181"_s};
        QTest::newRow("bare IPv6, no port") << u"::1"_s << QStringList{u"[::1]:2181"_s};
        QTest::newRow("duplicates and junk") << u"a:1, a:1 ,b:99999,:5,"_s << QStringList{u"a:1"_s};
        QTest::newRow("empty") << QString() << QStringList{};
    }
    void members()
    {
        QFETCH(QString, connect);
        QFETCH(QStringList, expected);
        QStringList found;
        for (const EnsembleMember &member : ensembleMembers(connect))
            found.append(member.address());
        QCOMPARE(found, expected);
    }

    void chroot_data()
    {
        QTest::addColumn<QString>("connect");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none") << u"zk1:2181,zk2"_s << QString();
        QTest::newRow("one level") << u"zk1:2181/app"_s << u"/app"_s;
        QTest::newRow("trailing slashes") << u"zk1:2181/app/locks//"_s << u"/app/locks"_s;
        QTest::newRow("root alone") << u"zk1:2181/"_s << QString();
    }
    void chroot()
    {
        QFETCH(QString, connect);
        QFETCH(QString, expected);
        QCOMPARE(connectChroot(connect), expected);
    }

    // The Java client's share: the session timeout over the members, never under 3 s.
    void handshakeLimit_data()
    {
        QTest::addColumn<QString>("connect");
        QTest::addColumn<int>("sessionTimeoutMs");
        QTest::addColumn<int>("expectedMs");
        QTest::newRow("one member") << u"zk1:2281"_s << 12000 << 12000;
        QTest::newRow("three members") << u"zk1:2281,zk2:2281,zk3:2281"_s << 12000 << 4000;
        QTest::newRow("a chroot is no member") << u"zk1:2281,zk2:2281/app,x"_s << 12000 << 6000;
        QTest::newRow("IPv6 members") << u"[::1]:2281,[::2]:2281,[::3]"_s << 30000 << 10000;
        QTest::newRow("never under 3 s") << u"a,b,c,d,e"_s << 10000 << 3000;
        QTest::newRow("nothing usable") << u","_s << 9000 << 9000;
    }
    void handshakeLimit()
    {
        QFETCH(QString, connect);
        QFETCH(int, sessionTimeoutMs);
        QFETCH(int, expectedMs);
        QCOMPARE(handshakeLimitMs(connect, sessionTimeoutMs), expectedMs);
    }
};

LOCKSCOPE_TEST(TestConnectString)

} // namespace tst_connectstring

#include "tst_connectstring.moc"
