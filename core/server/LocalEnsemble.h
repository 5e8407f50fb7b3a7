// SPDX-License-Identifier: Apache-2.0

#pragma once
// A private ZooKeeper ensemble: several LocalZooKeeper members on loopback, each with its own data
// directory and myid, quorum and election ports, and AdminServer. For the fault tests: members
// are killed, stopped and restarted one by one while clients keep working through the others.

#include "server/LocalZooKeeper.h"

#include <QObject>
#include <memory>
#include <vector>

namespace lockscope {

class LocalEnsemble final : public QObject {
    Q_OBJECT
public:
    // `memberOptions` applies to every member (its ports and myid are the ensemble's to set).
    // `clientAddresses[i]`, when given, is where member i serves its clients.
    explicit LocalEnsemble(int size = 3, const LocalZooKeeper::Options &memberOptions = {},
                           const QStringList &clientAddresses = {}, QObject *parent = nullptr);
    ~LocalEnsemble() override;

    // Starts every member and waits until each serves (a quorum has formed), at most timeoutMs.
    bool start(int timeoutMs = 60000);

    int size() const;
    LocalZooKeeper *member(int index) const;
    // "127.0.0.1:P1,127.0.0.1:P2,127.0.0.1:P3"
    QString connectString() const;
    // The member that leads now (asked with `srvr`), -1 when none says so within timeoutMs.
    int leaderIndex(int timeoutMs = 10000) const;
    // The member a "host:port" names (ZkSession::server()), -1 when none.
    int memberAt(const QString &hostPort) const;
    QString errorString() const;

    // What a member's `srvr` says its mode is: "leader", "follower", "standalone", "read-only",
    // or empty when it does not answer or does not serve.
    static QString memberMode(const QString &host, quint16 clientPort, int timeoutMs = 2000);

private:
    bool fail(int index);

    std::vector<std::unique_ptr<LocalZooKeeper>> m_members;
    QString m_error;
};

} // namespace lockscope
