// SPDX-License-Identifier: Apache-2.0

#include "platform/TextFormat.h"

#include <QList>
#include <algorithm>

namespace lockscope {

QString formatDuration(qint64 ms)
{
    if (ms < 1000)
        return QStringLiteral("%1 ms").arg(ms);
    if (ms < 60'000)
        return QStringLiteral("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
    if (ms < 3'600'000)
        return QStringLiteral("%1 min %2 s").arg(ms / 60'000).arg((ms / 1000) % 60);
    return QStringLiteral("%1 h %2 min").arg(ms / 3'600'000).arg((ms / 60'000) % 60);
}

std::optional<qint64> parseDuration(const QString &text)
{
    static const QList<std::pair<QChar, qint64>> units = {
        {u's', 1000}, {u'm', 60'000}, {u'h', 3'600'000}, {u'd', 86'400'000}};
    if (text.size() < 2)
        return std::nullopt;
    const auto unit =
        std::find_if(units.begin(), units.end(), [&text](const auto &u) { return u.first == text.back(); });
    bool ok = false;
    const qint64 count = QStringView(text).chopped(1).toLongLong(&ok);
    if (unit == units.end() || !ok || count < 0 || !text.front().isDigit()
        || count > 100LL * 365 * 86'400'000 / unit->second)
        return std::nullopt;
    return count * unit->second;
}

} // namespace lockscope
