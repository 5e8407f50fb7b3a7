// SPDX-License-Identifier: Apache-2.0

#include "zk/ZkSecurity.h"

#include "platform/BuildInfo.h"

#include <QFileInfo>

namespace lockscope {

QString TlsSettings::problem() const
{
    if (!enabled())
        return {};
    // The C client always presents a certificate: it refuses to start TLS without one.
    const std::pair<const char *, const QString *> files[] = {
        {"--tls-ca", &caFile}, {"--tls-cert", &certFile}, {"--tls-key", &keyFile}};
    for (const auto &[option, file] : files) {
        if (file->isEmpty())
            return QStringLiteral("TLS needs --tls-ca, --tls-cert and --tls-key together (%1 is missing)")
                .arg(QLatin1String(option));
        const QFileInfo info(*file);
        if (!info.isFile() || !info.isReadable())
            return QStringLiteral("%1: cannot read \"%2\"").arg(QLatin1String(option), *file);
    }
    return {};
}

std::optional<SaslSettings> SaslSettings::parse(const QString &spec)
{
    SaslSettings sasl;
    if (spec == QLatin1String("GSSAPI")) {
        sasl.mechanism = spec;
        return sasl;
    }
    static const QLatin1String digest("DIGEST-MD5:");
    if (!spec.startsWith(digest))
        return std::nullopt;
    const QString credentials = spec.mid(digest.size());
    const qsizetype colon = credentials.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return std::nullopt;
    sasl.mechanism = QStringLiteral("DIGEST-MD5");
    sasl.user = credentials.left(colon);
    sasl.password = credentials.mid(colon + 1);
    return sasl;
}

QString securitySupportProblem(const TlsSettings &tls, const SaslSettings &sasl)
{
    if (tls.enabled() && !zooKeeperClientInfo().tls)
        return QStringLiteral("TLS needs lockscope built with its own ZooKeeper client "
                              "(this build links Debian's libzookeeper-mt, without TLS)");
    if (sasl.enabled() && !zooKeeperClientInfo().sasl)
        return QStringLiteral("SASL needs lockscope built with its own ZooKeeper client "
                              "(this build links Debian's libzookeeper-mt, without SASL)");
    if (tls.enabled() && sasl.enabled())
        return QStringLiteral("the ZooKeeper C client cannot combine TLS and SASL on one connection: "
                              "use --auth digest:USER:PASSWORD over TLS");
    return {};
}

} // namespace lockscope
