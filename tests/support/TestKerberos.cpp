// SPDX-License-Identifier: Apache-2.0

#include "TestKerberos.h"

#include "TestZooKeeper.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTcpServer>
#include <QTcpSocket>
#include <QNetworkProxy>

namespace lockscope::test {

namespace {

const QStringList kTools = {QStringLiteral("/usr/sbin/kdb5_util"), QStringLiteral("/usr/sbin/kadmin.local"),
                            QStringLiteral("/usr/sbin/krb5kdc"), QStringLiteral("/usr/bin/kinit")};

bool writeFile(const QString &path, const QString &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(content.toUtf8()) >= 0;
}

} // namespace

LocalKdc::LocalKdc(QString directory) : m_dir(std::move(directory))
{
}

LocalKdc::~LocalKdc()
{
    if (m_kdc.state() != QProcess::NotRunning) {
        m_kdc.terminate();
        if (!m_kdc.waitForFinished(5000))
            m_kdc.kill();
        m_kdc.waitForFinished(5000);
    }
}

bool LocalKdc::isAvailable()
{
    return std::all_of(kTools.begin(), kTools.end(),
                       [](const QString &tool) { return QFileInfo(tool).isExecutable(); });
}

QString LocalKdc::krb5Conf() const
{
    return QDir(m_dir).filePath(QStringLiteral("krb5.conf"));
}

QProcessEnvironment LocalKdc::clientEnvironment(const QString &cache) const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("KRB5_CONFIG"), krb5Conf());
    environment.insert(QStringLiteral("KRB5_KDC_PROFILE"), QDir(m_dir).filePath(QStringLiteral("kdc.conf")));
    environment.insert(QStringLiteral("KRB5CCNAME"), QStringLiteral("FILE:") + cache);
    return environment;
}

bool LocalKdc::run(const QString &program, const QStringList &arguments, const QByteArray &input)
{
    QProcess process;
    process.setProcessEnvironment(clientEnvironment(QDir(m_dir).filePath(QStringLiteral("unused-cache"))));
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return true;
    m_error = QStringLiteral("%1 failed: %2").arg(program, QString::fromLocal8Bit(process.readAll()));
    return false;
}

bool LocalKdc::start()
{
    if (!isAvailable()) {
        m_error = QStringLiteral("MIT Kerberos tools missing (install krb5-kdc krb5-admin-server krb5-user)");
        return false;
    }
    {
        QTcpServer probe; // a port that was free a moment ago
        if (!probe.listen(QHostAddress::LocalHost, 0)) {
            m_error = QStringLiteral("no free loopback port");
            return false;
        }
        m_port = probe.serverPort();
    }
    const QDir dir(m_dir);
    const QString realm = QString::fromLatin1(kRealm);
    // Loopback only: no DNS, no reverse lookups; TCP, as the port is only checked for TCP.
    const bool written =
        writeFile(krb5Conf(),
                  QStringLiteral("[libdefaults]\n default_realm = %1\n dns_lookup_kdc = false\n"
                                 " dns_lookup_realm = false\n rdns = false\n dns_canonicalize_hostname = false\n"
                                 " udp_preference_limit = 1\n[realms]\n %1 = {\n  kdc = 127.0.0.1:%2\n }\n")
                      .arg(realm)
                      .arg(m_port))
        && writeFile(dir.filePath(QStringLiteral("kdc.conf")),
                     QStringLiteral(
                         "[kdcdefaults]\n kdc_ports = %2\n kdc_tcp_ports = %2\n[realms]\n %1 = {\n"
                         "  database_name = %3/principal\n  key_stash_file = %3/stash\n  acl_file = %3/kadm5.acl\n }\n"
                         "[logging]\n kdc = FILE:%3/kdc.log\n")
                         .arg(realm)
                         .arg(m_port)
                         .arg(m_dir))
        && writeFile(dir.filePath(QStringLiteral("kadm5.acl")), QString());
    if (!written) {
        m_error = QStringLiteral("cannot write the Kerberos configuration in %1").arg(m_dir);
        return false;
    }
    if (!run(QStringLiteral("/usr/sbin/kdb5_util"),
             {QStringLiteral("create"), QStringLiteral("-s"), QStringLiteral("-r"), realm, QStringLiteral("-P"),
              QStringLiteral("lockscope-master")}))
        return false;
    m_kdc.setProcessEnvironment(clientEnvironment(dir.filePath(QStringLiteral("unused-cache"))));
    m_kdc.setProcessChannelMode(QProcess::MergedChannels);
    m_kdc.start(QStringLiteral("/usr/sbin/krb5kdc"), {QStringLiteral("-n")});
    const bool serving = waitUntil(
        [&] {
            if (m_kdc.state() == QProcess::NotRunning)
                return true;
            QTcpSocket socket;
            socket.setProxy(QNetworkProxy::NoProxy);
            socket.connectToHost(QHostAddress::LocalHost, m_port);
            return socket.waitForConnected(500);
        },
        15000);
    if (!serving || m_kdc.state() == QProcess::NotRunning) {
        m_error = QStringLiteral("krb5kdc did not serve on port %1: %2")
                      .arg(m_port)
                      .arg(QString::fromLocal8Bit(m_kdc.readAll()));
        return false;
    }
    return true;
}

bool LocalKdc::addUser(const QString &name, const QString &password)
{
    return run(QStringLiteral("/usr/sbin/kadmin.local"),
               {QStringLiteral("-q"), QStringLiteral("addprinc -pw %1 %2").arg(password, name)});
}

bool LocalKdc::addService(const QString &principal, const QString &keytab)
{
    const QString kadmin = QStringLiteral("/usr/sbin/kadmin.local");
    return run(kadmin, {QStringLiteral("-q"), QStringLiteral("addprinc -randkey ") + principal})
        && run(kadmin, {QStringLiteral("-q"), QStringLiteral("ktadd -k %1 %2").arg(keytab, principal)});
}

bool LocalKdc::kinit(const QString &user, const QString &password, const QString &cache)
{
    QProcess process;
    process.setProcessEnvironment(clientEnvironment(cache));
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral("/usr/bin/kinit"), {user});
    process.write(password.toUtf8() + '\n');
    process.closeWriteChannel();
    if (process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return true;
    m_error = QStringLiteral("kinit %1 failed: %2").arg(user, QString::fromLocal8Bit(process.readAll()));
    return false;
}

LocalZooKeeper::Options LocalKdc::zooKeeperOptions(const QString &principal, const QString &keytab) const
{
    const QString jaas = QDir(m_dir).filePath(QStringLiteral("zookeeper-jaas.conf"));
    writeFile(jaas,
              QStringLiteral("Server {\n  com.sun.security.auth.module.Krb5LoginModule required\n  useKeyTab=true\n"
                             "  keyTab=\"%1\"\n  storeKey=true\n  useTicketCache=false\n  principal=\"%2@%3\";\n};\n")
                  .arg(keytab, principal, QString::fromLatin1(kRealm)));
    LocalZooKeeper::Options options;
    options.adminServer = false;
    options.jaasConfig = jaas;
    options.jvmArguments = {QStringLiteral("-Djava.security.krb5.conf=") + krb5Conf()};
    return options;
}

} // namespace lockscope::test
