#pragma once
// The Demo menu while demo mode runs: launch another simulated client on one of the demo's
// locks, or kill one (a real crash: its session expires on the server later).

#include "sim/SimKind.h"

#include <QHash>
#include <QList>
#include <QMenu>
#include <QPair>
#include <QPointer>

namespace lockscope {
class DemoRunner;
}

namespace lockscope::ui {

class DemoMenu : public QMenu {
    Q_OBJECT
public:
    explicit DemoMenu(QWidget *parent = nullptr);
    // nullptr: demo mode is off and the menu says so. `clients`: the scenario's (kind, lock)
    // pairs; a new client is offered only in a shape its lock already has.
    void setRunner(DemoRunner *runner, const QList<QPair<SimKind, QString>> &clients);

Q_SIGNALS:
    void message(const QString &text);

private:
    void rebuild();

    QPointer<DemoRunner> m_runner;
    QStringList m_locks;
    QHash<QString, QList<SimKind>> m_kindsByLock;
};

} // namespace lockscope::ui
