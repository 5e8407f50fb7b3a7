// SPDX-License-Identifier: Apache-2.0

#include "zk/ZkSession.h"

#include "zk/CompletionQueue.h"
#include "zk/EnsembleMembers.h"
#include "zk/ConnectFailureWatch.h"
#include "zk/StalledHandshakeWatch.h"
#include "zk/UnansweredHandshake.h"
#include "zk/ZkCodes.h"
#include "zk/ZkHandleOpen.h"
#include "zk/ZkRequests.h"

#include <QLoggingCategory>
#include <QThread>

#include <cerrno>
#include <algorithm>
#include <cstring>
#include <mutex>

Q_LOGGING_CATEGORY(lcZkClient, "lockscope.zk.client", QtWarningMsg)
Q_LOGGING_CATEGORY(lcZkSession, "lockscope.zk.session", QtWarningMsg)

namespace lockscope {

using detail::CompletionQueue;
using detail::PendingRequests;
using detail::Request;
using namespace detail::completions;

namespace {

void logToQt(const char *message)
{
    qCDebug(lcZkClient, "%s", message);
}

// The member a handle is connected to. The C client formats it into one static buffer for the
// whole process, so two sessions' completion threads must not ask at once (ThreadSanitizer saw
// them do so); the copy is taken before the next may ask.
QString currentServer(zhandle_t *zh)
{
    static std::mutex formatting;
    const std::lock_guard<std::mutex> lock(formatting);
    return QString::fromLatin1(zoo_get_current_server(zh));
}

} // namespace

struct ZkSession::Private {
    // What the global watcher of one handle needs; lives until that handle is closed.
    struct WatcherContext {
        Private *d;
        quint64 generation;
    };

    Private(ZkSession *session, Options opts) : q(session), options(std::move(opts)), queue(session) { }

    bool openHandle();
    void closeHandle();
    void refuse(const QString &reason, ConnectionState endState);
    void setState(ConnectionState newState);
    void onSessionEvent(quint64 eventGeneration, int zooState, const clientid_t &client, int timeoutMs,
                        const QString &endpoint);
    template <typename Callback, typename Submit>
    void submit(Callback done, Submit &&call);

    static void watcher(zhandle_t *zh, int type, int state, const char *path, void *context);

