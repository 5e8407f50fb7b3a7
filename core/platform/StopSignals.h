// SPDX-License-Identifier: Apache-2.0

#pragma once
// While alive, SIGINT and SIGTERM are reported as stopRequested() on the owner thread (through
// a self-pipe: the handler only writes one byte), so that a program can close its sessions and
// stop its children before it exits.

#include <QObject>
#include <memory>

class QSocketNotifier;

namespace lockscope {

class StopSignals final : public QObject {
    Q_OBJECT
public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;

    bool isStopRequested() const { return m_stopRequested; }

Q_SIGNALS:
    void stopRequested();

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
    bool m_stopRequested = false;
};

} // namespace lockscope
