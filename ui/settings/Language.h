// SPDX-License-Identifier: Apache-2.0

#pragma once
// The GUI's language: the system locale unless the operator picked one in View → Language,
// kept in QSettings and applied at the next start (widgets are built translated, not rebuilt).
// lockscope's catalogues are embedded in the binary; Qt's own (standard buttons, dialogs) is
// loaded from the system when installed. The CLI has none: scripts parse its output.

#include <QLocale>
#include <QString>
#include <QList>

namespace lockscope::ui {

struct LanguageChoice {
    QString code; // empty: follow the system locale
    QString nativeName; // shown untranslated, so that anyone finds their own language
};

// System, English, 中文, Русский.
QList<LanguageChoice> languageChoices();

// The choice kept in QSettings; empty (the system's) when none or an unknown one is kept.
QString savedLanguage();
void saveLanguage(const QString &code);

// The locale whose catalogues are loaded for a choice.
QLocale localeForLanguage(const QString &code);

// Replaces the translators installed before with the catalogues for `code` (lockscope's and
// Qt's). Returns false when lockscope has no catalogue for it; English then stands in.
bool installTranslations(const QString &code);

} // namespace lockscope::ui
