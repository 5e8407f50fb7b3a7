#pragma once
// The Demo menu while demo mode runs: launch another simulated client on one of the demo's
// locks, or kill one (a real crash: its session expires on the server later).

#include <QMenu>
#include <QPointer>

namespace lockscope {
class DemoRunner;
}

namespace lockscope::ui {

class DemoMenu : public QMenu {
    Q_OBJECT
public:
    explicit DemoMenu(QWidget *parent = nullptr);
    // nullptr: demo mode is off and the menu says so.
    void setRunner(DemoRunner *runner, const QStringList &locks);

Q_SIGNALS:
    void message(const QString &text);

private:
    void rebuild();

    QPointer<DemoRunner> m_runner;
    QStringList m_locks;
};

} // namespace lockscope::ui
