// SPDX-License-Identifier: Apache-2.0

#pragma once
// The audit log of admin actions, as recorded by this GUI and by lockscope-cli, newest first.
// The table fits the dialog's width: short columns fit their contents, and the free text (node,
// payload, reason, message, ensemble) shares the rest, cut with "…" and whole in a tooltip.

#include <QDialog>
#include <QList>

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
    enum Column {
        TimeColumn,
        UserColumn,
        ActionColumn,
        ResultColumn,
        NodeColumn,
        VersionColumn,
        SessionColumn,
        PayloadColumn,
        ReasonColumn,
        MessageColumn,
        EnsembleColumn,
        ColumnCount
    };

    AuditLogDialog(const AuditLog *log, QWidget *parent = nullptr);

    void reload();
    int recordCount() const;
    QTreeWidget *table() const { return m_table; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyFilter();
    void fitColumns();
    void shareFreeWidth();

    const AuditLog *m_log;
    QLabel *m_info = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeWidget *m_table = nullptr;
    QList<int> m_wantedWidths; // per cut column (kCutColumns order): what shows it whole
};

} // namespace lockscope::ui
