// SPDX-License-Identifier: Apache-2.0

#include "zk/StalledHandshakeWatch.h"

#include "zk/UnansweredHandshake.h"

#include <QLoggingCategory>
#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcZkSession)

namespace lockscope::detail {

StalledHandshakeWatch::StalledHandshakeWatch(std::function<std::string()> currentServer, std::function<int()> spared,
                                             QObject *parent)
    : QObject(parent), m_currentServer(std::move(currentServer)), m_spared(std::move(spared))
{
    connect(&m_timer, &QTimer::timeout, this, &StalledHandshakeWatch::check);
}

void StalledHandshakeWatch::watch(zhandle_t *zh, int limitMs)
{
    m_zh = zh;
    m_limitMs = limitMs;
    // A handshake is ended between one and one and a quarter limits after its hello.
    m_timer.start(std::max(250, limitMs / 4));
}

void StalledHandshakeWatch::stop()
{
    m_timer.stop();
    m_zh = nullptr;
}

void StalledHandshakeWatch::check()
{
    if (!m_zh)
        return;
    const std::string server = m_currentServer();
    if (endUnansweredHandshake(m_zh, server, m_limitMs, m_spared()) > 0)
        qCInfo(lcZkSession, "%s left a TLS handshake unanswered for %d ms: trying the next member", server.c_str(),
               m_limitMs);
}

} // namespace lockscope::detail
