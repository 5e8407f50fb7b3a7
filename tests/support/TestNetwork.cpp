// SPDX-License-Identifier: Apache-2.0

#include "TestNetwork.h"

#include <QProcess>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

namespace lockscope::test {

std::unique_ptr<TestNetwork> TestNetwork::create(int hosts, QString *whyNot)
{
    if (geteuid() != 0) {
        *whyNot = QStringLiteral("network namespaces need root");
        return nullptr;
    }
    if (QStandardPaths::findExecutable(QStringLiteral("ip")).isEmpty()) {
        *whyNot = QStringLiteral("no ip command (install iproute2)");
        return nullptr;
    }
    std::unique_ptr<TestNetwork> net(new TestNetwork);
    // An unnamed namespace held by a file descriptor: nothing is mounted (`ip netns add` would
    // mount /run/netns), and it goes with this process however the process ends.
    net->m_ownNamespace = ::open("/proc/thread-self/ns/net", O_RDONLY | O_CLOEXEC);
    if (net->m_ownNamespace < 0 || unshare(CLONE_NEWNET) != 0) {
        *whyNot = QStringLiteral("this machine does not allow network namespaces: %1")
                      .arg(QString::fromLocal8Bit(std::strerror(errno)));
        return nullptr;
    }
    net->m_namespace = ::open("/proc/thread-self/ns/net", O_RDONLY | O_CLOEXEC);
    if (!net->leave() || net->m_namespace < 0) {
        *whyNot =
            QStringLiteral("cannot hold a network namespace: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return nullptr;
    }
    const int id = int(getpid() % 200); // per process, so that tests running side by side do not meet
    net->m_hostSide = QStringLiteral("lsh%1").arg(getpid());
    const QString inside = QStringLiteral("lsn%1").arg(getpid());
    const QString subnet = QStringLiteral("10.231.%1.").arg(id);
    const QString namespacePath = QStringLiteral("/proc/%1/fd/%2").arg(getpid()).arg(net->m_namespace);
    QString error;
    bool made = net->run({QStringLiteral("link"), QStringLiteral("add"), net->m_hostSide, QStringLiteral("type"),
                          QStringLiteral("veth"), QStringLiteral("peer"), QStringLiteral("name"), inside},
                         &error)
        && net->run({QStringLiteral("link"), QStringLiteral("set"), inside, QStringLiteral("netns"), namespacePath},
                    &error);
    for (int i = 1; made && i <= hosts; ++i) {
        net->m_hosts << subnet + QString::number(i);
        made = net->run({QStringLiteral("addr"), QStringLiteral("add"),
                         net->m_hosts.constLast() + QStringLiteral("/24"), QStringLiteral("dev"), net->m_hostSide},
                        &error);
    }
    made = made
        && net->run({QStringLiteral("link"), QStringLiteral("set"), net->m_hostSide, QStringLiteral("up")}, &error)
        && net->runInside({QStringLiteral("addr"), QStringLiteral("add"), subnet + QStringLiteral("100/24"),
                           QStringLiteral("dev"), inside},
                          &error)
        && net->runInside({QStringLiteral("link"), QStringLiteral("set"), inside, QStringLiteral("up")}, &error)
        && net->runInside({QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("lo"), QStringLiteral("up")},
                          &error);
    if (!made) {
        *whyNot = QStringLiteral("cannot set up a veth pair: ") + error;
        return nullptr; // the destructor removes what was made
    }
    return net;
}

TestNetwork::~TestNetwork()
{
    leave();
    run({QStringLiteral("link"), QStringLiteral("del"), m_hostSide}); // both ends of the pair
    if (m_namespace >= 0)
        ::close(m_namespace);
    if (m_ownNamespace >= 0)
        ::close(m_ownNamespace);
}

bool TestNetwork::enter()
{
    return m_namespace >= 0 && setns(m_namespace, CLONE_NEWNET) == 0;
}

bool TestNetwork::leave()
{
    return m_ownNamespace >= 0 && setns(m_ownNamespace, CLONE_NEWNET) == 0;
}

bool TestNetwork::cutOff(const QString &address)
{
    return runInside(
        {QStringLiteral("route"), QStringLiteral("add"), QStringLiteral("blackhole"), address + QStringLiteral("/32")});
}

bool TestNetwork::reconnect(const QString &address)
{
    return runInside(
        {QStringLiteral("route"), QStringLiteral("del"), QStringLiteral("blackhole"), address + QStringLiteral("/32")});
}

bool TestNetwork::run(const QStringList &arguments, QString *error) const
{
    QProcess ip;
    ip.setProcessChannelMode(QProcess::MergedChannels);
    ip.start(QStringLiteral("ip"), arguments);
    const bool ok = ip.waitForFinished(10000) && ip.exitStatus() == QProcess::NormalExit && ip.exitCode() == 0;
    if (!ok && error)
        *error = QStringLiteral("ip %1: %2")
                     .arg(arguments.join(QLatin1Char(' ')), QString::fromLocal8Bit(ip.readAll()).trimmed());
    return ok;
}

// `ip` started from this thread while it is inside: the child is born in the namespace.
bool TestNetwork::runInside(const QStringList &arguments, QString *error)
{
    if (!enter()) {
        if (error)
            *error = QStringLiteral("cannot enter the namespace: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    const bool ok = run(arguments, error);
    return leave() && ok;
}

} // namespace lockscope::test
