// SPDX-License-Identifier: Apache-2.0

#include "views/RecognisersPage.h"

#include "models/RecogniserListModel.h"
#include "settings/Recognisers.h"

#include <QDesktopServices>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTime>
#include <QVBoxLayout>

namespace lockscope::ui {

RecognisersPage::RecognisersPage(QWidget *parent)
    : QWidget(parent),
      m_model(new RecogniserListModel(this)),
      m_reloader(&reloadRecognisers),
      m_opener([](const QUrl &url) { return QDesktopServices::openUrl(url); })
{
    auto *intro =
        new QLabel(tr("Recogniser files teach lockscope what a system's ZooKeeper nodes are: its locks, elections and "
                      "records. The built-in files are read first, then your folder, then each --recognisers folder; a "
                      "later file for the same system replaces an earlier one."),
                   this);
    intro->setWordWrap(true);
    m_directories = new QLabel(this);
    m_directories->setWordWrap(true);
    m_directories->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("recognisersTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle); // a path's start and its file name both matter

    auto *errorsLabel = new QLabel(tr("Files not loaded:"), this);
    m_errors = new QPlainTextEdit(this);
    m_errors->setObjectName(QStringLiteral("recogniserErrors"));
    m_errors->setReadOnly(true);
    m_errors->setLineWrapMode(QPlainTextEdit::NoWrap); // one error, one line, as compilers print them
    m_errors->setPlaceholderText(tr("None: every file loaded."));
    m_errors->setMaximumHeight(m_errors->fontMetrics().lineSpacing() * 6);
    errorsLabel->setBuddy(m_errors);

    auto *note = new QLabel(tr("Reload reads every file again; the open connections then rebuild their locks "
                               "with them. An open transaction log replay keeps the files it was read with."),
                            this);
    note->setWordWrap(true);
    m_status = new QLabel(this);
    m_openFolder = new QPushButton(tr("Open my folder"), this);
    m_openFolder->setToolTip(
        tr("Open %1 (made if missing): put your .yaml files there").arg(userRecogniserDirectory()));
    m_reload = new QPushButton(tr("&Reload"), this);
    connect(m_openFolder, &QPushButton::clicked, this, &RecognisersPage::openUserFolder);
    connect(m_reload, &QPushButton::clicked, this, &RecognisersPage::reload);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_openFolder);
    buttons->addWidget(m_reload);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_directories);
    layout->addWidget(m_table, 1);
    layout->addWidget(errorsLabel);
    layout->addWidget(m_errors);
    layout->addWidget(note);
    layout->addLayout(buttons);

    showCatalogue(installedRecognisers());
}

void RecognisersPage::setReloader(std::function<std::shared_ptr<const RecogniserCatalogue>()> reloader)
{
    m_reloader = std::move(reloader);
}

void RecognisersPage::setFolderOpener(std::function<bool(const QUrl &)> opener)
{
    m_opener = std::move(opener);
}

QStringList RecognisersPage::errorLines() const
{
    const QString text = m_errors->toPlainText();
    return text.isEmpty() ? QStringList() : text.split(QLatin1Char('\n'));
}

QString RecognisersPage::statusText() const
{
    return m_status->text();
}

void RecognisersPage::reload()
{
    showCatalogue(m_reloader());
    m_status->setText(tr("Reloaded at %1.").arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)));
    Q_EMIT reloaded();
}

void RecognisersPage::openUserFolder()
{
    const QString directory = ensureUserRecogniserDirectory();
    if (directory.isEmpty()) {
        m_status->setText(tr("Cannot make %1.").arg(userRecogniserDirectory()));
        return;
    }
    if (!m_opener(QUrl::fromLocalFile(directory)))
        m_status->setText(tr("No program opens folders here: your files go in %1").arg(directory));
}

void RecognisersPage::showCatalogue(std::shared_ptr<const RecogniserCatalogue> catalogue)
{
    QStringList errors;
    for (const RecogniserError &error : catalogue->errors)
        errors.append(error.toString());
    m_errors->setPlainText(errors.join(QLatin1Char('\n')));
    // The folders in the order they were read; the user's is named even before it exists.
    QStringList read;
    const QString user = QDir(userRecogniserDirectory()).absolutePath();
    for (const QString &directory : catalogue->directories)
        read.append(directory == u"(built in)" ? tr("the built-in files") : QDir::toNativeSeparators(directory));
    if (!catalogue->directories.contains(user))
        read.insert(qMin<qsizetype>(1, read.size()), tr("%1 (not there yet)").arg(QDir::toNativeSeparators(user)));
    m_directories->setText(tr("Read from: %1").arg(read.join(QStringLiteral(" → "))));
    m_model->setCatalogue(std::move(catalogue));
    m_table->resizeColumnsToContents();
}

} // namespace lockscope::ui
