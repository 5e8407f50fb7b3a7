// SPDX-License-Identifier: Apache-2.0

#pragma once
// Server settings for tests of secure ensembles; their TLS key material comes from
// server/TlsMaterial, as demo mode's does.

#include "server/LocalZooKeeper.h"
#include "server/TlsMaterial.h"

#include <QString>

namespace lockscope::test {

// Server options requiring SASL DIGEST-MD5 with one user (a JAAS file written into `directory`).
LocalZooKeeper::Options digestSaslServerOptions(const QString &directory, const QString &user, const QString &password);

} // namespace lockscope::test
