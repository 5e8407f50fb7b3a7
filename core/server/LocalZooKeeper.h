// SPDX-License-Identifier: Apache-2.0

#pragma once
// A private ZooKeeper server (Debian's `zookeeper` package, run with Java) on free loopback
// ports and a temporary data directory. Used by the tests and by demo mode.

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>

namespace lockscope {

// Where local servers listen unless told otherwise.
inline const QString kLoopbackHost = QStringLiteral("127.0.0.1");

class LocalZooKeeper final : public QObject {
    Q_OBJECT
public:
    struct Options {
        bool adminServer = true; // AdminServer (HTTP /commands/...) on a free port
        // Four-letter words to allow. ZooKeeper always answers `srvr`, even when this is empty.
        QStringList fourLetterWords = {QStringLiteral("ruok"), QStringLiteral("srvr"), QStringLiteral("stat"),
                                       QStringLiteral("cons"), QStringLiteral("wchp"), QStringLiteral("wchc"),
                                       QStringLiteral("dump")};
        int tickTimeMs = 200; // small ticks: sessions of clients that die expire fast
        int minSessionTimeoutMs = 1000;
        int maxSessionTimeoutMs = 60000;
        QString superDigest; // "super:<digest>" for ACL tests; empty for none
        // With a key store: a TLS secureClientPort (Netty) beside the plain port. PKCS12 stores.
        QString tlsKeyStore;
        QString tlsTrustStore;
        QString tlsStorePassword;
        bool tlsClientAuth = false; // clients must present a certificate the trust store trusts
        bool adminHttps = false; // with the key store: the AdminServer serves HTTPS only
        // With a JAAS file (its Server section): SASL, and every session must authenticate with it.
        QString jaasConfig;
        QStringList jvmArguments; // more system properties (e.g. java.security.krb5.conf)
        QStringList configLines; // more zoo.cfg lines (e.g. dataLogDir=...)
        // An ensemble member (LocalEnsemble sets these): its myid, and ports chosen for the whole
        // ensemble beforehand, since every member's zoo.cfg names every other member's.
        int serverId = 0;
        // Where clients (and the AdminServer's) are served: another address than loopback lets a
        // test reach the member from a network namespace of its own.
        QString clientAddress = QStringLiteral("127.0.0.1");
        quint16 clientPort = 0;
        quint16 adminPort = 0;
    };

    explicit LocalZooKeeper(QObject *parent = nullptr);
    explicit LocalZooKeeper(Options options, QObject *parent = nullptr);
    ~LocalZooKeeper() override; // stops the server and removes the data directory

    // Starts the server and blocks (event loop running) until it answers, at most timeoutMs.
    // Returns false with errorString() set when Java or the ZooKeeper jars are missing, the
    // process exits, or it does not serve in time. Ports taken meanwhile are replaced and retried.
    // The server dies with the thread that started it (PR_SET_PDEATHSIG): use a long-lived one.
    bool start(int timeoutMs = 30000);
    // Starts the process and returns without waiting for it to serve: an ensemble member serves
    // only once a quorum of members runs. waitUntilServing() then waits.
    bool launch();
    bool waitUntilServing(int timeoutMs = 30000);
    // Stops the server (SIGTERM, then SIGKILL after a grace period); data stays for restart().
    void stop();
    // SIGKILL, as a crash: no clean shutdown; data stays for restart().
    void kill();
    // Starts again on the same ports and data directory; a port still taken is tried again a
    // few times, a little later each time, within timeoutMs.
    bool restart(int timeoutMs = 30000);

    bool isRunning() const;
    qint64 processId() const; // of the Java process, 0 when not running
    QString connectString() const; // "CLIENT_ADDRESS:PORT"
    quint16 clientPort() const;
    QString clientAddress() const;
    quint16 adminPort() const; // 0 when the AdminServer is off
    quint16 secureClientPort() const; // 0 without tlsKeyStore
    QString secureConnectString() const; // "127.0.0.1:SECURE_PORT"
    QString dataDirectory() const;
    QString errorString() const;
    QString serverLog() const; // what the server printed, for failure messages

    // Installed-ness check for callers that want to skip cleanly: the java binary and jars exist.
    static bool isAvailable(QString *whyNot = nullptr);
    // True when a ZooKeeper server on host:port answers a session handshake within timeoutMs.
    // The probe session is closed again at once. Works with four-letter words turned off.
    static bool acceptsSessions(const QString &host, quint16 port, int timeoutMs);
    // `count` distinct loopback ports that were free a moment ago; empty when there are none.
    static QList<quint16> freePorts(int count);

Q_SIGNALS:
    void stopped(); // a server that was serving ended, asked to or not

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lockscope
