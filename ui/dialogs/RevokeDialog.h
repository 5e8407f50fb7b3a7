// SPDX-License-Identifier: Apache-2.0

#pragma once
// Asks a holder to let go of its lock, then follows what happens: the payload is written, the
// dialog waits up to the deadline and says whether the node was released or is still held,
// and in that case offers the force delete of exactly the node version last seen.

#include "admin/AdminTypes.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace lockscope {
class LockAdmin;
}

namespace lockscope::ui {

class RevokeDialog : public QDialog {
    Q_OBJECT
public:
    RevokeDialog(LockAdmin *admin, const LockQueue &lock, const LockEntry &holder, QWidget *parent = nullptr);

    void setPayload(RevokePayload payload);
    void setDeadlineSeconds(int seconds); // 0: write the payload and do not wait
    void setReason(const QString &reason);
    // What the Revoke button does.
    void submit();

    bool isRunning() const { return m_running; }
    std::optional<RevokeResult> result() const { return m_result; }
    QString statusText() const;
    QPushButton *revokeButton() const { return m_revoke; }
    QPushButton *escalateButton() const { return m_escalate; }

Q_SIGNALS:
    void outcomeReady(const lockscope::RevokeResult &result);
    // The holder did not let go and the operator wants the node force-deleted.
    void escalationRequested(const lockscope::DeleteTarget &target, qint64 session, const QString &reason);

private:
    void showOutcome(const RevokeResult &result);
    void startWaiting(const RevokeResult &written);
    void tick();

    QPointer<LockAdmin> m_admin;
    QString m_path;
    int m_version = 0;
    qint64 m_session = 0;
    QComboBox *m_payload = nullptr;
    QSpinBox *m_deadline = nullptr;
    QLineEdit *m_reason = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_revoke = nullptr;
    QPushButton *m_escalate = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QTimer *m_countdown = nullptr;
    qint64 m_waitStartedMs = 0;
    bool m_running = false;
    std::optional<RevokeResult> m_result;
};

} // namespace lockscope::ui
