// SPDX-License-Identifier: Apache-2.0

#pragma once
// Settings → Recognisers: the recogniser files in force (system, name, rules, built in or the
// user's, the file), the errors of those that did not load, the user's folder, and Reload,
// which reads every file again and has the open connections rebuild their locks with them.

#include "recognisers/RecogniserCatalogue.h"

#include <QUrl>
#include <QWidget>
#include <functional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace lockscope::ui {

class RecogniserListModel;

class RecognisersPage : public QWidget {
    Q_OBJECT
public:
    // Shows the catalogue installed now (installedRecognisers()).
    explicit RecognisersPage(QWidget *parent = nullptr);

    // What Reload calls: loads and installs, returns what is in force (reloadRecognisers()).
    void setReloader(std::function<std::shared_ptr<const RecogniserCatalogue>()> reloader);
    // What opens the user's folder (QDesktopServices::openUrl); tests replace it.
    void setFolderOpener(std::function<bool(const QUrl &)> opener);

    RecogniserListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QPushButton *reloadButton() const { return m_reload; }
    QPushButton *openFolderButton() const { return m_openFolder; }
    // The load errors shown, one `file:line:column: reason` each.
    QStringList errorLines() const;
    QString statusText() const;

public Q_SLOTS:
    void reload();
    void openUserFolder();

Q_SIGNALS:
    // A new catalogue is installed: queues built from now on use it.
    void reloaded();

private:
    void showCatalogue(std::shared_ptr<const RecogniserCatalogue> catalogue);

    RecogniserListModel *m_model;
    QTableView *m_table;
    QLabel *m_directories;
    QPlainTextEdit *m_errors;
    QLabel *m_status;
    QPushButton *m_openFolder;
    QPushButton *m_reload;
    std::function<std::shared_ptr<const RecogniserCatalogue>()> m_reloader;
    std::function<bool(const QUrl &)> m_opener;
};

} // namespace lockscope::ui
