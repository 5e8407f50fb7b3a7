// SPDX-License-Identifier: Apache-2.0

#include "mainwindow/LanguageMenu.h"

#include "settings/Language.h"

#include <QActionGroup>
#include <QMessageBox>

namespace lockscope::ui {

LanguageMenu::LanguageMenu(QWidget *parent) : QMenu(tr("&Language"), parent), m_group(new QActionGroup(this))
{
    const QString current = savedLanguage();
    for (const LanguageChoice &choice : languageChoices()) {
        QAction *action = addAction(choice.code.isEmpty() ? tr("System") : choice.nativeName);
        action->setCheckable(true);
        action->setChecked(choice.code == current);
        action->setData(choice.code);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = choice.code] { choose(code); });
    }
}

QAction *LanguageMenu::actionFor(const QString &code) const
{
    for (QAction *action : m_group->actions()) {
        if (action->data().toString() == code)
            return action;
    }
    return nullptr;
}

void LanguageMenu::choose(const QString &code)
{
    if (code == savedLanguage())
        return;
    saveLanguage(code);
    // Open windows keep the language they were built in: say so rather than mix two.
    const QString note = tr("The language changes when lockscope is restarted.");
    Q_EMIT languageSaved(note);
    auto *box = new QMessageBox(QMessageBox::Information, tr("Language"), note, QMessageBox::Close, parentWidget());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace lockscope::ui
