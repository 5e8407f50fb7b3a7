#pragma once
// While alive, SIGINT and SIGTERM quit the Qt event loop (through a self-pipe: the signal
// handler itself only writes one byte).

#include <QObject>
#include <memory>

class QSocketNotifier;

namespace lockscope::cli {

class QuitOnSignal : public QObject {
    Q_OBJECT
public:
    QuitOnSignal();
    ~QuitOnSignal() override;
    bool received() const { return m_received; }

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
    bool m_received = false;
};

} // namespace lockscope::cli
