// SPDX-License-Identifier: Apache-2.0

#pragma once
// A real MIT Kerberos KDC (Debian's krb5-kdc) on a free loopback port with a realm made for the
// test: principals and keytabs through kadmin.local, tickets through kinit. Stopped with the object.

#include "server/LocalZooKeeper.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>

namespace lockscope::test {

class LocalKdc {
public:
    static constexpr const char *kRealm = "LOCKSCOPE.TEST";

    explicit LocalKdc(QString directory);
    ~LocalKdc();

    // False with errorString() when the tools are missing or the KDC does not serve.
    bool start();
    QString errorString() const { return m_error; }
    static bool isAvailable();

    bool addUser(const QString &name, const QString &password);
    // A service principal (e.g. zookeeper/127.0.0.1) with a random key, exported to `keytab`.
    bool addService(const QString &principal, const QString &keytab);
    // Gets a ticket for `user` into `cache` (a path).
    bool kinit(const QString &user, const QString &password, const QString &cache);

    QString krb5Conf() const;
    // KRB5_CONFIG for this realm and KRB5CCNAME=FILE:cache, on top of the process environment.
    QProcessEnvironment clientEnvironment(const QString &cache) const;
    // ZooKeeper requiring SASL with a Kerberos server principal from `keytab`.
    LocalZooKeeper::Options zooKeeperOptions(const QString &principal, const QString &keytab) const;

private:
    bool run(const QString &program, const QStringList &arguments, const QByteArray &input = {});

    QString m_dir;
    quint16 m_port = 0;
    QProcess m_kdc;
    QString m_error;
};

} // namespace lockscope::test
