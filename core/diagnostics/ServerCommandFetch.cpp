// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/ServerCommandFetch.h"

#include "diagnostics/ServerExchange.h"

namespace lockscope {

ServerCommandFetch::ServerCommandFetch(EnsembleMember member, quint16 adminPort, int timeoutMs, Command command,
                                       QObject *parent)
    : QObject(parent),
      m_member(std::move(member)),
      m_adminPort(adminPort),
      m_timeoutMs(timeoutMs),
      m_command(std::move(command))
{
}

ServerCommandFetch::~ServerCommandFetch() = default;

void ServerCommandFetch::start(const QString &adminUnusable, AdminScheme scheme)
{
    m_scheme = scheme;
    if (m_adminPort == 0 || !adminUnusable.isEmpty()) {
        m_adminError = adminUnusable.isEmpty() ? QStringLiteral("no AdminServer port given") : adminUnusable;
        askWord();
        return;
    }
    askAdminServer();
}

void ServerCommandFetch::askAdminServer()
{
    auto *get = new AdminServerGet(m_member.host, m_adminPort, QStringLiteral("/commands/") + m_command.adminCommand,
                                   m_scheme, m_member.tls, m_timeoutMs, this);
    connect(get, &AdminServerGet::finished, this, [this, get] {
        get->deleteLater();
        QString problem;
        if (get->body() && m_command.acceptAdmin(*get->body(), &problem)) {
            m_byAdmin = true;
            finish({});
            return;
        }
        m_adminError = get->body()
            ? QStringLiteral("AdminServer %1: %2")
                  .arg(httpOrigin(m_member.host, m_adminPort, get->scheme() == AdminScheme::Https), problem)
            : get->error();
        askWord();
    });
    get->start();
}

void ServerCommandFetch::askWord()
{
    auto *ask = new ServerExchange(m_member.host, m_member.clientPort, m_command.word, m_timeoutMs, this);
    ask->setTls(m_member.tls); // a secureClientPort answers four-letter words inside TLS
    connect(ask, &ServerExchange::finished, this, [this, ask] {
        ask->deleteLater();
        QString problem = ask->error();
        if (problem.isEmpty() && m_command.acceptWord(ask->reply(), &problem)) {
            finish({});
            return;
        }
        const QString word = QString::fromLatin1(m_command.word);
        // A refusal (not whitelisted) is the server's own words; a socket error needs the where.
        finish(ask->error().isEmpty() ? problem
                                      : QStringLiteral("%1 to %2: %3").arg(word, m_member.address(), problem));
    });
    ask->start();
}

void ServerCommandFetch::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error.isEmpty() || m_adminError.isEmpty() ? error : m_adminError + QStringLiteral("; ") + error;
    Q_EMIT finished();
}

} // namespace lockscope
