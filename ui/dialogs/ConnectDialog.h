// SPDX-License-Identifier: Apache-2.0

#pragma once
// Choosing what to connect to: saved profiles and recent connections on the left, the settings
// of the chosen one on the right (connect string with chroot, digest auth, TLS and SASL, session
// timeout, read-only, roots to watch, subtrees to discover).

#include "settings/ConnectionProfile.h"
#include "settings/ProfileStore.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace lockscope::ui {

class SecurityFields;

class ConnectDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    void setProfile(const ConnectionProfile &profile);
    ConnectionProfile profile() const;
    // Saves the form as a named profile; false (with the reason shown) when it is not valid.
    bool saveCurrentProfile();
    QListWidget *profileList() const { return m_list; }
    QCheckBox *savePasswordBox() const { return m_savePassword; }
    QLabel *problemLabel() const { return m_problem; }

    void accept() override;

private:
    void reloadList();
    void pick(QListWidgetItem *item);
    void validate();

    ProfileStore m_store;
    QListWidget *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_connect = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_password = nullptr;
    QCheckBox *m_savePassword = nullptr;
    SecurityFields *m_security = nullptr;
    QSpinBox *m_timeout = nullptr;
    QSpinBox *m_adminPort = nullptr;
    QCheckBox *m_readOnly = nullptr;
    QPlainTextEdit *m_roots = nullptr;
    QPlainTextEdit *m_discover = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_connectButton = nullptr;
    QPushButton *m_deleteButton = nullptr;
};

} // namespace lockscope::ui
