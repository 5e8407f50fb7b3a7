// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/SessionDump.h"

#include "diagnostics/ServerReplies.h"

#include <QDateTime>
#include <QList>
#include <QLocale>
#include <QTimeZone>

namespace lockscope {
namespace {

// "Thu Nov 26 11:51:56 UTC 2026" (java.util.Date#toString): ms since the epoch, when UTC or GMT.
std::optional<qint64> parseJavaDate(QByteArrayView text)
{
    const QList<QByteArray> parts = QByteArray(text.data(), text.size()).split(' ');
    if (parts.size() != 6 || (parts[4] != "UTC" && parts[4] != "GMT"))
        return std::nullopt;
    const QString withoutZone = QString::fromLatin1(parts[1] + ' ' + parts[2] + ' ' + parts[3] + ' ' + parts[5]);
    QDateTime at = QLocale::c().toDateTime(withoutZone, QStringLiteral("MMM d HH:mm:ss yyyy"));
    if (!at.isValid())
        return std::nullopt;
    at.setTimeSpec(Qt::UTC);
    return at.toMSecsSinceEpoch();
}

} // namespace

std::optional<SessionDump> parseDumpReply(const QByteArray &reply, QString *error)
{
    if (reply.contains("not in the whitelist")) {
        *error = QStringLiteral("four-letter word dump is not allowed (4lw.commands.whitelist)");
        return std::nullopt;
    }
    if (reply.contains("not currently serving requests")) {
        *error = QStringLiteral("the server is not serving requests");
        return std::nullopt;
    }
    // "SessionTracker dump:", "Session Sets (3)/(2):", then per bucket "<n> expire at <date>:"
    // followed by "\t0x<session>" lines; after "ephemeral nodes dump:", "0x<session>:" lines each
    // followed by "\t<path>" lines; "Connections dump:" (3.8's addition) is not read.
    if (!reply.startsWith("SessionTracker dump:")) {
        *error = QStringLiteral("unexpected answer to dump: %1").arg(QString::fromUtf8(reply.left(80)));
        return std::nullopt;
    }
    SessionDump dump;
    std::optional<qint64> bucket;
    std::optional<qint64> owner; // in the ephemeral nodes' part: whose paths follow
    bool ephemeralPart = false;
    static constexpr QByteArrayView kExpireAt = " expire at ";
    for (const QByteArray &line : reply.split('\n')) {
        if (line.startsWith("Connections dump:"))
            break;
        if (line.startsWith("ephemeral nodes dump:")) {
            ephemeralPart = true;
            continue;
        }
        if (ephemeralPart) {
            if (line.startsWith("\t/") && owner)
                dump.ephemerals[*owner].append(QString::fromUtf8(QByteArrayView(line).sliced(1).trimmed()));
            else if (line.startsWith("0x") && line.endsWith(':'))
                owner = parseHexSessionId(QByteArrayView(line).chopped(1));
            continue;
        }
        if (line.startsWith('\t')) {
            const std::optional<qint64> session = parseHexSessionId(QByteArrayView(line).sliced(1).trimmed());
            if (session && bucket)
                dump.expiresAtMs.insert(*session, *bucket);
            continue;
        }
        const qsizetype at = line.indexOf(kExpireAt);
        bucket.reset();
        if (at > 0 && line.endsWith(':'))
            bucket = parseJavaDate(QByteArrayView(line).sliced(at + kExpireAt.size()).chopped(1));
    }
    return dump;
}

} // namespace lockscope
