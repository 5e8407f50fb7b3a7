// SPDX-License-Identifier: Apache-2.0

// The connection options shared by every front end: what each accepts, the one-line refusals,
// and the arguments that reproduce them for a child process.
#include "zk/ConnectionOptions.h"
#include "batch/TestBatch.h"

#include <QCommandLineParser>
#include <QTemporaryDir>
#include <QTest>

namespace tst_connectionoptions {

using namespace lockscope;

namespace {

const ConnectionOptions::Offered kAll = ConnectionOptions::Connect | ConnectionOptions::Auth
    | ConnectionOptions::Timeout | ConnectionOptions::SessionTimeout | ConnectionOptions::Tls | ConnectionOptions::Sasl;

struct Parsed {
    bool parsed = false; // QCommandLineParser accepted the words
    QString error; // ConnectionOptions::read's verdict
    ConnectionArguments arguments;
};

Parsed parse(ConnectionOptions::Offered offered, const QStringList &words)
{
    const ConnectionOptions options(offered);
    QCommandLineParser parser;
    options.addTo(parser);
    Parsed result;
    result.parsed = parser.parse(QStringList{QStringLiteral("program")} + words);
    if (result.parsed)
        result.error = options.read(parser, result.arguments);
    return result;
}

} // namespace

class TestConnectionOptions : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_ca, m_cert, m_key;

    QString touch(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_ca = touch(QStringLiteral("ca.pem"));
        m_cert = touch(QStringLiteral("client.pem"));
        m_key = touch(QStringLiteral("client.key"));
    }

