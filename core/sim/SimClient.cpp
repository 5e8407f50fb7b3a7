// SPDX-License-Identifier: Apache-2.0

#include "sim/SimClient.h"

#include "sim/AccumuloServer.h"
#include "sim/KazooSemaphore.h"
#include "sim/PlainNodeLock.h"
#include "sim/RevocationWatch.h"
#include "sim/SequentialLock.h"
#include "sim/SimLog.h"
#include "sim/SolrElector.h"
#include "sim/SystemActors.h"
#include "zk/ZkSession.h"

#include <QCoreApplication>
#include <functional>
#include <QRandomGenerator>
#include <cstdio>
#include <unistd.h>

namespace lockscope {
namespace {

bool watchesRevocation(SimKind kind)
{
    return kind == SimKind::Revocable || kind == SimKind::Stubborn;
}

// These end their hold by dying: no release, no session close.
bool crashesAfterHold(SimKind kind)
{
    return kind == SimKind::Crasher || kind == SimKind::Leaky;
}

// The think time varied by up to a quarter either way, so that clients drift apart.
int varied(int ms)
{
    if (ms <= 0)
        return 0;
    const int spread = ms / 4;
    return ms - spread + int(QRandomGenerator::global()->bounded(2 * spread + 1));
}

} // namespace

SimClient::SimClient(SimOptions options, QObject *parent) : QObject(parent), m_options(std::move(options))
{
    if (m_options.id.isEmpty())
        m_options.id =
            simKindName(m_options.kind) + QLatin1Char('-') + QString::number(QCoreApplication::applicationPid());
    ZkSession::Options sessionOptions(m_options.connect, m_options.sessionTimeoutMs);
    sessionOptions.tls = m_options.tls;
    sessionOptions.sasl = m_options.sasl;
    m_session = std::make_unique<ZkSession>(sessionOptions);
    m_connectTimer.setSingleShot(true);
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, [this] {
        if (m_step)
            std::invoke(m_step, this);
    });
    connect(&m_connectTimer, &QTimer::timeout, this, [this] {
        if (!m_connected)
            finish(1,
                   QStringLiteral("cannot reach ZooKeeper at %1 within %2 ms")
                       .arg(m_options.connect)
                       .arg(m_options.timeoutMs));
    });
    connect(m_session.get(), &ZkSession::stateChanged, this, [this](ConnectionState state) {
        // Refused before connecting (a TLS handshake, SASL): the session says why.
        if (!m_connected && (state == ConnectionState::AuthFailed || state == ConnectionState::Closed))
            finish(1, m_session->lastError());
        if (!m_connected)
            return;
        if (state == ConnectionState::Disconnected)
            log(QStringLiteral("disconnected"));
        else if (state == ConnectionState::Connected)
            log(QStringLiteral("reconnected"));
        else if (state == ConnectionState::Expired)
            finish(1, QStringLiteral("session expired: its locks are gone"));
        else if (state == ConnectionState::AuthFailed)
            finish(1, m_session->lastError());
    });
    connect(m_session.get(), &ZkSession::sessionEstablished, this, [this] {
        if (!m_connected)
            onConnected();
    });
    makeLocks();
}

SimClient::~SimClient() = default;

void SimClient::makeLocks()
{
    const QByteArray data = m_options.id.toUtf8();
    ZkSession *session = m_session.get();
    const auto sequential = [&](const QString &path, SequentialLock::Shape shape) {
        return new SequentialLock(session, path, std::move(shape), data, this);
    };
    switch (m_options.kind) {
    case SimKind::Fair:
    case SimKind::Revocable:
    case SimKind::Stubborn:
    case SimKind::Crasher: m_locks.push_back(sequential(m_options.lock, SequentialLock::Shape::exclusive())); break;
    case SimKind::Read: m_locks.push_back(sequential(m_options.lock, SequentialLock::Shape::reader())); break;
    case SimKind::Write: m_locks.push_back(sequential(m_options.lock, SequentialLock::Shape::writer())); break;
    case SimKind::Leaky: m_locks.push_back(sequential(m_options.lock, SequentialLock::Shape::leaky())); break;
    case SimKind::Deadlock:
        m_locks.push_back(sequential(m_options.lock, SequentialLock::Shape::exclusive()));
        m_locks.push_back(sequential(m_options.secondLock, SequentialLock::Shape::exclusive()));
        break;
    case SimKind::Herd: m_locks.push_back(new PlainNodeLock(session, m_options.lock, data, this)); break;
    case SimKind::Semaphore:
        m_locks.push_back(new KazooSemaphore(session, m_options.lock, m_options.leases, data, this));
        break;
    case SimKind::KafkaBroker:
        m_locks.push_back(new KafkaBroker(session, m_options.lock, simOrdinal(m_options.id), this));
        break;
    case SimKind::HdfsZkfc:
        m_locks.push_back(new HadoopFailoverController(session, m_options.lock,
                                                       QStringLiteral("nn%1").arg(simOrdinal(m_options.id)), this));
        break;
    case SimKind::SolrNode:
        m_locks.push_back(
            new SolrElector(session, m_options.lock, SolrElector::nodeNameOf(simOrdinal(m_options.id)), this));
        break;
    case SimKind::AccumuloManager:
    case SimKind::AccumuloGc:
        m_locks.push_back(new AccumuloServer(session, m_options.lock,
                                             m_options.kind == SimKind::AccumuloManager
                                                 ? AccumuloServer::Service::Manager
                                                 : AccumuloServer::Service::GarbageCollector,
                                             simOrdinal(m_options.id), this));
        break;
    }

    for (SimLock *lock : m_locks) {
        connect(lock, &SimLock::created, this, [this, lock](const QString &node) {
            log(QStringLiteral("created ") + node);
            if (watchesRevocation(m_options.kind) && lock == m_locks.front())
                m_revocation->watch(node);
        });
        connect(lock, &SimLock::waiting, this,
                [this](const QString &what) { log(QStringLiteral("waiting for ") + what); });
        connect(lock, &SimLock::acquired, this, &SimClient::onAcquired);
        connect(lock, &SimLock::released, this, &SimClient::onReleased);
        connect(lock, &SimLock::failed, this, [this](const QString &error) { finish(1, error); });
    }
    m_revocation = new RevocationWatch(session, this);
    connect(m_revocation, &RevocationWatch::requested, this, &SimClient::onRevocation);
    connect(m_revocation, &RevocationWatch::deleted, this, [this](const QString &node) {
        log(QStringLiteral("lost ") + node + QStringLiteral(" (deleted by someone else)"));
    });
}

