// SPDX-License-Identifier: Apache-2.0

#include "txnlog/TxnRecord.h"

#include "txnlog/JuteInput.h"
#include "zk/ZkTypes.h"

#include <algorithm>

namespace lockscope {

namespace {

TxnHeader readHeader(JuteInput &in)
{
    TxnHeader header;
    header.clientId = in.readLong();
    header.cxid = in.readInt();
    header.zxid = in.readLong();
    header.timeMs = in.readLong();
    header.type = in.readInt();
    return header;
}

// CreateTxn, CreateTTLTxn and CreateContainerTxn: path, data, acl, then their own tails.
std::optional<TxnChange> readCreate(JuteInput &in, qint32 type, qint64 clientId)
{
    TxnChange change;
    change.kind = TxnChange::Kind::CreateNode;
    change.path = in.readString();
    change.data = in.readBuffer();
    in.skipAcls();
    if (type == ZkOpCode::CreateTtl) {
        change.parentCVersion = in.readInt();
        change.ephemeralOwner = ttlEphemeralOwner(in.readLong());
    } else if (type == ZkOpCode::CreateContainer) {
        change.parentCVersion = in.readInt();
        change.ephemeralOwner = kContainerOwner;
    } else {
        change.ephemeralOwner = in.readBool() ? clientId : 0;
        // CreateTxnV0 ends here: ZooKeeper then takes the parent's cversion + 1 (-1).
        change.parentCVersion = in.atEnd() ? -1 : in.readInt();
    }
    if (!in.ok())
        return std::nullopt;
    return change;
}

bool readBody(JuteInput &in, const TxnHeader &header, qint32 type, std::vector<TxnChange> &changes, QString &error);

// MultiTxn: a vector of {type, data}, each decoded on its own. ZooKeeper applies none of them
// when one is an error (DataTree.processTxn).
bool readMulti(JuteInput &in, const TxnHeader &header, std::vector<TxnChange> &changes, QString &error)
{
    const qint32 count = in.readCount(8);
    std::vector<TxnChange> parts;
    bool failed = false;
    for (qint32 i = 0; i < count && in.ok(); ++i) {
        const qint32 type = in.readInt();
        const QByteArrayView data = in.readBufferView();
        if (!in.ok())
            break;
        if (type == ZkOpCode::Error) {
            failed = true;
            continue;
        }
        if (type == ZkOpCode::Multi) {
            error = QStringLiteral("a multi inside a multi");
            return false;
        }
        JuteInput part(data);
        if (!readBody(part, header, type, parts, error))
            return false;
    }
    if (!in.ok()) {
        error = QStringLiteral("truncated multi transaction");
        return false;
    }
    if (!failed)
        changes.insert(changes.end(), parts.begin(), parts.end());
    return true;
}

bool readBody(JuteInput &in, const TxnHeader &header, qint32 type, std::vector<TxnChange> &changes, QString &error)
{
    switch (type) {
    case ZkOpCode::Create:
    case ZkOpCode::Create2:
    case ZkOpCode::CreateTtl:
    case ZkOpCode::CreateContainer: {
        std::optional<TxnChange> change = readCreate(in, type, header.clientId);
        if (!change) {
            error = QStringLiteral("unreadable create transaction");
            return false;
        }
        changes.push_back(std::move(*change));
        return true;
    }
    case ZkOpCode::Delete:
    case ZkOpCode::DeleteContainer:
    case ZkOpCode::SetData:
    case ZkOpCode::Reconfig: {
        TxnChange change;
        change.kind = type == ZkOpCode::Delete || type == ZkOpCode::DeleteContainer ? TxnChange::Kind::DeleteNode
                                                                                    : TxnChange::Kind::SetData;
        change.path = in.readString();
        if (change.kind == TxnChange::Kind::SetData) {
            change.data = in.readBuffer();
            change.version = in.readInt();
        }
        if (!in.ok()) {
            error = QStringLiteral("unreadable transaction of type %1").arg(type);
            return false;
        }
        changes.push_back(std::move(change));
        return true;
    }
    case ZkOpCode::CreateSession: {
        TxnChange change;
        change.kind = TxnChange::Kind::CreateSession;
        change.timeoutMs = in.readInt();
        if (!in.ok()) {
            error = QStringLiteral("unreadable createSession transaction");
            return false;
        }
        changes.push_back(std::move(change));
        return true;
    }
    case ZkOpCode::CloseSession: {
        TxnChange change;
        change.kind = TxnChange::Kind::CloseSession;
        // CloseSessionTxn (3.6+) lists the ephemerals; older servers log no body. What does not
        // read as one is a digest: the session's ephemerals are known from the tree anyway.
        JuteInput paths = in;
        const qint32 count = paths.readCount(4);
        for (qint32 i = 0; i < count && paths.ok(); ++i)
            change.pathsToDelete.append(paths.readString());
        if (!paths.ok()
            || !std::all_of(change.pathsToDelete.cbegin(), change.pathsToDelete.cend(),
                            [](const QString &path) { return path.startsWith(QLatin1Char('/')); }))
            change.pathsToDelete.clear();
        changes.push_back(std::move(change));
        return true;
    }
    case ZkOpCode::Multi: return readMulti(in, header, changes, error);
    case ZkOpCode::Error:
    case ZkOpCode::SetAcl:
    case ZkOpCode::Check: return true;
    default: error = QStringLiteral("unknown transaction type %1").arg(type); return false;
    }
}

} // namespace

qint64 ttlEphemeralOwner(qint64 ttlMs)
{
    return qint64(0xff00000000000000ULL | (quint64(ttlMs) & 0x00ffffffffffffffULL));
}

std::optional<Txn> decodeTxn(QByteArrayView bytes, QString *error)
{
    JuteInput in(bytes);
    Txn txn;
    txn.header = readHeader(in);
    QString problem;
    if (!in.ok())
        problem = QStringLiteral("truncated transaction header");
    else
        readBody(in, txn.header, txn.header.type, txn.changes, problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    // What follows the body is the optional TxnDigest: tolerated, not checked.
    return txn;
}

} // namespace lockscope
