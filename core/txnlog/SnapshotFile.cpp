// SPDX-License-Identifier: Apache-2.0

#include "txnlog/SnapshotFile.h"

#include "txnlog/JuteInput.h"

namespace lockscope {

namespace {

// StatPersisted: czxid, mzxid, ctime, mtime, version, cversion, aversion, ephemeralOwner, pzxid.
NodeStat readStatPersisted(JuteInput &in)
{
    NodeStat stat;
    stat.czxid = in.readLong();
    stat.mzxid = in.readLong();
    stat.ctimeMs = in.readLong();
    stat.mtimeMs = in.readLong();
    stat.version = in.readInt();
    stat.cversion = in.readInt();
    stat.aversion = in.readInt();
    stat.ephemeralOwner = in.readLong();
    stat.pzxid = in.readLong();
    return stat;
}

// SnapStream.checkSealIntegrity: the checksum of every byte before it, then the string "/".
bool readSeal(JuteInput &in, QByteArrayView bytes)
{
    const quint32 expected = adler32Of(bytes.first(in.offset()));
    const qint64 stored = in.readLong();
    const bool slash = in.readBufferView() == "/";
    return in.ok() && slash && stored == qint64(expected);
}

bool readNodes(JuteInput &in, std::vector<SnapshotNode> &nodes)
{
    for (;;) {
        QString path = in.readString();
        if (!in.ok())
            return false;
        if (path == QLatin1String("/"))
            return true;
        SnapshotNode node;
        node.data = in.readBuffer();
        in.readLong(); // the node's entry in the ACL cache
        node.stat = readStatPersisted(in);
        if (!in.ok())
            return false;
        node.stat.dataLength = qint32(node.data.size());
        node.path = path.isEmpty() ? QStringLiteral("/") : std::move(path);
        nodes.push_back(std::move(node));
    }
}

} // namespace

std::optional<SnapshotContents> decodeSnapshot(QByteArrayView bytes, SnapshotProblem *problem)
{
    const auto fail = [problem](const QString &error, qint64 offset) -> std::optional<SnapshotContents> {
        if (problem)
            *problem = {error, offset};
        return std::nullopt;
    };
    SnapshotContents contents;
    if (const QString error = readZkFileHeader(bytes, kSnapshotMagic, &contents.header); !error.isEmpty())
        return fail(error, bytes.isEmpty() ? -1 : 0);
    JuteInput in(bytes);
    in.readLong(); // the header, read above
    in.readLong();
    const qint32 sessionCount = in.readCount(12);
    for (qint32 i = 0; i < sessionCount && in.ok(); ++i) {
        SnapshotSession session;
        session.session = in.readLong();
        session.timeoutMs = in.readInt();
        contents.sessions.push_back(session);
    }
    const qint32 aclLists = in.readCount(12);
    for (qint32 i = 0; i < aclLists && in.ok(); ++i) {
        in.readLong();
        in.skipAcls();
    }
    if (!in.ok())
        return fail(QStringLiteral("truncated or damaged sessions or ACLs"), in.offset());
    if (!readNodes(in, contents.nodes))
        return fail(QStringLiteral("truncated or damaged node data near offset %1").arg(in.offset()), in.offset());
    const qsizetype sealAt = in.offset();
    if (!readSeal(in, bytes))
        return fail(QStringLiteral("checksum mismatch or truncated seal at offset %1").arg(sealAt), sealAt);
    // The tree digest (DataTree.ZxidDigest) and its own seal follow in snapshots since 3.6.
    if (!in.atEnd()) {
        in.readLong();
        if (in.readInt() < 2)
            in.readBufferView();
        else
            in.readLong();
        const qsizetype digestSealAt = in.offset();
        if (!readSeal(in, bytes))
            return fail(QStringLiteral("checksum mismatch after the digest at offset %1").arg(digestSealAt),
                        digestSealAt);
    }
    if (contents.nodes.empty() || contents.nodes.front().path != QLatin1String("/"))
        return fail(QStringLiteral("the snapshot holds no root node"), kZkFileHeaderSize);
    return contents;
}

} // namespace lockscope