void SimClient::start()
{
    if (!m_session->open()) {
        finish(1, m_session->lastError());
        return;
    }
    m_connectTimer.start(m_options.timeoutMs);
}

void SimClient::stop()
{
    if (m_finished)
        return;
    log(QStringLiteral("stopping"));
    finish(0);
}

void SimClient::onConnected()
{
    m_connected = true;
    m_connectTimer.stop();
    log(QStringLiteral("connected session ") + formatSessionId(m_session->sessionId()));
    prepareLock(0);
}

void SimClient::prepareLock(size_t index)
{
    if (index == m_locks.size()) {
        beginRound();
        return;
    }
    SimLock *lock = m_locks[index];
    lock->prepare([this, index, lock](ZkError error) {
        if (error != ZkError::Ok)
            finish(1, QStringLiteral("cannot create %1: %2").arg(lock->lockPath(), errorMessage(error)));
        else
            prepareLock(index + 1);
    });
}

void SimClient::beginRound()
{
    m_next = 0;
    m_releasing = false;
    acquireNext();
}

void SimClient::acquireNext()
{
    m_locks[m_next]->acquire();
}

void SimClient::onAcquired(const QString &node)
{
    log(QStringLiteral("acquired ") + node);
    ++m_next;
    // A deadlock client holds its first lock for a while before it asks for the second.
    after(m_options.holdMs, m_next < m_locks.size() ? &SimClient::acquireNext : &SimClient::endHold);
}

void SimClient::endHold()
{
    if (crashesAfterHold(m_options.kind))
        crash();
    releaseAll();
}

void SimClient::releaseAll()
{
    if (m_releasing)
        return;
    m_releasing = true;
    m_stepTimer.stop();
    m_revocation->stop();
    m_pendingReleases = int(m_locks.size());
    // Inner locks first, like unwinding nested critical sections.
    for (auto it = m_locks.rbegin(); it != m_locks.rend(); ++it)
        (*it)->release();
}

void SimClient::onReleased(const QString &node)
{
    if (!node.isEmpty())
        log(QStringLiteral("released ") + node);
    if (!m_releasing || --m_pendingReleases > 0)
        return;
    ++m_roundsDone;
    if (m_options.rounds > 0 && m_roundsDone >= m_options.rounds) {
        log(QStringLiteral("done after %1 rounds").arg(m_roundsDone));
        finish(0);
        return;
    }
    after(varied(m_options.thinkMs), &SimClient::beginRound);
}

void SimClient::onRevocation(const QString &node, const QByteArray &payload)
{
    const QString what = node + QStringLiteral(" (") + QString::fromUtf8(payload) + QLatin1Char(')');
    if (m_options.kind == SimKind::Stubborn) {
        log(QStringLiteral("ignoring revocation of ") + what);
        return;
    }
    log(QStringLiteral("revoked ") + what);
    releaseAll();
}

void SimClient::crash()
{
    const QString held = m_locks.front()->heldNode();
    log(QStringLiteral("crashing while holding ") + held);
    std::fflush(stdout);
    std::fflush(stderr);
    // No zookeeper_close: the server keeps the session until it times out, and persistent
    // nodes stay for good.
    ::_exit(kCrashExitCode);
}

void SimClient::finish(int exitCode, const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_connectTimer.stop();
    m_stepTimer.stop();
    if (!error.isEmpty())
        logSimError(m_options.id, QStringLiteral("error: ") + error);
    m_session->close();
    Q_EMIT finished(exitCode);
}

void SimClient::log(const QString &what) const
{
    logSimStep(m_options.id, what);
}

void SimClient::after(int ms, void (SimClient::*step)())
{
    m_step = step;
    m_stepTimer.start(ms);
}

} // namespace lockscope
