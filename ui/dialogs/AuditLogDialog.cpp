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
    setWindowTitle(QStringLiteral("Audit log"));
    auto *layout = new QVBoxLayout(this);
    m_info = new QLabel(this);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_info->setWordWrap(true);
    layout->addWidget(m_info);
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(QStringLiteral("Filter by node, user, action or result"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, &AuditLogDialog::applyFilter);
    layout->addWidget(m_filter);
    m_table = new QTreeWidget(this);
    m_table->setRootIsDecorated(false);
    m_table->setAlternatingRowColors(true);
    m_table->setHeaderLabels({QStringLiteral("Time"), QStringLiteral("User"), QStringLiteral("Action"),
                              QStringLiteral("Result"), QStringLiteral("Node"), QStringLiteral("Version"),
                              QStringLiteral("Session"), QStringLiteral("Payload"), QStringLiteral("Reason"),
                              QStringLiteral("Message"), QStringLiteral("Ensemble")});
    m_table->header()->setSectionResizeMode(QHeaderView::Interactive);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *reloadButton = buttons->addButton(QStringLiteral("Reload"), QDialogButtonBox::ActionRole);
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
    QString info = QStringLiteral("%1 — %2 record(s)").arg(m_log->filePath()).arg(contents.records.size());
    if (!contents.error.isEmpty())
        info = QStringLiteral("%1 — %2").arg(m_log->filePath(), contents.error);
    if (!contents.damagedLines.isEmpty())
        info += QStringLiteral("; %1 damaged line(s) skipped").arg(contents.damagedLines.size());
    if (contents.tornTail)
        info += QStringLiteral("; the last line was cut off mid-write and is left out");
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
