// SPDX-License-Identifier: Apache-2.0

#include "dialogs/RevokeDialog.h"

#include "admin/LockAdmin.h"
#include "models/DisplayNames.h"
#include "models/Formatting.h"
#include "views/PaletteColors.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace lockscope::ui {

RevokeDialog::RevokeDialog(LockAdmin *admin, const LockQueue &lock, const LockEntry &holder, QWidget *parent)
    : QDialog(parent),
      m_admin(admin),
      m_path(holder.path()),
      m_version(holder.node->stat.version),
      m_session(holder.node->stat.ephemeralOwner)
{
    setWindowTitle(tr("Revoke lock"));
    auto *layout = new QVBoxLayout(this);
    const RevocationAdvice advice = revocationAdvice(lock.recipe, lock.kind);

    auto *what = new QLabel(tr("<b>Ask the holder of %1 to release it.</b><br>Node: %2<br>Version %3 · "
                               "session %4 · %5 %6")
                                .arg(lock.path.toHtmlEscaped(), m_path.toHtmlEscaped())
                                .arg(m_version)
                                .arg(formatOwner(m_session), displayRecipe(lock.recipe), displayLockKind(lock.kind)),
                            this);
    what->setTextInteractionFlags(Qt::TextSelectableByMouse);
    what->setWordWrap(true);
    layout->addWidget(what);
    auto *note = new QLabel(advice.note, this);
    note->setWordWrap(true);
    if (!advice.recipeCanHonour) {
        note->setAutoFillBackground(true);
        QPalette pal = note->palette();
        pal.setColor(QPalette::Window, PaletteColors::warningBackground(pal));
        note->setPalette(pal);
        note->setMargin(note->fontMetrics().height() / 3);
    }
    layout->addWidget(note);

    auto *form = new QFormLayout;
    m_payload = new QComboBox(this);
    m_payload->addItem(tr("Automatic (%1)").arg(QString::fromLatin1(advice.autoPayload)), int(RevokePayload::Auto));
    m_payload->addItem(tr("unlock (ZooKeeper recipes)"), int(RevokePayload::Unlock));
    m_payload->addItem(tr("__REVOKE__ (Curator)"), int(RevokePayload::CuratorRevoke));
    form->addRow(tr("Payload:"), m_payload);
    m_deadline = new QSpinBox(this);
    m_deadline->setRange(0, 600);
    m_deadline->setValue(10);
    m_deadline->setSuffix(tr(" s"));
    m_deadline->setSpecialValueText(tr("do not wait"));
    m_deadline->setToolTip(tr("How long to wait for the holder to let go before offering a force delete"));
    form->addRow(tr("Wait for release:"), m_deadline);
    m_reason = new QLineEdit(this);
    m_reason->setPlaceholderText(tr("recorded in the audit log"));
    form->addRow(tr("Reason:"), m_reason);
    layout->addLayout(form);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_progress->setTextVisible(true);
    layout->addWidget(m_progress);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_revoke = m_buttons->addButton(tr("Revoke"), QDialogButtonBox::ActionRole);
    m_escalate = m_buttons->addButton(tr("Force delete…"), QDialogButtonBox::ActionRole);
    m_escalate->setEnabled(false);
    m_escalate->setToolTip(tr("Offered when the holder did not let go in time"));
    // Enter closes: a button that writes or deletes is pressed deliberately (click or Space), never
    // as the default or because focus moved onto it.
    m_revoke->setAutoDefault(false);
    m_escalate->setAutoDefault(false);
    m_buttons->button(QDialogButtonBox::Close)->setDefault(true);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_revoke, &QPushButton::clicked, this, &RevokeDialog::submit);
    connect(m_escalate, &QPushButton::clicked, this, [this] {
        if (m_result)
            Q_EMIT escalationRequested(m_result->escalation(), m_session, m_reason->text());
        accept();
    });
    m_countdown = new QTimer(this);
    m_countdown->setInterval(200);
    connect(m_countdown, &QTimer::timeout, this, &RevokeDialog::tick);

    if (admin) {
        connect(admin, &LockAdmin::revocationWritten, this, [this](const RevokeResult &r) {
            if (m_running && r.path == m_path)
                startWaiting(r);
        });
    }
    if (admin && admin->isReadOnly()) {
        m_revoke->setEnabled(false);
        m_status->setText(tr("Read-only mode: nothing can be written."));
    }
}

