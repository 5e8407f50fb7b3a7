// SPDX-License-Identifier: Apache-2.0

#include "settings/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace lockscope::ui {

namespace {

const QString kSettingsKey = QStringLiteral("ui/language");

// The translators currently installed, owned by the application.
QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

void removeInstalled()
{
    for (const QPointer<QTranslator> &translator : std::as_const(installed())) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    installed().clear();
}

bool load(const QLocale &locale, const QString &name, const QString &directory)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(locale, name, QStringLiteral("_"), directory)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    installed().append(translator);
    return true;
}

} // namespace

QList<LanguageChoice> languageChoices()
{
    return {{QString(), QString()}, // its name is translated where it is shown
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("zh_CN"), QStringLiteral("中文")},
            {QStringLiteral("ru"), QStringLiteral("Русский")}};
}

QString savedLanguage()
{
    QString code = QSettings().value(kSettingsKey).toString();
    for (const LanguageChoice &choice : languageChoices()) {
        if (choice.code == code)
            return code;
    }
    return {};
}

void saveLanguage(const QString &code)
{
    QSettings().setValue(kSettingsKey, code);
}

QLocale localeForLanguage(const QString &code)
{
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

bool installTranslations(const QString &code)
{
    removeInstalled();
    const QLocale locale = localeForLanguage(code);
    // Dates and numbers in the same language as the words: charts take the default locale when
    // they are built (their "d MMM" axis labels), and so do QLocale() calls.
    QLocale::setDefault(locale);
    // Qt's catalogue first: lockscope's, installed last, is searched first.
    load(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    const QString catalogues = QStringLiteral(":/lockscope/i18n");
    if (load(locale, QStringLiteral("lockscope"), catalogues))
        return true;
    // English, the source language, stands in: its catalogue holds the singular forms, so that
    // "%n locks" reads "1 lock" in any language lockscope has no catalogue for.
    load(QLocale(QLocale::English), QStringLiteral("lockscope"), catalogues);
    return false;
}

} // namespace lockscope::ui
