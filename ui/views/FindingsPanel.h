// SPDX-License-Identifier: Apache-2.0

#pragma once
// The diagnostics' findings as a table, most urgent first, with the selected finding in full
// beside it (FindingDetailsPane) and a deadlock's cycle drawn under that. Activating a finding (double-click, Enter) or an arrow of the drawing asks to show
// its lock and nodes.

#include <QWidget>
#include <functional>

class QSplitter;
class QTableView;

namespace lockscope {
class LockDiagnostics;
}

namespace lockscope::ui {

class DeadlockGraphView;
class FindingDetailsPane;
class FindingModel;

class FindingsPanel : public QWidget {
    Q_OBJECT
public:
    // The diagnostics (for the wait-for edges of a deadlock) must outlive the panel.
    FindingsPanel(FindingModel *model, LockDiagnostics *diagnostics, QWidget *parent = nullptr);

    void setClientResolver(std::function<QString(qint64 session)> resolver);
    QTableView *table() const { return m_table; }
    DeadlockGraphView *graph() const { return m_graph; }
    FindingDetailsPane *details() const { return m_details; }

Q_SIGNALS:
    // Show this lock, selecting these of its nodes (may be empty).
    void lockActivated(const QString &lockPath, const QStringList &nodePaths);

private:
    // Draws the current finding's cycle when it is a deadlock; hides the drawing otherwise.
    void showCurrentCycle();

    FindingModel *m_model;
    LockDiagnostics *m_diagnostics;
    QSplitter *m_splitter = nullptr;
    QTableView *m_table = nullptr;
    DeadlockGraphView *m_graph = nullptr;
    FindingDetailsPane *m_details = nullptr;
};

} // namespace lockscope::ui
