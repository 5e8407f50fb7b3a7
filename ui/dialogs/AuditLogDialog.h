#pragma once
// The audit log of admin actions, as recorded by this GUI and by lockscope-cli, newest first.

#include <QDialog>

class QLabel;
class QLineEdit;
class QTreeWidget;

namespace lockscope {
class AuditLog;
}

namespace lockscope::ui {

class AuditLogDialog : public QDialog {
    Q_OBJECT
public:
    AuditLogDialog(const AuditLog *log, QWidget *parent = nullptr);

    void reload();
    int recordCount() const;
    QTreeWidget *table() const { return m_table; }

private:
    void applyFilter();

    const AuditLog *m_log;
    QLabel *m_info = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeWidget *m_table = nullptr;
};

} // namespace lockscope::ui
