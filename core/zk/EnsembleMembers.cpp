// SPDX-License-Identifier: Apache-2.0

#include "zk/EnsembleMembers.h"

#include <QStringList>
#include <algorithm>
#include <optional>

namespace lockscope {

QString EnsembleMember::address() const
{
    const QString shownHost = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return shownHost + QLatin1Char(':') + QString::number(clientPort);
}

namespace {

std::optional<EnsembleMember> parseMember(QStringView text)
{
    text = text.trimmed();
    EnsembleMember member;
    QStringView port;
    if (text.startsWith(u'[')) {
        const qsizetype close = text.indexOf(u']');
        if (close < 0)
            return std::nullopt;
        member.host = text.mid(1, close - 1).toString();
        const QStringView rest = text.mid(close + 1);
        if (!rest.isEmpty()) {
            if (!rest.startsWith(u':'))
                return std::nullopt;
            port = rest.mid(1);
        }
    } else {
        const qsizetype colon = text.lastIndexOf(u':');
        // More than one colon without brackets: a bare IPv6 address, no port.
        if (colon >= 0 && text.indexOf(u':') == colon) {
            member.host = text.left(colon).toString();
            port = text.mid(colon + 1);
        } else {
            member.host = text.toString();
        }
    }
    if (member.host.isEmpty())
        return std::nullopt;
    if (!port.isNull()) {
        bool ok = false;
        const uint value = port.toUInt(&ok);
        if (!ok || value == 0 || value > 65535)
            return std::nullopt;
        member.clientPort = quint16(value);
    }
    return member;
}

} // namespace

QString connectChroot(const QString &connectString)
{
    const qsizetype slash = connectString.indexOf(u'/');
    if (slash < 0)
        return {};
    QString chroot = connectString.mid(slash);
    while (chroot.endsWith(u'/'))
        chroot.chop(1);
    return chroot;
}

QList<EnsembleMember> ensembleMembers(const QString &connectString)
{
    QStringView hosts(connectString);
    // The chroot starts at the first '/': host lists never contain one.
    if (const qsizetype slash = hosts.indexOf(u'/'); slash >= 0)
        hosts = hosts.left(slash);
    QList<EnsembleMember> members;
    for (QStringView part : hosts.split(u',', Qt::SkipEmptyParts)) {
        const std::optional<EnsembleMember> member = parseMember(part);
        if (member && !members.contains(*member))
            members.append(*member);
    }
    return members;
}

QList<EnsembleMember> ensembleMembers(const QString &connectString, const TlsSettings &tls)
{
    QList<EnsembleMember> members = ensembleMembers(connectString);
    for (EnsembleMember &member : members)
        member.tls = tls;
    return members;
}

int handshakeLimitMs(const QString &connectString, int sessionTimeoutMs)
{
    constexpr int kLeastMs = 3000;
    const auto members = std::max<qsizetype>(1, ensembleMembers(connectString).size());
    return std::max(kLeastMs, int(sessionTimeoutMs / members));
}

} // namespace lockscope
