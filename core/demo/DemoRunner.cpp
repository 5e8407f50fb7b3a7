// SPDX-License-Identifier: Apache-2.0

#include "demo/DemoRunner.h"

#include "demo/SimProcess.h"
#include "zk/ZkPaths.h"
#include "demo/DemoServer.h"
#include "platform/EventLoopWait.h"
#include "sim/CreatePath.h"
#include "sim/SimOptions.h"
#include "zk/ZkSession.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QTimer>
#include <limits>

#include <algorithm>
#include <functional>
#include <map>
#include <vector>

namespace lockscope {
namespace {

constexpr int kStopGraceMs = 5000;
constexpr int kKillWaitMs = 2000;
constexpr int kMinSessionWaitMs = 5000;
constexpr int kUsageExitCode = 2;   // lockscope-sim's bad arguments: starting again cannot help

const QString kSimEnvironmentVariable = QStringLiteral("LOCKSCOPE_SIM");

bool waitFor(const std::function<bool()> &done, const QDeadlineTimer &deadline)
{
    return spinUntil(done, int(std::clamp<qint64>(deadline.remainingTime(), 0, std::numeric_limits<int>::max())));
}

} // namespace

struct DemoRunner::Private {
    struct Slot {
        DemoClientSpec spec;
        DemoClient info;
        std::unique_ptr<SimProcess> process;
        bool killed = false;
    };

    Private(DemoRunner *runner, Options opts) : q(runner), options(std::move(opts)) {}

    DemoRunner *q;
    Options options;
    std::optional<DemoServer> privateServer;
    std::unique_ptr<ZkSession> session;
    QString connectString;
    TlsSettings tls;
    QString error;
    std::vector<std::unique_ptr<Slot>> slots;    // in launch order
    std::map<SimKind, int> launchedPerKind;      // for ids: fair-1, fair-2, ...
    bool running = false;
    bool stopping = false;

