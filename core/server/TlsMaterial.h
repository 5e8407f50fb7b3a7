// SPDX-License-Identifier: Apache-2.0

#pragma once
// Key material for a private TLS ensemble, made with the real tools: openssl for a CA and PEM
// certificates, keytool for the server's Java stores. Demo mode (`--demo --tls`) and the tests
// of secure ensembles make theirs on the fly; nothing here is meant for a production ensemble.

#include "server/LocalZooKeeper.h"
#include "zk/ZkSecurity.h"

#include <QString>
#include <optional>

namespace lockscope {

struct TlsMaterial {
    QString caPem; // the CA that signed the server and the client
    QString clientCert; // signed by caPem
    QString clientKey;
    QString serverKeyStore; // PKCS12: the server's key and certificate (CN/SAN 127.0.0.1)
    QString trustStore; // PKCS12: caPem as a trusted entry
    QString password; // of both stores
    // With strangers only: a CA nobody here uses (trusting only it rejects the server), and a
    // client certificate it signed (the server rejects it).
    QString otherCaPem;
    QString strangerCert;
    QString strangerKey;

    // What a client passes to connect: the CA, and the client certificate and key.
    TlsSettings clientSettings() const { return {caPem, clientCert, clientKey}; }
};

enum class TlsStrangers {
    No,
    Yes
};

// Writes everything into `directory` (kept private to its owner); nullopt with a one-line
// `error` when openssl or keytool is missing or fails.
std::optional<TlsMaterial> makeTlsMaterial(const QString &directory, QString *error,
                                           TlsStrangers strangers = TlsStrangers::No);

// Server options for a secureClientPort using `material`, with or without client certificates.
LocalZooKeeper::Options tlsServerOptions(const TlsMaterial &material, bool clientAuth);

} // namespace lockscope
