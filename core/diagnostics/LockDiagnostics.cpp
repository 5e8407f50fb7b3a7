// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/LockDiagnostics.h"

#include "diagnostics/BackgroundEvaluation.h"
#include "diagnostics/EnsembleProbe.h"
#include "diagnostics/EntryTimeline.h"
#include "diagnostics/NodeRechecker.h"
#include "findings/FindingIdentity.h"
#include "monitor/LockMonitor.h"
#include "zk/ZkSession.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QElapsedTimer>
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
    std::unique_ptr<NodeRechecker> rechecker;
    BackgroundEvaluation *background = nullptr;
    bool evaluateAgain = false; // something changed while an evaluation was under way
    // The ensemble's answers the evaluation under way (or the latest) was judged with; null
    // before the first round. Settling is judged by them, not by a round that came meanwhile.
    std::shared_ptr<const EnsembleView> judgedView;
    QElapsedTimer evaluating; // since the evaluation under way started
    QDeadlineTimer nextEvaluation; // monotonic: a clock step must not hold judging back
    QTimer *paceTimer = nullptr;
    EntryTimeline timeline;
    QHash<qint64, qint64> sessionFirstSeenMs;
    QHash<qint64, qint64> sessionMissingSinceMs; // sessions no member serves -> since when
    QHash<QString, qint64> waitersUnwatchedSinceMs; // waiters found watching nothing -> since when
    DiagnosticsReport latest;
    qint64 latestAtMs = -1; // the moment `latest` judges; -1: not yet
    QElapsedTimer latestApplied; // since `latest` came back from its evaluation
    QTimer *evaluateTimer = nullptr; // 0 ms: one evaluation per batch of updates
    QTimer *refreshTimer = nullptr;
    QTimer *dueTimer = nullptr;
    QTimer *confirmTimer = nullptr;
    QTimer *sessionRefreshTimer = nullptr;
    qint64 lastRefreshMs = 0;
    qint64 firstConfirmAtMs = 0;
    bool confirmationAsked = false; // the first settled picture waited for one more round
    bool settled = false;

    void makeProbe();
    void startRefresh();
    void refreshForNewSessions();
    BackgroundEvaluation::Job job(qint64 now) const;
    void evaluate();
    bool isEvaluating() const
    {
        return evaluateTimer->isActive() || paceTimer->isActive() || background->isRunning() || evaluateAgain;
    }
    void apply(BackgroundEvaluation::Result result);
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
        monitor->setNodeWatchers(probe->view().watchers); // naive locks found by who waits on them
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

BackgroundEvaluation::Job LockDiagnostics::Private::job(qint64 now) const
{
    BackgroundEvaluation::Job job;
    job.locks = monitor->queueGroups();
    job.timeline = timeline;
    job.ensemble = probe->completedRounds() > 0 ? probe->sharedView() : nullptr;
    job.ownSession = session->sessionId();
    job.ensembleName = session->options().connectString;
    job.settings = settings;
    job.nowMs = now;
    job.sessionFirstSeenMs = sessionFirstSeenMs;
    job.sessionMissingSinceMs = sessionMissingSinceMs;
    job.waitersUnwatchedSinceMs = waitersUnwatchedSinceMs;
    job.rechecks = rechecker->results();
    if (settings.leftoverAgeMs > 0) {
        job.listings = monitor->leftoverListings();
        job.monitoredPaths = monitor->monitoredPaths();
    }
    return job;
}

void LockDiagnostics::Private::updateSettled(const Evaluation &evaluation)
{
    if (settled || !judgedView)
        return;
    // Suspects of the first answers need one more look after their grace period, and a waiter
    // found watching nothing then one more round to confirm it; suspects that turn up later are
    // judged as they come, without holding up the first settled picture.
    if (firstConfirmAtMs == 0)
        firstConfirmAtMs = evaluation.confirmWatchesAtMs > 0 ? evaluation.confirmWatchesAtMs : -1;
    if (firstConfirmAtMs > 0 && judgedView->askedAtMs >= firstConfirmAtMs && !confirmationAsked
        && evaluation.confirmWatchesAtMs > firstConfirmAtMs) {
        firstConfirmAtMs = evaluation.confirmWatchesAtMs;
        confirmationAsked = true;
    }
    const bool rechecking = !evaluation.rechecks.isEmpty() || rechecker->isRunning();
    settled = !rechecking && (firstConfirmAtMs < 0 || judgedView->askedAtMs >= firstConfirmAtMs);
    if (settled)
        Q_EMIT q->settled();
}

void LockDiagnostics::Private::evaluate()
{
    // A half-read picture has no findings worth reporting, and judging each of its batches
    // would cost a pass over every lock per batch: wait for the complete one.
    if (!monitor->isSynced())
        return;
    // One evaluation at a time; changes meanwhile are judged together right after it.
    if (background->isRunning()) {
        evaluateAgain = true;
        return;
    }
    if (!nextEvaluation.hasExpired()) {
        if (!paceTimer->isActive())
            paceTimer->start(int(nextEvaluation.remainingTime()));
        return;
    }
    BackgroundEvaluation::Job next = job(nowMs());
    judgedView = next.ensemble;
    evaluating.start();
    background->start(std::move(next));
}

