// SPDX-License-Identifier: Apache-2.0

#pragma once
// The Demo menu: before demo mode runs, its scenarios to start one; while it runs, launch another
// simulated client on one of the demo's locks, or kill one (a real crash: its session expires on
// the server later).

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

    // A scenario's one-line description in the language shown (core's is the CLI's English).
    static QString scenarioDescription(const QString &name);

Q_SIGNALS:
    void message(const QString &text);
    void startRequested(const QString &scenario);

private:
    void rebuild();

    QPointer<DemoRunner> m_runner;
    QStringList m_locks;
    QHash<QString, QList<SimKind>> m_kindsByLock;
};

} // namespace lockscope::ui
