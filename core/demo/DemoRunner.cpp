// SPDX-License-Identifier: Apache-2.0

#include "demo/DemoRunnerPrivate.h"

#include "sim/SimOptions.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>

#include <algorithm>

namespace lockscope {
namespace {

constexpr int kStopGraceMs = 5000;
constexpr int kKillWaitMs = 2000;
constexpr int kUsageExitCode = 2; // lockscope-sim's bad arguments: starting again cannot help

const QString kSimEnvironmentVariable = QStringLiteral("LOCKSCOPE_SIM");

} // namespace

DemoRunner::Private::Slot *DemoRunner::Private::find(const QString &id) const
{
    for (const auto &slot : slots) {
        if (slot->info.id == id)
            return slot.get();
    }
    return nullptr;
}

void DemoRunner::Private::erase(const QString &id)
{
    std::erase_if(slots, [&id](const std::unique_ptr<Slot> &slot) { return slot->info.id == id; });
}

bool DemoRunner::Private::startProcess(Slot &slot)
{
    SimOptions sim;
    sim.connect = connectString;
    sim.tls = tls;
    sim.kind = slot.spec.kind;
    sim.lock = slot.spec.lock;
    sim.secondLock = slot.spec.secondLock;
    sim.holdMs = slot.spec.holdMs;
    sim.thinkMs = slot.spec.thinkMs;
    sim.id = slot.info.id;
    sim.rounds = slot.spec.rounds;
    sim.sessionTimeoutMs = slot.spec.sessionTimeoutMs;
    sim.leases = slot.spec.leases;

    auto process = std::make_unique<SimProcess>(q->simExecutable(), simArguments(sim));
    const QString id = slot.info.id;
    QObject::connect(process.get(), &SimProcess::lineRead, q,
                     [this, id](const QString &line) { Q_EMIT q->clientOutput(id, line); });
    QObject::connect(process.get(), &SimProcess::finished, q,
                     [this, id](int exitCode, bool) { onFinished(id, exitCode); });
    if (!process->start(&error))
        return false;
    slot.info.pid = process->processId();
    slot.process = std::move(process);
    return true;
}

void DemoRunner::Private::onFinished(const QString &id, int exitCode)
{
    Slot *slot = find(id);
    if (!slot || stopping)
        return;
    // Called from the process's own signal: it may only be deleted later.
    slot->process.release()->deleteLater();
    const DemoClient exited = slot->info;
    slot->info.pid = 0;
    const bool again = running && slot->spec.restart && !slot->killed && exitCode != kUsageExitCode;
    if (!again)
        erase(id);
    Q_EMIT q->clientExited(exited, exitCode, again);
    if (again)
        QTimer::singleShot(options.restartDelayMs, q, [this, id] { restart(id); });
}

void DemoRunner::Private::restart(const QString &id)
{
    Slot *slot = find(id);
    if (!slot || slot->process || !running || stopping)
        return;
    ++slot->info.restarts;
    if (!startProcess(*slot)) {
        erase(id);
        return;
    }
    Q_EMIT q->clientStarted(slot->info);
}

DemoRunner::DemoRunner(QObject *parent) : DemoRunner(Options(), parent)
{
}

DemoRunner::DemoRunner(Options options, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(this, std::move(options)))
{
    qRegisterMetaType<DemoClient>();
}

DemoRunner::~DemoRunner()
{
    stop();
}

QString DemoRunner::defaultSimExecutable()
{
    QString fromEnvironment = qEnvironmentVariable(kSimEnvironmentVariable.toUtf8().constData());
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QCoreApplication::applicationDirPath() + QStringLiteral("/lockscope-sim");
}

bool DemoRunner::startEnsemble(int timeoutMs)
{
    if (d->running)
        return true;
    const QDeadlineTimer deadline(timeoutMs);
    if (d->options.connectString.isEmpty()) {
        d->privateServer = startDemoServer(d->options.tls, timeoutMs, &d->error);
        if (!d->privateServer)
            return false;
        connect(d->privateServer->server.get(), &LocalZooKeeper::stopped, this, [this] {
            if (!d->stopping)
                Q_EMIT ensembleLost();
        });
        d->connectString = d->privateServer->connectString;
        d->tls = d->privateServer->tls;
    } else {
        d->connectString = d->options.connectString;
    }
    if (!d->reachEnsemble(deadline)) {
        d->session.reset();
        d->privateServer.reset();
        return false;
    }
    d->running = true;
    return true;
}

bool DemoRunner::startScenario(const DemoScenario &scenario, int timeoutMs)
{
    if (!d->running) {
        d->error = QStringLiteral("the demo ensemble is not running");
        return false;
    }
    const QDeadlineTimer deadline(timeoutMs);
    QList<DemoLockRoot> roots;
    for (const DemoClientSpec &spec : scenario.clients) {
        for (const DemoLockRoot &root : lockRootsOf(spec)) {
            if (!roots.contains(root))
                roots.append(root);
        }
    }
    if (!d->createRoots(roots, deadline))
        return false;
    for (const DemoLeftover &leftover : scenario.leftovers) {
        if (!d->createLeftover(leftover, deadline))
            return false;
    }
    for (const DemoClientSpec &spec : scenario.clients) {
        if (spec.kind == SimKind::Leaky && !d->clearLeftovers(spec.lock, deadline)) {
            d->error = QStringLiteral("cannot clear old nodes in %1").arg(spec.lock);
            return false;
        }
    }
    for (const DemoClientSpec &spec : scenario.clients) {
        if (launch(spec).isEmpty())
            return false;
    }
    return true;
}

QString DemoRunner::launch(SimKind kind, const QString &lock, const QString &secondLock)
{
    return launch(DemoClientSpec::of(kind, lock, secondLock));
}

QString DemoRunner::launch(const DemoClientSpec &spec)
{
    if (!d->running) {
        d->error = QStringLiteral("the demo ensemble is not running");
        return {};
    }
    if (!QFileInfo(simExecutable()).isExecutable()) {
        d->error =
            QStringLiteral("no lockscope-sim at %1 (set %2 to its path)").arg(simExecutable(), kSimEnvironmentVariable);
        return {};
    }
    QString id = simKindName(spec.kind) + QLatin1Char('-') + QString::number(++d->launchedPerKind[spec.kind]);
    auto slot = std::make_unique<Private::Slot>();
    slot->spec = spec;
    slot->info = DemoClient{id, spec.kind, spec.lock, spec.secondLock, 0, 0};
    if (!d->startProcess(*slot))
        return {};
    d->slots.push_back(std::move(slot));
    Q_EMIT clientStarted(d->slots.back()->info);
    return id;
}

bool DemoRunner::kill(const QString &id)
{
    Private::Slot *slot = d->find(id);
    if (!slot)
        return false;
    slot->killed = true;
    if (!slot->process) {
        d->erase(id); // was waiting to be started again
        return true;
    }
    SimProcess *process = slot->process.get();
    process->kill();
    // Its finished() removes the slot: `slot` must not be used after this.
    process->waitForFinished(kKillWaitMs);
    return true;
}

void DemoRunner::stop()
{
    if (!d->running && !d->privateServer && d->slots.empty())
        return;
    d->stopping = true;
    // Clients first, while the server still answers, so that they close their sessions.
    for (const auto &slot : d->slots) {
        if (slot->process)
            slot->process->terminate();
    }
    const QDeadlineTimer deadline(kStopGraceMs);
    for (const auto &slot : d->slots) {
        if (slot->process && !slot->process->waitForFinished(int(qMax<qint64>(1, deadline.remainingTime())))) {
            slot->process->kill();
            slot->process->waitForFinished(kKillWaitMs);
        }
    }
    d->slots.clear();
    d->session.reset();
    if (d->privateServer) {
        d->privateServer->server->stop();
        d->privateServer.reset(); // removes its data directory and certificates
    }
    d->running = false;
    d->stopping = false;
}

bool DemoRunner::isRunning() const
{
    return d->running;
}
QString DemoRunner::connectString() const
{
    return d->connectString;
}
QString DemoRunner::dataDirectory() const
{
    return d->privateServer ? d->privateServer->server->dataDirectory() : QString();
}
TlsSettings DemoRunner::tls() const
{
    return d->tls;
}

quint16 DemoRunner::adminPort() const
{
    return d->privateServer ? d->privateServer->server->adminPort() : 0;
}
QString DemoRunner::errorString() const
{
    return d->error;
}

QString DemoRunner::simExecutable() const
{
    return d->options.simExecutable.isEmpty() ? defaultSimExecutable() : d->options.simExecutable;
}

QList<DemoClient> DemoRunner::clients() const
{
    QList<DemoClient> list;
    for (const auto &slot : d->slots)
        list.append(slot->info);
    return list;
}

std::optional<DemoClient> DemoRunner::client(const QString &id) const
{
    if (const Private::Slot *slot = d->find(id))
        return slot->info;
    return std::nullopt;
}

} // namespace lockscope
