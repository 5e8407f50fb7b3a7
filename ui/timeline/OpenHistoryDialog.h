// SPDX-License-Identifier: Apache-2.0

#pragma once
// Asks what to replay: a ZooKeeper data directory (and its dataLogDir when apart) and which lock
// parents in it, as `lockscope-cli history --txn-log DIR --root … --discover …` does. Opened,
// never exec()'d.

#include "history/HistoryReplay.h"

#include <QDialog>

class QDialogButtonBox;
class QFormLayout;
class QLineEdit;

namespace lockscope::ui {

class OpenHistoryDialog : public QDialog {
    Q_OBJECT
public:
    explicit OpenHistoryDialog(QWidget *parent = nullptr);

    // Prefills the lock parents (e.g. those of the connection in view).
    void setPaths(const QStringList &roots, const QStringList &discover);
    void setDataDir(const QString &dir);
    HistoryOptions options() const;

private:
    // A folder's line edit with its Browse… button.
    QLineEdit *addFolderRow(QFormLayout *form, const QString &label, const QString &placeholder);
    void validate();

    QLineEdit *m_dataDir = nullptr;
    QLineEdit *m_logDir = nullptr;
    QLineEdit *m_roots = nullptr;
    QLineEdit *m_discover = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lockscope::ui
