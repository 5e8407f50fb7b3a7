// SPDX-License-Identifier: Apache-2.0

#include "diagnostics/DiagnosticsInput.h"

#include "zk/ZkTypes.h"

namespace lockscope {

QString describeSession(qint64 session, const EnsembleView *ensemble)
{
    QString id = formatSessionId(session);
    if (ensemble) {
        const auto endpoint = ensemble->endpoints.constFind(session);
        if (endpoint != ensemble->endpoints.constEnd())
            return id + QStringLiteral(" (") + endpoint->client + QLatin1Char(')');
    }
    return id;
}

} // namespace lockscope
