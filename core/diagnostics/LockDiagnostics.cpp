#include "diagnostics/LockDiagnostics.h"

#include "diagnostics/DiagnosticsEvaluation.h"
#include "diagnostics/EnsembleProbe.h"
#include "diagnostics/EntryTimeline.h"
#include "monitor/LockMonitor.h"
#include "zk/ZkSession.h"

#include <QDateTime>
#include <QHash>
#include <QTimer>

namespace lockscope {
namespace {

// Refreshes asked for by new sessions come at most this often: a burst of new clients costs
// one round, not one each.
constexpr qint64 kMinRefreshGapMs = 1000;
// Timers may fire a little early; a due time is met only when it has passed.
constexpr int kTimerSlackMs = 20;
constexpr qint64 kReportReuseMs = 250;

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QList<std::pair<QString, QString>> causes(const QList<DiagnosticsError> &errors)
{
    QList<std::pair<QString, QString>> list;
    for (const DiagnosticsError &error : errors)
        list.append({error.source, error.error});
    return list;
}

QTimer *singleShotTimer(QObject *parent)
{
    auto *timer = new QTimer(parent);
    timer->setSingleShot(true);
    timer->setTimerType(Qt::PreciseTimer);
    return timer;
}

} // namespace

struct LockDiagnostics::Private {
    LockDiagnostics *q;
    LockMonitor *monitor;
    ZkSession *session;
    DiagnosticsSettings settings;
    std::unique_ptr<EnsembleProbe> probe;
    EntryTimeline timeline;
    QHash<qint64, qint64> sessionFirstSeenMs;
    DiagnosticsReport latest;
    qint64 latestAtMs = -1;            // when `latest` was evaluated; -1: not yet
    QTimer *evaluateTimer = nullptr;   // 0 ms: one evaluation per batch of updates
    QTimer *refreshTimer = nullptr;
    QTimer *dueTimer = nullptr;
    QTimer *confirmTimer = nullptr;
    QTimer *sessionRefreshTimer = nullptr;
    qint64 lastRefreshMs = 0;
    qint64 firstConfirmAtMs = 0;
    bool settled = false;

