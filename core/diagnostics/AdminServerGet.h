// SPDX-License-Identifier: Apache-2.0

#pragma once
// One GET to a member's AdminServer. ZooKeeper serves it over plain HTTP by default, and over
// HTTPS only when `zookeeper.admin.forceHttps` is set (with the quorum's TLS key store), which
// secure ensembles do: asked to find out, it tries HTTP and, when what answers does not speak
// HTTP, HTTPS with the connection's TLS settings (or the system's CAs). Bounded like the rest.

#include "zk/ZkSecurity.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <optional>

namespace lockscope {

enum class AdminScheme {
    Unknown,
    Http,
    Https
};

class AdminServerGet final : public QObject {
    Q_OBJECT
public:
    // scheme Unknown: find out (HTTP first). `tls` verifies an HTTPS server as the session's
    // secure port is verified; empty, the system's CAs do.
    AdminServerGet(QString host, quint16 port, QString path, AdminScheme scheme, TlsSettings tls, int timeoutMs,
                   QObject *parent = nullptr);
    ~AdminServerGet() override;

    void start();
    bool isFinished() const { return m_finished; }
    // The body of a 200 answer; nullopt with error() set otherwise.
    const std::optional<QByteArray> &body() const { return m_body; }
    // "AdminServer http://host:port: why" (both tries named when both failed); empty on success.
    QString error() const { return m_error; }
    // The scheme that answered with HTTP (even an error status), Unknown when none did.
    AdminScheme scheme() const { return m_answered; }

Q_SIGNALS:
    void finished();

private:
    void ask(AdminScheme scheme);

    QString m_host;
    quint16 m_port;
    QString m_path;
    AdminScheme m_scheme;
    TlsSettings m_tls;
    int m_timeoutMs;
    std::optional<QByteArray> m_body;
    QString m_error;
    AdminScheme m_answered = AdminScheme::Unknown;
    bool m_finished = false;
};

} // namespace lockscope
