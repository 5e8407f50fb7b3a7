// SPDX-License-Identifier: Apache-2.0

#include "PatroniCluster.h"

#include "HttpProbe.h"
#include "ProcessRun.h"
#include "TestZooKeeper.h"

#include "server/LocalZooKeeper.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QNetworkProxy>
#include <QStandardPaths>
#include <QTcpSocket>

#include <csignal>
#include <pwd.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace lockscope::test {
namespace {

const QString kBinDir = QStringLiteral("/usr/lib/postgresql/15/bin");
const char kUser[] = "postgres";
constexpr int kLogLimit = 4 << 20; // a member that logs more keeps its newest output only

bool isRoot()
{
    return geteuid() == 0;
}

// The user the members run as: postgres as root (PostgreSQL refuses root), else whoever we are.
bool runAs(uid_t *uid, gid_t *gid)
{
    if (!isRoot()) {
        *uid = geteuid();
        *gid = getegid();
        return true;
    }
    const passwd *user = getpwnam(kUser);
    if (!user)
        return false;
    *uid = user->pw_uid;
    *gid = user->pw_gid;
    return true;
}

// Gives the members' user the tree they write to (the temporary directory is root's, 0700).
void chownTree(const QString &path, uid_t uid, gid_t gid)
{
    if (chown(QFile::encodeName(path).constData(), uid, gid) != 0)
        return;
    QDirIterator it(path, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        // An entry left root's shows up as the member's own error when it writes there.
        if (chown(QFile::encodeName(it.next()).constData(), uid, gid) != 0)
            continue;
    }
}

bool listening(quint16 port)
{
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy);
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    return socket.waitForConnected(500);
}

QString lastLines(const QByteArray &text, int count)
{
    QList<QByteArray> lines = text.split('\n');
    if (lines.size() > count)
        lines = lines.mid(lines.size() - count);
    return QString::fromUtf8(lines.join('\n'));
}

} // namespace

struct PatroniCluster::Member {
    QString name;
    QString directory;
    quint16 postgresPort = 0;
    quint16 restPort = 0;
    std::unique_ptr<QProcess> process;
    QByteArray output;
};

PatroniCluster::PatroniCluster(Options options) : m_options(std::move(options))
{
    const QList<quint16> ports = LocalZooKeeper::freePorts(2 * m_options.members);
    if (!m_directory.isValid() || ports.size() < 2 * m_options.members) {
        m_error = QStringLiteral("no temporary directory or free ports");
        return;
    }
    for (int i = 0; i < m_options.members; ++i) {
        auto member = std::make_shared<Member>();
        member->name = QStringLiteral("m%1").arg(i + 1);
        member->directory = m_directory.filePath(member->name);
        member->postgresPort = ports.at(2 * i);
        member->restPort = ports.at(2 * i + 1);
        m_members << member;
    }
}

PatroniCluster::~PatroniCluster()
{
    for (int i = 0; i < m_members.size(); ++i)
        kill(i);
}

// The launcher itself, tried with PostgreSQL's initdb in place of patroni: a root whose "/" only
// root may enter (a chroot made in a mktemp folder, as the pristine-root check makes) or that
// refuses new namespaces cannot run a member, and says why here rather than as a failed start.
QString PatroniCluster::cannotLaunch()
{
    QStringList command = launcher();
    command.removeLast(); // patroni
    command << kBinDir + QStringLiteral("/initdb") << QStringLiteral("--version");
    const test::ProcessRun run =
        test::runProcess(command.takeFirst(), command, QProcessEnvironment::systemEnvironment(), 10000);
    if (run.exitCode == 0)
        return {};
    return QStringLiteral("PostgreSQL cannot run as %1 in a PID namespace of its own here (%2)")
        .arg(QLatin1String(kUser), QString(run.err + run.out).trimmed().section(u'\n', 0, 0));
}