    void accepted()
    {
        const Parsed p = parse(kAll,
                               {QStringLiteral("--connect"), QStringLiteral(" h:1/chroot "), QStringLiteral("--auth"),
                                QStringLiteral("digest:ops:pa:ss"), QStringLiteral("--timeout"), QStringLiteral("1500"),
                                QStringLiteral("--session-timeout"), QStringLiteral("4000"), QStringLiteral("--tls-ca"),
                                m_ca, QStringLiteral("--tls-cert"), m_cert, QStringLiteral("--tls-key"), m_key});
        QVERIFY(p.parsed);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.arguments.connect, QStringLiteral("h:1/chroot"));
        QCOMPARE(p.arguments.digestCredentials, QList<QByteArray>{QByteArrayLiteral("ops:pa:ss")});
        QCOMPARE(p.arguments.timeoutMs, 1500);
        QCOMPARE(p.arguments.sessionTimeoutMs, 4000);
        QCOMPARE(p.arguments.tls, (TlsSettings{m_ca, m_cert, m_key}));
        QVERIFY(!p.arguments.sasl.enabled());
    }

    void sasl_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("mechanism");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("password");
        QTest::addColumn<QString>("service");
        QTest::newRow("digest") << QStringList{QStringLiteral("--sasl"), QStringLiteral("DIGEST-MD5:ops:se:cret")}
                                << QStringLiteral("DIGEST-MD5") << QStringLiteral("ops") << QStringLiteral("se:cret")
                                << QStringLiteral("zookeeper");
        QTest::newRow("kerberos") << QStringList{QStringLiteral("--sasl"), QStringLiteral("GSSAPI")}
                                  << QStringLiteral("GSSAPI") << QString() << QString() << QStringLiteral("zookeeper");
        QTest::newRow("kerberos service") << QStringList{QStringLiteral("--sasl"), QStringLiteral("GSSAPI"),
                                                         QStringLiteral("--sasl-service"), QStringLiteral("zk")}
                                          << QStringLiteral("GSSAPI") << QString() << QString() << QStringLiteral("zk");
    }
    void sasl()
    {
        QFETCH(QStringList, words);
        QFETCH(QString, mechanism);
        QFETCH(QString, user);
        QFETCH(QString, password);
        QFETCH(QString, service);
        const Parsed p = parse(kAll, words);
        QVERIFY2(p.parsed && p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.arguments.sasl.mechanism, mechanism);
        QCOMPARE(p.arguments.sasl.user, user);
        QCOMPARE(p.arguments.sasl.password, password);
        QCOMPARE(p.arguments.sasl.service, service);
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("message");
        const QString missing = m_dir.filePath(QStringLiteral("missing.pem"));
        QTest::newRow("auth scheme") << QStringList{QStringLiteral("--auth"), QStringLiteral("sasl:x")}
                                     << QStringLiteral("digest:USER:PASSWORD");
        QTest::newRow("auth without user") << QStringList{QStringLiteral("--auth"), QStringLiteral("digest::pw")}
                                           << QStringLiteral("digest:USER:PASSWORD");
        QTest::newRow("timeout word") << QStringList{QStringLiteral("--timeout"), QStringLiteral("soon")}
                                      << QStringLiteral("--timeout takes");
        QTest::newRow("session timeout zero") << QStringList{QStringLiteral("--session-timeout"), QStringLiteral("0")}
                                              << QStringLiteral("--session-timeout takes");
        QTest::newRow("tls without key") << QStringList{QStringLiteral("--tls-ca"), m_ca, QStringLiteral("--tls-cert"),
                                                        m_cert}
                                         << QStringLiteral("--tls-key is missing");
        QTest::newRow("tls file missing")
            << QStringList{QStringLiteral("--tls-ca"),  missing, QStringLiteral("--tls-cert"), m_cert,
                           QStringLiteral("--tls-key"), m_key}
            << QStringLiteral("--tls-ca: cannot read");
        QTest::newRow("sasl mechanism") << QStringList{QStringLiteral("--sasl"), QStringLiteral("PLAIN:a:b")}
                                        << QStringLiteral("--sasl takes");
        QTest::newRow("sasl digest without password")
            << QStringList{QStringLiteral("--sasl"), QStringLiteral("DIGEST-MD5:ops")}
            << QStringLiteral("--sasl takes");
        QTest::newRow("service without kerberos")
            << QStringList{QStringLiteral("--sasl"), QStringLiteral("DIGEST-MD5:a:b"), QStringLiteral("--sasl-service"),
                           QStringLiteral("zk")}
            << QStringLiteral("--sasl-service is for --sasl GSSAPI");
        QTest::newRow("service with a slash")
            << QStringList{QStringLiteral("--sasl"), QStringLiteral("GSSAPI"), QStringLiteral("--sasl-service"),
                           QStringLiteral("zk/host")}
            << QStringLiteral("--sasl-service takes");
        QTest::newRow("tls and sasl") << QStringList{QStringLiteral("--tls-ca"),   m_ca,
                                                     QStringLiteral("--tls-cert"), m_cert,
                                                     QStringLiteral("--tls-key"),  m_key,
                                                     QStringLiteral("--sasl"),     QStringLiteral("GSSAPI")}
                                      << QStringLiteral("cannot combine TLS and SASL");
    }
    void refused()
    {
        QFETCH(QStringList, words);
        QFETCH(QString, message);
        const Parsed p = parse(kAll, words);
        QVERIFY(p.parsed);
        QVERIFY2(p.error.contains(message), qPrintable(p.error));
        QVERIFY(!p.error.contains(QLatin1Char('\n')));
    }

    void onlyOfferedOptionsExist()
    {
        QVERIFY(!parse(ConnectionOptions::Connect, {QStringLiteral("--tls-ca"), m_ca}).parsed);
        QVERIFY(!parse(ConnectionOptions::Connect | ConnectionOptions::Timeout,
                       {QStringLiteral("--session-timeout"), QStringLiteral("5")})
                     .parsed);
        const Parsed single = parse(ConnectionOptions::Auth | ConnectionOptions::SingleAuth,
                                    {QStringLiteral("--auth"), QStringLiteral("digest:a:b"), QStringLiteral("--auth"),
                                     QStringLiteral("digest:c:d")});
        QVERIFY(single.error.contains(QStringLiteral("only one --auth")));
    }

    void argumentsRoundTrip_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::newRow("plain") << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"),
                                              QStringLiteral("--auth"),    QStringLiteral("digest:a:b"),
                                              QStringLiteral("--timeout"), QStringLiteral("7")};
        QTest::newRow("tls") << QStringList{QStringLiteral("--connect"),  QStringLiteral("h:1"),
                                            QStringLiteral("--tls-ca"),   m_ca,
                                            QStringLiteral("--tls-cert"), m_cert,
                                            QStringLiteral("--tls-key"),  m_key};
        QTest::newRow("digest-md5") << QStringList{QStringLiteral("--connect"), QStringLiteral("h:1"),
                                                   QStringLiteral("--sasl"), QStringLiteral("DIGEST-MD5:u:p:w")};
        QTest::newRow("gssapi") << QStringList{QStringLiteral("--connect"),      QStringLiteral("h:1"),
                                               QStringLiteral("--sasl"),         QStringLiteral("GSSAPI"),
                                               QStringLiteral("--sasl-service"), QStringLiteral("zk")};
    }
    void argumentsRoundTrip()
    {
        QFETCH(QStringList, words);
        const Parsed first = parse(kAll, words);
        QVERIFY2(first.parsed && first.error.isEmpty(), qPrintable(first.error));
        const Parsed second = parse(kAll, ConnectionOptions::toArguments(first.arguments));
        QVERIFY2(second.parsed && second.error.isEmpty(), qPrintable(second.error));
        QCOMPARE(second.arguments.connect, first.arguments.connect);
        QCOMPARE(second.arguments.digestCredentials, first.arguments.digestCredentials);
        QCOMPARE(second.arguments.timeoutMs, first.arguments.timeoutMs);
        QCOMPARE(second.arguments.tls, first.arguments.tls);
        QCOMPARE(second.arguments.sasl, first.arguments.sasl);
    }
};

LOCKSCOPE_TEST(TestConnectionOptions)

} // namespace tst_connectionoptions

#include "tst_connectionoptions.moc"