void RevokeDialog::setPayload(RevokePayload payload)
{
    m_payload->setCurrentIndex(m_payload->findData(int(payload)));
}
void RevokeDialog::setDeadlineSeconds(int seconds)
{
    m_deadline->setValue(seconds);
}
void RevokeDialog::setReason(const QString &reason)
{
    m_reason->setText(reason);
}
QString RevokeDialog::statusText() const
{
    return m_status->text();
}

void RevokeDialog::submit()
{
    if (m_running || !m_admin)
        return;
    RevokeRequest request;
    request.path = m_path;
    request.payload = RevokePayload(m_payload->currentData().toInt());
    request.reason = m_reason->text();
    request.expectedVersion = m_version;
    if (m_deadline->value() > 0)
        request.waitMs = m_deadline->value() * 1000;
    m_running = true;
    m_result.reset();
    m_revoke->setEnabled(false);
    m_escalate->setEnabled(false);
    for (QWidget *w :
         {static_cast<QWidget *>(m_payload), static_cast<QWidget *>(m_deadline), static_cast<QWidget *>(m_reason)})
        w->setEnabled(false);
    m_status->setText(tr("Writing the revocation payload…"));
    m_admin->revoke(request, [self = QPointer<RevokeDialog>(this)](const RevokeResult &r) {
        if (self)
            self->showOutcome(r);
    });
}

void RevokeDialog::startWaiting(const RevokeResult &written)
{
    if (m_deadline->value() == 0)
        return;
    m_waitStartedMs = QDateTime::currentMSecsSinceEpoch();
    m_progress->setRange(0, m_deadline->value() * 1000);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_countdown->start();
    m_status->setText(tr("Payload written at version %1. Waiting for the holder to let go…")
                          .arg(written.versionWritten.value_or(m_version)));
}

void RevokeDialog::tick()
{
    const qint64 waited = QDateTime::currentMSecsSinceEpoch() - m_waitStartedMs;
    m_progress->setValue(int(qMin<qint64>(waited, m_progress->maximum())));
    m_progress->setFormat(tr("waited %1 of %2 s").arg(waited / 1000).arg(m_deadline->value()));
}

void RevokeDialog::showOutcome(const RevokeResult &result)
{
    m_running = false;
    m_result = result;
    m_countdown->stop();
    m_progress->setVisible(false);
    QString text;
    switch (result.outcome) {
    case AdminOutcome::Done: text = tr("Done: %1").arg(result.message); break;
    case AdminOutcome::Released: text = tr("Released: %1").arg(result.message); break;
    case AdminOutcome::StillHeld:
        text = tr("Still held: %1\nYou can force-delete the node at version %2.")
                   .arg(result.message)
                   .arg(result.versionSeen ? QString::number(*result.versionSeen) : tr("(latest)"));
        break;
    case AdminOutcome::Refused: text = tr("Refused: %1").arg(result.message); break;
    case AdminOutcome::Failed: text = tr("Failed: %1").arg(result.message); break;
    }
    if (!result.revocationNote.isEmpty() && !isSuccess(result.outcome))
        text += QLatin1Char('\n') + result.revocationNote;
    if (!result.auditError.isEmpty())
        text += QLatin1Char('\n') + tr("The audit log could not be written: %1").arg(result.auditError);
    m_status->setText(text);
    QPalette pal = m_status->palette();
    pal.setColor(QPalette::Window,
                 isSuccess(result.outcome) ? PaletteColors::okBackground(pal) : PaletteColors::warningBackground(pal));
    m_status->setPalette(pal);
    m_status->setAutoFillBackground(true);
    const bool readOnly = m_admin && m_admin->isReadOnly();
    m_escalate->setEnabled(result.outcome == AdminOutcome::StillHeld && !readOnly);
    m_buttons->button(QDialogButtonBox::Close)->setFocus();
    Q_EMIT outcomeReady(result);
}

} // namespace lockscope::ui
