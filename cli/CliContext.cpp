// SPDX-License-Identifier: Apache-2.0

#include "CliContext.h"

#include "platform/EventLoopWait.h"
#include "zk/ZkSession.h"

#include <cstdio>
#include <unistd.h>

namespace lockscope::cli {

CliContext::CliContext(CliOptions options) : m_options(std::move(options)), m_out(stdout)
{
}

CliContext::~CliContext() = default;

int CliContext::fail(const QString &message) const
{
    std::fprintf(stderr, "lockscope-cli: %s\n", qUtf8Printable(message));
    return 1;
}

void CliContext::printJson(const std::function<void(JsonWriter &)> &write)
{
    m_out.flush();
    const bool indented = m_options.pretty || isatty(fileno(stdout));
    {
        JsonWriter json([](const char *data, qsizetype size) { std::fwrite(data, 1, size_t(size), stdout); },
                        indented ? JsonWriter::Style::Indented : JsonWriter::Style::Compact);
        write(json);
    }
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

bool CliContext::waitFor(const std::function<bool()> &done, int timeoutMs)
{
    return spinUntil(done, timeoutMs);
}

ZkSession::Options CliContext::sessionOptions(const CliOptions &options)
{
    ZkSession::Options sessionOptions(options.connect, qBound(4000, options.timeoutMs, 30000),
                                      options.digestCredentials);
    sessionOptions.tls = options.tls;
    sessionOptions.sasl = options.sasl;
    return sessionOptions;
}

ZkSession *CliContext::connect()
{
    m_session = std::make_unique<ZkSession>(sessionOptions(m_options));
    if (!m_session->open()) {
        fail(m_session->lastError());
        return nullptr;
    }
    const bool connected = waitFor(
        [this] {
            const ConnectionState s = m_session->state();
            return s == ConnectionState::Connected || s == ConnectionState::AuthFailed || s == ConnectionState::Closed;
        },
        m_options.timeoutMs);
    if (!connected) {
        const QString why = m_session->lastError();
        fail(QStringLiteral("cannot reach ZooKeeper at %1 within %2 ms%3")
                 .arg(m_options.connect)
                 .arg(m_options.timeoutMs)
                 .arg(why.isEmpty() ? QString() : QStringLiteral(": ") + why));
        return nullptr;
    }
    if (!m_session->isConnected()) {
        fail(QStringLiteral("cannot open a session with %1: %2").arg(m_options.connect, m_session->lastError()));
        return nullptr;
    }
    return m_session.get();
}

} // namespace lockscope::cli
