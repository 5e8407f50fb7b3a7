// SPDX-License-Identifier: Apache-2.0

#include "sim/SimLog.h"

#include <QDateTime>
#include <cstdio>

namespace lockscope {
namespace {

void writeLine(std::FILE *stream, const QString &id, const QString &what)
{
    const QString line = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) + QLatin1Char(' ') + id
        + QLatin1Char(' ') + what + QLatin1Char('\n');
    std::fputs(line.toUtf8().constData(), stream);
    std::fflush(stream);
}

} // namespace

void logSimStep(const QString &id, const QString &what)
{
    writeLine(stdout, id, what);
}

void logSimError(const QString &id, const QString &what)
{
    writeLine(stderr, id, what);
}

} // namespace lockscope
