// SPDX-License-Identifier: Apache-2.0

#pragma once
// How a session proves itself and protects its traffic: TLS to a secureClientPort (PEM files)
// and SASL (DIGEST-MD5 with a user and password, or Kerberos GSSAPI from the credential cache).
// Debian's libzookeeper-mt has neither TLS nor SASL; the client built from source
// (cmake/ZooKeeperClient.cmake) has both: platform/BuildInfo says which one is linked.

#include <QString>
#include <optional>

namespace lockscope {

struct TlsSettings {
    QString caFile; // trusted CA certificates (PEM): the server's certificate must chain to one
    QString certFile; // this client's certificate chain (PEM)
    QString keyFile; // its private key (PEM, unencrypted)

    bool enabled() const { return !caFile.isEmpty() || !certFile.isEmpty() || !keyFile.isEmpty(); }
    // Empty when usable, else one line naming the option at fault.
    QString problem() const;
    friend bool operator==(const TlsSettings &, const TlsSettings &) = default;
};

struct SaslSettings {
    QString mechanism; // "DIGEST-MD5" or "GSSAPI"; empty: no SASL
    QString user; // DIGEST-MD5 only
    QString password; // DIGEST-MD5 only; never stored in plain settings
    QString service = QStringLiteral("zookeeper"); // the server principal's service (GSSAPI)

    bool enabled() const { return !mechanism.isEmpty(); }
    bool isKerberos() const { return mechanism == QLatin1String("GSSAPI"); }
    // "DIGEST-MD5:USER:PASSWORD" or "GSSAPI", as --sasl takes it (the password may hold ':').
    static std::optional<SaslSettings> parse(const QString &spec);
    friend bool operator==(const SaslSettings &, const SaslSettings &) = default;
};

// Empty when the linked client can open a connection with `tls` and `sasl`, else why not.
QString securitySupportProblem(const TlsSettings &tls, const SaslSettings &sasl);

} // namespace lockscope
