// SPDX-License-Identifier: Apache-2.0

#pragma once
// Demo mode: a ZooKeeper (a private LocalZooKeeper, or an existing ensemble) with simulated lock
// clients, each a lockscope-sim process with its own session. Clients can be launched and killed
// while it runs; those that want a steady state are started again when they exit on their own.
// stop() (also run by the destructor) ends every client, then the private server, and removes
// its data directory. Owner thread only.

#include "demo/DemoScenario.h"
#include "zk/ZkSecurity.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>

namespace lockscope {

struct DemoClient {
    QString id; // unique in this runner, e.g. "fair-3"; also its node data
    SimKind kind = SimKind::Fair;
    QString lock;
    QString secondLock;
    qint64 pid = 0; // 0 while it waits to be started again
    int restarts = 0;
};

class DemoRunner final : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString connectString; // an existing ensemble; empty: start a private ZooKeeper
        QString simExecutable; // empty: defaultSimExecutable()
        int restartDelayMs = 1500;
        // The private ZooKeeper serves TLS only (DemoServer), with certificates made on the fly;
        // every client uses them.
        bool tls = false;
    };

    explicit DemoRunner(QObject *parent = nullptr);
    explicit DemoRunner(Options options, QObject *parent = nullptr);
    ~DemoRunner() override;

    // lockscope-sim from $LOCKSCOPE_SIM when set, else next to the running executable.
    static QString defaultSimExecutable();

    // Starts the private server (or reaches the given ensemble) and opens the runner's own
    // session, blocking with the event loop running, at most timeoutMs.
    bool startEnsemble(int timeoutMs = 30000);
    // Creates the scenario's lock roots (clearing persistent nodes an earlier leaky client left
    // there) and launches its clients. Needs startEnsemble().
    bool startScenario(const DemoScenario &scenario, int timeoutMs = 10000);
    // Launches one client; returns its id, or an empty string (see errorString()).
    QString launch(SimKind kind, const QString &lock, const QString &secondLock = {});
    QString launch(const DemoClientSpec &spec);
    // SIGKILL, as a real crash: its session expires on the server later. Not started again.
    bool kill(const QString &id);
    void stop();

    bool isRunning() const;
    QString connectString() const;
    // The private server's data directory (its transaction logs, for history); empty when the
    // demo runs on an existing ensemble.
    QString dataDirectory() const;
    // What a client needs to reach the ensemble: empty unless Options::tls.
    TlsSettings tls() const;
    // The private server's AdminServer (plain HTTP): over TLS, where diagnostics ask; 0 without one.
    quint16 adminPort() const;
    QString simExecutable() const;
    QString errorString() const;
    QList<DemoClient> clients() const;
    std::optional<DemoClient> client(const QString &id) const;

Q_SIGNALS:
    void clientStarted(const lockscope::DemoClient &client);
    void clientExited(const lockscope::DemoClient &client, int exitCode, bool restarting);
    void clientOutput(const QString &id, const QString &line);
    // The private server ended while the demo was running.
    void ensembleLost();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lockscope

Q_DECLARE_METATYPE(lockscope::DemoClient)
