#include "dialogs/AuditLogDialog.h"

#include "audit/AuditLog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lockscope::ui {

AuditLogDialog::AuditLogDialog(const AuditLog *log, QWidget *parent) : QDialog(parent), m_log(log)
{
    setWindowTitle(tr("Audit log"));
    auto *layout = new QVBoxLayout(this);
    m_info = new QLabel(this);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_info->setWordWrap(true);
    layout->addWidget(m_info);
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter by node, user, action or result"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, &AuditLogDialog::applyFilter);
    layout->addWidget(m_filter);
    m_table = new QTreeWidget(this);
    m_table->setRootIsDecorated(false);
    m_table->setAlternatingRowColors(true);
    m_table->setHeaderLabels({tr("Time"), tr("User"), tr("Action"),
                              tr("Result"), tr("Node"), tr("Version"),
                              tr("Session"), tr("Payload"), tr("Reason"),
                              tr("Message"), tr("Ensemble")});
    m_table->header()->setSectionResizeMode(QHeaderView::Interactive);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *reloadButton = buttons->addButton(tr("Reload"), QDialogButtonBox::ActionRole);
    connect(reloadButton, &QPushButton::clicked, this, &AuditLogDialog::reload);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 160, fontMetrics().height() * 30);
    reload();
}

int AuditLogDialog::recordCount() const { return m_table->topLevelItemCount(); }

void AuditLogDialog::reload()
{
    const AuditLogContents contents = m_log->read();
    m_table->clear();
    QList<QTreeWidgetItem *> items;
    for (qsizetype i = contents.records.size() - 1; i >= 0; --i) {
        const AuditRecord &r = contents.records.at(i);
        items.append(new QTreeWidgetItem(
            {r.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")), r.user, r.action, r.result, r.node,
             r.version ? QString::number(*r.version) : QString(), r.session, r.payload.value_or(QString()), r.reason,
             r.message, r.ensemble}));
    }
    m_table->addTopLevelItems(items);
    for (int c = 0; c < m_table->columnCount(); ++c)
        m_table->resizeColumnToContents(c);
    QString info = tr("%1 — %n records", nullptr, int(contents.records.size())).arg(m_log->filePath());
    if (!contents.error.isEmpty())
        info = QStringLiteral("%1 — %2").arg(m_log->filePath(), contents.error);
    if (!contents.damagedLines.isEmpty())
        info += tr("; %n damaged lines skipped", nullptr, int(contents.damagedLines.size()));
    if (contents.tornTail)
        info += tr("; the last line was cut off mid-write and is left out");
    m_info->setText(info);
    applyFilter();
}

void AuditLogDialog::applyFilter()
{
    const QString needle = m_filter->text().trimmed();
    for (int i = 0; i < m_table->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_table->topLevelItem(i);
        bool match = needle.isEmpty();
        for (int c = 0; !match && c < item->columnCount(); ++c)
            match = item->text(c).contains(needle, Qt::CaseInsensitive);
        item->setHidden(!match);
    }
}

} // namespace lockscope::ui