    void makeProbe();
    void startRefresh();
    void refreshForNewSessions();
    DiagnosticsInput input(const std::vector<LockQueue> &locks, qint64 now) const;
    void evaluate();
    void noteSessions(const std::vector<LockQueue> &locks, qint64 now);
    void updateSettled(const Evaluation &evaluation);
};

void LockDiagnostics::Private::makeProbe()
{
    EnsembleProbe::Options options;
    options.members = ensembleMembers(session->options().connectString, session->options().tls);
    options.chroot = connectChroot(session->options().connectString);
    options.adminPort = settings.adminPort;
    options.timeoutMs = settings.requestTimeoutMs;
    probe = std::make_unique<EnsembleProbe>(options);
    QObject::connect(probe.get(), &EnsembleProbe::updated, q, [this] {
        monitor->setNodeWatchers(probe->view().watchers);   // naive locks found by who waits on them
        evaluateTimer->start();
    });
}

void LockDiagnostics::Private::startRefresh()
{
    lastRefreshMs = nowMs();
    probe->refresh();
}

void LockDiagnostics::Private::refreshForNewSessions()
{
    const qint64 wait = lastRefreshMs + kMinRefreshGapMs - nowMs();
    if (wait <= 0)
        startRefresh();
    else if (!sessionRefreshTimer->isActive())
        sessionRefreshTimer->start(int(wait));
}

DiagnosticsInput LockDiagnostics::Private::input(const std::vector<LockQueue> &locks, qint64 now) const
{
    DiagnosticsInput in;
    in.locks = &locks;
    in.timeline = &timeline;
    in.ensemble = probe->completedRounds() > 0 ? &probe->view() : nullptr;
    in.ownSession = session->sessionId();
    in.ensembleName = session->options().connectString;
    in.settings = settings;
    in.nowMs = now;
    return in;
}

void LockDiagnostics::Private::noteSessions(const std::vector<LockQueue> &locks, qint64 now)
{
    QHash<qint64, qint64> seen;
    for (const LockQueue &queue : locks) {
        for (const LockEntry &entry : queue.entries) {
            if (entry.isEphemeral())
                seen.insert(entry.node.stat.ephemeralOwner, sessionFirstSeenMs.value(entry.node.stat.ephemeralOwner, now));
        }
    }
    sessionFirstSeenMs = seen;
}

void LockDiagnostics::Private::updateSettled(const Evaluation &evaluation)
{
    if (settled || probe->completedRounds() == 0)
        return;
    // Suspects of the first answers need one more look after their grace period; suspects that
    // turn up later are judged as they come, without holding up the first settled picture.
    if (firstConfirmAtMs == 0)
        firstConfirmAtMs = evaluation.confirmWatchesAtMs > 0 ? evaluation.confirmWatchesAtMs : -1;
    settled = firstConfirmAtMs < 0 || probe->view().askedAtMs >= firstConfirmAtMs;
    if (settled)
        Q_EMIT q->settled();
}

void LockDiagnostics::Private::evaluate()
{
    // A half-read picture has no findings worth reporting, and judging each of its batches
    // would cost a pass over every lock per batch: wait for the complete one.
    if (!monitor->isSynced())
        return;
    const qint64 now = nowMs();
    const std::vector<LockQueue> locks = monitor->locks();
    noteSessions(locks, now);
    Evaluation evaluation = evaluateDiagnostics(input(locks, now));
    // The first round of questions is under way: no cause to report yet (report() still says so).
    if (probe->completedRounds() == 0)
        evaluation.report.errors.clear();

    const FindingChanges changes = diffFindings(latest.findings, evaluation.report.findings);
    const bool sessionsDiffer = latest.sessions != evaluation.report.sessions;
    const bool causesDiffer = causes(latest.errors) != causes(evaluation.report.errors);
    latest = evaluation.report;
    latestAtMs = now;

    if (evaluation.nextDueMs > 0)
        dueTimer->start(int(qMax<qint64>(0, evaluation.nextDueMs - now)) + kTimerSlackMs);
    else
        dueTimer->stop();
    if (evaluation.confirmWatchesAtMs > 0) {
        if (!confirmTimer->isActive())
            confirmTimer->start(int(qMax<qint64>(0, evaluation.confirmWatchesAtMs - now)) + kTimerSlackMs);
    }

    // A session the ensemble was last asked about before it appeared: ask again.
    if (probe->completedRounds() > 0) {
        const EnsembleView &view = probe->view();
        for (auto it = sessionFirstSeenMs.cbegin(); it != sessionFirstSeenMs.cend(); ++it) {
            if (it.key() != session->sessionId() && !view.endpoints.contains(it.key()) && it.value() >= view.askedAtMs) {
                refreshForNewSessions();
                break;
            }
        }
    }

    if (!changes.isEmpty())
        Q_EMIT q->findingsChanged(changes);
    if (sessionsDiffer)
        Q_EMIT q->sessionsChanged();
    if (causesDiffer)
        Q_EMIT q->errorsChanged();
    updateSettled(evaluation);
}

LockDiagnostics::LockDiagnostics(LockMonitor *monitor, ZkSession *session, DiagnosticsSettings settings,
                                 QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    d->monitor = monitor;
    d->session = session;
    d->settings = std::move(settings);
    d->evaluateTimer = singleShotTimer(this);
    d->evaluateTimer->setInterval(0);
    d->refreshTimer = new QTimer(this);
    d->dueTimer = singleShotTimer(this);
    d->confirmTimer = singleShotTimer(this);
    d->sessionRefreshTimer = singleShotTimer(this);
    connect(d->evaluateTimer, &QTimer::timeout, this, [this] { d->evaluate(); });
    connect(d->dueTimer, &QTimer::timeout, this, [this] { d->evaluate(); });
    connect(d->refreshTimer, &QTimer::timeout, this, [this] { d->startRefresh(); });
    connect(d->confirmTimer, &QTimer::timeout, this, [this] { d->startRefresh(); });
    connect(d->sessionRefreshTimer, &QTimer::timeout, this, [this] { d->startRefresh(); });

    const qint64 now = nowMs();
    for (const LockQueue &queue : monitor->locks())
        d->timeline.observe(queue, now);
    connect(monitor, &LockMonitor::lockUpdated, this, [this](const LockQueue &queue) {
        d->timeline.observe(queue, nowMs());
        d->evaluateTimer->start();
    });
    connect(monitor, &LockMonitor::lockRemoved, this, [this](const QString &key) {
        d->timeline.forget(key);
        d->evaluateTimer->start();
    });
    connect(monitor, &LockMonitor::synced, this, [this] { d->evaluateTimer->start(); });
    connect(monitor, &LockMonitor::lockRenamed, this,
            [this](const QString &from, const QString &to) { d->timeline.rename(from, to); });

    d->makeProbe();
    d->refreshTimer->start(qMax(100, d->settings.refreshIntervalMs));
    d->startRefresh();
    d->evaluateTimer->start();
}

LockDiagnostics::~LockDiagnostics() = default;

const DiagnosticsSettings &LockDiagnostics::settings() const
{
    return d->settings;
}

void LockDiagnostics::setSettings(const DiagnosticsSettings &settings)
{
    const bool askDifferently = settings.adminPort != d->settings.adminPort
        || settings.requestTimeoutMs != d->settings.requestTimeoutMs;
    d->settings = settings;
    d->refreshTimer->start(qMax(100, d->settings.refreshIntervalMs));
    if (askDifferently) {
        d->makeProbe();
        d->startRefresh();
    }
    d->evaluateTimer->start();
}

void LockDiagnostics::refresh()
{
    d->startRefresh();
}

bool LockDiagnostics::isSettled() const
{
    return d->settled;
}

DiagnosticsReport LockDiagnostics::report() const
{
    // Nothing changed since an evaluation a moment ago: its report is this one (a pass over
    // every lock saved; a snapshot of 20,000 entries asks right after the first evaluation).
    const qint64 now = nowMs();
    // (Before the first answers, an evaluation leaves out the errors report() gives.)
    if (d->latestAtMs >= 0 && d->probe->completedRounds() > 0 && !d->evaluateTimer->isActive()
        && now - d->latestAtMs <= kReportReuseMs)
        return d->latest;
    const std::vector<LockQueue> locks = d->monitor->locks();
    return evaluateDiagnostics(d->input(locks, now)).report;
}

QList<Finding> LockDiagnostics::findings() const
{
    return d->latest.findings;
}

std::vector<SessionInfo> LockDiagnostics::sessions() const
{
    return d->latest.sessions;
}

QList<DiagnosticsError> LockDiagnostics::errors() const
{
    return d->latest.errors;
}

QList<WaitEdge> LockDiagnostics::waitEdges() const
{
    return waitForEdges(d->monitor->locks());
}

std::optional<EnsembleView> LockDiagnostics::ensemble() const
{
    if (d->probe->completedRounds() == 0)
        return std::nullopt;
    return d->probe->view();
}

const EntryTimeline &LockDiagnostics::timeline() const
{
    return d->timeline;
}

} // namespace lockscope
