// SPDX-License-Identifier: Apache-2.0

#include "history/LiveSpans.h"

#include "monitor/LockMonitor.h"

#include <QDateTime>

namespace lockscope {

LiveSpans::LiveSpans(const SpanLimits &limits, QObject *parent)
    : QObject(parent),
      m_limits(limits),
      m_recordStartMs(QDateTime::currentMSecsSinceEpoch()),
      m_recorder(m_recordStartMs)
{
}

void LiveSpans::attach(LockMonitor *monitor)
{
    m_recordStartMs = QDateTime::currentMSecsSinceEpoch();
    m_recorder = SpanRecorder(m_recordStartMs);
    const qint64 now = m_recordStartMs;
    connect(monitor, &LockMonitor::lockUpdated, this,
            [this](const LockQueue &queue) { recordQueue(queue, QDateTime::currentMSecsSinceEpoch()); });
    connect(monitor, &LockMonitor::lockRemoved, this,
            [this](const QString &key) { recordRemoved(key, QDateTime::currentMSecsSinceEpoch()); });
    connect(monitor, &LockMonitor::lockRenamed, this, &LiveSpans::recordRenamed);
    connect(monitor, &LockMonitor::eventsOccurred, this, &LiveSpans::recordEvents);
    for (const LockQueue &queue : monitor->lockView())
        recordQueue(queue, now);
}

void LiveSpans::recordQueue(const LockQueue &queue, qint64 atMs)
{
    const QString key = queue.key();
    m_recorder.record(queue, atMs);
    m_recorder.trim(key, m_limits);
    Q_EMIT lockChanged(key);
}

void LiveSpans::recordRemoved(const QString &key, qint64 atMs)
{
    m_recorder.recordVanished(key, atMs);
    Q_EMIT lockChanged(key);
}

void LiveSpans::recordRenamed(const QString &from, const QString &to)
{
    m_recorder.rename(from, to);
    Q_EMIT lockChanged(to);
}

void LiveSpans::recordEvents(const QList<LockEvent> &events)
{
    for (const LockEvent &event : events) {
        if (event.type != LockEventType::Unseen)
            continue;
        const QString key = event.lockKey();
        m_recorder.recordUnseen(key, event.count, event.at.toMSecsSinceEpoch());
        m_recorder.trim(key, m_limits);
        Q_EMIT lockChanged(key);
    }
}

} // namespace lockscope
