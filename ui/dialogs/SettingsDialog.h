// SPDX-License-Identifier: Apache-2.0

#pragma once
// File → Settings…: lockscope's settings, a tab each. Recognisers is the first; the language
// stays in View → Language, where it takes effect.

#include <QDialog>

class QTabWidget;

namespace lockscope::ui {

class RecognisersPage;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    RecognisersPage *recognisersPage() const { return m_recognisers; }

private:
    QTabWidget *m_tabs;
    RecognisersPage *m_recognisers;
};

} // namespace lockscope::ui
