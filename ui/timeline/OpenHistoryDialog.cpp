// SPDX-License-Identifier: Apache-2.0

#include "timeline/OpenHistoryDialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {

QStringList paths(const QLineEdit *edit)
{
    return edit->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

OpenHistoryDialog::OpenHistoryDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Open transaction logs"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_dataDir =
        addFolderRow(form, tr("Data directory:"), tr("ZooKeeper's data directory, its version-2 folder, or a copy"));
    m_logDir =
        addFolderRow(form, tr("Log directory:"), tr("the server's dataLogDir, only when it keeps its logs apart"));
    m_roots = new QLineEdit(this);
    m_roots->setPlaceholderText(tr("lock parents, separated by spaces: /app/locks/orders"));
    form->addRow(tr("Roots:"), m_roots);
    m_discover = new QLineEdit(QStringLiteral("/"), this);
    m_discover->setPlaceholderText(tr("subtrees in which every lock is found: /app"));
    form->addRow(tr("Discover under:"), m_discover);
    layout->addLayout(form);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_dataDir, m_logDir, m_roots, m_discover})
        connect(edit, &QLineEdit::textChanged, this, &OpenHistoryDialog::validate);
    resize(fontMetrics().averageCharWidth() * 90, sizeHint().height());
    validate();
}

void OpenHistoryDialog::setPaths(const QStringList &roots, const QStringList &discover)
{
    m_roots->setText(roots.join(QLatin1Char(' ')));
    m_discover->setText(discover.join(QLatin1Char(' ')));
}

void OpenHistoryDialog::setDataDir(const QString &dir)
{
    m_dataDir->setText(dir);
}

HistoryOptions OpenHistoryDialog::options() const
{
    HistoryOptions options;
    for (const QLineEdit *folder : {m_dataDir, m_logDir}) {
        if (const QString dir = folder->text().trimmed(); !dir.isEmpty())
            options.dataDirs.append(dir);
    }
    options.roots = paths(m_roots);
    options.discover = paths(m_discover);
    return options;
}

QLineEdit *OpenHistoryDialog::addFolderRow(QFormLayout *form, const QString &label, const QString &placeholder)
{
    auto *row = new QHBoxLayout;
    auto *edit = new QLineEdit(this);
    edit->setPlaceholderText(placeholder);
    row->addWidget(edit, 1);
    auto *browse = new QPushButton(tr("Browse…"), this);
    row->addWidget(browse);
    form->addRow(label, row);
    connect(browse, &QPushButton::clicked, this, [this, edit, label] {
        auto *dialog = new QFileDialog(this, label, edit->text());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        connect(dialog, &QFileDialog::fileSelected, edit, &QLineEdit::setText);
        dialog->open();
    });
    return edit;
}

void OpenHistoryDialog::validate()
{
    const HistoryOptions o = options();
    m_buttons->button(QDialogButtonBox::Open)
        ->setEnabled(!m_dataDir->text().trimmed().isEmpty() && !(o.roots.isEmpty() && o.discover.isEmpty()));
}

} // namespace lockscope::ui
