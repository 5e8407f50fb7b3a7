#include "TestNetwork.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>

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
    // Per process, so that tests running side by side do not meet.
    const int id = int(getpid() % 200);
    net->m_name = QStringLiteral("lockscope-test-%1").arg(getpid());
    net->m_hostSide = QStringLiteral("lsh%1").arg(getpid());
    const QString inside = QStringLiteral("lsn%1").arg(getpid());
    const QString subnet = QStringLiteral("10.231.%1.").arg(id);
    QString error;
    if (!net->run({QStringLiteral("netns"), QStringLiteral("add"), net->m_name}, &error)) {
        *whyNot = QStringLiteral("this machine does not allow network namespaces: ") + error;
        return nullptr;
    }
    bool made = net->run({QStringLiteral("link"), QStringLiteral("add"), net->m_hostSide, QStringLiteral("type"),
                          QStringLiteral("veth"), QStringLiteral("peer"), QStringLiteral("name"), inside}, &error)
        && net->run({QStringLiteral("link"), QStringLiteral("set"), inside, QStringLiteral("netns"), net->m_name}, &error);
    for (int i = 1; made && i <= hosts; ++i) {
        net->m_hosts << subnet + QString::number(i);
        made = net->run({QStringLiteral("addr"), QStringLiteral("add"), net->m_hosts.constLast() + QStringLiteral("/24"),
                         QStringLiteral("dev"), net->m_hostSide}, &error);
    }
    made = made && net->run({QStringLiteral("link"), QStringLiteral("set"), net->m_hostSide, QStringLiteral("up")}, &error)
        && net->runInside({QStringLiteral("addr"), QStringLiteral("add"), subnet + QStringLiteral("100/24"),
                           QStringLiteral("dev"), inside}, &error)
        && net->runInside({QStringLiteral("link"), QStringLiteral("set"), inside, QStringLiteral("up")}, &error)
        && net->runInside({QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("lo"), QStringLiteral("up")}, &error);
    if (!made) {
        *whyNot = QStringLiteral("cannot set up a veth pair: ") + error;
        return nullptr;   // the destructor removes what was made
    }
    return net;
}

TestNetwork::~TestNetwork()
{
    leave();
    if (m_ownNamespace >= 0)
        ::close(m_ownNamespace);
    run({QStringLiteral("link"), QStringLiteral("del"), m_hostSide});
    run({QStringLiteral("netns"), QStringLiteral("del"), m_name});
}

bool TestNetwork::enter()
{
    if (m_ownNamespace < 0)
        m_ownNamespace = ::open("/proc/thread-self/ns/net", O_RDONLY | O_CLOEXEC);
    const QByteArray path = QFile::encodeName(QStringLiteral("/run/netns/") + m_name);
    const int target = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    const bool entered = m_ownNamespace >= 0 && target >= 0 && setns(target, CLONE_NEWNET) == 0;
    if (target >= 0)
        ::close(target);
    return entered;
}

bool TestNetwork::leave()
{
    return m_ownNamespace >= 0 && setns(m_ownNamespace, CLONE_NEWNET) == 0;
}

bool TestNetwork::cutOff(const QString &address)
{
    return runInside({QStringLiteral("route"), QStringLiteral("add"), QStringLiteral("blackhole"), address + QStringLiteral("/32")});
}

bool TestNetwork::reconnect(const QString &address)
{
    return runInside({QStringLiteral("route"), QStringLiteral("del"), QStringLiteral("blackhole"), address + QStringLiteral("/32")});
}

bool TestNetwork::run(const QStringList &arguments, QString *error) const
{
    QProcess ip;
    ip.setProcessChannelMode(QProcess::MergedChannels);
    ip.start(QStringLiteral("ip"), arguments);
    const bool ok = ip.waitForFinished(10000) && ip.exitStatus() == QProcess::NormalExit && ip.exitCode() == 0;
    if (!ok && error)
        *error = QStringLiteral("ip %1: %2").arg(arguments.join(QLatin1Char(' ')), QString::fromLocal8Bit(ip.readAll()).trimmed());
    return ok;
}

bool TestNetwork::runInside(const QStringList &arguments, QString *error) const
{
    return run(QStringList{QStringLiteral("-n"), m_name} + arguments, error);
}

} // namespace lockscope::test
