// SPDX-License-Identifier: Apache-2.0

#pragma once
// One transaction as ZooKeeper logs it (zookeeper.jute, module org.apache.zookeeper.txn):
// a TxnHeader, the body its type names, and an optional TxnDigest that is tolerated, not read.
// Only what changes the tree or the sessions is kept. Pure: decodes bytes, does no I/O.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace lockscope {

// ZooKeeper's OpCode values for the transactions a log holds.
namespace ZkOpCode {
constexpr qint32 Create = 1;
constexpr qint32 Delete = 2;
constexpr qint32 SetData = 5;
constexpr qint32 SetAcl = 7;
constexpr qint32 Check = 13;
constexpr qint32 Multi = 14;
constexpr qint32 Create2 = 15;
constexpr qint32 Reconfig = 16;
constexpr qint32 CreateContainer = 19;
constexpr qint32 DeleteContainer = 20;
constexpr qint32 CreateTtl = 21;
constexpr qint32 CreateSession = -10;
constexpr qint32 CloseSession = -11;
constexpr qint32 Error = -1;
} // namespace ZkOpCode

struct TxnHeader {
    qint64 clientId = 0; // the session that asked
    qint32 cxid = 0;
    qint64 zxid = 0;
    qint64 timeMs = 0; // the leader's clock when it made the transaction
    qint32 type = 0;
};

// One change to the tree or the sessions; a multi gives one per operation.
struct TxnChange {
    enum class Kind {
        CreateNode,
        DeleteNode,
        SetData,
        CreateSession,
        CloseSession
    };
    Kind kind = Kind::CreateNode;
    QString path;
    QByteArray data;
    qint64 ephemeralOwner = 0; // CreateNode: session, container or TTL marker, 0 persistent
    qint32 parentCVersion = -1; // CreateNode: -1 means the parent's cversion + 1
    qint32 version = 0; // SetData: the node's new data version
    qint32 timeoutMs = 0; // CreateSession
    QStringList pathsToDelete; // CloseSession, when the server logged them (3.6+)
};

struct Txn {
    TxnHeader header;
    std::vector<TxnChange> changes; // empty for errors, failed multis, ACL changes and checks
};

// Decodes one log record's bytes. nullopt, with `error` set, when the header or a body that
// matters cannot be read, or the type is one ZooKeeper itself would refuse.
std::optional<Txn> decodeTxn(QByteArrayView bytes, QString *error = nullptr);

// The ephemeralOwner ZooKeeper gives a TTL node (EphemeralType.TTL.toEphemeralOwner).
qint64 ttlEphemeralOwner(qint64 ttlMs);

} // namespace lockscope
