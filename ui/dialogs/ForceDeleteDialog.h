// SPDX-License-Identifier: Apache-2.0

#pragma once
// The confirmation of a force delete. It names every node exactly (path, version, owning
// session), deletes each only at the version shown, and then shows what happened to each.
// Several nodes selected together are one action with one confirmation.

#include "admin/AdminTypes.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace lockscope {
class LockAdmin;
}

namespace lockscope::ui {

struct DeleteCandidate {
    QString path;
    std::optional<int> version; // the version the operator saw
    qint64 session = 0;
    QString role; // "holding", "waiting"
};

class ForceDeleteDialog : public QDialog {
    Q_OBJECT
public:
    ForceDeleteDialog(LockAdmin *admin, const QList<DeleteCandidate> &candidates, QWidget *parent = nullptr);

    void setReason(const QString &reason);
    // What the Delete button does.
    void confirm();

    // The sentence the operator confirms, naming node, version and session.
    QString confirmationText() const;
    bool isRunning() const { return m_running; }
    const QList<DeleteResult> &results() const { return m_results; }
    QPushButton *deleteButton() const { return m_delete; }

Q_SIGNALS:
    void deleted(const QList<lockscope::DeleteResult> &results);

private:
    void showResults(const QList<DeleteResult> &results);

    QPointer<LockAdmin> m_admin;
    QList<DeleteCandidate> m_candidates;
    QLabel *m_confirmation = nullptr;
    QTreeWidget *m_nodes = nullptr;
    QLineEdit *m_reason = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_cancel = nullptr;
    bool m_running = false;
    QList<DeleteResult> m_results;
};

} // namespace lockscope::ui
