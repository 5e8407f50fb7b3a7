// SPDX-License-Identifier: Apache-2.0

#pragma once
// The live monitor's record as spans, for the GUI timeline: a SpanRecorder fed by a
// LockMonitor's signals, kept beside the connection's LockHistory. It runs as long as the
// connection does, so it is bounded (SpanLimits): each lock keeps its newest ended spans and
// unseen marks, and only so many locks that have vanished are remembered. Owner thread only.

#include "history/SpanRecorder.h"
#include "monitor/LockEvent.h"

#include <QObject>

namespace lockscope {

class LockMonitor;

class LiveSpans final : public QObject {
    Q_OBJECT
public:
    explicit LiveSpans(const SpanLimits &limits = {}, QObject *parent = nullptr);

    // Follows the monitor from now on; the record starts now and the locks it already shows are
    // taken in at once (their entries marked as present before the record began).
    void attach(LockMonitor *monitor);
    qint64 recordStartMs() const { return m_recordStartMs; }
    const SpanRecorder &recorder() const { return m_recorder; }
    const SpanLimits &limits() const { return m_limits; }

    // What attach() connects; public so that tests can feed recorded sequences.
    void recordQueue(const LockQueue &queue, qint64 atMs);
    void recordRemoved(const QString &key, qint64 atMs);
    void recordRenamed(const QString &from, const QString &to);
    void recordEvents(const QList<LockEvent> &events);

Q_SIGNALS:
    // The spans of this lock changed (unthrottled: once per monitor update of the lock).
    void lockChanged(const QString &key);

private:
    SpanLimits m_limits;
    qint64 m_recordStartMs = 0;
    SpanRecorder m_recorder;
};

} // namespace lockscope
