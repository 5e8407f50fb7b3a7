// SPDX-License-Identifier: Apache-2.0

#include "PrometheusServer.h"

#include "HttpProbe.h"
#include "ProcessRun.h"
#include "TestZooKeeper.h"

#include "server/ListeningPorts.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace lockscope::test {

bool PrometheusServer::isAvailable(QString *whyNot)
{
    if (QFileInfo(QString::fromLatin1(kBinary)).isExecutable()
        && QFileInfo(QString::fromLatin1(kPromtool)).isExecutable())
        return true;
    if (whyNot)
        *whyNot = QStringLiteral("Debian's prometheus package is not installed (%1, %2)")
                      .arg(QString::fromLatin1(kBinary), QString::fromLatin1(kPromtool));
    return false;
}

PrometheusServer::~PrometheusServer()
{
    stopProcess(m_process);
}

bool PrometheusServer::start(const QMap<QString, QByteArray> &files, int timeoutMs)
{
    if (!m_dir.isValid())
        return false;
    for (auto it = files.begin(); it != files.end(); ++it) {
        QFile file(m_dir.filePath(it.key()));
        if (!file.open(QIODevice::WriteOnly) || file.write(it.value()) != it.value().size())
            return false;
    }
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.setWorkingDirectory(m_dir.path());
    // Port 0: the kernel picks a free one, read back from /proc once it listens.
    m_process.start(QString::fromLatin1(kBinary),
                    {QStringLiteral("--config.file=") + m_dir.filePath(QStringLiteral("prometheus.yml")),
                     QStringLiteral("--storage.tsdb.path=") + m_dir.filePath(QStringLiteral("data")),
                     QStringLiteral("--web.listen-address=127.0.0.1:0"), QStringLiteral("--log.level=warn")});
    if (!m_process.waitForStarted(10000))
        return false;
    const bool listening = waitUntil(
        [this] {
            const QList<quint16> ports = listeningTcpPorts(m_process.processId());
            m_port = ports.isEmpty() ? 0 : ports.first();
            return m_port != 0 || m_process.state() == QProcess::NotRunning;
        },
        timeoutMs);
    if (!listening || m_port == 0)
        return false;
    return waitUntil([this] { return httpGet(m_port, QStringLiteral("/-/ready"), 2000).status == 200; }, timeoutMs);
}

QString PrometheusServer::log() const
{
    return QString::fromUtf8(const_cast<QProcess &>(m_process).readAll());
}

std::optional<QJsonValue> PrometheusServer::api(const QString &path, QString *error)
{
    const HttpReply reply = httpGet(m_port, QStringLiteral("/api/v1/") + path);
    const QJsonObject doc = QJsonDocument::fromJson(reply.body).object();
    if (doc.value(QStringLiteral("status")).toString() != QLatin1String("success")) {
        if (error)
            *error = QStringLiteral("HTTP %1: %2 %3").arg(reply.status).arg(reply.error, QString::fromUtf8(reply.body));
        return std::nullopt;
    }
    return doc.value(QStringLiteral("data"));
}

std::optional<QJsonArray> PrometheusServer::query(const QString &promql, QString *error)
{
    const auto data = api(QStringLiteral("query?query=") + QString::fromLatin1(QUrl::toPercentEncoding(promql)), error);
    if (!data)
        return std::nullopt;
    return data->toObject().value(QStringLiteral("result")).toArray();
}

std::optional<double> PrometheusServer::value(const QString &promql)
{
    const auto result = query(promql);
    if (!result || result->size() != 1)
        return std::nullopt;
    // An instant vector sample: {"metric": {...}, "value": [time, "text"]}.
    return result->first().toObject().value(QStringLiteral("value")).toArray().at(1).toString().toDouble();
}

} // namespace lockscope::test
