// SPDX-License-Identifier: Apache-2.0

// Curator's elections (apache/curator curator-recipes/.../leader/LeaderLatch.java,
// LeaderSelector.java) and the systems whose latches need code (Flink, YARN), recognised by path;
// the others (Druid, NiFi, Spark, Storm) are files (core/recognisers/files), applied first:
// - a LeaderLatch (`_c_<uuid>-latch-<seq>`, data = participant id) is always an election: the
//   lowest leads, each other stands by watching its predecessor, whoever runs it;
// - a LeaderSelector is an InterProcessMutex (`_c_<uuid>-lock-<seq>`) and looks exactly like
//   one on disk: only a known system's path makes it an election, any other stays a mutex.
// Flink (>= 1.15) names its leader in `<cluster>/leader/<component>/connection_info`
// (ephemeral, written by the leader's session, Java-serialized: ZooKeeperUtils
// .writeLeaderInformationToZooKeeper), not in its latch node.

#include "systems/SystemRecogniser.h"
#include "systems/SystemQueues.h"

#include <QStringDecoder>
#include <QUuid>
#include <QtEndian>

namespace lockscope {
namespace curator_latch_users { // one name per system file: the tree builds as unity batches
namespace {

struct Election {
    QString system;
    QString role;
};

const QString kLatchId = QStringLiteral("curator:latch");
const QString kLockId = QStringLiteral("curator:lock");

// Which system runs the Curator election at `path`; nullopt: none known.
std::optional<Election> electionAt(const QString &path, bool latch)
{
    const QString name = nodeName(path);
    const QString parent = nodeName(parentPath(path));
    if (!latch)
        return std::nullopt; // LeaderSelectors of systems taught by files: core/recognisers/files
    if (name == u"latch" && parent == u"leader")
        return Election{QStringLiteral("flink"), QStringLiteral("leader")};
    // YARN's Curator elector: `<zk-base-path>/<clusterId>`, the base named for YARN's election.
    if (parent.contains(u"yarn", Qt::CaseInsensitive) && parent.contains(u"election", Qt::CaseInsensitive))
        return Election{QStringLiteral("hadoop-yarn"), QStringLiteral("active-resourcemanager")};
    return std::nullopt;
}

// ---- Flink's connection_info: ObjectOutputStream of writeUTF(address) + writeObject(UUID) ----

class JavaStream {
public:
    explicit JavaStream(QByteArrayView data) : m_data(data) { }
    bool expect(QByteArrayView bytes)
    {
        if (!m_data.sliced(m_pos).startsWith(bytes))
            return false;
        m_pos += bytes.size();
        return true;
    }
    std::optional<quint64> read(qsizetype size) // big-endian, 1 to 8 bytes
    {
        if (m_data.size() - m_pos < size)
            return std::nullopt;
        quint64 value = 0;
        for (qsizetype i = 0; i < size; ++i)
            value = (value << 8) | quint8(m_data[m_pos + i]);
        m_pos += size;
        return value;
    }
    std::optional<QByteArrayView> take(qsizetype size)
    {
        if (size < 0 || m_data.size() - m_pos < size)
            return std::nullopt;
        const QByteArrayView bytes = m_data.sliced(m_pos, size);
        m_pos += size;
        return bytes;
    }
    bool atEnd() const { return m_pos == m_data.size(); }

private:
    QByteArrayView m_data;
    qsizetype m_pos = 0;
};

struct LeaderInformation {
    QString address;
    QString sessionId; // the leader session UUID; empty when null
};

// java.io.ObjectStreamConstants and java.util.UUID's serialized class descriptor.
constexpr char kStreamHeader[] = "\xAC\xED\x00\x05";
constexpr char kUuidClassDesc[] = "\x73\x72\x00\x0Ejava.util.UUID\xBC\x99\x03\xF7\x98\x6D\x85\x2F\x02\x00\x02"
                                  "J\x00\x0CleastSigBitsJ\x00\x0BmostSigBits\x78\x70";

std::optional<LeaderInformation> decodeConnectionInfo(const NodeInfo &node)
{
    if (node.dataTruncated())
        return std::nullopt;
    JavaStream in{QByteArrayView(node.data)};
    // TC_BLOCKDATA: writeUTF's bytes form one short block, its 2-byte length then (modified) UTF-8.
    if (!in.expect(QByteArrayView(kStreamHeader, 4)) || !in.expect(QByteArrayView("\x77", 1)))
        return std::nullopt;
    const std::optional<quint64> blockSize = in.read(1);
    const std::optional<quint64> utfSize = in.read(2);
    if (!blockSize || !utfSize || *blockSize != *utfSize + 2)
        return std::nullopt;
    const std::optional<QByteArrayView> utf = in.take(qsizetype(*utfSize));
    if (!utf)
        return std::nullopt;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    LeaderInformation info{decoder.decode(*utf), {}};
    if (decoder.hasError() || info.address.isEmpty())
        return std::nullopt;
    if (in.expect(QByteArrayView("\x70", 1))) // TC_NULL: no session id
        return in.atEnd() ? std::optional(info) : std::nullopt;
    if (!in.expect(QByteArrayView(kUuidClassDesc, sizeof kUuidClassDesc - 1)))
        return std::nullopt;
    const std::optional<quint64> least = in.read(8);
    const std::optional<quint64> most = in.read(8);
    if (!least || !most || !in.atEnd())
        return std::nullopt;
    uchar bytes[16];
    qToBigEndian(*most, bytes);
    qToBigEndian(*least, bytes + 8);
    info.sessionId = QUuid::fromRfc4122(QByteArrayView(bytes, 16)).toString(QUuid::WithoutBraces);
    return info;
}

// The components Flink elects with one latch (HighAvailabilityServices); jobs are named by id.
const QStringList &flinkComponents()
{
    static const QStringList components{QStringLiteral("resource_manager"), QStringLiteral("dispatcher"),
                                        QStringLiteral("rest_server")};
    return components;
}

// Each component's connection_info written by the entry's session names where that leader serves.
void describeFlinkEntry(LockEntry &entry, const QString &leaderPath, const ListingSource &source)
{
    QStringList components = flinkComponents();
    if (const NodeListing *leader = source.find(leaderPath)) {
        for (const NodeInfo &child : leader->children) {
            if (child.name != u"latch" && !components.contains(child.name))
                components.append(child.name);
        }
    }
    QJsonObject fields;
    for (const QString &component : std::as_const(components)) {
        const NodeInfo *info = findNode(source, childPath(leaderPath, component), u"connection_info");
        if (!info || info->stat.ephemeralOwner != entry.node->stat.ephemeralOwner)
            continue;
        if (const std::optional<LeaderInformation> decoded = decodeConnectionInfo(*info)) {
            fields.insert(component, decoded->address);
            if (!decoded->sessionId.isEmpty())
                fields.insert(QStringLiteral("leaderSessionID"), decoded->sessionId);
        }
    }
    for (const char *preferred : {"rest_server", "dispatcher", "resource_manager"}) {
        if (fields.contains(QLatin1String(preferred))) {
            setOwner(entry, fields.value(QLatin1String(preferred)).toString(), fields);
            return;
        }
    }
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        if (it.key() != u"leaderSessionID") {
            setOwner(entry, it.value().toString(), fields);
            return;
        }
    }
}

// The participant id Curator stores as the node's data (empty by default: no owner).
void describeParticipant(LockEntry &entry)
{
    const std::optional<QString> text = utf8TextOf(entry.node);
    if (!text || text->trimmed().isEmpty() || text->size() > 512)
        return;
    for (const QChar c : *text) {
        if (c.isNonCharacter() || (c.unicode() < 0x20 && c != u'\t'))
            return; // not a printable id
    }
    setOwner(entry, *text, QJsonObject{{QStringLiteral("id"), *text}});
}

bool annotate(LockQueue &queue, const ListingSource &source)
{
    if (queue.recipe != Recipe::Curator || (queue.id != kLatchId && queue.id != kLockId))
        return false;
    const bool latch = queue.id == kLatchId;
    const std::optional<Election> election = electionAt(queue.path, latch);
    if (!latch && !election)
        return false; // a mutex, or a LeaderSelector nothing tells from one
    queue.kind = LockKind::Election;
    if (election) {
        queue.system = election->system;
        queue.role = election->role;
    }
    const bool flink = election && election->system == u"flink";
    for (LockEntry &entry : queue.entries) {
        if (flink)
            describeFlinkEntry(entry, parentPath(queue.path), source);
        else
            describeParticipant(entry);
    }
    return true;
}

// A component's connection_info lies in a folder named like a lock (`leader`): it names the
// leader and is read with the latch, never a lock of its own.
void claim(const NodeListing &listing, const ListingSource &, SystemClaim &claim)
{
    const NodeInfo *info = findChild(listing, u"connection_info");
    if (info && isSessionOwner(info->stat.ephemeralOwner) && nodeName(parentPath(listing.path)) == u"leader")
        claim.children.insert(info->name);
}

bool isFlinkLatch(const QString &path)
{
    return nodeName(path) == u"latch" && nodeName(parentPath(path)) == u"leader";
}

void related(const NodeListing &listing, QStringList &paths)
{
    if (!isFlinkLatch(listing.path))
        return;
    const QString leader = parentPath(listing.path);
    paths.append(leader);
    for (const QString &component : flinkComponents())
        paths.append(childPath(leader, component));
}

void readers(const QString &path, QStringList &paths)
{
    // `<cluster>/leader` (which components exist) and `<cluster>/leader/<component>`.
    if (nodeName(path) == u"leader")
        paths.append(childPath(path, u"latch"));
    else if (nodeName(parentPath(path)) == u"leader" && nodeName(path) != u"latch")
        paths.append(childPath(parentPath(path), u"latch"));
}

// The names the GUI shows for the systems and roles this file sets (SystemNames); YARN's
// elector is named by Hadoop's row (HadoopSystem.cpp).
constexpr SystemRoleName kFlinkRoles[] = {
    {"leader", QT_TRANSLATE_NOOP("DisplayNames", "leader")},
};
constexpr SystemNames kNames[] = {
    {"flink", "Flink", kFlinkRoles},
};

} // namespace
} // namespace curator_latch_users

SystemRecogniser curatorLatchUsersRecogniser()
{
    return {"curator-latch-users",        curator_latch_users::claim,   curator_latch_users::annotate,
            curator_latch_users::related, curator_latch_users::readers, curator_latch_users::kNames};
}

} // namespace lockscope
