// SPDX-License-Identifier: Apache-2.0

#include "mainwindow/DemoMenu.h"

#include "demo/DemoRunner.h"

#include <QCoreApplication>

namespace lockscope::ui {

DemoMenu::DemoMenu(QWidget *parent) : QMenu(parent)
{
    setTitle(tr("&Demo"));
    connect(this, &QMenu::aboutToShow, this, &DemoMenu::rebuild);
}

namespace {

// Kinds that make the same nodes as a fair lock and so can join one.
const QList<SimKind> kFairShapes = {SimKind::Fair, SimKind::Revocable, SimKind::Stubborn, SimKind::Crasher};

} // namespace

void DemoMenu::setRunner(DemoRunner *runner, const QList<QPair<SimKind, QString>> &clients)
{
    m_runner = runner;
    m_locks.clear();
    m_kindsByLock.clear();
    for (const auto &[kind, lock] : clients) {
        if (kind == SimKind::Deadlock)
            continue; // needs a second lock: the scenarios set those up
        if (!m_locks.contains(lock))
            m_locks.append(lock);
        QList<SimKind> &kinds = m_kindsByLock[lock];
        const QList<SimKind> offered = kFairShapes.contains(kind) ? kFairShapes : QList<SimKind>{kind};
        for (SimKind k : offered) {
            if (!kinds.contains(k))
                kinds.append(k);
        }
    }
}

QString DemoMenu::scenarioDescription(const QString &name)
{
    static const char *const descriptions[][2] = {
        {"default", QT_TR_NOOP("every kind of client on its own lock, at a realistic pace")},
        {"contention", QT_TR_NOOP("busy exclusive and read-write locks with long queues")},
        {"herd", QT_TR_NOOP("plain-node locks where every waiter watches the holder's node")},
        {"semaphore", QT_TR_NOOP("a kazoo-style semaphore with two leases and a queue")},
        {"revocation", QT_TR_NOOP("long holders: some release when revoked, one ignores it")},
        {"crash", QT_TR_NOOP("a holder that dies every few seconds; its session expires")},
        {"leaky", QT_TR_NOOP("persistent lock nodes left behind by dead clients block the queue")},
        {"deadlock", QT_TR_NOOP("two clients and a ring of three, each holding what the next wants")},
        {"systems",
         QT_TR_NOOP("Kafka's controller, HDFS NameNodes failing over, a Solr overseer election, "
                    "Accumulo's managers and FATE table locks, a dead nameservice and a Hive lock left "
                    "behind")},
    };
    for (const auto &[scenario, description] : descriptions) {
        if (name == QLatin1String(scenario))
            return tr(description);
    }
    const std::optional<DemoScenario> scenario = demoScenario(name);
    return scenario ? scenario->description : QString();
}

void DemoMenu::rebuild()
{
    clear();
    if (!m_runner || !m_runner->isRunning()) {
        addAction(tr("Start a scenario:"))->setEnabled(false);
        const QStringList names = demoScenarioNames();
        for (const QString &name : names) {
            connect(addAction(tr("%1 — %2").arg(name, scenarioDescription(name))), &QAction::triggered, this,
                    [this, name] { Q_EMIT startRequested(name); });
        }
        return;
    }
    QMenu *launchMenu = addMenu(tr("&Launch a client"));
    for (const QString &lock : std::as_const(m_locks)) {
        QMenu *perLock = launchMenu->addMenu(lock);
        const QList<SimKind> kinds = m_kindsByLock.value(lock);
        for (SimKind kind : kinds) {
            connect(perLock->addAction(simKindName(kind)), &QAction::triggered, this, [this, kind, lock] {
                if (!m_runner)
                    return;
                const QString id = m_runner->launch(kind, lock);
                Q_EMIT message(id.isEmpty() ? tr("Could not launch a client: %1").arg(m_runner->errorString())
                                            : tr("Launched %1 on %2").arg(id, lock));
            });
        }
    }
    QMenu *killMenu = addMenu(tr("&Kill a client (crash)"));
    const QList<DemoClient> clients = m_runner->clients();
    for (const DemoClient &client : clients) {
        if (client.pid == 0)
            continue;
        QAction *a = killMenu->addAction(tr("%1 — %2 (pid %3)").arg(client.id, client.lock).arg(client.pid));
        connect(a, &QAction::triggered, this, [this, id = client.id] {
            if (m_runner && m_runner->kill(id))
                Q_EMIT message(tr("Killed %1: its session expires on the server shortly").arg(id));
        });
    }
    if (killMenu->isEmpty())
        killMenu->addAction(tr("(no client running)"))->setEnabled(false);
}

} // namespace lockscope::ui
