#pragma once
// While alive, SIGINT and SIGTERM are reported as stopRequested() on the owner thread (through
// a self-pipe: the handler only writes one byte), so that a client can close its session first.

#include <QObject>
#include <memory>

class QSocketNotifier;

namespace lockscope {

class StopSignals : public QObject {
    Q_OBJECT
public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;

Q_SIGNALS:
    void stopRequested();

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace lockscope
