// SPDX-License-Identifier: Apache-2.0

#include "models/Formatting.h"

#include "zk/ZkTypes.h"

#include <QCoreApplication>
#include <QDateTime>

namespace lockscope::ui {

QString formatAge(qint64 ms)
{
    if (ms < 0)
        return {};
    if (ms < 1000)
        return QCoreApplication::translate("Formatting", "%1 ms").arg(ms);
    const qint64 s = ms / 1000;
    if (s < 60)
        return QCoreApplication::translate("Formatting", "%1 s").arg(s);
    if (s < 3600)
        return QCoreApplication::translate("Formatting", "%1 min %2 s")
            .arg(s / 60)
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    if (s < 86400)
        return QCoreApplication::translate("Formatting", "%1 h %2 min")
            .arg(s / 3600)
            .arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
    return QCoreApplication::translate("Formatting", "%1 d %2 h").arg(s / 86400).arg((s % 86400) / 3600);
}

QString formatTimestamp(qint64 msSinceEpoch)
{
    if (msSinceEpoch <= 0)
        return {};
    return QDateTime::fromMSecsSinceEpoch(msSinceEpoch).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

QString formatOwner(qint64 ephemeralOwner)
{
    if (ephemeralOwner == 0)
        return QCoreApplication::translate("Formatting", "persistent");
    if (ephemeralOwner == kContainerOwner)
        return QCoreApplication::translate("Formatting", "container");
    if ((quint64(ephemeralOwner) >> 56) == 0xff)
        return QCoreApplication::translate("Formatting", "TTL node");
    return formatSessionId(ephemeralOwner);
}

QString formatZxid(qint64 zxid)
{
    return QStringLiteral("0x%1").arg(quint64(zxid), 0, 16);
}

QString hexDump(const QByteArray &data)
{
    QString out;
    out.reserve(data.size() * 4 + 16);
    for (qsizetype offset = 0; offset < data.size(); offset += 16) {
        out += QStringLiteral("%1  ").arg(offset, 8, 16, QLatin1Char('0'));
        QString ascii;
        for (qsizetype i = 0; i < 16; ++i) {
            if (offset + i < data.size()) {
                const auto byte = quint8(data.at(offset + i));
                out += QStringLiteral("%1 ").arg(byte, 2, 16, QLatin1Char('0'));
                ascii += (byte >= 0x20 && byte < 0x7f) ? QChar(char16_t(byte)) : QChar(u'.');
            } else {
                out += QLatin1String("   ");
            }
            if (i == 7)
                out += QLatin1Char(' ');
        }
        out += QLatin1Char(' ') + ascii + QLatin1Char('\n');
    }
    return out;
}

QString shortNodeName(const QString &name)
{
    // Tokens (UUIDs, 32 hex digits) are 32+ characters of noise in a narrow box: keep 4.
    static constexpr qsizetype kLongToken = 24;
    qsizetype runStart = -1;
    for (qsizetype i = 0; i <= name.size(); ++i) {
        const bool tokenChar = i < name.size()
            && (name.at(i).isDigit() || (name.at(i) >= QLatin1Char('a') && name.at(i) <= QLatin1Char('f'))
                || name.at(i) == QLatin1Char('-'));
        if (tokenChar && runStart < 0)
            runStart = i;
        if (!tokenChar && runStart >= 0) {
            if (i - runStart >= kLongToken && i < name.size()) // a token, not the trailing sequence
                return name.left(runStart + 4) + QChar(0x2026) + name.mid(i);
            runStart = -1;
        }
    }
    return name;
}

} // namespace lockscope::ui
