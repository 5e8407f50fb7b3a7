// SPDX-License-Identifier: Apache-2.0

#include "zk/ConnectFailureWatch.h"

#include "zk/TlsProbe.h"
#include "zk/ZkHandleOpen.h"

namespace lockscope::detail {

namespace {
constexpr int kPlainProbeDelayMs = 1500;
constexpr int kSaslPollMs = 20;
} // namespace

ConnectFailureWatch::ConnectFailureWatch(Settings settings, Refused refused, QObject *parent)
    : QObject(parent), m_settings(std::move(settings)), m_refused(std::move(refused))
{
    m_plainProbeDelay.setSingleShot(true);
    m_plainProbeDelay.setInterval(kPlainProbeDelayMs);
    connect(&m_plainProbeDelay, &QTimer::timeout, this, &ConnectFailureWatch::probeTls);
    m_saslPoll.setInterval(kSaslPollMs);
    connect(&m_saslPoll, &QTimer::timeout, this, &ConnectFailureWatch::checkSaslRefusal);
}

ConnectFailureWatch::~ConnectFailureWatch()
{
    delete m_probe;
}

void ConnectFailureWatch::watch(zhandle_t *zh)
{
    stop();
    m_zh = zh;
    if (m_settings.tls.enabled())
        probeTls();
    else
        m_plainProbeDelay.start();
    if (m_settings.sasl.enabled())
        m_saslPoll.start();
}

void ConnectFailureWatch::stop()
{
    m_zh = nullptr;
    m_plainProbeDelay.stop();
    m_saslPoll.stop();
    if (m_probe) {
        m_probe->disconnect(this);
        m_probe->deleteLater();
    }
}

int ConnectFailureWatch::probeSocket() const
{
    return m_probe ? int(m_probe->socketDescriptor()) : -1;
}

void ConnectFailureWatch::probeTls()
{
    if (m_probe || !m_zh)
        return;
    m_probe = new TlsProbe(m_settings.connectString, m_settings.tls, this);
    // A handshake that cannot succeed for the probe cannot for the C client either.
    connect(m_probe, &TlsProbe::finished, this, [this](const QString &problem) {
        m_probe->deleteLater();
        if (!problem.isEmpty() && m_zh)
            m_refused(problem, ConnectionState::Closed);
    });
    m_probe->start(m_settings.probeTimeoutMs);
}

// A handle that got a session id (the handshake went through) and is neither authenticating
// (associating) nor connected was refused during SASL: the server hung up on it.
void ConnectFailureWatch::checkSaslRefusal()
{
    if (!m_zh)
        return;
    const int zooState = zoo_state(m_zh);
    if (zooState == ZOO_ASSOCIATING_STATE || zooState == ZOO_CONNECTED_STATE || zooState == ZOO_READONLY_STATE
        || zoo_client_id(m_zh)->client_id == 0)
        return;
    m_refused(authFailureReason(m_settings.sasl), ConnectionState::AuthFailed);
}

} // namespace lockscope::detail