    ZkSession *q;
    Options options;
    CompletionQueue queue;
    PendingRequests pending;
    zhandle_t *zh = nullptr;
    std::unique_ptr<WatcherContext> watcherContext;
    detail::HandleSecretsPtr secrets; // freed after zookeeper_close
    // Names the cause when a TLS handshake or SASL authentication is refused.
    detail::ConnectFailureWatch failureWatch{
        {options.connectString, options.tls, options.sasl, std::max(options.sessionTimeoutMs, 5000)},
        [this](const QString &reason, ConnectionState endState) { refuse(reason, endState); }};
    detail::StalledHandshakeWatch stalledHandshake{[this] { return currentServer(zh).toStdString(); },
                                                   [this] { return failureWatch.probeSocket(); }};
    quint64 generation = 0;
    quint64 answers = 0; // requests a server answered (answersReceived)
    ConnectionState state = ConnectionState::Closed;
    qint64 sessionId = 0;
    QByteArray password;
    int timeoutMs = 0;
    QString server;
    bool everConnected = false; // on the current handle
    QString lastError;
};

// Completion thread: converts the event and queues it for the owner thread.
void ZkSession::Private::watcher(zhandle_t *zh, int type, int state, const char *path, void *context)
{
    auto *ctx = static_cast<WatcherContext *>(context);
    Private *d = ctx->d;
    const quint64 generation = ctx->generation;
    if (type == ZOO_SESSION_EVENT) {
        clientid_t client{};
        int timeout = 0;
        QString endpoint;
        if (state == ZOO_CONNECTED_STATE || state == ZOO_READONLY_STATE) {
            client = *zoo_client_id(zh);
            timeout = zoo_recv_timeout(zh);
            endpoint = currentServer(zh);
        }
        d->queue.post([d, generation, state, client, timeout, endpoint] {
            d->onSessionEvent(generation, state, client, timeout, endpoint);
        });
        return;
    }
    const WatchEventType eventType = detail::toWatchEventType(type);
    d->queue.post([d, generation, eventType, nodePath = QString::fromUtf8(path ? path : "")] {
        if (generation == d->generation)
            Q_EMIT d->q->watchTriggered(eventType, nodePath);
    });
}

bool ZkSession::Private::openHandle()
{
    static std::once_flag logLevelOnce;
    std::call_once(logLevelOnce, [] { zoo_set_debug_level(ZOO_LOG_LEVEL_WARN); });

    watcherContext = std::make_unique<WatcherContext>(WatcherContext{this, ++generation});
    everConnected = false;
    const QByteArray hosts = options.connectString.toUtf8();
    errno = 0;
    clientid_t resumed{};
    if (options.resume) {
        resumed.client_id = options.resume->id;
        std::memcpy(resumed.passwd, options.resume->password.constData(),
                    std::min(sizeof resumed.passwd, size_t(options.resume->password.size())));
    }
    detail::HandleRequest request{hosts,
                                  &Private::watcher,
                                  watcherContext.get(),
                                  options.sessionTimeoutMs,
                                  options.resume ? &resumed : nullptr,
                                  &logToQt,
                                  options.tls,
                                  options.sasl};
    zh = detail::openZooKeeperHandle(request, secrets);
    if (!zh) {
        lastError = QStringLiteral("cannot use connect string \"%1\": %2")
                        .arg(options.connectString, QString::fromLocal8Bit(std::strerror(errno ? errno : EINVAL)));
        watcherContext.reset();
        setState(ConnectionState::Closed);
        return false;
    }
    for (const QByteArray &credentials : options.digestCredentials)
        zoo_add_auth(zh, "digest", credentials.constData(), int(credentials.size()), nullptr, nullptr);
    setState(ConnectionState::Connecting);
    failureWatch.watch(zh);
    return true;
}

// The C client would retry for ever: stop it, with the reason.
void ZkSession::Private::refuse(const QString &reason, ConnectionState endState)
{
    lastError = reason;
    closeHandle();
    setState(endState);
}

// Owner thread. Joins the C client's threads; outstanding completions run with ZCLOSING and
// only queue their results, so this cannot deadlock against the owner thread.
void ZkSession::Private::closeHandle()
{
    if (!zh)
        return;
    failureWatch.stop();
    stalledHandshake.stop();
    std::optional<detail::ClosingHandshakeGuard> guard;
    if (options.tls.enabled() && state != ConnectionState::Connected) { // else zookeeper_close could wait for ever
        detail::endUnansweredHandshake(zh, currentServer(zh).toStdString());
        guard.emplace(options.connectString);
    }
    zookeeper_close(zh);
    zh = nullptr;
    secrets.reset();
    pending.freeUnanswered();
    watcherContext.reset();
    sessionId = 0;
    password.clear();
}

void ZkSession::Private::setState(ConnectionState newState)
{
    const bool reaching = newState == ConnectionState::Connecting || newState == ConnectionState::Disconnected;
    if (reaching && zh && options.tls.enabled())
        stalledHandshake.watch(zh, handshakeLimitMs(options.connectString, options.sessionTimeoutMs));
    else
        stalledHandshake.stop();
    if (state == newState)
        return;
    state = newState;
    qCDebug(lcZkSession) << "state" << connectionStateName(newState);
    Q_EMIT q->stateChanged(newState);
}

void ZkSession::Private::onSessionEvent(quint64 eventGeneration, int zooState, const clientid_t &client, int timeout,
                                        const QString &endpoint)
{
    if (eventGeneration != generation || !zh)
        return; // an event of a handle already replaced
    const ConnectionState newState = detail::toConnectionState(zooState, everConnected);
    if (newState == ConnectionState::Connected) {
        if (std::exchange(server, endpoint) != endpoint)
            Q_EMIT q->serverChanged();
        failureWatch.stop();
        // Another id is another session (the client may be handed one): no watches left.
        const bool newSession = !everConnected || client.client_id != sessionId;
        everConnected = true;
        sessionId = client.client_id;
        password = QByteArray(client.passwd, sizeof client.passwd);
        timeoutMs = timeout;
        setState(newState);
        Q_EMIT q->sessionEstablished(newSession);
        return;
    }
    if (newState == ConnectionState::Expired) {
        // The handle is dead: say so, then start a fresh session that will resync everything.
        setState(ConnectionState::Expired);
        closeHandle();
        options.resume.reset();
        openHandle();
        return;
    }
    if (newState == ConnectionState::AuthFailed) {
        lastError = detail::authFailureReason(options.sasl);
        setState(newState);
        closeHandle();
        return;
    }
    setState(newState);
}

template <typename Callback, typename Submit>
void ZkSession::Private::submit(Callback done, Submit &&call)
{
    // Requests and their answers belong to the session's thread: the completion queue delivers
    // there, and the pending set is not locked.
    Q_ASSERT_X(QThread::currentThread() == q->thread(), "ZkSession",
               "a request from a thread other than the session's");
    auto req = std::make_unique<Request<Callback>>();
    req->queue = &queue;
    req->pending = &pending;
    // A server that enforces authentication answers with AuthRequired and hangs up; the client
    // would reconnect and be refused again for ever. Ended here, the owner learns why at once.
    req->done = [this, done = std::move(done)](ZkError error, const auto &...rest) {
        if (error == ZkError::AuthRequired && zh)
            refuse(authRequiredMessage(), ConnectionState::AuthFailed);
        if (detail::isServerAnswer(error))
            ++answers;
        done(error, rest...);
    };
    // Listed before the call: the completion may run (and unlist it) before the call returns.
    pending.add(req.get());
    const int rc = zh ? call(req.get()) : ZINVALIDSTATE;
    if (rc == ZOK) {
        static_cast<void>(req.release()); // the completion owns it now
        return;
    }
    pending.remove(req.get());
    // Refused before sending: still answer asynchronously, like every other result.
    const ZkError error = detail::toZkError(rc);
    queue.post([req = std::move(req), error] {
        // Every result after the error empty: two for a listing or data, one for the others.
        constexpr bool twoResults =
            std::disjunction_v<std::is_same<Callback, ChildrenCallback>, std::is_same<Callback, DataCallback>>;
        constexpr bool oneResult =
            std::disjunction_v<std::is_same<Callback, AclCallback>, std::is_same<Callback, StatCallback>,
                               std::is_same<Callback, CreateCallback>>;
        if constexpr (twoResults)
            req->done(error, {}, {});
        else if constexpr (oneResult)
            req->done(error, {});
        else
            req->done(error);
    });
}

ZkSession::ZkSession(Options options, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(this, std::move(options)))
{
}

ZkSession::~ZkSession()
{
    d->closeHandle();
}

bool ZkSession::open()
{
    if (d->zh)
        return true;
    return d->openHandle();
}

void ZkSession::close()
{
    d->closeHandle();
    d->setState(ConnectionState::Closed);
}

ConnectionState ZkSession::state() const
{
    return d->state;
}
qint64 ZkSession::sessionId() const
{
    return d->sessionId;
}
ZkSession::SessionCredentials ZkSession::credentials() const
{
    return {d->sessionId, d->password};
}
int ZkSession::negotiatedTimeoutMs() const
{
    return d->timeoutMs;
}
const ZkSession::Options &ZkSession::options() const
{
    return d->options;
}
QString ZkSession::lastError() const
{
    return d->lastError;
}
QString ZkSession::server() const
{
    return d->server;
}
quint64 ZkSession::answersReceived() const
{
    return d->answers;
}

void ZkSession::getChildren(const QString &path, bool watch, ChildrenCallback done)
{
    const QByteArray p = path.toUtf8();
    d->submit(std::move(done),
              [&](auto *req) { return zoo_aget_children2(d->zh, p.constData(), watch ? 1 : 0, &onChildren, req); });
}

void ZkSession::getData(const QString &path, bool watch, DataCallback done)
{
    const QByteArray p = path.toUtf8();
    d->submit(std::move(done), [&](auto *req) { return zoo_aget(d->zh, p.constData(), watch ? 1 : 0, &onData, req); });
}

void ZkSession::exists(const QString &path, bool watch, StatCallback done)
{
    const QByteArray p = path.toUtf8();
    d->submit(std::move(done),
              [&](auto *req) { return zoo_aexists(d->zh, p.constData(), watch ? 1 : 0, &onStat, req); });
}

void ZkSession::create(const QString &path, const QByteArray &data, CreateMode mode, CreateCallback done)
{
    const QByteArray p = path.toUtf8();
    d->submit(std::move(done), [&](auto *req) {
        return zoo_acreate(d->zh, p.constData(), data.constData(), int(data.size()), &ZOO_OPEN_ACL_UNSAFE,
                           detail::toZooCreateMode(mode), &onCreated, req);
    });
}

void ZkSession::setData(const QString &path, const QByteArray &data, int version, StatCallback done)
{
    const QByteArray p = path.toUtf8();
    d->submit(std::move(done), [&](auto *req) {
        return zoo_aset(d->zh, p.constData(), data.constData(), int(data.size()), version, &onStat, req);
    });
}

void ZkSession::remove(const QString &path, int version, DoneCallback done)
{
    const QByteArray p = path.toUtf8();
    d->submit(std::move(done), [&](auto *req) { return zoo_adelete(d->zh, p.constData(), version, &onDone, req); });
}

void ZkSession::getAcl(const QString &path, AclCallback done)
{
    const QByteArray p = path.toUtf8();
    d->submit(std::move(done), [&](auto *req) { return zoo_aget_acl(d->zh, p.constData(), &onAcl, req); });
}

void ZkSession::sync(const QString &path, DoneCallback done)
{
    const QByteArray p = path.toUtf8();
    d->submit(std::move(done), [&](auto *req) { return zoo_async(d->zh, p.constData(), &onSynced, req); });
}

} // namespace lockscope
