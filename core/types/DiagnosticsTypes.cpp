// SPDX-License-Identifier: Apache-2.0

#include "types/DiagnosticsTypes.h"

namespace lockscope {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Critical: return QStringLiteral("critical");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Info: return QStringLiteral("info");
    }
    return {};
}

bool Finding::sameFacts(const Finding &other) const
{
    return kind == other.kind && severity == other.severity && sessions == other.sessions && locks == other.locks
        && nodes == other.nodes && watchers == other.watchers;
}

qint64 DiagnosticsSettings::longHeldThreshold(const QString &lockPath, const QString &lockKey) const
{
    // A queue's own key ("/locks#orderA_NO_") is more specific than its parent's path.
    for (const QString &wanted : {lockKey, lockPath}) {
        for (const auto &[lock, ms] : longHeldMsByLock) {
            if (lock == wanted)
                return ms;
        }
    }
    return longHeldMs;
}

} // namespace lockscope
