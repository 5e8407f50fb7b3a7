// SPDX-License-Identifier: Apache-2.0

#pragma once
// A real Patroni cluster (Debian's `patroni` with PostgreSQL 15) coordinating through a test's
// ZooKeeper: each member a `patroni` process with a generated configuration, its own data
// directory and free loopback ports. Patroni keeps its leader key and member keys as ephemeral
// nodes under NAMESPACE/SCOPE, which is what lockscope is tested against.
//
// Each member runs in a PID namespace of its own (unshare --kill-child): PostgreSQL's postmaster
// detaches from Patroni, and the namespace is what makes Patroni and its postgres die together,
// on kill() and when the test process itself dies. As root, Patroni runs as `postgres`, since
// PostgreSQL refuses to run as root.

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

class QProcess;

namespace lockscope::test {

class PatroniCluster {
public:
    struct Options {
        QString zooKeeper; // "HOST:PORT" of the ensemble
        QString scope = QStringLiteral("lockscope");
        QString namespacePath = QStringLiteral("/service/");
        int members = 2;
        // Short: the session of a killed member expires, and a leader change happens, in seconds.
        int ttl = 10;
        int loopWait = 2;
        int retryTimeout = 5;
        bool synchronousMode = true; // makes Patroni keep its `sync` key as well
    };

    explicit PatroniCluster(Options options);
    ~PatroniCluster(); // every member killed, data removed
    PatroniCluster(const PatroniCluster &) = delete;
    PatroniCluster &operator=(const PatroniCluster &) = delete;

    // Patroni, PostgreSQL 15's binaries, the postgres user (as root) and unshare/setpriv exist.
    static bool isAvailable(QString *whyNot = nullptr);

    // Writes the member's configuration and starts its Patroni; false (errorString()) when the
    // process cannot start. Serving takes longer: see waitForLeader() and memberState().
    bool start(int member);
    // SIGKILL of the member's Patroni and its postgres at once, as a crash: the ZooKeeper
    // session stays until it expires. start() brings the member back on its data directory.
    void kill(int member);
    bool isRunning(int member) const;

    QString name(int member) const; // "m1", "m2", ...
    QString scopePath() const; // "/service/lockscope"
    QString leaderPath() const; // scopePath() + "/leader"
    QString memberPath(int member) const; // scopePath() + "/members/" + name
    quint16 restPort(int member) const;

    // GET /patroni of the member's REST API (role, state, replication); empty when it does not answer.
    QJsonObject memberState(int member) const;
    // Index of the member whose REST API says it is the running primary with `streamingReplicas`
    // replicas streaming from it, within timeoutMs; -1 when none did.
    int waitForLeader(int streamingReplicas, int timeoutMs);
    // Runs `patronictl -c <member's config> ARGS` as the members' user; its exit code, output in *out.
    int patronictl(int member, const QStringList &arguments, QString *out = nullptr, int timeoutMs = 60000) const;

    QString errorString() const;
    QString log(int member) const; // what the member printed, for failure messages
    QString logs() const; // every member's, abridged to the last lines

private:
    struct Member;
    QString writeConfig(int member);
    static QStringList launcher();
    static QString cannotLaunch();

    Options m_options;
    QTemporaryDir m_directory;
    QList<std::shared_ptr<Member>> m_members;
    QString m_error;
};

} // namespace lockscope::test
