// SPDX-License-Identifier: Apache-2.0

#pragma once
// A network namespace of the test's own (unnamed: held by a file descriptor, nothing mounted,
// gone with the process), joined to the root namespace by a veth pair with private addresses
// that exist only while the test runs: members of an ensemble are served on the root side, a
// session opened inside the namespace reaches them through the pair, and a blackhole route
// inside the namespace cuts it off from one member while the members still reach each other
// (over loopback). Needs root and iproute2; create() says why not otherwise.

#include <QString>
#include <QStringList>
#include <memory>

namespace lockscope::test {

class TestNetwork {
public:
    // `hosts` addresses on the root side (10.x.y.1, .2, ...) and one inside the namespace.
    static std::unique_ptr<TestNetwork> create(int hosts, QString *whyNot);
    ~TestNetwork(); // removes the namespace, and with it the pair and its addresses

    QStringList hostAddresses() const { return m_hosts; }

    // The calling thread joins the namespace or goes back to its own. Threads it starts
    // meanwhile (the ZooKeeper client's) stay in the namespace for good.
    bool enter();
    bool leave();

    // From inside the namespace, `address` stops answering (packets vanish) or answers again.
    bool cutOff(const QString &address);
    bool reconnect(const QString &address);

private:
    TestNetwork() = default;
    bool run(const QStringList &arguments, QString *error = nullptr) const;
    bool runInside(const QStringList &arguments, QString *error = nullptr);

    QString m_hostSide;
    QStringList m_hosts;
    int m_namespace = -1; // the test's namespace
    int m_ownNamespace = -1; // the one the test started in, for leave()
};

} // namespace lockscope::test
