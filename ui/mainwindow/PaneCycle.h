// SPDX-License-Identifier: Apache-2.0

#pragma once
// F6 and Shift+F6 move the keyboard focus from pane to pane (the locks, the queue, the node's
// details, the bottom tabs), as file managers and IDEs do; Tab moves within and out of a pane.

#include <QList>
#include <QObject>
#include <functional>

class QWidget;

namespace lockscope::ui {

class PaneCycle : public QObject {
    Q_OBJECT
public:
    // `panes` names the panes in order as they are now (a tab widget's current page changes).
    PaneCycle(QWidget *scope, std::function<QList<QWidget *>()> panes);

    // Focuses the pane `step` panes after (or before, negative) the one holding the focus.
    void move(int step);

private:
    QWidget *m_scope;
    std::function<QList<QWidget *>()> m_panes;
};

} // namespace lockscope::ui
