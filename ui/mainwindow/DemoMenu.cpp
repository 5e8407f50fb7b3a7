#include "mainwindow/DemoMenu.h"

#include "demo/DemoRunner.h"

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
            continue;  // needs a second lock: the scenarios set those up
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

void DemoMenu::rebuild()
{
    clear();
    if (!m_runner || !m_runner->isRunning()) {
        addAction(tr("Demo mode is not running (File → Start demo)"))->setEnabled(false);
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
