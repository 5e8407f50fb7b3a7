// SPDX-License-Identifier: Apache-2.0

#pragma once
// Value types shared by everything that talks to ZooKeeper. zookeeper.h stays out of
// public headers: these mirror what lockscope needs of it.

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <cstdint>
#include <optional>

namespace lockscope {

// The subset of ZooKeeper's Stat that lockscope shows and reasons about.
struct NodeStat {
    qint64 czxid = 0;
    qint64 mzxid = 0;
    qint64 pzxid = 0;
    qint64 ctimeMs = 0; // server time of creation, ms since epoch
    qint64 mtimeMs = 0;
    qint64 ephemeralOwner = 0; // session id, 0 for persistent nodes
    qint32 version = 0; // data version
    qint32 cversion = 0; // child version: the source of sequence suffixes
    qint32 aversion = 0;
    qint32 dataLength = 0;
    qint32 numChildren = 0;

    friend bool operator==(const NodeStat &, const NodeStat &) = default;
};

// ephemeralOwner values that are markers, not sessions (container and TTL nodes).
constexpr qint64 kContainerOwner = qint64(0x8000000000000000ULL);
inline bool isSessionOwner(qint64 owner)
{
    return owner != 0 && owner != kContainerOwner && ((quint64(owner) >> 56) != 0xff);
}

// "digest:USER:PASSWORD", the form --auth takes, as the "USER:PASSWORD" zoo_add_auth wants;
// nullopt for another scheme (the C client offers digest only) or an empty user.
std::optional<QByteArray> parseDigestAuth(const QString &argument);

// Formats a session id as the CLI contract wants it: 0x + 16 lowercase hex digits.
QString formatSessionId(qint64 sessionId);
// The same id as Java prints a long (signed decimal): how Kafka and Solr write it in names and logs.
QString formatSessionDecimal(qint64 sessionId);
// Both into a caller's buffer as Latin-1, returning the length: for writers that print one per
// lock node (QString::arg costs thousands of instructions a call).
qsizetype formatSessionIdInto(qint64 sessionId, char (&out)[18]);
qsizetype formatSessionDecimalInto(qint64 sessionId, char (&out)[20]);

// Result codes of ZooKeeper requests, with the C client's numeric values kept apart.
enum class ZkError {
    Ok,
    NoNode,
    NodeExists,
    NotEmpty,
    BadVersion,
    NoAuth,
    AuthFailed,
    AuthRequired, // the server enforces authentication (enforce.auth.enabled) and closed the session
    InvalidAcl,
    BadArguments,
    NoChildrenForEphemerals,
    ConnectionLoss,
    OperationTimeout,
    SessionExpired,
    SessionMoved,
    Closing,
    NotReadOnly,
    InvalidState,
    Other,
};

// True when the same request may succeed after the session reconnects.
bool isRetryable(ZkError error);
// A short message an operator can read ("no such node", "not authorised (NOAUTH)").
QString errorMessage(ZkError error);
// Why a session was closed for want of authentication, and the options that supply it.
QString authRequiredMessage();

// One entry of a node's ACL. A reader without ADMIN on the node is still told its ACL, with
// digest hashes masked ("digest:ops:x"): enough to name the credentials that would open it.
struct AclEntry {
    QString scheme; // world, digest, sasl, x509, ip, ...
    QString id;
    int perms = 0; // AclPerm bits
    friend bool operator==(const AclEntry &, const AclEntry &) = default;
};
// ZooKeeper's permission bits.
namespace AclPerm {
constexpr int Read = 1, Write = 2, Create = 4, Delete = 8, Admin = 16;
}

enum class ConnectionState {
    Connecting, // never connected yet, or a new session is being established
    Connected,
    Disconnected, // lost the server; the session may still be alive
    Expired, // the session is gone; a new one is being made
    AuthFailed,
    Closed,
};
QString connectionStateName(ConnectionState state);

enum class WatchEventType {
    Created,
    Deleted,
    DataChanged,
    ChildrenChanged,
    NotWatching
};

enum class CreateMode {
    Persistent,
    Ephemeral,
    PersistentSequential,
    EphemeralSequential
};

} // namespace lockscope

Q_DECLARE_METATYPE(lockscope::NodeStat)
Q_DECLARE_METATYPE(lockscope::ZkError)
Q_DECLARE_METATYPE(lockscope::ConnectionState)
