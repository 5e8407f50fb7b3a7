// SPDX-License-Identifier: Apache-2.0

#include "zk/ZkHandleOpen.h"

#include <QFile>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#ifdef HAVE_CYRUS_SASL_H
#include <sasl/sasl.h>
#endif

namespace lockscope::detail {

struct HandleSecrets {
    QByteArray user;
    QByteArray secret; // a sasl_secret_t: length, then the password bytes
#ifdef HAVE_CYRUS_SASL_H
    std::vector<sasl_callback_t> callbacks;
#endif
};

void HandleSecretsDeleter::operator()(HandleSecrets *secrets) const
{
    if (secrets)
        secrets->secret.fill('\0');
    delete secrets;
}

namespace {

constexpr int kResolutionDelayMs = 60000;

#ifdef HAVE_CYRUS_SASL_H
// SASL_CB_USER and SASL_CB_AUTHNAME: the DIGEST-MD5 user.
int saslUser(void *context, int, const char **result, unsigned *length)
{
    const auto *secrets = static_cast<const HandleSecrets *>(context);
    *result = secrets->user.constData();
    if (length)
        *length = unsigned(secrets->user.size());
    return SASL_OK;
}

int saslPassword(sasl_conn_t *, void *context, int, sasl_secret_t **secret)
{
    auto *secrets = static_cast<HandleSecrets *>(context);
    *secret = reinterpret_cast<sasl_secret_t *>(secrets->secret.data());
    return SASL_OK;
}

// Cyrus SASL keeps every callback as int (*)(void): through void (*)(void), the type that
// matches any, without a cast-function-type warning.
template <typename Function>
int (*asSaslCallback(Function *function))()
{
    return reinterpret_cast<int (*)()>(reinterpret_cast<void (*)()>(function));
}

zhandle_t *openWithSasl(const HandleRequest &request, HandleSecretsPtr &secrets)
{
    static std::once_flag saslInit;
    static int saslInitResult = SASL_OK;
    std::call_once(saslInit, [] { saslInitResult = sasl_client_init(nullptr); });
    if (saslInitResult != SASL_OK) {
        errno = ENOSYS;
        return nullptr;
    }
    secrets.reset(new HandleSecrets);
    const bool digest = !request.sasl.isKerberos();
    if (digest) {
        secrets->user = request.sasl.user.toUtf8();
        const QByteArray password = request.sasl.password.toUtf8();
        secrets->secret.resize(qsizetype(sizeof(sasl_secret_t)) + password.size());
        auto *secret = reinterpret_cast<sasl_secret_t *>(secrets->secret.data());
        secret->len = static_cast<decltype(secret->len)>(password.size());
        std::memcpy(secret->data, password.constData(), size_t(password.size()));
        secrets->callbacks = {
            {SASL_CB_USER, asSaslCallback(&saslUser), secrets.get()},
            {SASL_CB_AUTHNAME, asSaslCallback(&saslUser), secrets.get()},
            {SASL_CB_PASS, asSaslCallback(&saslPassword), secrets.get()},
        };
    }
    secrets->callbacks.push_back({SASL_CB_LIST_END, nullptr, nullptr});
    const QByteArray service = request.sasl.service.toUtf8();
    const QByteArray mechanism = request.sasl.mechanism.toUtf8();
    // DIGEST-MD5: ZooKeeper's server checks the digest-uri against this fixed name. GSSAPI: the
    // server principal is SERVICE/HOST with HOST the first member's name as written.
    const QByteArray firstHost = request.hosts.split(',').constFirst().split('/').constFirst();
    const QByteArray host = digest ? QByteArray("zk-sasl-md5") : firstHost.left(firstHost.lastIndexOf(':'));
    zoo_sasl_params_t params{};
    params.service = service.constData();
    params.host = host.constData();
    params.mechlist = mechanism.constData();
    params.callbacks = secrets->callbacks.data();
    return zookeeper_init_sasl(request.hosts.constData(), request.watcher, request.sessionTimeoutMs, request.resume,
                               request.context, 0, request.log, &params);
}
#endif

#ifdef HAVE_OPENSSL_H
// zookeeper_init_ssl takes no log callback, and its I/O thread may log before the handle is given
// one: to the process-wide stream, stderr by default, which added the client's lines to a
// command's one-line error. That stream goes to the handles' callback (one function for all).
void logEarlyLinesTo(log_callback_fn log)
{
    static const log_callback_fn target = log;
    static FILE *const stream = [] {
        cookie_io_functions_t io{};
        io.write = [](void *, const char *text, size_t size) -> ssize_t {
            std::string line(text, size);
            while (!line.empty() && line.back() == '\n')
                line.pop_back();
            if (!line.empty() && target)
                target(line.c_str());
            return ssize_t(size);
        };
        FILE *lines = fopencookie(nullptr, "w", io);
        if (lines)
            setvbuf(lines, nullptr, _IOLBF, 0);
        return lines;
    }();
    if (stream)
        zoo_set_log_stream(stream);
}
#endif

zhandle_t *initHandle(const HandleRequest &request, HandleSecretsPtr &secrets)
{
#ifdef HAVE_OPENSSL_H
    if (request.tls.enabled()) {
        // The client takes "ca,cert,key" and splits at commas.
        const QByteArray files = QFile::encodeName(request.tls.caFile) + ',' + QFile::encodeName(request.tls.certFile)
            + ',' + QFile::encodeName(request.tls.keyFile);
        if (files.count(',') != 2) {
            errno = EINVAL;
            return nullptr;
        }
        logEarlyLinesTo(request.log);
        zhandle_t *zh = zookeeper_init_ssl(request.hosts.constData(), files.constData(), request.watcher,
                                           request.sessionTimeoutMs, request.resume, request.context, 0);
        if (zh)
            zoo_set_log_callback(zh, request.log);
        return zh;
    }
#endif
#ifdef HAVE_CYRUS_SASL_H
    if (request.sasl.enabled())
        return openWithSasl(request, secrets);
#else
    Q_UNUSED(secrets)
#endif
    if (request.tls.enabled() || request.sasl.enabled()) {
        errno = ENOTSUP;
        return nullptr;
    }
    return zookeeper_init2(request.hosts.constData(), request.watcher, request.sessionTimeoutMs, request.resume,
                           request.context, 0, request.log);
}

} // namespace

zhandle_t *openZooKeeperHandle(const HandleRequest &request, HandleSecretsPtr &secrets)
{
    // The client's TLS writes (SSL_write) do not ask for MSG_NOSIGNAL: one on a connection the
    // server has closed raises SIGPIPE, which ends the process. Its threads, started here, inherit
    // this thread's signal mask: with SIGPIPE blocked there, such a write fails with EPIPE, which
    // the client takes for a lost connection. This thread's own mask is given back.
    sigset_t pipeSignal;
    sigset_t previous;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous);
    zhandle_t *zh = initHandle(request, secrets);
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    // The client re-resolves the member names on every turn of its I/O loop while connected
    // unless told otherwise (resolution delay 0): a getaddrinfo per few replies, a fifth of a
    // large read's CPU. Names are still resolved afresh on every reconnection; a connected
    // session follows DNS changes once a minute.
    if (zh)
        zoo_set_servers_resolution_delay(zh, kResolutionDelayMs);
    return zh;
}

QString authFailureReason(const SaslSettings &sasl)
{
    if (sasl.isKerberos())
        return QStringLiteral("Kerberos (GSSAPI) authentication failed: no valid ticket for this user (run kinit) "
                              "or the server refused it (service \"%1\")")
            .arg(sasl.service);
    if (sasl.enabled())
        return QStringLiteral("SASL DIGEST-MD5 authentication failed: wrong user or password");
    return QStringLiteral("authentication failed");
}

} // namespace lockscope::detail
