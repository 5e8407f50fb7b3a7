// SPDX-License-Identifier: Apache-2.0

#include "zk/ZkCodes.h"

namespace lockscope::detail {

ZkError toZkError(int rc)
{
    switch (rc) {
    case ZOK: return ZkError::Ok;
    case ZNONODE: return ZkError::NoNode;
    case ZNODEEXISTS: return ZkError::NodeExists;
    case ZNOTEMPTY: return ZkError::NotEmpty;
    case ZBADVERSION: return ZkError::BadVersion;
    case ZNOAUTH: return ZkError::NoAuth;
    case ZAUTHFAILED: return ZkError::AuthFailed;
    case ZSESSIONCLOSEDREQUIRESASLAUTH: return ZkError::AuthRequired;
    case ZINVALIDACL: return ZkError::InvalidAcl;
    case ZBADARGUMENTS: return ZkError::BadArguments;
    case ZNOCHILDRENFOREPHEMERALS: return ZkError::NoChildrenForEphemerals;
    case ZCONNECTIONLOSS: return ZkError::ConnectionLoss;
    case ZOPERATIONTIMEOUT: return ZkError::OperationTimeout;
    case ZSESSIONEXPIRED: return ZkError::SessionExpired;
    case ZSESSIONMOVED: return ZkError::SessionMoved;
    case ZCLOSING: return ZkError::Closing;
    case ZNOTREADONLY: return ZkError::NotReadOnly;
    case ZINVALIDSTATE: return ZkError::InvalidState;
    default: return ZkError::Other;
    }
}

NodeStat toNodeStat(const struct Stat *stat)
{
    NodeStat s;
    if (!stat)
        return s;
    s.czxid = stat->czxid;
    s.mzxid = stat->mzxid;
    s.pzxid = stat->pzxid;
    s.ctimeMs = stat->ctime;
    s.mtimeMs = stat->mtime;
    s.ephemeralOwner = stat->ephemeralOwner;
    s.version = stat->version;
    s.cversion = stat->cversion;
    s.aversion = stat->aversion;
    s.dataLength = stat->dataLength;
    s.numChildren = stat->numChildren;
    return s;
}

ConnectionState toConnectionState(int zooState, bool everConnected)
{
    if (zooState == ZOO_CONNECTED_STATE || zooState == ZOO_READONLY_STATE)
        return ConnectionState::Connected;
    if (zooState == ZOO_EXPIRED_SESSION_STATE)
        return ConnectionState::Expired;
    if (zooState == ZOO_AUTH_FAILED_STATE)
        return ConnectionState::AuthFailed;
    return everConnected ? ConnectionState::Disconnected : ConnectionState::Connecting;
}

WatchEventType toWatchEventType(int zooType)
{
    if (zooType == ZOO_CREATED_EVENT)
        return WatchEventType::Created;
    if (zooType == ZOO_DELETED_EVENT)
        return WatchEventType::Deleted;
    if (zooType == ZOO_CHANGED_EVENT)
        return WatchEventType::DataChanged;
    if (zooType == ZOO_CHILD_EVENT)
        return WatchEventType::ChildrenChanged;
    return WatchEventType::NotWatching;
}

int toZooCreateMode(CreateMode mode)
{
    switch (mode) {
    case CreateMode::Persistent: return ZOO_PERSISTENT;
    case CreateMode::Ephemeral: return ZOO_EPHEMERAL;
    case CreateMode::PersistentSequential: return ZOO_PERSISTENT_SEQUENTIAL;
    case CreateMode::EphemeralSequential: return ZOO_EPHEMERAL_SEQUENTIAL;
    }
    return ZOO_PERSISTENT;
}

bool isServerAnswer(ZkError error)
{
    switch (error) {
    case ZkError::Ok:
    case ZkError::NoNode:
    case ZkError::NodeExists:
    case ZkError::NotEmpty:
    case ZkError::BadVersion:
    case ZkError::NoAuth:
    case ZkError::InvalidAcl:
    case ZkError::NoChildrenForEphemerals:
    case ZkError::NotReadOnly: return true;
    default: return false;
    }
}

} // namespace lockscope::detail
