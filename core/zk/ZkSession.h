// SPDX-License-Identifier: Apache-2.0

#pragma once
// One ZooKeeper session over the multi-threaded C client, used from a single owner thread.
//
// Thread rule: the C client runs every completion and watcher on its own completion thread.
// Those callbacks only convert the result into Qt values and queue it; the queue is drained on
// the owner thread in batches. Every callback given here runs on the owner thread, exactly once,
// unless the ZkSession is destroyed first. Never block the completion thread on the owner.

#include "zk/ZkSecurity.h"
#include "zk/ZkTypes.h"

#include <QByteArray>
#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

namespace lockscope {

class ZkSession final : public QObject {
    Q_OBJECT
public:
    // What identifies a session to the ensemble: whoever presents both takes the session over.
    struct SessionCredentials {
        qint64 id = 0;
        QByteArray password;
    };

    struct Options {
        Options() = default;
        explicit Options(QString connect, int sessionTimeout = 10000, QList<QByteArray> digest = {})
            : connectString(std::move(connect)), sessionTimeoutMs(sessionTimeout), digestCredentials(std::move(digest))
        {
        }

        QString connectString; // "host:port,host:port[/chroot]"
        int sessionTimeoutMs = 10000;
        QList<QByteArray> digestCredentials; // "user:password", added with zoo_add_auth
        std::optional<SessionCredentials> resume; // re-attach to this session instead of a new one
        TlsSettings tls; // a secureClientPort
        SaslSettings sasl; // SASL authentication on connect
    };

    using ChildrenCallback = std::function<void(ZkError, const QStringList &children, const NodeStat &parentStat)>;
    using DataCallback = std::function<void(ZkError, const QByteArray &data, const NodeStat &stat)>;
    using StatCallback = std::function<void(ZkError, const NodeStat &stat)>;
    using CreateCallback = std::function<void(ZkError, const QString &createdPath)>;
    using DoneCallback = std::function<void(ZkError)>;
    using AclCallback = std::function<void(ZkError, const QList<AclEntry> &acl)>;

    explicit ZkSession(Options options, QObject *parent = nullptr);
    ~ZkSession() override; // closes the session; pending callbacks are dropped

    // Starts connecting. False (with lastError()) when the connect string is unusable.
    bool open();
    void close();

    ConnectionState state() const;
    bool isConnected() const { return state() == ConnectionState::Connected; }
    qint64 sessionId() const; // 0 until connected
    SessionCredentials credentials() const;
    int negotiatedTimeoutMs() const;
    const Options &options() const;
    // Why the session is closed or cannot connect (a refused TLS handshake, failed SASL, a server
    // that enforces authentication: it answers the first request with ZkError::AuthRequired
    // and hangs up, for ever; the session then ends in AuthFailed instead of reconnecting).
    QString lastError() const;
    // The member ("host:port") the session is, or was last, connected to; empty before that.
    QString server() const;
    // How many requests a server has answered so far (lost connections and timeouts do not
    // count): a long read shows by it that it is moving.
    quint64 answersReceived() const;

    // Asynchronous requests; `watch` sets a one-shot watch reported through watchTriggered().
    void getChildren(const QString &path, bool watch, ChildrenCallback done);
    void getData(const QString &path, bool watch, DataCallback done);
    void exists(const QString &path, bool watch, StatCallback done);
    void create(const QString &path, const QByteArray &data, CreateMode mode, CreateCallback done);
    void setData(const QString &path, const QByteArray &data, int version, StatCallback done);
    void remove(const QString &path, int version, DoneCallback done);
    // A node's ACL; needs no permission on it (without ADMIN, digest hashes come masked).
    void getAcl(const QString &path, AclCallback done);
    // Brings the member this session reads from up to date with the leader: the reads sent after
    // it see every change committed before it, whichever member another client was told of.
    void sync(const QString &path, DoneCallback done);

Q_SIGNALS:
    void stateChanged(lockscope::ConnectionState state);
    // Connected with a session. `newSession` is true for the first session and after expiry:
    // watches are gone and everything must be read again.
    void sessionEstablished(bool newSession);
    void watchTriggered(lockscope::WatchEventType type, const QString &path);
    // server() changed (the client moved to another member).
    void serverChanged();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lockscope
