#pragma once
// Key material and server settings for tests of secure ensembles, made with the real tools:
// openssl for the CAs and PEM certificates, keytool for the server's Java trust store.

#include "server/LocalZooKeeper.h"

#include <QString>
#include <optional>

namespace lockscope::test {

struct TlsMaterial {
    QString caPem;              // the CA that signed the server and the client
    QString otherCaPem;         // a CA nobody here uses: trusting only it rejects the server
    QString clientCert;         // signed by caPem
    QString clientKey;
    QString strangerCert;       // a client certificate signed by the other CA
    QString strangerKey;
    QString serverKeyStore;     // PKCS12: the server's key and certificate (CN/SAN 127.0.0.1)
    QString trustStore;         // PKCS12: caPem as a trusted entry
    QString password;           // of both stores
};

// Writes everything into `directory`; nullopt with `error` set when a tool fails.
std::optional<TlsMaterial> makeTlsMaterial(const QString &directory, QString *error);

// Server options for a secureClientPort using `material`, with or without client certificates.
LocalZooKeeper::Options tlsServerOptions(const TlsMaterial &material, bool clientAuth);

// Server options requiring SASL DIGEST-MD5 with one user (a JAAS file written into `directory`).
LocalZooKeeper::Options digestSaslServerOptions(const QString &directory, const QString &user, const QString &password);

} // namespace lockscope::test
