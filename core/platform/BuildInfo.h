// SPDX-License-Identifier: Apache-2.0

#pragma once
// What this build is: the version every binary prints for --version and the GUI's About box
// shows, with the ZooKeeper C client linked in and what it can speak (operators reaching a TLS or
// Kerberos ensemble need to know that before anything else).

#include <QString>
#include <QStringList>

namespace lockscope {

struct ZooKeeperClientInfo {
    QString version; // the C client's own ZOO_VERSION
    QString origin; // where it came from, e.g. "Debian's libzookeeper-mt"
    bool tls = false;
    bool sasl = false;
};

QString lockscopeVersion();
ZooKeeperClientInfo zooKeeperClientInfo();

// One line for the ZooKeeper client: "ZooKeeper C client 3.8.0 (Debian's libzookeeper-mt): TLS no, SASL no".
QString zooKeeperClientLine();

// "PROGRAM VERSION\n" + the client line + "\n": what --version prints.
QString versionText(const QString &program);

// True for a lone --version (`lockscope-cli --version`). Commands keep their own --version
// options (delete --version N is a node version), so only the lone form asks for ours.
bool asksForVersion(const QStringList &arguments);

} // namespace lockscope
