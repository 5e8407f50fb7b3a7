// SPDX-License-Identifier: Apache-2.0

#include "demo/DemoScenario.h"

#include "sim/SystemActors.h"
#include "zk/ZkPaths.h"

#include <QDateTime>

namespace lockscope {
namespace {

DemoClientSpec paced(SimKind kind, const QString &lock, int holdMs, int thinkMs)
{
    DemoClientSpec spec = DemoClientSpec::of(kind, lock);
    spec.holdMs = holdMs;
    spec.thinkMs = thinkMs;
    return spec;
}

void add(DemoScenario &scenario, int count, const DemoClientSpec &spec)
{
    for (int i = 0; i < count; ++i)
        scenario.clients.push_back(spec);
}

// Each client holds its first lock, then wants the next one in the ring: a wait-for cycle.
void addDeadlockRing(DemoScenario &scenario, const QStringList &locks, int holdMs)
{
    for (qsizetype i = 0; i < locks.size(); ++i) {
        DemoClientSpec spec = DemoClientSpec::of(SimKind::Deadlock, locks.at(i), locks.at((i + 1) % locks.size()));
        spec.holdMs = holdMs;
        scenario.clients.push_back(spec);
    }
}

// A steady queue with a hand-off about every second.
void addOrders(DemoScenario &s, int count)
{
    add(s, count, paced(SimKind::Fair, QStringLiteral("/demo/orders"), 800, 1600));
}

void addCatalog(DemoScenario &s)
{
    add(s, 3, paced(SimKind::Read, QStringLiteral("/demo/catalog"), 1500, 1200));
    add(s, 2, paced(SimKind::Write, QStringLiteral("/demo/catalog"), 600, 2500));
}

void addHerd(DemoScenario &s, const QString &node, int count)
{
    add(s, count, paced(SimKind::Herd, node, 900, 1200));
}

void addPool(DemoScenario &s, int count)
{
    DemoClientSpec spec = paced(SimKind::Semaphore, QStringLiteral("/demo/pool"), 1500, 1000);
    spec.leases = 2;
    add(s, count, spec);
}

// Holders that take long enough for an operator to revoke them, each with a client waiting.
void addRevocation(DemoScenario &s)
{
    add(s, 1, paced(SimKind::Revocable, QStringLiteral("/demo/config"), 20000, 1000));
    add(s, 1, paced(SimKind::Fair, QStringLiteral("/demo/config"), 1000, 4000));
    add(s, 1, paced(SimKind::Stubborn, QStringLiteral("/demo/schema"), 60000, 1000));
    add(s, 1, paced(SimKind::Fair, QStringLiteral("/demo/schema"), 1000, 4000));
}

void addCrash(DemoScenario &s)
{
    DemoClientSpec crasher = paced(SimKind::Crasher, QStringLiteral("/demo/jobs"), 3000, 0);
    crasher.restart = true; // a crash every little while, each one a session expiring
    // Long enough for its node to be seen held by a dead session: dead-holder speaks after two
    // rounds 5 s apart, and the waiters take over 12 s after each crash.
    crasher.sessionTimeoutMs = 12000;
    add(s, 1, crasher);
    add(s, 2, paced(SimKind::Fair, QStringLiteral("/demo/jobs"), 800, 1500));
}

void addLeaky(DemoScenario &s, int count)
{
    add(s, count, paced(SimKind::Leaky, QStringLiteral("/demo/legacy"), 2500, 0));
}

// An Accumulo instance's root: /accumulo/<instance id>, the id a UUID made by `accumulo init`.
const QString kAccumuloInstance = QStringLiteral("/accumulo/2f7c9d1e-4b3a-4e8f-9c62-5a1d0e7b3f48");

// Real systems' layouts at their default roots, written with their exact bytes
// (../shared/SYSTEMS.md): elections that change hands, and what dead processes left behind.
void addSystems(DemoScenario &s)
{
    s.discover = {QStringLiteral("/kafka"), QStringLiteral("/hadoop-ha"), QStringLiteral("/hive_zookeeper_namespace"),
                  QStringLiteral("/solr"), QStringLiteral("/accumulo")};
    add(s, 3, paced(SimKind::KafkaBroker, QStringLiteral("/kafka"), 5000, 1500));
    add(s, 2, paced(SimKind::HdfsZkfc, QStringLiteral("/hadoop-ha/mycluster"), 7000, 1000));
    add(s, 3, paced(SimKind::SolrNode, QStringLiteral("/solr/overseer_elect"), 9000, 1000));
    // Accumulo: a manager leads while a second stands by, handing over every dozen seconds; the
    // garbage collector holds its lock for its life. The table locks outlive each handover.
    add(s, 2, paced(SimKind::AccumuloManager, kAccumuloInstance, 12000, 1000));
    add(s, 1, paced(SimKind::AccumuloGc, kAccumuloInstance, 60000, 1000));
    // The analytics nameservice's last active died: its breadcrumb stays, no lock (no active).
    s.leftovers.push_back({QStringLiteral("/hadoop-ha/analytics/ActiveBreadCrumb"),
                           HadoopFailoverController::activeNodeInfo(QStringLiteral("analytics"), QStringLiteral("nn1")),
                           false});
    // LOCK TABLE sales EXCLUSIVE, never unlocked: Hive's explicit locks are persistent by design.
    const qint64 lockedAt = QDateTime::currentMSecsSinceEpoch() - 3 * 3600 * 1000;
    s.leftovers.push_back({QStringLiteral("/hive_zookeeper_namespace/default/sales/LOCK-EXCLUSIVE-"),
                           QStringLiteral("hive_20261123093000_5b1e8e0c-7c36-4f0e-9b53-2b1d8f0a6c11:%1:EXPLICIT:"
                                          "LOCK TABLE sales EXCLUSIVE:10.0.0.7")
                               .arg(lockedAt)
                               .toUtf8(),
                           true});
}

std::vector<DemoScenario> allScenarios()
{
    std::vector<DemoScenario> scenarios;
    auto scenario = [&](const char *name, const char *description) -> DemoScenario & {
        DemoScenario s;
        s.name = QString::fromLatin1(name);
        s.description = QString::fromLatin1(description);
        scenarios.push_back(std::move(s));
        return scenarios.back();
    };

    DemoScenario &all = scenario("default", "every kind of client on its own lock, at a realistic pace");
    addOrders(all, 4);
    addHerd(all, QStringLiteral("/demo/locks/Key1"), 7); // enough that most of the time 3+ watch the holder
    addCatalog(all);
    addPool(all, 4);
    addRevocation(all);
    addCrash(all);
    addLeaky(all, 2);
    addDeadlockRing(all, {QStringLiteral("/demo/accounts"), QStringLiteral("/demo/ledger")}, 1000);

    DemoScenario &contention = scenario("contention", "busy exclusive and read-write locks with long queues");
    add(contention, 5, paced(SimKind::Fair, QStringLiteral("/demo/orders"), 700, 1000));
    addCatalog(contention);

    DemoScenario &herd = scenario("herd", "plain-node locks where every waiter watches the holder's node");
    addHerd(herd, QStringLiteral("/demo/locks/Key1"), 5);
    addHerd(herd, QStringLiteral("/demo/locks/Key2"), 3);

    DemoScenario &semaphore = scenario("semaphore", "a kazoo-style semaphore with two leases and a queue");
    addPool(semaphore, 5);

    DemoScenario &revocation = scenario("revocation", "long holders: some release when revoked, one ignores it");
    addRevocation(revocation);
    add(revocation, 2, paced(SimKind::Revocable, QStringLiteral("/demo/reports"), 10000, 1000));

    DemoScenario &crash = scenario("crash", "a holder that dies every few seconds; its session expires");
    addCrash(crash);

    DemoScenario &leaky = scenario("leaky", "persistent lock nodes left behind by dead clients block the queue");
    addLeaky(leaky, 3);

    DemoScenario &deadlock = scenario("deadlock", "two clients and a ring of three, each holding what the next wants");
    addDeadlockRing(deadlock, {QStringLiteral("/demo/accounts"), QStringLiteral("/demo/ledger")}, 1000);
    addDeadlockRing(deadlock,
                    {QStringLiteral("/demo/stock"), QStringLiteral("/demo/invoices"), QStringLiteral("/demo/shipping")},
                    1000);

    DemoScenario &systems = scenario("systems",
                                     "Kafka's controller, HDFS NameNodes failing over, a Solr overseer "
                                     "election, Accumulo's managers and FATE table locks, a dead "
                                     "nameservice and a Hive lock left behind");
    addSystems(systems);
    return scenarios;
}

} // namespace

DemoClientSpec DemoClientSpec::of(SimKind kind, const QString &lock, const QString &secondLock)
{
    DemoClientSpec spec;
    spec.kind = kind;
    spec.lock = lock;
    spec.secondLock = secondLock;
    spec.restart = isWellBehaved(kind);
    return spec;
}

QStringList demoScenarioNames()
{
    QStringList names;
    for (const DemoScenario &scenario : allScenarios())
        names.append(scenario.name);
    return names;
}

std::optional<DemoScenario> demoScenario(const QString &name)
{
    for (DemoScenario &scenario : allScenarios()) {
        if (scenario.name == name)
            return std::move(scenario);
    }
    return std::nullopt;
}

QList<DemoLockRoot> lockRootsOf(const DemoClientSpec &spec)
{
    switch (spec.kind) {
    case SimKind::Herd: return {{parentPath(spec.lock), {}}};
    case SimKind::Semaphore:
        return {{spec.lock, QByteArray::number(spec.leases)}, {spec.lock + QStringLiteral("-__lock__"), {}}};
    case SimKind::Deadlock: return {{spec.lock, {}}, {spec.secondLock, {}}};
    case SimKind::KafkaBroker:
        return {{spec.lock + QStringLiteral("/brokers/ids"), {}},
                {spec.lock + QStringLiteral("/controller_epoch"), "0"}};
    case SimKind::SolrNode: return {{spec.lock + QStringLiteral("/election"), {}}};
    case SimKind::AccumuloManager:
        return {{spec.lock + QStringLiteral("/managers/lock"), {}}, {spec.lock + QStringLiteral("/table_locks"), {}}};
    case SimKind::AccumuloGc: return {{spec.lock + QStringLiteral("/gc/lock"), {}}};
    default: return {{spec.lock, {}}};
    }
}

} // namespace lockscope
