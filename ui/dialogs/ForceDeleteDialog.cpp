// SPDX-License-Identifier: Apache-2.0

#include "dialogs/ForceDeleteDialog.h"

#include "admin/LockAdmin.h"
#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "views/PaletteColors.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {

QString versionText(const std::optional<int> &version)
{
    return version ? QString::number(*version) : ForceDeleteDialog::tr("latest");
}
} // namespace

ForceDeleteDialog::ForceDeleteDialog(LockAdmin *admin, const QList<DeleteCandidate> &candidates, QWidget *parent)
    : QDialog(parent), m_admin(admin), m_candidates(candidates)
{
    setWindowTitle(candidates.size() == 1 ? tr("Force delete a lock node")
                                          : tr("Force delete %n lock nodes", nullptr, int(candidates.size())));
    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    auto *icon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    header->addWidget(icon, 0, Qt::AlignTop);
    m_confirmation = new QLabel(confirmationText(), this);
    m_confirmation->setWordWrap(true);
    m_confirmation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header->addWidget(m_confirmation, 1);
    layout->addLayout(header);

    auto *warning =
        new QLabel(tr("The owning client is not told. If it is still alive it will go on believing it holds or "
                      "waits, and two clients may then hold the lock at once. Each node is deleted only at the "
                      "version shown: a node that changed meanwhile is left alone."),
                   this);
    warning->setWordWrap(true);
    layout->addWidget(warning);

    m_nodes = new QTreeWidget(this);
    m_nodes->setRootIsDecorated(false);
    m_nodes->setHeaderLabels({tr("Node"), tr("Version"), tr("Session"), tr("Role"), tr("Result")});
    m_nodes->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (const DeleteCandidate &c : candidates)
        new QTreeWidgetItem(m_nodes, {c.path, versionText(c.version), formatOwner(c.session), c.role, QString()});
    m_nodes->setVisible(candidates.size() > 1);
    layout->addWidget(m_nodes, 1);

    auto *form = new QFormLayout;
    m_reason = new QLineEdit(this);
    m_reason->setPlaceholderText(tr("recorded in the audit log"));
    form->addRow(tr("Reason:"), m_reason);
    layout->addLayout(form);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    auto *buttons = new QDialogButtonBox(this);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_delete = buttons->addButton(candidates.size() == 1 ? tr("Delete node")
                                                         : tr("Delete %n nodes", nullptr, int(candidates.size())),
                                  QDialogButtonBox::DestructiveRole);
    // Enter must not delete: the safe choice is the default.
    m_cancel->setDefault(true);
    m_delete->setAutoDefault(false);
    layout->addWidget(buttons);
    connect(m_cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_delete, &QPushButton::clicked, this, &ForceDeleteDialog::confirm);
    if (!admin || admin->isReadOnly()) {
        m_delete->setEnabled(false);
        m_status->setText(tr("Read-only mode: nothing can be deleted."));
    }
    resize(sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 90, 0)));
}

QString ForceDeleteDialog::confirmationText() const
{
    if (m_candidates.size() == 1) {
        const DeleteCandidate &c = m_candidates.constFirst();
        if (!isSessionOwner(c.session)) // persistent, container or TTL: no session to name
            return tr("Delete the %1 node\n%2\nat version %3? No session owns it (%4).")
                .arg(c.role, c.path, versionText(c.version), formatOwner(c.session));
        return tr("Delete the %1 node\n%2\nat version %3, owned by session %4?")
            .arg(c.role, c.path, versionText(c.version), formatOwner(c.session));
    }
    return tr("Delete these %n nodes, each at the version shown and owned by the session shown?", nullptr,
              int(m_candidates.size()));
}

void ForceDeleteDialog::setReason(const QString &reason)
{
    m_reason->setText(reason);
}

void ForceDeleteDialog::confirm()
{
    if (m_running || !m_admin || !m_results.isEmpty())
        return;
    QList<DeleteTarget> targets;
    for (const DeleteCandidate &c : std::as_const(m_candidates))
        targets.append(DeleteTarget{c.path, c.version});
    m_running = true;
    m_delete->setEnabled(false);
    m_reason->setEnabled(false);
    m_status->setText(tr("Deleting…"));
    m_admin->forceDelete(targets, m_reason->text(),
                         [self = QPointer<ForceDeleteDialog>(this)](const QList<DeleteResult> &r) {
                             if (self)
                                 self->showResults(r);
                         });
}

void ForceDeleteDialog::showResults(const QList<DeleteResult> &results)
{
    m_running = false;
    m_results = results;
    int done = 0;
    QStringList failures;
    for (int i = 0; i < results.size() && i < m_nodes->topLevelItemCount(); ++i) {
        const DeleteResult &r = results.at(i);
        const int resultColumn = m_nodes->columnCount() - 1; // the result is the last column
        m_nodes->topLevelItem(i)->setText(resultColumn,
                                          displayAdminOutcome(r.outcome) + QStringLiteral(": ") + r.message);
        if (isSuccess(r.outcome))
            ++done;
        else
            failures << r.path + QStringLiteral(": ") + displayAdminOutcome(r.outcome) + QStringLiteral(", ")
                    + r.message;
        if (!r.auditError.isEmpty())
            failures << tr("audit log not written: %1").arg(r.auditError);
    }
    QString text = results.size() == 1 && done == 1 ? tr("Deleted: %1").arg(results.constFirst().message)
                                                    : tr("%1 of %2 deleted.").arg(done).arg(results.size());
    if (!failures.isEmpty())
        text += QLatin1Char('\n') + failures.join(QLatin1Char('\n'));
    m_status->setText(text);
    QPalette pal = m_status->palette();
    pal.setColor(QPalette::Window,
                 failures.isEmpty() ? PaletteColors::okBackground(pal) : PaletteColors::warningBackground(pal));
    m_status->setPalette(pal);
    m_status->setAutoFillBackground(true);
    m_cancel->setText(tr("Close"));
    Q_EMIT deleted(results);
}

} // namespace lockscope::ui