    Slot *find(const QString &id) const;
    void erase(const QString &id);
    bool reachEnsemble(const QDeadlineTimer &deadline);
    bool createRoots(const QList<DemoLockRoot> &roots, const QDeadlineTimer &deadline);
    bool clearLeftovers(const QString &lockPath, const QDeadlineTimer &deadline);
    bool createLeftover(const DemoLeftover &leftover, const QDeadlineTimer &deadline);
    bool startProcess(Slot &slot);
    void onFinished(const QString &id, int exitCode);
    void restart(const QString &id);
};

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

bool DemoRunner::Private::reachEnsemble(const QDeadlineTimer &deadline)
{
    ZkSession::Options sessionOptions(connectString, 10000);
    sessionOptions.tls = tls;
    session = std::make_unique<ZkSession>(sessionOptions);
    if (!session->open()) {
        error = session->lastError();
        return false;
    }
    const QDeadlineTimer sessionDeadline(qMax<qint64>(deadline.remainingTime(), kMinSessionWaitMs));
    waitFor([this] {
        const ConnectionState s = session->state();
        return s == ConnectionState::Connected || s == ConnectionState::AuthFailed || s == ConnectionState::Closed;
    }, sessionDeadline);
    if (!session->isConnected()) {
        error = QStringLiteral("cannot reach ZooKeeper at %1").arg(connectString);
        return false;
    }
    return true;
}

bool DemoRunner::Private::createRoots(const QList<DemoLockRoot> &roots, const QDeadlineTimer &deadline)
{
    // Shared with the callbacks: one that answers after the deadline must not write to this frame.
    struct Progress { qsizetype answered = 0; QString failure; };
    const auto progress = std::make_shared<Progress>();
    for (const DemoLockRoot &root : roots) {
        createPath(session.get(), root.path, root.data, [progress, path = root.path](ZkError e) {
            ++progress->answered;
            if (e != ZkError::Ok && progress->failure.isEmpty())
                progress->failure = QStringLiteral("cannot create %1: %2").arg(path, errorMessage(e));
        });
    }
    if (!waitFor([&] { return progress->answered == roots.size(); }, deadline)) {
        error = QStringLiteral("creating the lock roots did not finish in time");
        return false;
    }
    error = progress->failure;
    return error.isEmpty();
}

// Persistent `lock_` nodes are what leaky clients of an earlier run left in an existing ensemble;
// without clearing them, the new leaky clients would queue behind them from the start.
bool DemoRunner::Private::clearLeftovers(const QString &lockPath, const QDeadlineTimer &deadline)
{
    // Shared with the callbacks: one that answers after the deadline must not write to this frame.
    const auto children = std::make_shared<std::optional<QStringList>>();
    session->getChildren(lockPath, false, [children](ZkError e, const QStringList &names, const NodeStat &) {
        *children = e == ZkError::Ok ? names : QStringList();
    });
    if (!waitFor([&] { return children->has_value(); }, deadline))
        return false;
    const auto pending = std::make_shared<qsizetype>(0);
    for (const QString &name : **children) {
        if (!name.startsWith(QLatin1String("lock_")))
            continue;
        ++*pending;
        const QString path = childPath(lockPath, name);
        session->exists(path, false, [this, path, pending](ZkError e, const NodeStat &stat) {
            if (e != ZkError::Ok || stat.ephemeralOwner != 0) {
                --*pending;
                return;
            }
            session->remove(path, stat.version, [pending](ZkError) { --*pending; });
        });
    }
    return waitFor([&] { return *pending == 0; }, deadline);
}

bool DemoRunner::Private::createLeftover(const DemoLeftover &leftover, const QDeadlineTimer &deadline)
{
    // Shared with the callbacks: one that answers after the deadline must not write to this frame.
    const auto result = std::make_shared<std::optional<ZkError>>();
    if (!leftover.sequential) {
        createPath(session.get(), leftover.path, leftover.data, [result](ZkError e) { *result = e; });
    } else {
        const QString parent = parentPath(leftover.path);
        const QString prefix = nodeName(leftover.path);
        createPath(session.get(), parent, {}, [this, result, parent, prefix, leftover](ZkError e) {
            if (e != ZkError::Ok) {
                *result = e;
                return;
            }
            session->getChildren(parent, false, [this, result, prefix, leftover](ZkError listed, const QStringList &names, const NodeStat &) {
                const bool made = std::any_of(names.begin(), names.end(), [&](const QString &n) { return n.startsWith(prefix); });
                if (listed != ZkError::Ok || made) {
                    *result = listed;
                    return;
                }
                session->create(leftover.path, leftover.data, CreateMode::PersistentSequential,
                                [result](ZkError created, const QString &) { *result = created; });
            });
        });
    }
    if (!waitFor([&] { return result->has_value(); }, deadline) || **result != ZkError::Ok) {
        error = QStringLiteral("cannot create %1: %2").arg(leftover.path, *result ? errorMessage(**result) : QStringLiteral("timed out"));
        return false;
    }
    return true;
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

DemoRunner::DemoRunner(QObject *parent) : DemoRunner(Options(), parent) {}

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
    const QString fromEnvironment = qEnvironmentVariable(kSimEnvironmentVariable.toUtf8().constData());
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
        d->error = QStringLiteral("no lockscope-sim at %1 (set %2 to its path)").arg(simExecutable(), kSimEnvironmentVariable);
        return {};
    }
    const QString id = simKindName(spec.kind) + QLatin1Char('-') + QString::number(++d->launchedPerKind[spec.kind]);
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
        d->erase(id);   // was waiting to be started again
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
        d->privateServer.reset();   // removes its data directory and certificates
    }
    d->running = false;
    d->stopping = false;
}

bool DemoRunner::isRunning() const { return d->running; }
QString DemoRunner::connectString() const { return d->connectString; }
QString DemoRunner::dataDirectory() const
{
    return d->privateServer ? d->privateServer->server->dataDirectory() : QString();
}
TlsSettings DemoRunner::tls() const { return d->tls; }

quint16 DemoRunner::adminPort() const
{
    return d->privateServer ? d->privateServer->server->adminPort() : 0;
}
QString DemoRunner::errorString() const { return d->error; }

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
