// SPDX-License-Identifier: Apache-2.0

#include "dialogs/AuditLogDialog.h"

#include "audit/AuditLog.h"
#include "views/ElideDelegate.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace lockscope::ui {

namespace {

// Free text, as long as an operator or a connect string makes it: these share what the short
// columns leave, and are cut when it is not enough. The message, read most, takes any spare.
constexpr AuditLogDialog::Column kCutColumns[] = {AuditLogDialog::NodeColumn, AuditLogDialog::PayloadColumn,
                                                  AuditLogDialog::ReasonColumn, AuditLogDialog::MessageColumn,
                                                  AuditLogDialog::EnsembleColumn};
constexpr int kMinimumCutChars = 8;

bool isCut(int column)
{
    return std::find(std::begin(kCutColumns), std::end(kCutColumns), column) != std::end(kCutColumns);
}

// Each column gets what shows it whole when that is within an equal share of `available`; the
// others split what remains equally, never below `minimum`.
QList<int> shareWidth(int available, const QList<int> &wanted, int minimum)
{
    QList<int> widths(wanted.size(), -1);
    for (qsizetype open = wanted.size(); open > 0;) {
        const int share = std::max(minimum, available / int(open));
        const qsizetype before = open;
        for (qsizetype i = 0; i < wanted.size(); ++i) {
            if (widths[i] < 0 && wanted[i] <= share) {
                widths[i] = wanted[i];
                available -= wanted[i];
                --open;
            }
        }
        if (open == before) { // every column left wants more than its share: each gets it
            std::replace(widths.begin(), widths.end(), -1, share);
            break;
        }
    }
    return widths;
}

} // namespace

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
    m_table->setHeaderLabels({tr("Time"), tr("User"), tr("Action"), tr("Result"), tr("Node"), tr("Version"),
                              tr("Session"), tr("Payload"), tr("Reason"), tr("Message"), tr("Ensemble")});
    m_table->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->header()->setStretchLastSection(false); // the spare width goes to the message
    m_table->setTextElideMode(Qt::ElideRight);
    // A path's ends say the most (the lock, the sequence number): it is cut in the middle.
    m_table->setItemDelegateForColumn(NodeColumn, new ElideDelegate(Qt::ElideMiddle, m_table));
    m_table->viewport()->installEventFilter(this);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *reloadButton = buttons->addButton(tr("Reload"), QDialogButtonBox::ActionRole);
    connect(reloadButton, &QPushButton::clicked, this, &AuditLogDialog::reload);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Wide enough for the short columns and a readable share of the free text (a 1366 px screen).
    resize(fontMetrics().averageCharWidth() * 180, fontMetrics().height() * 30);
    reload();
}

int AuditLogDialog::recordCount() const
{
    return m_table->topLevelItemCount();
}

void AuditLogDialog::reload()
{
    const AuditLogContents contents = m_log->read();
    m_table->clear();
    QList<QTreeWidgetItem *> items;
    for (qsizetype i = contents.records.size() - 1; i >= 0; --i) {
        const AuditRecord &r = contents.records.at(i);
        auto *item =
            new QTreeWidgetItem({r.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")), r.user,
                                 r.action, r.result, r.node, r.version ? QString::number(*r.version) : QString(),
                                 r.session, r.payload.value_or(QString()), r.reason, r.message, r.ensemble});
        for (int column : kCutColumns)
            item->setToolTip(column, item->text(column));
        items.append(item);
    }
    m_table->addTopLevelItems(items);
    fitColumns();
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

bool AuditLogDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        shareFreeWidth();
    return QDialog::eventFilter(watched, event);
}

// The records are measured once per reload; a resize only shares the width anew.
void AuditLogDialog::fitColumns()
{
    m_wantedWidths.clear();
    for (int column = 0; column < ColumnCount; ++column) {
        m_table->resizeColumnToContents(column);
        if (isCut(column))
            m_wantedWidths.append(m_table->columnWidth(column));
    }
    shareFreeWidth();
}

void AuditLogDialog::shareFreeWidth()
{
    if (m_wantedWidths.size() != qsizetype(std::size(kCutColumns)))
        return;
    int free = m_table->viewport()->width();
    for (int column = 0; column < ColumnCount; ++column) {
        if (!isCut(column))
            free -= m_table->columnWidth(column);
    }
    QList<int> widths = shareWidth(free, m_wantedWidths, fontMetrics().averageCharWidth() * kMinimumCutChars);
    int spare = free;
    for (int width : std::as_const(widths))
        spare -= width;
    for (size_t i = 0; i < std::size(kCutColumns); ++i) {
        const int column = kCutColumns[i];
        m_table->setColumnWidth(column, widths[qsizetype(i)] + (column == MessageColumn ? std::max(0, spare) : 0));
    }
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
