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
    auto *dirRow = new QHBoxLayout;
    m_dataDir = new QLineEdit(this);
    m_dataDir->setPlaceholderText(tr("ZooKeeper's data directory, its version-2 folder, or a copy"));
    dirRow->addWidget(m_dataDir, 1);
    auto *browse = new QPushButton(tr("Browse…"), this);
    dirRow->addWidget(browse);
    form->addRow(tr("Data directory:"), dirRow);
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
    connect(browse, &QPushButton::clicked, this, &OpenHistoryDialog::browse);
    for (QLineEdit *edit : {m_dataDir, m_roots, m_discover})
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
    options.dataDir = m_dataDir->text().trimmed();
    options.roots = paths(m_roots);
    options.discover = paths(m_discover);
    return options;
}

void OpenHistoryDialog::browse()
{
    auto *dialog = new QFileDialog(this, tr("ZooKeeper data directory"), m_dataDir->text());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    connect(dialog, &QFileDialog::fileSelected, m_dataDir, &QLineEdit::setText);
    dialog->open();
}

void OpenHistoryDialog::validate()
{
    const HistoryOptions o = options();
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(!o.dataDir.isEmpty() && !(o.roots.isEmpty() && o.discover.isEmpty()));
}

} // namespace lockscope::ui