void LockDiagnostics::Private::apply(BackgroundEvaluation::Result result)
{
    Evaluation &evaluation = result.evaluation;
    sessionFirstSeenMs = std::move(result.sessionFirstSeenMs);
    sessionMissingSinceMs = std::move(result.sessionMissingSinceMs);
    waitersUnwatchedSinceMs = evaluation.unwatchedSinceMs;
    rechecker->keepOnly(evaluation.rechecksInUse);
    if (!evaluation.rechecks.isEmpty() && !rechecker->isRunning() && judgedView)
        rechecker->start(evaluation.rechecks, judgedView->askedAtMs, [this] { evaluateTimer->start(); });
    // While a session is gone, the leader is asked when it expires (dead-holder asks for the round).
    probe->setAskExpiries(result.holdersMissing);
    // The first round of questions was under way: no cause to report yet (report() still says so).
    if (!judgedView)
        evaluation.report.errors.clear();

    const FindingChanges changes = diffFindings(latest.findings, evaluation.report.findings);
    const bool sessionsDiffer = latest.sessions != evaluation.report.sessions;
    const bool causesDiffer = causes(latest.errors) != causes(evaluation.report.errors);
    latest = evaluation.report;
    latestAtMs = result.nowMs;
    latestApplied.start();

    // Due times are absolute: counted from now, not from when the evaluation started.
    const qint64 now = nowMs();
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
            if (it.key() != session->sessionId() && !view.endpoints.contains(it.key())
                && it.value() >= view.askedAtMs) {
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
    // Under constant change, passes over a huge tree back to back would keep a core busy for
    // good: the next one waits as long as this one took (no wait in a tree of ordinary size).
    nextEvaluation = QDeadlineTimer(evaluating.elapsed(), Qt::PreciseTimer);
    if (std::exchange(evaluateAgain, false))
        evaluate();
}

LockDiagnostics::LockDiagnostics(LockMonitor *monitor, ZkSession *session, DiagnosticsSettings settings,
                                 QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    d->monitor = monitor;
    d->session = session;
    d->settings = std::move(settings);
    d->evaluateTimer = singleShotTimer(this);
    d->evaluateTimer->setInterval(0);
    d->paceTimer = singleShotTimer(this);
    d->refreshTimer = new QTimer(this);
    d->dueTimer = singleShotTimer(this);
    d->confirmTimer = singleShotTimer(this);
    d->sessionRefreshTimer = singleShotTimer(this);
    d->background = new BackgroundEvaluation(this);
    d->rechecker = std::make_unique<NodeRechecker>(session);
    connect(d->background, &BackgroundEvaluation::finished, this, [this] { d->apply(d->background->take()); });
    connect(d->evaluateTimer, &QTimer::timeout, this, [this] { d->evaluate(); });
    connect(d->paceTimer, &QTimer::timeout, this, [this] { d->evaluate(); });
    connect(d->dueTimer, &QTimer::timeout, this, [this] { d->evaluate(); });
    connect(d->refreshTimer, &QTimer::timeout, this, [this] { d->startRefresh(); });
    connect(d->confirmTimer, &QTimer::timeout, this, [this] { d->startRefresh(); });
    connect(d->sessionRefreshTimer, &QTimer::timeout, this, [this] { d->startRefresh(); });

    const qint64 now = nowMs();
    for (const LockQueueGroup &group : monitor->queueGroups()) {
        for (const LockQueue &queue : *group)
            d->timeline.observe(queue, now);
    }
    connect(monitor, &LockMonitor::lockUpdated, this, [this](const LockQueue &queue) {
        d->timeline.observe(queue, nowMs());
        d->evaluateTimer->start();
    });
    connect(monitor, &LockMonitor::lockRemoved, this, [this](const QString &key) {
        d->timeline.forget(key);
        d->evaluateTimer->start();
    });
    // A complete picture is judged at once (a snapshot writes its locks meanwhile), and once:
    // the batch timer its rebuilds started has nothing left to add.
    connect(monitor, &LockMonitor::synced, this, [this] {
        d->evaluateTimer->stop();
        d->evaluate();
    });
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
    const bool askDifferently =
        settings.adminPort != d->settings.adminPort || settings.requestTimeoutMs != d->settings.requestTimeoutMs;
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

bool LockDiagnostics::hasAsked() const
{
    return d->probe->completedRounds() > 0;
}

bool LockDiagnostics::isJudging() const
{
    return d->isEvaluating() || d->confirmTimer->isActive() || d->rechecker->isRunning();
}

int LockDiagnostics::roundsCompleted() const
{
    return d->probe->completedRounds();
}

DiagnosticsReport LockDiagnostics::report() const
{
    // Nothing changed since an evaluation a moment ago: its report is this one (a pass over
    // every lock saved; a snapshot of 20,000 entries asks right after the first evaluation).
    const qint64 now = nowMs();
    // (Before the first answers, an evaluation leaves out the errors report() gives.)
    if (d->latestAtMs >= 0 && d->judgedView && !d->isEvaluating() && d->latestApplied.elapsed() <= kReportReuseMs)
        return d->latest;
    return BackgroundEvaluation::evaluate(d->job(now)).evaluation.report;
}

std::optional<DiagnosticsReport> LockDiagnostics::settledReport() const
{
    if (!d->settled)
        return std::nullopt;
    return d->latest;
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
    return waitForEdges(d->monitor->lockView());
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
