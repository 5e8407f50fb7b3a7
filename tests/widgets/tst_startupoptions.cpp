// SPDX-License-Identifier: Apache-2.0

// The GUI's command line: what it accepts, and the one-line reason for what it refuses (exit 2).
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "settings/QtStandardOptions.h"
#include "settings/StartupOptions.h"

#include <QTemporaryDir>

namespace tst_startupoptions {

using namespace lockscope::ui;

class TestStartupOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void accepted()
    {
        const StartupParse p = parseStartupArguments(
            {QStringLiteral("lockscope"), QStringLiteral("--connect"), QStringLiteral("zk1:2181,zk2:2181/chroot"),
             QStringLiteral("--root"), QStringLiteral("/app/locks/orders/"), QStringLiteral("--discover"),
             QStringLiteral("/jobs"), QStringLiteral("--auth"), QStringLiteral("digest:ops:s3:cret"),
             QStringLiteral("--read-only"), QStringLiteral("--session-timeout"), QStringLiteral("15000")});
        QVERIFY2(p.options, qPrintable(p.error));
        const ConnectionProfile &c = *p.options->connection;
        QCOMPARE(c.connectString, QStringLiteral("zk1:2181,zk2:2181/chroot"));
        QCOMPARE(c.roots, QStringList{QStringLiteral("/app/locks/orders")});
        QCOMPARE(c.discover, QStringList{QStringLiteral("/jobs")});
        QCOMPARE(c.authUser, QStringLiteral("ops"));
        QCOMPARE(c.authPassword, QStringLiteral("s3:cret")); // the password may hold ':'
        QCOMPARE(c.digestCredentials(), QList<QByteArray>{QByteArray("ops:s3:cret")});
        QVERIFY(c.readOnly);
        QCOMPARE(c.sessionTimeoutMs, 15000);
        QVERIFY(!p.options->demo);
    }

    void connectAloneDiscoversEverything()
    {
        const StartupParse p =
            parseStartupArguments({QStringLiteral("lockscope"), QStringLiteral("--connect"), QStringLiteral("h:1")});
        QVERIFY(p.options && p.options->connection);
        QCOMPARE(p.options->connection->discover, QStringList{QStringLiteral("/")});
    }

    void demo()
    {
        const StartupParse p =
            parseStartupArguments({QStringLiteral("lockscope"), QStringLiteral("--demo"), QStringLiteral("--scenario"),
                                   QStringLiteral("deadlock"), QStringLiteral("--read-only")});
        QVERIFY2(p.options, qPrintable(p.error));
        QVERIFY(p.options->demo);
        QVERIFY(p.options->readOnly);
        QCOMPARE(p.options->scenario, QStringLiteral("deadlock"));
        QVERIFY(!p.options->connection);
        QVERIFY(!p.options->demoTls);
        const StartupParse tls =
            parseStartupArguments({QStringLiteral("lockscope"), QStringLiteral("--demo"), QStringLiteral("--tls")});
        QVERIFY2(tls.options, qPrintable(tls.error));
        QVERIFY(tls.options->demo && tls.options->demoTls);
    }

    // Recogniser folders, in the order given, with a demo or a connection alike.
    void recognisers()
    {
        QTemporaryDir first, second;
        const StartupParse p = parseStartupArguments({QStringLiteral("lockscope"), QStringLiteral("--demo"),
                                                      QStringLiteral("--recognisers"), first.path(),
                                                      QStringLiteral("--recognisers"), second.path()});
        QVERIFY2(p.options, qPrintable(p.error));
        QCOMPARE(p.options->recogniserDirs, (QStringList{first.path(), second.path()}));
        QVERIFY(p.helpText.contains(QStringLiteral("--recognisers DIR")));
        const StartupParse none = parseStartupArguments({QStringLiteral("lockscope")});
        QVERIFY(none.options && none.options->recogniserDirs.isEmpty());
    }

    void nothingOpensAnEmptyWindow()
    {
        const StartupParse p = parseStartupArguments({QStringLiteral("lockscope")});
        QVERIFY(p.options);
        QVERIFY(!p.options->connection && !p.options->demo);
    }

