// SPDX-License-Identifier: Apache-2.0

#include "ServeProcess.h"

#include "ProcessRun.h"
#include "TestZooKeeper.h"

#include <QRegularExpression>

namespace lockscope::test {

ServeProcess::~ServeProcess()
{
    stopProcess(m_process);
}

bool ServeProcess::start(const QString &connect, const QStringList &arguments, int timeoutMs)
{
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.start(m_cliPath,
                    QStringList{QStringLiteral("serve"), QStringLiteral("--connect"), connect,
                                QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")}
                        + arguments);
    static const QRegularExpression listening(QStringLiteral("listening on 127\\.0\\.0\\.1:(\\d+)"));
    waitUntil(
        [&] {
            m_output += m_process.readAll();
            const QRegularExpressionMatch match = listening.match(QString::fromUtf8(m_output));
            if (match.hasMatch())
                m_port = quint16(match.captured(1).toUInt());
            return m_port != 0 || m_process.state() == QProcess::NotRunning;
        },
        timeoutMs);
    return m_port != 0;
}

QString ServeProcess::output()
{
    m_output += m_process.readAll();
    return QString::fromUtf8(m_output);
}

std::optional<double> ServeProcess::metric(const QString &name, const QStringList &labels) const
{
    const HttpReply reply = get(QStringLiteral("/metrics"));
    if (reply.status != 200)
        return std::nullopt;
    return metricValue(reply.body, name, labels);
}

std::optional<double> metricValue(const QByteArray &text, const QString &name, const QStringList &labels)
{
    std::optional<double> found;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype nameEnd = line.indexOf(QRegularExpression(QStringLiteral("[{ ]")));
        if (nameEnd < 0 || line.left(nameEnd) != name)
            continue;
        const qsizetype valueStart = line.lastIndexOf(QLatin1Char(' '));
        const QString labelText = line.mid(nameEnd, valueStart - nameEnd);
        const bool all =
            std::all_of(labels.begin(), labels.end(), [&](const QString &label) { return labelText.contains(label); });
        if (!all)
            continue;
        if (found)
            return std::nullopt; // ambiguous
        found = line.mid(valueStart + 1).toDouble();
    }
    return found;
}

} // namespace lockscope::test
