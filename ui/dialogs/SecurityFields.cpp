// SPDX-License-Identifier: Apache-2.0

#include "dialogs/SecurityFields.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>

namespace lockscope::ui {

namespace {

// A path field with a "…" button that picks a PEM file.
QLineEdit *addPathRow(QFormLayout *form, QWidget *parent, const QString &label, const QString &placeholder)
{
    auto *row = new QHBoxLayout;
    auto *edit = new QLineEdit(parent);
    edit->setPlaceholderText(placeholder);
    auto *browse = new QToolButton(parent);
    browse->setText(QStringLiteral("…"));
    QObject::connect(browse, &QToolButton::clicked, edit, [edit, label] {
        const QString file = QFileDialog::getOpenFileName(edit, label, edit->text(),
                                                          SecurityFields::tr("PEM (*.pem *.crt *.key);;All files (*)"));
        if (!file.isEmpty())
            edit->setText(file);
    });
    row->addWidget(edit);
    row->addWidget(browse);
    form->addRow(label, row);
    return edit;
}

} // namespace

SecurityFields::SecurityFields(QWidget *parent) : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_ca = addPathRow(form, this, tr("TLS CA:"), tr("CAs trusted for the server (PEM); empty: no TLS"));
    m_cert = addPathRow(form, this, tr("TLS certificate:"), tr("this client's certificate (PEM)"));
    m_key = addPathRow(form, this, tr("TLS key:"), tr("this client's private key (PEM)"));
    m_mechanism = new QComboBox(this);
    m_mechanism->addItem(tr("none"), QString());
    m_mechanism->addItem(QStringLiteral("DIGEST-MD5"), QStringLiteral("DIGEST-MD5"));
    m_mechanism->addItem(tr("Kerberos (GSSAPI)"), QStringLiteral("GSSAPI"));
    form->addRow(tr("SASL:"), m_mechanism);
    m_saslUser = new QLineEdit(this);
    form->addRow(tr("SASL user:"), m_saslUser);
    m_saslPassword = new QLineEdit(this);
    m_saslPassword->setEchoMode(QLineEdit::Password);
    m_saslPassword->setPlaceholderText(tr("never in the settings file; kept only in the keyring, if asked"));
    form->addRow(tr("SASL password:"), m_saslPassword);
    m_service = new QLineEdit(QStringLiteral("zookeeper"), this);
    m_service->setToolTip(tr("The service part of the servers' Kerberos principal (SERVICE/host@REALM)"));
    form->addRow(tr("Kerberos service:"), m_service);

    for (QLineEdit *edit : {m_ca, m_cert, m_key, m_saslUser, m_saslPassword, m_service})
        connect(edit, &QLineEdit::textChanged, this, &SecurityFields::changed);
    connect(m_mechanism, &QComboBox::currentIndexChanged, this, [this] {
        updateEnabled();
        Q_EMIT changed();
    });
    updateEnabled();
}

void SecurityFields::updateEnabled()
{
    const QString mechanism = m_mechanism->currentData().toString();
    m_saslUser->setEnabled(mechanism == QLatin1String("DIGEST-MD5"));
    m_saslPassword->setEnabled(mechanism == QLatin1String("DIGEST-MD5"));
    m_service->setEnabled(mechanism == QLatin1String("GSSAPI"));
}

void SecurityFields::setSettings(const TlsSettings &tls, const SaslSettings &sasl)
{
    m_ca->setText(tls.caFile);
    m_cert->setText(tls.certFile);
    m_key->setText(tls.keyFile);
    m_mechanism->setCurrentIndex(qMax(0, m_mechanism->findData(sasl.mechanism)));
    m_saslUser->setText(sasl.user);
    m_saslPassword->setText(sasl.password);
    m_service->setText(sasl.service);
}

TlsSettings SecurityFields::tls() const
{
    return {m_ca->text().trimmed(), m_cert->text().trimmed(), m_key->text().trimmed()};
}

SaslSettings SecurityFields::sasl() const
{
    SaslSettings sasl;
    sasl.mechanism = m_mechanism->currentData().toString();
    if (sasl.mechanism == QLatin1String("DIGEST-MD5")) {
        sasl.user = m_saslUser->text();
        sasl.password = m_saslPassword->text();
    }
    if (sasl.isKerberos())
        sasl.service = m_service->text().trimmed();
    return sasl;
}

} // namespace lockscope::ui
