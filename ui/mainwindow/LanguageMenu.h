// SPDX-License-Identifier: Apache-2.0

#pragma once
// View → Language: System / English / 中文 / Русский. The choice is kept in QSettings and takes
// effect at the next start; choosing one says so in a note.

#include <QMenu>

class QActionGroup;

namespace lockscope::ui {

class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget *parent = nullptr);
    // The action for a choice's code (empty: System), for tests.
    QAction *actionFor(const QString &code) const;

Q_SIGNALS:
    // After a new choice was saved; the text says when it applies.
    void languageSaved(const QString &note);

private:
    void choose(const QString &code);

    QActionGroup *m_group = nullptr;
};

} // namespace lockscope::ui
