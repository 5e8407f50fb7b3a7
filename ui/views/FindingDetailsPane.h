// SPDX-License-Identifier: Apache-2.0

#pragma once
// The selected finding in full, as an expert pane: its whole detail and remedy text, wrapped, with
// what the kind means; and its actions as buttons (show its nodes, revoke, force delete, filter
// the locks on its session). A button that writes or deletes only opens the usual confirming
// dialog, and is offered only where the finding's remedy is that action.

#include <QWidget>

class QLabel;
class QModelIndex;
class QPushButton;

namespace lockscope::ui {

// The nodes of `nodes` that lie under `lockPath` (a finding names nodes of several locks).
QStringList findingNodesUnder(const QString &lockPath, const QStringList &nodes);

class FindingDetailsPane : public QWidget {
    Q_OBJECT
public:
    explicit FindingDetailsPane(QWidget *parent = nullptr);

    // A row of a FindingModel; an invalid index clears the pane.
    void showFinding(const QModelIndex &index);
    // Off in read-only mode or while disconnected: revoke and force delete are not offered.
    void setWritable(bool writable);

    QLabel *text() const { return m_text; }
    QPushButton *showButton() const { return m_show; }
    QPushButton *revokeButton() const { return m_revoke; }
    QPushButton *forceDeleteButton() const { return m_forceDelete; }
    QPushButton *filterButton() const { return m_filter; }

Q_SIGNALS:
    void showRequested(const QString &lockPath, const QStringList &nodePaths);
    void revokeRequested(const QString &lockPath, const QStringList &nodePaths);
    void forceDeleteRequested(const QString &lockPath, const QStringList &nodePaths);
    void sessionFilterRequested(qint64 session);

private:
    void updateButtons();

    QLabel *m_text = nullptr;
    QPushButton *m_show = nullptr;
    QPushButton *m_revoke = nullptr;
    QPushButton *m_forceDelete = nullptr;
    QPushButton *m_filter = nullptr;
    QString m_lock;
    QStringList m_nodes;
    qint64 m_session = 0;
    int m_kind = -1;
    bool m_writable = true;
};

} // namespace lockscope::ui
