// SPDX-License-Identifier: Apache-2.0

#pragma once
// A snapshot file (FileSnap, SerializeUtils.serializeSnapshot, DataTree.serialize): the
// FileHeader, the sessions (id, timeout), the ACL cache, every node as path + DataNode{data, acl,
// StatPersisted} in tree order until the path "/", the Adler32 seal (checksum + "/"), then
// optionally the tree digest and a second seal. Pure: decodes bytes, does no I/O.

#include "txnlog/ZkFileFormat.h"
#include "zk/ZkTypes.h"

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

namespace lockscope {

struct SnapshotNode {
    QString path; // "/" for the root (the file spells it "")
    QByteArray data;
    NodeStat stat; // numChildren is not stored in a snapshot: 0
};

struct SnapshotSession {
    qint64 session = 0;
    qint32 timeoutMs = 0;
};

struct SnapshotContents {
    ZkFileHeader header;
    std::vector<SnapshotSession> sessions;
    std::vector<SnapshotNode> nodes; // parents before their children
};

struct SnapshotProblem {
    QString error;
    qint64 offset = -1;
};

// The whole snapshot, or nullopt and why (damaged, truncated, checksum mismatch).
std::optional<SnapshotContents> decodeSnapshot(QByteArrayView bytes, SnapshotProblem *problem = nullptr);

} // namespace lockscope