bool PatroniCluster::isAvailable(QString *whyNot)
{
    QString reason;
    uid_t uid;
    gid_t gid;
    if (QStandardPaths::findExecutable(QStringLiteral("patroni")).isEmpty())
        reason = QStringLiteral("patroni is not installed (Debian: apt-get install patroni)");
    else if (!QFileInfo(kBinDir + QStringLiteral("/initdb")).isExecutable()
             || !QFileInfo(kBinDir + QStringLiteral("/pg_ctl")).isExecutable())
        reason = QStringLiteral("PostgreSQL 15 is not installed (Debian: apt-get install postgresql)");
    else if (!runAs(&uid, &gid))
        reason = QStringLiteral("there is no user %1 to run PostgreSQL as").arg(QLatin1String(kUser));
    else if (QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty()
             || QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
        reason = QStringLiteral("unshare and setpriv (util-linux) are missing");
    else if (const QString cannot = cannotLaunch(); !cannot.isEmpty())
        reason = cannot;
    if (whyNot)
        *whyNot = reason;
    return reason.isEmpty();
}

QString PatroniCluster::name(int member) const
{
    return m_members.at(member)->name;
}
QString PatroniCluster::scopePath() const
{
    return m_options.namespacePath + m_options.scope;
}
QString PatroniCluster::leaderPath() const
{
    return scopePath() + QStringLiteral("/leader");
}
QString PatroniCluster::memberPath(int member) const
{
    return scopePath() + QStringLiteral("/members/") + name(member);
}
quint16 PatroniCluster::restPort(int member) const
{
    return m_members.at(member)->restPort;
}
QString PatroniCluster::errorString() const
{
    return m_error;
}

QString PatroniCluster::writeConfig(int index)
{
    const Member &m = *m_members.at(index);
    QDir().mkpath(m.directory);
    QString hosts;
    for (const QString &host : m_options.zooKeeper.split(QLatin1Char(',')))
        hosts += QStringLiteral("'%1',").arg(host);
    hosts.chop(1);
    // Trust on loopback: the cluster lives for one test; replication needs no password then.
    const QString config =
        QStringLiteral(
            "scope: %1\nnamespace: %2\nname: %3\n"
            "restapi:\n  listen: 127.0.0.1:%4\n  connect_address: 127.0.0.1:%4\n"
            "zookeeper:\n  hosts: [%5]\n"
            "bootstrap:\n  dcs:\n    ttl: %6\n    loop_wait: %7\n    retry_timeout: %8\n    synchronous_mode: %9\n"
            "    postgresql:\n      use_pg_rewind: false\n"
            "  initdb:\n    - encoding: UTF8\n    - auth: trust\n"
            "  pg_hba:\n    - local all all trust\n    - host replication all 127.0.0.1/32 trust\n"
            "    - host all all 127.0.0.1/32 trust\n"
            "postgresql:\n  listen: 127.0.0.1:%10\n  connect_address: 127.0.0.1:%10\n"
            "  data_dir: %11/data\n  bin_dir: %12\n  pgpass: %11/pgpass\n"
            "  authentication:\n    replication: {username: replicator, password: replicator}\n"
            "    superuser: {username: postgres, password: postgres}\n"
            // Small: two servers share a 2-core CI machine with the rest of the suite.
            "  parameters:\n    unix_socket_directories: %11\n    shared_buffers: 16MB\n    max_connections: 20\n"
            "log:\n  level: INFO\n")
            .arg(m_options.scope, m_options.namespacePath, m.name, QString::number(m.restPort), hosts,
                 QString::number(m_options.ttl), QString::number(m_options.loopWait),
                 QString::number(m_options.retryTimeout),
                 m_options.synchronousMode ? QStringLiteral("true") : QStringLiteral("false"))
            .arg(QString::number(m.postgresPort), m.directory, kBinDir);
    const QString path = m.directory + QStringLiteral("/patroni.yml");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(config.toUtf8()) < 0)
        return {};
    file.close();
    uid_t uid;
    gid_t gid;
    if (isRoot() && runAs(&uid, &gid)) {
        chownTree(m_directory.path(), uid, gid);
        QFile::setPermissions(m_directory.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    // PostgreSQL insists on a data directory only its owner can enter.
    QFile::setPermissions(m.directory, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

// unshare's PID namespace (its init killed with unshare) takes the detached postmaster along.
// As root, unshare makes it directly and setpriv then drops to postgres inside: no user namespace,
// which a chroot (a pristine root, as the README's install is checked) would refuse. As another
// user, a user namespace of its own lets it make the PID namespace.
QStringList PatroniCluster::launcher()
{
    QStringList command{QStringLiteral("unshare")};
    if (!isRoot())
        command << QStringLiteral("--user") << QStringLiteral("--map-current-user");
    command << QStringLiteral("--pid") << QStringLiteral("--fork") << QStringLiteral("--kill-child")
            << QStringLiteral("--mount-proc");
    if (isRoot())
        command << QStringLiteral("setpriv") << QStringLiteral("--reuid=%1").arg(QLatin1String(kUser))
                << QStringLiteral("--regid=%1").arg(QLatin1String(kUser))
                << QStringLiteral("--init-groups")
                // unshare's --kill-child is a parent-death signal, which a change of user clears
                << QStringLiteral("--pdeathsig") << QStringLiteral("keep") << QStringLiteral("--");
    command << QStringLiteral("patroni");
    return command;
}

bool PatroniCluster::start(int index)
{
    Member &m = *m_members.at(index);
    if (m.process && m.process->state() != QProcess::NotRunning)
        return true;
    const QString config = writeConfig(index);
    if (config.isEmpty()) {
        m_error = QStringLiteral("cannot write the configuration of %1").arg(m.name);
        return false;
    }
    m.process = std::make_unique<QProcess>();
    QProcess *process = m.process.get();
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->setWorkingDirectory(m.directory);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), m.directory);
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/sbin:/usr/bin:/sbin:/bin"));
    process->setProcessEnvironment(environment);
    const pid_t parentPid = getpid();
    process->setChildProcessModifier([parentPid] {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parentPid)
            _exit(127);
    });
    QObject::connect(process, &QProcess::readyRead, process, [&m] {
        m.output += m.process->readAll();
        if (m.output.size() > kLogLimit)
            m.output = m.output.right(kLogLimit / 2);
    });
    QStringList command = launcher();
    command << config;
    process->start(command.takeFirst(), command);
    if (!process->waitForStarted(10000)) {
        m_error = QStringLiteral("cannot start %1: %2").arg(m.name, process->errorString());
        return false;
    }
    return true;
}

void PatroniCluster::kill(int index)
{
    Member &m = *m_members.at(index);
    if (!m.process || m.process->state() == QProcess::NotRunning)
        return;
    // Killing unshare kills its namespace's init, and with it every process in the namespace.
    m.process->kill();
    m.process->waitForFinished(5000);
    m.output += m.process->readAll();
    // The namespace is torn down a moment later: wait until the member's ports are free again.
    waitUntil([&m] { return !listening(m.restPort) && !listening(m.postgresPort); }, 5000);
}

bool PatroniCluster::isRunning(int index) const
{
    const Member &m = *m_members.at(index);
    return m.process && m.process->state() == QProcess::Running;
}

QJsonObject PatroniCluster::memberState(int index) const
{
    const HttpReply reply = httpGet(m_members.at(index)->restPort, QStringLiteral("/patroni"), 3000);
    return reply.status == 0 ? QJsonObject() : QJsonDocument::fromJson(reply.body).object();
}

int PatroniCluster::waitForLeader(int streamingReplicas, int timeoutMs)
{
    int leader = -1;
    waitUntil(
        [&] {
            for (int i = 0; i < m_members.size(); ++i) {
                if (!isRunning(i))
                    continue;
                const QJsonObject state = memberState(i);
                if (state.value(u"role").toString() != QStringLiteral("master")
                    || state.value(u"state").toString() != QStringLiteral("running"))
                    continue;
                // In synchronous mode a switchover needs the sync standby chosen (the `sync` key) too.
                int streaming = 0;
                for (const QJsonValue &replica : state.value(u"replication").toArray()) {
                    const QJsonObject r = replica.toObject();
                    streaming += r.value(u"state").toString() == QStringLiteral("streaming")
                        && (!m_options.synchronousMode || r.value(u"sync_state").toString() == QStringLiteral("sync"));
                }
                bool standbyChosen = !m_options.synchronousMode || streamingReplicas == 0;
                for (int j = 0; j < m_members.size() && !standbyChosen; ++j)
                    standbyChosen = j != i && isRunning(j) && memberState(j).value(u"sync_standby").toBool();
                if (streaming >= streamingReplicas && standbyChosen) {
                    leader = i;
                    return true;
                }
            }
            return false;
        },
        timeoutMs);
    return leader;
}

int PatroniCluster::patronictl(int index, const QStringList &arguments, QString *out, int timeoutMs) const
{
    QStringList command;
    if (isRoot())
        command << QStringLiteral("setpriv") << QStringLiteral("--reuid=%1").arg(QLatin1String(kUser))
                << QStringLiteral("--regid=%1").arg(QLatin1String(kUser)) << QStringLiteral("--init-groups")
                << QStringLiteral("--");
    command << QStringLiteral("patronictl") << QStringLiteral("-c")
            << m_members.at(index)->directory + QStringLiteral("/patroni.yml") << arguments;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), m_members.at(index)->directory);
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    const ProcessRun run = runProcess(command.takeFirst(), command, environment, timeoutMs);
    if (out)
        *out = run.out + run.err;
    return run.exitCode;
}

QString PatroniCluster::log(int index) const
{
    Member &m = *m_members.at(index);
    if (m.process)
        m.output += m.process->readAll();
    return QString::fromUtf8(m.output);
}

QString PatroniCluster::logs() const
{
    QString text;
    for (int i = 0; i < m_members.size(); ++i)
        text += QStringLiteral("--- %1 (last lines) ---\n%2\n").arg(name(i), lastLines(log(i).toUtf8(), 40));
    return text;
}

} // namespace lockscope::test
