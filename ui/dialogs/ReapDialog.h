// SPDX-License-Identifier: Apache-2.0

#pragma once
// Reaping leftovers from the GUI: the list comes first. The dialog reads the subtree at a root,
// shows every empty lock parent idle past the age (what `lockscope-cli reap` would list), and
// deletes them only when the operator confirms, each at the version listed and only while empty,
// then shows what became of each (deleted, kept (changed), kept (not empty)).

#include "admin/AdminTypes.h"
#include "findings/Leftovers.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace lockscope {
class LockAdmin;
class ZkSession;
} // namespace lockscope

namespace lockscope::ui {

class ReapDialog : public QDialog {
    Q_OBJECT
public:
    ReapDialog(ZkSession *session, LockAdmin *admin, const QString &root, QWidget *parent = nullptr);

    // What the List button does: reads the subtree and shows the leftovers (never deletes).
    void list();
    // What the Delete button does: deletes exactly the leftovers shown.
    void confirm();

    const LeftoverScan &scan() const { return m_scan; }
    const QList<ReapResult> &results() const { return m_results; }
    bool isBusy() const { return m_busy; }
    QTreeWidget *nodes() const { return m_nodes; }
    QLineEdit *rootEdit() const { return m_root; }
    QLineEdit *ageEdit() const { return m_age; }
    QPushButton *deleteButton() const { return m_delete; }
    QLabel *status() const { return m_status; }

Q_SIGNALS:
    void listed();
    void reaped(const QList<lockscope::ReapResult> &results);

private:
    void showScan(const QString &root, qint64 ageMs);
    void showResults(const QList<ReapResult> &results);
    void setBusy(bool busy);

    QPointer<ZkSession> m_session;
    QPointer<LockAdmin> m_admin;
    QLineEdit *m_root = nullptr;
    QLineEdit *m_age = nullptr;
    QPushButton *m_list = nullptr;
    QLabel *m_status = nullptr;
    QTreeWidget *m_nodes = nullptr;
    QLineEdit *m_reason = nullptr;
    QPushButton *m_delete = nullptr;
    LeftoverScan m_scan;
    QList<ReapResult> m_results;
    bool m_busy = false;
    quint64 m_listing = 0; // which List click an answer belongs to
};

} // namespace lockscope::ui
