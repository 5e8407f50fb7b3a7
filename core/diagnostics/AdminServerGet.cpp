// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/AdminServerGet.h"

#include "diagnostics/ServerExchange.h"

namespace lockscope {
namespace {

// What answered spoke HTTP (any status): the scheme is right even if the command is refused.
bool spokeHttp(const QByteArray &reply)
{
    return reply.startsWith("HTTP/");
}

} // namespace

AdminServerGet::AdminServerGet(QString host, quint16 port, QString path, AdminScheme scheme, TlsSettings tls,
                               int timeoutMs, QObject *parent)
    : QObject(parent),
      m_host(std::move(host)),
      m_port(port),
      m_path(std::move(path)),
      m_scheme(scheme),
      m_tls(std::move(tls)),
      m_timeoutMs(timeoutMs)
{
}

AdminServerGet::~AdminServerGet() = default;

void AdminServerGet::start()
{
    ask(m_scheme == AdminScheme::Https ? AdminScheme::Https : AdminScheme::Http);
}

void AdminServerGet::ask(AdminScheme scheme)
{
    const bool https = scheme == AdminScheme::Https;
    auto *get = new ServerExchange(m_host, m_port, httpGetRequest(m_host, m_port, m_path), m_timeoutMs, this);
    if (https)
        get->setTls(m_tls, ServerExchange::Encryption::Always);
    connect(get, &ServerExchange::finished, this, [this, get, scheme, https] {
        get->deleteLater();
        QString problem = get->error();
        if (problem.isEmpty()) {
            m_body = parseHttpResponse(get->reply(), &problem);
            if (spokeHttp(get->reply()))
                m_answered = scheme;
        }
        const QString failure = problem.isEmpty()
            ? QString()
            : QStringLiteral("AdminServer %1: %2").arg(httpOrigin(m_host, m_port, https), problem);
        // Plain HTTP reached a server that did not speak it (an HTTPS-only AdminServer drops the
        // request or sends a TLS alert): ask again over TLS, and name both tries if that fails.
        if (m_scheme == AdminScheme::Unknown && !https && get->error().isEmpty() && !spokeHttp(get->reply())) {
            m_error = failure;
            ask(AdminScheme::Https);
            return;
        }
        m_error = m_error.isEmpty() || failure.isEmpty() ? failure : m_error + QStringLiteral("; ") + failure;
        if (m_body)
            m_error.clear();
        m_finished = true;
        Q_EMIT finished();
    });
    get->start();
}

} // namespace lockscope
