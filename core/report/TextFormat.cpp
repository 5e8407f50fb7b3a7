#include "report/TextFormat.h"

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

} // namespace lockscope
