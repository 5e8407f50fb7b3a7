// SPDX-License-Identifier: Apache-2.0

#include "dialogs/ReapDialog.h"

#include "admin/ListingReader.h"
#include "admin/LockAdmin.h"
#include "platform/TextFormat.h"
#include "zk/ZkPaths.h"
#include "zk/ZkSession.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lockscope::ui {

namespace {

QString displayReapState(ReapState state)
{
    switch (state) {
    case ReapState::Deleted: return ReapDialog::tr("deleted");
    case ReapState::KeptChanged: return ReapDialog::tr("kept (changed)");
    case ReapState::KeptNotEmpty: return ReapDialog::tr("kept (not empty)");
    case ReapState::Gone: return ReapDialog::tr("gone");
    case ReapState::Refused: return ReapDialog::tr("refused");
    case ReapState::Failed: break;
    }
    return ReapDialog::tr("failed");
}

} // namespace

ReapDialog::ReapDialog(ZkSession *session, LockAdmin *admin, const QString &root, QWidget *parent)
    : QDialog(parent), m_session(session), m_admin(admin)
{
    setWindowTitle(tr("Reap leftovers"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Empty lock parents and a semaphore's empty lease and lock folders stay in ZooKeeper "
                                "for ever unless they are container nodes. They are listed first; nothing is deleted "
                                "until you confirm, and then each only while it is still empty and unchanged."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    auto *rootRow = new QHBoxLayout;
    m_root = new QLineEdit(root, this);
    m_age = new QLineEdit(QStringLiteral("1h"), this);
    m_age->setToolTip(tr("A whole number and s, m, h or d (30m, 1h, 2d)"));
    m_list = new QPushButton(tr("&List"), this);
    rootRow->addWidget(m_root, 1);
    rootRow->addWidget(m_list);
    form->addRow(tr("Root:"), rootRow);
    form->addRow(tr("Idle for at least:"), m_age);
    layout->addLayout(form);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    m_nodes = new QTreeWidget(this);
    m_nodes->setRootIsDecorated(false);
    m_nodes->setHeaderLabels({tr("Node"), tr("Version"), tr("Idle since"), tr("Result")});
    m_nodes->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_nodes, 1);

    m_reason = new QLineEdit(this);
    m_reason->setPlaceholderText(tr("Why (recorded in the audit log)"));
    layout->addWidget(m_reason);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_delete = buttons->addButton(tr("&Delete listed"), QDialogButtonBox::DestructiveRole);
    m_delete->setEnabled(false);
    // Enter lists (again); deleting is pressed deliberately, never the default nor on focus.
    m_delete->setAutoDefault(false);
    m_list->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QPushButton::clicked, this, &ReapDialog::list);
    connect(m_delete, &QPushButton::clicked, this, &ReapDialog::confirm);
    // What is shown is what gets deleted: another root or age needs a new list first.
    const auto invalidate = [this] {
        m_scan = {};
        m_delete->setEnabled(false);
    };
    connect(m_root, &QLineEdit::textEdited, this, invalidate);
    connect(m_age, &QLineEdit::textEdited, this, invalidate);
    resize(720, 480);
}

void ReapDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_list->setEnabled(!busy);
    m_root->setEnabled(!busy);
    m_age->setEnabled(!busy);
    m_delete->setEnabled(!busy && !m_scan.leftovers.isEmpty() && m_results.isEmpty() && m_admin
                         && !m_admin->isReadOnly());
}

void ReapDialog::list()
{
    const QString root = m_root->text().trimmed();
    const std::optional<qint64> age = parseDuration(m_age->text().trimmed());
    m_scan = {};
    m_results.clear();
    m_nodes->clear();
    if (const QString problem = pathProblem(root); !problem.isEmpty()) {
        m_status->setText(tr("Bad root \"%1\": %2").arg(root, problem));
        setBusy(false);
        return;
    }
    if (!age) {
        m_status->setText(tr("The age takes a whole number and s, m, h or d (30m, 1h, 2d)."));
        setBusy(false);
        return;
    }
    if (!m_session) {
        m_status->setText(tr("Not connected."));
        setBusy(false);
        return;
    }
    m_status->setText(tr("Reading %1…").arg(root));
    setBusy(true);
    const quint64 listing = ++m_listing;
    QPointer<ReapDialog> self(this);
    readSubtree(m_session, root, [self, listing, root, ageMs = *age](const ListingReadResult &read) {
        if (!self || listing != self->m_listing)
            return;
        if (read.error != ZkError::Ok) {
            self->m_status->setText(tr("Cannot read %1: %2").arg(read.errorPath, errorMessage(read.error)));
        } else if (!read.listings.contains(root)) {
            self->m_status->setText(tr("%1 does not exist.").arg(root));
        } else {
            self->m_scan = findLeftovers(read.listings, root, QDateTime::currentMSecsSinceEpoch() - ageMs);
            self->showScan(root, ageMs);
        }
        self->setBusy(false);
        Q_EMIT self->listed();
    });
}

void ReapDialog::showScan(const QString &root, qint64 ageMs)
{
    for (const Leftover &leftover : std::as_const(m_scan.leftovers)) {
        new QTreeWidgetItem(m_nodes,
                            {leftover.path, QString::number(leftover.version),
                             QDateTime::fromMSecsSinceEpoch(leftover.idleSinceMs).toString(Qt::ISODate), QString()});
    }
    QString text =
        tr("%1 leftover(s) under %2 idle for over %3.").arg(m_scan.leftovers.size()).arg(root, formatDuration(ageMs));
    if (m_scan.notOldEnough > 0)
        text += QLatin1Char(' ')
            + tr("%1 empty lock parent(s) not shown idle that long are left alone.").arg(m_scan.notOldEnough);
    if (m_admin && m_admin->isReadOnly())
        text += QLatin1Char(' ') + tr("Read-only mode: listing only.");
    m_status->setText(text);
}

void ReapDialog::confirm()
{
    if (m_busy || !m_admin || m_scan.leftovers.isEmpty() || !m_results.isEmpty())
        return;
    setBusy(true);
    m_delete->setEnabled(false);
    m_status->setText(tr("Deleting %1 leftover(s)…").arg(m_scan.leftovers.size()));
    QPointer<ReapDialog> self(this);
    m_admin->reapLeftovers(m_scan.leftovers, m_reason->text().trimmed(), [self](const QList<ReapResult> &results) {
        if (self)
            self->showResults(results);
    });
}

void ReapDialog::showResults(const QList<ReapResult> &results)
{
    m_results = results;
    int deleted = 0;
    for (qsizetype i = 0; i < results.size() && i < m_nodes->topLevelItemCount(); ++i) {
        const ReapResult &r = results.at(i);
        QString text = displayReapState(r.state);
        if (!r.message.isEmpty())
            text += QStringLiteral(": ") + r.message;
        m_nodes->topLevelItem(int(i))->setText(m_nodes->columnCount() - 1, text); // the result is the last column
        deleted += r.state == ReapState::Deleted ? 1 : 0;
    }
    m_status->setText(
        tr("%1 of %2 leftover(s) deleted; every attempt is in the audit log.").arg(deleted).arg(results.size()));
    setBusy(false);
    Q_EMIT reaped(results);
}

} // namespace lockscope::ui
