// SPDX-License-Identifier: Apache-2.0

#pragma once
// Why a session that has not connected never will, in one line. The C client only logs a refused
// TLS handshake and retries for ever, and a server that requires SASL hangs up on a failed
// authentication, which the client takes for a lost connection: both would look like an
// unreachable ensemble. Internal to core/zk: ZkSession runs one per handle.

#include "zk/ZkSecurity.h"
#include "zk/ZkTypes.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <zookeeper/zookeeper.h>

namespace lockscope {
class TlsProbe;
}

namespace lockscope::detail {

class ConnectFailureWatch final : public QObject {
    Q_OBJECT
public:
    struct Settings {
        QString connectString;
        TlsSettings tls;
        SaslSettings sasl;
        int probeTimeoutMs = 5000;
    };
    // Told the reason and the state to end in (Closed, AuthFailed); the handle is then to be closed.
    using Refused = std::function<void(const QString &reason, ConnectionState state)>;

    ConnectFailureWatch(Settings settings, Refused refused, QObject *parent = nullptr);
    ~ConnectFailureWatch() override;

    void watch(zhandle_t *zh); // a new handle, not connected yet
    void stop(); // connected, or the handle is closing
    int probeSocket() const; // the TLS probe's own connection, or -1

private:
    void probeTls();
    void checkSaslRefusal();

    Settings m_settings;
    Refused m_refused;
    zhandle_t *m_zh = nullptr;
    QTimer m_plainProbeDelay; // a plain session slow to connect: does the port want TLS?
    QTimer m_saslPoll; // SASL not through yet: did the server hang up on it?
    QPointer<TlsProbe> m_probe;
};

} // namespace lockscope::detail
