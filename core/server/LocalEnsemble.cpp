// SPDX-License-Identifier: Apache-2.0

#include "LocalEnsemble.h"

#include "platform/EventLoopWait.h"

#include <QDeadlineTimer>
#include <QTcpSocket>
#include <QTimer>
#include <QNetworkProxy>

namespace lockscope {
namespace {

constexpr int kPortsPerMember = 4; // client, AdminServer, quorum, leader election

// Ticks of LocalZooKeeper's 200 ms: a follower has 10 s to sync with a new leader on a loaded
// machine, and a follower that stops answering is dropped after 2 s.
const QStringList kQuorumSettings = {QStringLiteral("initLimit=50"), QStringLiteral("syncLimit=10"),
                                     QStringLiteral("standaloneEnabled=false")};

} // namespace

LocalEnsemble::LocalEnsemble(int size, const LocalZooKeeper::Options &memberOptions, const QStringList &clientAddresses,
                             QObject *parent)
    : QObject(parent)
{
    const QList<quint16> ports = LocalZooKeeper::freePorts(size * kPortsPerMember);
    if (ports.isEmpty()) {
        m_error = QStringLiteral("no free loopback port");
        return;
    }
    QStringList servers;
    for (int i = 0; i < size; ++i) {
        const qsizetype at = qsizetype(i) * kPortsPerMember;
        servers << QStringLiteral("server.%1=%2:%3:%4")
                       .arg(QString::number(i + 1), kLoopbackHost, QString::number(ports[at + 2]),
                            QString::number(ports[at + 3]));
    }
    for (int i = 0; i < size; ++i) {
        LocalZooKeeper::Options options = memberOptions;
        options.serverId = i + 1;
        options.clientPort = ports[qsizetype(i) * kPortsPerMember];
        options.adminPort = ports[qsizetype(i) * kPortsPerMember + 1];
        if (i < clientAddresses.size())
            options.clientAddress = clientAddresses[i];
        options.configLines << kQuorumSettings << servers;
        m_members.push_back(std::make_unique<LocalZooKeeper>(options, this));
    }
}

LocalEnsemble::~LocalEnsemble() = default;

bool LocalEnsemble::start(int timeoutMs)
{
    if (m_members.empty())
        return false;
    // All at once: no member serves before a quorum of them runs.
    for (int i = 0; i < size(); ++i) {
        if (!m_members[size_t(i)]->launch())
            return fail(i);
    }
    const QDeadlineTimer deadline(timeoutMs);
    for (int i = 0; i < size(); ++i) {
        if (!m_members[size_t(i)]->waitUntilServing(int(qMax<qint64>(1, deadline.remainingTime()))))
            return fail(i);
    }
    return true;
}

bool LocalEnsemble::fail(int index)
{
    m_error = QStringLiteral("member %1: %2").arg(index + 1).arg(m_members[size_t(index)]->errorString());
    return false;
}

int LocalEnsemble::size() const
{
    return int(m_members.size());
}

LocalZooKeeper *LocalEnsemble::member(int index) const
{
    return index >= 0 && index < size() ? m_members[size_t(index)].get() : nullptr;
}

QString LocalEnsemble::connectString() const
{
    QStringList hosts;
    for (const auto &member : m_members)
        hosts << member->connectString();
    return hosts.join(QLatin1Char(','));
}

int LocalEnsemble::leaderIndex(int timeoutMs) const
{
    const QDeadlineTimer deadline(timeoutMs);
    do {
        for (int i = 0; i < size(); ++i) {
            const LocalZooKeeper *m = m_members[size_t(i)].get();
            if (m->isRunning() && memberMode(m->clientAddress(), m->clientPort()) == u"leader")
                return i;
        }
        spinFor(100);
    } while (!deadline.hasExpired());
    return -1;
}

int LocalEnsemble::memberAt(const QString &hostPort) const
{
    for (int i = 0; i < size(); ++i) {
        if (m_members[size_t(i)]->connectString() == hostPort)
            return i;
    }
    return -1;
}

QString LocalEnsemble::errorString() const
{
    return m_error;
}

QString LocalEnsemble::memberMode(const QString &host, quint16 clientPort, int timeoutMs)
{
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy);
    socket.connectToHost(host, clientPort);
    if (!socket.waitForConnected(timeoutMs))
        return {};
    socket.write("srvr");
    QByteArray reply;
    const QDeadlineTimer deadline(timeoutMs);
    while (socket.state() == QAbstractSocket::ConnectedState && !deadline.hasExpired()) {
        if (socket.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime()))))
            reply += socket.readAll();
    }
    reply += socket.readAll();
    for (const QByteArray &line : reply.split('\n')) {
        if (line.startsWith("Mode: "))
            return QString::fromLatin1(line.mid(6).trimmed());
    }
    return {};
}

} // namespace lockscope
