// SPDX-License-Identifier: Apache-2.0

#pragma once
// Opening a C client handle with or without TLS and SASL. Internal to core/zk.

#include "zk/ZkSecurity.h"

#include <QByteArray>
#include <zookeeper/zookeeper.h>
#include <memory>

namespace lockscope::detail {

// What the C client reads through a handle's life (SASL callbacks and credentials, read on its
// I/O thread): kept until zookeeper_close has returned.
struct HandleSecrets;
struct HandleSecretsDeleter {
    void operator()(HandleSecrets *secrets) const;
};
using HandleSecretsPtr = std::unique_ptr<HandleSecrets, HandleSecretsDeleter>;

struct HandleRequest {
    QByteArray hosts; // the connect string
    watcher_fn watcher = nullptr;
    void *context = nullptr;
    int sessionTimeoutMs = 10000;
    const clientid_t *resume = nullptr;
    log_callback_fn log = nullptr;
    TlsSettings tls;
    SaslSettings sasl;
};

// zookeeper_init2, zookeeper_init_ssl or zookeeper_init_sasl as the settings ask; nullptr with
// errno set on failure. `secrets` receives what must outlive the handle.
zhandle_t *openZooKeeperHandle(const HandleRequest &request, HandleSecretsPtr &secrets);

// Why a handle with these settings ended in ZOO_AUTH_FAILED_STATE, in words.
QString authFailureReason(const SaslSettings &sasl);

} // namespace lockscope::detail
