// SPDX-License-Identifier: Apache-2.0

#include "stats/HistoryExport.h"

#include "report/SnapshotJson.h"
#include "stats/LockHistory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace lockscope {

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString sessionText(qint64 session)
{
    return isSessionOwner(session) ? formatSessionId(session) : QString();
}

QJsonValue sessionJson(qint64 session)
{
    return isSessionOwner(session) ? QJsonValue(formatSessionId(session)) : QJsonValue(QJsonValue::Null);
}

QJsonValue sessionDecimalJson(qint64 session)
{
    return isSessionOwner(session) ? QJsonValue(formatSessionDecimal(session)) : QJsonValue(QJsonValue::Null);
}

QJsonValue timeJson(qint64 ms)
{
    return ms > 0 ? QJsonValue(isoUtcFromMs(ms)) : QJsonValue(QJsonValue::Null);
}

class CsvWriter {
public:
    explicit CsvWriter(const LockHistory &history) : m_history(history)
    {
        m_out += QLatin1String("lock,series,time,value,session\n");
    }

    void writeLock(const QString &key)
    {
        const QString lock = csvField(key);
        for (const DurationSample &s : m_history.holdSamples(key))
            row(lock, u"hold_ms", s.atMs, s.durationMs, sessionText(s.session));
        for (const DurationSample &s : m_history.waitSamples(key))
            row(lock, u"wait_ms", s.atMs, s.durationMs, sessionText(s.session));
        for (const MinuteBucket &b : m_history.minuteBuckets(key))
            row(lock, u"acquisitions_per_minute", b.startMs, b.acquisitions, {});
        for (const QueueSample &s : m_history.queueSamples(key)) {
            row(lock, u"holders", s.atMs, s.holders, {});
            row(lock, u"waiters", s.atMs, s.waiters, {});
        }
    }

    QByteArray result() const { return m_out.toUtf8(); }

private:
    void row(const QString &lock, QStringView series, qint64 atMs, qint64 value, const QString &session)
    {
        m_out += lock + QLatin1Char(',') + series + QLatin1Char(',') + isoUtcFromMs(atMs) + QLatin1Char(',')
            + QString::number(value) + QLatin1Char(',') + session + QLatin1Char('\n');
    }

    const LockHistory &m_history;
    QString m_out;
};

QJsonObject summaryJson(const DurationSummary &s)
{
    return {{QStringLiteral("count"), s.count},
            {QStringLiteral("min_ms"), s.minMs},
            {QStringLiteral("median_ms"), s.medianMs},
            {QStringLiteral("p95_ms"), s.p95Ms},
            {QStringLiteral("max_ms"), s.maxMs}};
}

QJsonArray durationsJson(const std::vector<DurationSample> &samples)
{
    QJsonArray out;
    for (const DurationSample &s : samples) {
        out.append(QJsonObject{{QStringLiteral("at"), isoUtcFromMs(s.atMs)},
                               {QStringLiteral("ms"), s.durationMs},
                               {QStringLiteral("session"), sessionJson(s.session)},
                               {QStringLiteral("session_decimal"), sessionDecimalJson(s.session)}});
    }
    return out;
}

QJsonObject historyJson(const LockHistory &history, const QString &key, const LockStats &stats)
{
    QJsonArray minutes;
    for (const MinuteBucket &b : history.minuteBuckets(key)) {
        minutes.append(QJsonObject{{QStringLiteral("minute"), isoUtcFromMs(b.startMs)},
                                   {QStringLiteral("count"), b.acquisitions},
                                   {QStringLiteral("unseen"), b.unseen}});
    }
    QJsonArray queue;
    for (const QueueSample &s : history.queueSamples(key)) {
        queue.append(QJsonObject{{QStringLiteral("at"), isoUtcFromMs(s.atMs)},
                                 {QStringLiteral("holders"), s.holders},
                                 {QStringLiteral("waiters"), s.waiters},
                                 {QStringLiteral("periodic"), s.periodic}});
    }
    return {
        {QStringLiteral("holders"), stats.holders},
        {QStringLiteral("waiters"), stats.waiters},
        {QStringLiteral("acquisitions"), stats.acquisitions},
        {QStringLiteral("releases"), stats.releases},
        {QStringLiteral("abandoned"), stats.abandoned},
        {QStringLiteral("unseen"), stats.unseen},
        {QStringLiteral("first_seen"), timeJson(stats.firstSeenMs)},
        {QStringLiteral("last_change"), timeJson(stats.lastChangeMs)},
        {QStringLiteral("hold"), summaryJson(stats.hold)},
        {QStringLiteral("wait"), summaryJson(stats.wait)},
        {QStringLiteral("hold_samples"), durationsJson(history.holdSamples(key))},
        {QStringLiteral("wait_samples"), durationsJson(history.waitSamples(key))},
        {QStringLiteral("acquisitions_per_minute"), minutes},
        {QStringLiteral("queue_length"), queue},
    };
}

QJsonObject capacityJson(const Capacity &c)
{
    return {{QStringLiteral("samples_per_series"), c.samplesPerSeries},
            {QStringLiteral("overall_samples_per_series"), c.overallSamplesPerSeries},
            {QStringLiteral("minute_buckets"), c.minuteBuckets},
            {QStringLiteral("max_locks"), c.maxLocks},
            {QStringLiteral("sample_interval_ms"), c.sampleIntervalMs}};
}

} // namespace

QByteArray historyToCsv(const LockHistory &history)
{
    CsvWriter writer(history);
    writer.writeLock(QString());
    const QStringList keys = history.keys();
    for (const QString &key : keys)
        writer.writeLock(key);
    return writer.result();
}

QByteArray historyToJson(const LockHistory &history, const QDateTime &exportedAt)
{
    QJsonArray locks;
    const QStringList keys = history.keys();
    for (const QString &key : keys) {
        const LockStats stats = history.stats(key);
        QJsonObject lock = historyJson(history, key, stats);
        lock.insert(QStringLiteral("lock"), key);
        lock.insert(QStringLiteral("path"), stats.path);
        lock.insert(QStringLiteral("queue"),
                    stats.queue.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(stats.queue));
        lock.insert(QStringLiteral("present"), stats.present);
        locks.append(lock);
    }
    const QJsonObject document{
        {QStringLiteral("format"), QStringLiteral("lockscope-history-1")},
        {QStringLiteral("exported_at"), isoUtc(exportedAt)},
        {QStringLiteral("capacity"), capacityJson(history.capacity())},
        {QStringLiteral("overall"), historyJson(history, QString(), history.stats())},
        {QStringLiteral("locks"), locks},
    };
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

} // namespace lockscope