    // Qt's own options (QApplication consumes them from argv) are set aside, never refused.
    void qtStandardOptionsAreSetAside_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("ours");
        const auto l = [](std::initializer_list<const char *> words) {
            QStringList list;
            for (const char *word : words)
                list << QString::fromUtf8(word);
            return list;
        };
        QTest::newRow("geometry") << l({"-geometry", "1600x1000+0+0"}) << QStringList();
        QTest::newRow("double-dash platform") << l({"--platform", "offscreen", "--demo"}) << l({"--demo"});
        QTest::newRow("style= form") << l({"-style=fusion", "--read-only"}) << l({"--read-only"});
        QTest::newRow("style value") << l({"-style", "fusion"}) << QStringList();
        QTest::newRow("flags") << l({"-reverse", "-widgetcount", "--demo"}) << l({"--demo"});
        QTest::newRow("between ours") << l({"--connect", "h:1", "-platform", "xcb", "--root", "/a"})
                                      << l({"--connect", "h:1", "--root", "/a"});
        QTest::newRow("a value that looks like ours") << l({"-qwindowtitle", "--demo"}) << QStringList();
        QTest::newRow("ours untouched") << l({"--session-timeout", "5000", "--connect", "h:1"})
                                        << l({"--session-timeout", "5000", "--connect", "h:1"});
        QTest::newRow("unknown stays for the parser") << l({"-colour"}) << l({"-colour"});
        QTest::newRow("platform at the end without value") << l({"--demo", "-platform"}) << l({"--demo"});
    }

    void qtStandardOptionsAreSetAside()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, ours);
        const QStringList program{QStringLiteral("lockscope")};
        QCOMPARE(withoutQtStandardOptions(program + arguments), program + ours);
        const StartupParse p = parseStartupArguments(program + arguments);
        if (!ours.contains(QStringLiteral("-colour")))
            QVERIFY2(p.options, qPrintable(p.error));
    }

    void geometryWithDemo()
    {
        const StartupParse p = parseStartupArguments({QStringLiteral("lockscope"), QStringLiteral("-geometry"),
                                                      QStringLiteral("1600x1000+0+0"), QStringLiteral("--demo")});
        QVERIFY2(p.options, qPrintable(p.error));
        QVERIFY(p.options->demo);
        QVERIFY(p.helpText.contains(QStringLiteral("-geometry")));
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--colour")} << QStringLiteral("colour");
        QTest::newRow("missing value") << QStringList{QStringLiteral("--connect")} << QStringLiteral("connect");
        QTest::newRow("positional") << QStringList{QStringLiteral("extra")} << QStringLiteral("extra");
        QTest::newRow("root without connect")
            << QStringList{QStringLiteral("--root"), QStringLiteral("/a")} << QStringLiteral("need --connect");
        QTest::newRow("relative root") << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"),
                                                      QStringLiteral("--root"), QStringLiteral("a/b")}
                                       << QStringLiteral("must start with '/'");
        QTest::newRow("bad path") << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"),
                                                 QStringLiteral("--root"), QStringLiteral("/a//b")}
                                  << QStringLiteral("bad path");
        QTest::newRow("sasl auth") << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"),
                                                  QStringLiteral("--auth"), QStringLiteral("sasl:x")}
                                   << QStringLiteral("digest:USER:PASSWORD");
        QTest::newRow("auth without password") << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"),
                                                              QStringLiteral("--auth"), QStringLiteral("digest:user")}
                                               << QStringLiteral("digest:USER:PASSWORD");
        QTest::newRow("demo and connect")
            << QStringList{QStringLiteral("--demo"), QStringLiteral("--connect"), QStringLiteral("h:1")}
            << QStringLiteral("cannot be combined");
        QTest::newRow("scenario without demo")
            << QStringList{QStringLiteral("--scenario"), QStringLiteral("x")} << QStringLiteral("needs --demo");
        QTest::newRow("tls without demo")
            << QStringList{QStringLiteral("--tls")} << QStringLiteral("--tls needs --demo");
        QTest::newRow("timeout not a number")
            << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"), QStringLiteral("--session-timeout"),
                           QStringLiteral("soon")}
            << QStringLiteral("milliseconds");
        QTest::newRow("timeout out of range") << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"),
                                                             QStringLiteral("--session-timeout"), QStringLiteral("5")}
                                              << QStringLiteral("between");
        QTest::newRow("recognisers not a directory")
            << QStringList{QStringLiteral("--recognisers"), QStringLiteral("/no/such/dir")}
            << QStringLiteral("--recognisers /no/such/dir: no such directory");
        QTest::newRow("recognisers without a value")
            << QStringList{QStringLiteral("--recognisers")} << QStringLiteral("recognisers");
        QTest::newRow("empty connect") << QStringList{QStringLiteral("--connect"), QString()}
                                       << QStringLiteral("no connect string");
    }

    void refused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const StartupParse p = parseStartupArguments(QStringList{QStringLiteral("lockscope")} + arguments);
        QVERIFY(!p.options);
        QVERIFY2(p.error.contains(message), qPrintable(p.error));
        QVERIFY(!p.error.contains(QLatin1Char('\n')));
    }
};

LOCKSCOPE_TEST(TestStartupOptions)

} // namespace tst_startupoptions
#include "tst_startupoptions.moc"
