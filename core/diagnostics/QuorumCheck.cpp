// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/QuorumCheck.h"

#include "diagnostics/ServerExchange.h"
#include "zk/ZkSession.h"

namespace lockscope {
namespace {

constexpr int kRoundEveryMs = 2000;

} // namespace

int srvrServes(const QByteArray &reply, bool *readOnly)
{
    *readOnly = false;
    if (reply.contains("not currently serving requests"))
        return 0;
    const qsizetype mode = reply.indexOf("Mode: ");
    if (mode < 0)
        return -1;
    const QByteArray value = reply.mid(mode + 6, reply.indexOf('\n', mode) - mode - 6).trimmed();
    if (value == "read-only") {
        *readOnly = true;
        return 0;
    }
    return value.isEmpty() ? -1 : 1;
}

QuorumCheck::QuorumCheck(ZkSession *session, int timeoutMs, QObject *parent)
    : QObject(parent),
      m_session(session),
      m_members(ensembleMembers(session->options().connectString, session->options().tls)),
      m_timeoutMs(timeoutMs)
{
    m_rounds.setInterval(kRoundEveryMs);
    connect(&m_rounds, &QTimer::timeout, this, &QuorumCheck::startRound);
    connect(session, &ZkSession::stateChanged, this, &QuorumCheck::onState);
}

QuorumCheck::~QuorumCheck() = default;

void QuorumCheck::onState()
{
    const ConnectionState state = m_session->state();
    const bool away = state == ConnectionState::Disconnected || state == ConnectionState::Expired
        || (state == ConnectionState::Connecting && m_status.known);
    if (away && !m_rounds.isActive()) {
        m_rounds.start();
        startRound();
    } else if (state == ConnectionState::Connected && m_rounds.isActive()) {
        m_rounds.stop();
        qDeleteAll(m_asking);
        m_asking.clear();
        if (std::exchange(m_status, QuorumStatus{}) != QuorumStatus{})
            Q_EMIT changed();
    }
}

void QuorumCheck::startRound()
{
    if (!m_asking.isEmpty())
        return; // the last round is still out: each answer is bounded by the timeout
    m_next = QuorumStatus{true, int(m_members.size())};
    for (const EnsembleMember &member : std::as_const(m_members)) {
        auto *ask = new ServerExchange(member.host, member.clientPort, QByteArrayLiteral("srvr"), m_timeoutMs, this);
        ask->setTls(member.tls);
        connect(ask, &ServerExchange::finished, this, &QuorumCheck::memberDone);
        m_asking << ask;
        ask->start();
    }
}

void QuorumCheck::memberDone()
{
    auto *ask = qobject_cast<ServerExchange *>(sender());
    if (!ask || !m_asking.removeOne(ask))
        return;
    ask->deleteLater();
    bool readOnly = false;
    const int serves = ask->error().isEmpty() ? srvrServes(ask->reply(), &readOnly) : -1;
    m_next.answering += serves >= 0 ? 1 : 0;
    m_next.writable += serves > 0 ? 1 : 0;
    m_next.readOnly += readOnly ? 1 : 0;
    if (m_asking.isEmpty() && std::exchange(m_status, m_next) != m_next)
        Q_EMIT changed();
}

} // namespace lockscope
